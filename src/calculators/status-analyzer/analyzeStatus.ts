/**
 * Two snapshots of `SHOW GLOBAL STATUS` → rates, ratios and flags.
 *
 * Every status counter is a total since the server started (or since
 * `FLUSH STATUS`), so a ratio of totals averages months of warm-up, batch
 * jobs and quiet nights. Everything here is computed from the DIFFERENCE of
 * two snapshots divided by the seconds between them (see
 * `/docs/io-memory/disk-io-hit-ratio#status-deltas`).
 *
 * ## What is measured
 *
 * | value | counters (Δ = after − before) |
 * |---|---|
 * | buffer-pool hit ratio | 1 − Δ`Innodb_buffer_pool_reads` / Δ`Innodb_buffer_pool_read_requests` |
 * | data reads/s, writes/s | Δ`Innodb_data_reads`, Δ`Innodb_data_writes` per second |
 * | fsyncs/s | Δ`Innodb_data_fsyncs` per second |
 * | commits/s | see "Which counter counts commits" |
 * | fsyncs per commit | InnoDB's fsyncs per commit, plus the binary log's (below) |
 * | queries/s | Δ`Questions` (statements sent by clients), else Δ`Queries` |
 * | temporary tables on disk | Δ`Created_tmp_disk_tables` / Δ`Created_tmp_tables` |
 *
 * ## Which counter counts commits
 *
 * The first of these whose Δ is above zero:
 *
 * 1. `Binlog_commits` (MariaDB): transactions written to the binary log —
 *    exactly the write transactions that go through the two-phase commit,
 *    and no read-only ones.
 * 2. `Binlog_cache_use` (MySQL and MariaDB): transactions that used the
 *    binary-log cache; the same count where `Binlog_commits` is missing.
 * 3. `Com_commit`: explicit `COMMIT` statements. Misses autocommit writes
 *    and includes read-only transactions, so it is approximate.
 * 4. The write statements `Com_insert`, `Com_update`, `Com_delete`,
 *    `Com_replace` and their `_select`/`_multi` forms, `Com_load`: with
 *    autocommit every such statement is one transaction.
 *
 * `Handler_commit` is NOT used: it counts storage-engine commit calls, per
 * engine and per statement. On the MariaDB 10.11 server that produced this
 * tool's fixtures, with the binary log on, one autocommit `UPDATE` added 2,
 * an explicit one-statement transaction 4, a two-statement one 6, and every
 * autocommit `SELECT` 1 (tests/unit/calculators/status-analyzer/fixtures/README.md).
 *
 * ## fsyncs per commit and the binary log
 *
 * `Innodb_data_fsyncs` counts InnoDB's own fsyncs (data files and redo log),
 * never the binary log's. MariaDB counts binary-log group commits
 * (`Binlog_group_commits`); with `sync_binlog=1` each is one fsync of the
 * binary log, so the total per commit is
 * (Δ`Innodb_data_fsyncs` + Δ`Binlog_group_commits`) / commits. MySQL has no
 * such status counter: there the figure is InnoDB's alone, a lower bound,
 * and the flag `binlog-fsyncs-not-counted` says so. Whether `sync_binlog` is
 * 1 is a setting, not a status value, so the caller states it
 * ({@link SyncBinlog}).
 *
 * Nothing here throws: every input yields an analysis or an error code.
 *
 * @packageDocumentation
 */

import type { ArticleRef } from './articles';
import {
  MAX_COUNTER_DIGITS,
  parseStatusSnapshot,
  readCounter,
  type ParseErrorCode,
  type SnapshotFormat,
  type StatusSnapshot,
} from './parseStatus';

/** Longest interval accepted: 31 days. */
export const MAX_INTERVAL_SECONDS = 31 * 24 * 60 * 60;

/**
 * Shortest interval accepted: 1 ms. Any shorter and a rate (a counter's
 * difference divided by the interval) grows without bound: `1e-320` seconds
 * made every rate Infinity and every ratio of two rates NaN.
 */
export const MIN_INTERVAL_SECONDS = 0.001;

/**
 * Largest rate an analysis can produce: the largest difference of two
 * counters over the shortest interval (after rounding it stays within).
 */
export const MAX_RATE_PER_SECOND = 10 ** MAX_COUNTER_DIGITS / MIN_INTERVAL_SECONDS;

/**
 * The server's `sync_binlog`: `'1'` fsyncs the binary log at every group
 * commit; `'0'` stands for 0 and for N > 1 (no fsync at every group commit).
 */
export type SyncBinlog = '1' | '0';

/** Counter the commit count came from (see the module documentation). */
export type CommitCounter =
  'Binlog_commits' | 'Binlog_cache_use' | 'Com_commit' | 'write-statements';

/** Counter the query rate came from. */
export type QueryCounter = 'Questions' | 'Queries';

/**
 * Whether the binary log was written during the interval: `on` when its
 * counters moved, `off` when they were present and still while write
 * statements ran, `unknown` otherwise.
 */
