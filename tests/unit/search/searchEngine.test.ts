import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DocumentType,
  applyLimit,
  collectResults,
  hasJapanese,
  linkOf,
  literalMatches,
  queryWords,
  strictQueries,
  type Candidate,
  type PluginQuery,
  type QueryableIndex,
  type SearchDocument,
  type SearchResult,
  type TypedIndex,
  withLiteralMatches,
} from '../../../src/search/searchEngine';

/*
 * The lunr indexes here are built the way the plugin builds the site's index
 * (lunr-languages' multiLanguage('en', 'ja'): whitespace chunks plus
 * TinySegmenter's cuts), from short texts in the articles' style.
 */

interface LunrBuilder {
  use(plugin: unknown): void;
  ref(field: string): void;
  field(field: string): void;
  add(doc: { i: string; t: string }): void;
  metadataWhitelist: string[];
}
interface Lunr {
  (config: (this: LunrBuilder) => void): QueryableIndex;
  multiLanguage(...languages: string[]): unknown;
  Query: { presence: { REQUIRED: number }; wildcard: { NONE: number; TRAILING: number } };
}

const require = createRequire(import.meta.url);
const lunr = require('lunr') as Lunr;
/** Each lunr-languages module exports a function that installs itself into lunr. */
type LunrLanguagesModule = (lunr: Lunr) => void;
// Named literally (not in a loop) so that tools reading imports see them.
(require('lunr-languages/lunr.stemmer.support') as LunrLanguagesModule)(lunr);
(require('lunr-languages/tinyseg') as LunrLanguagesModule)(lunr);
(require('lunr-languages/lunr.ja') as LunrLanguagesModule)(lunr);
(require('lunr-languages/lunr.multi') as LunrLanguagesModule)(lunr);
const enJa = lunr.multiLanguage('en', 'ja');

function typedIndex(type: number, documents: SearchDocument[]): TypedIndex {
  const index = lunr(function () {
    this.use(enJa);
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ i: String(doc.i), t: doc.t });
  });
  return { type, documents, index };
}

const { REQUIRED } = lunr.Query.presence;
const { NONE, TRAILING } = lunr.Query.wildcard;

/** The queries smartQueries() makes for one kana word: exact, still typing, one typo. */
function queriesFor(word: string): PluginQuery[] {
  return [
    { tokens: [word], term: [{ value: word, presence: REQUIRED, wildcard: NONE }] },
    { tokens: [word], term: [{ value: word, presence: REQUIRED, wildcard: TRAILING }] },
    {
      tokens: [word],
      term: [{ value: word, presence: REQUIRED, wildcard: NONE, editDistance: 1 }],
    },
  ];
}

const PAGE = { i: 1, t: 'テーブル設計', u: '/docs/table' };
const SITE = [
  typedIndex(DocumentType.Title, [PAGE, { i: 10, t: '用語集', u: '/docs/glossary' }]),
  typedIndex(DocumentType.Heading, [
    { i: 2, t: 'インデックスだけで答える', u: '/docs/table', h: '#index-only', p: 1 },
  ]),
  typedIndex(DocumentType.Description, []),
  typedIndex(DocumentType.Keywords, []),
  typedIndex(DocumentType.Content, [
    {
      i: 3,
      t: '条件を満たしたものだけテーブル本体の行を読むしくみで、EXPLAIN に出ます。',
      u: '/docs/table',
      h: '#index-only',
      p: 1,
    },
    {
      i: 4,
      t: 'バッファプールが足りないと、読み込みがディスクへあふれます。',
      u: '/docs/table',
      h: '#buffer-pool',
      p: 1,
    },
    { i: 11, t: 'しくみ：仕組みのひらがな書き。', u: '/docs/glossary', h: '#shikumi', p: 10 },
  ]),
];

