import { describe, expect, it } from 'vitest';
import { sourceById } from '../../../../src/sources/registry';

import { PRICE_TABLE } from '../../../../src/calculators/redshift-tco/priceTable';
import {
  SOURCE_COST_BANDS,
  SOURCE_YEARLY_COST_PER_2TB,
} from '../../../../src/calculators/redshift-tco/sourceFigures';
import {
  REDSHIFT_TCO_INPUT_BOUNDS,
  bandVerdict,
  computeRedshiftTco,
  defaultRedshiftTcoInputs,
  era2014YearlyCostUsd,
  isPriced,
  nearestSourceBand,
  validateRedshiftTcoInputs,
  type PricingModel,
  type RedshiftTcoInputs,
  type RedshiftTcoResult,
} from '../../../../src/calculators/redshift-tco/tco';

const base: RedshiftTcoInputs = {
  ...defaultRedshiftTcoInputs(),
  currency: 'USD',
  jpyPerUsd: 140.5001,
};

function run(overrides: Partial<RedshiftTcoInputs>): RedshiftTcoResult {
  const outcome = computeRedshiftTco({ ...base, ...overrides });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.value;
}

describe('source figures', () => {
  it('states the two technical-debt bands of the 2014-03-24 post', () => {
    expect(
      SOURCE_COST_BANDS.map((b) => [b.compressedTb, b.minJpy, b.maxJpy, b.horizonYears]),
    ).toEqual([
      [4, 6_000_000, 9_000_000, 3],
      [10, 10_000_000, 15_000_000, 3],
    ]);
    expect(sourceById(SOURCE_COST_BANDS[0].source.source).date).toBe('2014-03-24');
  });

  it('matches "2 TB for a few hundred thousand yen a year" at the 2014 list price and rate', () => {
    // $1,000 per TB-year × 2 TB × ¥105.74 = ¥211,480: within 数十万円 (¥100,000 – ¥999,999).
    const yen = era2014YearlyCostUsd(2) * PRICE_TABLE.exchangeRates.era2014.jpyPerUsd;
    expect(yen).toBeCloseTo(211_480, 6);
    expect(yen).toBeGreaterThanOrEqual(SOURCE_YEARLY_COST_PER_2TB.minJpy);
    expect(yen).toBeLessThan(SOURCE_YEARLY_COST_PER_2TB.maxJpyExclusive);
  });

  it('puts Redshift at its 2014 list price below the post’s 4 TB band', () => {
    // 4 TB × $1,000 × 3 years × ¥105.74 = ¥1,268,880, well under ¥6,000,000: the band is the
    // point where a dearer alternative becomes debt, not Redshift's own price.
    const yen = era2014YearlyCostUsd(4) * 3 * PRICE_TABLE.exchangeRates.era2014.jpyPerUsd;
    expect(yen).toBeCloseTo(1_268_880, 6);
    expect(bandVerdict(yen, SOURCE_COST_BANDS[0])).toBe('belowBand');
  });
});

