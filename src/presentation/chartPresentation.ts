import { createContext, useContext } from 'react';

/**
 * Set by a calculator or chart frame while it is presented: the charts inside
 * are then drawn at a narrow layout width and scaled up to the screen, so
 * that their SVG text (12–13 px in the layout) is at least 32 px on a
 * 1920 px wide screen and about 17 px on a phone, with the chart's
 * proportions and spacing intact.
 */
export const ChartPresentationContext = createContext(false);

/** Layout width of a presented chart: 1824 px of screen / 600 ≈ 3× its 12 px labels. */
const PRESENTED_LAYOUT_WIDTH = 600;
/**
 * Below that, a presented chart is still scaled up at least this much, so
 * that on a phone its 12 px labels come out near the speaker-mode body text
 * (20 px there) instead of staying at 12 px.
 */
const PRESENTED_MIN_SCALE = 1.4;
/** Narrowest layout a presented chart gets: room for tick labels and a plot. */
const PRESENTED_MIN_LAYOUT_WIDTH = 240;
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
  const width = Math.round(
    Math.min(
      PRESENTED_LAYOUT_WIDTH,
      Math.max(PRESENTED_MIN_LAYOUT_WIDTH, measuredWidth / PRESENTED_MIN_SCALE),
    ),
  );
  if (!presented || width >= measuredWidth) {
    return { width: measuredWidth, height: (height) => height, scaled: false };
  }
  return {
    width,
    height: (height) => Math.round(height * PRESENTED_HEIGHT_FACTOR),
    scaled: true,
  };
}

/** {@link chartLayout} for a chart inside a (possibly presented) frame. */
export function useChartLayout(measuredWidth: number): ChartLayout {
  return chartLayout(measuredWidth, useContext(ChartPresentationContext));
}

/** Room left under a presented chart's last part (axis title or legend), in px. */
const PRESENTED_BOTTOM_GAP = 8;
/** A presented chart's drawing is never squeezed below this height, in px. */
const PRESENTED_MIN_DRAWING_HEIGHT = 160;

/**
 * Pure: the tallest a presented chart's drawing may be drawn so that it and
 * the parts under it (axis title, legend) end on the screen. A bar chart's
 * height grows with its bars, and scaled up to the slide's width a chart of
 * six bars ran 200 px past a 720 px screen, its axis and legend cut off.
 *
 * @param viewportHeight the window's inner height
 * @param drawingTop the drawing's top, from the top of the document
 * @param belowDrawing from the drawing's bottom to the last part's bottom
 */
export function presentedDrawingMaxHeight(
  viewportHeight: number,
  drawingTop: number,
  belowDrawing: number,
): number {
  return Math.max(
    PRESENTED_MIN_DRAWING_HEIGHT,
    Math.floor(viewportHeight - drawingTop - belowDrawing - PRESENTED_BOTTOM_GAP),
  );
}
