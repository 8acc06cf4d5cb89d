import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { logTickValues } from '../../../src/components/LineChart/logTicks';

describe('logTickValues', () => {
  it('uses 1-2-5 steps over two decades', () => {
    expect(logTickValues([100, 10_000])).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(logTickValues([150, 4000])).toEqual([200, 500, 1000, 2000]);
  });

  it('uses powers of ten over more decades', () => {
    expect(logTickValues([1, 10_000_000])).toEqual([1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7]);
    expect(logTickValues([0.01, 100])).toEqual([0.01, 0.1, 1, 10, 100]);
  });

  it('returns nothing for a domain a log scale cannot draw', () => {
    expect(logTickValues([0, 100])).toEqual([]);
    expect(logTickValues([-5, 100])).toEqual([]);
  });

  it('gives at most 16 ticks, all inside the domain and increasing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        (a, b) => {
          const ticks = logTickValues([a, b]);
          expect(ticks.length).toBeLessThanOrEqual(16);
          for (const tick of ticks) {
            expect(tick).toBeGreaterThanOrEqual(Math.min(a, b));
            expect(tick).toBeLessThanOrEqual(Math.max(a, b));
          }
          for (let i = 1; i < ticks.length; i++) {
            expect(ticks[i]).toBeGreaterThan(ticks[i - 1] ?? Number.NEGATIVE_INFINITY);
          }
        },
      ),
    );
  });
});
