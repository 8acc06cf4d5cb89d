import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { IOPS_INPUT_BOUNDS, computeDemand } from '../../../../src/calculators/iops';

describe('computeDemand', () => {
  it('sums systems and applies headroom (hand-worked)', () => {
    // Measured 300+500 reads and 100+100 writes; 25 % headroom → 1,000 / 250.
    const result = computeDemand({
      systems: [
        { name: 'orders', readIops: 300, writeIops: 100 },
        { name: 'search', readIops: 500, writeIops: 100 },
      ],
      headroomPercent: 25,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        measuredReadIops: 800,
        measuredWriteIops: 200,
        readIops: 1_000,
        writeIops: 250,
        totalIops: 1_250,
        readPercent: 80,
      },
    });
  });

  it('keeps the demand unchanged with zero headroom', () => {
    const result = computeDemand({
      systems: [{ name: 'a', readIops: 9_000, writeIops: 1_000 }],
      headroomPercent: 0,
    });
    expect(result.ok && result.value.totalIops).toBe(10_000);
    expect(result.ok && result.value.readPercent).toBe(90);
  });

  it('rejects invalid input with error codes', () => {
    expect(computeDemand({ systems: [], headroomPercent: 0 })).toEqual({
      ok: false,
      code: 'noSystems',
    });
    expect(
      computeDemand({ systems: [{ name: 'a', readIops: -1, writeIops: 0 }], headroomPercent: 0 }),
    ).toEqual({
      ok: false,
      code: 'systemIopsInvalid',
    });
    expect(
      computeDemand({
        systems: [{ name: 'a', readIops: Number.NaN, writeIops: 0 }],
        headroomPercent: 0,
      }),
    ).toEqual({ ok: false, code: 'systemIopsInvalid' });
    expect(
      computeDemand({ systems: [{ name: 'a', readIops: 1, writeIops: 1 }], headroomPercent: -5 }),
    ).toEqual({
      ok: false,
      code: 'headroomInvalid',
    });
    expect(
      computeDemand({ systems: [{ name: 'a', readIops: 0, writeIops: 0 }], headroomPercent: 10 }),
    ).toEqual({
      ok: false,
      code: 'zeroDemand',
    });
    const many = Array.from({ length: 51 }, (_, i) => ({
      name: `s${i}`,
      readIops: 1,
      writeIops: 1,
    }));
    expect(computeDemand({ systems: many, headroomPercent: 0 })).toEqual({
      ok: false,
      code: 'tooManySystems',
    });
    const huge = [
      { name: 'a', readIops: 6_000_000, writeIops: 0 },
      { name: 'b', readIops: 6_000_000, writeIops: 0 },
    ];
    expect(computeDemand({ systems: huge, headroomPercent: 0 })).toEqual({
      ok: false,
      code: 'demandTooLarge',
    });
  });

  const systemArb = fc.record({
    name: fc.string(),
    // 50 systems × 2 × 100,000 stays within the 10M measured-demand limit.
    readIops: fc.double({ min: 0, max: 100_000, noNaN: true }),
    writeIops: fc.double({ min: 0, max: 100_000, noNaN: true }),
  });

  it('property: required total = measured total × (1 + headroom), read share unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(systemArb, { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: IOPS_INPUT_BOUNDS.headroomPercent.max, noNaN: true }),
        (systems, headroomPercent) => {
          const result = computeDemand({ systems, headroomPercent });
          const measured = systems.reduce((sum, s) => sum + s.readIops + s.writeIops, 0);
          if (measured === 0) {
            expect(result).toEqual({ ok: false, code: 'zeroDemand' });
            return;
          }
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const d = result.value;
          for (const v of Object.values(d)) expect(Number.isFinite(v)).toBe(true);
          const expected = measured * (1 + headroomPercent / 100);
          expect(Math.abs(d.totalIops - expected)).toBeLessThanOrEqual(1e-9 * expected);
          expect(d.readPercent).toBeGreaterThanOrEqual(0);
          expect(d.readPercent).toBeLessThanOrEqual(100);
          const requiredShare = d.totalIops === 0 ? 0 : (d.readIops / d.totalIops) * 100;
          expect(requiredShare).toBeCloseTo(d.readPercent, 6);
        },
      ),
    );
  });
});
