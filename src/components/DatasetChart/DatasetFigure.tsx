import React, { useId, useState, type ReactNode, type Ref } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import BarChart from '../BarChart';
import LineChart from '../LineChart';
import { csvFileName, datasetToCsv } from '../../datasets/csv';
// Types only: a value import from the schema module would ship zod to the page.
import type { Dataset, DatasetUnit, Locale } from '../../datasets/schema';
import PresentationControls, { EmbedBackLink } from '../PresentationControls';
import { ChartPresentationContext } from '../../presentation/chartPresentation';
import { leavePresentation } from '../../presentation/presentationStore';
import { usePresentableFrame } from '../../presentation/usePresentableFrame';
import DataTable from './DataTable';
import { useDatasetFormat, type DatasetFormat } from './format';
import { chartModel, type BarChartModel, type LineChartModel } from './model';
import { inLocale } from '../../datasets/localized';
import { datasetSources, labEnvironmentSummary } from '../../datasets/sources';
import SeedTitle from '../CitationSources/SeedTitle';
import actionStyles from './actions.module.css';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';
import ReaderResults from '../ReaderResults';
import { seriesShape } from '../LineChart/seriesStyle';
import { readerSeriesLabel, type ReaderResult } from '../../datasets/readerResults';
import { downloadText } from '../../lib/downloadText';

export interface DatasetFigureProps {
  readonly dataset: Dataset;
  /** Show the data table expanded (the dataset's own page); collapsed in articles. */
  readonly tableOpen?: boolean;
  /** Link to the dataset's catalog page (off on that page itself). */
  readonly detailsLink?: boolean;
  /** List the dataset's notes under the table (off where the page shows them itself). */
  readonly notes?: boolean;
  /**
   * In an article: speaker mode and the embed's link back name this chart by
   * `#dataset-<id>` (off on the dataset's own page, which has only this chart).
   */
  readonly linkToSelf?: boolean;
}

/** The element id (and URL hash) of a dataset's chart. */
export function datasetFrameId(datasetId: string): string {
  return `dataset-${datasetId}`;
}

const NO_SCENARIOS: readonly never[] = [];
const noStep = () => undefined;

function unitById(dataset: Dataset, id: string): DatasetUnit {
  const unit = dataset.units.find((u) => u.id === id);
  if (!unit) throw new Error(`dataset ${dataset.id}: unknown unit "${id}"`);
  return unit;
}

/** A measure's label, marked as drawn on a logarithmic scale when it is. */
function scaleText(label: string, log: boolean, locale: Locale): string {
  if (!log) return label;
  const mark = translate({ id: 'dataset.chart.logScale', message: '（対数目盛）' });
  return locale === 'en' ? `${label} ${mark}` : `${label}${mark}`;
}

/** The text a screen reader hears after the chart's title. */
function chartDescription(kind: 'bar' | 'line', x: string, y: string): string {
  return kind === 'bar'
    ? translate(
        {
          id: 'dataset.chart.descriptionBar',
          message: '「{x}」ごとの「{y}」を示す横棒グラフ。値はすべてグラフ下のデータ表にあります。',
        },
        { x, y },
      )
    : translate(
        {
          id: 'dataset.chart.descriptionLine',
          message:
            '「{x}」に対する「{y}」を示す折れ線グラフ。値はすべてグラフ下のデータ表にあります。',
        },
        { x, y },
      );
}

/** Starts a download of the dataset as CSV in the page's language, built on click. */
function downloadCsv(dataset: Dataset, locale: Locale): void {
  downloadText(
    datasetToCsv(dataset, locale, { bom: true }),
    csvFileName(dataset, locale),
    'text/csv;charset=utf-8',
  );
}

