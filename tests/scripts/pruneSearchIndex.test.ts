import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pruneReason,
  pruneSearchIndex,
  type SearchIndexPart,
  type SerializedLunrIndex,
} from '../../scripts/search/pruneSearchIndex';

/** What these tests use of lunr (the project types only what the search worker uses). */
interface QueryResult {
  ref: string;
  score: number;
  matchData: { metadata: unknown };
}
interface LoadedIndex {
  query(
    build: (query: { term(term: string, options: { wildcard?: number }): void }) => void,
  ): QueryResult[];
}
interface IndexBuilder {
  use(plugin: unknown): void;
  ref(name: string): void;
  field(name: string): void;
  metadataWhitelist: string[];
  add(document: Record<string, string>): void;
}
interface Lunr {
  (configure: (this: IndexBuilder) => void): unknown;
  Index: { load(serialized: unknown): LoadedIndex };
  Query: { wildcard: { TRAILING: number } };
  TinySegmenter: new () => { segment(text: string): string[] };
  multiLanguage(...languages: string[]): unknown;
}

// The language packs as the local-search plugin registers them for
// `language: ['en', 'ja']` (its server/utils/buildIndex.js).
const require = createRequire(import.meta.url);
const lunr = require('lunr') as Lunr;
for (const pack of ['lunr.stemmer.support', 'tinyseg', 'lunr.ja', 'lunr.multi'])
  (require(`lunr-languages/${pack}`) as (lunr: Lunr) => void)(lunr);
const multiLanguage = lunr.multiLanguage('en', 'ja');

/** Sentences like the articles', in both languages, with the runs the whitespace tokenizer makes. */
const TEXTS = [
  'InnoDB のバッファプールは、読み込んだページをメモリに保持します。ヒット率が 99 % でも、残り 1 % のディスク読み取りが遅さを決めます。',
  'グループコミットは複数のトランザクションのコミットを 1 回の fsync でまとめて確定します（MySQL 5.6 以降）。',
  'fsync は「確実に永続化させる」システムコールです。2009 年の HDD では 1 回に 8 ms ほどかかりました。',
  'The buffer pool keeps pages in memory; a 99 % hit ratio still leaves 1 % of reads on disk.',
  'Group commit settles several transactions with one fsync (MySQL 5.6 and later, 2013).',
  'A random primary key in InnoDB splits pages: 11.0 MiB against 8.0 MiB at 20,000 rows.',
  'しくみを読むしくみで、600万〜900万円 の負債を見積もります。',
];

/** A lunr index of TEXTS, built as the plugin builds its content part. */
function pluginLikeIndex(): SearchIndexPart {
  const documents = TEXTS.map((t, i) => ({ i, t }));
  const index = lunr(function build() {
    this.use(multiLanguage);
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
  });
  return {
    documents,
    index: JSON.parse(JSON.stringify(index)) as SerializedLunrIndex,
  };
}

/** Loads a serialised index for querying (the plugin's pipelines are not needed to query by term). */
function load(part: SearchIndexPart): LoadedIndex {
  return lunr.Index.load({ ...part.index, pipeline: [] });
}

function termsOf(part: SearchIndexPart): string[] {
  return part.index.invertedIndex.map(([term]) => term);
}

const rounded = (results: QueryResult[]): [string, number][] =>
  results.map((result) => [result.ref, Number(result.score.toFixed(12))]);

describe('which terms the search index drops', () => {
  it('drops empty and underscore-only terms, Japanese runs with punctuation and 1–2 digit numbers', () => {
    expect(pruneReason('')).toBe('empty');
    expect(pruneReason('__')).toBe('empty');
    expect(
      pruneReason('のキャッシュからストレージまで確実に永続化させるシステムコールです。コミット'),
    ).toBe('japaneseRun');
    expect(pruneReason('「確実に永続化させる」システムコールです')).toBe('japaneseRun');
    expect(pruneReason('7')).toBe('shortNumber');
    expect(pruneReason('99')).toBe('shortNumber');
  });

  it('keeps words, identifiers, versions, years and longer figures', () => {
    for (const term of [
      'バッファプール',
      'しくみ',
      'innodb_flush_log_at_trx_commit',
      'buffer',
      '5.6',
      '8.0',
      '2009',
      '3306',
      '20,000',
      '11.0',
    ]) {
      expect(pruneReason(term), term).toBeUndefined();
    }
  });

  it('never drops a cut of TinySegmenter other than punctuation alone', () => {
    const segmenter = new lunr.TinySegmenter();
    for (const text of TEXTS) {
      for (const segment of segmenter.segment(text)) {
        const reason = pruneReason(segment.toLowerCase().trim());
        if (reason === 'japaneseRun') expect(segment, text).toMatch(/^[^\p{L}\p{N}]+$/u);
      }
    }
  });
});

describe('pruning a lunr index built as the plugin builds it', () => {
  const built = pluginLikeIndex();
  const { parts, figures } = pruneSearchIndex([built]);
  const pruned = parts[0] as SearchIndexPart;

  it('had each kind of term to drop, and drops them from the postings and the document vectors', () => {
    expect(figures.dropped.japaneseRun).toBeGreaterThan(0);
    expect(figures.dropped.shortNumber).toBeGreaterThan(0);
    expect(figures.termsAfter).toBe(
      figures.termsBefore - Object.values(figures.dropped).reduce((a, b) => a + b),
    );
    expect(termsOf(pruned).filter((term) => pruneReason(term) !== undefined)).toEqual([]);
    const kept = new Set(pruned.index.invertedIndex.map(([, posting]) => posting._index));
    for (const [, elements] of pruned.index.fieldVectors) {
      for (let i = 0; i < elements.length; i += 2)
        expect(kept.has(elements[i] as number)).toBe(true);
    }
    expect(pruned.documents).toBe(built.documents);
  });

  it('answers every kept term with the same documents, scores and positions', () => {
    const before = load(built);
    const after = load(pruned);
    const kept = termsOf(pruned);
    expect(kept.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(
        fc.subarray(kept, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (terms, wildcard) => {
          const query = (index: LoadedIndex): QueryResult[] =>
            index.query((q) => {
              for (const term of terms)
                q.term(term, wildcard ? { wildcard: lunr.Query.wildcard.TRAILING } : {});
            });
          const expected = query(before);
          const got = query(after);
          // A trailing wildcard may also have reached a dropped term: then fewer terms match.
          if (
            !wildcard ||
            terms.every(
              (term) =>
                !termsOf(built).some((t) => t !== term && t.startsWith(term) && pruneReason(t)),
            )
          ) {
            expect(rounded(got)).toEqual(rounded(expected));
            expect(got.map((result) => result.matchData.metadata)).toEqual(
              expected.map((result) => result.matchData.metadata),
            );
          } else {
            expect(
              got.map((result) => result.ref).every((ref) => expected.some((e) => e.ref === ref)),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('still finds the Japanese words of a dropped run through its cuts', () => {
    const after = load(pruned);
    for (const word of ['永続', 'システムコール', 'バッファプール', '保持']) {
      expect(
        after.query((q) => {
          q.term(word, {});
        }).length,
        word,
      ).toBeGreaterThan(0);
    }
  });
});
