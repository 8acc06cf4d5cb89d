/**
 * Group commit and the binary-log two-phase commit: how many fsyncs one
 * transaction costs, and how many commits per second those fsyncs allow, for
 * four server generations and the durability settings.
 *
 * ## What the source states (Matsunobu, 2009-08-12)
 *
 * - 5.0/5.1 built-in InnoDB with the binary log on wraps the whole two-phase
 *   commit in `prepare_commit_mutex`: prepare (redo fsync) → binary log write
 *   → commit (redo fsync). Every fsync runs alone: 2 per transaction with
 *   `innodb_support_xa=1`, 1 with `innodb_support_xa=0`, whatever the
 *   concurrency. The model reproduces these exactly.
 * - InnoDB Plugin 1.0.4 moves both redo fsyncs outside the mutex, so
 *   concurrent transactions share them (group commit). The binary log is
 *   still written — and, with `sync_binlog=1`, fsynced — one transaction at a
 *   time inside the mutex ("sync-binlog=1 の場合は依然として遅く").
 *
 * ## Later generations (documents cited in {@link generationInfo})
 *
 * - 5.6/5.7 binary log group commit: a leader takes the whole queue through
 *   flush (one redo fsync for the group's prepare records, then the group's
 *   binary log events), sync (one binary log fsync per group, or per N groups
 *   with `sync_binlog=N`) and commit (InnoDB commit in binary log order
 *   without its own fsync). 2 fsyncs per group with 1/1.
 * - 8.0+: the same commit pipeline; `innodb_support_xa` no longer exists
 *   (two-phase commit is always on).
 *
 * ## The model's assumptions (ours, not the source's)
 *
 * - One device executes fsyncs one at a time; each takes `fsyncLatencyUs`
 *   (so it sustains 1e6 / fsyncLatencyUs fsyncs per second). Redo log and
 *   binary log share it.
 * - N clients commit in a closed loop: each has exactly one transaction in
 *   flight and spends `otherTimeUs` per transaction outside fsync waits
 *   (executing SQL, network). The default 0 is the best case for sharing.
 * - Fsyncs inside a serialising mutex are never shared. A shared (group)
 *   flush takes every commit request that is waiting when it starts.
 * - Group size: a client's cycle is P = other time + its fsync waits; the
 *   share of that cycle it spends waiting on the shared flush is
 *   visits × D / P, where D is the time one group's fsyncs take. The group
 *   size is that share × N — the clients waiting at once — between 1 and N.
 *   With no other time every waiting client joins (group = N).
 * - Commit-rate ceiling = min(N / P, device fsync rate / fsyncs per
 *   transaction). CPU, locks, the mutex-serialised binary log write and
 *   queueing beyond one fsync are not modelled, so real systems stay below
 *   it.
 * - `innodb_flush_log_at_trx_commit` 0/2 and `sync_binlog=0` issue no fsync at
 *   commit; the about-once-per-second background redo flush is reported
 *   separately, not per transaction.
 *
 * The model is not fitted to the post's Plugin 1.0.4 measurement; the page
 * shows that measurement next to the model's value.
 *
 * @packageDocumentation
 */

import {
  isWithinBound,
  type CalculationResult,
  type AttributedCitation,
  type InputBound,
} from './types';
import { SEED_GROUP_COMMIT_POST } from './sources';

/** Server generations the simulator distinguishes. */
export const generations = ['builtin', 'plugin', 'bgc', 'mysql8'] as const;

/**
 * - `builtin`: MySQL 5.0/5.1 with the built-in InnoDB.
 * - `plugin`: InnoDB Plugin 1.0.4 on 5.1, and MySQL 5.5 (which ships that engine line).
 * - `bgc`: MySQL 5.6/5.7 with binary log group commit.
 * - `mysql8`: MySQL 8.0 and later.
 */
export type Generation = (typeof generations)[number];

/** Whether a string (from a URL, say) names a generation. */
export function isGeneration(value: string): value is Generation {
  return (generations as readonly string[]).includes(value);
}

/** Values of `innodb_flush_log_at_trx_commit` the simulator models. */
export type FlushLogAtTrxCommit = 0 | 1 | 2;