describe('computeRedshiftTco: hand-worked cases', () => {
  it('prices 2 dc2.large nodes for one year at 8,760 h', () => {
    // 0.2 TB ÷ (0.16 TB × 75 %) = 1.67 → 2 nodes; 2 × $0.25 × 8,760 h = $4,380.
    const result = run({ nodeType: 'dc2.large', compressedDataTb: 0.2, horizonYears: 1 });
    const [year] = result.years;
    expect(year?.nodes).toBe(2);
    expect(year?.yearlyCost).toBeCloseTo(4_380, 9);
    expect(year?.storageCost).toBe(0);
    expect(result.totalCost).toBeCloseTo(4_380, 9);
    expect(year?.costPerTbYear).toBeCloseTo(4_380 / 0.2, 6);
  });

  it('shows the same case in yen at the given rate', () => {
    const result = run({
      nodeType: 'dc2.large',
      compressedDataTb: 0.2,
      horizonYears: 1,
      currency: 'JPY',
    });
    // $4,380 × 140.5001 = ¥615,390.438
    expect(result.totalCost).toBeCloseTo(615_390.438, 6);
    expect(result.totalCostUsd).toBeCloseTo(4_380, 9);
  });

  it('does not add a node for floating-point noise at an exact fit', () => {
    // 1.08 TB ÷ 0.12 TB usable = 9 nodes exactly (the float division gives 9.000000000000002).
    expect(run({ nodeType: 'dc2.large', compressedDataTb: 1.08 }).years[0]?.nodes).toBe(9);
    // 33.6 TB ÷ (16 TB × 70 %) = 3 ds2.8xlarge nodes exactly.
    expect(
      run({ nodeType: 'ds2.8xlarge', compressedDataTb: 33.6, diskFillLimitPercent: 70 }).years[0]
        ?.nodes,
    ).toBe(3);
    // 0.12 TB fits one node exactly; the node type minimum is 1.
    expect(run({ nodeType: 'dc2.large', compressedDataTb: 0.12 }).years[0]?.nodes).toBe(1);
  });

  it('honours the reader’s minimum node count', () => {
    expect(
      run({ nodeType: 'dc2.large', compressedDataTb: 0.01, minNodes: 5 }).years[0]?.nodes,
    ).toBe(5);
  });

  it('warns when local storage needs more nodes than the type allows', () => {
    // 4 TB ÷ 0.12 TB = 33.3 → 34 nodes > 32.
    const result = run({ nodeType: 'dc2.large', compressedDataTb: 4 });
    expect(result.years[0]?.nodes).toBe(34);
    expect(result.warnings).toContainEqual({
      code: 'exceedsMaxNodes',
      year: 1,
      nodes: 34,
      maxNodes: 32,
    });
  });

  it('prices ra3.4xlarge as 2 compute nodes plus managed storage, 4 TB for 3 years', () => {
    // Compute 2 × $3.26 × 8,760 = $57,115.20; storage 4,000 GB × 12 × $0.024 = $1,152.
    const result = run({ nodeType: 'ra3.4xlarge', compressedDataTb: 4, horizonYears: 3 });
    expect(result.years.map((y) => y.nodes)).toEqual([2, 2, 2]);
    expect(result.years[0]?.computeCost).toBeCloseTo(57_115.2, 8);
    expect(result.years[0]?.storageCost).toBeCloseTo(1_152, 8);
    expect(result.years[0]?.managedStorageGbMonths).toBeCloseTo(48_000, 8);
    expect(result.totalCost).toBeCloseTo(174_801.6, 6);
    // ¥: 174,801.6 × 140.5001 = ¥24,559,642.28 > ¥9,000,000 → above the 4 TB band.
    expect(result.bandComparison.band.compressedTb).toBe(4);
    expect(result.bandComparison.threeYearCostJpy).toBeCloseTo(24_559_642.28016, 3);
    expect(result.bandComparison.verdict).toBe('aboveBand');
    expect(result.bandComparison.extrapolated).toBe(false);
  });

  it('grows the data and bills storage on the year’s average', () => {
    // 4 TB, +50 %/yr: year 1 4→6 (avg 5), year 2 6→9 (avg 7.5).
    const result = run({
      nodeType: 'ra3.4xlarge',
      compressedDataTb: 4,
      yearlyGrowthPercent: 50,
      horizonYears: 2,
    });
    expect(result.years[1]?.startCompressedTb).toBeCloseTo(6, 12);
    expect(result.years[1]?.endCompressedTb).toBeCloseTo(9, 12);
    expect(result.years[0]?.yearlyCost).toBeCloseTo(58_555.2, 8);
    expect(result.years[1]?.yearlyCost).toBeCloseTo(59_275.2, 8);
    expect(result.years[1]?.cumulativeCost).toBeCloseTo(117_830.4, 6);
  });

  it('sizes ds2.8xlarge from the end-of-year size and flags it as legacy', () => {
    // 100 TB ÷ (16 TB × 75 %) = 8.33 → 9 nodes; 9 × $6.80 × 8,760 = $536,112.
    const result = run({ nodeType: 'ds2.8xlarge', compressedDataTb: 100, horizonYears: 1 });
    expect(result.years[0]?.nodes).toBe(9);
    expect(result.totalCost).toBeCloseTo(536_112, 6);
    expect(result.warnings).toContainEqual({ code: 'legacyNodeType' });
  });

  it('prices Serverless from RPU-hours of use plus managed storage', () => {
    // 8 RPU × 8 h × 365 = 23,360 RPU-h × $0.375 = $8,760; storage $1,152.
    const result = run({
      nodeType: 'serverless',
      compressedDataTb: 4,
      serverlessBaseRpu: 8,
      serverlessHoursPerDay: 8,
      horizonYears: 1,
    });
    expect(result.years[0]?.nodes).toBeNull();
    expect(result.years[0]?.rpuHours).toBe(23_360);
    expect(result.years[0]?.computeCost).toBeCloseTo(8_760, 9);
    expect(result.totalCost).toBeCloseTo(9_912, 9);
    expect(result.warnings.some((w) => w.code === 'secondaryPriceSource')).toBe(true);
  });

  it('raises Serverless to 32 RPU above 128 TB, as AWS documents', () => {
    // 32 × 8 × 365 × $0.375 = $35,040; 200,000 GB × 12 × $0.024 = $57,600.
    const result = run({
      nodeType: 'serverless',
      compressedDataTb: 200,
      serverlessBaseRpu: 8,
      horizonYears: 1,
    });
    expect(result.years[0]?.rpu).toBe(32);
    expect(result.totalCost).toBeCloseTo(92_640, 6);
    expect(result.warnings).toContainEqual({
      code: 'serverlessBaseRaisedForStorage',
      year: 1,
      rpu: 32,
    });
  });

  it('derives the compressed size from raw size and ratio', () => {
    const result = run({
      sizeMode: 'raw',
      rawDataTb: 12,
      compressionRatio: 3,
      compressedDataTb: -1,
    });
    expect(result.initialCompressedTb).toBeCloseTo(4, 12);
  });

  it('computes three years for the band even when the horizon is one year', () => {
    const result = run({ nodeType: 'ra3.4xlarge', compressedDataTb: 4, horizonYears: 1 });
    expect(result.years).toHaveLength(1);
    expect(result.threeYearCost).toBeCloseTo(174_801.6, 6);
    expect(result.chartSeries.map((p) => p.year)).toEqual([0, 1]);
    expect(result.chartSeries[0]?.cumulativeCost).toBe(0);
  });

  it('shows the bands in the display currency', () => {
    const result = run({ currency: 'USD', jpyPerUsd: 100 });
    expect(result.sourceBands.map((b) => [b.min, b.max])).toEqual([
      [60_000, 90_000],
      [100_000, 150_000],
    ]);
  });
});

