/**
 * The search itself, as the site runs it in its search worker
 * (src/search/searchWorker.ts): the local-search plugin's lunr queries,
 * collected with a limit that suits the navbar or the search page, and for
 * Japanese queries the documents that contain the query's text word for word.
 * Pure functions over the plugin's index documents; no DOM, no lunr import.
 *
 * Why a second way of matching: with `language: ['en', 'ja']` the index holds
 * TinySegmenter's cuts of each sentence, while the query reaches lunr as one
 * token. A hiragana word that TinySegmenter cuts differently inside a
 * sentence (しくみ in 「読むしくみで」) matched no index term, and the reader
 * got nothing for a word that is on the page.
 */

/** The plugin's SearchDocumentType: the index is one lunr index per type, in this order. */
export const DocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;

/** A document of the plugin's index (search-index.json). */
export interface SearchDocument {
  /** Id; a page's title, description and keywords share the page's id. */
  readonly i: number;
  /** The indexed text. */
  readonly t: string;
  /** URL path. */
  readonly u: string;
  /** Anchor of a heading, with its `#`. */
  readonly h?: string;
  /** Id of the page (its title document). */
  readonly p?: number;
  /** Breadcrumb. */
  readonly b?: readonly string[];
  /** Section or page title shown with a description, keywords or content. */
  readonly s?: string;
}

/**
 * Where the query matched, per matched term and field: `[start, length]`
 * pairs. lunr's own results come without them (the index leaves them out,
 * see ./positions.ts); the worker fills them in before the page shows a result.
 */
export type MatchMetadata = Record<string, Record<string, { position?: [number, number][] }>>;

/** One search result, in the shape the plugin's navbar and search page draw. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page a heading, description or content result belongs to. */
  page: SearchDocument | false | undefined;
  metadata: MatchMetadata;
  /** What the plugin highlights (lower case). */
  tokens: string[];
  score: number;
}

/** What the worker needs of a lunr index: one query, answered best first. */
export interface QueryableIndex {
  query(
    build: (query: QueryBuilder) => void,
  ): { ref: string; score: number; matchData: { metadata: MatchMetadata } }[];
}

/** The part of lunr's Query builder the plugin's queries use. */
export interface QueryBuilder {
  term(
    value: string,
    options: { wildcard?: number; presence?: number; editDistance?: number },
  ): unknown;
}

/** One lunr index of the plugin's and the documents it was built from. */
export interface TypedIndex {
  readonly type: number;
  readonly documents: readonly SearchDocument[];
  readonly index: QueryableIndex;
}

/** A query the plugin's smartQueries() builds: its terms, and the tokens it highlights. */
export interface PluginQuery {
  readonly tokens: string[];
  readonly term: readonly {
    readonly value: string;
    readonly wildcard?: number;
    readonly presence?: number;
    readonly editDistance?: number;
  }[];
}

/**
 * A result, and whether it matched every word of the query without spelling
 * tolerance (a strict lunr query, or the words as written).
 */
export interface Candidate {
  readonly result: SearchResult;
  readonly strict: boolean;
}

/**
 * How many results to collect. The navbar counts results, as the plugin does
 * (a page's heading and text are two rows of its tree). The search page lists
 * each link once, so it counts links, and it never drops a strict match:
 * looser matches (spelling tolerance, or a word left out) only fill it up to
 * `links`.
 */
export type CollectLimit = { readonly results: number } | { readonly links: number };

/** Where a result leads: its page and, for a section, its heading's anchor. */
export function linkOf(document: SearchDocument): string {
  return document.u + (document.h ?? '');
}

const idMaps = new WeakMap<readonly SearchDocument[], Map<string, SearchDocument>>();

/** An index's documents by id (as lunr's refs: strings). */
function documentsById(documents: readonly SearchDocument[]): Map<string, SearchDocument> {
  let byId = idMaps.get(documents);
  if (!byId) {
    byId = new Map(documents.map((doc) => [doc.i.toString(), doc]));
    idMaps.set(documents, byId);
  }
  return byId;
}

/** The page (title document) a heading, description, keywords or content document belongs to. */
function pageOf(
  document: SearchDocument,
  type: number,
  titles: readonly SearchDocument[],
): SearchDocument | false | undefined {
  return type !== DocumentType.Title && titles.find((doc) => doc.i === document.p);
}

