import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  parseParam,
  parseQuery,
  serializeQuery,
  type ParamError,
} from '../../../../src/calculators/shared/queryParams';
import {
  HOURS_PER_YEAR,
  computeRedshiftTco,
  defaultRedshiftTcoInputs,
  type PricingModel,
  type RedshiftTcoResult,
} from '../../../../src/calculators/redshift-tco/tco';
import {
  NO_OVERRIDES,
  READER_PRICE_SOURCE,
  citedSources,
  computeScenario,
  inputsFromParams,
  isOptionPriced,
  isPricedApartFromStorage,
  readPriceOverride,
  tableReservedOffering,
  type PriceOverrides,
  type Scenario,
} from '../../../../src/components/RedshiftTcoCalculator/model';
import {
  priceOverrideSpecs,
  redshiftTcoParams,
  type PriceOverrideName,
} from '../../../../src/components/RedshiftTcoCalculator/params';

/** Runs the calculator the way the component does, from a query string. */
function fromQuery(query: string): Scenario {
  const { values, errors } = parseQuery(redshiftTcoParams, new URLSearchParams(query));
  const read = (name: PriceOverrideName) =>
    readPriceOverride(values[name], errors[name], priceOverrideSpecs[name]).value;
  const overrides: PriceOverrides = {
    nodeHourlyUsd: read('nodePrice'),
    storagePerGbMonthUsd: read('storagePrice'),
    rpuHourUsd: read('rpuPrice'),
  };
  return computeScenario(inputsFromParams(values), overrides);
}

function mustResult(scenario: Scenario): RedshiftTcoResult {
  if (!scenario.outcome.ok) throw new Error(JSON.stringify(scenario.outcome.errors));
  return scenario.outcome.value;
}

function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) numbersIn(item, out);
  }
  return out;
}

describe('Redshift TCO URL parameters', () => {
  it('default to the module’s own defaults', () => {
    const scenario = fromQuery('');
    expect(scenario.inputs).toEqual(defaultRedshiftTcoInputs());
    expect(scenario.deploymentFallback).toBeNull();
    expect(scenario.inputFallbacks).toEqual([]);
    const expected = computeRedshiftTco(defaultRedshiftTcoInputs());
    expect(scenario.outcome).toEqual(expected);
  });

  it('round-trip through the query string', () => {
    const query =
      'size=raw&raw=30&ratio=5&growth=20&years=5&node=dc2.large&currency=USD&fx=150&fill=80&nodePrice=0.3&compare=alternative&alt=1000&altScale=fixed';
    const { values, errors } = parseQuery(redshiftTcoParams, new URLSearchParams(query));
    expect(errors).toEqual({});
    expect(serializeQuery(redshiftTcoParams, values)).toBe(query);
  });

  it('fall back to defaults for hostile values and still compute', () => {
    const hostile = [
      'tb=abc',
      'tb=-5',
      'tb=1e309',
      `tb=${'9'.repeat(10_000)}`,
      'fx=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'node=%3Cscript%3E',
      'years=2.5',
      'nodePrice=%3Cscript%3E',
      'nodePrice=1e309',
      `storagePrice=${'1'.repeat(10_000)}`,
      'rpuPrice=-1',
    ];
    for (const query of hostile) {
      const result = mustResult(fromQuery(query));
      expect(result.totalCost, query).toBeCloseTo(mustResult(fromQuery('')).totalCost, 6);
    }
  });
});