describe('band comparison', () => {
  it('picks the nearest stated size, ties going to the larger band', () => {
    expect(nearestSourceBand(1).compressedTb).toBe(4);
    expect(nearestSourceBand(6.99).compressedTb).toBe(4);
    expect(nearestSourceBand(7).compressedTb).toBe(10);
    expect(nearestSourceBand(500).compressedTb).toBe(10);
  });

  it('places totals against a band inclusively', () => {
    const band = SOURCE_COST_BANDS[0];
    expect(bandVerdict(5_999_999, band)).toBe('belowBand');
    expect(bandVerdict(6_000_000, band)).toBe('withinBand');
    expect(bandVerdict(9_000_000, band)).toBe('withinBand');
    expect(bandVerdict(9_000_001, band)).toBe('aboveBand');
  });

  it('flags sizes outside the 4–10 TB the post speaks about', () => {
    expect(run({ compressedDataTb: 2 }).bandComparison.extrapolated).toBe(true);
    expect(run({ compressedDataTb: 2 }).bandComparison.sizeRatio).toBeCloseTo(0.5, 12);
    expect(run({ compressedDataTb: 7 }).bandComparison.extrapolated).toBe(false);
    expect(run({ compressedDataTb: 20 }).bandComparison.extrapolated).toBe(true);
  });
});

describe('alternative', () => {
  it('calls a fixed alternative cheaper or costlier over the horizon', () => {
    // Redshift (ra3.4xlarge, 4 TB): $58,267.20 a year.
    const cheaper = run({ alternativeYearlyCost: 50_000, alternativeScaling: 'fixed' });
    expect(cheaper.alternativeVerdict).toBe('alternativeCheaper');
    expect(cheaper.years[2]?.alternativeCumulativeCost).toBe(150_000);
    const costlier = run({ alternativeYearlyCost: 60_000, alternativeScaling: 'fixed' });
    expect(costlier.alternativeVerdict).toBe('alternativeCostlier');
    const equal = run({ alternativeYearlyCost: 58_267.2, alternativeScaling: 'fixed' });
    expect(equal.alternativeVerdict).toBe('alternativeEqual');
  });

  it('scales a capacity-priced alternative with the average data size', () => {
    // avg 5 TB then 7.5 TB: 1,000 then 1,500.
    const result = run({
      compressedDataTb: 4,
      yearlyGrowthPercent: 50,
      horizonYears: 2,
      alternativeYearlyCost: 1_000,
      alternativeScaling: 'scalesWithData',
    });
    expect(result.years.map((y) => y.alternativeYearlyCost)).toEqual([1_000, 1_500]);
    expect(result.chartSeries.map((p) => p.alternativeCumulativeCost)).toEqual([0, 1_000, 2_500]);
  });

  it('has no verdict without an alternative', () => {
    const result = run({ alternativeYearlyCost: null });
    expect(result.alternativeVerdict).toBeNull();
    expect(result.chartSeries.every((p) => p.alternativeCumulativeCost === null)).toBe(true);
  });
});