/**
 * A query is strict when it requires all of the reader's words (the longest
 * query smartQueries() makes; shorter ones leave out a stop word or one of
 * three or more words) and allows no misspelling. A trailing wildcard on the
 * last word, which the plugin adds while the reader may still be typing,
 * keeps it strict.
 */
export function strictQueries(queries: readonly PluginQuery[]): boolean[] {
  const longest = Math.max(0, ...queries.map((query) => query.term.length));
  return queries.map(
    (query) => query.term.length === longest && query.term.every((item) => !item.editDistance),
  );
}

/**
 * The plugin's search loop (its worker.js, version 0.55.3): every query in
 * turn, against every index in type order, each document once (by id, as
 * the plugin does: a page's description is dropped when its title already
 * matched). The navbar stops as soon as the limit is reached; the search
 * page goes on through the strict queries and only stops adding looser ones.
 */
export function collectResults(
  indexes: readonly TypedIndex[],
  queries: readonly PluginQuery[],
  limit: CollectLimit,
): Candidate[] {
  const steps = collectResultsInSteps(indexes, queries, limit);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * collectResults() one lunr query at a time: it pauses after each, so that
 * the worker can give up a query a newer one replaced (see latestQuery.ts).
 */
export function* collectResultsInSteps(
  indexes: readonly TypedIndex[],
  queries: readonly PluginQuery[],
  limit: CollectLimit,
): Generator<void, Candidate[]> {
  const titles = indexes.find((wrapped) => wrapped.type === DocumentType.Title)?.documents ?? [];
  const strict = strictQueries(queries);
  const collected: Candidate[] = [];
  const seenIds = new Set<string>();
  const links = new Set<string>();
  const full = (): boolean =>
    'results' in limit ? collected.length >= limit.results : links.size >= limit.links;

  for (const [queryIndex, query] of queries.entries()) {
    // Once full, the navbar stops. The search page still runs the strict
    // queries (smartQueries() interleaves them with looser ones), and lets
    // a looser query add no new link, only another result of a link it has
    // (a section's text beside its heading: the page shows that excerpt).
    const loose = 'results' in limit || !strict[queryIndex];
    if (loose && full()) {
      if ('results' in limit) return collected;
      continue;
    }
    for (const { type, documents, index } of indexes) {
      if ('results' in limit && full()) return collected;
      const matches = index.query((builder) => {
        for (const item of query.term) {
          builder.term(item.value, {
            wildcard: item.wildcard,
            presence: item.presence,
            ...(item.editDistance ? { editDistance: item.editDistance } : null),
          });
        }
      });
      yield;
      // The plugin looks at no more of an index's matches than the limit.
      const considered = 'results' in limit ? matches.slice(0, limit.results) : matches;
      const byId = documentsById(documents);
      for (const match of considered) {
        if ('results' in limit && full()) break;
        const document = byId.get(match.ref);
        if (!document || seenIds.has(match.ref)) continue;
        const link = linkOf(document);
        if (loose && full() && !links.has(link)) continue;
        seenIds.add(match.ref);
        links.add(link);
        collected.push({
          strict: !loose,
          result: {
            document,
            type,
            page: pageOf(document, type, titles),
            metadata: match.matchData.metadata,
            tokens: [...query.tokens],
            score: match.score,
          },
        });
      }
    }
  }
  return collected;
}

/** Hiragana, katakana (with the long-vowel mark) or kanji. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

/** Whether the query has a Japanese word, which lunr may have indexed in other cuts. */
export function hasJapanese(query: string): boolean {
  return JAPANESE.test(query);
}

/**
 * The query's words as the plugin splits them with two languages (lower
 * case, split at white space and hyphens), longest first so that highlighting
 * marks 桁あふれ before あふれ.
 */
export function queryWords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(/[^-\s]+/g) ?? [])];
  return words.sort((a, b) => b.length - a.length);
}

/** Start of every occurrence of `word` in `text` (both lower case), not overlapping. */
function occurrences(text: string, word: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    starts.push(at);
  }
  return starts;
}

/** Lucene's and lunr's BM25 constants. */
const K1 = 1.2;
const B = 0.75;

