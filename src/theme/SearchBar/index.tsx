/**
 * Wraps the local-search plugin's navbar search box to fix two things its
 * SearchBar hard-codes: the input's aria-label ("Search" in every language)
 * and the "see all results" link (`search/?q=`, a URL our trailing-slash-free
 * build cannot reload — see src/lib/searchPageUrl.ts).
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';
import { translate } from '@docusaurus/Translate';
import { canonicalSearchHref, withoutSearchTrailingSlash } from '../../lib/searchPageUrl';
import {
  isShortenedQuery,
  shortenedNoteElement,
  shortenedQueryMessage,
} from '../../search/shortenedQueryMessage';
import { indexFailed, onIndexAvailabilityChange } from '../../search/indexAvailability';
import { indexUnavailableElement } from '../../search/indexUnavailableNote';

/**
 * The note at the top of the suggestions when part of the query is ignored
 * (src/lib/searchQuery.ts bounds it); the plugin rebuilds the list on every
 * keystroke, so the note is put back, or taken away, each time.
 */
function fixShortenedNote(container: HTMLElement, input: Element | null, note: string): void {
  const dropdown = container.querySelector('[class*="dropdownMenu"]');
  const existing = container.querySelector('[data-search-shortened]');
  const value = input instanceof HTMLInputElement ? input.value : '';
  if (!isShortenedQuery(value) || !dropdown) {
    existing?.remove();
    return;
  }
  if (existing?.parentElement === dropdown && existing.textContent === note) return;
  existing?.remove();
  dropdown.prepend(shortenedNoteElement('div', 'padding-horiz--sm padding-vert--xs'));
}

/**
 * The note while the search index cannot be loaded: at the top of the
 * suggestions when they open, or under the box when they cannot (offline,
 * before the suggestions' own script was ever downloaded).
 */
function fixUnavailableNote(container: HTMLElement): void {
  const dropdown = container.querySelector('[class*="dropdownMenu"]');
  const host = dropdown ?? container.querySelector('.navbar__search') ?? container;
  const existing = container.querySelector('[data-search-unavailable]');
  if (!indexFailed()) {
    existing?.remove();
    return;
  }
  if (existing?.parentElement === host) return;
  existing?.remove();
  if (dropdown)
    dropdown.prepend(indexUnavailableElement('div', 'padding-horiz--sm padding-vert--xs'));
  else host.append(indexUnavailableElement('div', styles.unavailablePanel ?? ''));
}

function fixSearchBar(container: HTMLElement, label: string, note: string): void {
  const input = container.querySelector('input.navbar__search-input');
  fixShortenedNote(container, input, note);
  fixUnavailableNote(container);
  if (input && input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href*="search/?"]')) {
    const href = link.getAttribute('href') ?? '';
    const fixed = canonicalSearchHref(href);
    if (fixed !== href) link.setAttribute('href', fixed);
  }
}

/**
 * The plugin's link handler still pushes `…/search/?q=…` (the URL it built
 * before we rewrote the href). Replace it through the router, not
 * `window.history`: the search page writes its query back with
 * `history.replace({ search })`, which reuses the router's pathname, so a
 * router that still believed in `/search/` put the slash back and a reload at
 * that moment lost the query.
 */
function useCanonicalSearchAddress(): void {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const pathname = withoutSearchTrailingSlash(location.pathname);
    if (pathname === null) return;
    history.replace({ pathname, search: location.search, hash: location.hash });
  }, [location, history]);
}

/** Takes no props, like the theme's SearchBar it stands for (the navbar renders `<SearchBar />`). */
export default function SearchBarWrapper(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  useCanonicalSearchAddress();
  // Same id as the plugin's placeholder, so label and placeholder always agree.
  const label = translate({
    id: 'theme.SearchBar.label',
    message: '検索',
    description: 'The ARIA label and placeholder for search button',
  });

  const note = shortenedQueryMessage();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    fixSearchBar(container, label, note);
    // The suggestions dropdown, with its "see all results" link, is rebuilt
    // by the plugin on every keystroke.
    const observer = new MutationObserver(() => {
      fixSearchBar(container, label, note);
    });
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-label', 'href'],
    });
    const unsubscribe = onIndexAvailabilityChange(() => {
      fixSearchBar(container, label, note);
    });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [label, note]);

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      <SearchBar />
    </div>
  );
}
