import type { SequenceLane, SequenceStep } from '../../calculators/group-commit/commitSequence';
import styles from './styles.module.css';

// Geometry of the commit-sequence diagram: lanes across, one column per step.

export const LANES: readonly SequenceLane[] = ['lock', 'redo', 'binlog'];
export const LABEL_WIDTH = 150;
export const COLUMN_WIDTH = 64;
export const LANE_HEIGHT = 46;
export const TOP = 28;

/** The top of a lane. */
export function laneY(lane: SequenceLane): number {
  return TOP + LANES.indexOf(lane) * LANE_HEIGHT;
}

/** The left edge of step `index`'s column. */
export function columnX(index: number): number {
  return LABEL_WIDTH + index * COLUMN_WIDTH;
}

/** The diagram's size for `stepCount` steps. */
export function diagramSize(stepCount: number): { width: number; height: number } {
  return {
    width: LABEL_WIDTH + stepCount * COLUMN_WIDTH + 8,
    height: TOP + LANES.length * LANE_HEIGHT + 8,
  };
}

/** A step's box colour: alone, shared, skipped or no fsync. */
export function cellClass(step: SequenceStep): string {
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

/** The tag written in a step's box, or null for steps without an fsync. */
export function fsyncTagKind(step: SequenceStep): 'alone' | 'shared' | 'skipped' | null {
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
