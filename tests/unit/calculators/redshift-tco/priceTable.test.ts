import { describe, expect, it } from 'vitest';

import rawTable from '../../../../src/calculators/redshift-tco/prices.json';
import {
  NODE_TYPE_IDS,
  PRICE_TABLE,
  RESERVED_OFFERING_IDS,
  allPriceSources,
  pricedRegions,
  type PriceSource,
  type SourcedUsd,
} from '../../../../src/calculators/redshift-tco/priceTable';
import { parsePriceTable } from '../../../../src/calculators/redshift-tco/priceTableSchema';
import { findSource } from '../../../../src/sources/registry';

/** Every stated price in the table (reserved offerings as two figures each), labelled. */
function everyPrice(): { label: string; price: SourcedUsd }[] {
  const prices: { label: string; price: SourcedUsd }[] = [
    { label: 'era2014.entryHourlyUsd', price: PRICE_TABLE.era2014.entryHourlyUsd },
    { label: 'era2014.perTbYearUsd', price: PRICE_TABLE.era2014.perTbYearUsd },
  ];
  for (const [region, regionPrices] of Object.entries(PRICE_TABLE.regions)) {
    for (const [node, nodePrice] of Object.entries(regionPrices.nodePrices)) {
      if (nodePrice.onDemandHourlyUsd) {
        prices.push({ label: `${region}.${node}.onDemand`, price: nodePrice.onDemandHourlyUsd });
      }
      for (const id of RESERVED_OFFERING_IDS) {
        const offering = nodePrice.reserved?.[id];
        if (!offering) continue;
        const label = `${region}.${node}.${id}`;
        const { source } = offering;
        prices.push({ label: `${label}.upfront`, price: { usd: offering.upfrontUsd, source } });
        prices.push({ label: `${label}.hourly`, price: { usd: offering.hourlyUsd, source } });
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

  it('gives every price a registered source and a date', () => {
    const prices = everyPrice();
    // Serverless, managed storage and four node prices in us-east-1, plus the two 2014 figures.
    expect(prices.length).toBeGreaterThanOrEqual(8);
    for (const { label, price } of prices) {
      expect(findSource(price.source.source), label).toBeDefined();
      expect(price.source.asOf, label).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(Number.isFinite(price.usd) && price.usd >= 0, label).toBe(true);
    }
  });

  it('cites a source for every node specification and both exchange rates', () => {
    for (const id of NODE_TYPE_IDS) {
      expect(PRICE_TABLE.nodeTypes[id].source.source).toBe('aws-redshift-clusters');
    }
    expect(PRICE_TABLE.exchangeRates.default.source.source).toMatch(/^frb-g5a-/);
    expect(PRICE_TABLE.exchangeRates.era2014.source.source).toMatch(/^frb-g5a-/);
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

  it('carries the AWS pricing-data figures for Tokyo and for reserved nodes as stated', () => {
    const tokyo = PRICE_TABLE.regions['ap-northeast-1'];
    expect(tokyo?.label).toEqual({ ja: 'アジアパシフィック (東京)', en: 'Asia Pacific (Tokyo)' });
    // redshift.json (published 2024-06-25), section "Asia Pacific (Tokyo)".
    const tokyoOnDemand = Object.fromEntries(
      NODE_TYPE_IDS.map((id) => [id, tokyo?.nodePrices[id]?.onDemandHourlyUsd?.usd]),
    );
    expect(tokyoOnDemand).toEqual({
      'dc2.large': 0.314,
      'dc2.8xlarge': 6.095,
      'ra3.xlplus': 1.278,
      'ra3.4xlarge': 3.836,
      'ra3.16xlarge': 15.347,
      'ds2.xlarge': 1.19,
      'ds2.8xlarge': 9.52,
    });
    expect(tokyo?.serverlessPerRpuHourUsd?.usd).toBe(0.494);
    // Reserved-node files (published 2024-09-11): ra3.4xlarge, Tokyo and N. Virginia.
    expect(tokyo?.nodePrices['ra3.4xlarge']?.reserved).toMatchObject({
      reserved1yrNoUpfront: { upfrontUsd: 0, hourlyUsd: 2.6852 },
      reserved1yrPartialUpfront: { upfrontUsd: 11_257, hourlyUsd: 1.285046 },
      reserved1yrAllUpfront: { upfrontUsd: 22_178, hourlyUsd: 0 },
      reserved3yrNoUpfront: { upfrontUsd: 0, hourlyUsd: 1.6687 },
      reserved3yrPartialUpfront: { upfrontUsd: 19_911, hourlyUsd: 0.757648 },
      reserved3yrAllUpfront: { upfrontUsd: 37_803, hourlyUsd: 0 },
    });
    expect(PRICE_TABLE.regions['us-east-1']?.nodePrices['ra3.4xlarge']?.reserved).toMatchObject({
      reserved1yrNoUpfront: { upfrontUsd: 0, hourlyUsd: 2.282 },
      reserved1yrPartialUpfront: { upfrontUsd: 9_566.5, hourlyUsd: 1.092066 },
      reserved1yrAllUpfront: { upfrontUsd: 18_848, hourlyUsd: 0 },
      reserved3yrNoUpfront: { upfrontUsd: 0, hourlyUsd: 1.4181 },
      reserved3yrPartialUpfront: { upfrontUsd: 16_920, hourlyUsd: 0.643836 },
      reserved3yrAllUpfront: { upfrontUsd: 32_127, hourlyUsd: 0 },
    });
  });

  it("cites each reserved offering's own data file, its commit and AWS's publication date", () => {
    const cited: PriceSource[] = [];
    for (const [region, prices] of Object.entries(PRICE_TABLE.regions)) {
      for (const node of ['ra3.xlplus', 'ra3.4xlarge', 'ra3.16xlarge'] as const) {
        for (const id of RESERVED_OFFERING_IDS) {
          const offering = prices.nodePrices[node]?.reserved?.[id];
          expect(offering, `${region}.${node}.${id}`).toBeDefined();
          if (!offering) continue;
          const term = id.startsWith('reserved1yr') ? '1%2520year' : '3%2520year';
          const url = findSource(offering.source.source)?.url ?? '';
          expect(url).toContain(`${term}-`);
          expect(url).toContain(`-${region}-Yes.json`);
          expect(url).toMatch(/\/blob\/[0-9a-f]{40}\//);
          expect(offering.source.asOf).toBe('2024-09-11');
          cited.push(offering.source);
        }
      }
    }
    // One file per region, term and payment option.
    expect(new Set(cited.map((source) => source.source)).size).toBe(12);
  });

  it('leaves out what it could not source instead of guessing', () => {
    expect(pricedRegions()).toEqual(['us-east-1', 'ap-northeast-1']);
    // No citable Tokyo managed-storage price: RA3 and Serverless there need the reader's.
    expect(PRICE_TABLE.regions['ap-northeast-1']?.managedStoragePerGbMonthUsd).toBeUndefined();
    // AWS lists reserved offerings for RA3 only.
    for (const prices of Object.values(PRICE_TABLE.regions)) {
      for (const node of ['dc2.large', 'dc2.8xlarge', 'ds2.xlarge', 'ds2.8xlarge'] as const) {
        expect(prices.nodePrices[node]?.reserved).toBeUndefined();
      }
    }
    expect(
      PRICE_TABLE.missingPrices.some(
        (line) => line.includes('ap-northeast-1') && line.includes('Managed Storage'),
      ),
    ).toBe(true);
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

  it('rejects a reservation whose figures contradict its payment option', () => {
    const table = clone();
    type Offerings = Record<string, { upfrontUsd: number; hourlyUsd: number }>;
    const regions = table.regions as Record<
      string,
      { nodePrices: Record<string, { reserved: Offerings }> }
    >;
    const reserved = regions['ap-northeast-1']!.nodePrices['ra3.4xlarge']!.reserved;
    reserved.reserved1yrAllUpfront!.hourlyUsd = 0.5;
    reserved.reserved3yrNoUpfront!.upfrontUsd = 100;
    const result = parsePriceTable(table);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const paths = result.error.issues.map((i) => i.path);
      expect(paths.some((p) => p.endsWith('reserved.reserved1yrAllUpfront'))).toBe(true);
      expect(paths.some((p) => p.endsWith('reserved.reserved3yrNoUpfront'))).toBe(true);
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

describe('source titles a reader sees', () => {
  // The calculator prints each title in its Sources list. A reader saw
  // "infracost test fixture redshift_cluster_test.golden": words about our
  // evidence files, not what the figure is or who states it.
  it.each(
    allPriceSources().map((source) => [
      `${findSource(source.source)?.title ?? source.source} ${source.locator ?? ''}`.trim(),
    ]),
  )('“%s” says what the figure is, in no repository jargon', (title) => {
    expect(title).not.toMatch(/\b(fixture|golden|seed \d+|testdata)\b|\.golden\b/i);
  });
});
