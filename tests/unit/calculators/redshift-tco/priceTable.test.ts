import { describe, expect, it } from 'vitest';

import rawTable from '../../../../src/calculators/redshift-tco/prices.json';
import {
  NODE_TYPE_IDS,
  PRICE_TABLE,
  allPriceSources,
  pricedRegions,
  type SourcedUsd,
} from '../../../../src/calculators/redshift-tco/priceTable';
import { parsePriceTable } from '../../../../src/calculators/redshift-tco/priceTableSchema';

/** Every sourced price in the table, with a label for failure messages. */
function everyPrice(): { label: string; price: SourcedUsd }[] {
  const prices: { label: string; price: SourcedUsd }[] = [
    { label: 'era2014.entryHourlyUsd', price: PRICE_TABLE.era2014.entryHourlyUsd },
    { label: 'era2014.perTbYearUsd', price: PRICE_TABLE.era2014.perTbYearUsd },
  ];
  for (const [region, regionPrices] of Object.entries(PRICE_TABLE.regions)) {
    for (const [node, nodePrice] of Object.entries(regionPrices.nodePrices)) {
      for (const [key, value] of Object.entries(nodePrice ?? {})) {
        if (value !== undefined) prices.push({ label: `${region}.${node}.${key}`, price: value });
      }
    }
    if (regionPrices.managedStoragePerGbMonthUsd) {
      prices.push({ label: `${region}.rms`, price: regionPrices.managedStoragePerGbMonthUsd });
    }
    if (regionPrices.serverlessPerRpuHourUsd) {
      prices.push({ label: `${region}.rpu`, price: regionPrices.serverlessPerRpuHourUsd });
    }
  }
  return prices;
}

describe('bundled price table', () => {
  it('validates against the zod schema', () => {
    const result = parsePriceTable(rawTable);
    expect(result.ok).toBe(true);
    // The calculator uses the table unparsed (no zod in the page): it must be
    // exactly what the schema accepts, with nothing stripped or defaulted.
    if (result.ok) expect(result.value).toEqual(PRICE_TABLE);
    expect(PRICE_TABLE.currency).toBe('USD');
    expect(PRICE_TABLE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives every price a source with a title, an https URL and a date', () => {
    const prices = everyPrice();
    // Serverless, managed storage and four node prices in us-east-1, plus the two 2014 figures.
    expect(prices.length).toBeGreaterThanOrEqual(8);
    for (const { label, price } of prices) {
      expect(price.source.title.length, label).toBeGreaterThan(0);
      expect(price.source.url, label).toMatch(/^https:\/\//);
      expect(price.source.asOf, label).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(Number.isFinite(price.usd) && price.usd >= 0, label).toBe(true);
    }
  });

  it('cites a source for every node specification and both exchange rates', () => {
    for (const id of NODE_TYPE_IDS) {
      expect(PRICE_TABLE.nodeTypes[id].source.url).toMatch(/^https:\/\/docs\.aws\.amazon\.com\//);
    }
    expect(PRICE_TABLE.exchangeRates.default.source.url).toMatch(/federalreserve\.gov/);
    expect(PRICE_TABLE.exchangeRates.era2014.source.url).toMatch(/federalreserve\.gov/);
    expect(allPriceSources().length).toBeGreaterThanOrEqual(5);
  });

  it('carries the figures as the cited documents state them', () => {
    // Management Guide node table: dc2.large 160 GB, 1–32 nodes; ds2.8xlarge 16 TB, 2–128.
    expect(PRICE_TABLE.nodeTypes['dc2.large'].storage).toEqual({
      kind: 'local',
      perNodeTb: 0.16,
      media: 'NVMe-SSD',
    });
    expect(PRICE_TABLE.nodeTypes['dc2.large'].maxNodes).toBe(32);
    expect(PRICE_TABLE.nodeTypes['ds2.8xlarge'].storage).toMatchObject({ perNodeTb: 16 });
    expect(PRICE_TABLE.nodeTypes['ds2.xlarge'].previousNames).toContain('dw1.xlarge');
    // Serverless billing example: 8,190 s × 128 RPU × $0.375 / 3,600 s = $109.20.
    const rpu = PRICE_TABLE.regions['us-east-1']?.serverlessPerRpuHourUsd?.usd ?? Number.NaN;
    expect((8_190 * 128 * rpu) / 3_600).toBeCloseTo(109.2, 10);
    // infracost fixture: 4 dc2.large × 730 h = $730.00; 6 ra3.4xlarge × 730 h = $14,278.80.
    const usEast = PRICE_TABLE.regions['us-east-1']?.nodePrices;
    expect(4 * 730 * (usEast?.['dc2.large']?.onDemandHourlyUsd?.usd ?? Number.NaN)).toBeCloseTo(
      730,
      10,
    );
    expect(6 * 730 * (usEast?.['ra3.4xlarge']?.onDemandHourlyUsd?.usd ?? Number.NaN)).toBeCloseTo(
      14_278.8,
      8,
    );
  });

  it('leaves out what it could not source instead of guessing', () => {
    expect(pricedRegions()).toEqual(['us-east-1']);
    expect(PRICE_TABLE.regions['ap-northeast-1']).toBeUndefined();
    expect(PRICE_TABLE.regions['us-east-1']?.nodePrices['dc2.8xlarge']).toBeUndefined();
    expect(PRICE_TABLE.missingPrices.some((line) => line.includes('ap-northeast-1'))).toBe(true);
  });
});

describe('parsePriceTable', () => {
  const clone = (): Record<string, unknown> =>
    JSON.parse(JSON.stringify(rawTable)) as Record<string, unknown>;

  it('rejects a price without a source, without throwing', () => {
    const table = clone();
    const regions = table.regions as Record<
      string,
      { serverlessPerRpuHourUsd: Record<string, unknown> }
    >;
    delete regions['us-east-1']!.serverlessPerRpuHourUsd.source;
    const result = parsePriceTable(table);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalidPriceTable');
      expect(result.error.issues.some((i) => i.path.includes('serverlessPerRpuHourUsd'))).toBe(
        true,
      );
    }
  });

  it('rejects a negative price, a malformed date and an http URL', () => {
    const negative = clone();
    (negative.era2014 as { perTbYearUsd: { usd: number } }).perTbYearUsd.usd = -1;
    expect(parsePriceTable(negative).ok).toBe(false);

    const badDate = clone();
    (badDate.era2014 as { perTbYearUsd: { source: { asOf: string } } }).perTbYearUsd.source.asOf =
      '2014-13-01';
    expect(parsePriceTable(badDate).ok).toBe(false);

    const insecure = clone();
    (insecure.era2014 as { perTbYearUsd: { source: { url: string } } }).perTbYearUsd.source.url =
      'http://example.com/';
    expect(parsePriceTable(insecure).ok).toBe(false);
  });

  it('rejects unknown node types and non-objects', () => {
    const table = clone();
    const regions = table.regions as Record<string, { nodePrices: Record<string, unknown> }>;
    regions['us-east-1']!.nodePrices['dc9.huge'] = {};
    expect(parsePriceTable(table).ok).toBe(false);
    expect(parsePriceTable(null).ok).toBe(false);
    expect(parsePriceTable('prices').ok).toBe(false);
  });
});
