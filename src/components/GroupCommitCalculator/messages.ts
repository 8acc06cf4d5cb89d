import { translate } from '@docusaurus/Translate';
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

/** A generation's name in the page's language. */
export function generationLabel(generation: Generation): string {
  switch (generation) {
    case 'builtin':
      return translate({ id: 'groupCommit.gen.builtin', message: 'MySQL 5.0/5.1 標準 InnoDB' });
    case 'plugin':
      return translate({
        id: 'groupCommit.gen.plugin',
        message: 'InnoDB Plugin 1.0.4/MySQL 5.5',
      });
    case 'bgc':
      return translate({
        id: 'groupCommit.gen.bgc',
        message: 'MySQL 5.6/5.7（バイナリロググループコミット）',
      });
    case 'mysql8':
      return translate({ id: 'groupCommit.gen.mysql8', message: 'MySQL 8.0 以降' });
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
      return translate({
        id: 'groupCommit.error.outOfModelRange',
        message: 'この組み合わせはモデルが扱える範囲を超えています。入力を見直してください。',
      });
  }
}

/** Warnings about valid but noteworthy settings. */
export function warningMessage(code: GroupCommitWarningCode): string {
  switch (code) {
    case 'support-xa-removed-in-8-0':
      return translate({
        id: 'groupCommit.warning.xaRemoved',
        message:
          'innodb_support_xa は MySQL 8.0 で削除されました。2 相コミットは常に有効なので、innodb_support_xa=1 として計算しています。',
      });
    case 'support-xa-fixed-on-from-5-7-10':
      return translate({
        id: 'groupCommit.warning.xaFixedOn',
        message:
          'innodb_support_xa=0 にできるのは 5.6 と 5.7.10 より前の 5.7 だけです。5.7.10 以降は常に有効です。',
      });
    case 'no-two-phase-commit':
      return translate({
        id: 'groupCommit.warning.noTwoPhaseCommit',
        message:
          '2 相コミットなしでバイナリログを使う設定です。prepare の fsync は減りますが、クラッシュ後に InnoDB とバイナリログが一致しなくなることがあります（出典の記事が一般には推奨しない理由）。',
      });
    case 'xa-off-with-binlog-group-commit-assumed':
      return translate({
        id: 'groupCommit.warning.xaOffBgcAssumed',
        message:
          '5.6/5.7 で innodb_support_xa=0 の場合、このモデルは REDO ログの fsync をグループあたり 1 回と仮定しています（出典に数値はありません）。',
      });
    case 'support-xa-without-binlog':
      return translate({
        id: 'groupCommit.warning.xaWithoutBinlog',
        message:
          'バイナリログが無効なので 2 相コミットは行われず、innodb_support_xa は fsync 回数に影響しません。',
      });
    case 'binlog-fsync-not-shared':
      return translate({
        id: 'groupCommit.warning.binlogFsyncNotShared',
        message:
          '5.5 まではバイナリログの fsync を 1 トランザクションずつ行うため、sync_binlog=1 ではグループコミットが効きません（出典: 「sync-binlog=1 の場合は依然として遅く」）。',
      });
    case 'no-fsync-at-commit':
      return translate({
        id: 'groupCommit.warning.noFsyncAtCommit',
        message:
          'この設定ではコミット時に fsync をしません。fsync はコミット速度の上限を決めませんが、そのぶんクラッシュで失いうるものが増えます（下の「クラッシュで失われるもの」）。',
      });
  }
}

/** What kind of figure a device preset carries. */
export function basisLabel(basis: FsyncBasis): string {
  switch (basis) {
    case 'stated-ceiling':
      return translate({
        id: 'groupCommit.basis.statedCeiling',
        message: '出典が述べる上限（測定値ではない）',
      });
    case 'access-time':
      return translate({
        id: 'groupCommit.basis.accessTime',
        message: 'アクセス時間を同期書き込み 1 回の時間として使用',
      });
    case 'measured-single-thread':
      return translate({ id: 'groupCommit.basis.measured', message: '1 スレッドでの測定値' });
    case 'datasheet-write-latency':
      return translate({
        id: 'groupCommit.basis.datasheet',
        message: 'データシートの書き込みレイテンシ（fsync の下限の目安）',
      });
    case 'vendor-latency-target':
      return translate({
        id: 'groupCommit.basis.vendorTarget',
        message: 'ベンダーの設計目標（平均レイテンシの上限）',
      });
  }
}

