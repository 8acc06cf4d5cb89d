import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  DEPLOYMENT_IDS,
  REDSHIFT_TCO_INPUT_BOUNDS as B,
  computeRedshiftTco,
  defaultRedshiftTcoInputs,
  isPriced,
  type DeploymentId,
  type RedshiftTcoInputs,
  type RedshiftTcoResult,
} from '../../../../src/calculators/redshift-tco/tco';

const PRICED: DeploymentId[] = DEPLOYMENT_IDS.filter((id) => isPriced(id, 'onDemand', 'us-east-1'));

const within = (name: keyof typeof B) =>
  B[name].integer
    ? fc.integer({ min: B[name].min, max: B[name].max })
    : fc.double({ min: B[name].min, max: B[name].max, noNaN: true, noDefaultInfinity: true });

/** Valid inputs over the whole documented input range, for every priced deployment. */
const validInputs: fc.Arbitrary<RedshiftTcoInputs> = fc.record({
  sizeMode: fc.constantFrom('compressed' as const, 'raw' as const),
  rawDataTb: within('rawDataTb'),
  compressionRatio: within('compressionRatio'),
  compressedDataTb: within('compressedDataTb'),
  yearlyGrowthPercent: within('yearlyGrowthPercent'),
  horizonYears: within('horizonYears'),
  nodeType: fc.constantFrom(...PRICED),
  pricing: fc.constant('onDemand' as const),
  region: fc.constant('us-east-1'),
  currency: fc.constantFrom('JPY' as const, 'USD' as const),
  jpyPerUsd: within('jpyPerUsd'),
  diskFillLimitPercent: within('diskFillLimitPercent'),
  minNodes: within('minNodes'),
  serverlessBaseRpu: fc
    .integer({
      min: 0,
      max: (B.serverlessBaseRpu.max - B.serverlessBaseRpu.min) / B.serverlessBaseRpu.step,
    })
    .map((k) => B.serverlessBaseRpu.min + k * B.serverlessBaseRpu.step),
  serverlessHoursPerDay: within('serverlessHoursPerDay'),
  alternativeYearlyCost: fc.option(within('alternativeYearlyCost'), { nil: null }),
  alternativeScaling: fc.constantFrom('scalesWithData' as const, 'fixed' as const),
});

function mustCompute(inputs: RedshiftTcoInputs): RedshiftTcoResult {
  const outcome = computeRedshiftTco(inputs);
  if (!outcome.ok) throw new Error(`valid inputs rejected: ${JSON.stringify(outcome.errors)}`);
  return outcome.value;
}

/** Every number anywhere in a result. */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) numbersIn(item, out);
  }
  return out;
}

describe('redshift TCO properties', () => {
  it('has at least the Serverless and one provisioned deployment to test', () => {
    expect(PRICED).toContain('serverless');
    expect(PRICED.length).toBeGreaterThanOrEqual(2);
  });

  it('returns only finite, non-negative numbers for valid inputs', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const numbers = numbersIn(mustCompute(inputs));
        expect(numbers.length).toBeGreaterThan(0);
        for (const n of numbers) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never lets the cumulative cost fall from one year to the next', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const result = mustCompute(inputs);
        expect(result.years).toHaveLength(inputs.horizonYears);
        const series = result.chartSeries.map((p) => p.cumulativeCost);
        for (let i = 1; i < series.length; i++) {
          expect(series[i]).toBeGreaterThanOrEqual(series[i - 1] ?? Number.NaN);
        }
      }),
    );
  });

  it('never needs fewer nodes, or costs less, for more data', () => {
    const sizes = fc.tuple(within('compressedDataTb'), within('compressedDataTb'));
    fc.assert(
      fc.property(validInputs, sizes, (inputs, [a, b]) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const fixed = { ...inputs, sizeMode: 'compressed' as const };
        const lo = mustCompute({ ...fixed, compressedDataTb: small });
        const hi = mustCompute({ ...fixed, compressedDataTb: large });
        lo.years.forEach((yearLo, i) => {
          const yearHi = hi.years[i];
          expect(yearHi).toBeDefined();
          if (yearHi === undefined) return;
          if (yearLo.nodes !== null)
            expect(yearHi.nodes ?? Number.NaN).toBeGreaterThanOrEqual(yearLo.nodes);
          expect(yearHi.yearlyCostUsd).toBeGreaterThanOrEqual(yearLo.yearlyCostUsd);
        });
        expect(hi.totalCostUsd).toBeGreaterThanOrEqual(lo.totalCostUsd);
      }),
    );
  });

  it('shows yen as dollars times the exchange rate', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const common = { ...inputs, alternativeYearlyCost: null };
        const usd = mustCompute({ ...common, currency: 'USD' });
        const jpy = mustCompute({ ...common, currency: 'JPY' });
        const close = (actual: number, expected: number) =>
          expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(expected)),
          );
        close(jpy.totalCost, usd.totalCost * inputs.jpyPerUsd);
        close(jpy.threeYearCost, usd.threeYearCost * inputs.jpyPerUsd);
        usd.years.forEach((year, i) => {
          close(jpy.years[i]?.yearlyCost ?? Number.NaN, year.yearlyCost * inputs.jpyPerUsd);
          close(jpy.years[i]?.costPerTbYear ?? Number.NaN, year.costPerTbYear * inputs.jpyPerUsd);
        });
        // The verdict is taken in yen, so the display currency cannot change it.
        expect(jpy.bandComparison.verdict).toBe(usd.bandComparison.verdict);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    const anything = fc.record({
      sizeMode: fc.anything(),
      rawDataTb: fc.oneof(fc.double(), fc.anything()),
      compressionRatio: fc.oneof(fc.double(), fc.anything()),
      compressedDataTb: fc.oneof(fc.double(), fc.anything()),
      yearlyGrowthPercent: fc.double(),
      horizonYears: fc.oneof(fc.integer(), fc.double()),
      nodeType: fc.oneof(fc.constantFrom(...DEPLOYMENT_IDS), fc.string()),
      pricing: fc.oneof(fc.constantFrom('onDemand', 'reserved1yr'), fc.string()),
      region: fc.oneof(fc.constant('us-east-1'), fc.string()),
      currency: fc.oneof(fc.constantFrom('JPY', 'USD'), fc.anything()),
      jpyPerUsd: fc.double(),
      diskFillLimitPercent: fc.double(),
      minNodes: fc.double(),
      serverlessBaseRpu: fc.double(),
      serverlessHoursPerDay: fc.double(),
      alternativeYearlyCost: fc.oneof(fc.constant(null), fc.double()),
      alternativeScaling: fc.anything(),
    });
    fc.assert(
      fc.property(anything, (raw) => {
        const outcome = computeRedshiftTco({
          ...defaultRedshiftTcoInputs(),
          ...raw,
        } as RedshiftTcoInputs);
        if (outcome.ok) {
          for (const n of numbersIn(outcome.value)) expect(Number.isFinite(n)).toBe(true);
        } else {
          expect(outcome.errors.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
