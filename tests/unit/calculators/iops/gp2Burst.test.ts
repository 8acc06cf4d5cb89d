import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { GP2_LIMITS, gp2BurstDuration, gp2RefillTime } from '../../../../src/calculators/iops';

function burstSeconds(sizeGiB: number, demandIops = 3_000): number {
  const result = gp2BurstDuration({ sizeGiB, demandIops });
  if (!result.ok || result.value.kind !== 'finite') throw new Error('expected a finite burst');
  return result.value.seconds;
}

function refillSeconds(sizeGiB: number, usageIops = 0): number {
  const result = gp2RefillTime({ sizeGiB, usageIops });
  if (!result.ok || result.value.kind !== 'finite') throw new Error('expected a finite refill');
  return result.value.seconds;
}

describe('gp2 burst duration (AWS EBS User Guide table, full 5.4M bucket)', () => {
  it('100 GiB at 3,000 IOPS: 5,400,000 / (3,000 − 300) = 2,000 s', () => {
    expect(burstSeconds(100)).toBe(2_000);
  });

  it('matches the other rows of the table', () => {
    expect(Math.round(burstSeconds(33))).toBe(1_862); // 1–33.33 GiB: baseline 100
    expect(Math.round(burstSeconds(1))).toBe(1_862);
    expect(Math.round(burstSeconds(334))).toBe(2_703); // baseline 1,002
    expect(burstSeconds(750)).toBe(7_200); // baseline 2,250
  });

  it('does not apply at 1,000 GiB and above (baseline ≥ 3,000)', () => {
    for (const sizeGiB of [1_000, 5_334, 16_384]) {
      const result = gp2BurstDuration({ sizeGiB, demandIops: 3_000 });
      expect(result.ok && result.value.kind).toBe('notApplicable');
    }
  });

  it('lasts at least 30 minutes at 3,000 IOPS for every burstable size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (sizeGiB) => {
        expect(burstSeconds(sizeGiB)).toBeGreaterThanOrEqual(1_800);
      }),
    );
  });

  it('drains at demand − baseline below the ceiling and caps demand at 3,000', () => {
    // 100 GiB at 1,000 IOPS: 5,400,000 / 700 s.
    expect(burstSeconds(100, 1_000)).toBeCloseTo(5_400_000 / 700, 9);
    const over = gp2BurstDuration({ sizeGiB: 100, demandIops: 5_000 });
    expect(over).toEqual({
      ok: true,
      value: {
        kind: 'finite',
        seconds: 2_000,
        deliveredIops: 3_000,
        cappedAtBurstCeiling: true,
        baselineIops: 300,
      },
    });
    expect(gp2BurstDuration({ sizeGiB: 100, demandIops: 300 })).toEqual({
      ok: true,
      value: { kind: 'sustainable', baselineIops: 300 },
    });
  });

  it('starts from a partial balance when given one', () => {
    const result = gp2BurstDuration({
      sizeGiB: 100,
      demandIops: 3_000,
      startingCredits: 2_700_000,
    });
    expect(result.ok && result.value.kind === 'finite' && result.value.seconds).toBe(1_000);
  });

  it('rejects invalid input with codes', () => {
    expect(gp2BurstDuration({ sizeGiB: 0, demandIops: 3_000 })).toEqual({
      ok: false,
      code: 'volumeSizeInvalid',
    });
    expect(gp2BurstDuration({ sizeGiB: 100, demandIops: -1 })).toEqual({
      ok: false,
      code: 'iopsInvalid',
    });
    expect(
      gp2BurstDuration({ sizeGiB: 100, demandIops: 3_000, startingCredits: 6_000_000 }),
    ).toEqual({
      ok: false,
      code: 'creditsInvalid',
    });
  });
});

describe('gp2 refill time', () => {
  it('matches the AWS table at idle', () => {
    expect(refillSeconds(100)).toBe(18_000);
    expect(refillSeconds(20)).toBe(54_000);
    expect(Math.round(refillSeconds(334))).toBe(5_389);
    expect(refillSeconds(750)).toBe(2_400);
  });

  it('slows down while the volume is in use and never completes at or above baseline', () => {
    // 100 GiB using 200 IOPS nets 100 credits/s → 54,000 s.
    expect(refillSeconds(100, 200)).toBe(54_000);
    expect(gp2RefillTime({ sizeGiB: 100, usageIops: 300 })).toEqual({
      ok: true,
      value: { kind: 'never', baselineIops: 300 },
    });
    expect(gp2RefillTime({ sizeGiB: 100, fromCredits: GP2_LIMITS.creditBucket })).toEqual({
      ok: true,
      value: { kind: 'alreadyFull', baselineIops: 300 },
    });
    expect(gp2RefillTime({ sizeGiB: 2_000 })).toEqual({
      ok: true,
      value: { kind: 'notApplicable', baselineIops: 6_000 },
    });
  });
});

describe('gp2 properties', () => {
  it('outputs are finite; larger volumes burst longer; higher demand drains faster', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16_384 }),
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        fc.double({ min: 0, max: 5_400_000, noNaN: true }),
        (sizeGiB, demandIops, startingCredits) => {
          const result = gp2BurstDuration({ sizeGiB, demandIops, startingCredits });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const outcome = result.value;
          if (outcome.kind !== 'finite') return;
          expect(Number.isFinite(outcome.seconds)).toBe(true);
          expect(outcome.seconds).toBeGreaterThanOrEqual(0);
          const bigger = gp2BurstDuration({
            sizeGiB: Math.min(999, sizeGiB + 1),
            demandIops,
            startingCredits,
          });
          if (bigger.ok && bigger.value.kind === 'finite') {
            expect(bigger.value.seconds).toBeGreaterThanOrEqual(outcome.seconds);
          }
          const busier = gp2BurstDuration({
            sizeGiB,
            demandIops: demandIops + 100,
            startingCredits,
          });
          if (busier.ok && busier.value.kind === 'finite') {
            expect(busier.value.seconds).toBeLessThanOrEqual(outcome.seconds);
          }
        },
      ),
    );
  });

  it('refill times are finite or typed, never Infinity/NaN', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16_384 }),
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        fc.double({ min: 0, max: 5_400_000, noNaN: true }),
        (sizeGiB, usageIops, fromCredits) => {
          const result = gp2RefillTime({ sizeGiB, usageIops, fromCredits });
          expect(result.ok).toBe(true);
          if (result.ok && result.value.kind === 'finite') {
            expect(Number.isFinite(result.value.seconds)).toBe(true);
            expect(result.value.seconds).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
