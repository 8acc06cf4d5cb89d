/**
 * The local-search plugin's client module that talks to its search worker
 * (no types of its own). Only what src/search/ uses is declared.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type { LinkedSearchResult } from '../lib/searchQuery';

  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<LinkedSearchResult[]>;
}