export function innodbLossText(loss: InnodbLoss): string {
  switch (loss) {
    case 'none':
      return translate({
        id: 'groupCommit.crash.innodb.none',
        message: 'InnoDB: コミット済みのトランザクションは失われません。',
      });
    case 'up-to-about-1s':
      return translate({
        id: 'groupCommit.crash.innodb.upTo1s',
        message: 'InnoDB: 直近およそ 1 秒分のコミット済みトランザクションが失われえます。',
      });
    case 'with-lost-binlog-events':
      return translate({
        id: 'groupCommit.crash.innodb.withLostBinlog',
        message:
          'InnoDB: バイナリログから消えたトランザクションは、回復時に prepare 状態からロールバックされ、InnoDB からも失われます（5.6 以降はコミット記録をコミット時に fsync しないため）。',
      });
  }
}

export function binlogLossText(loss: BinlogLoss, n: string): string {
  switch (loss) {
    case 'not-enabled':
      return translate({
        id: 'groupCommit.crash.binlog.notEnabled',
        message: 'バイナリログ: 無効です。',
      });
    case 'none':
      return translate({
        id: 'groupCommit.crash.binlog.none',
        message: 'バイナリログ: 失われません。',
      });
    case 'unflushed-tail':
      return translate({
        id: 'groupCommit.crash.binlog.unflushedTail',
        message: 'バイナリログ: OS がまだディスクへ書き出していなかった末尾が失われえます。',
      });
    case 'up-to-n-groups':
      return translate(
        {
          id: 'groupCommit.crash.binlog.upToNGroups',
          message: 'バイナリログ: 最大 {n} コミットグループ分が失われえます。',
        },
        { n },
      );
    case 'up-to-n-transactions':
      return translate(
        {
          id: 'groupCommit.crash.binlog.upToNTransactions',
          message: 'バイナリログ: 最大 {n} トランザクション分が失われえます。',
        },
        { n },
      );
  }
}

export function consistencyText(consistency: Consistency): string {
  switch (consistency) {
    case 'no-binlog':
      return translate({
        id: 'groupCommit.crash.consistency.noBinlog',
        message:
          '整合性: バイナリログが無いので、ずれは起きません（レプリケーションもできません）。',
      });
    case 'consistent':
      return translate({
        id: 'groupCommit.crash.consistency.consistent',
        message: '整合性: 回復後の InnoDB とバイナリログは一致します。',
      });
    case 'binlog-ahead':
      return translate({
        id: 'groupCommit.crash.consistency.binlogAhead',
        message:
          '整合性: バイナリログにだけあるトランザクションが残りえます。レプリカには届いたのにソースには無い、という状態です。',
      });
    case 'innodb-ahead':
      return translate({
        id: 'groupCommit.crash.consistency.innodbAhead',
        message:
          '整合性: InnoDB にだけあるトランザクションが残りえます。レプリカに届かず、バイナリログからのポイントインタイムリカバリでも復元できません。',
      });
    case 'either-way':
      return translate({
        id: 'groupCommit.crash.consistency.eitherWay',
        message:
          '整合性: InnoDB とバイナリログのどちらにも、片方にしか無いトランザクションが残りえます。',
      });
  }
}

export function crashNoteText(note: CrashNote): string {
  switch (note) {
    case 'device-must-honour-flush':
      return translate({
        id: 'groupCommit.crash.note.deviceFlush',
        message:
          'fsync で守れるのは、ストレージが書き込み完了を正しく報告する場合だけです（電源喪失保護のないキャッシュが完了を先に返すと、fsync 済みでも失われえます）。',
      });
    case 'once-per-second-not-guaranteed':
      return translate({
        id: 'groupCommit.crash.note.oncePerSecond',
        message:
          '「約1秒」は innodb_flush_log_at_timeout（既定 1 秒）ごとのバックグラウンド書き出しによるもので、マニュアルは毎秒の書き出しが 100 % 保証されるわけではないとしています。',
      });
    case 'no-two-phase-commit':
      return translate({
        id: 'groupCommit.crash.note.noTwoPhaseCommit',
        message:
          '2 相コミットが無いので、「バイナリログに書いた後、InnoDB に書く前」のクラッシュでバイナリログだけにトランザクションが残ります（出典の記事が挙げる例）。',
      });
  }
}

