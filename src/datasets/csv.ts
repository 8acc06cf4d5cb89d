/**
 * CSV export of a dataset, for the charts' "download CSV" button. Pure: no
 * DOM, no I/O.
 *
 * Format (RFC 4180): one header row, then one record per point in dataset
 * order; fields that contain a comma, a double quote, CR or LF are enclosed in
 * double quotes with inner quotes doubled; records end with CRLF. Labels
 * (series, categories, units, qualifiers, header) are in the requested
 * locale; numbers are written in plain JavaScript notation (`113701.8`,
 * `55000000000`) so spreadsheets read them as numbers.
 *
 * Columns: series, x (named after the chart's x measure), y, high end of a
 * range, qualifier (approx., at least, …), unit, source (title, date,
 * locator or lab run in the requested locale, and the arithmetic for a
 * derived value).
 *
 * @packageDocumentation
 */

import { inLocale } from './localized';
import type { Dataset, DatasetPoint, Locale, ValueQualifier } from './schema';

interface CsvWords {
  readonly series: string;
  readonly x: string;
  readonly y: string;
  readonly yHigh: string;
  readonly qualifier: string;
  readonly unit: string;
  readonly source: string;
  readonly derived: string;
  readonly qualifiers: Readonly<Record<ValueQualifier, string>>;
}

const WORDS: Readonly<Record<Locale, CsvWords>> = {
  ja: {
    series: '系列',
    x: '項目',
    y: '値',
    yHigh: '値(上限)',
    qualifier: '但し書き',
    unit: '単位',
    source: '出典',
    derived: '計算値',
    qualifiers: { approx: '約', atLeast: '以上', moreThan: '超', atMost: '以下(上限)' },
  },
  en: {
    series: 'Series',
    x: 'Item',
    y: 'Value',
    yHigh: 'Value (high end)',
    qualifier: 'Qualifier',
    unit: 'Unit',
    source: 'Source',
    derived: 'derived',
    qualifiers: {
      approx: 'approx.',
      atLeast: 'at least',
      moreThan: 'more than',
      atMost: 'at most',
    },
  },
};

/** Quotes one field when RFC 4180 requires it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Joins records of fields into RFC 4180 text (CRLF after every record). */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

export function unitText(dataset: Dataset, id: string, locale: Locale): string {
  const unit = dataset.units.find((u) => u.id === id);
  if (!unit) return id;
  const label = unit.label[locale];
  // A label that already ends with its symbol ("Throughput (NOTPM)", "IOPS") keeps it once.
  const symbol = unit.symbol;
  const named =
    symbol === '' ||
    label === symbol ||
    label.endsWith(`(${symbol})`) ||
    label.endsWith(`（${symbol}）`);
  return named ? label : `${label} (${symbol})`;
}

function sourceText(point: DatasetPoint, locale: Locale): string {
  const p = point.provenance;
  const base =
    p.kind === 'seed'
      ? `${p.title} (${p.date}), ${inLocale(p.locator, locale)}`
      : `${p.script} (${p.date})${p.run === undefined ? '' : `, ${inLocale(p.run, locale)}`}`;
  return p.derived ? `${base}; ${WORDS[locale].derived}: ${p.derived.formula[locale]}` : base;
}

/**
 * The dataset as CSV text in `locale`. With `bom: true` the text starts with
 * U+FEFF, which spreadsheet programs use to detect UTF-8.
 */
export function datasetToCsv(
  dataset: Dataset,
  locale: Locale,
  options: { readonly bom?: boolean } = {},
): string {
  const w = WORDS[locale];
  const xHeader = dataset.chart ? unitText(dataset, dataset.chart.x, locale) : w.x;
  const header = [w.series, xHeader, w.y, w.yHigh, w.qualifier, w.unit, w.source];
  const seriesLabel = new Map(dataset.series.map((s) => [s.id, s.label[locale]]));
  const categoryLabel = new Map(dataset.categories.map((c) => [c.id, c.label[locale]]));
  const rows = dataset.points.map((p) => [
    seriesLabel.get(p.series) ?? p.series,
    typeof p.x === 'number' ? String(p.x) : (categoryLabel.get(p.x) ?? p.x),
    String(p.y),
    p.yHigh === undefined ? '' : String(p.yHigh),
    p.qualifier === undefined ? '' : w.qualifiers[p.qualifier],
    unitText(dataset, p.unit, locale),
    sourceText(p, locale),
  ]);
  return `${options.bom ? '\uFEFF' : ''}${toCsv([header, ...rows])}`;
}

/** Download file name: `<id>.<locale>.csv`. */
export function csvFileName(dataset: Pick<Dataset, 'id'>, locale: Locale): string {
  return `${dataset.id}.${locale}.csv`;
}