describe('hasJapanese', () => {
  it('is true for kana, kanji and the long-vowel mark', () => {
    for (const query of ['しくみ', 'バッファプール', '自動採番', 'ー', 'InnoDB の設定']) {
      expect(hasJapanese(query)).toBe(true);
    }
  });

  it('is false for English, digits and punctuation', () => {
    for (const query of ['buffer pool', 'IOPS', '5.6', 'i/o', '', '—']) {
      expect(hasJapanese(query)).toBe(false);
    }
  });
});

describe('queryWords', () => {
  it('splits as the plugin does with two languages: white space and hyphens, lower case', () => {
    expect(queryWords('InnoDB バッファプール')).toEqual(['バッファプール', 'innodb']);
    expect(queryWords('buffer-pool　サイズ')).toEqual(['buffer', 'pool', 'サイズ']);
  });

  it('lists each word once, longest first, so highlighting marks the longer word', () => {
    expect(queryWords('あふれ 桁あふれ あふれ')).toEqual(['桁あふれ', 'あふれ']);
  });

  it('has no words for an empty or blank query', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('  - ')).toEqual([]);
  });
});

describe('literalMatches', () => {
  it('finds a hiragana word that lunr, given the same query, does not find', () => {
    // The index holds TinySegmenter's cuts of 「…読むしくみで、」 and the
    // whole chunk, never しくみ alone after a kanji: the query misses it.
    const lunrFound = collectResults(SITE, queriesFor('しくみ'), { results: 8 });
    expect(lunrFound.map(({ result }) => result.document.i)).not.toContain(3);

    const found = literalMatches(SITE, ['しくみ']);
    expect(found.map((result) => result.document.i).sort((a, b) => a - b)).toEqual([3, 11]);
  });

  it('marks where each word stands, for the excerpt and the highlight', () => {
    const [result] = literalMatches(SITE, ['explain']);
    expect(result?.document.i).toBe(3);
    const [[start, length]] = result!.metadata.explain!.t!.position as [[number, number]];
    expect(result!.document.t.slice(start, start + length)).toBe('EXPLAIN');
    expect(result!.tokens).toEqual(['explain']);
  });

  it('needs every word in the same document', () => {
    expect(literalMatches(SITE, ['しくみ', 'ディスク'])).toEqual([]);
    expect(literalMatches(SITE, ['バッファプール', 'ディスク']).map((r) => r.document.i)).toEqual([
      4,
    ]);
    expect(literalMatches(SITE, [])).toEqual([]);
  });

  it('lists titles, then headings, … then content, like the plugin, and links each to its page', () => {
    const found = literalMatches(SITE, ['テーブル']);
    expect(found.map((result) => result.type)).toEqual([DocumentType.Title, DocumentType.Content]);
    expect(found[0]?.page).toBe(false);
    expect(found[1]?.page).toEqual(PAGE);
  });

  it('ranks a short text that is mostly the word above a long one that mentions it once', () => {
    const content = typedIndex(DocumentType.Content, [
      { i: 1, t: `${'長い説明が続きます。'.repeat(20)}しくみ`, u: '/a' },
      { i: 2, t: 'しくみ。しくみ。', u: '/b' },
    ]);
    expect(literalMatches([content], ['しくみ']).map((r) => r.document.u)).toEqual(['/b', '/a']);
  });

  it('returns exactly the documents that contain the words, each position on a word', () => {
    const texts = fc.array(fc.constantFrom('しくみ', 'ふるまい', '読む', 'ログ', 'IO', '、', ' '), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(texts, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('しくみ', 'ふるまい', 'io'),
        (docs, word) => {
          const documents = docs.map((parts, i) => ({ i, t: parts.join(''), u: `/d${i}` }));
          const index: TypedIndex = {
            type: DocumentType.Content,
            documents,
            index: { query: () => [] },
          };
          const found = literalMatches([index], [word]);
          expect(found.map((r) => r.document.i).sort((a, b) => a - b)).toEqual(
            documents.filter((d) => d.t.toLowerCase().includes(word)).map((d) => d.i),
          );
          for (const result of found) {
            for (const [start, length] of result.metadata[word]!.t!.position ?? []) {
              expect(result.document.t.slice(start, start + length).toLowerCase()).toBe(word);
            }
          }
        },
      ),
    );
  });
});

