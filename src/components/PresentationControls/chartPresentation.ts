import { createContext, useContext } from 'react';

/**
 * Set by a calculator or chart frame while it is presented: the charts inside
 * are then drawn at a narrow layout width and scaled up to the screen, so
 * that their SVG text (12–13 px in the layout) is at least 32 px on a
 * 1920 px wide screen, with the chart's proportions and spacing intact.
 */
export const ChartPresentationContext = createContext(false);

/** Layout width of a presented chart: 1824 px of screen / 600 ≈ 3× its 12 px labels. */
const PRESENTED_LAYOUT_WIDTH = 600;
/** Presented charts are flatter, so that title, chart and legend fit a 16:9 screen. */
const PRESENTED_HEIGHT_FACTOR = 0.75;

export interface ChartLayout {
  /** Width to lay the chart out at (the SVG's viewBox width). */
  readonly width: number;
  /** Height to lay the chart out at, from the height it would have otherwise. */
  readonly height: (height: number) => number;
  /** Whether the SVG is to be stretched to its container (CSS width 100%). */
  readonly scaled: boolean;
}

/** Pure: the layout of a chart given its container's width and whether it is presented. */
export function chartLayout(measuredWidth: number, presented: boolean): ChartLayout {
  if (!presented || measuredWidth <= PRESENTED_LAYOUT_WIDTH) {
    return { width: measuredWidth, height: (height) => height, scaled: false };
  }
  return {
    width: PRESENTED_LAYOUT_WIDTH,
    height: (height) => Math.round(height * PRESENTED_HEIGHT_FACTOR),
    scaled: true,
  };
}

/** {@link chartLayout} for a chart inside a (possibly presented) frame. */
export function useChartLayout(measuredWidth: number): ChartLayout {
  return chartLayout(measuredWidth, useContext(ChartPresentationContext));
}