export type BinlogState = 'on' | 'off' | 'unknown';

/**
 * Rates measured over the interval (per second), rounded to
 * {@link SIGNIFICANT_DIGITS} significant digits — the values the page shows
 * and puts in a shared link. `null`: the counters were not in both snapshots.
 */
export interface StatusMetrics {
  readonly intervalSeconds: number;
  /** Δ`Innodb_buffer_pool_read_requests` / s: logical page reads. */
  readonly pageRequestsPerSecond: number | null;
  /** Δ`Innodb_buffer_pool_reads` / s: page reads the buffer pool could not serve. */
  readonly pageMissesPerSecond: number | null;
  /** Δ`Innodb_buffer_pool_read_ahead` / s: pages read ahead (not in the misses). */
  readonly readAheadPerSecond: number | null;
  /** Δ`Innodb_buffer_pool_wait_free` / s: waits for a free page. */
  readonly waitFreePerSecond: number | null;
  /** Δ`Innodb_data_reads` / s. */
  readonly dataReadsPerSecond: number | null;
  /** Δ`Innodb_data_writes` / s. */
  readonly dataWritesPerSecond: number | null;
  /** Δ`Innodb_data_fsyncs` / s. */
  readonly fsyncsPerSecond: number | null;
  /** Commits / s from {@link commitCounter}. */
  readonly commitsPerSecond: number | null;
  readonly commitCounter: CommitCounter | null;
  readonly binlog: BinlogState;
  /** Δ`Binlog_group_commits` / s (MariaDB only). */
  readonly binlogGroupCommitsPerSecond: number | null;
  readonly queriesPerSecond: number | null;
  readonly queryCounter: QueryCounter | null;
  /** Δ`Created_tmp_tables` / s. */
  readonly tmpTablesPerSecond: number | null;
  /** Δ`Created_tmp_disk_tables` / s. */
  readonly tmpDiskTablesPerSecond: number | null;
}

/** Significant digits kept in {@link StatusMetrics}. */
export const SIGNIFICANT_DIGITS = 6;

/** Ratios derived from {@link StatusMetrics}; `null` where undefined (no events, missing counters). */
export interface DerivedValues {
  /** Buffer-pool hit ratio, a fraction in [0, 1]. */
  readonly hitRatio: number | null;
  /** Δ`Innodb_data_fsyncs` per commit. */
  readonly innodbFsyncsPerCommit: number | null;
  /**
   * Binary-log fsyncs per commit: Δ`Binlog_group_commits` per commit with
   * `sync_binlog=1`, 0 with the binary log off or `sync_binlog` ≠ 1, `null`
   * when the server does not count them (MySQL) or the binary log's state is
   * unknown.
   */
  readonly binlogFsyncsPerCommit: number | null;
  /** InnoDB's plus the binary log's (InnoDB's alone where the latter is `null`). */
  readonly fsyncsPerCommit: number | null;
  /** Mean binary-log group size: commits per `Binlog_group_commits`. */
  readonly commitsPerGroupCommit: number | null;
  /** Δ`Created_tmp_disk_tables` / Δ`Created_tmp_tables`, a fraction in [0, 1]. */
  readonly tmpDiskRatio: number | null;
}

/** When a flag is raised. */
export interface Thresholds {
  /** `hit-ratio-low` below this hit ratio (fraction)… */
  readonly minHitRatio: number;
  /** …given at least this many page requests in the interval. */
  readonly minPageRequests: number;
  /** `fsyncs-per-commit-high` at or above this many fsyncs per commit, binary log on… */
  readonly maxFsyncsPerCommit: number;
  /** …given at least this many commits in the interval (also gates `binlog-fsyncs-not-counted`). */
  readonly minCommits: number;
  /** `tmp-disk-ratio-high` at or above this share of temporary tables on disk… */
  readonly maxTmpDiskRatio: number;
  /** …given at least this many temporary tables in the interval. */
  readonly minTmpTables: number;
  /** `read-ahead-high` when at least this many pages were read ahead, and more than were missed. */
  readonly minReadAheadPages: number;
  /** `low-activity` below this many queries in the interval. */
  readonly minQueries: number;
}

/**
 * Default thresholds. 99 % is the article's rule of thumb for the hit ratio
 * (at 1:100 memory-to-disk cost, 99 % already halves throughput); 2 fsyncs
 * per commit is what the 2009 post measured without working group commit;
 * 25 % of temporary tables on disk is a common tuning rule of thumb, not a
 * cited figure. The minimum counts keep a handful of events from raising a
 * flag.
 */
export const DEFAULT_THRESHOLDS: Thresholds = {
  minHitRatio: 0.99,
  minPageRequests: 1_000,
  maxFsyncsPerCommit: 2,
  minCommits: 100,
  maxTmpDiskRatio: 0.25,
  minTmpTables: 100,
  minReadAheadPages: 1_000,
  minQueries: 100,
};

