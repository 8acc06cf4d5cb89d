/**
 * Which measured points of a dataset sit on which calculator's model curve.
 *
 * A calculator draws its model from its current inputs; these selectors pick
 * the dataset points that share the chart's axes and units, for the
 * calculator's current settings, and never change the model to fit them.
 * Every selector is pure and takes the dataset as an argument, so the unit
 * tests can feed it both the real JSON and made-up datasets.
 *
 * @packageDocumentation
 */

// Types only: a value import from the schema module would ship zod to the page.
import { englishText } from './localized';
import type { Dataset, DatasetPoint, LocalizedText } from './schema';

/**
 * What the selectors read of a dataset: a whole dataset, or the slice of it
 * that plugins/datasets-catalog generates into src/datasets/overlayData/.
 */
export interface OverlayDataset {
  readonly id: string;
  readonly series: Dataset['series'];
  readonly environment: Pick<Dataset['environment'], 'hardware' | 'software' | 'configuration'>;
  readonly points: readonly Pick<DatasetPoint, 'series' | 'x' | 'y' | 'unit' | 'provenance'>[];
}

/** Where a series of points comes from, for the legend and the table. */
export type OverlayEnvironment =
  | {
      readonly kind: 'lab';
      /** Server and major.minor version, e.g. `MariaDB 10.11`. */
      readonly server: string;
      /** CPUs online, as the lab recorded it, or null when not recorded. */
      readonly cpus: string | null;
      /** Day of the run, `YYYY-MM-DD`. */
      readonly date: string;
    }
  | {
      readonly kind: 'source';
      /** Post, deck or README title. */
      readonly title: string;
      /** `YYYY-MM-DD`, `YYYY-MM`, `YYYY` or `"not stated"`. */
      readonly date: string;
    };

export interface OverlayPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * How a plotted y relates to the dataset's values:
 * - `measured`: the value as the dataset records it;
 * - `relative-to-in-memory`: lookups/s ÷ the same series' rate with the whole
 *   table in the buffer pool, × 100 (arithmetic on two measured values);
 * - `source-arithmetic`: the source's own worked example, not a measurement.
 */
export type OverlayValueKind = 'measured' | 'relative-to-in-memory' | 'source-arithmetic';

export interface OverlaySeries {
  /** `<dataset id>/<series id>`: unique across datasets. */
  readonly id: string;
  readonly datasetId: string;
  readonly seriesId: string;
  readonly label: LocalizedText;
  readonly environment: OverlayEnvironment;
  readonly valueKind: OverlayValueKind;
  /** Sorted by x. */
  readonly points: readonly OverlayPoint[];
}

/** English (or language-neutral) value of the entry whose English key matches `key`. */
function entryValue(field: Dataset['environment']['hardware'], key: RegExp): string | undefined {
  if (!Array.isArray(field)) return undefined;
  const found = field.find((entry) => key.test(englishText(entry.key)));
  return found ? englishText(found.value) : undefined;
}

/** The dataset's environment in a few words: the lab's server, CPUs and day, or the source's title and date. */
export function overlayEnvironment(dataset: OverlayDataset): OverlayEnvironment {
  const first = dataset.points[0]?.provenance;
  if (first === undefined) throw new Error(`dataset "${dataset.id}" has no points`);
  if (first.kind === 'lab') {
    const software = dataset.environment.software;
    const serverEntry = Array.isArray(software)
      ? software.find((entry) => / server$/i.test(englishText(entry.key)))
      : undefined;
    const version = serverEntry
      ? englishText(serverEntry.value).match(/^\d+\.\d+/)?.[0]
      : undefined;
    const server = serverEntry
      ? `${englishText(serverEntry.key).replace(/ server$/i, '')}${version ? ` ${version}` : ''}`
      : 'not stated';
    const cpus = entryValue(dataset.environment.hardware, /^CPUs online$/i) ?? null;
    return { kind: 'lab', server, cpus, date: first.date };
  }
  return { kind: 'source', title: first.title, date: first.date };
}

function seriesLabel(dataset: OverlayDataset, seriesId: string): LocalizedText {
  const series = dataset.series.find((s) => s.id === seriesId);
  if (!series) throw new Error(`dataset "${dataset.id}" has no series "${seriesId}"`);
  return series.label;
}

