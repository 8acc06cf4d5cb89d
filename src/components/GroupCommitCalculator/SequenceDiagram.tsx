import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { SequenceStep } from '../../calculators/group-commit/commitSequence';
import { laneLabel } from './messages';
import {
  COLUMN_WIDTH,
  LABEL_WIDTH,
  LANE_HEIGHT,
  LANES,
  TOP,
  cellClass,
  columnX,
  diagramSize,
  fsyncTagKind,
  laneY,
} from './sequenceLayout';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly steps: readonly SequenceStep[];
  /** The step shown (0-based): its column is highlighted. */
  readonly shown: number;
  /** The SVG title's id (the image is labelled by it). */
  readonly titleId: string;
  /** The SVG's title: the generation and the current step. */
  readonly title: string;
}

/** The steps as columns across three lanes (lock, redo log, binary log), as one labelled image. */
export default function SequenceDiagram({ steps, shown, titleId, title }: Props): ReactNode {
  const { width, height } = diagramSize(steps.length);
  return (
    <div className={styles.sequenceCanvas}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={titleId}
        className={styles.sequenceSvg}
      >
        <title id={titleId}>{title}</title>
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
          <StepColumn
            key={`${step.code}-${index}`}
            step={step}
            index={index}
            current={index === shown}
          />
        ))}
      </svg>
    </div>
  );
}

interface StepColumnProps {
  readonly step: SequenceStep;
  readonly index: number;
  readonly current: boolean;
}

/** One step: its number, the lock bar while a lock is held, and its box with the fsync tag. */
function StepColumn({ step, index, current }: StepColumnProps): ReactNode {
  return (
    <g>
      <text
        x={columnX(index) + COLUMN_WIDTH / 2}
        y={TOP - 8}
        textAnchor="middle"
        className={clsx(styles.columnNumber, current && styles.columnNumberCurrent)}
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
        className={clsx(styles.cell, cellClass(step), current && styles.cellCurrent)}
      />
      <FsyncTag step={step} index={index} />
    </g>
  );
}

/** "fsync" over "alone", "shared" or "skipped" in the step's box; nothing for steps without one. */
function FsyncTag({
  step,
  index,
}: {
  readonly step: SequenceStep;
  readonly index: number;
}): ReactNode {
  const kind = fsyncTagKind(step);
  if (kind === null) return null;
  const tagText = {
    alone: pageText(groupCommitStrings, 'groupCommit.sequence.tagAlone'),
    shared: pageText(groupCommitStrings, 'groupCommit.sequence.tagShared'),
    skipped: pageText(groupCommitStrings, 'groupCommit.sequence.tagSkipped'),
  } as const;
  const x = columnX(index) + COLUMN_WIDTH / 2;
  const y = laneY(step.lane) + LANE_HEIGHT / 2;
  return (
    <text textAnchor="middle" className={styles.cellText}>
      <tspan x={x} y={y - 3}>
        {pageText(groupCommitStrings, 'groupCommit.sequence.fsyncTag')}
      </tspan>
      <tspan x={x} y={y + 10} className={styles.cellTag}>
        {tagText[kind]}
      </tspan>
    </text>
  );
}
