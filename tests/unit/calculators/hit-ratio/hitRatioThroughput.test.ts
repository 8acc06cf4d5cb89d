import { describe, it, expect } from 'vitest';
import { sourceById } from '../../../../src/sources/registry';
import fc from 'fast-check';
import {
  analyzeHitRatio,
  checkAccessCosts,
  costPer100Requests,
  inputBounds,
  meanCost,
  relativeThroughput,
  requiredHitRatio,
  slowdown,
  sourceWorkedExample,
  throughputCurve,
  type AccessCosts,
} from '../../../../src/calculators/hit-ratio/hitRatioThroughput';

// The 2009-08-13 post: in-memory cost 1, disk cost 100.
const SOURCE_COSTS: AccessCosts = { memoryCost: 1, diskCost: 100 };

function valueOf<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(`unexpected error code ${result.code}`);
  return result.value;
}

const hitRatioArb = fc.double({ min: 0, max: 1, noNaN: true });
const costArb = fc.double({
  min: inputBounds.memoryCost.min,
  max: inputBounds.memoryCost.max,
  noNaN: true,
});
/** Costs with disk at least as expensive as memory. */
const orderedCostsArb = fc
  .tuple(costArb, costArb)
  .map(([a, b]): AccessCosts => ({ memoryCost: Math.min(a, b), diskCost: Math.max(a, b) }));

describe("the source's worked example (2009-08-13)", () => {
  it('costs 100 per 100 requests at a 100 % hit ratio (1 × 100)', () => {
    expect(valueOf(costPer100Requests(1, SOURCE_COSTS))).toBe(1 * 100);
  });

  it('costs 595 per 100 requests at 95 % (1 × 95 + 100 × 5)', () => {
    expect(valueOf(costPer100Requests(0.95, SOURCE_COSTS))).toBe(1 * 95 + 100 * 5);
  });

  it('costs 2080 per 100 requests at 80 % (1 × 80 + 100 × 20)', () => {
    expect(valueOf(costPer100Requests(0.8, SOURCE_COSTS))).toBe(1 * 80 + 100 * 20);
  });

  it('makes 95 % about 6× slower (595 / 100)', () => {
    const factor = valueOf(slowdown(0.95, SOURCE_COSTS));
    expect(factor).toBeCloseTo(5.95, 12);
    expect(Math.round(factor)).toBe(6);
    expect(Math.round(1 / valueOf(relativeThroughput(0.95, SOURCE_COSTS)))).toBe(6);
  });

  it('leaves about 1/21 of the throughput at 80 % (100 / 2080)', () => {
    const throughput = valueOf(relativeThroughput(0.8, SOURCE_COSTS));
    expect(throughput).toBeCloseTo(100 / 2080, 15);
    expect(Math.round(1 / throughput)).toBe(21);
  });

  it('exports the same figures it cites', () => {
    expect(sourceWorkedExample.costs).toEqual(SOURCE_COSTS);
    for (const { hitRatio, cost } of sourceWorkedExample.costPer100Requests) {
      expect(valueOf(costPer100Requests(hitRatio, sourceWorkedExample.costs))).toBe(cost);
    }
    expect(sourceById(sourceWorkedExample.source.source).date).toBe('2009-08-13');
    expect(sourceWorkedExample.source.quote).toContain('595');
    expect(sourceWorkedExample.source.quote).toContain('2080');
  });
});

describe('meanCost, slowdown and relativeThroughput', () => {
  it('weights the two costs by the hit ratio', () => {
    // 0.5 × 2 + 0.5 × 10 = 6; 0.25 × 4 + 0.75 × 8 = 7
    expect(valueOf(meanCost(0.5, { memoryCost: 2, diskCost: 10 }))).toBe(6);
    expect(valueOf(meanCost(0.25, { memoryCost: 4, diskCost: 8 }))).toBe(7);
    expect(valueOf(meanCost(1, SOURCE_COSTS))).toBe(1);
    expect(valueOf(meanCost(0, SOURCE_COSTS))).toBe(100);
  });

  it('is exactly 1 at a 100 % hit ratio', () => {
    expect(valueOf(slowdown(1, { memoryCost: 3, diskCost: 7e9 }))).toBe(1);
    expect(valueOf(relativeThroughput(1, { memoryCost: 3, diskCost: 7e9 }))).toBe(1);
  });

  it('bottoms out at memoryCost / diskCost with every request going to disk', () => {
    expect(valueOf(relativeThroughput(0, SOURCE_COSTS))).toBe(0.01);
    expect(valueOf(slowdown(0, SOURCE_COSTS))).toBe(100);
  });

  it('rises above 1 when disk is cheaper than memory', () => {
    const costs = { memoryCost: 100, diskCost: 1 };
    expect(valueOf(relativeThroughput(0, costs))).toBe(100);
    expect(valueOf(slowdown(0.5, costs))).toBeCloseTo(50.5 / 100, 15);
  });

  it('rejects hit ratios outside [0, 1]', () => {
    for (const bad of [-0.01, 1.0001, Number.NaN, Infinity, -Infinity]) {
      expect(meanCost(bad, SOURCE_COSTS)).toEqual({ ok: false, code: 'hit-ratio-out-of-range' });
      expect(slowdown(bad, SOURCE_COSTS)).toEqual({ ok: false, code: 'hit-ratio-out-of-range' });
      expect(relativeThroughput(bad, SOURCE_COSTS)).toEqual({
        ok: false,
        code: 'hit-ratio-out-of-range',
      });
      expect(costPer100Requests(bad, SOURCE_COSTS)).toEqual({
        ok: false,
        code: 'hit-ratio-out-of-range',
      });
    }
  });

  it('rejects costs that are not positive, finite and within bounds', () => {
    for (const bad of [0, -1, Number.NaN, Infinity, 1e-13, 2e12]) {
      expect(meanCost(0.5, { memoryCost: bad, diskCost: 100 })).toEqual({
        ok: false,
        code: 'memory-cost-out-of-range',
      });
      expect(meanCost(0.5, { memoryCost: 1, diskCost: bad })).toEqual({
        ok: false,
        code: 'disk-cost-out-of-range',
      });
    }
  });
});