/** What looks wrong (or needs saying) about the interval. */
export type FlagCode =
  | 'hit-ratio-low'
  | 'buffer-pool-wait-free'
  | 'read-ahead-high'
  | 'fsyncs-per-commit-high'
  | 'binlog-fsyncs-not-counted'
  | 'tmp-disk-ratio-high'
  | 'low-activity';

/** Calculators a flag or result can open pre-filled. */
export type CalculatorId = 'hit-ratio' | 'iops' | 'group-commit';

/** One raised flag. */
export interface StatusFlag {
  readonly code: FlagCode;
  /** `warning`: worth acting on; `info`: worth knowing when reading the numbers. */
  readonly severity: 'warning' | 'info';
  /** The measured figure that raised it (a fraction for ratios, a count per interval otherwise). */
  readonly value: number;
  /** The threshold it was compared with, in the same unit. */
  readonly threshold: number;
  /** Articles that explain it, most relevant first. */
  readonly articles: readonly ArticleRef[];
  /** The calculator that helps with it, if any. */
  readonly calculator?: CalculatorId;
}

/** Which snapshot a problem belongs to. */
export type SnapshotRole = 'before' | 'after';

/** Why the interval was rejected. */
export type IntervalErrorCode =
  | 'interval-empty'
  | 'interval-not-a-number'
  | 'interval-not-positive'
  | 'interval-too-small'
  | 'interval-too-large';

/** Why two snapshots cannot be compared. */
export type PairErrorCode =
  /** Uptime went down (by other than the interval): the server restarted in between. */
  | 'server-restarted'
  /** Uptime went down by about the interval: "before" and "after" were pasted the wrong way round. */
  | 'snapshots-swapped'
  /** `Uptime_since_flush_status` went down: `FLUSH STATUS` reset counters in between. */
  | 'status-flushed'
  /** A counter went down without a restart (reset, or snapshots of different servers). */
  | 'counter-decreased'
  /** Nothing changed: the same snapshot pasted twice. */
  | 'identical-snapshots'
  /** None of the values can be computed from the counters present in both. */
  | 'no-metrics';

export type AnalysisErrorCode = ParseErrorCode | IntervalErrorCode | PairErrorCode;

/** Why the analysis failed. */
export interface AnalysisError {
  readonly code: AnalysisErrorCode;
  /** The snapshot at fault, for parse errors. */
  readonly snapshot?: SnapshotRole;
  /** 1-based line of that snapshot. */
  readonly line?: number;
  /** The variable at fault. */
  readonly variable?: string;
}

/** Things the reader should know that do not stop the analysis. */
export type AnalysisWarningCode =
  /** Unrecognised lines around the data were skipped (`count`, first `line`). */
  | 'ignored-lines'
  /** The snapshots are in different formats — fine, said for the record. */
  | 'formats-differ'
  /** Many variables exist in one snapshot only (`count`): different versions or servers? */
  | 'variable-sets-differ'
  /** A value that identifies a server (`variable`) differs: different servers? */
  | 'different-server'
  /** No `Uptime` in both: a restart between the snapshots cannot be ruled out. */
  | 'uptime-missing'
  /** The Uptime difference (`uptimeSeconds`) disagrees with the interval given. */
  | 'interval-mismatch'
  /** Counters missing from a snapshot (`variables`): some values cannot be computed. */
  | 'missing-counters'
  /** A counter whose value is not a whole number (`variable`) was left out. */
  | 'not-a-counter'
  /** More buffer-pool misses than requests: the hit ratio is not shown. */
  | 'hit-ratio-counters-inconsistent';

export interface AnalysisWarning {
  readonly code: AnalysisWarningCode;
  readonly snapshot?: SnapshotRole;
  readonly count?: number;
  readonly line?: number;
  readonly variable?: string;
  readonly variables?: readonly string[];
  readonly uptimeSeconds?: number;
}

/** One counter's movement over the interval, for the "counters used" table. */
export interface CounterDelta {
  readonly name: string;
  readonly delta: number;
}

/** Everything the analyzer shows. */
export interface StatusAnalysis {
  readonly metrics: StatusMetrics;
  readonly derived: DerivedValues;
  readonly flags: readonly StatusFlag[];
  readonly warnings: readonly AnalysisWarning[];
  readonly formats: Readonly<Record<SnapshotRole, SnapshotFormat>>;
  /** Δ`Uptime`, when both snapshots have it. */
  readonly uptimeSeconds: number | null;
  /** The counters the values were computed from, in the order of the table above. */
  readonly counters: readonly CounterDelta[];
}

export type AnalysisResult =
  | { readonly ok: true; readonly value: StatusAnalysis }
  | { readonly ok: false; readonly error: AnalysisError };

