import React, {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {
  commitSequence,
  type SequenceLane,
  type SequenceStep,
} from '../../calculators/group-commit/commitSequence';
import type { CommitSettings } from '../../calculators/group-commit/groupCommitModel';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { errorMessage, fsyncKindText, generationLabel, heldLockText, stepTitle } from './messages';
import styles from './styles.module.css';

interface Props {
  readonly settings: CommitSettings;
  /** Commits sharing one group fsync at the current concurrency (shown on shared steps). */
  readonly groupSize: number | null;
  /** h3 on the calculator page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

const STEP_DELAY_MS = 1800;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the reader asked for reduced motion. The server (and the first,
 * hydrating render) assume not; nothing animates until the reader presses
 * play, so that first guess never moves anything.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const LANES: readonly SequenceLane[] = ['lock', 'redo', 'binlog'];
const LABEL_WIDTH = 150;
const COLUMN_WIDTH = 64;
const LANE_HEIGHT = 46;
const TOP = 28;

function laneLabel(lane: SequenceLane): string {
  switch (lane) {
    case 'lock':
      return translate({ id: 'groupCommit.sequence.lane.lock', message: 'ロック・キュー' });
    case 'redo':
      return translate({ id: 'groupCommit.sequence.lane.redo', message: 'InnoDB REDO ログ' });
    case 'binlog':
      return translate({ id: 'groupCommit.sequence.lane.binlog', message: 'バイナリログ' });
  }
}

function cellClass(step: SequenceStep): string {
  switch (step.fsync) {
    case 'alone':
    case 'alone-every-n':
      return styles.cellAlone ?? '';
    case 'shared':
    case 'shared-every-n':
      return styles.cellShared ?? '';
    case 'skipped-os-write':
    case 'skipped-log-buffer':
    case 'skipped-binlog-os':
      return styles.cellSkipped ?? '';
    case 'none':
      return styles.cellPlain ?? '';
  }
}

function fsyncTagKind(step: SequenceStep): 'alone' | 'shared' | 'skipped' | null {
  switch (step.fsync) {
    case 'alone':
    case 'alone-every-n':
      return 'alone';
    case 'shared':
    case 'shared-every-n':
      return 'shared';
    case 'skipped-os-write':
    case 'skipped-log-buffer':
    case 'skipped-binlog-os':
      return 'skipped';
    case 'none':
      return null;
  }
}

/**
 * The section's anchor, the same in both languages like every heading ID on
 * the site: speakers link to it, so it must not follow the page's structure
 * as a generated `useId()` would. The calculator appears once per page.
 */
const SEQUENCE_HEADING_ID = 'group-commit-sequence';

/**
 * One commit, step by step: prepare → binary log → commit for the chosen
 * generation and settings, with the lock each step holds and whether its
 * fsync runs alone or is shared by a group. Steppable with buttons and the
 * arrow keys; the current step is announced to screen readers. Auto-play
 * only starts on request and is unavailable when the reader prefers reduced
 * motion. On the server it renders the first step and the full list.
 */
export default function SequenceView({ settings, groupSize, headingAs }: Props): ReactNode {
  const id = useId();
  const format = useNumberFormat();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const stepButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const sequence = commitSequence(settings);
  const steps = sequence.ok ? sequence.value.steps : [];
  const last = Math.max(0, steps.length - 1);
  const shown = Math.min(current, last);
  const autoPlaying = playing && !reducedMotion;

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = window.setTimeout(() => {
      if (shown >= last) setPlaying(false);
      else setCurrent(shown + 1);
    }, STEP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoPlaying, shown, last]);

  if (!sequence.ok) {
    return <p className="alert alert--warning">{errorMessage(sequence.code)}</p>;
  }
  const n = format.number(sequence.value.syncBinlog, 0);

  const go = (index: number, moveFocus: boolean) => {
    const next = Math.min(last, Math.max(0, index));
    setCurrent(next);
    setPlaying(false);
    if (moveFocus) stepButtons.current[next]?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, moveFocus: boolean) => {
    const target = (() => {
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowDown':
          return shown + 1;
        case 'ArrowLeft':
        case 'ArrowUp':
          return shown - 1;
        case 'Home':
          return 0;
        case 'End':
          return last;
        default:
          return null;
      }
    })();
    if (target === null) return;
    event.preventDefault();
    go(target, moveFocus);
  };

  const details = (step: SequenceStep) => {
    const fsync = fsyncKindText(step.fsync, n);
    const lock = heldLockText(step.holds);
    const shared =
      (step.fsync === 'shared' || step.fsync === 'shared-every-n') && groupSize !== null
        ? translate(
            {
              id: 'groupCommit.sequence.groupSize',
              message: 'いまの設定と同時接続数では、約 {size} 件のコミットで1回を共有します。',
            },
            { size: format.number(groupSize, 1) },
          )
        : null;
    return [fsync, shared, lock].filter((text): text is string => text !== null);
  };

  const currentStep = steps[shown];
  const announcement = currentStep
    ? translate(
        {
          id: 'groupCommit.sequence.announce',
          message: '手順 {index}/{count}: {title}。{details}',
        },
        {
          index: shown + 1,
          count: steps.length,
          title: stepTitle(currentStep.code),
          details: details(currentStep).join(' '),
        },
      )
    : '';

  const width = LABEL_WIDTH + steps.length * COLUMN_WIDTH + 8;
  const height = TOP + LANES.length * LANE_HEIGHT + 8;
  const laneY = (lane: SequenceLane) => TOP + LANES.indexOf(lane) * LANE_HEIGHT;
  const columnX = (index: number) => LABEL_WIDTH + index * COLUMN_WIDTH;
  const fsyncTag = translate({ id: 'groupCommit.sequence.fsyncTag', message: 'fsync' });
  const tagText = {
    alone: translate({ id: 'groupCommit.sequence.tagAlone', message: '単独' }),
    shared: translate({ id: 'groupCommit.sequence.tagShared', message: '共有' }),
    skipped: translate({ id: 'groupCommit.sequence.tagSkipped', message: '省略' }),
  } as const;
  const helpId = `${id}-help`;

  return (
    <section aria-labelledby={SEQUENCE_HEADING_ID} className={styles.sequence}>
      <Heading as={headingAs} id={SEQUENCE_HEADING_ID} className={styles.subheading}>
        <Translate id="groupCommit.sequence.heading">1件のコミットを順に見る</Translate>
      </Heading>
      <p className={styles.sequenceIntro}>
        <Translate
          id="groupCommit.sequence.intro"
          values={{ generation: <strong>{generationLabel(settings.generation)}</strong> }}
        >
          {
            '{generation} で1件のトランザクションがコミットされるまで。図の枠に「単独」とある fsync は他のトランザクションと共有できず、「共有」はグループで1回、「省略」は設定により fsync しない手順です。いちばん上の帯は、その手順の間ロックを持っていることを示します。'
          }
        </Translate>
      </p>
      <div className={styles.sequenceControls}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => go(shown - 1, false)}
          onKeyDown={(event) => onKey(event, false)}
          aria-disabled={shown === 0}
          aria-describedby={helpId}
        >
          <Translate id="groupCommit.sequence.previous">← 前の手順</Translate>
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => {
            if (autoPlaying) {
              setPlaying(false);
              return;
            }
            if (shown >= last) setCurrent(0);
            setPlaying(true);
          }}
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
          onClick={() => go(shown + 1, false)}
          onKeyDown={(event) => onKey(event, false)}
          aria-disabled={shown >= last}
          aria-describedby={helpId}
        >
          <Translate id="groupCommit.sequence.next">次の手順 →</Translate>
        </button>
        <span className={styles.sequenceCounter}>
          <Translate
            id="groupCommit.sequence.counter"
            values={{ index: shown + 1, count: steps.length }}
          >
            {'手順 {index} / {count}'}
          </Translate>
        </span>
      </div>
      <p id={helpId} className={styles.hintText}>
        {reducedMotion ? (
          <Translate id="groupCommit.sequence.reducedMotion">
            動きを減らす設定が有効なため、自動再生は止めています。ボタンか矢印キーで1手順ずつ進めてください。
          </Translate>
        ) : (
          <Translate id="groupCommit.sequence.keys">
            ボタンのほか、手順の一覧では ← → ↑ ↓ と Home / End キーで移動できます。
          </Translate>
        )}
      </p>

      <div className={styles.sequenceCanvas}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${id}-svg-title`}
          className={styles.sequenceSvg}
        >
          <title id={`${id}-svg-title`}>
            {translate(
              {
                id: 'groupCommit.sequence.svgTitle',
                message: '{generation} のコミット手順の図。いまは手順 {index}: {title}',
              },
              {
                generation: generationLabel(settings.generation),
                index: shown + 1,
                title: currentStep ? stepTitle(currentStep.code) : '',
              },
            )}
          </title>
          <rect
            x={columnX(shown) + 2}
            y={TOP - 22}
            width={COLUMN_WIDTH - 4}
            height={height - TOP + 16}
            className={styles.currentColumn}
          />
          {LANES.map((lane) => (
            <g key={lane}>
              <line
                x1={LABEL_WIDTH - 6}
                x2={width}
                y1={laneY(lane) + LANE_HEIGHT / 2}
                y2={laneY(lane) + LANE_HEIGHT / 2}
                className={styles.laneLine}
              />
              <text
                x={LABEL_WIDTH - 10}
                y={laneY(lane) + LANE_HEIGHT / 2}
                textAnchor="end"
                dominantBaseline="middle"
                className={styles.laneLabel}
              >
                {laneLabel(lane)}
              </text>
            </g>
          ))}
          {steps.map((step, index) => (
            <g key={`${step.code}-${index}`}>
              <text
                x={columnX(index) + COLUMN_WIDTH / 2}
                y={TOP - 8}
                textAnchor="middle"
                className={clsx(styles.columnNumber, index === shown && styles.columnNumberCurrent)}
              >
                {index + 1}
              </text>
              {step.holds !== null && step.lane !== 'lock' ? (
                <rect
                  x={columnX(index)}
                  y={laneY('lock') + 14}
                  width={COLUMN_WIDTH}
                  height={LANE_HEIGHT - 28}
                  className={styles.lockBar}
                />
              ) : null}
              <rect
                x={columnX(index) + 6}
                y={laneY(step.lane) + 6}
                width={COLUMN_WIDTH - 12}
                height={LANE_HEIGHT - 12}
                rx={4}
                className={clsx(
                  styles.cell,
                  cellClass(step),
                  index === shown && styles.cellCurrent,
                )}
              />
              {(() => {
                const kind = fsyncTagKind(step);
                if (kind === null) return null;
                const x = columnX(index) + COLUMN_WIDTH / 2;
                const y = laneY(step.lane) + LANE_HEIGHT / 2;
                return (
                  <text textAnchor="middle" className={styles.cellText}>
                    <tspan x={x} y={y - 3}>
                      {fsyncTag}
                    </tspan>
                    <tspan x={x} y={y + 10} className={styles.cellTag}>
                      {tagText[kind]}
                    </tspan>
                  </text>
                );
              })()}
            </g>
          ))}
        </svg>
      </div>

      {currentStep ? (
        <div className={styles.stepDetail}>
          <p className={styles.stepDetailTitle}>
            <Translate
              id="groupCommit.sequence.currentTitle"
              values={{ index: shown + 1, title: stepTitle(currentStep.code) }}
            >
              {'手順 {index}: {title}'}
            </Translate>
          </p>
          <ul>
            {details(currentStep).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <ol
        className={styles.stepList}
        aria-label={translate({ id: 'groupCommit.sequence.listLabel', message: '手順の一覧' })}
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
              onClick={() => go(index, false)}
              onKeyDown={(event) => onKey(event, true)}
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
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