function numericPoints(
  dataset: OverlayDataset,
  seriesId: string,
  unit: string,
): OverlayDataset['points'][number][] {
  return dataset.points
    .filter((p) => p.series === seriesId && p.unit === unit && typeof p.x === 'number')
    .sort((a, b) => Number(a.x) - Number(b.x));
}

function makeSeries(
  dataset: OverlayDataset,
  seriesId: string,
  valueKind: OverlayValueKind,
  points: readonly OverlayPoint[],
): OverlaySeries {
  return {
    id: `${dataset.id}/${seriesId}`,
    datasetId: dataset.id,
    seriesId,
    label: seriesLabel(dataset, seriesId),
    environment: overlayEnvironment(dataset),
    valueKind,
    points,
  };
}

// ---------------------------------------------------------------- hit ratio

/** The hit-ratio calculator's costs, as its inputs give them. */
export interface HitRatioCostSettings {
  readonly mode: 'relative' | 'devices';
  readonly memoryCost: number;
  readonly diskCost: number;
}

/**
 * Points for the hit-ratio chart (x: hit ratio %, y: throughput % of the
 * all-in-memory rate).
 *
 * - The lab's single-client series (`*-1-client`): one lookup at a time is
 *   what the model describes (mean cost per request); with 8 clients disk
 *   reads overlap and the CPU saturates first, so those series are left out.
 *   y = lookups/s ÷ the same series' lookups/s at 100 % × 100.
 * - The source's worked example, only while the costs are the post's
 *   (relative, disk = 100 × memory): its numbers are arithmetic from those
 *   two costs, so with other costs they describe a different model.
 *   y = total time at 100 % ÷ total time at x × 100.
 */
