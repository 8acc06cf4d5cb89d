import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
        {pageText(groupCommitStrings, 'groupCommit.crash.heading')}
      </Heading>
      {crash.ok ? (
        <div data-testid="group-commit-crash-loss">
          <div className={styles.crashGrid}>
            <div className={styles.crashCard}>
              <p className={styles.crashTitle}>
                {pageText(groupCommitStrings, 'groupCommit.crash.mysqld')}
              </p>
              <p className={styles.hintText}>
                {pageText(groupCommitStrings, 'groupCommit.crash.mysqld.hint')}
              </p>
              <CrashOutcomeList outcome={crash.value.mysqld} n={n} />
            </div>
            <div className={styles.crashCard}>
              <p className={styles.crashTitle}>
                {pageText(groupCommitStrings, 'groupCommit.crash.os')}
              </p>
              <p className={styles.hintText}>
                {pageText(groupCommitStrings, 'groupCommit.crash.os.hint')}
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