/** What each generation has and how it counts `sync_binlog=N`. */
export interface GenerationInfo {
  readonly id: Generation;
  /** Whether `innodb_support_xa` exists (it was removed in 8.0). */
  readonly hasSupportXa: boolean;
  /** `sync_binlog=N` counts binary log writes (transactions) up to 5.5, commit groups from 5.6. */
  readonly syncBinlogCounts: 'transactions' | 'groups';
  /** Whether the binary log itself is group-committed (flush / sync / commit stages). */
  readonly binlogGroupCommit: boolean;
  readonly sources: readonly AttributedCitation[];
}

const WL5223: AttributedCitation = {
  kind: 'vendor',
  source: 'mysql-wl5223',
  asOf: 'MySQL 5.6',
  note: 'Binary log group commit: commits pass through flush, sync and commit stages, each led by the first thread to arrive.',
};

const COMMIT_STAGE_MANAGER: AttributedCitation = {
  kind: 'vendor',
  source: 'mysql-commit-stage-manager',
  asOf: 'read for MySQL 9.6.0',
  note: 'Stages BINLOG_FLUSH_STAGE, SYNC_STAGE, COMMIT_STAGE. The source (sql/binlog.cc) sets HA_IGNORE_DURABILITY at prepare and flushes the group\'s prepared redo records once in the flush stage ("We flush prepared records of transactions to the log of storage engine (for example, InnoDB redo log) in a group right before flushing them to binary log").',
};

const SYNC_BINLOG_57: AttributedCitation = {
  kind: 'vendor',
  source: 'mysql57-binlog-options',
  locator: 'sync_binlog',
  asOf: 'MySQL 5.7',
  note: 'sync_binlog=N (N > 1): the binary log is synchronized to disk after N binary log commit groups. Up to 5.5 the manual counts N writes to the binary log (one per transaction). Default changed from 0 to 1 in 5.7.7.',
};

const REMOVED_IN_80: AttributedCitation = {
  kind: 'vendor',
  source: 'mysql80-added-deprecated-removed',
  asOf: 'MySQL 8.0',
  note: 'innodb_support_xa: deprecated in 5.7.10 (from then on it can no longer be turned off), removed in 8.0.0.',
};

/** The four generations, oldest first. */
export const generationInfo: Readonly<Record<Generation, GenerationInfo>> = {
  builtin: {
    id: 'builtin',
    hasSupportXa: true,
    syncBinlogCounts: 'transactions',
    binlogGroupCommit: false,
    sources: [SEED_GROUP_COMMIT_POST],
  },
  plugin: {
    id: 'plugin',
    hasSupportXa: true,
    syncBinlogCounts: 'transactions',
    binlogGroupCommit: false,
    sources: [SEED_GROUP_COMMIT_POST],
  },
  bgc: {
    id: 'bgc',
    hasSupportXa: true,
    syncBinlogCounts: 'groups',
    binlogGroupCommit: true,
    sources: [WL5223, COMMIT_STAGE_MANAGER, SYNC_BINLOG_57, REMOVED_IN_80],
  },
  mysql8: {
    id: 'mysql8',
    hasSupportXa: false,
    syncBinlogCounts: 'groups',
    binlogGroupCommit: true,
    sources: [COMMIT_STAGE_MANAGER, SYNC_BINLOG_57, REMOVED_IN_80],
  },
};

/** The durability settings of one server. */
export interface CommitSettings {
  readonly generation: Generation;
  /** Binary log on (`log-bin`) or off. */
  readonly binlog: boolean;
  /** `innodb_flush_log_at_trx_commit`. */
  readonly flushLogAtTrxCommit: FlushLogAtTrxCommit;
  /** `sync_binlog`: 0, 1 or N. */
  readonly syncBinlog: number;
  /** `innodb_support_xa`; ignored (always on) for 8.0, where the variable no longer exists. */
  readonly supportXa: boolean;
}

/** Everything {@link simulateGroupCommit} needs. */
export interface SimulationInput extends CommitSettings {
  /** Clients committing at the same time (each with one transaction in flight). */
  readonly clients: number;
  /** Time one fsync takes on the device, in microseconds. */
  readonly fsyncLatencyUs: number;
  /** Time each transaction spends outside fsync waits (SQL, network), in microseconds. */
  readonly otherTimeUs: number;
}