function candidate(i: number, t: string, strict = true, u = `/p${i}`): Candidate {
  return {
    strict,
    result: {
      document: { i, t, u },
      type: DocumentType.Content,
      page: undefined,
      metadata: {},
      tokens: [],
      score: 1,
    },
  };
}
const ids = (results: readonly (SearchResult | Candidate)[]): number[] =>
  results.map((item) => ('result' in item ? item.result : item).document.i);

describe('withLiteralMatches', () => {
  const literal = (i: number, t: string): SearchResult => candidate(i, t).result;

  it('when lunr found too little, puts its results that contain the words first, then those it missed, then its near misses', () => {
    const lunrResults = [
      candidate(1, '書き、読み込み'),
      candidate(2, '書き込み'),
      candidate(3, '書き込みと読み込み'),
    ];
    const merged = withLiteralMatches(
      lunrResults,
      [literal(2, '書き込み'), literal(9, '二重書き込み')],
      ['書き込み'],
      { results: 8 },
    );
    expect(ids(merged)).toEqual([2, 3, 9, 1]);
  });

  it('lists on the search page every document with the words, past the limit', () => {
    const merged = withLiteralMatches(
      [],
      [literal(7, 'しくみ'), literal(8, 'しくみ')],
      ['しくみ'],
      {
        links: 1,
      },
    );
    expect(ids(applyLimit(merged, { links: 1 }))).toEqual([7, 8]);
  });

  it('leaves a navbar query that lunr answered well alone: same rows, same order', () => {
    const lunrResults = [candidate(5, 'ブログのログ'), candidate(6, 'ログ'), candidate(4, 'ロク')];
    const blog = literal(9, 'ブログ');
    expect(withLiteralMatches(lunrResults, [blog], ['ログ'], { results: 2 })).toEqual(lunrResults);
    expect(ids(withLiteralMatches(lunrResults, [blog], ['ログ'], { results: 3 }))).toEqual([
      5, 6, 9, 4,
    ]);
    // The search page lists the missed one after lunr's matches of the word.
    expect(ids(withLiteralMatches(lunrResults, [blog], ['ログ'], { links: 2 }))).toEqual([
      5, 6, 9, 4,
    ]);
  });

  it('adds a document once, though its title and description share an id', () => {
    const merged = withLiteralMatches(
      [],
      [literal(7, 'しくみ'), literal(7, 'しくみの説明')],
      ['しくみ'],
      {
        results: 8,
      },
    );
    expect(ids(merged)).toEqual([7]);
  });
});

describe('applyLimit', () => {
  /** Candidates from [id, strict, link]. */
  const onLinks = (...specs: [number, boolean, string][]): Candidate[] =>
    specs.map(([i, strict, u]) => candidate(i, 'x', strict, u));

  it('cuts the navbar at a number of results, as the plugin does', () => {
    const candidates = [1, 2, 3, 4].map((i) => candidate(i, 'x'));
    expect(ids(applyLimit(candidates, { results: 3 }))).toEqual([1, 2, 3]);
  });

  // Two links allowed; both cases keep results 1, 2 and 3.
  it.each<[string, [number, boolean, string][]]>([
    [
      'counts the search page in links: two results of one link take one place',
      [
        [1, false, '/a'],
        [2, false, '/a'],
        [3, false, '/b'],
        [4, false, '/c'],
      ],
    ],
    [
      'keeps every strict match past the limit and fills with looser ones only below it',
      [
        [1, true, '/a'],
        [2, false, '/b'],
        [3, true, '/c'],
        [4, false, '/d'],
      ],
    ],
  ])('%s', (_, specs) => {
    expect(ids(applyLimit(onLinks(...specs), { links: 2 }))).toEqual([1, 2, 3]);
  });
});

