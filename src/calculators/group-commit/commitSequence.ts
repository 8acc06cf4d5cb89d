/**
 * The steps of one commit, in order, for the sequence view: which log each
 * step touches, which lock is held, and whether an fsync runs alone or is
 * shared by a group. Derived from the same settings as the fsync counts so
 * the picture and the numbers agree.
 *
 * - 5.0/5.1 built-in (binary log on, XA on): the 2009-08-12 post's first
 *   sequence, all inside `prepare_commit_mutex`.
 * - Plugin 1.0.4 / 5.5: the post's second sequence; both redo fsyncs outside
 *   the mutex.
 * - 5.6+ binary log group commit: flush, sync and commit stages run by a
 *   leader for the whole group (WL#5223; Commit_stage_manager).
 * - Binary log off: InnoDB writes its commit record and shares the fsync
 *   (InnoDB group commit), in every generation.
 *
 * @packageDocumentation
 */

import {
  commitPlan,
  generationInfo,
  type CommitSettings,
  type GroupCommitErrorCode,
} from './groupCommitModel';
import type { CalculationResult } from './types';

/** Which log or lock a step acts on (a lane of the diagram). */
export type SequenceLane = 'lock' | 'redo' | 'binlog';

/** Lock held while the step runs. */
export type HeldLock = 'prepare_commit_mutex' | 'LOCK_log' | 'stage-leader' | null;

/** What the step does. */
export type StepCode =
  | 'acquire-prepare-commit-mutex'
  | 'release-prepare-commit-mutex'
  | 'prepare-write-redo'
  | 'prepare-redo-fsync'
  | 'binlog-write'
  | 'binlog-fsync'
  | 'commit-write-redo'
  | 'commit-redo-fsync'
  | 'queue-for-group'
  | 'flush-stage-redo-fsync'
  | 'flush-stage-binlog-write'
  | 'sync-stage-binlog-fsync'
  | 'commit-stage';

/** Whether and how the step's fsync happens. */
export type FsyncKind =
  /** No fsync in this step. */
  | 'none'
  /** fsync for this transaction alone. */
  | 'alone'
  /** fsync for this transaction alone, once every N transactions (sync_binlog=N up to 5.5). */
  | 'alone-every-n'
  /** One fsync shared by every transaction in the group. */
  | 'shared'
  /** One shared fsync every N groups (sync_binlog=N from 5.6). */
  | 'shared-every-n'
  /** Skipped by innodb_flush_log_at_trx_commit=2: written to the OS, flushed about once per second. */
  | 'skipped-os-write'
  /** Skipped by innodb_flush_log_at_trx_commit=0: stays in the log buffer, written and flushed about once per second. */
  | 'skipped-log-buffer'
  /** Skipped by sync_binlog=0: the operating system decides when to write it out. */
  | 'skipped-binlog-os';

/** One step of a commit. */
export interface SequenceStep {
  readonly code: StepCode;
  readonly lane: SequenceLane;
  readonly holds: HeldLock;
  readonly fsync: FsyncKind;
}

/** The whole sequence, with what the page needs to caption it. */
export interface CommitSequence {
  readonly steps: readonly SequenceStep[];
  readonly twoPhaseCommit: boolean;
  /** sync_binlog's N, for "every N" captions. */
  readonly syncBinlog: number;
}

/**
 * The ordered steps of one commit under these settings. Never throws:
 * invalid settings give an error code.
 */
export function commitSequence(
  settings: CommitSettings,
): CalculationResult<CommitSequence, GroupCommitErrorCode> {
  const planned = commitPlan(settings);
  if (!planned.ok) return planned;
  const { twoPhaseCommit } = planned.value;
  const { generation, binlog, flushLogAtTrxCommit: trx, syncBinlog } = settings;

  const redoFsync = (whenOn: FsyncKind): FsyncKind =>
    trx === 1 ? whenOn : trx === 2 ? 'skipped-os-write' : 'skipped-log-buffer';
  const binlogFsync = (alone: boolean): FsyncKind =>
    syncBinlog === 0
      ? 'skipped-binlog-os'
      : syncBinlog === 1
        ? alone
          ? 'alone'
          : 'shared'
        : alone
          ? 'alone-every-n'
          : 'shared-every-n';
  const step = (code: StepCode, lane: SequenceLane, holds: HeldLock, fsync: FsyncKind = 'none') =>
    ({ code, lane, holds, fsync }) as const satisfies SequenceStep;

  let steps: SequenceStep[];
  if (!binlog) {
    steps = [
      step('commit-write-redo', 'redo', null),
      step('commit-redo-fsync', 'redo', null, redoFsync('shared')),
    ];
  } else if (generationInfo[generation].binlogGroupCommit) {
    const M = 'stage-leader';
    steps = [
      ...(twoPhaseCommit ? [step('prepare-write-redo', 'redo', null)] : []),
      step('queue-for-group', 'lock', null),
      step('flush-stage-redo-fsync', 'redo', M, redoFsync('shared')),
      step('flush-stage-binlog-write', 'binlog', M),
      step('sync-stage-binlog-fsync', 'binlog', M, binlogFsync(false)),
      step('commit-stage', 'redo', M),
    ];
  } else if (twoPhaseCommit && generation === 'builtin') {
    const M = 'prepare_commit_mutex';
    steps = [
      step('acquire-prepare-commit-mutex', 'lock', M),
      step('prepare-write-redo', 'redo', M),
      step('prepare-redo-fsync', 'redo', M, redoFsync('alone')),
      step('binlog-write', 'binlog', M),
      step('binlog-fsync', 'binlog', M, binlogFsync(true)),
      step('commit-write-redo', 'redo', M),
      step('commit-redo-fsync', 'redo', M, redoFsync('alone')),
      step('release-prepare-commit-mutex', 'lock', null),
    ];
  } else if (twoPhaseCommit) {
    const M = 'prepare_commit_mutex';
    steps = [
      step('prepare-write-redo', 'redo', null),
      step('prepare-redo-fsync', 'redo', null, redoFsync('shared')),
      step('acquire-prepare-commit-mutex', 'lock', M),
      step('binlog-write', 'binlog', M),
      step('binlog-fsync', 'binlog', M, binlogFsync(true)),
      step('commit-write-redo', 'redo', M),
      step('release-prepare-commit-mutex', 'lock', null),
      step('commit-redo-fsync', 'redo', null, redoFsync('shared')),
    ];
  } else {
    // XA off up to 5.5: no prepare, no prepare_commit_mutex. The post
    // measured one unshared fsync per transaction for the built-in engine;
    // Plugin 1.0.4 flushes the commit outside any mutex.
    steps = [
      step('binlog-write', 'binlog', 'LOCK_log'),
      step('binlog-fsync', 'binlog', 'LOCK_log', binlogFsync(true)),
      step('commit-write-redo', 'redo', null),
      step(
        'commit-redo-fsync',
        'redo',
        null,
        redoFsync(generation === 'builtin' ? 'alone' : 'shared'),
      ),
    ];
  }
  return { ok: true, value: { steps, twoPhaseCommit, syncBinlog } };
}
