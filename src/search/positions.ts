/**
 * Match positions, which the search index no longer carries: the build files
 * them by page (scripts/search/splitPositions.ts), and the search worker
 * fetches the pages its results come from, after ranking, so a first search
 * downloads and parses the positions of the results it shows instead of
 * every term of every page. Pure functions; the worker does the fetching.
 *
 * @packageDocumentation
 */
import type { SearchDocument, SearchResult } from './searchEngine';

/** `[start, length]` of one occurrence in a document's text, as lunr records it. */
export type Position = [number, number];

/** A page's positions: part of the index (its type) → document ref → term → positions. */
export type PagePositions = Record<string, Record<string, Record<string, Position[]>>>;

/** The field the plugin indexes: each document's text. */
export const INDEXED_FIELD = 't';

/** The page a document belongs to: a title's own id (a page's description and keywords share it). */
export function pageIdOf(document: Pick<SearchDocument, 'i' | 'p'>): number {
  return document.p ?? document.i;
}

/** Whether a result still lacks the positions of a term it matched. */
function lacksPositions(result: SearchResult): boolean {
  return Object.values(result.metadata).some((fields) =>
    Object.values(fields).some((field) => field.position === undefined),
  );
}

/** The pages whose positions the results need, each once, in the results' order. */
export function pagesLackingPositions(results: readonly SearchResult[]): number[] {
  return [...new Set(results.filter(lacksPositions).map((result) => pageIdOf(result.document)))];
}

/**
 * Gives every matched term of every result its positions from its page's
 * file. A page that could not be read (undefined) gives none: the result is
 * shown from the start of its text, unhighlighted, instead of failing.
 */
export function fillPositions(
  results: readonly SearchResult[],
  pages: ReadonlyMap<number, PagePositions | undefined>,
): void {
  for (const result of results) {
    const ofDocument = pages.get(pageIdOf(result.document))?.[result.type]?.[result.document.i];
    for (const [term, fields] of Object.entries(result.metadata)) {
      for (const [field, match] of Object.entries(fields)) {
        match.position ??= field === INDEXED_FIELD ? (ofDocument?.[term] ?? []) : [];
      }
    }
  }
}
