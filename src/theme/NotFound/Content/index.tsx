import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { useLocalizedText } from '../../../hooks/useLocalizedText';
import { decodeURIComponentOrRaw } from '../../../lib/uriDecode';
import type { ShortLinkSuggestion } from './shortLinkSuggestions';
import { topicEntries } from '../../../registry/topics';
import styles from './styles.module.css';

/** The command that serves the English pages in development (package.json). */
const START_ENGLISH = 'npm run start:en';

/** Words of the missing path, to start a search with (`/docs/io-memmory/hit-ratio` → `io memmory hit ratio`). */
function searchWords(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).slice(-2).join(' ');
  // A broken escape: search with the text as it stands.
  const words = decodeURIComponentOrRaw(last);
  return words
    .replace(/[-_.]+/g, ' ')
    .slice(0, 80)
    .trim();
}

/**
 * The 404 page: what was asked for, the short links a mistyped `/go/` name
 * may have meant, a search prefilled with the path's words, and where to
 * start reading. The path-dependent parts appear after hydration: the page
 * is prerendered once as 404.html, for every missing address.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const { siteConfig, i18n } = useDocusaurusContext();
  const localize = useLocalizedText();
  const searchPath = useBaseUrl('/search');
  const missing = isBrowser ? pathname : null;
  // The missing address below the site's base: `/go/snowfalke`.
  const localPath =
    missing?.startsWith(siteConfig.baseUrl) === true
      ? `/${missing.slice(siteConfig.baseUrl.length)}`
      : null;
  const [suggestions, setSuggestions] = useState<readonly ShortLinkSuggestion[]>([]);
  useEffect(() => {
    if (localPath === null) return undefined;
    let current = true;
    void import('./shortLinkSuggestions').then(({ shortLinkSuggestions }) => {
      if (current) setSuggestions(shortLinkSuggestions(localPath));
    });
    return () => {
      current = false;
    };
  }, [localPath]);
  // `npm start` serves one locale: on the Japanese dev server /en/… is not there.
  const englishOnJapaneseDevServer =
    process.env.NODE_ENV === 'development' &&
    i18n.currentLocale === i18n.defaultLocale &&
    localPath !== null &&
    /^\/en(?:\/|$)/.test(localPath);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              ページが見つかりません
            </Translate>
          </Heading>
          <p>
            {missing === null ? (
              <Translate id="notFound.intro">このアドレスのページはありません。</Translate>
            ) : (
              <Translate id="notFound.introWithPath" values={{ path: <code>{missing}</code> }}>
                {'{path} というページはありません。'}
              </Translate>
            )}
          </p>
          {englishOnJapaneseDevServer ? (
            <div className="alert alert--info margin-bottom--md" role="note">
              <Translate
                id="notFound.devServerEnglish"
                values={{ command: <code>{START_ENGLISH}</code> }}
              >
                {
                  '開発サーバーは 1 つの言語だけを配信します。英語のページを見るには、別のターミナルで {command} を実行してください。'
                }
              </Translate>
            </div>
          ) : null}
          {suggestions.length > 0 ? (
            <section aria-labelledby="not-found-short-links" className={styles.section}>
              <Heading as="h2" id="not-found-short-links">
                <Translate id="notFound.shortLinks.heading">この短縮リンクのことですか？</Translate>
              </Heading>
              <ul>
                {suggestions.map(({ link, path }) => (
                  <li key={link.name}>
                    <Link to={link.to}>{localize(link.title)}</Link>
                    <code className={styles.shortName}>{path}</code>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="not-found-search" className={styles.section}>
            <Heading as="h2" id="not-found-search">
              <Translate id="notFound.search.heading">サイト内を検索</Translate>
            </Heading>
            <form action={searchPath} method="get" role="search" className={styles.search}>
              <input
                type="search"
                name="q"
                className={styles.searchInput}
                defaultValue={missing === null ? '' : searchWords(missing)}
                key={missing ?? ''}
                aria-label={translate({ id: 'notFound.search.label', message: '検索する言葉' })}
              />
              <button type="submit" className="button button--primary">
                <Translate id="notFound.search.submit">検索</Translate>
              </button>
            </form>
          </section>
          <section aria-labelledby="not-found-start" className={styles.section}>
            <Heading as="h2" id="not-found-start">
              <Translate id="notFound.start.heading">ここから読む</Translate>
            </Heading>
            <ul className={styles.links}>
              {topicEntries().map((topic) => (
                <li key={topic.id}>
                  <Link to={topic.to}>{topic.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/calculators">
                  <Translate id="notFound.start.calculators">計算ツール</Translate>
                </Link>
              </li>
              <li>
                <Link to="/go">
                  <Translate id="notFound.start.shortLinks">短縮リンクの一覧</Translate>
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
