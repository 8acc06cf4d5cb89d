/**
 * The site's search: Pagefind's own JavaScript (`<locale>/pagefind/pagefind.js`,
 * built by scripts/build-search-index.ts), loaded when a reader first
 * focuses a search box, never with the page. Pagefind runs the search in
 * its own worker and downloads only the index chunks a query needs. The
 * query is normalised and bounded first (src/lib/searchQuery.ts), and each
 * box's newest query wins (./latestQuery.ts).
 */
import { createLoadCache } from '../lib/loadCache';
import { boundSearchQuery, normalizeSearchQuery } from '../lib/searchQuery';
import { reportIndexFailure, reportIndexLoaded } from './indexAvailability';
import { newestOnly } from './latestQuery';
import { pagefindRanking } from './pagefindRanking';
import {
  collectShown,
  type LazyResult,
  type ResultLimit,
  type ShownResult,
  type ShownSoFar,
} from './pagefindResults';

/** The part of pagefind.js's module the site uses. */
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: LazyResult[] } | null>;
}

/** The bundle exists only in a production build (`npm run build`), not under the dev server. */
export const hasSearchIndex = process.env.NODE_ENV === 'production';

/** The locale's pagefind.js, loaded and started once; a failed load is tried again next time. */
const bundles = createLoadCache(async (localeBaseUrl: string): Promise<PagefindApi> => {
  const api = (await import(
    /* webpackIgnore: true */ `${localeBaseUrl}pagefind/pagefind.js`
  )) as PagefindApi;
  // The index stores addresses relative to the locale (scripts/search/pagefindIndex.ts).
  await api.options({
    baseUrl: localeBaseUrl,
    excerptLength: 30,
    // The page's language is the locale's (pagefind.js reads it from <html lang> too).
    ranking: pagefindRanking(document.documentElement.lang),
  });
  await api.init();
  return api;
});
const pagefindFor = bundles.load;

/**
 * Starts loading the search before the first query: when a box gets focus,
 * or already when the pointer reaches it or a finger touches it (a touch
 * comes some 100 ms before the focus it leads to). Never with the page:
 * that would cost every visit the bytes.
 */
export function prepareSearch(localeBaseUrl: string): void {
  if (!hasSearchIndex) return;
  pagefindFor(localeBaseUrl).then(reportIndexLoaded, reportIndexFailure);
}

async function searchOnce(
  _generation: number,
  localeBaseUrl: string,
  input: string,
  limit: ResultLimit,
  shownSoFar?: ShownSoFar,
): Promise<ShownResult[] | undefined> {
  if (!hasSearchIndex) return [];
  const { query } = boundSearchQuery(normalizeSearchQuery(input));
  if (query.trim() === '') return [];
  try {
    const answer = await (await pagefindFor(localeBaseUrl)).search(query);
    // null: Pagefind dropped the query for a newer one.
    if (answer === null) return undefined;
    const shown = await collectShown(answer.results, query, limit, shownSoFar);
    reportIndexLoaded();
    return shown;
  } catch {
    // The search did not load (offline without a saved copy): no results, and the boxes say why.
    reportIndexFailure();
    return [];
  }
}

/** The navbar's newest query and the page's newest query, each replacing its box's older ones. */
export const searchNavbar = newestOnly(searchOnce);
export const searchPage = newestOnly(searchOnce);
