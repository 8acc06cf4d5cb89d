/**
 * The local-search plugin's client modules that src/search/searchWorker.ts
 * reuses (they ship without types), and lunr, which the plugin brings. Only
 * what the worker uses is declared.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index file's name pattern: `search-index{dir}.json?_=<hash>`. */
  export const searchIndexUrl: string;
  export const language: string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  import type { PluginQuery } from './searchEngine';

  export function smartQueries(tokens: string[], zhDictionary: string[]): PluginQuery[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  import type { SearchResult } from './searchEngine';

  export function sortSearchResults(results: SearchResult[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  import type { SearchResult } from './searchEngine';

  export function processTreeStatusOfSearchResults(results: SearchResult[]): void;
}

declare module 'lunr' {
  import type { QueryableIndex } from './searchEngine';

  const lunr: {
    Index: { load(serialized: unknown): QueryableIndex };
  };
  export default lunr;
}
