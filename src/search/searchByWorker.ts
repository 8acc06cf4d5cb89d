/**
 * Stands in for the search plugin's `searchByWorker` module in its navbar
 * search box (plugins/search-query swaps it in): the query is normalised
 * before the worker sees it, so every way a reader can type a term finds it.
 */
import {
  fetchIndexesByWorker,
  searchByWorker as pluginSearchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { normalizeSearchQuery, type LinkedSearchResult } from '../lib/searchQuery';

export { fetchIndexesByWorker };

export function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<LinkedSearchResult[]> {
  return pluginSearchByWorker(baseUrl, searchContext, normalizeSearchQuery(input), limit);
}