/** Short title of a sequence step. */
export function stepTitle(code: StepCode): string {
  switch (code) {
    case 'acquire-prepare-commit-mutex':
      return translate({
        id: 'groupCommit.step.acquireMutex',
        message: 'prepare_commit_mutex を確保',
      });
    case 'release-prepare-commit-mutex':
      return translate({
        id: 'groupCommit.step.releaseMutex',
        message: 'prepare_commit_mutex を解放',
      });
    case 'prepare-write-redo':
      return translate({
        id: 'groupCommit.step.prepareWrite',
        message: 'prepare を REDO ログに書く',
      });
    case 'prepare-redo-fsync':
      return translate({
        id: 'groupCommit.step.prepareFsync',
        message: 'prepare の REDO ログを fsync',
      });
    case 'binlog-write':
      return translate({ id: 'groupCommit.step.binlogWrite', message: 'バイナリログに書く' });
    case 'binlog-fsync':
      return translate({ id: 'groupCommit.step.binlogFsync', message: 'バイナリログを fsync' });
    case 'commit-write-redo':
      return translate({
        id: 'groupCommit.step.commitWrite',
        message: 'commit を REDO ログに書く',
      });
    case 'commit-redo-fsync':
      return translate({
        id: 'groupCommit.step.commitFsync',
        message: 'commit の REDO ログを fsync',
      });
    case 'queue-for-group':
      return translate({
        id: 'groupCommit.step.queue',
        message: 'フラッシュステージのキューに並ぶ（先頭がリーダー）',
      });
    case 'flush-stage-redo-fsync':
      return translate({
        id: 'groupCommit.step.flushStageRedo',
        message: 'フラッシュステージ: グループの prepare 記録を REDO ログに fsync',
      });
    case 'flush-stage-binlog-write':
      return translate({
        id: 'groupCommit.step.flushStageBinlog',
        message: 'フラッシュステージ: グループ全員のイベントをバイナリログに書く',
      });
    case 'sync-stage-binlog-fsync':
      return translate({
        id: 'groupCommit.step.syncStage',
        message: 'シンクステージ: バイナリログを fsync',
      });
    case 'commit-stage':
      return translate({
        id: 'groupCommit.step.commitStage',
        message: 'コミットステージ: バイナリログと同じ順で InnoDB にコミット（fsync なし）',
      });
  }
}

/** How a step's fsync happens. */
export function fsyncKindText(kind: FsyncKind, n: string): string | null {
  switch (kind) {
    case 'none':
      return null;
    case 'alone':
      return translate({
        id: 'groupCommit.fsync.alone',
        message: 'fsync はこのトランザクション単独（他と共有できない）',
      });
    case 'alone-every-n':
      return translate(
        {
          id: 'groupCommit.fsync.aloneEveryN',
          message: '{n} トランザクションごとに 1 回、単独で fsync',
        },
        { n },
      );
    case 'shared':
      return translate({
        id: 'groupCommit.fsync.shared',
        message: 'fsync はグループで 1 回（待っている全員で共有）',
      });
    case 'shared-every-n':
      return translate(
        { id: 'groupCommit.fsync.sharedEveryN', message: '{n} グループごとに 1 回 fsync' },
        { n },
      );
    case 'skipped-os-write':
      return translate({
        id: 'groupCommit.fsync.skippedOsWrite',
        message: 'fsync しない（OS に書くだけ。約 1 秒ごとにまとめて fsync）',
      });
    case 'skipped-log-buffer':
      return translate({
        id: 'groupCommit.fsync.skippedLogBuffer',
        message: 'fsync しない（ログバッファに残す。約 1 秒ごとに書き出して fsync）',
      });
    case 'skipped-binlog-os':
      return translate({
        id: 'groupCommit.fsync.skippedBinlogOs',
        message: 'fsync しない（いつディスクに書くかは OS 任せ）',
      });
  }
}

/** Which lock a step holds. */
export function heldLockText(lock: HeldLock): string | null {
  switch (lock) {
    case null:
      return null;
    case 'prepare_commit_mutex':
      return translate({
        id: 'groupCommit.lock.prepareCommitMutex',
        message: 'prepare_commit_mutex を保持中（他のトランザクションは待つ）',
      });
    case 'LOCK_log':
      return translate({
        id: 'groupCommit.lock.lockLog',
        message: 'バイナリログのロック（LOCK_log）を保持中',
      });
    case 'stage-leader':
      return translate({
        id: 'groupCommit.lock.stageLeader',
        message: 'リーダーがグループ全員の分をまとめて実行',
      });
  }
}

/** A lane of the commit-sequence diagram. */
export function laneLabel(lane: SequenceLane): string {
  switch (lane) {
    case 'lock':
      return translate({ id: 'groupCommit.sequence.lane.lock', message: 'ロック・キュー' });
    case 'redo':
      return translate({ id: 'groupCommit.sequence.lane.redo', message: 'InnoDB REDO ログ' });
    case 'binlog':
      return translate({ id: 'groupCommit.sequence.lane.binlog', message: 'バイナリログ' });
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
      ? translate(
          {
            id: 'groupCommit.sequence.groupSize',
            message: 'いまの設定と同時接続数では、約 {size} 件のコミットで 1 回を共有します。',
          },
          { size: groupSize },
        )
      : null;
  return [fsync, shared, lock].filter((text): text is string => text !== null);
}