/** What to analyse. */
export interface AnalysisInput {
  readonly before: string;
  readonly after: string;
  readonly intervalSeconds: number;
  /** Defaults to `'1'` (MySQL's default since 5.7.7; MariaDB's is 0). */
  readonly syncBinlog?: SyncBinlog;
  readonly thresholds?: Partial<Thresholds>;
}

// ---------------------------------------------------------------------------
// Interval

/**
 * Checks an interval in seconds: a number from {@link MIN_INTERVAL_SECONDS}
 * to {@link MAX_INTERVAL_SECONDS}.
 */
export function checkInterval(seconds: number): IntervalErrorCode | null {
  if (typeof seconds !== 'number' || Number.isNaN(seconds)) return 'interval-not-a-number';
  if (!(seconds > 0)) return 'interval-not-positive';
  if (seconds < MIN_INTERVAL_SECONDS) return 'interval-too-small';
  if (!(seconds <= MAX_INTERVAL_SECONDS)) return 'interval-too-large';
  return null;
}

/**
 * Reads an interval as typed: full-width digits (NFKC), thousands
 * separators, and a trailing unit `s`, `sec`, `秒` are accepted.
 */
export function parseIntervalText(
  raw: string,
):
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly code: IntervalErrorCode } {
  if (raw.length > 64) return { ok: false, code: 'interval-not-a-number' };
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/,/g, '')
    .replace(/\s*(s|sec|secs|seconds?|秒)$/i, '')
    .trim();
  if (text === '') return { ok: false, code: 'interval-empty' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
    return { ok: false, code: 'interval-not-a-number' };
  }
  const value = Number(text);
  const code = checkInterval(value);
  return code === null ? { ok: true, value: value === 0 ? 0 : value } : { ok: false, code };
}

// ---------------------------------------------------------------------------
// Counters

const C = {
  uptime: 'Uptime',
  uptimeSinceFlush: 'Uptime_since_flush_status',
  pageRequests: 'Innodb_buffer_pool_read_requests',
  pageMisses: 'Innodb_buffer_pool_reads',
  readAhead: 'Innodb_buffer_pool_read_ahead',
  waitFree: 'Innodb_buffer_pool_wait_free',
  dataReads: 'Innodb_data_reads',
  dataWrites: 'Innodb_data_writes',
  fsyncs: 'Innodb_data_fsyncs',
  binlogCommits: 'Binlog_commits',
  binlogCacheUse: 'Binlog_cache_use',
  binlogGroupCommits: 'Binlog_group_commits',
  binlogBytesWritten: 'Binlog_bytes_written',
  comCommit: 'Com_commit',
  questions: 'Questions',
  queries: 'Queries',
  tmpTables: 'Created_tmp_tables',
  tmpDiskTables: 'Created_tmp_disk_tables',
} as const;

/** Statements that are one transaction each under autocommit. */
export const WRITE_STATEMENT_COUNTERS: readonly string[] = [
  'Com_insert',
  'Com_insert_select',
  'Com_update',
  'Com_update_multi',
  'Com_delete',
  'Com_delete_multi',
  'Com_replace',
  'Com_replace_select',
  'Com_load',
];

/** Counters that only ever grow while the server runs (checked for going backwards). */
const MONOTONIC_COUNTERS: readonly string[] = [
  C.pageRequests,
  C.pageMisses,
  C.readAhead,
  C.waitFree,
  C.dataReads,
  C.dataWrites,
  C.fsyncs,
  C.binlogCommits,
  C.binlogCacheUse,
  C.binlogGroupCommits,
  C.binlogBytesWritten,
  C.comCommit,
  C.questions,
  C.queries,
  C.tmpTables,
  C.tmpDiskTables,
  ...WRITE_STATEMENT_COUNTERS,
];

/** Status values that identify a server and should not change between snapshots. */
const IDENTITY_VARIABLES: readonly string[] = [
  'Rsa_public_key',
  'Caching_sha2_password_rsa_public_key',
  'Innodb_page_size',
];

type Delta =
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not-a-counter' }
  | { readonly kind: 'decreased' };

function deltaOf(before: StatusSnapshot, after: StatusSnapshot, name: string): Delta {
  const a = readCounter(before, name);
  const b = readCounter(after, name);
  if (a.kind === 'missing' || b.kind === 'missing') return { kind: 'missing' };
  if (a.kind === 'not-a-counter' || b.kind === 'not-a-counter') return { kind: 'not-a-counter' };
  if (b.value < a.value) return { kind: 'decreased' };
  return { kind: 'value', value: Number(b.value - a.value) };
}

