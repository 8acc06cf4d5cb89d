/**
 * What a run on the reader's server (`--server`) left in its binary log. The lab never runs
 * RESET MASTER or PURGE there, so the reader is told how much it wrote.
 */
import type { LocalizedText } from '../src/datasets/schema';
import type { Status } from './load';
import { formatBytes } from './util';

/** MariaDB's count of bytes written to the binary log (MySQL has no such counter). */
const BINLOG_BYTES_WRITTEN = 'Binlog_bytes_written';

/**
 * What the lab does between points on a reader's server, where it truncates
 * its table but never runs RESET MASTER (it would delete the server's binary
 * logs): the "between points" parameter of group-commit and autoinc.
 */
export const REMOTE_BETWEEN_POINTS: LocalizedText = {
  ja: 'TRUNCATE TABLE t1(利用者のサーバーでは RESET MASTER をしない)',
  en: 'TRUNCATE TABLE t1 (no RESET MASTER on the reader’s server)',
};

/** The note and log line on the binary log the run wrote, from the status before and after it. */
export function binlogWrittenNote(before: Status, after: Status): LocalizedText {
  const start = before.get(BINLOG_BYTES_WRITTEN);
  const end = after.get(BINLOG_BYTES_WRITTEN);
  if (start === undefined || end === undefined) {
    return {
      ja: `この実行がサーバーのバイナリログに書いた量は不明です(${BINLOG_BYTES_WRITTEN} がないサーバー)。RESET MASTER も PURGE もしていないので、消すかどうかはサーバーの保持設定しだいです。`,
      en: `How much the run wrote to the server’s binary log is unknown (the server has no ${BINLOG_BYTES_WRITTEN}). Neither RESET MASTER nor PURGE was run: the server’s retention settings decide when it goes.`,
    };
  }
  const size = formatBytes(Math.max(0, end - start));
  return {
    ja: `この実行の間にサーバーのバイナリログへ書かれた量は ${size} です(${BINLOG_BYTES_WRITTEN} の増分。同時に動いた他の処理の分も含む)。RESET MASTER も PURGE もしていないので、消すかどうかはサーバーの保持設定しだいです。`,
    en: `The server’s binary log grew by ${size} during the run (the increase of ${BINLOG_BYTES_WRITTEN}, including any other work at the same time). Neither RESET MASTER nor PURGE was run: the server’s retention settings decide when it goes.`,
  };
}
