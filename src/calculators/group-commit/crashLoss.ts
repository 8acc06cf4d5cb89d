/**
 * What a crash can lose with given durability settings, as codes the page
 * turns into sentences. Two kinds of crash are told apart:
 *
 * - `mysqld`: only the server process dies; what it had handed to the
 *   operating system (written but not fsynced) survives.
 * - `os`: the operating system crashes or the power fails; only what was
 *   fsynced survives (on a device that honours flushes).
 *
 * Sources: the MySQL manual on `innodb_flush_log_at_trx_commit` and
 * `sync_binlog`; the MariaDB knowledge base "Group Commit for the Binary Log"
 * for which log gets ahead of the other; the 2009-08-12 post for why the
 * binary log can get ahead of InnoDB without two-phase commit. From 5.6 the
 * InnoDB commit record is not fsynced at commit (durability comes from the
 * prepare record and the binary log), so with `sync_binlog` ≠ 1 a power loss
 * can also take committed transactions out of InnoDB: recovery rolls back
 * prepared transactions whose binary log events were lost.
 *
 * @packageDocumentation
 */

import {
  commitPlan,
  generationInfo,
  type CommitSettings,
  type GroupCommitErrorCode,
} from './groupCommitModel';
import type { CalculationResult, AttributedCitation } from './types';

/** Committed InnoDB transactions a crash can take away. */
export type InnodbLoss =
  | 'none'
  /** Roughly the last second (the background flush runs about once per second). */
  | 'up-to-about-1s'
  /** Those whose binary log events were lost (recovery rolls back their prepared state). */
  | 'with-lost-binlog-events';

/** Binary log events a crash can take away. */
export type BinlogLoss =
  | 'not-enabled'
  | 'none'
  /** Whatever the operating system had not yet written out (sync_binlog=0). */
  | 'unflushed-tail'
  /** Up to N commit groups (sync_binlog=N from 5.6). */
  | 'up-to-n-groups'
  /** Up to N transactions (sync_binlog=N up to 5.5). */
  | 'up-to-n-transactions';

/** Whether InnoDB and the binary log agree after recovery. */
export type Consistency =
  | 'no-binlog'
  | 'consistent'
  /** The binary log can hold transactions InnoDB lacks (replicas get data the source lost). */
  | 'binlog-ahead'
  /** InnoDB can hold transactions the binary log lacks (replicas and point-in-time recovery miss them). */
  | 'innodb-ahead'
  /** Either of the two. */
  | 'either-way';

/** The outcome of one kind of crash. */
export interface CrashOutcome {
  readonly innodb: InnodbLoss;
  readonly binlog: BinlogLoss;
  readonly consistency: Consistency;
}

/** Caveats that apply to these settings. */
export type CrashNote =
  /** fsync only protects data on a device that really persists it when asked. */
  | 'device-must-honour-flush'
  /** The manual warns the once-per-second flush is not 100 % guaranteed. */
  | 'once-per-second-not-guaranteed'
  /** Binary log on without two-phase commit (innodb_support_xa=0). */
  | 'no-two-phase-commit';

/** Both kinds of crash, with notes. */
export interface CrashAnalysis {
  readonly mysqld: CrashOutcome;
  readonly os: CrashOutcome;
  /** sync_binlog's N, for the sentences that mention it. */
  readonly syncBinlog: number;
  readonly notes: readonly CrashNote[];
}

/** Documents the outcomes rest on. */
export const crashSources: readonly AttributedCitation[] = [
  {
    kind: 'vendor',
    source: 'mysql80-innodb-parameters',
    locator: 'innodb_flush_log_at_trx_commit',
    asOf: 'MySQL 8.0',
    note: '0: logs written and flushed about once per second, transactions not flushed can be lost in a crash; 2: written at each commit, flushed about once per second; 1: written and flushed at each commit. The once-per-second flush is not 100 % guaranteed.',
  },
  {
    kind: 'vendor',
    source: 'mysql80-binlog-options',
    locator: 'sync_binlog',
    asOf: 'MySQL 8.0',
    note: '0: the server leaves flushing to the operating system; 1: synchronised before each transaction commits; N: after N binary log commit groups, so a power failure can lose up to N groups.',
  },
  {
    kind: 'vendor',
    source: 'mariadb-group-commit-binlog',
    asOf: 'read 2025',
    note: 'With sync_binlog=1 but InnoDB not flushing at commit, the binary log can hold transactions InnoDB lacks; with InnoDB flushing but sync_binlog≠1, InnoDB can hold transactions the binary log lacks.',
  },
];

/**
 * What a mysqld crash and an OS crash / power loss can lose under these
 * settings. Never throws: invalid settings give an error code.
 */
export function analyzeCrashLoss(
  settings: CommitSettings,
): CalculationResult<CrashAnalysis, GroupCommitErrorCode> {
  const planned = commitPlan(settings);
  if (!planned.ok) return planned;
  const { twoPhaseCommit } = planned.value;
  const { binlog, flushLogAtTrxCommit: trx, syncBinlog, generation } = settings;
  const notes: CrashNote[] = [];
  if (trx === 1 || (binlog && syncBinlog === 1)) notes.push('device-must-honour-flush');
  if (trx !== 1) notes.push('once-per-second-not-guaranteed');
  if (binlog && !twoPhaseCommit) notes.push('no-two-phase-commit');

  // mysqld crash: everything written to the OS survives. Only setting 0
  // keeps commits in mysqld's own memory; the binary log is written to the
  // OS before the commit returns.
  const mysqld: CrashOutcome = {
    innodb: trx === 0 ? 'up-to-about-1s' : 'none',
    binlog: binlog ? 'none' : 'not-enabled',
    consistency: !binlog
      ? 'no-binlog'
      : !twoPhaseCommit || trx === 0
        ? 'binlog-ahead'
        : 'consistent',
  };

  const binlogSynced = syncBinlog === 1;
  const binlogLoss: BinlogLoss = !binlog
    ? 'not-enabled'
    : binlogSynced
      ? 'none'
      : syncBinlog === 0
        ? 'unflushed-tail'
        : generationInfo[generation].syncBinlogCounts === 'groups'
          ? 'up-to-n-groups'
          : 'up-to-n-transactions';

  // From 5.6 the commit record is not fsynced at commit: a prepared
  // transaction whose binary log events were lost is rolled back.
  const commitRecordNotSynced =
    binlog && twoPhaseCommit && generationInfo[generation].binlogGroupCommit;
  const innodbOs: InnodbLoss =
    trx !== 1
      ? 'up-to-about-1s'
      : commitRecordNotSynced && !binlogSynced
        ? 'with-lost-binlog-events'
        : 'none';

  let consistency: Consistency;
  if (!binlog) consistency = 'no-binlog';
  else if (twoPhaseCommit) {
    if (trx === 1) consistency = binlogSynced ? 'consistent' : 'innodb-ahead';
    else consistency = binlogSynced ? 'binlog-ahead' : 'either-way';
  } else {
    // Without two-phase commit a crash between the binary log write and the
    // InnoDB commit leaves the binary log ahead, whatever is fsynced.
    consistency = binlogSynced ? 'binlog-ahead' : 'either-way';
  }

  return {
    ok: true,
    value: {
      mysqld,
      os: { innodb: innodbOs, binlog: binlogLoss, consistency },
      syncBinlog,
      notes,
    },
  };
}
