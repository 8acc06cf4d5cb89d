/**
 * The analyzer's state in the URL: the measured rates, the interval and the
 * `sync_binlog` setting — never the pasted status, which is large and may be
 * private. A shared link reproduces the results and flags
 * ({@link flagsFor} works on these values alone) without the snapshots.
 *
 * A link may be edited by hand, so reading is as defensive as the other
 * calculators' (shared/queryParams): nothing throws, and each rejected
 * parameter is named so the page can say which one it ignored.
 *
 * @packageDocumentation
 */

import {
  parseChoice,
  parseNumber,
  type ChoiceParamSpec,
  type NumberParamSpec,
} from '../shared/queryParams';
import {
  MAX_INTERVAL_SECONDS,
  MAX_RATE_PER_SECOND,
  MIN_INTERVAL_SECONDS,
  hasAnyMetric,
  type BinlogState,
  type CommitCounter,
  type QueryCounter,
  type StatusMetrics,
  type SyncBinlog,
} from './analyzeStatus';

/**
 * Largest rate accepted from a link (per second): the largest an analysis
 * can produce, so that every link the page writes reads back.
 */
export const MAX_SHARED_RATE = MAX_RATE_PER_SECOND;

type RateKey = {
  [K in keyof StatusMetrics]: StatusMetrics[K] extends number | null
    ? K extends 'intervalSeconds'
      ? never
      : K
    : never;
}[keyof StatusMetrics];

/** URL parameter of each rate, in the order they are written. */
export const RATE_PARAMS: readonly (readonly [string, RateKey])[] = [
  ['req', 'pageRequestsPerSecond'],
  ['miss', 'pageMissesPerSecond'],
  ['ra', 'readAheadPerSecond'],
  ['wf', 'waitFreePerSecond'],
  ['dr', 'dataReadsPerSecond'],
  ['dw', 'dataWritesPerSecond'],
  ['fs', 'fsyncsPerSecond'],
  ['cps', 'commitsPerSecond'],
  ['bgc', 'binlogGroupCommitsPerSecond'],
  ['qps', 'queriesPerSecond'],
  ['tmp', 'tmpTablesPerSecond'],
  ['tmpd', 'tmpDiskTablesPerSecond'],
];

const rateSpec: NumberParamSpec = {
  kind: 'number',
  min: 0,
  max: MAX_SHARED_RATE,
  defaultValue: 0,
};
const intervalSpec: NumberParamSpec = {
  kind: 'number',
  min: MIN_INTERVAL_SECONDS,
  max: MAX_INTERVAL_SECONDS,
  defaultValue: 60,
};
const commitCounterSpec: ChoiceParamSpec<CommitCounter> = {
  kind: 'choice',
  values: ['Binlog_commits', 'Binlog_cache_use', 'Com_commit', 'write-statements'],
  defaultValue: 'Com_commit',
};
const queryCounterSpec: ChoiceParamSpec<QueryCounter> = {
  kind: 'choice',
  values: ['Questions', 'Queries'],
  defaultValue: 'Questions',
};
const binlogSpec: ChoiceParamSpec<BinlogState> = {
  kind: 'choice',
  values: ['on', 'off', 'unknown'],
  defaultValue: 'unknown',
};
const syncBinlogSpec: ChoiceParamSpec<SyncBinlog> = {
  kind: 'choice',
  values: ['1', '0'],
  defaultValue: '1',
};

/** Names of every parameter this page reads. */
export const SHARE_PARAM_NAMES: readonly string[] = [
  's',
  ...RATE_PARAMS.map(([name]) => name),
  'cc',
  'binlog',
  'qc',
  'sb',
];

/**
 * The query string (without `?`) for a result: the interval, every rate that
 * was measured, the counters they came from, and `sb` when `sync_binlog` is
 * not the default 1.
 */
export function metricsToQuery(metrics: StatusMetrics, syncBinlog: SyncBinlog = '1'): string {
  const search = new URLSearchParams();
  search.set('s', String(metrics.intervalSeconds));
  for (const [name, key] of RATE_PARAMS) {
    const value = metrics[key];
    if (value !== null) search.set(name, String(value));
  }
  if (metrics.commitCounter !== null) search.set('cc', metrics.commitCounter);
  if (metrics.binlog !== 'unknown') search.set('binlog', metrics.binlog);
  if (metrics.queryCounter !== null) search.set('qc', metrics.queryCounter);
  if (syncBinlog !== '1') search.set('sb', syncBinlog);
  return search.toString();
}