describe('checkAccessCosts and analyzeHitRatio', () => {
  it('accepts ordinary costs without warnings', () => {
    expect(checkAccessCosts(SOURCE_COSTS)).toEqual({ ok: true, warnings: [] });
  });

  it('flags disk cheaper than memory, and equal costs', () => {
    expect(checkAccessCosts({ memoryCost: 5, diskCost: 1 })).toEqual({
      ok: true,
      warnings: ['disk-cheaper-than-memory'],
    });
    expect(checkAccessCosts({ memoryCost: 5, diskCost: 5 })).toEqual({
      ok: true,
      warnings: ['disk-equals-memory'],
    });
  });

  it('returns every output for one hit ratio, consistent with the single functions', () => {
    const analysis = valueOf(analyzeHitRatio(0.95, SOURCE_COSTS));
    expect(analysis.costPer100Requests).toBe(595);
    expect(analysis.meanCost).toBe(valueOf(meanCost(0.95, SOURCE_COSTS)));
    expect(analysis.slowdown).toBe(valueOf(slowdown(0.95, SOURCE_COSTS)));
    expect(analysis.relativeThroughput).toBe(valueOf(relativeThroughput(0.95, SOURCE_COSTS)));
    expect(analysis.warnings).toEqual([]);
    expect(valueOf(analyzeHitRatio(0.5, { memoryCost: 2, diskCost: 1 })).warnings).toEqual([
      'disk-cheaper-than-memory',
    ]);
    expect(analyzeHitRatio(2, SOURCE_COSTS)).toEqual({ ok: false, code: 'hit-ratio-out-of-range' });
  });
});

describe('requiredHitRatio', () => {
  it("inverts the source's figures", () => {
    const at595 = valueOf(requiredHitRatio(100 / 595, SOURCE_COSTS));
    expect(at595.hitRatio).toBeCloseTo(0.95, 12);
    expect(at595.alwaysMet).toBe(false);
    expect(valueOf(requiredHitRatio(100 / 2080, SOURCE_COSTS)).hitRatio).toBeCloseTo(0.8, 12);
    expect(valueOf(requiredHitRatio(1, SOURCE_COSTS))).toEqual({ hitRatio: 1, alwaysMet: false });
  });

  it('solves a hand-worked case', () => {
    // Half the all-in-memory throughput with costs 1 and 11: mean cost must be 2,
    // so 1·h + 11·(1 − h) = 2 → h = 0.9.
    expect(valueOf(requiredHitRatio(0.5, { memoryCost: 1, diskCost: 11 })).hitRatio).toBeCloseTo(
      0.9,
      14,
    );
  });

  it('answers 0 when even an all-disk workload meets the target', () => {
    expect(valueOf(requiredHitRatio(0.005, SOURCE_COSTS))).toEqual({
      hitRatio: 0,
      alwaysMet: true,
    });
    expect(valueOf(requiredHitRatio(1e-300, SOURCE_COSTS))).toEqual({
      hitRatio: 0,
      alwaysMet: true,
    });
    expect(valueOf(requiredHitRatio(0.01, SOURCE_COSTS)).hitRatio).toBe(0);
  });

  it('reports a target above the all-in-memory throughput as unreachable', () => {
    expect(requiredHitRatio(1.01, SOURCE_COSTS)).toEqual({ ok: false, code: 'unreachable' });
  });

  it('rejects targets that are not positive finite numbers', () => {
    for (const bad of [0, -0.5, Number.NaN, Infinity, -Infinity]) {
      expect(requiredHitRatio(bad, SOURCE_COSTS)).toEqual({
        ok: false,
        code: 'target-out-of-range',
      });
    }
  });

  it('refuses the question when disk is not slower than memory', () => {
    for (const costs of [
      { memoryCost: 100, diskCost: 1 },
      { memoryCost: 7, diskCost: 7 },
    ]) {
      expect(requiredHitRatio(0.5, costs)).toEqual({
        ok: false,
        code: 'disk-not-slower-than-memory',
      });
    }
  });

  it('rejects invalid costs before anything else', () => {
    expect(requiredHitRatio(0.5, { memoryCost: 0, diskCost: 1 })).toEqual({
      ok: false,
      code: 'memory-cost-out-of-range',
    });
    expect(requiredHitRatio(0.5, { memoryCost: 1, diskCost: Number.NaN })).toEqual({
      ok: false,
      code: 'disk-cost-out-of-range',
    });
  });
});

