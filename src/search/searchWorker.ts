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
import { boundSearchQuery } from '../lib/searchQuery';
import {
  applyLimit,
  collectResultsInSteps,
  hasJapanese,
  literalMatches,
  queryWords,
  type CollectLimit,
  type SearchDocument,
  type SearchResult,
  type TypedIndex,
  withLiteralMatches,
} from './searchEngine';
import { NewestQueries, pause, runInSlices, type SearchBox } from './latestQuery';
import { fillPositions, pagesLackingPositions, type PagePositions } from './positions';
import {
  DICTIONARY_STEP_BUDGET,
  boundQueries,
  dictionaryForTokens,
  withStepBudget,
} from './termExpansion';

interface LoadedIndexes {
  readonly indexes: TypedIndex[];
  /** Index terms that start with a kanji: the plugin cuts kanji queries into these. */
  readonly zhDictionary: string[];
  /** The address of the folder of the pages' positions files (./positions.ts), or undefined. */
  readonly positionsUrl: string | undefined;
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
    /** scripts/prune-search-index.ts: the positions' folder, beside the index. */
    positions?: string;
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
    positionsUrl:
      json[0]?.positions && new URL(json[0].positions, new URL(url, location.origin)).href,
  };
}

const positionsFiles = new Map<string, Promise<PagePositions | undefined>>();

/** A page's positions file, fetched once; undefined when it cannot be read (offline, say). */
function pagePositions(url: string): Promise<PagePositions | undefined> {
  let promise = positionsFiles.get(url);
  if (!promise) {
    promise = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<PagePositions>) : undefined))
      .catch(() => undefined);
    positionsFiles.set(url, promise);
    // A failed download is tried again by the next search.
    void promise.then((positions) => {
      if (positions === undefined) positionsFiles.delete(url);
    });
  }
  return promise;
}

/** Gives lunr's results the positions of their terms, from their pages' files. */
async function withPositions(
  results: readonly SearchResult[],
  positionsUrl: string | undefined,
): Promise<void> {
  const pageIds = pagesLackingPositions(results);
  const pages = new Map<number, PagePositions | undefined>();
  if (positionsUrl !== undefined) {
    const files = await Promise.all(
      pageIds.map((pageId) => pagePositions(`${positionsUrl}${pageId}.json`)),
    );
    for (const [n, pageId] of pageIds.entries()) pages.set(pageId, files[n]);
  }
  fillPositions(results, pages);
}

function indexesFor(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
  const key = `${baseUrl}${searchContext}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadIndexes(baseUrl, searchContext);
    loaded.set(key, promise);
    // A failed download (offline) is tried again by the next search.
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

const newestQueries = new NewestQueries();

export class SiteSearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesFor(baseUrl, searchContext);
  }

  /**
   * Results for the query, or undefined when a newer query of the same box
   * (a larger `generation`) arrived before this one finished: it stops then.
   */
  async search(
    baseUrl: string,
    searchContext: string,
    rawInput: string,
    limit: CollectLimit,
    box: SearchBox = 'navbar',
    generation = 0,
  ): Promise<SearchResult[] | undefined> {
    const superseded = newestQueries.begin(box, generation);
    // The page bounds the query already; a worker never trusts its caller.
    const input = boundSearchQuery(rawInput).query;
    const tokens = tokenize(input, language);
    if (tokens.length === 0) return [];
    const { indexes, zhDictionary, positionsUrl } = await indexesFor(baseUrl, searchContext);
    if (superseded()) return undefined;
    const dictionary = withStepBudget(
      dictionaryForTokens(tokens, zhDictionary),
      DICTIONARY_STEP_BUDGET,
    );
    const queries = boundQueries(smartQueries(tokens, dictionary));
    let candidates = await runInSlices(collectResultsInSteps(indexes, queries, limit), superseded);
    if (candidates === undefined) return undefined;
    if (hasJapanese(input)) {
      await pause();
      if (superseded()) return undefined;
      const words = queryWords(input);
      candidates = withLiteralMatches(candidates, literalMatches(indexes, words), words, limit);
    }
    const results = applyLimit(candidates, limit);
    await withPositions(results, positionsUrl);
    if (superseded()) return undefined;
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SiteSearchWorker);
