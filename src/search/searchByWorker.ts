/**
 * Stands in for the search plugin's `searchByWorker` module in its navbar
 * search box (plugins/search-query swaps it in). It talks to the site's own
 * search worker (src/search/searchWorker.ts) instead of the plugin's, and
 * normalises the query before the worker sees it, so every way a reader can
 * type a term finds it.
 */
import * as Comlink from 'comlink';
import { normalizeSearchQuery } from '../lib/searchQuery';
import type { CollectLimit, SearchResult } from './searchEngine';
import type { SiteSearchWorker } from './searchWorker';

let remoteWorker: Promise<Comlink.Remote<SiteSearchWorker>> | undefined;

/** One worker for the navbar and the search page; none before the first search. */
function worker(): Promise<Comlink.Remote<SiteSearchWorker>> {
  remoteWorker ??= (async () => {
    const Remote = Comlink.wrap<typeof SiteSearchWorker>(
      new Worker(new URL('./searchWorker.ts', import.meta.url)),
    );
    return await new Remote();
  })();
  return remoteWorker;
}

/** The index exists only in a production build, as with the plugin's worker. */
const hasIndex = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (hasIndex) await (await worker()).fetchIndexes(baseUrl, searchContext);
}

/** Searches with the query normalised; `limit` as the worker's CollectLimit. */
export async function searchWithLimit(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: CollectLimit,
): Promise<SearchResult[]> {
  if (!hasIndex) return [];
  return (await worker()).search(baseUrl, searchContext, normalizeSearchQuery(input), limit);
}

/** The navbar's call: at most `limit` results, as the plugin counts them. */
export function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return searchWithLimit(baseUrl, searchContext, input, { results: limit });
}
