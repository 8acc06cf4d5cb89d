import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { SequenceStep } from '../../calculators/group-commit/commitSequence';
import { fsyncKindText, stepTitle } from './messages';
import type { SequenceStepper } from './useSequenceStepper';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly steps: readonly SequenceStep[];
  readonly stepper: SequenceStepper;
  /** sync_binlog's N, formatted, for the fsync notes. */
  readonly n: string;
  /** The keyboard help's id. */
  readonly helpId: string;
}

/**
 * Every step as a button (the full list is in the server-rendered page). One
 * roving tab stop: the arrow keys move the focus along with the step.
 */
export default function StepList({ steps, stepper, n, helpId }: Props): ReactNode {
  const { shown, go, onKey, stepButtons } = stepper;
  return (
    <ol
      className={styles.stepList}
      aria-label={pageText(groupCommitStrings, 'groupCommit.sequence.listLabel')}
    >
      {steps.map((step, index) => (
        <li key={`${step.code}-${index}`}>
          <button
            type="button"
            ref={(element) => {
              stepButtons.current[index] = element;
            }}
            className={clsx(styles.stepButton, index === shown && styles.stepButtonCurrent)}
            tabIndex={index === shown ? 0 : -1}
            aria-current={index === shown ? 'step' : undefined}
            aria-describedby={helpId}
            onClick={() => {
              go(index, false);
            }}
            onKeyDown={(event) => {
              onKey(event, true);
            }}
          >
            <span className={styles.stepIndex}>{index + 1}</span>
            <span>{stepTitle(step.code)}</span>
            {fsyncKindText(step.fsync, n) ? (
              <span className={styles.stepFsync}>{fsyncKindText(step.fsync, n)}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ol>
  );
}