export function hitRatioOverlay(
  lab: OverlayDataset,
  workedExample: OverlayDataset,
  costs: HitRatioCostSettings,
): OverlaySeries[] {
  const out: OverlaySeries[] = [];
  for (const { id } of lab.series) {
    if (!id.endsWith('-1-client')) continue;
    const points = numericPoints(lab, id, 'lookups-per-s');
    const allInMemory = points.find((p) => p.x === 100)?.y;
    if (allInMemory === undefined || !(allInMemory > 0)) continue;
    out.push(
      makeSeries(
        lab,
        id,
        'relative-to-in-memory',
        points.map((p) => ({ x: Number(p.x), y: (p.y / allInMemory) * 100 })),
      ),
    );
  }
  if (
    costs.mode === 'relative' &&
    costs.memoryCost > 0 &&
    costs.diskCost === costs.memoryCost * 100
  ) {
    for (const { id } of workedExample.series) {
      const points = numericPoints(workedExample, id, 'total-cost');
      const atFull = points.find((p) => p.x === 100)?.y;
      if (atFull === undefined || !(atFull > 0)) continue;
      out.push(
        makeSeries(
          workedExample,
          id,
          'source-arithmetic',
          points.filter((p) => p.y > 0).map((p) => ({ x: Number(p.x), y: (atFull / p.y) * 100 })),
        ),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------- group commit

export interface GroupCommitOverlaySettings {
  readonly binlog: boolean;
  readonly flushLogAtTrxCommit: number;
  readonly syncBinlog: number;
  /** The chart's largest client count: points beyond it are off the chart. */
  readonly maxClients: number;
}

export type GroupCommitOverlay =
  | {
      readonly status: 'shown';
      readonly series: OverlaySeries;
      /**
       * True when the settings fsync the binary log at commit: Innodb_data_fsyncs
       * does not count those, so the points compare with the model's InnoDB
       * (redo) fsyncs, not with the total.
       */
      readonly innodbOnly: boolean;
      /** Measured client counts beyond the chart's range (listed, not drawn). */
      readonly beyondChart: number;
    }
  | { readonly status: 'hidden'; readonly reason: 'binlog-off' | 'no-matching-run' };

/**
 * The lab's Innodb_data_fsyncs per commit for the run whose settings equal
 * the calculator's (binary log on, same innodb_flush_log_at_trx_commit and
 * sync_binlog), on the fsyncs-per-transaction chart (x: clients).
 */
export function groupCommitOverlay(
  lab: OverlayDataset,
  settings: GroupCommitOverlaySettings,
): GroupCommitOverlay {
  if (!settings.binlog) return { status: 'hidden', reason: 'binlog-off' };
  const seriesId = `flush-log-${settings.flushLogAtTrxCommit}-sync-binlog-${settings.syncBinlog}`;
  if (!lab.series.some((s) => s.id === seriesId)) {
    return { status: 'hidden', reason: 'no-matching-run' };
  }
  const all = numericPoints(lab, seriesId, 'innodb-data-fsyncs-per-commit');
  const onChart = all.filter((p) => Number(p.x) <= settings.maxClients);
  return {
    status: 'shown',
    series: makeSeries(
      lab,
      seriesId,
      'measured',
      onChart.map((p) => ({ x: Number(p.x), y: p.y })),
    ),
    innodbOnly: settings.syncBinlog !== 0,
    beyondChart: all.length - onChart.length,
  };
}

// ---------------------------------------------------------------- IOPS throttling

/** The read and write caps a throttling dataset ran with, from its configuration. */
export function throttleCaps(dataset: OverlayDataset): { read: number; write: number } | null {
  const config = dataset.environment.configuration;
  const cap = (key: RegExp) => {
    const value = entryValue(config, key)?.match(/(\d+)\s*$/)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  const read = cap(/read_iops_device$/);
  const write = cap(/write_iops_device$/);
  return read === undefined || write === undefined ? null : { read, write };
}

export type ThrottleOverlay =
  | { readonly status: 'shown'; readonly series: OverlaySeries }
  | {
      readonly status: 'hidden';
      readonly reason: 'other-caps';
      /** The caps the measurement ran with. */
      readonly caps: { read: number; write: number };
    };

/**
 * The measured total IOPS under cgroup read/write caps (x: read share %), on
 * the calculator's min(readCap / r, writeCap / (1 − r), device) curve — only
 * while the calculator's caps are the ones the measurement ran with.
 */
export function throttleOverlay(
  dataset: OverlayDataset,
  caps: { readonly read: number; readonly write: number },
): ThrottleOverlay {
  const measuredCaps = throttleCaps(dataset);
  if (measuredCaps === null) throw new Error(`dataset "${dataset.id}" states no IOPS caps`);
  if (measuredCaps.read !== caps.read || measuredCaps.write !== caps.write) {
    return { status: 'hidden', reason: 'other-caps', caps: measuredCaps };
  }
  const points = numericPoints(dataset, 'total', 'iops').map((p) => ({ x: Number(p.x), y: p.y }));
  return { status: 'shown', series: makeSeries(dataset, 'total', 'measured', points) };
}

// ---------------------------------------------------------------- ID strategy

/** The snowflake calculator's insert-locality reasons (see src/calculators/snowflake/locality.ts). */
export type LocalityReasonForOverlay =
  | 'leading-timestamp'
  | 'leading-counter'
  | 'prefixed-timestamp'
  | 'prefixed-counter'
  | 'no-ordered-part';

/**
 * The lab's key orders that behave like a layout with this locality: the one
 * it matches, and one of the opposite kind for contrast.
 */
export function idStrategySeriesFor(reason: LocalityReasonForOverlay): {
  readonly matched: string;
  readonly contrast: string;
} {
  switch (reason) {
    case 'leading-timestamp':
      return { matched: 'snowflake-time-first', contrast: 'snowflake-shard-first' };
    case 'leading-counter':
      return { matched: 'sequential-bigint', contrast: 'random-bigint' };
    case 'prefixed-timestamp':
    case 'prefixed-counter':
      return { matched: 'snowflake-shard-first', contrast: 'snowflake-time-first' };
    case 'no-ordered-part':
      return { matched: 'random-bigint', contrast: 'snowflake-time-first' };
  }
}

/**
 * The lab's insert rate against rows inserted (x: rows, y: rows/s) for the
 * key order that matches the layout's locality, and for the contrasting one.
 */
export function idStrategyOverlay(
  lab: OverlayDataset,
  reason: LocalityReasonForOverlay,
): { readonly matched: OverlaySeries; readonly contrast: OverlaySeries } {
  const { matched, contrast } = idStrategySeriesFor(reason);
  const series = (id: string) =>
    makeSeries(
      lab,
      id,
      'measured',
      numericPoints(lab, id, 'inserts-per-s').map((p) => ({ x: Number(p.x), y: p.y })),
    );
  return { matched: series(matched), contrast: series(contrast) };
}
