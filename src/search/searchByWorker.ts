/**
 * Stands in for the search plugin's `searchByWorker` module in its navbar
 * search box (plugins/search-query swaps it in). It talks to the site's own
 * search worker (src/search/searchWorker.ts) instead of the plugin's, and
 * normalises the query before the worker sees it, so every way a reader can
 * type a term finds it, and bounds it (src/lib/searchQuery.ts). Each box's
 * newest query wins: an older one's answer is never delivered, and the
 * worker stops its work (src/search/latestQuery.ts).
 */
import * as Comlink from 'comlink';
import { boundSearchQuery, normalizeSearchQuery } from '../lib/searchQuery';
import { newestOnly, type SearchBox } from './latestQuery';
import { reportIndexFailure, reportIndexLoaded } from './indexAvailability';
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

/**
 * Never rejects: the plugin's search page waits for this before it stops its
 * spinner, so a failed download (offline, no saved copy) is reported to the
 * boxes' notes (./indexAvailability) instead.
 */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (!hasIndex) return;
  try {
    await (await worker()).fetchIndexes(baseUrl, searchContext);
    reportIndexLoaded();
  } catch {
    reportIndexFailure();
  }
}

/** One search of a box: the query normalised and bounded, `limit` as the worker's CollectLimit. */
function searchOnce(box: SearchBox) {
  return async (
    generation: number,
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: CollectLimit,
  ): Promise<SearchResult[] | undefined> => {
    if (!hasIndex) return [];
    const { query } = boundSearchQuery(normalizeSearchQuery(input));
    try {
      const results = await (
        await worker()
      ).search(baseUrl, searchContext, query, limit, box, generation);
      reportIndexLoaded();
      return results;
    } catch {
      // The index did not load: no results, and the boxes say why.
      reportIndexFailure();
      return [];
    }
  };
}

/** The navbar's newest query and the page's newest query, each replacing its box's older ones. */
export const searchNavbar = newestOnly(searchOnce('navbar'));
export const searchPage = newestOnly(searchOnce('page'));

/** The navbar's call: at most `limit` results, as the plugin counts them. */
export function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return searchNavbar(baseUrl, searchContext, input, { results: limit });
}
