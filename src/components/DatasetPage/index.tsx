import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import DatasetFigure from '../DatasetChart/DatasetFigure';
import { xText } from '../DatasetChart/DataTable';
import { useDatasetFormat, type DatasetFormat } from '../DatasetChart/format';
import { SEED_AUTHORS, datasetSources } from '../../datasets/sources';
import SeedTitle from '../CitationSources/SeedTitle';
import { topicEntries } from '../../registry/topics';
// Types only: a value import from the schema module would ship zod to the page.
import type {
  Dataset,
  DatasetPoint,
  Derivation,
  Environment,
  EnvironmentEntry,
  EnvironmentField,
} from '../../datasets/schema';
import { englishText, inLocale } from '../../datasets/localized';
import type { DatasetPageData } from '../../datasets/pageData';
import { tableStartsOpen } from './tableRows';
import styles from './styles.module.css';
import collapsed from './collapsed.module.css';
import LangMarkedText from '../LangMarkedText';

interface Props {
  /** The prop module written by plugins/datasets-catalog. */
  readonly data: DatasetPageData;
}

const NOT_STATED = 'not stated';

function environmentLabel(key: keyof Environment): string {
  switch (key) {
    case 'hardware':
      return translate({ id: 'dataset.environment.hardware', message: 'ハードウェア' });
    case 'software':
      return translate({ id: 'dataset.environment.software', message: 'ソフトウェア' });
    case 'configuration':
      return translate({ id: 'dataset.environment.configuration', message: '設定' });
    case 'workload':
      return translate({ id: 'dataset.environment.workload', message: '負荷とツール' });
  }
}

/**
 * A server, tool or table setting (`innodb_flush_method`, `log-bin`,
 * `ROW_FORMAT`, `innodb_autoinc_lock_mode (5.1)`), as opposed to a product or
 * device name (`MySQL`, `HDD`, `Node.js`).
 */
const SETTING_NAME = /^(?:[a-z][a-z0-9_.-]*|[A-Z0-9]*_[A-Z0-9_]*)(?: \(.*\))?$/;

/** A setting or series name at the start of a key, the same in both languages (`innodb_flush_method`, `uuid-v4`). */
const LEADING_NAME = /^[A-Za-z0-9_.-]*[_-][A-Za-z0-9_.-]*/;

/**
 * The key of an environment entry: a language-neutral setting or product
 * name as code; a label in words in the page's language, with a setting name
 * it starts with as code (`innodb_flush_method`(サーバーの既定値、設定せず)).
 */
function EntryKey({
  entryKey,
  locale,
}: {
  entryKey: EnvironmentEntry['key'];
  locale: DatasetFormat['locale'];
}): ReactNode {
  if (typeof entryKey === 'string') return <code>{entryKey}</code>;
  const text = entryKey[locale];
  const name = LEADING_NAME.exec(entryKey.en)?.[0];
  if (name && entryKey.ja.startsWith(name)) {
    return (
      <span className={styles.entryKey}>
        <code>{name}</code>
        {text.slice(name.length)}
      </span>
    );
  }
  return <span className={styles.entryKey}>{text}</span>;
}

function EnvironmentValue({
  field,
  format,
}: {
  field: EnvironmentField;
  format: DatasetFormat;
}): ReactNode {
  if (field === NOT_STATED) {
    return (
      <span className={styles.muted}>
        <Translate id="dataset.environment.notStated">出典に記載なし</Translate>
      </span>
    );
  }
  if (!Array.isArray(field)) return field[format.locale];
  return (
    <ul className={styles.keyValues}>
      {field.map((entry) => (
        <li key={JSON.stringify(entry)}>
          <EntryKey entryKey={entry.key} locale={format.locale} />
          {/* "name = value" for a setting; "label: value" for a name or a label in words. */}
          {typeof entry.key === 'string' && SETTING_NAME.test(entry.key)
            ? ' = '
            : format.locale === 'ja'
              ? '：'
              : ': '}
          {englishText(entry.value) === NOT_STATED ? (
            <span className={styles.muted}>{inLocale(entry.value, format.locale)}</span>
          ) : (
            inLocale(entry.value, format.locale)
          )}
        </li>
      ))}
    </ul>
  );
}

/** One value backed by an excerpt: its item, series, value and unit. */
function pointText(dataset: Dataset, point: DatasetPoint, format: DatasetFormat): string {
  const unit = dataset.units.find((u) => u.id === point.unit);
  const series =
    dataset.series.length > 1
      ? dataset.series.find((s) => s.id === point.series)?.label[format.locale]
      : undefined;
  const item = xText(dataset, point, format);
  const value = format.value(point);
  const shownSymbol = unit ? format.symbol(unit) : '';
  const symbol = shownSymbol ? ` ${shownSymbol}` : '';
  const measure = unit ? unit.label[format.locale] : point.unit;
  const measured = measure === shownSymbol ? `${value}${symbol}` : `${measure}: ${value}${symbol}`;
  return `${series ? `${series} · ` : ''}${item} — ${measured}`;
}

