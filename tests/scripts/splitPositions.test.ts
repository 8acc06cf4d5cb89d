import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchIndexPart } from '../../scripts/search/pruneSearchIndex';
import { splitPositions } from '../../scripts/search/splitPositions';
import { fillPositions, pageIdOf, pagesLackingPositions } from '../../src/search/positions';
import type { MatchMetadata, SearchDocument, SearchResult } from '../../src/search/searchEngine';
import { TEXTS, load, pluginLikeIndex, type LoadedIndex } from '../fixtures/pluginLikeIndex';

/** TEXTS as sections of three pages: ids 100…, page ids 0–2. */
const DOCUMENTS = TEXTS.map((t, n) => ({ i: 100 + n, t, u: `/docs/page-${n % 3}`, p: n % 3 }));
/** Two parts, as the plugin's index has several: the second is the content part (type 1 here). */
const BUILT = [pluginLikeIndex(DOCUMENTS.slice(0, 2)), pluginLikeIndex(DOCUMENTS)];

const { parts, pages } = splitPositions(BUILT);

/** lunr's answer to one term, as the worker wraps it (a SearchResult per match). */
function results(index: LoadedIndex, type: number, term: string): SearchResult[] {
  return index
    .query((query) => {
      query.term(term, {});
    })
    .map((match) => ({
      document: DOCUMENTS.find((doc) => String(doc.i) === match.ref) as SearchDocument,
      type,
      page: undefined,
      metadata: structuredClone(match.matchData.metadata) as MatchMetadata,
      tokens: [term],
      score: match.score,
    }));
}

/** The terms of a part (lunr answers nothing for the empty term the raw index holds). */
const termsOf = (type: number): string[] =>
  (parts[type]?.index.invertedIndex ?? []).map(([term]) => term).filter((term) => term !== '');

describe('the search index without its positions, and the positions by page', () => {
  it('leaves no position in the index, and every document in its page’s file', () => {
    expect(JSON.stringify(parts)).not.toContain('position');
    expect([...pages.keys()].sort()).toEqual([0, 1, 2]);
    for (const [pageId, positions] of pages) {
      for (const byRef of Object.values(positions)) {
        for (const ref of Object.keys(byRef)) {
          const document = DOCUMENTS.find((doc) => String(doc.i) === ref);
          expect(document && pageIdOf(document), ref).toBe(pageId);
        }
      }
    }
  });

  it('gives lunr’s results, once filled from the pages’ files, exactly the positions of the full index', () => {
    const before = BUILT.map(load);
    const after = parts.map(load);
    fc.assert(
      fc.property(
        fc
          .constantFrom(0, 1)
          .chain((type) => fc.tuple(fc.constant(type), fc.constantFrom(...termsOf(type)))),
        ([type, term]) => {
          const expected = results(before[type] as LoadedIndex, type, term);
          const got = results(after[type] as LoadedIndex, type, term);
          expect(pagesLackingPositions(got).length).toBeGreaterThan(0);
          fillPositions(got, pages);
          expect(pagesLackingPositions(got)).toEqual([]);
          expect(got.map((result) => result.metadata)).toEqual(
            expected.map((result) => result.metadata),
          );
          // Each position marks the term's text in the document (lower case).
          for (const result of got) {
            for (const [start, length] of result.metadata[term]?.t?.position ?? []) {
              expect(result.document.t.slice(start, start + length).length).toBe(length);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shows a result unhighlighted when its page’s file could not be read, and keeps positions it has', () => {
    const after = load(parts[1] as SearchIndexPart);
    const got = results(after, 1, 'fsync');
    expect(got.length).toBeGreaterThan(1);
    const literal: SearchResult = {
      ...(got[0] as SearchResult),
      metadata: { fsync: { t: { position: [[0, 5]] } } },
    };
    fillPositions([...got, literal], new Map());
    for (const result of got) expect(result.metadata.fsync?.t?.position).toEqual([]);
    expect(literal.metadata.fsync?.t?.position).toEqual([[0, 5]]);
  });
});
