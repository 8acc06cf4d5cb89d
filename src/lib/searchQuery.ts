/**
 * What the site changes between the reader's query and the search plugin's
 * worker, and in the worker's answer for the search page. Pure functions;
 * src/search/ wires them in (see plugins/search-query).
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

/** The part of a plugin search result that says where it leads and what it is. */
export interface LinkedSearchResult {
  readonly document: { readonly u: string; readonly h?: string };
  /** The plugin's SearchDocumentType: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  readonly type: number;
}

const CONTENT = 4;
const DESCRIPTION = 2;

/** How much a result shows on the search page: content and description come with an excerpt. */
function detail(type: number): number {
  if (type === CONTENT) return 2;
  if (type === DESCRIPTION) return 1;
  return 0;
}

/**
 * The plugin indexes a section twice — its heading, and its text under the
 * same link (a page's title and its opening paragraphs likewise) — and lists
 * each match as its own result. The search page showed the same link twice
 * whenever a term was in both. This keeps one result per link, at the rank
 * of the link's best match, and picks the one with an excerpt: a content
 * result shows the heading (or page title) as its title, so nothing the
 * reader saw is lost.
 */
export function oneResultPerLink<T extends LinkedSearchResult>(results: readonly T[]): T[] {
  const kept: T[] = [];
  const slotOfLink = new Map<string, number>();
  for (const result of results) {
    const link = result.document.u + (result.document.h ?? '');
    const slot = slotOfLink.get(link);
    if (slot === undefined) {
      slotOfLink.set(link, kept.length);
      kept.push(result);
    } else if (detail(result.type) > detail(kept[slot]!.type)) {
      kept[slot] = result;
    }
  }
  return kept;
}

/**
 * Bounds on what the search runs over. A reader's query is a few words; a
 * pasted page (800 characters took 4.3 s and 2,000 took 23.9 s and 1.7 GB,
 * issue #19) must not freeze the worker both search boxes share. The part
 * beyond either bound is ignored, and the search boxes say so.
 */
export const MAX_QUERY_CHARACTERS = 200;
/** Words as the search plugin splits them: at white space and hyphens. */
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
