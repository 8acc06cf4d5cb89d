/**
 * Takes the match positions out of the search index and files them by page
 * (scripts/prune-search-index.ts writes both). lunr keeps, for every term in
 * every document, where it occurs, so that a result can highlight it; a query
 * ranks without them. They were a quarter (Japanese) to a third (English) of
 * the index a first search downloads and parses, for the eight or so results
 * it shows. The search worker (src/search/searchWorker.ts) now loads the
 * positions of the pages its results come from, after ranking.
 *
 * A page's file holds, per part of the index (title, heading, description,
 * keywords, content) and per document of that page, each term's positions:
 * `{ "4": { "1234": { "buffer": [[12, 6]] } } }`. Pure: no file access here.
 *
 * @packageDocumentation
 */
import {
  INDEXED_FIELD,
  pageIdOf,
  type PagePositions,
  type Position,
} from '../../src/search/positions';
import type { SearchIndexPart, SerializedPosting } from './pruneSearchIndex';

/** The folder, beside a locale's search-index.json, of the positions files. */
export const POSITIONS_FOLDER = 'search-positions';

interface IndexedDocument {
  i: number;
  p?: number;
}

/**
 * The parts with every posting's metadata emptied (`{ t: { ref: {} } }`, what
 * lunr keeps when no metadata is whitelisted), and the positions by page id.
 */
export function splitPositions(parts: readonly SearchIndexPart[]): {
  parts: SearchIndexPart[];
  pages: Map<number, PagePositions>;
} {
  const pages = new Map<number, PagePositions>();
  const stripped = parts.map((part, type) => {
    const pageOfRef = new Map(
      (part.documents as IndexedDocument[]).map((doc) => [String(doc.i), pageIdOf(doc)]),
    );
    const invertedIndex = part.index.invertedIndex.map(([term, posting]) => {
      const fields: Record<string, unknown> = { _index: posting._index };
      for (const [field, byRef] of Object.entries(posting)) {
        if (field === '_index') continue;
        const emptied: Record<string, object> = {};
        for (const [ref, metadata] of Object.entries(byRef as Record<string, unknown>)) {
          emptied[ref] = {};
          const positions = (metadata as { position?: Position[] }).position;
          if (field !== INDEXED_FIELD || !positions) continue;
          const pageId = pageOfRef.get(ref);
          if (pageId === undefined)
            throw new Error(`search index part ${type}: no document ${ref}`);
          const page: PagePositions = pages.get(pageId) ?? {};
          pages.set(pageId, page);
          const ofType = page[type] ?? {};
          page[type] = ofType;
          const ofDocument = ofType[ref] ?? {};
          ofType[ref] = ofDocument;
          ofDocument[term] = positions;
        }
        fields[field] = emptied;
      }
      return [term, fields as SerializedPosting[1]] satisfies SerializedPosting;
    });
    return { ...part, index: { ...part.index, invertedIndex } };
  });
  return { parts: stripped, pages };
}
