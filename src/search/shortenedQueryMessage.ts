/** What both search boxes say when part of a query is ignored (src/lib/searchQuery.ts bounds it). */
import { translate } from '@docusaurus/Translate';
import {
  MAX_QUERY_CHARACTERS,
  MAX_QUERY_WORDS,
  boundSearchQuery,
  normalizeSearchQuery,
} from '../lib/searchQuery';

export function shortenedQueryMessage(): string {
  return translate(
    {
      id: 'search.queryShortened',
      message: '検索語が長すぎるため、最初の {characters} 文字・{words} 語までで検索しています。',
      description: 'Shown under a search box when the query is longer than the search reads',
    },
    { characters: String(MAX_QUERY_CHARACTERS), words: String(MAX_QUERY_WORDS) },
  );
}

/** Whether the search reads only part of `query` (as typed, before normalising). */
export function isShortenedQuery(query: string): boolean {
  return boundSearchQuery(normalizeSearchQuery(query)).shortened;
}
