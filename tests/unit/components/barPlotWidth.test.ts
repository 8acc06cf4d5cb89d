import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { VALUE_LABEL_GAP, fitPlotWidth } from '../../../src/components/BarChart/plotWidth';

describe('fitPlotWidth', () => {
  it('lets the longest bar end where its label still fits, not a fixed room earlier', () => {
    // A phone: 342 px from the origin, the longest bar at 91 % of the axis with a 53 px label.
    const width = fitPlotWidth(342, 330, [
      { share: 0.91, labelWidth: 53 },
      { share: 0.12, labelWidth: 45 },
    ]);
    expect(width).toBeCloseTo((342 - VALUE_LABEL_GAP - 53) / 0.91, 6);
    expect(width / 342).toBeGreaterThan(0.9);
  });

  it('stops at the axis limit when the labels leave room', () => {
    expect(fitPlotWidth(600, 580, [{ share: 0.5, labelWidth: 40 }])).toBe(580);
  });

  it('keeps half the width for the bars however long a label is', () => {
    expect(fitPlotWidth(300, 290, [{ share: 1, labelWidth: 500 }])).toBe(150);
  });

  it('never lets a label run past the edge unless the half-width floor applies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2000 }),
        fc.array(
          fc.record({
            share: fc.double({ min: 0, max: 1, noNaN: true }),
            labelWidth: fc.integer({ min: 0, max: 300 }),
          }),
          { maxLength: 12 },
        ),
        (available, bars) => {
          const width = fitPlotWidth(available, available, bars);
          expect(width).toBeGreaterThanOrEqual(available / 2);
          expect(width).toBeLessThanOrEqual(available);
          if (width > available / 2) {
            // A label wider than the whole plot overflows whatever the axis
            // (fast-check found one on a bar of length 0: 6 + 95 px in 100).
            const fitting = bars.filter((bar) => VALUE_LABEL_GAP + bar.labelWidth <= available);
            for (const bar of fitting) {
              expect(bar.share * width + VALUE_LABEL_GAP + bar.labelWidth).toBeLessThanOrEqual(
                available + 1e-6,
              );
            }
          }
        },
      ),
      // The case fast-check once found is always tried first.
      { examples: [[100, [{ share: 0, labelWidth: 95 }]]] },
    );
  });
});
