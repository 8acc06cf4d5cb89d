/**
 * `/search` (and `/en/search`): every result of a query, from the navbar's
 * "see all results" or typed here. The query lives in the address
 * (`?q=…`), so a result list can be reloaded, shared and opened in a new
 * tab. Pagefind (src/search/pagefindSearch.ts) loads on the first query;
 * each result is its page, with the sections that matched below it.
 */
import React, { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Excerpt from '../search/Excerpt';
import { isShortenedQuery, shortenedQueryMessage } from '../search/shortenedQueryMessage';
import { indexFailed, onIndexAvailabilityChange } from '../search/indexAvailability';
import { indexUnavailableMessage } from '../search/indexUnavailableNote';
import { hasSearchIndex, searchPage } from '../search/pagefindSearch';
import { PAGE_LIMIT, type ShownResult } from '../search/pagefindResults';
import styles from './search.module.css';

function pageTitle(query: string): string {
  return query.trim() === ''
    ? translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: '検索したい語句を入力してください。',
        description: 'The search page title for empty query',
      })
    : translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: '検索：{query}',
          description: 'The search page title for non-empty query',
        },
        { query },
      );
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const localeBaseUrl = useBaseUrl('/');
  const { selectMessage } = usePluralForm();
  // The static HTML is built without a query: the first render in the
  // browser must match it (hydration), so the query is read after that.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [answer, setAnswer] = useState<{ query: string; results: ShownResult[] }>();
  const unavailable = useSyncExternalStore(onIndexAvailabilityChange, indexFailed, () => false);

  useEffect(() => {
    if (query.trim() === '') return undefined;
    let current = true;
    void searchPage(localeBaseUrl, query, PAGE_LIMIT).then((results) => {
      if (current) setAnswer({ query, results });
    });
    return () => {
      current = false;
    };
  }, [query, localeBaseUrl]);

  const results = answer && answer.query === query ? answer.results : undefined;
  const title = pageTitle(query);
  return (
    <Layout>
      <Head>
        {/* The title alone, as the tab and the history show it (no site name after it). */}
        <title>{title}</title>
        {/* Indexable, as Docusaurus's search pages are: without a query it is the
            site's search form, and a query's results are drawn in the browser.
            noindex cost the page Lighthouse's SEO "is-crawlable" (66). */}
        {/* A reader opens this page to search: Pagefind's script loads with
            the page instead of after hydration asks for it. (Its entry file
            cannot be preloaded: Pagefind adds a timestamp to that request.) */}
        {hasSearchIndex && (
          <link rel="modulepreload" href={`${localeBaseUrl}pagefind/pagefind.js`} />
        )}
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label={translate({
            id: 'theme.SearchBar.label',
            message: '検索',
            description: 'The ARIA label and placeholder for search button',
          })}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            history.replace({
              search: value === '' ? '' : `?${new URLSearchParams({ q: value }).toString()}`,
            });
          }}
        />
        {isShortenedQuery(query) && (
          <p data-search-shortened="" role="status" className="margin-top--sm">
            {shortenedQueryMessage()}
          </p>
        )}
        {unavailable && (
          <p
            data-search-unavailable=""
            role="alert"
            className="alert alert--warning margin-top--md"
          >
            {indexUnavailableMessage()}
          </p>
        )}
        {results && query.trim() !== '' && (
          <p className="margin-top--md" role="status">
            {results.length === 0
              ? translate({
                  id: 'theme.SearchPage.noResultsText',
                  message: '結果が見つかりません。',
                  description: 'The paragraph for empty search result',
                })
              : selectMessage(
                  results.length,
                  translate(
                    {
                      id: 'theme.SearchPage.documentsFound.plurals',
                      message: '検索数：{count}件',
                      description:
                        'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                    },
                    { count: results.length },
                  ),
                )}
          </p>
        )}
        {results?.map((result) => (
          <article key={result.url} className={styles.result}>
            <Heading as="h2" className={styles.resultTitle}>
              <Link to={result.url}>{result.title}</Link>
            </Heading>
            <p className={styles.resultSummary}>
              <Excerpt parts={result.excerpt} />
            </p>
            {result.sections.length > 0 && (
              <ul className={styles.sections}>
                {result.sections.map((section) => (
                  <li key={section.url}>
                    <Link to={section.url}>{section.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </main>
    </Layout>
  );
}
