import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
// Types only: a value import from the schema module would ship zod to the page.
import { inLocale } from '../../datasets/localized';
import type { Dataset, DatasetPoint } from '../../datasets/schema';
import { plottedPoints } from './model';
import type { DatasetFormat } from './format';
import styles from './dataTable.module.css';
import LangMarkedText from '../LangMarkedText';

interface Props {
  readonly dataset: Dataset;
  readonly format: DatasetFormat;
  /** Id of the caption, so a scrolling wrapper can name itself after it. */
  readonly captionId: string;
}

/** The label of a point's x: its category's label, or the number with the x measure's symbol. */
export function xText(dataset: Dataset, point: DatasetPoint, format: DatasetFormat): string {
  if (typeof point.x === 'string') {
    return dataset.categories.find((c) => c.id === point.x)?.label[format.locale] ?? point.x;
  }
  const xUnit = dataset.chart ? dataset.units.find((u) => u.id === dataset.chart?.x) : undefined;
  const symbol = xUnit ? format.symbol(xUnit) : '';
  return symbol === '' ? format.number(point.x) : `${format.number(point.x)} ${symbol}`;
}

/**
 * Every point of the dataset, in dataset order (the order of the CSV), with
 * its qualifier, range, unit and where the source states it. Rendered on the
 * server: it is the chart's accessible fallback and the whole dataset for a
 * table-only one.
 */
export default function DataTable({ dataset, format, captionId }: Props): ReactNode {
  const { locale } = format;
  const multiSeries = dataset.series.length > 1;
  const plotted = plottedPoints(dataset).length;
  const title = dataset.title[locale];
  const xUnit = dataset.chart ? dataset.units.find((u) => u.id === dataset.chart?.x) : undefined;
  const yUnit = dataset.chart ? dataset.units.find((u) => u.id === dataset.chart?.y) : undefined;
  const caption =
    dataset.chart && yUnit && plotted < dataset.points.length
      ? translate(
          {
            id: 'dataset.table.captionPartial',
            message:
              '{title}：全 {count} 件の値。グラフはこのうち「{measure}」の {plotted} 件を描いています。',
          },
          {
            title,
            count: dataset.points.length,
            measure: yUnit.label[locale],
            plotted,
          },
        )
      : translate(
          { id: 'dataset.table.caption', message: '{title}：全 {count} 件の値' },
          { title, count: dataset.points.length },
        );

  const seriesLabel = new Map(dataset.series.map((s) => [s.id, s.label[locale]]));
  const unitOf = new Map(dataset.units.map((u) => [u.id, u]));

  return (
    // A focusable, named region: on a narrow screen the table scrolls sideways
    // inside it, and keyboard users must be able to scroll it too (axe:
    // scrollable-region-focusable), hence the tabIndex on a non-control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              {xUnit ? format.unit(xUnit) : <Translate id="dataset.table.item">項目</Translate>}
            </th>
            {multiSeries ? (
              <th scope="col">
                <Translate id="dataset.table.series">系列</Translate>
              </th>
            ) : null}
            <th scope="col">
              <Translate id="dataset.table.value">値</Translate>
            </th>
            <th scope="col">
              <Translate id="dataset.table.unit">単位</Translate>
            </th>
            <th scope="col">
              <Translate id="dataset.table.source">出典の箇所・注記</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {dataset.points.map((point) => {
            const unit = unitOf.get(point.unit);
            const p = point.provenance;
            return (
              <tr key={`${point.series}:${String(point.x)}:${point.unit}`}>
                <th scope="row">{xText(dataset, point, format)}</th>
                {multiSeries ? <td>{seriesLabel.get(point.series) ?? point.series}</td> : null}
                <td className={styles.number}>{format.value(point)}</td>
                <td>{unit ? format.unit(unit) : point.unit}</td>
                <td className={styles.sourceCell}>
                  {p.kind === 'seed' ? (
                    <LangMarkedText>{inLocale(p.locator, locale)}</LangMarkedText>
                  ) : (
                    `${p.script} (${p.date})`
                  )}
                  {p.derived ? (
                    <span className={styles.cellNote}>
                      <Translate
                        id="dataset.table.derived"
                        values={{
                          formula: <LangMarkedText>{p.derived.formula[locale]}</LangMarkedText>,
                        }}
                      >
                        {'計算値：{formula}'}
                      </Translate>
                    </span>
                  ) : null}
                  {point.note ? (
                    <span className={styles.cellNote}>{point.note[locale]}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
