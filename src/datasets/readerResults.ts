/**
 * A reader's own result file on a dataset's chart: text in, a validated
 * dataset and the series to draw out, or a typed error. Pure (no React, no
 * DOM): the component reads the file and draws; the tests feed text.
 *
 * What is accepted: a dataset (src/datasets/schema.ts) whose chart measures
 * are the shown chart's, by unit id and symbol — the x measure and the
 * plotted y measure. The axes are what make two figures comparable; the
 * dataset id is only a name (a reader's `npm run lab` writes the same id as
 * ours, but a renamed file or another dataset on the same axes is just as
 * comparable). A file of the same id whose units differ is reported as such
 * (an older version of the experiment, an edited file); one of another id
 * on other axes is the wrong dataset. Of the file's points, those in the
 * plotted unit are drawn; on a bar chart only on the chart's own categories
 * (a new category would change what the chart compares), on a log scale only
 * values above 0. The rest are counted, and the page says how many.
 *
 * @packageDocumentation
 */

// Types only: the validator (zod) is passed in, so it loads when a reader
// drops a file, not with the page (see src/components/ReaderResults).
import type {
  Dataset,
  DatasetIssue,
  DatasetUnit,
  LoadResult,
  LocalizedText,
  ValueQualifier,
} from './schema';
import { overlayEnvironment, type OverlayEnvironment } from './modelOverlays';
import { readerResultStrings } from './readerResultStrings';
import { messageText, type MessageKey, type MessageLocale } from '../i18n/messages';

/**
 * The largest file accepted, in bytes: 2 MiB, about ten times the largest
 * dataset the lab writes (lab-id-strategy.json, 177 kB). Larger is not a
 * result of these experiments, and parsing it would stall the page.
 */
export const MAX_READER_FILE_BYTES = 2 * 1024 * 1024;

/** How many schema issues a message lists; the rest are counted. */
export const MAX_LISTED_ISSUES = 8;

export type ReaderResultError =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'too-large'; readonly bytes: number; readonly limit: number }
  | { readonly kind: 'not-json' }
  | { readonly kind: 'schema'; readonly issues: readonly DatasetIssue[] }
  | { readonly kind: 'wrong-dataset'; readonly fileId: string; readonly shownId: string }
  | {
      readonly kind: 'incompatible-units';
      readonly axis: 'x' | 'y';
      readonly expected: Pick<DatasetUnit, 'id' | 'symbol'>;
      /** The file's unit of that id, or null when it has none. */
      readonly found: Pick<DatasetUnit, 'id' | 'symbol'> | null;
    }
  | { readonly kind: 'nothing-to-draw' };

/** One value of the reader's series, on the shown chart's x (a number or a category id). */
export interface ReaderPoint {
  readonly x: number | string;
  readonly y: number;
  readonly yHigh?: number;
  readonly qualifier?: ValueQualifier;
}

export interface ReaderSeries {
  /** `reader:<series id>`: never equal to a dataset series id (those are kebab-case). */
  readonly id: string;
  readonly seriesId: string;
  readonly label: LocalizedText;
  /** In the file's point order; sorted by x on a numeric axis. */
  readonly points: readonly ReaderPoint[];
}

export interface ReaderResult {
  /** The file's name, or null for pasted text. */
  readonly fileName: string | null;
  /** The text as read: "download your file" gives it back unchanged. */
  readonly text: string;
  readonly dataset: Dataset;
  /** Server and day (lab) or title and date (source), as the chart overlays read them. */
  readonly environment: OverlayEnvironment;
  readonly series: readonly ReaderSeries[];
  /** Points in the plotted unit that this chart cannot draw. */
  readonly skipped: number;
}

export type ReaderResultOutcome =
  | { readonly ok: true; readonly value: ReaderResult }
  | { readonly ok: false; readonly error: ReaderResultError };

/** The schema's validator, `loadDataset` of src/datasets/schema.ts. */
export type DatasetValidator = (json: unknown) => LoadResult;

const fail = (error: ReaderResultError): ReaderResultOutcome => ({ ok: false, error });