function DerivationDetails({
  derivation,
  format,
}: {
  derivation: Derivation;
  format: DatasetFormat;
}): ReactNode {
  return (
    <div className={styles.derivation}>
      <p>
        <Translate
          id="dataset.provenance.derived"
          values={{ formula: <LangMarkedText>{derivation.formula[format.locale]}</LangMarkedText> }}
        >
          {'計算値：{formula}'}
        </Translate>
        <br />
        <code>
          {derivation.expression}
          {derivation.expressionHigh ? ` … ${derivation.expressionHigh}` : ''}
        </code>
      </p>
      <ul>
        {derivation.inputs.map((input, index) => (
          <li key={`${index}:${input.value}`}>
            {format.number(input.value)} —{' '}
            <LangMarkedText>{input.what[format.locale]}</LangMarkedText>
            {input.conversion ? (
              <span className={styles.muted}>
                {' '}
                <Translate id="dataset.provenance.conversion">（単位の換算係数）</Translate>
              </span>
            ) : null}
            {input.excerpt ? (
              <blockquote lang="ja" className={styles.excerpt}>
                {input.excerpt}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The values one excerpt or lab run backs. A long list (a lab run backs all
 * 390 values of lab-id-strategy) starts closed under a count, as the data
 * table does, in a native <details> that opens without JavaScript.
 */
function BackedValues({ count, children }: { count: number; children: ReactNode }): ReactNode {
  if (tableStartsOpen(count)) return children;
  return (
    <details className={collapsed.backedValues}>
      <summary>
        <Translate id="dataset.provenance.valuesSummary" values={{ count }}>
          {'この出典による値（{count} 件）'}
        </Translate>
      </summary>
      {children}
    </details>
  );
}

interface ExcerptGroup {
  readonly key: string;
  readonly points: DatasetPoint[];
}

/** Points grouped by the passage they cite, in dataset order. */
function groupByExcerpt(dataset: Dataset): ExcerptGroup[] {
  const groups = new Map<string, ExcerptGroup>();
  for (const point of dataset.points) {
    const p = point.provenance;
    const key =
      p.kind === 'seed'
        ? `seed\u0000${p.file}\u0000${p.title}\u0000${JSON.stringify(p.locator)}\u0000${p.excerpt}`
        : `lab\u0000${p.script}\u0000${p.date}\u0000${JSON.stringify(p.run ?? '')}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, points: [] };
      groups.set(key, group);
    }
    group.points.push(point);
  }
  return [...groups.values()];
}

function Provenance({ dataset, format }: { dataset: Dataset; format: DatasetFormat }): ReactNode {
  return (
    <ol className={styles.excerpts}>
      {groupByExcerpt(dataset).map(({ key, points }) => {
        const first = points[0]!.provenance;
        return (
          <li key={key} className={styles.excerptItem}>
            {first.kind === 'seed' ? (
              <>
                <p className={styles.excerptSource}>
                  <Translate
                    id="dataset.source.seed"
                    values={{
                      author: SEED_AUTHORS[first.file]?.[format.locale] ?? '',
                      title: <SeedTitle file={first.file} title={first.title} />,
                      date: format.date(first.date),
                    }}
                  >
                    {'{author}「{title}」{date}'}
                  </Translate>{' '}
                  — <LangMarkedText>{inLocale(first.locator, format.locale)}</LangMarkedText>
                </p>
                <blockquote lang="ja" className={styles.excerpt}>
                  {first.excerpt}
                </blockquote>
              </>
            ) : (
              <p className={styles.excerptSource}>
                <Translate
                  id="dataset.source.lab"
                  values={{ script: <code>{first.script}</code>, date: first.date }}
                >
                  {'このサイトの計測：{script}（{date}）'}
                </Translate>
                {first.run ? ` — ${inLocale(first.run, format.locale)}` : ''}
              </p>
            )}
            <BackedValues count={points.length}>
              <ul className={styles.backedValues}>
                {points.map((point) => (
                  <li key={`${point.series}:${String(point.x)}:${point.unit}`}>
                    {pointText(dataset, point, format)}
                    {point.note ? (
                      <span className={styles.pointNote}>{point.note[format.locale]}</span>
                    ) : null}
                    {point.provenance.derived ? (
                      <DerivationDetails derivation={point.provenance.derived} format={format} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </BackedValues>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The catalog page of one dataset (`/data/<id>`): description, chart and
 * table, test environment, the verbatim excerpts behind every value, notes,
 * downloads and the articles that use it.
 */
export default function DatasetPage({ data }: Props): ReactNode {
  const { dataset, usedIn } = data;
  const format = useDatasetFormat();
  const { locale } = format;
  const { siteConfig } = useDocusaurusContext();
  const jsonPath = useBaseUrl(`/data/${dataset.id}.json`);
  const pagePath = useBaseUrl(`/data/${dataset.id}`);
  const topics = new Map(topicEntries().map((t) => [t.id, t]));
  const title = dataset.title[locale];
  const description = dataset.description[locale];
  const sources = datasetSources(dataset);

  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: title,
    description,
    url: `${siteConfig.url}${pagePath}`,
    version: String(dataset.version),
    inLanguage: locale,
    keywords: dataset.tags.map((tag) => topics.get(tag)?.title ?? tag),
    creator: [
      ...new Set(sources.flatMap((s) => (s.kind === 'seed' && s.author ? [s.author[locale]] : []))),
    ].map((name) => ({ '@type': 'Person', name })),
    distribution: [
      {
        '@type': 'DataDownload',
        encodingFormat: 'application/json',
        contentUrl: `${siteConfig.url}${jsonPath}`,
      },
    ],
  };

  const environmentKeys: (keyof Environment)[] = [
    'hardware',
    'software',
    'configuration',
    'workload',
  ];

  return (
    <Layout title={title} description={description}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      </Head>
      <main className="container margin-vert--lg">
        <p className={styles.back}>
          <Link to="/data">
            <Translate id="dataset.page.back">← データセット一覧</Translate>
          </Link>
        </p>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>
          <LangMarkedText>{description}</LangMarkedText>
        </p>
        <dl className={styles.meta}>
          <div>
            <dt>
              <Translate id="dataset.page.topics">トピック</Translate>
            </dt>
            <dd>
              <ul className={styles.tags}>
                {dataset.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={topics.get(tag)?.to ?? `/docs/${tag}`}>
                      {topics.get(tag)?.title ?? tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>
              <Translate id="dataset.page.origin">数値の出どころ</Translate>
            </dt>
            <dd>
              {dataset.origin === 'source' ? (
                <Translate id="dataset.origin.source">
                  出典資料が述べている数値（と、そこからの計算値）
                </Translate>
              ) : (
                <Translate id="dataset.origin.lab">このサイトのスクリプトで計測した数値</Translate>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Translate id="dataset.page.idVersion">ID・版</Translate>
            </dt>
            <dd>
              <code>{dataset.id}</code>
              {' · '}
              <Translate id="dataset.page.version" values={{ version: dataset.version }}>
                {'第 {version} 版'}
              </Translate>
            </dd>
          </div>
          <div>
            <dt>
              <Translate id="dataset.page.url">JSON の URL</Translate>
            </dt>
            <dd>
              <code>{jsonPath}</code>
            </dd>
          </div>
        </dl>

        <DatasetFigure
          dataset={dataset}
          tableOpen={tableStartsOpen(dataset.points.length)}
          detailsLink={false}
          notes={false}
          linkToSelf={false}
        />

        <Heading as="h2" id="environment">
          <Translate id="dataset.page.environment">計測環境</Translate>
        </Heading>
        <dl className={styles.environment}>
          {environmentKeys.map((key) => (
            <div key={key}>
              <dt>{environmentLabel(key)}</dt>
              <dd>
                <EnvironmentValue field={dataset.environment[key]} format={format} />
              </dd>
            </div>
          ))}
        </dl>

        <Heading as="h2" id="provenance">
          <Translate id="dataset.page.provenance">出典と抜粋</Translate>
        </Heading>
        <p>
          <Translate id="dataset.page.provenanceIntro">
            各値の根拠となる出典の文を、原文のまま（日本語で）引用します。計算で求めた値には、計算式と元の数値を添えています。
          </Translate>
        </p>
        <Provenance dataset={dataset} format={format} />

        {dataset.notes.length > 0 ? (
          <>
            <Heading as="h2" id="notes">
              <Translate id="dataset.notes.heading">注記</Translate>
            </Heading>
            <ul>
              {dataset.notes.map((note) => (
                <li key={note.ja}>
                  <LangMarkedText>{note[locale]}</LangMarkedText>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <Heading as="h2" id="used-in">
          <Translate id="dataset.page.usedIn">このデータを使っている記事</Translate>
        </Heading>
        {usedIn.length > 0 ? (
          <ul>
            {usedIn.map((usage) => (
              <li key={usage.permalink}>
                <Link to={usage.permalink}>{usage.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            <Translate id="dataset.page.usedInNone">
              このデータを埋め込んだ記事はまだありません。
            </Translate>
          </p>
        )}
      </main>
    </Layout>
  );
}
