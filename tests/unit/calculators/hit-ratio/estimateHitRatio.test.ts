import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  estimateAssumptions,
  estimateHitRatio,
  estimateInputBounds,
  generalizedHarmonic,
  PAGES_PER_GIB,
  type AccessSkew,
  type HitRatioEstimate,
  type HitRatioEstimateInput,
} from '../../../../src/calculators/hit-ratio/estimateHitRatio';

/** Σ_{i=1}^{n} i^(−s) by compensated (Kahan) summation, smallest terms first. */
function exactHarmonic(n: number, s: number): number {
  let sum = 0;
  let compensation = 0;
  for (let i = n; i >= 1; i -= 1) {
    const term = i ** -s - compensation;
    const next = sum + term;
    compensation = next - sum - term;
    sum = next;
  }
  return sum;
}

const EULER_GAMMA = 0.5772156649015329;

function estimate(input: HitRatioEstimateInput): HitRatioEstimate {
  const result = estimateHitRatio(input);
  if (!result.ok) throw new Error(`unexpected error code ${result.code}`);
  return result.value;
}

const zipf = (exponent: number): AccessSkew => ({ kind: 'zipf', exponent });

describe('generalizedHarmonic', () => {
  it('is 0 for n = 0 and the plain sum for tiny n', () => {
    expect(generalizedHarmonic(0, 1)).toBe(0);
    expect(generalizedHarmonic(1, 1.7)).toBe(1);
    expect(generalizedHarmonic(3, 1)).toBeCloseTo(1 + 1 / 2 + 1 / 3, 15);
    expect(generalizedHarmonic(2, 2)).toBeCloseTo(1.25, 15);
  });

  it('matches exact summation across the switch to the asymptotic tail', () => {
    for (const s of [0.01, 0.3, 0.5, 0.999, 1, 1.001, 1.5, 2]) {
      for (const n of [100, 127, 128, 129, 130, 500, 4_096, 12_345, 1_000_000]) {
        const expected = exactHarmonic(n, s);
        expect(Math.abs(generalizedHarmonic(n, s) - expected) / expected).toBeLessThan(1e-12);
      }
    }
  });

  it('matches exact summation for random n and s (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000 }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        (n, s) => {
          const expected = exactHarmonic(n, s);
          expect(Math.abs(generalizedHarmonic(n, s) - expected) / expected).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees with the known asymptotics at n = 1e10', () => {
    const n = 1e10;
    // H(n, 1) = ln n + γ + 1/(2n) − 1/(12 n²) + …
    expect(generalizedHarmonic(n, 1)).toBeCloseTo(Math.log(n) + EULER_GAMMA + 1 / (2 * n), 11);
    // H(n, 2) = π²/6 − 1/n + 1/(2n²) − …
    expect(generalizedHarmonic(n, 2)).toBeCloseTo(Math.PI ** 2 / 6 - 1 / n, 13);
    // H(n, 1/2) = 2√n + ζ(1/2) + 1/(2√n) + …, ζ(1/2) = −1.4603545088095868…
    const zetaHalf = -1.4603545088095868;
    const expectedHalf = 2 * Math.sqrt(n) + zetaHalf + 1 / (2 * Math.sqrt(n));
    expect(Math.abs(generalizedHarmonic(n, 0.5) - expectedHalf) / expectedHalf).toBeLessThan(1e-13);
  });
});

describe('page counts', () => {
  it('uses 16 KiB pages: 65,536 per GiB, data rounded up, pool rounded down', () => {
    expect(PAGES_PER_GIB).toBe((1024 * 1024 * 1024) / (16 * 1024));
    const whole = estimate({ dataSizeGiB: 1, bufferPoolGiB: 1, skew: { kind: 'uniform' } });
    expect(whole.dataPages).toBe(65_536n);
    expect(whole.bufferPoolPages).toBe(65_536n);
    // 0.001 GiB = 65.536 pages: 66 pages of data, room for 65 in the pool.
    const tiny = estimate({ dataSizeGiB: 0.001, bufferPoolGiB: 0.001, skew: { kind: 'uniform' } });
    expect(tiny.dataPages).toBe(66n);
    expect(tiny.bufferPoolPages).toBe(65n);
    expect(tiny.cachedPages).toBe(65n);
    expect(tiny.hitRatio).toBe(65 / 66);
  });

  it('reports page counts beyond 2^32 as bigint', () => {
    const huge = estimate({ dataSizeGiB: 131_072, bufferPoolGiB: 1, skew: zipf(1) });
    expect(huge.dataPages).toBe(131_072n * 65_536n);
    expect(huge.dataPages > 2n ** 32n).toBe(true);
  });
});

