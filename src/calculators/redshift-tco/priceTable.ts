/**
 * The Amazon Redshift price table (`prices.json`) and helpers over it. Node
 * types or regions without a citable price are simply absent from `regions`;
 * the calculator reports them as unavailable instead of guessing. The schema
 * lives in priceTableSchema.ts.
 *
 * @packageDocumentation
 */

import rawPriceTable from './prices.json';
import type { PriceSource, PriceTable } from './priceTableSchema';

export type {
  NodeTypeSpec,
  PriceSource,
  PriceTable,
  RegionPrices,
  ReservedOffering,
  SourcedUsd,
} from './priceTableSchema';

/** Provisioned node types the calculator knows (current and legacy). */
export const NODE_TYPE_IDS = [
  'dc2.large',
  'dc2.8xlarge',
  'ra3.xlplus',
  'ra3.4xlarge',
  'ra3.16xlarge',
  'ds2.xlarge',
  'ds2.8xlarge',
] as const;

/** One of {@link NODE_TYPE_IDS}. */
export type NodeTypeId = (typeof NODE_TYPE_IDS)[number];

/**
 * Reserved-node offerings AWS sells for a node type: a 1- or 3-year term,
 * each with no, partial or all of the price paid upfront.
 */
export const RESERVED_OFFERING_IDS = [
  'reserved1yrNoUpfront',
  'reserved1yrPartialUpfront',
  'reserved1yrAllUpfront',
  'reserved3yrNoUpfront',
  'reserved3yrPartialUpfront',
  'reserved3yrAllUpfront',
] as const;

/** One of {@link RESERVED_OFFERING_IDS}. */
export type ReservedOfferingId = (typeof RESERVED_OFFERING_IDS)[number];

/** Length of a reservation's term, in years. */
export function reservedTermYears(id: ReservedOfferingId): 1 | 3 {
  return id.startsWith('reserved1yr') ? 1 : 3;
}

/** How much of a reservation is paid upfront. */
export function reservedPayment(
  id: ReservedOfferingId,
): 'noUpfront' | 'partialUpfront' | 'allUpfront' {
  if (id.endsWith('NoUpfront')) return 'noUpfront';
  if (id.endsWith('PartialUpfront')) return 'partialUpfront';
  return 'allUpfront';
}

/** Whether a string names a known provisioned node type. */
export function isNodeTypeId(value: string): value is NodeTypeId {
  return (NODE_TYPE_IDS as readonly string[]).includes(value);
}

/**
 * The bundled price table. It is validated against the schema by the unit
 * tests (tests/unit/calculators/redshift-tco/priceTable.test.ts), not at run
 * time, so the page does not ship the schema library.
 */
export const PRICE_TABLE: PriceTable = rawPriceTable as unknown as PriceTable;

/** Regions the table has at least one price for, in table order. */
export function pricedRegions(table: PriceTable = PRICE_TABLE): string[] {
  return Object.keys(table.regions);
}

/** Every source cited anywhere in a price table, for a sources list in the UI. */
export function allPriceSources(table: PriceTable = PRICE_TABLE): PriceSource[] {
  const sources: PriceSource[] = [
    table.exchangeRates.default.source,
    table.exchangeRates.era2014.source,
    table.serverless.source,
    table.era2014.entryHourlyUsd.source,
    table.era2014.perTbYearUsd.source,
  ];
  for (const id of NODE_TYPE_IDS) sources.push(table.nodeTypes[id].source);
  for (const region of Object.values(table.regions)) {
    for (const price of Object.values(region.nodePrices)) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a partial record's key may hold undefined
      if (price === undefined) continue;
      if (price.onDemandHourlyUsd) sources.push(price.onDemandHourlyUsd.source);
      for (const id of RESERVED_OFFERING_IDS) {
        const offering = price.reserved?.[id];
        if (offering) sources.push(offering.source);
      }
    }
    if (region.managedStoragePerGbMonthUsd) sources.push(region.managedStoragePerGbMonthUsd.source);
    if (region.serverlessPerRpuHourUsd) sources.push(region.serverlessPerRpuHourUsd.source);
  }
  // The same document backs several figures; list it once.
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.source}|${source.locator ?? ''}|${source.asOf}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