describe('price overrides', () => {
  it('treats an empty field as "use the table"', () => {
    const empty: ParamError = { code: 'empty' };
    expect(readPriceOverride('', empty, priceOverrideSpecs.nodePrice)).toEqual({
      value: null,
      error: null,
    });
  });

  it('reads full-width digits and rejects bad text, infinities and negatives', () => {
    const spec = redshiftTcoParams.nodePrice;
    const parsed = parseParam('３．２６', spec);
    expect(parsed).toEqual({ ok: true, value: '3.26' });
    expect(readPriceOverride('3.26', undefined, priceOverrideSpecs.nodePrice).value).toBe(3.26);
    expect(readPriceOverride('1e309', undefined, priceOverrideSpecs.nodePrice).error?.code).toBe(
      'notFinite',
    );
    expect(readPriceOverride('-1', undefined, priceOverrideSpecs.nodePrice).error?.code).toBe(
      'belowMinimum',
    );
    const invalid = parseParam('<script>', spec);
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) {
      expect(readPriceOverride('', invalid.error, priceOverrideSpecs.nodePrice)).toEqual({
        value: null,
        error: { code: 'invalidCharacters' },
      });
    }
  });

  it('prices the selected node type with the reader’s hourly price', () => {
    // 2 ra3.4xlarge × $2 × 8,760 h = $35,040 of compute a year.
    const result = mustResult(fromQuery('currency=USD&years=1&nodePrice=2'));
    expect(result.years[0]?.computeCost).toBeCloseTo(2 * 2 * HOURS_PER_YEAR, 9);
  });

  it('makes reserved pricing and unpriced node types computable', () => {
    expect(isOptionPriced('dc2.8xlarge', 'reserved3yrAllUpfront', 'us-east-1', NO_OVERRIDES)).toBe(
      false,
    );
    const overrides = { ...NO_OVERRIDES, nodeHourlyUsd: 1.5 };
    expect(isOptionPriced('dc2.8xlarge', 'reserved3yrAllUpfront', 'us-east-1', overrides)).toBe(
      true,
    );
    // Tokyo RA3 needs a managed-storage price, which the table lacks.
    expect(isOptionPriced('ra3.4xlarge', 'onDemand', 'ap-northeast-1', NO_OVERRIDES)).toBe(false);
    const storage = { ...NO_OVERRIDES, storagePerGbMonthUsd: 0.03 };
    expect(isOptionPriced('ra3.4xlarge', 'reserved1yrAllUpfront', 'ap-northeast-1', storage)).toBe(
      true,
    );
    const scenario = fromQuery(
      'node=dc2.8xlarge&pricing=reserved1yrNoUpfront&nodePrice=4.8&years=1',
    );
    expect(scenario.deploymentFallback).toBeNull();
    expect(scenario.inputs.nodeType).toBe('dc2.8xlarge');
    // 4 TB ÷ (2.56 TB × 75 %) = 2.08 → 3 nodes.
    expect(mustResult(scenario).years[0]?.nodes).toBe(3);
  });

  it('keeps Tokyo RA3 selectable although only its storage price is missing', () => {
    const tokyo = (node: 'ra3.4xlarge' | 'dc2.large' | 'serverless', pricing: PricingModel) =>
      isPricedApartFromStorage(node, pricing, 'ap-northeast-1', NO_OVERRIDES);
    expect(tokyo('ra3.4xlarge', 'reserved3yrPartialUpfront')).toBe(true);
    expect(tokyo('serverless', 'onDemand')).toBe(true);
    // A missing node price is not excused: no DC2 reservation anywhere.
    expect(tokyo('dc2.large', 'reserved1yrNoUpfront')).toBe(false);
    expect(isOptionPriced('ra3.4xlarge', 'onDemand', 'ap-northeast-1', NO_OVERRIDES)).toBe(false);
  });

  it('costs a reservation at its effective rate, and the reader’s rate as typed', () => {
    // us-east-1 ra3.4xlarge, 3 years all upfront: $32,127 ÷ 26,280 h per node-hour.
    const table = mustResult(fromQuery('currency=USD&years=1&pricing=reserved3yrAllUpfront'))
      .years[0];
    expect(table?.computeCost).toBeCloseTo((2 * 32_127 * HOURS_PER_YEAR) / 26_280, 6);
    const typed = mustResult(
      fromQuery('currency=USD&years=1&pricing=reserved3yrAllUpfront&nodePrice=1'),
    ).years[0];
    expect(typed?.computeCost).toBeCloseTo(2 * 1 * HOURS_PER_YEAR, 9);
    expect(tableReservedOffering('ra3.4xlarge', 'reserved3yrAllUpfront', 'us-east-1')).toEqual(
      expect.objectContaining({ upfrontUsd: 32_127, hourlyUsd: 0 }),
    );
    expect(tableReservedOffering('ra3.4xlarge', 'onDemand', 'us-east-1')).toBeNull();
    expect(tableReservedOffering('serverless', 'reserved1yrNoUpfront', 'us-east-1')).toBeNull();
  });

  it('does not cite the reader’s price, nor call it a secondary source', () => {
    const result = mustResult(fromQuery('nodePrice=3&storagePrice=0.02'));
    expect(citedSources(result)).not.toContain(READER_PRICE_SOURCE);
    expect(result.warnings.map((w) => w.code)).not.toContain('secondaryPriceSource');
    const tableOnly = mustResult(fromQuery(''));
    expect(tableOnly.warnings.map((w) => w.code)).toContain('secondaryPriceSource');
  });
});

