import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useLocalizedText } from '../hooks/useLocalizedText';
import { useServedOrigin } from '../hooks/useServedOrigin';
import OfflineCopy from '../components/OfflineCopy';
import { shortLinkPath, shortLinks, type ShortLinkKind } from '../registry/shortLinks';
import styles from './go.module.css';

/** Groups in the order the page shows them. */
const KIND_ORDER: readonly ShortLinkKind[] = ['article', 'tool', 'page', 'dataset'];

function kindHeading(kind: ShortLinkKind): string {
  switch (kind) {
    case 'article':
      return translate({ id: 'shortLinks.kind.article', message: '記事' });
    case 'tool':
      return translate({ id: 'shortLinks.kind.tool', message: '計算ツール・分析ツール' });
    case 'page':
      return translate({ id: 'shortLinks.kind.page', message: '一覧ページ' });
    case 'dataset':
      return translate({ id: 'shortLinks.kind.dataset', message: 'データセット' });
  }
}

/**
 * `/go` (and `/en/go`): every short link of src/registry/shortLinks.ts with its
 * full URL, grouped by kind. The short URLs are shown as text, not links:
 * they are static redirect files, not routes the client-side router knows.
 * They name the origin the page is served from, so what a speaker copies
 * works wherever the site is published.
 */
export default function ShortLinksPage(): ReactNode {
  const origin = useServedOrigin();
  const { withBaseUrl } = useBaseUrlUtils();
  const localize = useLocalizedText();
  return (
    <Layout
      title={translate({ id: 'shortLinks.page.title', message: '短縮リンク' })}
      description={translate({
        id: 'shortLinks.page.description',
        message:
          '講演やスライドで紹介しやすい、記事・計算ツール・データセットの短縮 URL の一覧です。',
      })}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="shortLinks.page.heading">短縮リンク</Translate>
        </Heading>
        <p>
          <Translate id="shortLinks.page.intro">
            スライドや発表で読み上げやすい短い URL
            です。開くと対応するページに移動します。一度公開した短縮 URL
            は変わらず、なくなることもありません。
          </Translate>{' '}
          <Link to="#offline">
            <Translate id="shortLinks.page.offlineLink">
              ネットワークのない会場で使うには、オフライン用に保存できます。
            </Translate>
          </Link>
        </p>
        {KIND_ORDER.map((kind) => {
          const links = shortLinks.filter((link) => link.kind === kind);
          if (links.length === 0) return null;
          const headingId = `short-links-${kind}`;
          return (
            <section key={kind} aria-labelledby={headingId}>
              <Heading as="h2" id={headingId}>
                {kindHeading(kind)}
              </Heading>
              <ul className={styles.list}>
                {links.map((link) => (
                  <li key={link.name} className={styles.item}>
                    <code className={styles.url}>
                      {`${origin}${withBaseUrl(shortLinkPath(link.name))}`}
                    </code>
                    <Link to={link.to}>{localize(link.title)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <section aria-labelledby="offline">
          <Heading as="h2" id="offline">
            <Translate id="shortLinks.page.offlineHeading">オフラインで読む</Translate>
          </Heading>
          <OfflineCopy />
        </section>
      </main>
    </Layout>
  );
}