/** Bounds of every numeric input. With all of them bounded every output stays finite. */
export const inputBounds = {
  clients: { min: 1, max: 100_000, default: 30, step: 1, integer: true, unit: 'count' },
  fsyncLatencyUs: {
    min: 0.1,
    max: 10_000_000,
    default: 100,
    step: 0.1,
    integer: false,
    unit: 'us',
  },
  fsyncsPerSecond: {
    min: 0.1,
    max: 10_000_000,
    default: 10_000,
    step: 1,
    integer: false,
    unit: 'per-second',
  },
  otherTimeUs: { min: 0, max: 10_000_000, default: 0, step: 1, integer: false, unit: 'us' },
  /** MySQL accepts 0 … 4294967295. */
  syncBinlog: { min: 0, max: 4_294_967_295, default: 0, step: 1, integer: true, unit: 'count' },
  /** Most points {@link concurrencySeries} returns. */
  seriesPoints: { min: 2, max: 2_000, default: 120, step: 1, integer: true, unit: 'count' },
} as const satisfies Record<string, InputBound>;

/** Why an input was rejected. */
export type GroupCommitErrorCode =
  | 'clients-out-of-range'
  | 'fsync-latency-out-of-range'
  | 'other-time-out-of-range'
  | 'sync-binlog-out-of-range'
  | 'unknown-generation'
  | 'flush-log-at-trx-commit-invalid'
  | 'binlog-flag-invalid'
  | 'support-xa-flag-invalid'
  | 'series-points-out-of-range';

/** Valid but noteworthy settings; the UI explains each. */
export type GroupCommitWarningCode =
  /** 8.0 with innodb_support_xa=0: the variable was removed; computed with two-phase commit on. */
  | 'support-xa-removed-in-8-0'
  /** 5.6/5.7 with innodb_support_xa=0: only possible before 5.7.10. */
  | 'support-xa-fixed-on-from-5-7-10'
  /** Binary log on without two-phase commit: InnoDB and the binary log can disagree after a crash. */
  | 'no-two-phase-commit'
  /** 5.6/5.7 with innodb_support_xa=0: the model assumes one redo fsync per group. */
  | 'xa-off-with-binlog-group-commit-assumed'
  /** innodb_support_xa has no effect with the binary log off. */
  | 'support-xa-without-binlog'
  /** Up to 5.5 a binary log fsync runs one transaction at a time. */
  | 'binlog-fsync-not-shared'
  /** Nothing is fsynced at commit: fsync does not limit the commit rate. */
  | 'no-fsync-at-commit';

/**
 * How one transaction's commit uses fsync under a given set of settings:
 * which fsyncs run alone (inside a serialising section) and which are shared
 * by a group.
 */
export interface CommitPlan {
  /** Two-phase commit between InnoDB and the binary log (binary log on and XA on). */
  readonly twoPhaseCommit: boolean;
  /** The mutex that serialises the commit, where one does (5.0–5.5 with two-phase commit). */
  readonly mutex: 'prepare_commit_mutex' | null;
  /** How shared fsyncs are formed. */
  readonly grouping: 'none' | 'innodb-group-commit' | 'binlog-group-commit';
  /** Redo fsyncs per transaction that run alone. */
  readonly serialRedoFsyncs: number;
  /** Binary log fsyncs per transaction that run alone (1/N with sync_binlog=N up to 5.5). */
  readonly serialBinlogFsyncs: number;
  /** How many times a transaction waits on a shared flush (prepare and commit in Plugin 1.0.4: 2). */
  readonly sharedVisits: number;
  /** Redo fsyncs one shared flush issues. */
  readonly sharedRedoFsyncsPerGroup: number;
  /** Binary log fsyncs one shared flush issues on average (1/N with sync_binlog=N from 5.6). */
  readonly sharedBinlogFsyncsPerGroup: number;
}

function settingsError(settings: CommitSettings): GroupCommitErrorCode | null {
  if (!isGeneration(settings.generation)) return 'unknown-generation';
  if (typeof settings.binlog !== 'boolean') return 'binlog-flag-invalid';
  if (typeof settings.supportXa !== 'boolean') return 'support-xa-flag-invalid';
  const trx: unknown = settings.flushLogAtTrxCommit;
  if (trx !== 0 && trx !== 1 && trx !== 2) return 'flush-log-at-trx-commit-invalid';
  if (!isWithinBound(settings.syncBinlog, inputBounds.syncBinlog))
    return 'sync-binlog-out-of-range';
  return null;
}

