/**
 * Stands in for the search plugin's `searchByWorker` module on the search
 * page (plugins/search-query swaps it in): the query is normalised as in the
 * navbar, and each link is listed once. The plugin's page asks for 100
 * results and the link de-duplication came after that cap (バッファプール
 * showed 93 links of 100); the worker now counts the page's limit in links,
 * and never drops a match of every word for a looser one. The navbar keeps
 * the plugin's heading-and-text pairs, which it draws as a tree under their
 * page.
 */
import { fetchIndexesByWorker, searchPage } from './searchByWorker';
import { oneResultPerLink } from '../lib/searchQuery';
import type { SearchResult } from './searchEngine';

export { fetchIndexesByWorker };

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return oneResultPerLink(await searchPage(baseUrl, searchContext, input, { links: limit }));
}
