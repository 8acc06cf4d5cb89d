import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { SequenceStepper } from './useSequenceStepper';
import styles from './styles.module.css';

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
          <Translate id="groupCommit.sequence.previous">← 前の手順</Translate>
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={togglePlay}
          disabled={reducedMotion}
        >
          {autoPlaying ? (
            <Translate id="groupCommit.sequence.pause">一時停止</Translate>
          ) : (
            <Translate id="groupCommit.sequence.play">自動再生</Translate>
          )}
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
          <Translate id="groupCommit.sequence.next">次の手順 →</Translate>
        </button>
        <span className={styles.sequenceCounter}>
          <Translate
            id="groupCommit.sequence.counter"
            values={{ index: shown + 1, count: stepCount }}
          >
            {'手順 {index}/{count}'}
          </Translate>
        </span>
      </div>
      <p id={helpId} className={styles.hintText}>
        {reducedMotion ? (
          <Translate id="groupCommit.sequence.reducedMotion">
            動きを減らす設定が有効なため、自動再生は止めています。ボタンか矢印キーで 1
            手順ずつ進めてください。
          </Translate>
        ) : (
          <Translate id="groupCommit.sequence.keys">
            ボタンのほか、手順の一覧では ← → ↑ ↓ と Home/End キーで移動できます。
          </Translate>
        )}
      </p>
    </>
  );
}
