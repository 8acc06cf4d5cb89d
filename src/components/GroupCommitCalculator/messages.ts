import type {
  Generation,
  GroupCommitErrorCode,
  GroupCommitWarningCode,
} from '../../calculators/group-commit/groupCommitModel';
import type {
  BinlogLoss,
  Consistency,
  CrashNote,
  InnodbLoss,
} from '../../calculators/group-commit/crashLoss';
import type { FsyncBasis } from '../../calculators/group-commit/fsyncDevices';
import type {
  FsyncKind,
  HeldLock,
  SequenceLane,
  SequenceStep,
  StepCode,
} from '../../calculators/group-commit/commitSequence';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

/** A generation's name in the page's language. */
export function generationLabel(generation: Generation): string {
  switch (generation) {
    case 'builtin':
      return pageText(groupCommitStrings, 'groupCommit.gen.builtin');
    case 'plugin':
      return pageText(groupCommitStrings, 'groupCommit.gen.plugin');
    case 'bgc':
      return pageText(groupCommitStrings, 'groupCommit.gen.bgc');
    case 'mysql8':
      return pageText(groupCommitStrings, 'groupCommit.gen.mysql8');
  }
}

/** The maths module's error codes as a sentence (the UI keeps inputs in range, so this is a fallback). */
export function errorMessage(code: GroupCommitErrorCode): string {
  switch (code) {
    case 'clients-out-of-range':
    case 'fsync-latency-out-of-range':
    case 'other-time-out-of-range':
    case 'sync-binlog-out-of-range':
    case 'unknown-generation':
    case 'flush-log-at-trx-commit-invalid':
    case 'binlog-flag-invalid':
    case 'support-xa-flag-invalid':
    case 'series-points-out-of-range':
      return pageText(groupCommitStrings, 'groupCommit.error.outOfModelRange');
  }
}

/** Warnings about valid but noteworthy settings. */
export function warningMessage(code: GroupCommitWarningCode): string {
  switch (code) {
    case 'support-xa-removed-in-8-0':
      return pageText(groupCommitStrings, 'groupCommit.warning.xaRemoved');
    case 'support-xa-fixed-on-from-5-7-10':
      return pageText(groupCommitStrings, 'groupCommit.warning.xaFixedOn');
    case 'no-two-phase-commit':
      return pageText(groupCommitStrings, 'groupCommit.warning.noTwoPhaseCommit');
    case 'xa-off-with-binlog-group-commit-assumed':
      return pageText(groupCommitStrings, 'groupCommit.warning.xaOffBgcAssumed');
    case 'support-xa-without-binlog':
      return pageText(groupCommitStrings, 'groupCommit.warning.xaWithoutBinlog');
    case 'binlog-fsync-not-shared':
      return pageText(groupCommitStrings, 'groupCommit.warning.binlogFsyncNotShared');
    case 'no-fsync-at-commit':
      return pageText(groupCommitStrings, 'groupCommit.warning.noFsyncAtCommit');
  }
}

/** What kind of figure a device preset carries. */
export function basisLabel(basis: FsyncBasis): string {
  switch (basis) {
    case 'stated-ceiling':
      return pageText(groupCommitStrings, 'groupCommit.basis.statedCeiling');
    case 'access-time':
      return pageText(groupCommitStrings, 'groupCommit.basis.accessTime');
    case 'measured-single-thread':
      return pageText(groupCommitStrings, 'groupCommit.basis.measured');
    case 'datasheet-write-latency':
      return pageText(groupCommitStrings, 'groupCommit.basis.datasheet');
    case 'vendor-latency-target':
      return pageText(groupCommitStrings, 'groupCommit.basis.vendorTarget');
  }
}

export function innodbLossText(loss: InnodbLoss): string {
  switch (loss) {
    case 'none':
      return pageText(groupCommitStrings, 'groupCommit.crash.innodb.none');
    case 'up-to-about-1s':
      return pageText(groupCommitStrings, 'groupCommit.crash.innodb.upTo1s');
    case 'with-lost-binlog-events':
      return pageText(groupCommitStrings, 'groupCommit.crash.innodb.withLostBinlog');
  }
}

export function binlogLossText(loss: BinlogLoss, n: string): string {
  switch (loss) {
    case 'not-enabled':
      return pageText(groupCommitStrings, 'groupCommit.crash.binlog.notEnabled');
    case 'none':
      return pageText(groupCommitStrings, 'groupCommit.crash.binlog.none');
    case 'unflushed-tail':
      return pageText(groupCommitStrings, 'groupCommit.crash.binlog.unflushedTail');
    case 'up-to-n-groups':
      return pageText(groupCommitStrings, 'groupCommit.crash.binlog.upToNGroups', { n });
    case 'up-to-n-transactions':
      return pageText(groupCommitStrings, 'groupCommit.crash.binlog.upToNTransactions', { n });
  }
}

