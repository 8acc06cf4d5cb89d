/**
 * How wide a horizontal bar chart's value axis can be. Pure, so the rule is
 * unit-tested apart from the SVG.
 *
 * @packageDocumentation
 */

/** A bar's end as a share of the axis (0–1) and the width of the label printed after it. */
export interface BarEnd {
  readonly share: number;
  readonly labelWidth: number;
}

/** Space between a bar's end and its value label (px). */
export const VALUE_LABEL_GAP = 6;

/**
 * The widest axis (px) on which every bar's label still fits after its bar
 * within `available` px: each bar reaches as far as its own label allows, so
 * a short bar with a long label no longer shrinks the whole chart (a fixed
 * room for the longest label left ≈40 % of a phone's width empty).
 *
 * @param available - width from the axis origin to the right edge
 * @param axisLimit - the axis must also end by here (room for its last tick label)
 * @param minShare - least share of `available` the axis keeps, even for very long labels
 */
export function fitPlotWidth(
  available: number,
  axisLimit: number,
  bars: readonly BarEnd[],
  minShare = 0.5,
): number {
  let width = Math.min(available, axisLimit);
  for (const bar of bars) {
    if (!(bar.share > 0) || !Number.isFinite(bar.share)) continue;
    width = Math.min(width, (available - VALUE_LABEL_GAP - bar.labelWidth) / bar.share);
  }
  return Math.max(1, Math.min(axisLimit, Math.max(available * minShare, width)));
}