describe('fallbacks', () => {
  it('uses on-demand pricing when the table has no reserved price', () => {
    const scenario = fromQuery('node=dc2.large&pricing=reserved1yrPartialUpfront');
    expect(scenario.deploymentFallback).toEqual({
      requested: { nodeType: 'dc2.large', pricing: 'reserved1yrPartialUpfront' },
      used: { nodeType: 'dc2.large', pricing: 'onDemand' },
    });
    expect(scenario.outcome.ok).toBe(true);
  });

  it('uses a deployment the region can price when the default cannot be priced there', () => {
    // Tokyo: no managed-storage price, so neither ra3.4xlarge nor Serverless.
    const scenario = fromQuery('region=ap-northeast-1&node=serverless');
    expect(scenario.deploymentFallback?.used).toEqual({
      nodeType: 'dc2.large',
      pricing: 'onDemand',
    });
    expect(mustResult(scenario).sources.map((s) => s.asOf)).toContain('2024-06-25');
    // With the reader's storage price the default RA3 node is computed in Tokyo.
    const typed = fromQuery('region=ap-northeast-1&storagePrice=0.03');
    expect(typed.deploymentFallback).toBeNull();
    expect(typed.inputs.nodeType).toBe('ra3.4xlarge');
  });

  it('prices Serverless on demand whatever the pricing field says', () => {
    const scenario = fromQuery('node=serverless&pricing=reserved3yrNoUpfront');
    expect(scenario.deploymentFallback).toBeNull();
    expect(scenario.inputs.pricing).toBe('onDemand');
    expect(scenario.outcome.ok).toBe(true);
  });

  it('replaces a base RPU off its step by the default and says so', () => {
    const scenario = fromQuery('node=serverless&rpu=12');
    expect(scenario.inputFallbacks).toEqual([{ field: 'serverlessBaseRpu', code: 'notOnStep' }]);
    expect(scenario.inputs.serverlessBaseRpu).toBe(8);
    expect(mustResult(scenario).years[0]?.rpu).toBe(8);
  });

  it('always computes finite, non-negative numbers from any query string', () => {
    const names = Object.keys(redshiftTcoParams);
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.double().map(String),
      fc.integer({ min: -1000, max: 1_000_000 }).map(String),
      fc.constantFrom(
        'serverless',
        'dc2.large',
        'ds2.8xlarge',
        'reserved1yrPartialUpfront',
        'reserved3yrAllUpfront',
        'ap-northeast-1',
        'raw',
        'USD',
        '',
      ),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), value), (params) => {
        const scenario = fromQuery(new URLSearchParams(params).toString());
        const result = mustResult(scenario);
        for (const n of numbersIn(result)) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
