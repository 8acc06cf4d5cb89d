import React, { useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { DATASET_CATALOG, type DatasetSummary } from '../../datasets/catalog';
import { useDatasetFormat } from '../../components/DatasetChart/format';
import { SEED_AUTHORS } from '../../datasets/sources';
import SeedTitle from '../../components/CitationSources/SeedTitle';
import { topicEntries } from '../../registry/topics';
import styles from './index.module.css';

function chartKindText(kind: DatasetSummary['chart']): string {
  switch (kind) {
    case 'bar':
      return translate({ id: 'dataset.catalog.kind.bar', message: '棒グラフ' });
    case 'groupedBar':
      return translate({ id: 'dataset.catalog.kind.groupedBar', message: '棒グラフ（系列別）' });
    case 'line':
      return translate({ id: 'dataset.catalog.kind.line', message: '折れ線グラフ' });
    default:
      return translate({ id: 'dataset.catalog.kind.table', message: '表のみ' });
  }
}

/**
 * `/data`: every dataset with its source, units and topics. The topic
 * buttons filter the list once the page is interactive; without JavaScript
 * the whole list shows.
 */
export default function DataCatalog(): ReactNode {
  const format = useDatasetFormat();
  const { locale } = format;
  const isBrowser = useIsBrowser();
  const [topic, setTopic] = useState<string | null>(null);
  const topicTitles = new Map(topicEntries().map((t) => [t.id, t.title]));
  const topics = topicEntries()
    .map((t) => ({
      ...t,
      count: DATASET_CATALOG.filter((d) => d.tags.some((tag) => tag === t.id)).length,
    }))
    .filter((t) => t.count > 0);
  const shown = topic
    ? DATASET_CATALOG.filter((d) => d.tags.some((tag) => tag === topic))
    : DATASET_CATALOG;

  return (
    <Layout
      title={translate({ id: 'dataset.catalog.title', message: 'データセット' })}
      description={translate({
        id: 'dataset.catalog.description',
        message:
          '記事のグラフの元になったベンチマークの数値。出典の原文の抜粋付きで、JSON と CSV でダウンロードできます。',
      })}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="dataset.catalog.heading">データセット</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate id="dataset.catalog.intro">
            記事のグラフと表に使っている数値の一覧です。どの値にも、出典の記事やスライドの該当箇所と原文の抜粋が付いています。計算で求めた値には計算式を添えています。各データは
            JSON（URL は変わりません）と CSV でダウンロードできます。
          </Translate>
        </p>
        <div className={styles.filters} role="group" aria-labelledby="data-topic-filter">
          <span id="data-topic-filter" className={styles.filterLabel}>
            <Translate id="dataset.catalog.filterLabel">トピックで絞り込む</Translate>
          </span>
          <button
            type="button"
            className={styles.filter}
            aria-pressed={topic === null}
            disabled={!isBrowser}
            onClick={() => {
              setTopic(null);
            }}
          >
            <Translate id="dataset.catalog.all" values={{ count: DATASET_CATALOG.length }}>
              {'すべて（{count}）'}
            </Translate>
          </button>
          {topics.map((t) => (
            <button
              key={t.id}
              type="button"
              className={styles.filter}
              aria-pressed={topic === t.id}
              disabled={!isBrowser}
              onClick={() => {
                setTopic(t.id);
              }}
            >
              <Translate
                id="dataset.catalog.topicCount"
                values={{ topic: t.title, count: t.count }}
              >
                {'{topic}（{count}）'}
              </Translate>
            </button>
          ))}
        </div>
        <p className={styles.count} aria-live="polite">
          <Translate id="dataset.catalog.shown" values={{ count: shown.length }}>
            {'{count} 件のデータセット'}
          </Translate>
        </p>
        <ul className={styles.list}>
          {shown.map((dataset) => (
            <li key={dataset.id} className={styles.card}>
              <Heading as="h2" className={styles.cardTitle}>
                <Link to={`/data/${dataset.id}`}>{dataset.title[locale]}</Link>
              </Heading>
              <dl className={styles.facts}>
                <div>
                  <dt>
                    <Translate id="dataset.catalog.source">出典</Translate>
                  </dt>
                  <dd>
                    {dataset.sources.map((source, index) => (
                      <React.Fragment key={source.kind === 'seed' ? source.title : source.script}>
                        {index > 0 ? '; ' : null}
                        {source.kind === 'seed' ? (
                          <Translate
                            id="dataset.source.seed"
                            values={{
                              author: SEED_AUTHORS[source.file]?.[locale] ?? '',
                              title: <SeedTitle file={source.file} title={source.title} />,
                              date: format.date(source.date),
                            }}
                          >
                            {'{author}「{title}」{date}'}
                          </Translate>
                        ) : (
                          <Translate
                            id="dataset.source.lab"
                            values={{ script: <code>{source.script}</code>, date: source.date }}
                          >
                            {'このサイトの計測：{script}（{date}）'}
                          </Translate>
                        )}
                      </React.Fragment>
                    ))}
                  </dd>
                </div>
                <div>
                  <dt>
                    <Translate id="dataset.catalog.units">単位</Translate>
                  </dt>
                  <dd>{dataset.units.map((u) => format.unit(u)).join(' · ')}</dd>
                </div>
                <div>
                  <dt>
                    <Translate id="dataset.catalog.topics">トピック</Translate>
                  </dt>
                  <dd>{dataset.tags.map((tag) => topicTitles.get(tag) ?? tag).join(' · ')}</dd>
                </div>
                <div>
                  <dt>
                    <Translate id="dataset.catalog.shape">形式</Translate>
                  </dt>
                  <dd>
                    <Translate
                      id="dataset.catalog.shapeValue"
                      values={{ kind: chartKindText(dataset.chart), count: dataset.points }}
                    >
                      {'{kind}・{count} 件の値'}
                    </Translate>
                    {dataset.incomplete ? (
                      <>
                        {' '}
                        <Translate id="dataset.catalog.incomplete">（計測は途中で停止）</Translate>
                      </>
                    ) : null}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
