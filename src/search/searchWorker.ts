/**
 * The site's search worker, in place of the local-search plugin's own
 * (src/search/searchByWorker.ts starts it). It loads the same index and
 * builds the same lunr queries with the plugin's modules; what differs is in
 * src/search/searchEngine.ts: the search page's limit counts links, and a
 * Japanese query also finds the documents that contain its words as written.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {
  applyLimit,
  collectResults,
  hasJapanese,
  literalMatches,
  queryWords,
  type CollectLimit,
  type SearchDocument,
  type SearchResult,
  type TypedIndex,
  withLiteralMatches,
} from './searchEngine';

interface LoadedIndexes {
  readonly indexes: TypedIndex[];
  /** Index terms that start with a kanji: the plugin cuts kanji queries into these. */
  readonly zhDictionary: string[];
}

const loaded = new Map<string, Promise<LoadedIndexes>>();

/** As the plugin's worker loads an index (same URL, same origin check). */
async function loadIndexes(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
  const url = `${baseUrl}${searchIndexUrl.replace(
    '{dir}',
    searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
  )}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  const json = (await (await fetch(url)).json()) as {
    documents: SearchDocument[];
    index: { invertedIndex: [string, ...unknown[]][] };
  }[];
  const zhDictionary = new Set<string>();
  for (const { index } of json) {
    for (const [term] of index.invertedIndex) {
      if (/\p{Unified_Ideograph}/u.test(term[0] ?? '')) zhDictionary.add(term);
    }
  }
  return {
    indexes: json.map(({ documents, index }, type) => ({
      type,
      documents,
      index: lunr.Index.load(index),
    })),
    zhDictionary: [...zhDictionary],
  };
}

function indexesFor(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
  const key = `${baseUrl}${searchContext}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadIndexes(baseUrl, searchContext);
    loaded.set(key, promise);
  }
  return promise;
}

export class SiteSearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesFor(baseUrl, searchContext);
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: CollectLimit,
  ): Promise<SearchResult[]> {
    const tokens = tokenize(input, language);
    if (tokens.length === 0) return [];
    const { indexes, zhDictionary } = await indexesFor(baseUrl, searchContext);
    let candidates = collectResults(indexes, smartQueries(tokens, zhDictionary), limit);
    if (hasJapanese(input)) {
      const words = queryWords(input);
      candidates = withLiteralMatches(candidates, literalMatches(indexes, words), words, limit);
    }
    const results = applyLimit(candidates, limit);
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SiteSearchWorker);
