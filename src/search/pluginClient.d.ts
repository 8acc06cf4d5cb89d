/**
 * The local-search plugin's client modules that src/search/searchWorker.ts
 * reuses (they ship without types), and lunr, which the plugin brings. Only
 * what the worker uses is declared.
 *
 * The types come from ./searchEngine through import() types: an ambient
 * module may not import a relative path (TS2439; skipLibCheck hid that error,
 * and the types it named silently became `any`).
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
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see the note at the top
  type PluginQuery = import('./searchEngine').PluginQuery;

  /** The dictionary is only read with for…of (see src/search/termExpansion.ts). */
  export function smartQueries(tokens: string[], zhDictionary: Iterable<string>): PluginQuery[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see the note at the top
  type SearchResult = import('./searchEngine').SearchResult;

  export function sortSearchResults(results: SearchResult[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see the note at the top
  type SearchResult = import('./searchEngine').SearchResult;

  export function processTreeStatusOfSearchResults(results: SearchResult[]): void;
}

declare module 'lunr' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see the note at the top
  type QueryableIndex = import('./searchEngine').QueryableIndex;

  const lunr: {
    Index: { load(serialized: unknown): QueryableIndex };
  };
  export default lunr;
}