describe('uniform access', () => {
  it('hits in proportion to the cached share: 10 GiB of 100 GiB → 10 %', () => {
    const result = estimate({ dataSizeGiB: 100, bufferPoolGiB: 10, skew: { kind: 'uniform' } });
    expect(result.hitRatio).toBe(0.1);
    expect(result.missRatio).toBe(0.9);
    expect(result.poolCoversData).toBe(false);
  });

  it('hits every time once the pool covers the data, and never with no pool', () => {
    const covered = estimate({ dataSizeGiB: 10, bufferPoolGiB: 12, skew: { kind: 'uniform' } });
    expect(covered).toMatchObject({ hitRatio: 1, missRatio: 0, poolCoversData: true });
    expect(covered.cachedPages).toBe(covered.dataPages);
    const none = estimate({ dataSizeGiB: 10, bufferPoolGiB: 0, skew: { kind: 'uniform' } });
    expect(none).toMatchObject({ hitRatio: 0, missRatio: 1 });
  });
});

describe('zipf access', () => {
  it('follows H(k,1)/H(N,1) for s = 1 (10 GiB pool, 100 GiB data)', () => {
    const k = 10 * 65_536;
    const n = 100 * 65_536;
    // Independent route: H(m, 1) ≈ ln m + γ + 1/(2m) − 1/(12m²).
    const h = (m: number): number => Math.log(m) + EULER_GAMMA + 1 / (2 * m) - 1 / (12 * m * m);
    const result = estimate({ dataSizeGiB: 100, bufferPoolGiB: 10, skew: zipf(1) });
    expect(result.hitRatio).toBeCloseTo(h(k) / h(n), 12);
    // With skew a tenth of the data serves far more than a tenth of accesses.
    expect(result.hitRatio).toBeGreaterThan(0.85);
    expect(result.hitRatio).toBeLessThan(0.86);
  });

  it('matches exact summation for a small data set', () => {
    // 0.01 GiB = 655.36 → 656 pages of data; 0.002 GiB = 131.072 → 131 pages cached.
    for (const s of [0.2, 1, 1.8]) {
      const result = estimate({ dataSizeGiB: 0.01, bufferPoolGiB: 0.002, skew: zipf(s) });
      expect(result.hitRatio).toBeCloseTo(exactHarmonic(131, s) / exactHarmonic(656, s), 13);
    }
  });
});