function SourceLine({ dataset, format }: { dataset: Dataset; format: DatasetFormat }): ReactNode {
  const sources = datasetSources(dataset);
  const environment = labEnvironmentSummary(dataset, format.locale);
  return (
    <p className={styles.source}>
      <Translate id="dataset.source.label">出典：</Translate>
      {sources.map((source, index) => (
        <React.Fragment key={source.kind === 'seed' ? source.title : source.script}>
          {index > 0 ? '; ' : null}
          {source.kind === 'seed' ? (
            <>
              <Translate
                id="dataset.source.seed"
                values={{
                  author: source.author?.[format.locale] ?? '',
                  title: <SeedTitle file={source.file} title={source.title} />,
                  date: format.date(source.date),
                }}
              >
                {'{author}「{title}」{date}'}
              </Translate>
              {source.locators.length <= 2 ? (
                <span className={styles.locators}>
                  {' — '}
                  <LangMarkedText>
                    {source.locators.map((l) => inLocale(l, format.locale)).join(' / ')}
                  </LangMarkedText>
                </span>
              ) : null}
            </>
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
      {environment ? (
        <>
          {' — '}
          <Translate id="dataset.source.labEnvironment" values={{ environment }}>
            {'環境：{environment}'}
          </Translate>
        </>
      ) : null}
    </p>
  );
}

function Downloads({
  dataset,
  locale,
  detailsLink,
  onPresent,
  presentButtonRef,
}: {
  dataset: Dataset;
  locale: Locale;
  detailsLink: boolean;
  onPresent: () => void;
  presentButtonRef: Ref<HTMLButtonElement>;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const jsonUrl = useBaseUrl(`/data/${dataset.id}.json`);
  // Names that start with the visible text and add which dataset: a page
  // with several charts has several of each control.
  const title = dataset.title[locale];
  return (
    // Hidden in speaker mode and embeds (src/css/presentation.css), where only
    // the chart, its caption and its source are shown.
    <ul className={actionStyles.actions} data-presentation-hidden="">
      <li>
        {/* pathname:// makes a plain <a> to the static file (not a client-side route). */}
        <Link
          to={`pathname://${jsonUrl}`}
          autoAddBaseUrl={false}
          download={`${dataset.id}.json`}
          target="_self"
          className={actionStyles.action}
          aria-label={translate(
            { id: 'dataset.download.jsonLabel', message: 'JSON をダウンロード：{title}' },
            { title },
          )}
        >
          <Translate id="dataset.download.json">JSON をダウンロード</Translate>
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={actionStyles.action}
          disabled={!isBrowser}
          onClick={() => {
            downloadCsv(dataset, locale);
          }}
          aria-label={translate(
            { id: 'dataset.download.csvLabel', message: 'CSV をダウンロード：{title}' },
            { title },
          )}
        >
          <Translate id="dataset.download.csv">CSV をダウンロード</Translate>
        </button>
      </li>
      <li>
        <button
          ref={presentButtonRef}
          type="button"
          className={actionStyles.action}
          disabled={!isBrowser}
          onClick={onPresent}
          aria-label={translate(
            { id: 'dataset.present.label', message: '発表モードで表示：{title}' },
            { title },
          )}
        >
          <Translate id="dataset.present">発表モード</Translate>
        </button>
      </li>
      {detailsLink ? (
        <li>
          <Link
            to={`/data/${dataset.id}`}
            className={actionStyles.action}
            aria-label={translate(
              { id: 'dataset.details.linkLabel', message: 'データの詳細と出典：{title}' },
              { title },
            )}
          >
            <Translate id="dataset.details.link">データの詳細と出典</Translate>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function barProps(
  model: BarChartModel,
  dataset: Dataset,
  format: DatasetFormat,
  reader: ReaderResult | null,
) {
  const xUnit = unitById(dataset, model.hint.x);
  const categories = model.categories.map((c) => ({
    id: c.key,
    label:
      c.label ??
      (xUnit.symbol === ''
        ? format.number(c.x as number)
        : `${format.number(c.x as number)} ${format.symbol(xUnit)}`),
  }));
  const series = model.series.map((s, index) => ({
    id: s.id,
    label: s.label,
    values: s.values.map((v) => v?.y ?? null),
    highs: s.values.map((v) => v?.yHigh ?? null),
    valueLabels: s.values.map((v) => (v ? format.value(v) : null)),
    colourIndex: index,
  }));
  // Each of the reader's series right after the dataset's series of the same
  // id (the same run), in its colour, hatched; on the dataset's own categories.
  const readerSeries = (reader?.series ?? []).map((s, index) => {
    const values = model.categories.map((c) => s.points.find((p) => p.x === c.x) ?? null);
    const matched = model.series.findIndex((shown) => shown.id === s.seriesId);
    return {
      id: s.id,
      seriesId: s.seriesId,
      label: readerSeriesLabel(reader!, s, format.locale),
      values: values.map((v) => v?.y ?? null),
      highs: values.map((v) => v?.yHigh ?? null),
      valueLabels: values.map((v) => (v ? format.value(v) : null)),
      reader: true,
      colourIndex: matched >= 0 ? matched : model.series.length + index,
    };
  });
  const paired = series.flatMap((shown) => [
    shown,
    ...readerSeries.filter((r) => r.seriesId === shown.id),
  ]);
  const unmatched = readerSeries.filter((r) => !series.some((shown) => shown.id === r.seriesId));
  return { categories, series: [...paired, ...unmatched] };
}

function lineProps(model: LineChartModel, reader: ReaderResult | null, locale: Locale) {
  // The reader's series: dashed, hollow markers in the reader's ink, each with
  // the marker shape of the dataset's series of the same id (the same run).
  const readerSeries = (reader?.series ?? []).map((s, index) => {
    const matched = model.series.findIndex((shown) => shown.id === s.seriesId);
    return {
      id: s.id,
      label: readerSeriesLabel(reader!, s, locale),
      kind: 'linePoints' as const,
      colour: 'reader' as const,
      dashed: true,
      hollow: true,
      shape: seriesShape(matched >= 0 ? matched : model.series.length + index),
      points: s.points.map((p) => ({
        x: Number(p.x),
        y: p.y,
        ...(p.yHigh === undefined ? {} : { yHigh: p.yHigh }),
      })),
    };
  });
  const points = [
    ...model.series.flatMap((s) => s.points),
    ...readerSeries.flatMap((s) => s.points),
  ];
  const xs = points.map((p) => p.x);
  const ys = points.flatMap((p) => (p.yHigh === undefined ? [p.y] : [p.y, p.yHigh]));
  let xMin = Math.min(...xs);
  let xMax = Math.max(...xs);
  if (xMin === xMax) {
    xMin -= 1;
    xMax += 1;
  }
  const yDomain: [number, number] =
    model.hint.yScale === 'log'
      ? [
          10 ** Math.floor(Math.log10(Math.min(...ys.filter((y) => y > 0)))),
          10 ** Math.ceil(Math.log10(Math.max(...ys))),
        ]
      : [Math.min(0, ...ys), Math.max(1, ...ys)];
  return {
    series: [
      ...model.series.map((s) => ({
        id: s.id,
        label: s.label,
        kind: 'linePoints' as const,
        points: s.points.map((p) => ({
          x: p.x,
          y: p.y,
          ...(p.yHigh === undefined ? {} : { yHigh: p.yHigh }),
        })),
      })),
      ...readerSeries,
    ],
    xDomain: [xMin, xMax] as const,
    yDomain,
  };
}

/**
 * One dataset as a figure: the chart its `chart` hint asks for (none for a
 * table-only dataset), the caption, the source, downloads (JSON file, CSV
 * built on click in the page's language) and the data table, all rendered on
 * the server.
 */
export default function DatasetFigure({
  dataset,
  tableOpen = false,
  detailsLink = true,
  notes = true,
  linkToSelf = true,
}: DatasetFigureProps): ReactNode {
  const frameId = datasetFrameId(dataset.id);
  const { presentation, presenting, targeted, frameRef, presentButtonRef, fullPageHref, enter } =
    usePresentableFrame<HTMLDivElement>(frameId, linkToSelf);
  const format = useDatasetFormat();
  const { locale } = format;
  const captionId = `${useId()}-caption`;
  const title = dataset.title[locale];
  const model = chartModel(dataset, locale);
  // The reader's own result file: in this figure's memory only (see ReaderResults).
  const [reader, setReader] = useState<ReaderResult | null>(null);
  const footer = (
    <div className={styles.footer}>
      {dataset.incomplete ? (
        <p className={styles.incomplete}>
          <Translate id="dataset.incomplete">
            この計測は途中で止まりました。値は止まる前に測れた分だけです（理由は注記を参照）。
          </Translate>
        </p>
      ) : null}
      <SourceLine dataset={dataset} format={format} />
      <Downloads
        dataset={dataset}
        locale={locale}
        detailsLink={detailsLink}
        onPresent={enter}
        presentButtonRef={presentButtonRef}
      />
      {model === null ? null : (
        <ReaderResults dataset={dataset} result={reader} onChange={setReader} format={format} />
      )}
    </div>
  );
  // In speaker mode and embeds the chart comes first; the table stays one click away.
  const viewMode = presentation.present || presentation.embed;
  const open = (tableOpen && !viewMode) || model === null;
  const table = (
    <details className={styles.details} open={open || undefined}>
      <summary>
        <Translate id="dataset.table.summary" values={{ count: dataset.points.length }}>
          {'データ表（{count} 行）'}
        </Translate>
      </summary>
      <DataTable dataset={dataset} format={format} captionId={captionId} />
      {notes && dataset.notes.length > 0 ? (
        <div className={styles.notes}>
          <p className={styles.notesHeading}>
            <Translate id="dataset.notes.heading">注記</Translate>
          </p>
          <ul>
            {dataset.notes.map((note) => (
              <li key={note.ja}>
                <LangMarkedText>{note[locale]}</LangMarkedText>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </details>
  );

  let body: ReactNode;
  if (model === null) {
    body = (
      <figure className={styles.tableFigure}>
        <figcaption className={styles.caption}>{title}</figcaption>
        {footer}
        {table}
      </figure>
    );
  } else {
    const xLabel = format.unit(unitById(dataset, model.hint.x));
    const yLabel = scaleText(
      format.unit(unitById(dataset, model.hint.y)),
      model.hint.yScale === 'log',
      locale,
    );
    const description = chartDescription(model.kind, xLabel, yLabel);
    if (model.kind === 'bar') {
      const { categories, series } = barProps(model, dataset, format, reader);
      body = (
        <BarChart
          title={title}
          description={description}
          valueLabel={yLabel}
          categoryLabel={xLabel}
          categories={categories}
          series={series}
          formatValue={format.tick}
          scale={model.hint.yScale}
          rangeLabel={translate({
            id: 'dataset.chart.rangeLegend',
            message: '範囲で示された値（下限〜上限）',
          })}
          footer={footer}
          table={table}
        />
      );
    } else {
      const { series, xDomain, yDomain } = lineProps(model, reader, locale);
      body = (
        <LineChart
          title={title}
          description={description}
          xLabel={xLabel}
          yLabel={yLabel}
          series={series}
          xDomain={xDomain}
          yDomain={yDomain}
          yScale={model.hint.yScale}
          formatX={format.tick}
          formatY={format.tick}
          footer={footer}
          table={table}
        />
      );
    }
  }

  return (
    <div
      ref={frameRef}
      id={frameId}
      className={styles.dataset}
      data-dataset-chart={dataset.id}
      data-presentable={frameId}
      data-presenting={presenting ? 'true' : undefined}
      data-presentation-target={targeted ? 'true' : undefined}
      tabIndex={presenting ? -1 : undefined}
    >
      {presenting ? (
        <PresentationControls
          scenarios={NO_SCENARIOS}
          currentScenarioId={null}
          onStep={noStep}
          onLeave={leavePresentation}
        />
      ) : null}
      {fullPageHref ? <EmbedBackLink href={fullPageHref} /> : null}
      <ChartPresentationContext value={presenting}>{body}</ChartPresentationContext>
    </div>
  );
}