describe('throughputCurve', () => {
  it('samples evenly from 0 to exactly 1', () => {
    const points = valueOf(throughputCurve(SOURCE_COSTS, 4));
    expect(points.map((p) => p.hitRatio)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(points[0]?.relativeThroughput).toBe(0.01);
    expect(points[4]?.relativeThroughput).toBe(1);
    // h = 0.5: mean cost 0.5 + 50 = 50.5
    expect(points[2]?.relativeThroughput).toBeCloseTo(1 / 50.5, 15);
  });

  it('ends at h = 1 for awkward step counts too', () => {
    const points = valueOf(throughputCurve(SOURCE_COSTS, 7));
    expect(points).toHaveLength(8);
    expect(points.at(-1)).toEqual({ hitRatio: 1, relativeThroughput: 1 });
  });

  it('rejects step counts outside 1 … 10,000 or not whole', () => {
    for (const bad of [0, -1, 1.5, 10_001, Number.NaN]) {
      expect(throughputCurve(SOURCE_COSTS, bad)).toEqual({ ok: false, code: 'steps-out-of-range' });
    }
    expect(throughputCurve({ memoryCost: -1, diskCost: 1 }, 10)).toEqual({
      ok: false,
      code: 'memory-cost-out-of-range',
    });
  });
});

describe('properties', () => {
  it('gives finite, positive outputs for every valid input', () => {
    fc.assert(
      fc.property(hitRatioArb, costArb, costArb, (h, memoryCost, diskCost) => {
        const analysis = valueOf(analyzeHitRatio(h, { memoryCost, diskCost }));
        for (const value of [
          analysis.meanCost,
          analysis.costPer100Requests,
          analysis.slowdown,
          analysis.relativeThroughput,
        ]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('keeps the mean cost between the two costs', () => {
    fc.assert(
      fc.property(hitRatioArb, costArb, costArb, (h, memoryCost, diskCost) => {
        const cost = valueOf(meanCost(h, { memoryCost, diskCost }));
        const lo = Math.min(memoryCost, diskCost);
        const hi = Math.max(memoryCost, diskCost);
        expect(cost).toBeGreaterThanOrEqual(lo * (1 - 1e-15));
        expect(cost).toBeLessThanOrEqual(hi * (1 + 1e-15));
      }),
    );
  });

  it('never lowers throughput as the hit ratio rises when disk costs at least as much', () => {
    fc.assert(
      fc.property(hitRatioArb, hitRatioArb, orderedCostsArb, (a, b, costs) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowThroughput = valueOf(relativeThroughput(low, costs));
        const highThroughput = valueOf(relativeThroughput(high, costs));
        expect(highThroughput).toBeGreaterThanOrEqual(lowThroughput);
        expect(highThroughput).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('recovers the hit ratio from its throughput (requiredHitRatio ∘ relativeThroughput)', () => {
    // The inverse is ill-conditioned as disk → memory, so keep disk ≥ 1.001 × memory.
    const costsArb = fc
      .tuple(
        fc.double({ min: 1e-12, max: 1e6, noNaN: true }),
        fc.double({ min: 1.001, max: 1e6, noNaN: true }),
      )
      .map(([memoryCost, ratio]): AccessCosts => ({ memoryCost, diskCost: memoryCost * ratio }));
    fc.assert(
      fc.property(hitRatioArb, costsArb, (h, costs) => {
        const throughput = valueOf(relativeThroughput(h, costs));
        const recovered = valueOf(requiredHitRatio(throughput, costs));
        expect(Math.abs(recovered.hitRatio - h)).toBeLessThanOrEqual(1e-9);
      }),
    );
  });

  it('answers every valid target with a hit ratio in [0, 1] that meets it', () => {
    const strictlyOrderedCostsArb = orderedCostsArb.filter((c) => c.diskCost > c.memoryCost);
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: 1, noNaN: true }),
        strictlyOrderedCostsArb,
        (target, costs) => {
          const answer = valueOf(requiredHitRatio(target, costs));
          expect(answer.hitRatio).toBeGreaterThanOrEqual(0);
          expect(answer.hitRatio).toBeLessThanOrEqual(1);
          const achieved = valueOf(relativeThroughput(answer.hitRatio, costs));
          expect(achieved).toBeGreaterThanOrEqual(target);
        },
      ),
    );
  });
});
