import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { chartLayout } from '../../../src/presentation/chartPresentation';

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
