/**
 * The navbar's search box: suggestions as the reader types (Pagefind, see
 * src/search/pagefindSearch.ts, loaded when the pointer or a finger first
 * reaches the box, or on its first focus), drawn as they arrive, a link to
 * the search page with all results, and the notes when part of a long query
 * is ignored or the search cannot load (offline without a saved copy).
 * A combobox with a listbox (WAI-ARIA): arrow keys move through the
 * suggestions, Enter opens the chosen one (the first when none is chosen),
 * Escape closes them; Ctrl+K (⌘K on a Mac) focuses the box from anywhere.
 */
import React, {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import Excerpt from '../../search/Excerpt';
import { searchPageHref } from '../../lib/searchPageUrl';
import { isShortenedQuery, shortenedQueryMessage } from '../../search/shortenedQueryMessage';
import { indexFailed, onIndexAvailabilityChange } from '../../search/indexAvailability';
import { indexUnavailableMessage } from '../../search/indexUnavailableNote';
import { prepareSearch, searchNavbar } from '../../search/pagefindSearch';
import { NAVBAR_LIMIT, type ShownResult } from '../../search/pagefindResults';
import styles from './styles.module.css';

/** Takes no props, like the theme's SearchBar it stands for (the navbar renders `<SearchBar />`). */
export default function SearchBar(): ReactNode {
  const localeBaseUrl = useBaseUrl('/');
  const history = useHistory();
  const listId = useId();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: '検索',
    description: 'The ARIA label and placeholder for search button',
  });
  const [value, setValue] = useState('');
  /** The answer for `answered`; undefined before the first answer. */
  const [answer, setAnswer] = useState<{ query: string; results: ShownResult[] }>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const unavailable = useSyncExternalStore(onIndexAvailabilityChange, indexFailed, () => false);
  const input = useRef<HTMLInputElement>(null);
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.userAgent);

  useEffect(() => {
    const focusOnShortcut = (event: globalThis.KeyboardEvent): void => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => {
      document.removeEventListener('keydown', focusOnShortcut);
    };
  }, []);

  useEffect(() => {
    if (value.trim() === '') return undefined;
    let current = true;
    let first = true;
    // Called as the first suggestions are known, then with the whole list:
    // rows are only ever added below the ones shown.
    const show = (results: ShownResult[]): void => {
      if (!current) return;
      setAnswer({ query: value, results });
      // A suggestion chosen with the arrow keys stays chosen while rows are added.
      if (first) setActive(-1);
      first = false;
    };
    void searchNavbar(localeBaseUrl, value, NAVBAR_LIMIT, show).then(show);
    return () => {
      current = false;
    };
  }, [value, localeBaseUrl]);

  const results = value.trim() === '' ? [] : (answer?.results ?? []);
  const answered = value.trim() !== '' && answer !== undefined;
  const seeAll = searchPageHref(localeBaseUrl, value);

  function go(to: string): void {
    setOpen(false);
    history.push(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past either end, the choice goes back to it.
      setActive((index) => {
        const next = index + step;
        if (next >= results.length) return -1;
        return next < -1 ? results.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      if (value.trim() === '') return;
      event.preventDefault();
      const chosen = results[active >= 0 && active < results.length ? active : 0];
      go(chosen ? chosen.bestUrl : seeAll);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const shown = open && value.trim() !== '';
  const optionId = (index: number): string => `${listId}-${String(index)}`;
  return (
    <div
      className={clsx('navbar__search', styles.searchBox)}
      // The search starts loading as the pointer or a finger reaches the box, before its focus.
      onPointerEnter={() => {
        prepareSearch(localeBaseUrl);
      }}
      onTouchStart={() => {
        prepareSearch(localeBaseUrl);
      }}
    >
      <input
        ref={input}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-expanded={shown && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onFocus={() => {
          prepareSearch(localeBaseUrl);
          setOpen(true);
        }}
        onBlur={(event) => {
          // Focus moving into the suggestions (a click on one) keeps them open until the click lands.
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isBrowser && value === '' && (
        <span className={styles.shortcutHint} aria-hidden="true">
          {(isMac ? ['⌘', 'K'] : ['ctrl', 'K']).map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}
        </span>
      )}
      {unavailable && (
        <div data-search-unavailable="" role="alert" className={styles.unavailablePanel}>
          {indexUnavailableMessage()}
        </div>
      )}
      {shown && !unavailable && (
        <div className={styles.dropdownMenu}>
          {isShortenedQuery(value) && (
            <div data-search-shortened="" role="status" className={styles.note}>
              {shortenedQueryMessage()}
            </div>
          )}
          <div id={listId} role="listbox" aria-label={label} className={styles.suggestions}>
            {results.map((result, index) => (
              <div
                key={result.bestUrl}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.suggestion, index === active && styles.active)}
              >
                <Link
                  to={result.bestUrl}
                  tabIndex={-1}
                  onClick={() => {
                    setOpen(false);
                  }}
                  className={styles.suggestionLink}
                >
                  <span className={styles.hitTitle}>{result.title}</span>
                  {result.bestTitle && (
                    <span className={styles.hitSection}>{result.bestTitle}</span>
                  )}
                  <span className={styles.hitExcerpt}>
                    <Excerpt parts={result.excerpt} />
                  </span>
                </Link>
              </div>
            ))}
          </div>
          {answered && results.length === 0 && (
            <p className={styles.note}>
              {translate({
                id: 'theme.SearchBar.noResultsText',
                message: '結果が見つかりません。',
              })}
            </p>
          )}
          <Link
            to={seeAll}
            className={styles.seeAll}
            onClick={() => {
              setOpen(false);
            }}
          >
            {translate({ id: 'theme.SearchBar.seeAll', message: 'すべての結果を見る' })}
          </Link>
        </div>
      )}
    </div>
  );
}