/** UTF-8 size of a text, for pasted text (a file's size is known before it is read). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

function unitOf(dataset: Dataset, id: string): DatasetUnit | undefined {
  return dataset.units.find((unit) => unit.id === id);
}

/**
 * Checks a reader's text against the shown dataset's chart. `bytes` is the
 * file's size when known (checked before anything else); without it the
 * text's UTF-8 size is used. The shown dataset must have a chart.
 */
export function readReaderResult(
  text: string,
  shown: Dataset,
  validate: DatasetValidator,
  options: { readonly fileName?: string | null; readonly bytes?: number } = {},
): ReaderResultOutcome {
  const hint = shown.chart;
  if (hint === null) throw new Error(`dataset "${shown.id}" has no chart to draw a result on`);
  const bytes = options.bytes ?? utf8Bytes(text);
  if (bytes > MAX_READER_FILE_BYTES) {
    return fail({ kind: 'too-large', bytes, limit: MAX_READER_FILE_BYTES });
  }
  // A UTF-8 byte-order mark (Windows editors) is not part of the JSON.
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail({ kind: 'empty' });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail({ kind: 'not-json' });
  }
  const loaded = validate(json);
  if (!loaded.ok) return fail({ kind: 'schema', issues: loaded.errors });
  const dataset = loaded.value;
  const sameId = dataset.id === shown.id;

  for (const axis of ['x', 'y'] as const) {
    const expected = unitOf(shown, hint[axis]);
    if (!expected) throw new Error(`dataset "${shown.id}": unknown unit "${hint[axis]}"`);
    const found = unitOf(dataset, hint[axis]);
    if (found?.symbol !== expected.symbol) {
      if (!sameId) return fail({ kind: 'wrong-dataset', fileId: dataset.id, shownId: shown.id });
      return fail({
        kind: 'incompatible-units',
        axis,
        expected: { id: expected.id, symbol: expected.symbol },
        found: found ? { id: found.id, symbol: found.symbol } : null,
      });
    }
  }

  // The x values this chart can place a value on.
  const shownPlotted = shown.points.filter((p) => p.unit === hint.y);
  const barXs = new Set(shownPlotted.map((p) => String(p.x)));
  const placeable = (x: number | string): boolean =>
    hint.kind === 'line' ? typeof x === 'number' : barXs.has(String(x));

  const inUnit = dataset.points.filter((p) => p.unit === hint.y);
  const drawn = inUnit.filter(
    (p) => placeable(p.x) && Number.isFinite(p.y) && (hint.yScale !== 'log' || p.y > 0),
  );
  if (drawn.length === 0) {
    return fail(
      sameId
        ? { kind: 'nothing-to-draw' }
        : { kind: 'wrong-dataset', fileId: dataset.id, shownId: shown.id },
    );
  }
  const series: ReaderSeries[] = dataset.series.flatMap((s) => {
    const points = drawn
      .filter((p) => p.series === s.id)
      .map((p): ReaderPoint => ({
        x: p.x,
        y: p.y,
        ...(p.yHigh === undefined ? {} : { yHigh: p.yHigh }),
        ...(p.qualifier === undefined ? {} : { qualifier: p.qualifier }),
      }));
    if (points.length === 0) return [];
    if (hint.kind === 'line') points.sort((a, b) => Number(a.x) - Number(b.x));
    return [{ id: `reader:${s.id}`, seriesId: s.id, label: s.label, points }];
  });
  return {
    ok: true,
    value: {
      fileName: options.fileName ?? null,
      text,
      dataset,
      environment: overlayEnvironment(dataset),
      series,
      skipped: inUnit.length - drawn.length,
    },
  };
}

