/**
 * Stands in for the search plugin's `searchByWorker` module on the search
 * page (plugins/search-query swaps it in): the query is normalised as in the
 * navbar, and each link is listed once. The navbar keeps the plugin's
 * heading-and-text pairs, which it draws as a tree under their page.
 */
import { fetchIndexesByWorker, searchByWorker as searchNormalised } from './searchByWorker';
import { oneResultPerLink, type LinkedSearchResult } from '../lib/searchQuery';

export { fetchIndexesByWorker };

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<LinkedSearchResult[]> {
  return oneResultPerLink(await searchNormalised(baseUrl, searchContext, input, limit));
}
