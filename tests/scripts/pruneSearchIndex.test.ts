import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pruneReason,
  pruneSearchIndex,
  type SearchIndexPart,
} from '../../scripts/search/pruneSearchIndex';
import {
  TEXTS,
  load,
  lunr,
  pluginLikeIndex,
  type LoadedIndex,
  type QueryResult,
} from '../fixtures/pluginLikeIndex';

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