/** A byte count as people read it (`2 MiB`, `340 KiB`). */
export function formatBytes(bytes: number, locale: MessageLocale): string {
  const tag = locale === 'en' ? 'en-US' : 'ja-JP';
  const format = (value: number) =>
    new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);
  // A no-break space: "2 MiB" broke between the number and its unit on a phone.
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))}\u00a0MiB`;
  if (bytes >= 1024) return `${format(bytes / 1024)}\u00a0KiB`;
  return `${format(bytes)}\u00a0B`;
}

function text(
  locale: MessageLocale,
  key: MessageKey<typeof readerResultStrings>,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return messageText(readerResultStrings, locale, key).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => (name in values ? String(values[name]) : whole),
  );
}

/** What went wrong, in the page's language: one sentence, and for a schema error the issues. */
export interface ReaderErrorMessage {
  readonly text: string;
  /** The schema's issues (English, as src/datasets/schema.ts words them), at most {@link MAX_LISTED_ISSUES}. */
  readonly issues: readonly string[];
  /** Issues not listed. */
  readonly moreIssues: number;
}

function unitText(unit: Pick<DatasetUnit, 'id' | 'symbol'>): string {
  return unit.symbol === '' ? unit.id : `${unit.id} (${unit.symbol})`;
}

/** The message of an error in `locale`. */
export function readerErrorMessage(
  error: ReaderResultError,
  locale: MessageLocale,
): ReaderErrorMessage {
  const plain = (message: string): ReaderErrorMessage => ({
    text: message,
    issues: [],
    moreIssues: 0,
  });
  switch (error.kind) {
    case 'empty':
      return plain(text(locale, 'reader.error.empty'));
    case 'unreadable':
      return plain(text(locale, 'reader.error.unreadable'));
    case 'too-large':
      return plain(
        text(locale, 'reader.error.tooLarge', {
          size: formatBytes(error.bytes, locale),
          limit: formatBytes(error.limit, locale),
        }),
      );
    case 'not-json':
      return plain(text(locale, 'reader.error.notJson'));
    case 'schema':
      return {
        text: text(locale, 'reader.error.schema', { count: error.issues.length }),
        issues: error.issues
          .slice(0, MAX_LISTED_ISSUES)
          .map((issue) => `${issue.path}: ${issue.message}`),
        moreIssues: Math.max(0, error.issues.length - MAX_LISTED_ISSUES),
      };
    case 'wrong-dataset':
      return plain(
        text(locale, 'reader.error.wrongDataset', { fileId: error.fileId, shownId: error.shownId }),
      );
    case 'incompatible-units':
      return plain(
        text(locale, 'reader.error.incompatibleUnits', {
          axis: text(locale, error.axis === 'x' ? 'reader.error.axis.x' : 'reader.error.axis.y'),
          expected: unitText(error.expected),
          found: error.found ? unitText(error.found) : text(locale, 'reader.error.unitMissing'),
        }),
      );
    case 'nothing-to-draw':
      return plain(text(locale, 'reader.error.nothingToDraw'));
  }
}

/** Where the reader's points come from, in a few words (server and day, or title and date). */
export function readerEnvironmentText(
  environment: OverlayEnvironment,
  locale: MessageLocale,
): string {
  return environment.kind === 'lab'
    ? text(locale, 'reader.environment.lab', { server: environment.server, date: environment.date })
    : text(locale, 'reader.environment.source', {
        title: environment.title,
        date: environment.date,
      });
}

/** The legend text of one of the reader's series. */
export function readerSeriesLabel(
  result: ReaderResult,
  series: ReaderSeries,
  locale: MessageLocale,
): string {
  return text(locale, 'reader.legend', {
    series: series.label[locale],
    file: result.fileName ?? text(locale, 'reader.pasted'),
    environment: readerEnvironmentText(result.environment, locale),
  });
}

/**
 * The comparison as one JSON document, for "download this comparison": the
 * shown dataset as published and the reader's dataset as validated, each
 * whole, so the file can be checked against the schema again.
 */
export function comparisonJson(shown: Dataset, result: ReaderResult): string {
  return `${JSON.stringify(
    {
      comparison: {
        shown: shown.id,
        readerFile: result.fileName,
      },
      shown,
      reader: result.dataset,
    },
    null,
    2,
  )}\n`;
}

/** The download name of the comparison: `<shown id>-comparison.json`. */
export function comparisonFileName(shown: Dataset): string {
  return `${shown.id}-comparison.json`;
}
