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
