import React, { type ReactNode } from 'react';
import type { SequenceStepper } from './useSequenceStepper';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly stepper: SequenceStepper;
  readonly stepCount: number;
  readonly reducedMotion: boolean;
  /** The help text's id: the step buttons are described by it. */
  readonly helpId: string;
}

/** Previous, play/pause and next, the step counter, and how to move with the keys. */
export default function SequenceControls({
  stepper,
  stepCount,
  reducedMotion,
  helpId,
}: Props): ReactNode {
  const { shown, last, autoPlaying, go, onKey, togglePlay } = stepper;
  return (
    <>
      <div className={styles.sequenceControls}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            go(shown - 1, false);
          }}
          onKeyDown={(event) => {
            onKey(event, false);
          }}
          aria-disabled={shown === 0}
          aria-describedby={helpId}
        >
          {pageText(groupCommitStrings, 'groupCommit.sequence.previous')}
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={togglePlay}
          disabled={reducedMotion}
        >
          {autoPlaying
            ? pageText(groupCommitStrings, 'groupCommit.sequence.pause')
            : pageText(groupCommitStrings, 'groupCommit.sequence.play')}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            go(shown + 1, false);
          }}
          onKeyDown={(event) => {
            onKey(event, false);
          }}
          aria-disabled={shown >= last}
          aria-describedby={helpId}
        >
          {pageText(groupCommitStrings, 'groupCommit.sequence.next')}
        </button>
        <span className={styles.sequenceCounter}>
          {pageText(groupCommitStrings, 'groupCommit.sequence.counter', {
            index: shown + 1,
            count: stepCount,
          })}
        </span>
      </div>
      <p id={helpId} className={styles.hintText}>
        {reducedMotion
          ? pageText(groupCommitStrings, 'groupCommit.sequence.reducedMotion')
          : pageText(groupCommitStrings, 'groupCommit.sequence.keys')}
      </p>
    </>
  );
}