/** Whether InnoDB and the binary log use two-phase commit under these settings. */
export function usesTwoPhaseCommit(settings: CommitSettings): boolean {
  return (
    settings.binlog && (settings.supportXa || !generationInfo[settings.generation].hasSupportXa)
  );
}

/**
 * The fsync structure of one commit. Pure bookkeeping of what each
 * generation does; see the module comment for the sources.
 */
export function commitPlan(
  settings: CommitSettings,
): CalculationResult<CommitPlan, GroupCommitErrorCode> {
  const error = settingsError(settings);
  if (error !== null) return { ok: false, code: error };
  const { generation, binlog, flushLogAtTrxCommit: trx, syncBinlog } = settings;
  const twoPhaseCommit = usesTwoPhaseCommit(settings);
  const redoAtCommit = trx === 1;
  const binlogFsyncShare = binlog && syncBinlog > 0 ? 1 / syncBinlog : 0;

  if (!binlog) {
    // No binary log: no two-phase commit; InnoDB's own group commit shares
    // the commit fsync in every generation (the source's problem only
    // appeared with the binary log on).
    return {
      ok: true,
      value: {
        twoPhaseCommit: false,
        mutex: null,
        grouping: redoAtCommit ? 'innodb-group-commit' : 'none',
        serialRedoFsyncs: 0,
        serialBinlogFsyncs: 0,
        sharedVisits: redoAtCommit ? 1 : 0,
        sharedRedoFsyncsPerGroup: redoAtCommit ? 1 : 0,
        sharedBinlogFsyncsPerGroup: 0,
      },
    };
  }

  switch (generation) {
    case 'builtin': {
      // prepare_commit_mutex around prepare + binlog + commit (XA on); the
      // source measured 2 fsyncs per transaction, and 1 with XA off, at every
      // concurrency: nothing is shared.
      const redo = redoAtCommit ? (twoPhaseCommit ? 2 : 1) : 0;
      return {
        ok: true,
        value: {
          twoPhaseCommit,
          mutex: twoPhaseCommit ? 'prepare_commit_mutex' : null,
          grouping: 'none',
          serialRedoFsyncs: redo,
          serialBinlogFsyncs: binlogFsyncShare,
          sharedVisits: 0,
          sharedRedoFsyncsPerGroup: 0,
          sharedBinlogFsyncsPerGroup: 0,
        },
      };
    }
    case 'plugin': {
      // Redo fsyncs outside the mutex, shared; the binary log write (and its
      // fsync) still one transaction at a time.
      const visits = redoAtCommit ? (twoPhaseCommit ? 2 : 1) : 0;
      return {
        ok: true,
        value: {
          twoPhaseCommit,
          mutex: twoPhaseCommit ? 'prepare_commit_mutex' : null,
          grouping: visits > 0 ? 'innodb-group-commit' : 'none',
          serialRedoFsyncs: 0,
          serialBinlogFsyncs: binlogFsyncShare,
          sharedVisits: visits,
          sharedRedoFsyncsPerGroup: visits > 0 ? 1 : 0,
          sharedBinlogFsyncsPerGroup: 0,
        },
      };
    }
    case 'bgc':
    case 'mysql8': {
      // One redo fsync (flush stage) and one binary log fsync (sync stage)
      // per group; the InnoDB commit itself is not fsynced.
      const redoPerGroup = redoAtCommit ? 1 : 0;
      const perGroup = redoPerGroup + binlogFsyncShare;
      return {
        ok: true,
        value: {
          twoPhaseCommit,
          mutex: null,
          grouping: perGroup > 0 ? 'binlog-group-commit' : 'none',
          serialRedoFsyncs: 0,
          serialBinlogFsyncs: 0,
          sharedVisits: perGroup > 0 ? 1 : 0,
          sharedRedoFsyncsPerGroup: redoPerGroup,
          sharedBinlogFsyncsPerGroup: binlogFsyncShare,
        },
      };
    }
  }
}