/**
 * Every document whose text contains all of the query's words as written
 * (case-insensitive), in type order like the plugin's results, and within a
 * type by BM25 over the words' occurrences (a short heading that is the word
 * outranks a long section that mentions it once). Each result marks the
 * words' own positions, so the excerpt centres on them and highlights them,
 * not the whole sentence lunr indexed around them.
 */
export function literalMatches(
  indexes: readonly TypedIndex[],
  words: readonly string[],
): SearchResult[] {
  if (words.length === 0) return [];
  const titles = indexes.find((wrapped) => wrapped.type === DocumentType.Title)?.documents ?? [];
  const results: SearchResult[] = [];
  for (const { type, documents } of [...indexes].sort((a, b) => a.type - b.type)) {
    const averageLength =
      documents.reduce((sum, doc) => sum + doc.t.length, 0) / Math.max(1, documents.length) || 1;
    const ofType: SearchResult[] = [];
    for (const document of documents) {
      const text = document.t.toLowerCase();
      // Lower-casing changed the length (rare letters like İ): positions would be off.
      if (text.length !== document.t.length) continue;
      const found = words.map((word) => occurrences(text, word));
      if (found.some((starts) => starts.length === 0)) continue;
      const norm = K1 * (1 - B + (B * document.t.length) / averageLength);
      const metadata: MatchMetadata = {};
      let score = 0;
      for (const [w, word] of words.entries()) {
        const starts = found[w] ?? [];
        score += (starts.length * (K1 + 1)) / (starts.length + norm);
        metadata[word] = {
          t: { position: starts.map((start): [number, number] => [start, word.length]) },
        };
      }
      ofType.push({
        document,
        type,
        page: pageOf(document, type, titles),
        metadata,
        tokens: [...words],
        score,
      });
    }
    results.push(...ofType.sort((a, b) => b.score - a.score));
  }
  return results;
}

/** Whether a document's text has every word (lower case) as written. */
function containsAll(document: SearchDocument, words: readonly string[]): boolean {
  const text = document.t.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * Adds, for a Japanese query, the documents that contain its words as
 * written and that lunr missed. The search page lists every one of them
 * after lunr's matches of the words: it is the full list, and a substring
 * also matches inside a longer word (ログ in ブログ), so lunr's ranking stays
 * first. The navbar has eight rows: it changes only when lunr found fewer
 * than that with the words in them (しくみ: none), and then lists those first,
 * then the missed ones, then lunr's other matches (a kanji query cut into
 * words found apart, a misspelling allowed); a query that lunr answered well
 * keeps its rows and their order.
 */
export function withLiteralMatches(
  candidates: readonly Candidate[],
  literal: readonly SearchResult[],
  words: readonly string[],
  limit: CollectLimit,
): Candidate[] {
  const isLiteral = (candidate: Candidate): boolean =>
    containsAll(candidate.result.document, words);
  const found = candidates.filter(isLiteral);
  if ('results' in limit && found.length >= limit.results) return [...candidates];
  const others = candidates.filter((candidate) => !isLiteral(candidate));
  // Each document once, by id, as the plugin's own loop does. A looser match
  // gives way to a text of the same document that has the words (a page's
  // keywords share its title's id).
  const ids = new Set(
    [...found, ...others.filter(({ strict }) => strict)].map(({ result }) => result.document.i),
  );
  const missed: Candidate[] = [];
  for (const result of literal) {
    if (ids.has(result.document.i)) continue;
    ids.add(result.document.i);
    missed.push({ result, strict: true });
  }
  const missedIds = new Set(missed.map(({ result }) => result.document.i));
  return [...found, ...missed, ...others.filter(({ result }) => !missedIds.has(result.document.i))];
}

/** Applies the limit to the ordered candidates (see CollectLimit). */
export function applyLimit(candidates: readonly Candidate[], limit: CollectLimit): SearchResult[] {
  if ('results' in limit) return candidates.slice(0, limit.results).map(({ result }) => result);
  const kept: SearchResult[] = [];
  const links = new Set<string>();
  for (const { result, strict } of candidates) {
    const link = linkOf(result.document);
    if (strict || links.has(link) || links.size < limit.links) {
      kept.push(result);
      links.add(link);
    }
  }
  return kept;
}
