/**
 * What a dataset's chart draws, derived from its `chart` hint. Pure: no
 * React, no DOM, no formatting (the component formats numbers in the page's
 * locale), so the unit tests can check that the chart and the CSV carry the
 * same values.
 *
 * The chart plots the points whose unit is the hint's `y` measure; the other
 * points (derived ratios, counts in another unit) are in the data table and
 * the CSV only.
 *
 * @packageDocumentation
 */

import type {
  ChartHint,
  Dataset,
  DatasetPoint,
  Locale,
  ValueQualifier,
} from '../../datasets/schema';

/** One plotted value, as the source states it. */
export interface PlottedValue {
  readonly y: number;
  /** High end of a stated range. */
  readonly yHigh?: number;
  readonly qualifier?: ValueQualifier;
}

/** A category of a bar chart: a declared category, or a number on a numeric x measure. */
export interface BarCategoryModel {
  readonly key: string;
  readonly x: string | number;
  /** The category's label; `null` for a number, which the component formats. */
  readonly label: string | null;
}

export interface BarSeriesModel {
  readonly id: string;
  readonly label: string;
  /** One value per category, in category order; `null` where the series has none. */
  readonly values: readonly (PlottedValue | null)[];
}

/** Horizontal bars, grouped by category: the hint kinds `bar` and `groupedBar`. */
export interface BarChartModel {
  readonly kind: 'bar';
  readonly hint: ChartHint;
  readonly categories: readonly BarCategoryModel[];
  readonly series: readonly BarSeriesModel[];
}

export interface LinePointModel extends PlottedValue {
  readonly x: number;
}

export interface LineSeriesModel {
  readonly id: string;
  readonly label: string;
  /** Sorted by x. */
  readonly points: readonly LinePointModel[];
}

export interface LineChartModel {
  readonly kind: 'line';
  readonly hint: ChartHint;
  readonly series: readonly LineSeriesModel[];
}

export type ChartModel = BarChartModel | LineChartModel;

/** The points a dataset's chart draws: those in the hint's `y` measure. Empty without a chart. */
export function plottedPoints(dataset: Dataset): DatasetPoint[] {
  const chart = dataset.chart;
  return chart ? dataset.points.filter((p) => p.unit === chart.y) : [];
}

function plottedValue(point: DatasetPoint): PlottedValue {
  return {
    y: point.y,
    ...(point.yHigh === undefined ? {} : { yHigh: point.yHigh }),
    ...(point.qualifier === undefined ? {} : { qualifier: point.qualifier }),
  };
}

/** The chart of a dataset in `locale`, or `null` for a table-only dataset (`chart: null`). */
export function chartModel(dataset: Dataset, locale: Locale): ChartModel | null {
  const hint = dataset.chart;
  if (!hint) return null;
  const points = plottedPoints(dataset);
  const plottedSeries = dataset.series.filter((s) => points.some((p) => p.series === s.id));

  if (hint.kind === 'line') {
    return {
      kind: 'line',
      hint,
      series: plottedSeries.map((s) => ({
        id: s.id,
        label: s.label[locale],
        points: points
          .flatMap((p) =>
            p.series === s.id && typeof p.x === 'number' ? [{ x: p.x, ...plottedValue(p) }] : [],
          )
          .sort((a, b) => a.x - b.x),
      })),
    };
  }

  const numbers = [...new Set(points.flatMap((p) => (typeof p.x === 'number' ? [p.x] : [])))].sort(
    (a, b) => a - b,
  );
  const used = new Set(points.map((p) => String(p.x)));
  const categories: BarCategoryModel[] = [
    ...dataset.categories
      .filter((c) => used.has(c.id))
      .map((c) => ({ key: c.id, x: c.id, label: c.label[locale] })),
    ...numbers.map((n) => ({ key: `n:${n}`, x: n, label: null })),
  ];
  return {
    kind: 'bar',
    hint,
    categories,
    series: plottedSeries.map((s) => ({
      id: s.id,
      label: s.label[locale],
      values: categories.map((c) => {
        const point = points.find((p) => p.series === s.id && p.x === c.x);
        return point ? plottedValue(point) : null;
      }),
    })),
  };
}
