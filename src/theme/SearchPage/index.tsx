/**
 * Wraps the local-search plugin's search page to say when the query is
 * longer than the search reads (src/lib/searchQuery.ts): the plugin's page
 * shows and keeps the whole query, and the part beyond the bound is ignored.
 * The plugin renders its input inside its own Layout, so the note is placed
 * under it as the navbar's notes are (src/theme/SearchBar). Likewise when the
 * search index cannot be loaded (offline without a saved copy).
 */
import React, { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import SearchPage from '@theme-original/SearchPage';
import { isShortenedQuery, shortenedNoteElement } from '../../search/shortenedQueryMessage';
import { indexFailed, onIndexAvailabilityChange } from '../../search/indexAvailability';
import { indexUnavailableElement } from '../../search/indexUnavailableNote';

export default function SearchPageWrapper(): ReactNode {
  const location = useLocation();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const shortened = isShortenedQuery(query);

  useEffect(() => {
    const row = document.querySelector('input[name="q"]')?.closest('.row');
    if (!shortened || !row) return undefined;
    const element = shortenedNoteElement('p', 'margin-top--sm');
    row.after(element);
    return () => {
      element.remove();
    };
  }, [shortened]);

  const unavailable = useSyncExternalStore(onIndexAvailabilityChange, indexFailed, () => false);
  useEffect(() => {
    const row = document.querySelector('input[name="q"]')?.closest('.row');
    if (!unavailable || !row) return undefined;
    const element = indexUnavailableElement('p', 'alert alert--warning margin-top--md');
    row.after(element);
    return () => {
      element.remove();
    };
  }, [unavailable]);

  return <SearchPage />;
}