export function consistencyText(consistency: Consistency): string {
  switch (consistency) {
    case 'no-binlog':
      return pageText(groupCommitStrings, 'groupCommit.crash.consistency.noBinlog');
    case 'consistent':
      return pageText(groupCommitStrings, 'groupCommit.crash.consistency.consistent');
    case 'binlog-ahead':
      return pageText(groupCommitStrings, 'groupCommit.crash.consistency.binlogAhead');
    case 'innodb-ahead':
      return pageText(groupCommitStrings, 'groupCommit.crash.consistency.innodbAhead');
    case 'either-way':
      return pageText(groupCommitStrings, 'groupCommit.crash.consistency.eitherWay');
  }
}

export function crashNoteText(note: CrashNote): string {
  switch (note) {
    case 'device-must-honour-flush':
      return pageText(groupCommitStrings, 'groupCommit.crash.note.deviceFlush');
    case 'once-per-second-not-guaranteed':
      return pageText(groupCommitStrings, 'groupCommit.crash.note.oncePerSecond');
    case 'no-two-phase-commit':
      return pageText(groupCommitStrings, 'groupCommit.crash.note.noTwoPhaseCommit');
  }
}

/** Short title of a sequence step. */
export function stepTitle(code: StepCode): string {
  switch (code) {
    case 'acquire-prepare-commit-mutex':
      return pageText(groupCommitStrings, 'groupCommit.step.acquireMutex');
    case 'release-prepare-commit-mutex':
      return pageText(groupCommitStrings, 'groupCommit.step.releaseMutex');
    case 'prepare-write-redo':
      return pageText(groupCommitStrings, 'groupCommit.step.prepareWrite');
    case 'prepare-redo-fsync':
      return pageText(groupCommitStrings, 'groupCommit.step.prepareFsync');
    case 'binlog-write':
      return pageText(groupCommitStrings, 'groupCommit.step.binlogWrite');
    case 'binlog-fsync':
      return pageText(groupCommitStrings, 'groupCommit.step.binlogFsync');
    case 'commit-write-redo':
      return pageText(groupCommitStrings, 'groupCommit.step.commitWrite');
    case 'commit-redo-fsync':
      return pageText(groupCommitStrings, 'groupCommit.step.commitFsync');
    case 'queue-for-group':
      return pageText(groupCommitStrings, 'groupCommit.step.queue');
    case 'flush-stage-redo-fsync':
      return pageText(groupCommitStrings, 'groupCommit.step.flushStageRedo');
    case 'flush-stage-binlog-write':
      return pageText(groupCommitStrings, 'groupCommit.step.flushStageBinlog');
    case 'sync-stage-binlog-fsync':
      return pageText(groupCommitStrings, 'groupCommit.step.syncStage');
    case 'commit-stage':
      return pageText(groupCommitStrings, 'groupCommit.step.commitStage');
  }
}

/** How a step's fsync happens. */
export function fsyncKindText(kind: FsyncKind, n: string): string | null {
  switch (kind) {
    case 'none':
      return null;
    case 'alone':
      return pageText(groupCommitStrings, 'groupCommit.fsync.alone');
    case 'alone-every-n':
      return pageText(groupCommitStrings, 'groupCommit.fsync.aloneEveryN', { n });
    case 'shared':
      return pageText(groupCommitStrings, 'groupCommit.fsync.shared');
    case 'shared-every-n':
      return pageText(groupCommitStrings, 'groupCommit.fsync.sharedEveryN', { n });
    case 'skipped-os-write':
      return pageText(groupCommitStrings, 'groupCommit.fsync.skippedOsWrite');
    case 'skipped-log-buffer':
      return pageText(groupCommitStrings, 'groupCommit.fsync.skippedLogBuffer');
    case 'skipped-binlog-os':
      return pageText(groupCommitStrings, 'groupCommit.fsync.skippedBinlogOs');
  }
}

/** Which lock a step holds. */
export function heldLockText(lock: HeldLock): string | null {
  switch (lock) {
    case null:
      return null;
    case 'prepare_commit_mutex':
      return pageText(groupCommitStrings, 'groupCommit.lock.prepareCommitMutex');
    case 'LOCK_log':
      return pageText(groupCommitStrings, 'groupCommit.lock.lockLog');
    case 'stage-leader':
      return pageText(groupCommitStrings, 'groupCommit.lock.stageLeader');
  }
}

/** A lane of the commit-sequence diagram. */
export function laneLabel(lane: SequenceLane): string {
  switch (lane) {
    case 'lock':
      return pageText(groupCommitStrings, 'groupCommit.sequence.lane.lock');
    case 'redo':
      return pageText(groupCommitStrings, 'groupCommit.sequence.lane.redo');
    case 'binlog':
      return pageText(groupCommitStrings, 'groupCommit.sequence.lane.binlog');
  }
}

/**
 * What a step of the commit sequence does: its fsync, how many commits share
 * it (`groupSize`, formatted, or null when not known), and the lock it holds.
 */
export function stepDetailTexts(
  step: SequenceStep,
  n: string,
  groupSize: string | null,
): readonly string[] {
  const fsync = fsyncKindText(step.fsync, n);
  const lock = heldLockText(step.holds);
  const shared =
    (step.fsync === 'shared' || step.fsync === 'shared-every-n') && groupSize !== null
      ? pageText(groupCommitStrings, 'groupCommit.sequence.groupSize', { size: groupSize })
      : null;
  return [fsync, shared, lock].filter((text): text is string => text !== null);
}
