import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  PRICE_TABLE,
  RESERVED_OFFERING_IDS,
  reservedPayment,
  reservedTermYears,
} from '../../../../src/calculators/redshift-tco/priceTable';
import {
  DEPLOYMENT_IDS,
  PRICING_MODELS,
  REDSHIFT_TCO_INPUT_BOUNDS as B,
  computeRedshiftTco,
  defaultRedshiftTcoInputs,
  isPriced,
  isReservedPricing,
  nodeHourlyPrice,
  reservedEffectiveHourlyUsd,
  reservedTermHours,
  reservedTermTotalUsd,
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
        const close = (actual: number, expected: number): void => {
          expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(expected)),
          );
        };
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
      pricing: fc.oneof(fc.constantFrom(...PRICING_MODELS), fc.string()),
      region: fc.oneof(fc.constantFrom('us-east-1', 'ap-northeast-1'), fc.string()),
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

describe('reserved-node pricing', () => {
  /** Every reserved offering in the table, with its region's on-demand rate. */
  const offerings = Object.entries(PRICE_TABLE.regions).flatMap(([region, prices]) =>
    Object.entries(prices.nodePrices).flatMap(([node, price]) =>
      RESERVED_OFFERING_IDS.flatMap((id) => {
        const offering = price.reserved?.[id];
        return offering
          ? [{ label: `${region}.${node}.${id}`, id, offering, onDemand: price.onDemandHourlyUsd }]
          : [];
      }),
    ),
  );

  it('bills 8,760 hours per year of the term', () => {
    expect(reservedTermHours('reserved1yrAllUpfront')).toBe(8_760);
    expect(reservedTermHours('reserved3yrNoUpfront')).toBe(26_280);
  });

  it('never costs more per hour than on demand, for every offering in the table', () => {
    expect(offerings.length).toBe(36);
    for (const { label, id, offering, onDemand } of offerings) {
      expect(onDemand, label).toBeDefined();
      expect(reservedEffectiveHourlyUsd(offering, id), label).toBeLessThanOrEqual(
        onDemand?.usd ?? 0,
      );
    }
  });

  it('totals all-upfront offerings to their upfront payment, and longer terms cheaper per hour', () => {
    for (const { label, id, offering } of offerings) {
      if (reservedPayment(id) === 'allUpfront') {
        expect(reservedTermTotalUsd(offering, id), label).toBe(offering.upfrontUsd);
      }
      // effective × term hours gives back what AWS states for the whole term.
      expect(reservedEffectiveHourlyUsd(offering, id) * reservedTermHours(id), label).toBeCloseTo(
        offering.upfrontUsd + offering.hourlyUsd * reservedTermHours(id),
        6,
      );
    }
    // us-east-1 ra3.4xlarge, all upfront: $18,848 for 1 year, $32,127 for 3 years.
    const usEast = PRICE_TABLE.regions['us-east-1']!;
    const oneYear = nodeHourlyPrice(usEast, 'ra3.4xlarge', 'reserved1yrAllUpfront');
    const threeYears = nodeHourlyPrice(usEast, 'ra3.4xlarge', 'reserved3yrAllUpfront');
    expect(oneYear?.usd).toBeCloseTo(18_848 / 8_760, 12);
    expect(threeYears?.usd).toBeCloseTo(32_127 / 26_280, 12);
    expect(threeYears!.usd).toBeLessThan(oneYear!.usd);
  });

  it('derives a finite effective rate that adds the spread upfront to the hourly charge', () => {
    const money = fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        money,
        fc.double({ min: 0, max: 1e3, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...RESERVED_OFFERING_IDS),
        (upfrontUsd, hourlyUsd, id) => {
          const effective = reservedEffectiveHourlyUsd({ upfrontUsd, hourlyUsd }, id);
          expect(Number.isFinite(effective)).toBe(true);
          expect(effective).toBeGreaterThanOrEqual(hourlyUsd);
          expect(effective - hourlyUsd).toBeCloseTo(
            upfrontUsd / (8_760 * reservedTermYears(id)),
            9,
          );
          const more = reservedEffectiveHourlyUsd({ upfrontUsd: upfrontUsd + 1, hourlyUsd }, id);
          expect(more).toBeGreaterThan(effective);
        },
      ),
    );
  });

  it('never makes a reserved RA3 cluster dearer than the same cluster on demand', () => {
    const ra3 = fc.constantFrom(
      'ra3.xlplus' as const,
      'ra3.4xlarge' as const,
      'ra3.16xlarge' as const,
    );
    fc.assert(
      fc.property(
        validInputs,
        ra3,
        fc.constantFrom(...PRICING_MODELS.filter(isReservedPricing)),
        (inputs, nodeType, pricing) => {
          const onDemand = mustCompute({ ...inputs, nodeType, pricing: 'onDemand' });
          const reserved = mustCompute({ ...inputs, nodeType, pricing });
          expect(reserved.totalCostUsd).toBeLessThanOrEqual(onDemand.totalCostUsd * (1 + 1e-12));
          for (const [i, year] of reserved.years.entries()) {
            expect(year.nodes).toBe(onDemand.years[i]?.nodes);
            expect(year.storageCost).toBeCloseTo(onDemand.years[i]?.storageCost ?? Number.NaN, 6);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
