/**
 * What the site changes in the reader's query before searching. Pure
 * functions; src/search/pagefindSearch.ts wires them in.
 */

/**
 * NFKC folds the width variants a Japanese keyboard produces into the forms
 * the articles use: half-width katakana (ｸﾞﾙｰﾌﾟｺﾐｯﾄ → グループコミット, the
 * voiced mark joined to its kana) and full-width letters and digits
 * (ＩＯＰＳ → IOPS). The index holds neither variant, so without this such
 * a query found nothing.
 */
export function normalizeSearchQuery(query: string): string {
  return query.normalize('NFKC');
}

/**
 * Bounds on what the search runs over. A reader's query is a few words; a
 * pasted page (800 characters took 4.3 s and 2,000 took 23.9 s and 1.7 GB
 * with the former lunr search, issue #19) must not freeze the search. The part
 * beyond either bound is ignored, and the search boxes say so.
 */
export const MAX_QUERY_CHARACTERS = 200;
/** Words, split at white space and hyphens. */
export const MAX_QUERY_WORDS = 20;

export interface BoundedQuery {
  /** What is searched: the query's start, within both bounds. */
  readonly query: string;
  /** Whether part of the query was left out. */
  readonly shortened: boolean;
}

/**
 * The query's first MAX_QUERY_CHARACTERS characters (code points: a kanji
 * outside the BMP is never split), then of those its first MAX_QUERY_WORDS
 * words, with what separates them. Reads no further than it keeps, so a
 * 100 KB query costs no more than a short one.
 */
export function boundSearchQuery(query: string): BoundedQuery {
  let end = 0;
  for (let kept = 0; end < query.length && kept < MAX_QUERY_CHARACTERS; kept += 1) {
    end += (query.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  let bounded = query.slice(0, end);
  const words = /[^-\s]+/g;
  for (let count = 0; words.exec(bounded); count += 1) {
    if (count === MAX_QUERY_WORDS - 1) {
      bounded = bounded.slice(0, words.lastIndex);
      break;
    }
  }
  // Only white space or hyphens left out is no loss worth a message.
  const shortened = /[^-\s]/.test(query.slice(bounded.length));
  return { query: bounded, shortened };
}
