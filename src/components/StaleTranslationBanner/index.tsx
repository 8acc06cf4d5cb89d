import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

interface Props {
  /** Set by src/remark/staleTranslationBanner: which plugin the page belongs to. */
  readonly kind?: 'docs' | 'blog';
}

/**
 * The same page in the default locale (the Japanese original): the current
 * path with this locale's baseUrl (`/en/`) replaced by the default locale's
 * (`/`). Query and hash are kept.
 */
function useOriginalUrl(): { readonly url: string; readonly hrefLang: string } {
  const {
    siteConfig: { baseUrl },
    i18n: { defaultLocale, localeConfigs },
  } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const original = localeConfigs[defaultLocale];
  const originalBaseUrl = original?.baseUrl ?? '/';
  const localBaseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let suffix: string;
  if (pathname.startsWith(localBaseUrl)) suffix = pathname.slice(localBaseUrl.length);
  else if (`${pathname}/` === localBaseUrl) suffix = '';
  else suffix = pathname.replace(/^\//, '');
  return {
    url: `${originalBaseUrl}${suffix}${search}${hash}`,
    hrefLang: original?.htmlLang ?? defaultLocale,
  };
}

function Banner(): ReactNode {
  const { url, hrefLang } = useOriginalUrl();
  return (
    <Admonition
      type="warning"
      className={styles.banner}
      title={translate({
        id: 'staleTranslation.title',
        message: 'この翻訳は原文より古い可能性があります',
      })}
    >
      <p>
        <Translate id="staleTranslation.body">
          このページの原文は、この翻訳のあとで更新されています。翻訳が追いつくまでのあいだ、最新の内容は原文で確認してください。
        </Translate>
      </p>
      <p>
        {/* pathname:// makes a plain link: the original is a page of another locale build. */}
        <Link to={`pathname://${url}`} target="_self" autoAddBaseUrl={false} hrefLang={hrefLang}>
          <Translate id="staleTranslation.link">原文（日本語）を読む</Translate>
        </Link>
      </p>
    </Admonition>
  );
}

/** Blog content also renders in list pages; the banner belongs on the post's own page. */
function BlogPostBanner(): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  return isBlogPostPage ? <Banner /> : null;
}

/**
 * A notice at the top of a translated page whose Japanese original has
 * changed since the translation was last updated, with a link to the
 * original. Inserted by src/remark/staleTranslationBanner; never written by
 * hand.
 */
export default function StaleTranslationBanner({ kind = 'docs' }: Props): ReactNode {
  return kind === 'blog' ? <BlogPostBanner /> : <Banner />;
}