describe('validation', () => {
  const errorsFor = (overrides: Partial<RedshiftTcoInputs>) =>
    validateRedshiftTcoInputs({ ...base, ...overrides });

  it('reports bounds as codes', () => {
    expect(errorsFor({ horizonYears: 0 })).toContainEqual({
      field: 'horizonYears',
      code: 'belowMin',
    });
    expect(errorsFor({ horizonYears: 11 })).toContainEqual({
      field: 'horizonYears',
      code: 'aboveMax',
    });
    expect(errorsFor({ horizonYears: 2.5 })).toContainEqual({
      field: 'horizonYears',
      code: 'notInteger',
    });
    expect(errorsFor({ compressedDataTb: Number.NaN })).toContainEqual({
      field: 'compressedDataTb',
      code: 'notFinite',
    });
    expect(errorsFor({ jpyPerUsd: Number.POSITIVE_INFINITY })).toContainEqual({
      field: 'jpyPerUsd',
      code: 'notFinite',
    });
    expect(errorsFor({ nodeType: 'serverless', serverlessBaseRpu: 12 })).toContainEqual({
      field: 'serverlessBaseRpu',
      code: 'notOnStep',
    });
    expect(errorsFor({ alternativeYearlyCost: -1 })).toContainEqual({
      field: 'alternativeYearlyCost',
      code: 'belowMin',
    });
  });

  it('reports unsourced prices and unknown options', () => {
    // AWS sells no DC2 reservation in the data the table cites.
    expect(errorsFor({ nodeType: 'dc2.large', pricing: 'reserved1yrNoUpfront' })).toEqual([
      { field: 'pricing', code: 'priceUnavailable' },
    ]);
    // Tokyo has RA3 node prices but no citable managed-storage price.
    expect(errorsFor({ region: 'ap-northeast-1' })).toEqual([
      { field: 'pricing', code: 'priceUnavailable' },
    ]);
    expect(errorsFor({ region: 'ap-northeast-1', nodeType: 'dc2.large' })).toEqual([]);
    expect(errorsFor({ region: 'eu-west-1' })).toEqual([
      { field: 'region', code: 'unknownChoice' },
    ]);
    expect(errorsFor({ pricing: 'reserved3yr' as PricingModel })).toEqual([
      { field: 'pricing', code: 'unknownChoice' },
    ]);
    expect(isPriced('ra3.xlplus', 'reserved3yrAllUpfront', 'us-east-1')).toBe(true);
    expect(isPriced('ra3.16xlarge', 'onDemand', 'us-east-1')).toBe(true);
    expect(isPriced('serverless', 'onDemand', 'ap-northeast-1')).toBe(false);
  });

  it('ignores fields the chosen mode does not use', () => {
    expect(errorsFor({ sizeMode: 'compressed', rawDataTb: Number.NaN })).toEqual([]);
    expect(errorsFor({ nodeType: 'ra3.4xlarge', serverlessBaseRpu: 3 })).toEqual([]);
    expect(errorsFor({ nodeType: 'ra3.4xlarge', diskFillLimitPercent: 0 })).toEqual([]);
    expect(errorsFor({ nodeType: 'dc2.large', diskFillLimitPercent: 0 })).toContainEqual({
      field: 'diskFillLimitPercent',
      code: 'belowMin',
    });
  });

  it('returns errors instead of throwing on malformed input', () => {
    const garbage = {
      ...base,
      nodeType: 'toaster',
      currency: 42,
      horizonYears: 'three',
      region: '__proto__',
    } as unknown as RedshiftTcoInputs;
    const outcome = computeRedshiftTco(garbage);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.errors.map((e) => e.field)).toEqual(
        expect.arrayContaining(['nodeType', 'currency', 'horizonYears', 'region']),
      );
    }
  });

  it('accepts its own defaults and bounds', () => {
    expect(validateRedshiftTcoInputs(defaultRedshiftTcoInputs())).toEqual([]);
    for (const bound of Object.values(REDSHIFT_TCO_INPUT_BOUNDS)) {
      expect(bound.min).toBeLessThanOrEqual(bound.default);
      expect(bound.default).toBeLessThanOrEqual(bound.max);
      expect(bound.step).toBeGreaterThan(0);
    }
  });
});