/** Everything the simulator shows for one concurrency. */
export interface GroupCommitAnalysis {
  readonly clients: number;
  readonly fsyncLatencyUs: number;
  /** fsyncs per second the device sustains (1e6 / fsyncLatencyUs). */
  readonly deviceFsyncsPerSecond: number;
  readonly plan: CommitPlan;
  /**
   * Commit requests served by one shared fsync, between 1 and the number of
   * clients; 1 when nothing is shared.
   */
  readonly groupSize: number;
  /** InnoDB redo fsyncs per transaction (what `Innodb_data_fsyncs` counts at commit). */
  readonly redoFsyncsPerTransaction: number;
  /** Binary log fsyncs per transaction. */
  readonly binlogFsyncsPerTransaction: number;
  /** Both together. */
  readonly fsyncsPerTransaction: number;
  /** Transactions per fsync (1 / fsyncsPerTransaction), or null when nothing is fsynced at commit. */
  readonly transactionsPerFsync: number | null;
  /** Time a transaction spends waiting for its fsyncs when nothing queues, in microseconds. */
  readonly fsyncWaitUs: number;
  /**
   * Most commits per second the fsyncs allow at this concurrency, or null
   * when nothing is fsynced at commit (fsync does not limit it).
   */
  readonly commitRateCeiling: number | null;
  /** `device`: the fsync rate is used up; `latency`: too few clients to keep it busy; `none`: no fsync. */
  readonly limitedBy: 'device' | 'latency' | 'none';
  /** fsyncs per second at the ceiling (never above deviceFsyncsPerSecond). */
  readonly fsyncsPerSecondAtCeiling: number;
  /** The background redo flush of settings 0 and 2: about once per second. */
  readonly backgroundRedoFlushesPerSecond: 0 | 1;
  readonly warnings: readonly GroupCommitWarningCode[];
}

function inputError(input: SimulationInput): GroupCommitErrorCode | null {
  if (!isWithinBound(input.clients, inputBounds.clients)) return 'clients-out-of-range';
  if (!isWithinBound(input.fsyncLatencyUs, inputBounds.fsyncLatencyUs)) {
    return 'fsync-latency-out-of-range';
  }
  if (!isWithinBound(input.otherTimeUs, inputBounds.otherTimeUs)) return 'other-time-out-of-range';
  return settingsError(input);
}

/** Warnings that depend on the settings only. */
export function settingsWarnings(settings: CommitSettings): readonly GroupCommitWarningCode[] {
  const warnings: GroupCommitWarningCode[] = [];
  const { generation, binlog, supportXa, syncBinlog } = settings;
  if (!supportXa) {
    if (generation === 'mysql8') warnings.push('support-xa-removed-in-8-0');
    else if (!binlog) warnings.push('support-xa-without-binlog');
    else {
      if (generation === 'bgc') {
        warnings.push('support-xa-fixed-on-from-5-7-10', 'xa-off-with-binlog-group-commit-assumed');
      }
      warnings.push('no-two-phase-commit');
    }
  }
  if (binlog && syncBinlog > 0 && !generationInfo[generation].binlogGroupCommit) {
    warnings.push('binlog-fsync-not-shared');
  }
  return warnings;
}

/**
 * fsyncs per transaction and the commit-rate ceiling for one concurrency.
 * Never throws: invalid input gives an error code.
 */
