import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  chartLayout,
  presentedDrawingMaxHeight,
} from '../../../src/presentation/chartPresentation';

/** How much a chart's 12 px text is enlarged on screen. */
const scaleOf = (measuredWidth: number, presented: boolean): number =>
  measuredWidth / chartLayout(measuredWidth, presented).width;

describe('chartLayout', () => {
  it('lays a chart out at its own width outside speaker mode', () => {
    for (const width of [320, 370, 640, 1824]) {
      expect(chartLayout(width, false)).toMatchObject({ width, scaled: false });
      expect(chartLayout(width, false).height(320)).toBe(320);
    }
  });

  it('makes chart text at least 32 px on a 1920 px screen (1824 px of chart)', () => {
    expect(12 * scaleOf(1824, true)).toBeGreaterThanOrEqual(32);
  });

  it('enlarges chart text on a phone too: 12 px becomes at least 16 px at 390 px', () => {
    // 390 px minus the frame's 2.5vw padding on both sides.
    const layout = chartLayout(370, true);
    expect(layout.scaled).toBe(true);
    expect(12 * scaleOf(370, true)).toBeGreaterThanOrEqual(16);
  });

  it('never lays a presented chart out wider than its box, nor below 240 px when scaled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), (measured) => {
        const layout = chartLayout(measured, true);
        expect(layout.width).toBeLessThanOrEqual(measured);
        if (layout.scaled) expect(layout.width).toBeGreaterThanOrEqual(240);
        expect(scaleOf(measured, true)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('enlarges text more, never less, on a wider screen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, d) => {
        expect(scaleOf(a + d, true)).toBeGreaterThanOrEqual(scaleOf(a, true) - 0.01);
      }),
    );
  });
});

describe('presentedDrawingMaxHeight', () => {
  it('leaves room for the parts under the drawing on the screen', () => {
    // The flush-method slide at 1280 × 720: drawing from 203 px, axis title and legend 180 px under it.
    const cap = presentedDrawingMaxHeight(720, 203, 180);
    expect(cap + 203 + 180).toBeLessThanOrEqual(720);
    expect(cap).toBeGreaterThan(300);
    // Twice the screen, the same parts twice as tall: twice the room, give or take a pixel.
    expect(Math.abs(presentedDrawingMaxHeight(1440, 406, 360) - 2 * cap)).toBeLessThanOrEqual(9);
  });

  it('never squeezes the drawing to nothing on a short screen', () => {
    expect(presentedDrawingMaxHeight(400, 300, 200)).toBeGreaterThanOrEqual(160);
  });
});
