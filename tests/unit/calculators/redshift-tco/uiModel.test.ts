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
  type RedshiftTcoResult,
} from '../../../../src/calculators/redshift-tco/tco';
import {
  NO_OVERRIDES,
  READER_PRICE_SOURCE,
  citedSources,
  computeScenario,
  inputsFromParams,
  isOptionPriced,
  readPriceOverride,
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
    expect(isOptionPriced('ra3.4xlarge', 'reserved3yr', 'us-east-1', NO_OVERRIDES)).toBe(false);
    const overrides = { ...NO_OVERRIDES, nodeHourlyUsd: 1.5 };
    expect(isOptionPriced('ra3.4xlarge', 'reserved3yr', 'us-east-1', overrides)).toBe(true);
    expect(isOptionPriced('dc2.8xlarge', 'onDemand', 'us-east-1', overrides)).toBe(true);
    const scenario = fromQuery('node=dc2.8xlarge&pricing=reserved1yr&nodePrice=4.8&years=1');
    expect(scenario.deploymentFallback).toBeNull();
    expect(scenario.inputs.nodeType).toBe('dc2.8xlarge');
    // 4 TB ÷ (2.56 TB × 75 %) = 2.08 → 3 nodes.
    expect(mustResult(scenario).years[0]?.nodes).toBe(3);
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
    const scenario = fromQuery('pricing=reserved1yr');
    expect(scenario.deploymentFallback).toEqual({
      requested: { nodeType: 'ra3.4xlarge', pricing: 'reserved1yr' },
      used: { nodeType: 'ra3.4xlarge', pricing: 'onDemand' },
    });
    expect(scenario.outcome.ok).toBe(true);
  });

  it('uses the default node type when the table has no price for the chosen one', () => {
    const scenario = fromQuery('node=ds2.xlarge');
    expect(scenario.deploymentFallback?.used).toEqual({
      nodeType: 'ra3.4xlarge',
      pricing: 'onDemand',
    });
    expect(scenario.outcome.ok).toBe(true);
  });

  it('prices Serverless on demand whatever the pricing field says', () => {
    const scenario = fromQuery('node=serverless&pricing=reserved3yr');
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
      fc.constantFrom('serverless', 'dc2.large', 'ds2.8xlarge', 'reserved1yr', 'raw', 'USD', ''),
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