/** What a query string held. */
export interface SharedState {
  /** The shared result, or `null` when the link carries none (or not enough to show one). */
  readonly metrics: StatusMetrics | null;
  readonly syncBinlog: SyncBinlog;
  /** Parameters present but rejected. */
  readonly errors: readonly string[];
}

/** Reads a query string written by {@link metricsToQuery} (or edited by hand). */
export function metricsFromQuery(search: URLSearchParams): SharedState {
  const errors: string[] = [];
  const choice = <T extends string>(name: string, spec: ChoiceParamSpec<T>): T | null => {
    const raw = search.get(name);
    if (raw === null) return null;
    const result = parseChoice(raw, spec);
    if (result.ok) return result.value;
    errors.push(name);
    return null;
  };

  const syncBinlog = choice('sb', syncBinlogSpec) ?? '1';
  const rates: Partial<Record<RateKey, number | null>> = {};
  let anyRate = false;
  for (const [name, key] of RATE_PARAMS) {
    const raw = search.get(name);
    rates[key] = null;
    if (raw === null) continue;
    anyRate = true;
    const result = parseNumber(raw, rateSpec);
    if (result.ok) rates[key] = result.value;
    else errors.push(name);
  }
  const commitCounter = choice('cc', commitCounterSpec);
  const binlog = choice('binlog', binlogSpec) ?? 'unknown';
  const queryCounter = choice('qc', queryCounterSpec);

  const rawInterval = search.get('s');
  let intervalSeconds: number | null = null;
  if (rawInterval !== null) {
    const result = parseNumber(rawInterval, intervalSpec);
    if (result.ok) intervalSeconds = result.value;
    else errors.push('s');
  } else if (anyRate) {
    errors.push('s');
  }
  // Every parameter the link carried that the page cannot show is named, so
  // none vanishes from the rewritten link unexplained.
  const ignoreAllBut = (kept: readonly string[]) => {
    for (const name of SHARE_PARAM_NAMES) {
      if (search.has(name) && !kept.includes(name) && !errors.includes(name)) errors.push(name);
    }
  };
  // Without a rate and an interval there is no result: sync_binlog still applies to the sample.
  const nothingToShow = () => {
    ignoreAllBut(['sb']);
    return { metrics: null, syncBinlog, errors };
  };
  if (!anyRate || intervalSeconds === null) return nothingToShow();

  const metrics: StatusMetrics = {
    intervalSeconds,
    pageRequestsPerSecond: rates.pageRequestsPerSecond ?? null,
    pageMissesPerSecond: rates.pageMissesPerSecond ?? null,
    readAheadPerSecond: rates.readAheadPerSecond ?? null,
    waitFreePerSecond: rates.waitFreePerSecond ?? null,
    dataReadsPerSecond: rates.dataReadsPerSecond ?? null,
    dataWritesPerSecond: rates.dataWritesPerSecond ?? null,
    fsyncsPerSecond: rates.fsyncsPerSecond ?? null,
    commitsPerSecond: rates.commitsPerSecond ?? null,
    commitCounter: rates.commitsPerSecond == null ? null : commitCounter,
    binlog,
    binlogGroupCommitsPerSecond: rates.binlogGroupCommitsPerSecond ?? null,
    queriesPerSecond: rates.queriesPerSecond ?? null,
    queryCounter: rates.queriesPerSecond == null ? null : queryCounter,
    tmpTablesPerSecond: rates.tmpTablesPerSecond ?? null,
    tmpDiskTablesPerSecond: rates.tmpDiskTablesPerSecond ?? null,
  };
  if (!hasAnyMetric(metrics)) return nothingToShow();
  // A counter's name without its rate says nothing the page can show.
  if (metrics.commitCounter === null && commitCounter !== null) errors.push('cc');
  if (metrics.queryCounter === null && queryCounter !== null) errors.push('qc');
  return { metrics, syncBinlog, errors };
}