describe('strictQueries', () => {
  it('is true for queries with every word and no spelling tolerance', () => {
    const two = (editDistance?: number, wildcard = NONE): PluginQuery => ({
      tokens: ['buffer', 'pool'],
      term: [
        { value: 'buffer', presence: REQUIRED, wildcard: NONE },
        { value: 'pool', presence: REQUIRED, wildcard, ...(editDistance ? { editDistance } : {}) },
      ],
    });
    const one: PluginQuery = { tokens: ['pool'], term: [{ value: 'pool', presence: REQUIRED }] };
    expect(strictQueries([two(), one, two(undefined, TRAILING), two(1)])).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(strictQueries([])).toEqual([]);
  });
});

describe('collectResults', () => {
  /** An index that answers every query with the same refs, in order. */
  function fixedIndex(type: number, documents: SearchDocument[]): TypedIndex {
    const answer = documents.map((doc, rank) => ({
      ref: String(doc.i),
      score: 10 - rank,
      matchData: { metadata: {} },
    }));
    return { type, documents, index: { query: () => answer } };
  }
  const docs = (from: number, count: number, u: (i: number) => string): SearchDocument[] =>
    Array.from({ length: count }, (_, k) => ({ i: from + k, t: 'x', u: u(from + k) }));

  it('stops at the navbar limit like the plugin, each document once', () => {
    const indexes = [
      fixedIndex(
        DocumentType.Title,
        docs(1, 3, (i) => `/p${i}`),
      ),
      fixedIndex(
        DocumentType.Content,
        docs(1, 5, (i) => `/p${i}#s`),
      ),
    ];
    const found = collectResults(indexes, queriesFor('x'), { results: 4 });
    expect(found.map(({ result }) => `${result.type}:${result.document.i}`)).toEqual([
      '0:1',
      '0:2',
      '0:3',
      '4:4',
    ]);
  });

  it('fills the search page to the limit in links, not in results', () => {
    // Each page's heading and text share one link: 6 results, 3 links.
    const heading = fixedIndex(
      DocumentType.Heading,
      docs(1, 3, (i) => `/p${i}#s`),
    );
    const content = fixedIndex(
      DocumentType.Content,
      docs(11, 3, (i) => `/p${i - 10}#s`),
    );
    const found = collectResults([heading, content], [queriesFor('x')[2]!], { links: 2 });
    expect(new Set(found.map(({ result }) => linkOf(result.document))).size).toBe(2);
    const all = collectResults([heading, content], [queriesFor('x')[2]!], { links: 3 });
    expect(all).toHaveLength(6);
  });

  it('runs every strict query for the search page, however many links it already has', () => {
    const calls: string[] = [];
    const counting: TypedIndex = {
      type: DocumentType.Content,
      documents: docs(1, 4, (i) => `/p${i}`),
      index: {
        query(build) {
          build({
            term(value: string, options: { editDistance?: number }) {
              calls.push(options.editDistance ? `~${value}` : value);
            },
          });
          return docs(1, 4, (i) => `/p${i}`).map((d) => ({
            ref: String(d.i),
            score: 1,
            matchData: { metadata: {} },
          }));
        },
      },
    };
    const found = collectResults([counting], queriesFor('x'), { links: 2 });
    // Exact and still-typing queries ran; the typo-tolerant one was not needed.
    expect(calls).toEqual(['x', 'x']);
    expect(found.every(({ strict }) => strict)).toBe(true);
    expect(found).toHaveLength(4);
  });

  it('finds the words lunr indexed, with lunr’s positions', () => {
    const found = collectResults(SITE, queriesFor('バッファプール'), { results: 8 });
    expect(found.map(({ result }) => result.document.i)).toEqual([4]);
    const { position } = Object.values(found[0]!.result.metadata)[0]!.t!;
    const [start, length] = (position ?? [])[0]!;
    expect(found[0]!.result.document.t.slice(start, start + length)).toContain('バッファプール');
  });
});
