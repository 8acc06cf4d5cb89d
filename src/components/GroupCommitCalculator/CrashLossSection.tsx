import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { CrashAnalysis, CrashOutcome } from '../../calculators/group-commit/crashLoss';
import type { GroupCommitErrorCode } from '../../calculators/group-commit/groupCommitModel';
import type { CalculationResult } from '../../calculators/group-commit/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import {
  binlogLossText,
  consistencyText,
  crashNoteText,
  errorMessage,
  innodbLossText,
} from './messages';
import styles from './styles.module.css';

interface Props {
  readonly crash: CalculationResult<CrashAnalysis, GroupCommitErrorCode>;
  /** sync_binlog's N as the reader set it, for the sentences that mention it. */
  readonly syncBinlog: number;
  /** h3 on the calculator page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/** What a mysqld crash and an OS crash or power loss lose under these settings, side by side. */
export default function CrashLossSection({ crash, syncBinlog, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  const n = format.number(syncBinlog, 0);
  return (
    <section aria-labelledby="group-commit-crash" className={styles.section}>
      <Heading as={headingAs} id="group-commit-crash" className={styles.subheading}>
        <Translate id="groupCommit.crash.heading">
          この設定でクラッシュしたときに失われるもの
        </Translate>
      </Heading>
      {crash.ok ? (
        <div data-testid="group-commit-crash-loss">
          <div className={styles.crashGrid}>
            <div className={styles.crashCard}>
              <p className={styles.crashTitle}>
                <Translate id="groupCommit.crash.mysqld">mysqld だけが落ちた場合</Translate>
              </p>
              <p className={styles.hintText}>
                <Translate id="groupCommit.crash.mysqld.hint">
                  OS は動き続けるので、OS に書き渡した（fsync 前の）データは残ります。
                </Translate>
              </p>
              <CrashOutcomeList outcome={crash.value.mysqld} n={n} />
            </div>
            <div className={styles.crashCard}>
              <p className={styles.crashTitle}>
                <Translate id="groupCommit.crash.os">OS クラッシュ・電源断の場合</Translate>
              </p>
              <p className={styles.hintText}>
                <Translate id="groupCommit.crash.os.hint">
                  残るのは fsync 済みのデータだけです。
                </Translate>
              </p>
              <CrashOutcomeList outcome={crash.value.os} n={n} />
            </div>
          </div>
          {crash.value.notes.length > 0 ? (
            <ul className={styles.note}>
              {crash.value.notes.map((note) => (
                <li key={note}>{crashNoteText(note)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="alert alert--warning" data-testid="group-commit-crash-loss">
          {errorMessage(crash.code)}
        </p>
      )}
    </section>
  );
}

interface OutcomeProps {
  readonly outcome: CrashOutcome;
  /** sync_binlog's N, formatted. */
  readonly n: string;
}

/** One kind of crash: what InnoDB loses, what the binary log loses, and whether they still agree. */
function CrashOutcomeList({ outcome, n }: OutcomeProps): ReactNode {
  return (
    <ul>
      <li>{innodbLossText(outcome.innodb)}</li>
      <li>{binlogLossText(outcome.binlog, n)}</li>
      <li>{consistencyText(outcome.consistency)}</li>
    </ul>
  );
}