/** Rounds to {@link SIGNIFICANT_DIGITS} significant digits (0 stays 0). */
export function roundSignificant(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

// ---------------------------------------------------------------------------
// Derived values and flags (also used for metrics read from a shared link)

/**
 * Ratios from the rates. Works on rates rather than raw deltas so that a
 * shared link, which carries only the rates, gives the same ratios.
 */
export function deriveValues(metrics: StatusMetrics, syncBinlog: SyncBinlog = '1'): DerivedValues {
  const {
    pageRequestsPerSecond: requests,
    pageMissesPerSecond: misses,
    fsyncsPerSecond: fsyncs,
    commitsPerSecond: commits,
    binlogGroupCommitsPerSecond: groups,
    tmpTablesPerSecond: tmp,
    tmpDiskTablesPerSecond: tmpDisk,
  } = metrics;
  const hitRatio =
    requests !== null && misses !== null && requests > 0 && misses <= requests
      ? 1 - misses / requests
      : null;
  const perCommit = (value: number | null) =>
    value !== null && commits !== null && commits > 0 ? value / commits : null;
  const innodbFsyncsPerCommit = perCommit(fsyncs);
  let binlogFsyncsPerCommit: number | null;
  if (metrics.binlog === 'unknown') binlogFsyncsPerCommit = null;
  else if (metrics.binlog === 'off' || syncBinlog === '0') binlogFsyncsPerCommit = 0;
  else binlogFsyncsPerCommit = perCommit(groups);
  const fsyncsPerCommit =
    innodbFsyncsPerCommit === null ? null : innodbFsyncsPerCommit + (binlogFsyncsPerCommit ?? 0);
  const commitsPerGroupCommit =
    metrics.binlog === 'on' && groups !== null && groups > 0 && commits !== null
      ? commits / groups
      : null;
  const tmpDiskRatio =
    tmp !== null && tmpDisk !== null && tmp > 0 && tmpDisk <= tmp ? tmpDisk / tmp : null;
  return {
    hitRatio,
    innodbFsyncsPerCommit,
    binlogFsyncsPerCommit,
    fsyncsPerCommit,
    commitsPerGroupCommit,
    tmpDiskRatio,
  };
}

/** Events in the interval from a rate (rates are rounded, so this is approximate). */
function countOf(rate: number | null, intervalSeconds: number): number | null {
  return rate === null ? null : Math.round(rate * intervalSeconds);
}

/**
 * The flags raised by a set of metrics, warnings first.
 *
 * - `hit-ratio-low` (warning): hit ratio < `minHitRatio` with ≥ `minPageRequests` page requests.
 * - `buffer-pool-wait-free` (warning): any wait for a free buffer-pool page.
 * - `fsyncs-per-commit-high` (warning): fsyncs per commit ≥ `maxFsyncsPerCommit`,
 *   binary log on, ≥ `minCommits` commits.
 * - `tmp-disk-ratio-high` (warning): temporary tables on disk ≥ `maxTmpDiskRatio`
 *   with ≥ `minTmpTables` temporary tables.
 * - `read-ahead-high` (info): ≥ `minReadAheadPages` pages read ahead, more than were missed.
 * - `binlog-fsyncs-not-counted` (info): binary log on with `sync_binlog=1` and ≥ `minCommits`
 *   commits, but no `Binlog_group_commits` (MySQL): fsyncs per commit is InnoDB's alone.
 * - `low-activity` (info): fewer than `minQueries` queries in the interval.
 */
export function flagsFor(
  metrics: StatusMetrics,
  syncBinlog: SyncBinlog = '1',
  thresholdOverrides: Partial<Thresholds> = {},
): StatusFlag[] {
  const t = { ...DEFAULT_THRESHOLDS, ...thresholdOverrides };
  const derived = deriveValues(metrics, syncBinlog);
  const seconds = metrics.intervalSeconds;
  const flags: StatusFlag[] = [];

  const pageRequests = countOf(metrics.pageRequestsPerSecond, seconds);
  if (
    derived.hitRatio !== null &&
    pageRequests !== null &&
    pageRequests >= t.minPageRequests &&
    derived.hitRatio < t.minHitRatio
  ) {
    flags.push({
      code: 'hit-ratio-low',
      severity: 'warning',
      value: derived.hitRatio,
      threshold: t.minHitRatio,
      articles: [
        { article: 'disk-io-hit-ratio', anchor: 'hit-ratio-arithmetic' },
        { article: 'disk-io-hit-ratio', anchor: 'working-set' },
        { article: 'table-design-for-buffer-pool', anchor: 'practical-guidance' },
      ],
      calculator: 'hit-ratio',
    });
  }

  const waitFree = countOf(metrics.waitFreePerSecond, seconds);
  if (waitFree !== null && waitFree > 0) {
    flags.push({
      code: 'buffer-pool-wait-free',
      severity: 'warning',
      value: waitFree,
      threshold: 0,
      articles: [{ article: 'disk-io-hit-ratio', anchor: 'working-set' }],
    });
  }

  const commits = countOf(metrics.commitsPerSecond, seconds);
  const enoughCommits = commits !== null && commits >= t.minCommits;
  if (
    metrics.binlog === 'on' &&
    enoughCommits &&
    derived.fsyncsPerCommit !== null &&
    derived.fsyncsPerCommit >= t.maxFsyncsPerCommit
  ) {
    flags.push({
      code: 'fsyncs-per-commit-high',
      severity: 'warning',
      value: derived.fsyncsPerCommit,
      threshold: t.maxFsyncsPerCommit,
      articles: [
        { article: 'group-commit', anchor: 'fsync-counts' },
        { article: 'group-commit', anchor: 'binlog-group-commit-56' },
      ],
      calculator: 'group-commit',
    });
  }

  const tmpTables = countOf(metrics.tmpTablesPerSecond, seconds);
  if (
    derived.tmpDiskRatio !== null &&
    tmpTables !== null &&
    tmpTables >= t.minTmpTables &&
    derived.tmpDiskRatio >= t.maxTmpDiskRatio
  ) {
    flags.push({
      code: 'tmp-disk-ratio-high',
      severity: 'warning',
      value: derived.tmpDiskRatio,
      threshold: t.maxTmpDiskRatio,
      articles: [{ article: 'mysql-56-parameter-baseline', anchor: 'myisam-and-memory' }],
    });
  }

  const readAhead = countOf(metrics.readAheadPerSecond, seconds);
  const misses = countOf(metrics.pageMissesPerSecond, seconds);
  if (readAhead !== null && readAhead >= t.minReadAheadPages && readAhead > (misses ?? 0)) {
    flags.push({
      code: 'read-ahead-high',
      severity: 'info',
      value: readAhead,
      threshold: t.minReadAheadPages,
      articles: [
        { article: 'disk-io-hit-ratio', anchor: 'caveats' },
        { article: 'table-design-for-buffer-pool', anchor: 'limit-range-scans' },
      ],
    });
  }

  if (
    metrics.binlog === 'on' &&
    syncBinlog === '1' &&
    enoughCommits &&
    metrics.binlogGroupCommitsPerSecond === null &&
    derived.innodbFsyncsPerCommit !== null
  ) {
    flags.push({
      code: 'binlog-fsyncs-not-counted',
      severity: 'info',
      value: derived.innodbFsyncsPerCommit,
      threshold: t.maxFsyncsPerCommit,
      articles: [{ article: 'group-commit', anchor: 'binlog-group-commit-56' }],
      calculator: 'group-commit',
    });
  }

  const queries = countOf(metrics.queriesPerSecond, seconds);
  if (queries !== null && queries < t.minQueries) {
    flags.push({
      code: 'low-activity',
      severity: 'info',
      value: queries,
      threshold: t.minQueries,
      articles: [{ article: 'disk-io-hit-ratio', anchor: 'caveats' }],
    });
  }

  return [
    ...flags.filter((flag) => flag.severity === 'warning'),
    ...flags.filter((flag) => flag.severity === 'info'),
  ];
}

// ---------------------------------------------------------------------------
// The analysis

function parseBoth(
  input: AnalysisInput,
):
  | { ok: true; before: StatusSnapshot; after: StatusSnapshot; warnings: AnalysisWarning[] }
  | { ok: false; error: AnalysisError } {
  const warnings: AnalysisWarning[] = [];
  const snapshots: Partial<Record<SnapshotRole, StatusSnapshot>> = {};
  for (const role of ['before', 'after'] as const) {
    const result = parseStatusSnapshot(input[role]);
    if (!result.ok) return { ok: false, error: { ...result.error, snapshot: role } };
    snapshots[role] = result.value;
    for (const warning of result.warnings) warnings.push({ ...warning, snapshot: role });
  }
  return {
    ok: true,
    before: snapshots.before as StatusSnapshot,
    after: snapshots.after as StatusSnapshot,
    warnings,
  };
}

/** Restart, swap, FLUSH STATUS, a counter going backwards, identical input. */
function checkPair(
  before: StatusSnapshot,
  after: StatusSnapshot,
  intervalSeconds: number,
  sameText: boolean,
): { error: AnalysisError } | { uptimeSeconds: number | null; warnings: AnalysisWarning[] } {
  const warnings: AnalysisWarning[] = [];
  const tolerance = Math.max(2, intervalSeconds * 0.1);
  const upBefore = readCounter(before, C.uptime);
  const upAfter = readCounter(after, C.uptime);
  let uptimeSeconds: number | null = null;
  if (upBefore.kind === 'value' && upAfter.kind === 'value') {
    if (upAfter.value < upBefore.value) {
      // Swapped snapshots lose exactly the interval; a restart loses
      // whatever the server had been up, which matches the interval only by
      // coincidence.
      const drop = Number(upBefore.value - upAfter.value);
      const swapped = Math.abs(drop - intervalSeconds) <= tolerance;
      return { error: { code: swapped ? 'snapshots-swapped' : 'server-restarted' } };
    }
    uptimeSeconds = Number(upAfter.value - upBefore.value);
    const flushBefore = readCounter(before, C.uptimeSinceFlush);
    const flushAfter = readCounter(after, C.uptimeSinceFlush);
    if (
      flushBefore.kind === 'value' &&
      flushAfter.kind === 'value' &&
      flushAfter.value < flushBefore.value
    ) {
      return { error: { code: 'status-flushed' } };
    }
    if (Math.abs(uptimeSeconds - intervalSeconds) > tolerance) {
      warnings.push({ code: 'interval-mismatch', uptimeSeconds });
    }
  } else {
    warnings.push({ code: 'uptime-missing' });
  }

  let changed = 0;
  let grew = 0;
  const decreased: string[] = [];
  for (const name of MONOTONIC_COUNTERS) {
    const delta = deltaOf(before, after, name);
    if (delta.kind === 'decreased') decreased.push(name);
    if (delta.kind === 'value' && delta.value > 0) grew += 1;
    if (delta.kind === 'decreased' || (delta.kind === 'value' && delta.value > 0)) changed += 1;
  }
  const firstDecreased = decreased[0];
  if (firstDecreased !== undefined) {
    // Without Uptime, everything going down at once is most likely a swap.
    if (uptimeSeconds === null && grew === 0 && decreased.length >= 2) {
      return { error: { code: 'snapshots-swapped' } };
    }
    return { error: { code: 'counter-decreased', variable: firstDecreased } };
  }
  if (sameText || (changed === 0 && (uptimeSeconds === null || uptimeSeconds === 0))) {
    return { error: { code: 'identical-snapshots' } };
  }
  return { uptimeSeconds, warnings };
}

/** Warnings about whether the two snapshots belong together. */
function pairingWarnings(before: StatusSnapshot, after: StatusSnapshot): AnalysisWarning[] {
  const warnings: AnalysisWarning[] = [];
  if (before.format !== after.format) warnings.push({ code: 'formats-differ' });
  for (const name of IDENTITY_VARIABLES) {
    const a = before.variables.get(name.toLowerCase());
    const b = after.variables.get(name.toLowerCase());
    if (a && b && a.value !== b.value) {
      warnings.push({ code: 'different-server', variable: name });
      break;
    }
  }
  // Full outputs of the same server differ by a plugin at most; a filtered
  // snapshot (SHOW GLOBAL STATUS LIKE …) is a subset and not suspicious.
  if (before.variables.size >= 50 && after.variables.size >= 50) {
    let onlyOne = 0;
    for (const key of before.variables.keys()) if (!after.variables.has(key)) onlyOne += 1;
    for (const key of after.variables.keys()) if (!before.variables.has(key)) onlyOne += 1;
    const union = (before.variables.size + after.variables.size + onlyOne) / 2;
    if (onlyOne / union > 0.1) warnings.push({ code: 'variable-sets-differ', count: onlyOne });
  }
  return warnings;
}

/**
 * Compares two snapshots taken `intervalSeconds` apart.
 *
 * Checks, in order: the interval; each snapshot ({@link parseStatusSnapshot});
 * the pair (restart, swap, `FLUSH STATUS`, a counter going backwards,
 * identical input); then computes the rates. The first error found is
 * returned; warnings collect everything that did not stop the analysis.
 */
export function analyzeStatus(input: AnalysisInput): AnalysisResult {
  const intervalError = checkInterval(input.intervalSeconds);
  if (intervalError !== null) return { ok: false, error: { code: intervalError } };
  const intervalSeconds = input.intervalSeconds;
  const syncBinlog = input.syncBinlog ?? '1';

  const parsed = parseBoth(input);
  if (!parsed.ok) return parsed;
  const { before, after } = parsed;
  const pair = checkPair(before, after, intervalSeconds, input.before === input.after);
  if ('error' in pair) return { ok: false, error: pair.error };

  const warnings: AnalysisWarning[] = [
    ...parsed.warnings,
    ...pairingWarnings(before, after),
    ...pair.warnings,
  ];
  const missing = new Set<string>();
  const counters: CounterDelta[] = [];

  /** Δ of a counter, or null (noting why) when it cannot be used. */
  const take = (name: string, required: boolean): number | null => {
    const delta = deltaOf(before, after, name);
    if (delta.kind === 'value') {
      counters.push({ name, delta: delta.value });
      return delta.value;
    }
    if (delta.kind === 'not-a-counter') warnings.push({ code: 'not-a-counter', variable: name });
    else if (required) missing.add(name);
    return null;
  };
  const rate = (delta: number | null) =>
    delta === null ? null : roundSignificant(delta / intervalSeconds);

  const pageRequests = take(C.pageRequests, true);
  const pageMisses = take(C.pageMisses, true);
  const readAhead = take(C.readAhead, false);
  const waitFree = take(C.waitFree, false);
  const dataReads = take(C.dataReads, true);
  const dataWrites = take(C.dataWrites, true);
  const fsyncs = take(C.fsyncs, true);

  // Queries: Questions counts what clients sent; Queries adds statements run
  // inside stored programs.
  let queryCounter: QueryCounter | null = null;
  let queries = take(C.questions, false);
  if (queries !== null) queryCounter = 'Questions';
  else {
    queries = take(C.queries, false);
    if (queries !== null) queryCounter = 'Queries';
    else missing.add(C.questions);
  }

  // Binary log and commits (see the module documentation for the order).
  const binlogCommits = take(C.binlogCommits, false);
  const binlogCacheUse = take(C.binlogCacheUse, false);
  const binlogGroupCommits = take(C.binlogGroupCommits, false);
  const binlogBytes = take(C.binlogBytesWritten, false);
  const comCommit = take(C.comCommit, false);
  let writeStatements: number | null = null;
  for (const name of WRITE_STATEMENT_COUNTERS) {
    const delta = deltaOf(before, after, name);
    if (delta.kind !== 'value') continue;
    writeStatements = (writeStatements ?? 0) + delta.value;
    if (delta.value > 0) counters.push({ name, delta: delta.value });
  }

  let commitCounter: CommitCounter | null = null;
  let commits: number | null = null;
  const candidates: [CommitCounter, number | null][] = [
    ['Binlog_commits', binlogCommits],
    ['Binlog_cache_use', binlogCacheUse],
    ['Com_commit', comCommit],
    ['write-statements', writeStatements],
  ];
  for (const [counter, value] of candidates) {
    if (value !== null && value > 0) {
      commitCounter = counter;
      commits = value;
      break;
    }
  }
  if (commits === null) {
    // No commits at all, if any commit counter was there to say so.
    if (candidates.some(([, value]) => value !== null)) commits = 0;
    else missing.add(C.comCommit);
  }

  const binlogMoved = [binlogCommits, binlogCacheUse, binlogBytes].some(
    (value) => value !== null && value > 0,
  );
  const binlogCountersPresent = [binlogCommits, binlogCacheUse].some((value) => value !== null);
  const binlog: BinlogState = binlogMoved
    ? 'on'
    : binlogCountersPresent && writeStatements !== null && writeStatements > 0
      ? 'off'
      : 'unknown';

  const tmpTables = take(C.tmpTables, true);
  const tmpDiskTables = take(C.tmpDiskTables, true);

  const metrics: StatusMetrics = {
    intervalSeconds,
    pageRequestsPerSecond: rate(pageRequests),
    pageMissesPerSecond: rate(pageMisses),
    readAheadPerSecond: rate(readAhead),
    waitFreePerSecond: rate(waitFree),
    dataReadsPerSecond: rate(dataReads),
    dataWritesPerSecond: rate(dataWrites),
    fsyncsPerSecond: rate(fsyncs),
    commitsPerSecond: rate(commits),
    commitCounter,
    binlog,
    binlogGroupCommitsPerSecond: binlog === 'on' ? rate(binlogGroupCommits) : null,
    queriesPerSecond: rate(queries),
    queryCounter,
    tmpTablesPerSecond: rate(tmpTables),
    tmpDiskTablesPerSecond: rate(tmpDiskTables),
  };

  if (!hasAnyMetric(metrics)) return { ok: false, error: { code: 'no-metrics' } };
  if (missing.size > 0) warnings.push({ code: 'missing-counters', variables: [...missing] });
  if (pageRequests !== null && pageMisses !== null && pageMisses > pageRequests) {
    warnings.push({ code: 'hit-ratio-counters-inconsistent' });
  }

  return {
    ok: true,
    value: {
      metrics,
      derived: deriveValues(metrics, syncBinlog),
      flags: flagsFor(metrics, syncBinlog, input.thresholds),
      warnings,
      formats: { before: before.format, after: after.format },
      uptimeSeconds: pair.uptimeSeconds,
      counters,
    },
  };
}

/**
 * Seconds between two snapshots by their `Uptime`, when both parse and have
 * it and it did not go down — what the page offers as the interval when the
 * reader did not note one. `Uptime` has whole seconds.
 */
export function uptimeDifference(before: string, after: string): number | null {
  const a = parseStatusSnapshot(before);
  const b = parseStatusSnapshot(after);
  if (!a.ok || !b.ok) return null;
  const upBefore = readCounter(a.value, C.uptime);
  const upAfter = readCounter(b.value, C.uptime);
  if (upBefore.kind !== 'value' || upAfter.kind !== 'value' || upAfter.value <= upBefore.value) {
    return null;
  }
  const seconds = Number(upAfter.value - upBefore.value);
  return checkInterval(seconds) === null ? seconds : null;
}

/** Whether at least one headline value could be computed. */
export function hasAnyMetric(metrics: StatusMetrics): boolean {
  return [
    metrics.pageRequestsPerSecond,
    metrics.dataReadsPerSecond,
    metrics.dataWritesPerSecond,
    metrics.fsyncsPerSecond,
    metrics.commitsPerSecond,
    metrics.queriesPerSecond,
    metrics.tmpTablesPerSecond,
  ].some((value) => value !== null);
}