describe('validation', () => {
  it('rejects out-of-range sizes and exponents with codes', () => {
    const base: HitRatioEstimateInput = { dataSizeGiB: 10, bufferPoolGiB: 1, skew: zipf(1) };
    for (const bad of [0, -1, Number.NaN, Infinity, 200_000]) {
      expect(estimateHitRatio({ ...base, dataSizeGiB: bad })).toEqual({
        ok: false,
        code: 'data-size-out-of-range',
      });
    }
    for (const bad of [-0.5, Number.NaN, 200_000]) {
      expect(estimateHitRatio({ ...base, bufferPoolGiB: bad })).toEqual({
        ok: false,
        code: 'buffer-pool-out-of-range',
      });
    }
    for (const bad of [0, -1, 2.5, Number.NaN]) {
      expect(estimateHitRatio({ ...base, skew: zipf(bad) })).toEqual({
        ok: false,
        code: 'zipf-exponent-out-of-range',
      });
    }
    const unknown = { kind: 'pareto' } as unknown as AccessSkew;
    expect(estimateHitRatio({ ...base, skew: unknown })).toEqual({
      ok: false,
      code: 'unknown-skew',
    });
  });

  it('lists its assumptions in both languages with unique codes', () => {
    const codes = estimateAssumptions.map((assumption) => assumption.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('hottest-pages-cached');
    expect(codes).toContain('innodb-16kib-pages');
    for (const assumption of estimateAssumptions) {
      expect(assumption.text.ja.length).toBeGreaterThan(0);
      expect(assumption.text.en.length).toBeGreaterThan(0);
    }
  });
});

describe('properties', () => {
  const sizeArb = fc.double({
    min: estimateInputBounds.dataSizeGiB.min,
    max: estimateInputBounds.dataSizeGiB.max,
    noNaN: true,
  });
  const poolArb = fc.double({
    min: estimateInputBounds.bufferPoolGiB.min,
    max: estimateInputBounds.bufferPoolGiB.max,
    noNaN: true,
  });
  const exponentArb = fc.double({
    min: estimateInputBounds.zipfExponent.min,
    max: estimateInputBounds.zipfExponent.max,
    noNaN: true,
  });
  const skewArb: fc.Arbitrary<AccessSkew> = fc.oneof(
    fc.constant<AccessSkew>({ kind: 'uniform' }),
    exponentArb.map(zipf),
  );
  // Monotonicity holds exactly in real arithmetic; allow floating-point noise.
  const NOISE = 1e-12;

  it('keeps hit and miss ratios finite, in [0, 1] and summing to 1', () => {
    fc.assert(
      fc.property(sizeArb, poolArb, skewArb, (dataSizeGiB, bufferPoolGiB, skew) => {
        const result = estimate({ dataSizeGiB, bufferPoolGiB, skew });
        for (const ratio of [result.hitRatio, result.missRatio]) {
          expect(Number.isFinite(ratio)).toBe(true);
          expect(ratio).toBeGreaterThanOrEqual(0);
          expect(ratio).toBeLessThanOrEqual(1);
        }
        expect(Math.abs(result.hitRatio + result.missRatio - 1)).toBeLessThan(NOISE);
        expect(result.cachedPages <= result.dataPages).toBe(true);
      }),
    );
  });

  it('never lowers the hit ratio when the pool grows', () => {
    fc.assert(
      fc.property(sizeArb, poolArb, poolArb, skewArb, (dataSizeGiB, a, b, skew) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const smaller = estimate({ dataSizeGiB, bufferPoolGiB: small, skew });
        const larger = estimate({ dataSizeGiB, bufferPoolGiB: large, skew });
        expect(larger.hitRatio).toBeGreaterThanOrEqual(smaller.hitRatio - NOISE);
      }),
    );
  });

  it('never lowers the hit ratio when the zipf skew grows', () => {
    fc.assert(
      fc.property(
        sizeArb,
        poolArb,
        exponentArb,
        exponentArb,
        (dataSizeGiB, bufferPoolGiB, a, b) => {
          const [mild, steep] = a <= b ? [a, b] : [b, a];
          const milder = estimate({ dataSizeGiB, bufferPoolGiB, skew: zipf(mild) });
          const steeper = estimate({ dataSizeGiB, bufferPoolGiB, skew: zipf(steep) });
          expect(steeper.hitRatio).toBeGreaterThanOrEqual(milder.hitRatio - NOISE);
        },
      ),
    );
  });

  it('never does worse with zipf skew than with uniform access', () => {
    fc.assert(
      fc.property(sizeArb, poolArb, exponentArb, (dataSizeGiB, bufferPoolGiB, s) => {
        const uniform = estimate({ dataSizeGiB, bufferPoolGiB, skew: { kind: 'uniform' } });
        const skewed = estimate({ dataSizeGiB, bufferPoolGiB, skew: zipf(s) });
        expect(skewed.hitRatio).toBeGreaterThanOrEqual(uniform.hitRatio - NOISE);
      }),
    );
  });
});
