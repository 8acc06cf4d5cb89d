/**
 * Drops from the local-search plugin's lunr index (search-index.json) the
 * terms no reader's query can use, after `docusaurus build` wrote it
 * (scripts/prune-search-index.ts). The plugin builds the index with
 * lunr-languages' `multiLanguage('en', 'ja')`, whose tokenizer adds, beside
 * TinySegmenter's cuts, every run of text between two spaces as a term. In
 * Japanese such a run is a clause or a sentence (「…確実に永続化させるシステム
 * コールです。コミットの…」): no query is ever that run, and a Japanese query
 * is found through the cuts and, word for word, by src/search/searchEngine.ts.
 * Those runs were 68 % of the Japanese terms' characters, and lunr builds a
 * trie of every term when the index loads: the first search paid for them.
 *
 * A term goes when it is:
 * - empty or underscores only (what lunr's trimmer leaves of punctuation);
 * - a run that holds Japanese sentence punctuation (、。「」 …), which
 *   TinySegmenter always cuts apart, so only the whitespace tokenizer makes it;
 * - a number of one or two digits: in nearly every document (dates, list
 *   numbers, counts), so it ranks nothing. Versions (5.6, 8.0), years and
 *   longer figures stay findable.
 *
 * Scores of the terms kept do not change: lunr scores a document by the dot
 * product of the query's vector and the document's, over the query's terms
 * only, divided by the query vector's length. Pure: no file access here.
 *
 * @packageDocumentation
 */

/** One posting list of lunr's serialised inverted index: `[term, {_index, field: {ref: metadata}}]`. */
export type SerializedPosting = [string, { _index: number } & Record<string, unknown>];

/** lunr's serialised index (`lunr.Index#toJSON`), the parts this module reads. */
export interface SerializedLunrIndex {
  invertedIndex: SerializedPosting[];
  /** `[fieldRef, [termIndex, weight, termIndex, weight, …]]` */
  fieldVectors: [string, number[]][];
  [other: string]: unknown;
}

/** One part of the plugin's search-index.json: its documents and their lunr index. */
export interface SearchIndexPart {
  documents: unknown[];
  index: SerializedLunrIndex;
  /** Where the positions of each page are, beside the index (scripts/search/splitPositions.ts). */
  positions?: string;
}

export type PruneReason = 'empty' | 'japaneseRun' | 'shortNumber';

/** Japanese sentence punctuation, full-width brackets and the middle dot. */
const JAPANESE_PUNCTUATION = /[、。「」『』（）【】〈〉《》［］｛｝：；・，．！？〜]/u;

/** Why a term is dropped, or undefined when it stays. */
export function pruneReason(term: string): PruneReason | undefined {
  if (/^_*$/.test(term)) return 'empty';
  if (JAPANESE_PUNCTUATION.test(term)) return 'japaneseRun';
  if (/^[0-9]{1,2}$/.test(term)) return 'shortNumber';
  return undefined;
}

export interface PruneFigures {
  /** Terms before and after, over every part. */
  readonly termsBefore: number;
  readonly termsAfter: number;
  /** Dropped terms by reason. */
  readonly dropped: Readonly<Record<PruneReason, number>>;
}

/** The parts without the dropped terms, in the postings and in every document vector. */
export function pruneSearchIndex(parts: readonly SearchIndexPart[]): {
  parts: SearchIndexPart[];
  figures: PruneFigures;
} {
  const dropped: Record<PruneReason, number> = { empty: 0, japaneseRun: 0, shortNumber: 0 };
  let termsBefore = 0;
  let termsAfter = 0;
  const pruned = parts.map((part) => {
    const goneIndexes = new Set<number>();
    const invertedIndex = part.index.invertedIndex.filter(([term, posting]) => {
      termsBefore += 1;
      const reason = pruneReason(term);
      if (reason === undefined) {
        termsAfter += 1;
        return true;
      }
      dropped[reason] += 1;
      goneIndexes.add(posting._index);
      return false;
    });
    const fieldVectors = part.index.fieldVectors.map(([fieldRef, elements]): [string, number[]] => {
      const kept: number[] = [];
      for (let i = 0; i + 1 < elements.length; i += 2) {
        const termIndex = elements[i] as number;
        if (!goneIndexes.has(termIndex)) kept.push(termIndex, elements[i + 1] as number);
      }
      return [fieldRef, kept];
    });
    return { ...part, index: { ...part.index, invertedIndex, fieldVectors } };
  });
  return { parts: pruned, figures: { termsBefore, termsAfter, dropped } };
}