export function simulateGroupCommit(
  input: SimulationInput,
): CalculationResult<GroupCommitAnalysis, GroupCommitErrorCode> {
  const error = inputError(input);
  if (error !== null) return { ok: false, code: error };
  const planned = commitPlan(input);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const { clients: n, fsyncLatencyUs: t, otherTimeUs: w } = input;

  const serial = plan.serialRedoFsyncs + plan.serialBinlogFsyncs;
  const perGroup = plan.sharedRedoFsyncsPerGroup + plan.sharedBinlogFsyncsPerGroup;
  const groupTime = perGroup * t;
  const sharedWait = plan.sharedVisits * groupTime;
  const fsyncWaitUs = serial * t + sharedWait;
  const cycle = w + fsyncWaitUs;

  // Clients waiting on the shared flush at once: N × (share of the cycle spent there).
  const groupSize = sharedWait > 0 ? Math.min(n, Math.max(1, (n * sharedWait) / cycle)) : 1;

  const redo =
    plan.serialRedoFsyncs + (plan.sharedVisits * plan.sharedRedoFsyncsPerGroup) / groupSize;
  const binlog =
    plan.serialBinlogFsyncs + (plan.sharedVisits * plan.sharedBinlogFsyncsPerGroup) / groupSize;
  const total = redo + binlog;
  const deviceFsyncsPerSecond = 1e6 / t;

  let ceiling: number | null = null;
  let limitedBy: GroupCommitAnalysis['limitedBy'] = 'none';
  if (total > 0) {
    const deviceBound = deviceFsyncsPerSecond / total;
    const latencyBound = (n * 1e6) / cycle;
    ceiling = Math.min(deviceBound, latencyBound);
    limitedBy = deviceBound <= latencyBound ? 'device' : 'latency';
  }

  const warnings = [...settingsWarnings(input)];
  if (total === 0) warnings.push('no-fsync-at-commit');

  return {
    ok: true,
    value: {
      clients: n,
      fsyncLatencyUs: t,
      deviceFsyncsPerSecond,
      plan,
      groupSize,
      redoFsyncsPerTransaction: redo,
      binlogFsyncsPerTransaction: binlog,
      fsyncsPerTransaction: total,
      transactionsPerFsync: total > 0 ? 1 / total : null,
      fsyncWaitUs,
      commitRateCeiling: ceiling,
      limitedBy,
      fsyncsPerSecondAtCeiling:
        ceiling === null ? 0 : Math.min(deviceFsyncsPerSecond, ceiling * total),
      backgroundRedoFlushesPerSecond: input.flushLogAtTrxCommit === 1 ? 0 : 1,
      warnings,
    },
  };
}

/** One point of {@link concurrencySeries}. */
export interface ConcurrencyPoint {
  readonly clients: number;
  readonly fsyncsPerTransaction: number;
  readonly redoFsyncsPerTransaction: number;
  readonly binlogFsyncsPerTransaction: number;
  readonly groupSize: number;
  readonly commitRateCeiling: number | null;
}

/**
 * Client counts 1 … maxClients, all of them when there are few, otherwise
 * `points` evenly spaced whole numbers that always include 1 and maxClients.
 */
export function clientSteps(maxClients: number, points: number): readonly number[] {
  if (maxClients <= points) return Array.from({ length: maxClients }, (_, i) => i + 1);
  const steps = new Set<number>();
  for (let i = 0; i < points; i += 1) {
    steps.add(Math.round(1 + ((maxClients - 1) * i) / (points - 1)));
  }
  return [...steps].sort((a, b) => a - b);
}

/**
 * fsyncs per transaction and the commit-rate ceiling against concurrency,
 * for a chart: 1 … input.clients clients with everything else fixed.
 */
export function concurrencySeries(
  input: SimulationInput,
  points: number = inputBounds.seriesPoints.default,
): CalculationResult<readonly ConcurrencyPoint[], GroupCommitErrorCode> {
  if (!isWithinBound(points, inputBounds.seriesPoints)) {
    return { ok: false, code: 'series-points-out-of-range' };
  }
  const error = inputError(input);
  if (error !== null) return { ok: false, code: error };
  const series: ConcurrencyPoint[] = [];
  for (const clients of clientSteps(input.clients, points)) {
    const result = simulateGroupCommit({ ...input, clients });
    if (!result.ok) return result;
    const value = result.value;
    series.push({
      clients,
      fsyncsPerTransaction: value.fsyncsPerTransaction,
      redoFsyncsPerTransaction: value.redoFsyncsPerTransaction,
      binlogFsyncsPerTransaction: value.binlogFsyncsPerTransaction,
      groupSize: value.groupSize,
      commitRateCeiling: value.commitRateCeiling,
    });
  }
  return { ok: true, value: series };
}

/** The settings the 2009 benchmark ran with (binary log on, 1 / 0, XA on). */
export const sourceBenchmarkSettings = {
  binlog: true,
  flushLogAtTrxCommit: 1,
  syncBinlog: 0,
  supportXa: true,
} as const satisfies Omit<CommitSettings, 'generation'>;

/** Server defaults of MySQL 8.0 (binary log on, 1 / 1). */
export const mysql80Defaults = {
  generation: 'mysql8',
  binlog: true,
  flushLogAtTrxCommit: 1,
  syncBinlog: 1,
  supportXa: true,
} as const satisfies CommitSettings;
