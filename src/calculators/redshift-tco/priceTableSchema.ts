/**
 * zod schema of the Amazon Redshift price table (`prices.json`).
 *
 * The table is data, edited by hand when prices change, so it is validated
 * rather than trusted: every price must cite a document of the source
 * registry (src/sources/registry.ts, which holds its title and, when
 * confirmed, its address) and the date the price applied. The unit tests validate the bundled file;
 * the calculator itself imports only the types, which keeps zod (≈25 KiB
 * gzip) out of the page's JavaScript.
 *
 * @packageDocumentation
 */

import * as z from 'zod';

import { NODE_TYPE_IDS, RESERVED_OFFERING_IDS, reservedPayment } from './priceTable';

// A year, a month or a day: some sources are only dated to the year.
const PARTIAL_ISO_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

/** Schema of a citation attached to a price or specification. */
export const priceSourceSchema = z.strictObject({
  /** `vendor`: AWS (or other issuer) documentation; `secondary`: a third party reproducing it. */
  kind: z.enum(['vendor', 'secondary']),
  /** Id of the document in the source registry (tests/unit/sources checks it exists). */
  source: z.string().min(1),
  /** The part of the document the figure is in (a section, a region), when it helps. */
  locator: z.string().min(1).optional(),
  /** When the figure applied: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  asOf: z.string().regex(PARTIAL_ISO_DATE),
  note: z.string().min(1).optional(),
});

/** A citation attached to a price or specification. */
export type PriceSource = z.infer<typeof priceSourceSchema>;

/** Schema of one price in US dollars with its source. */
export const sourcedUsdSchema = z.strictObject({
  usd: z.number().nonnegative(),
  source: priceSourceSchema,
});

/** One price in US dollars with its source. */
export type SourcedUsd = z.infer<typeof sourcedUsdSchema>;

const localStorageSchema = z.strictObject({
  kind: z.literal('local'),
  /** Usable capacity per node, in decimal terabytes (1 TB = 1,000 GB, as AWS's table uses). */
  perNodeTb: z.number().positive(),
  media: z.enum(['NVMe-SSD', 'SSD', 'HDD']),
});

const managedStorageSchema = z.strictObject({
  kind: z.literal('managed'),
  /** Hard limit of Redshift Managed Storage per node, in TB. */
  quotaPerNodeTb: z.number().positive(),
});

/** Schema of one node type's specification. */
export const nodeTypeSpecSchema = z
  .strictObject({
    family: z.enum(['dc2', 'ra3', 'ds2']),
    status: z.enum(['current', 'legacy']),
    vCpu: z.number().int().positive(),
    storage: z.discriminatedUnion('kind', [localStorageSchema, managedStorageSchema]),
    minNodes: z.number().int().positive(),
    maxNodes: z.number().int().positive(),
    /** Earlier names of the same node type (for example the 2014 `dw1.xlarge`). */
    previousNames: z.array(z.string().min(1)),
    source: priceSourceSchema,
  })
  .refine((spec) => spec.minNodes <= spec.maxNodes, { message: 'minNodes exceeds maxNodes' });

/** One node type's specification. */
export type NodeTypeSpec = z.infer<typeof nodeTypeSpecSchema>;

/**
 * Schema of one reserved-node offering exactly as AWS states it: a one-time
 * upfront payment and a recurring hourly charge for every hour of the term,
 * whether the node runs or not. The effective hourly rate is derived from
 * these by the calculator (tco.ts, `reservedEffectiveHourlyUsd`), not stored.
 */
export const reservedOfferingSchema = z.strictObject({
  upfrontUsd: z.number().nonnegative(),
  hourlyUsd: z.number().nonnegative(),
  source: priceSourceSchema,
});

/** One reserved-node offering: upfront payment plus recurring hourly charge. */
export type ReservedOffering = z.infer<typeof reservedOfferingSchema>;

/** Schema of the prices of one node type in one region. */
export const nodePriceSchema = z
  .strictObject({
    onDemandHourlyUsd: sourcedUsdSchema.optional(),
    reserved: z.partialRecord(z.enum(RESERVED_OFFERING_IDS), reservedOfferingSchema).optional(),
  })
  .superRefine((price, ctx) => {
    // The payment option fixes one of the two figures; a table that says
    // otherwise has been mistyped.
    for (const id of RESERVED_OFFERING_IDS) {
      const offering = price.reserved?.[id];
      if (!offering) continue;
      const payment = reservedPayment(id);
      if (payment === 'noUpfront' && offering.upfrontUsd !== 0) {
        ctx.addIssue({ code: 'custom', path: ['reserved', id], message: 'upfront must be 0' });
      }
      if (payment === 'allUpfront' && offering.hourlyUsd !== 0) {
        ctx.addIssue({ code: 'custom', path: ['reserved', id], message: 'hourly must be 0' });
      }
      if (payment === 'partialUpfront' && (offering.upfrontUsd === 0 || offering.hourlyUsd === 0)) {
        ctx.addIssue({ code: 'custom', path: ['reserved', id], message: 'needs both parts' });
      }
    }
  });

/** Schema of one region's prices. */
export const regionPricesSchema = z.strictObject({
  label: z.strictObject({ ja: z.string().min(1), en: z.string().min(1) }),
  nodePrices: z.partialRecord(z.enum(NODE_TYPE_IDS), nodePriceSchema),
  managedStoragePerGbMonthUsd: sourcedUsdSchema.optional(),
  serverlessPerRpuHourUsd: sourcedUsdSchema.optional(),
});

/** One region's prices. */
export type RegionPrices = z.infer<typeof regionPricesSchema>;

const exchangeRateSchema = z.strictObject({
  jpyPerUsd: z.number().positive(),
  period: z.string().min(1),
  source: priceSourceSchema,
});

/** Schema of the whole price table. */
export const priceTableSchema = z.strictObject({
  $comment: z.string().optional(),
  currency: z.literal('USD'),
  /** Date the table was compiled from its sources. */
  asOf: z.string().regex(PARTIAL_ISO_DATE),
  exchangeRates: z.strictObject({ default: exchangeRateSchema, era2014: exchangeRateSchema }),
  nodeTypes: z.record(z.enum(NODE_TYPE_IDS), nodeTypeSpecSchema),
  serverless: z
    .strictObject({
      minBaseRpu: z.number().int().positive(),
      maxBaseRpu: z.number().int().positive(),
      baseRpuStep: z.number().int().positive(),
      consoleDefaultBaseRpu: z.number().int().positive(),
      largeStorageThresholdTb: z.number().positive(),
      minBaseRpuAboveThreshold: z.number().int().positive(),
      source: priceSourceSchema,
    })
    .refine((s) => s.minBaseRpu <= s.maxBaseRpu, { message: 'minBaseRpu exceeds maxBaseRpu' }),
  regions: z.record(z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/), regionPricesSchema),
  /** Human-readable list of prices that could not be sourced and were left out. */
  missingPrices: z.array(z.string().min(1)),
  era2014: z.strictObject({
    entryHourlyUsd: sourcedUsdSchema,
    perTbYearUsd: sourcedUsdSchema,
  }),
});

/** The validated Redshift price table. */
export type PriceTable = z.infer<typeof priceTableSchema>;

/** Why a price table failed validation: the zod issue paths, for logs and tests. */
export interface PriceTableError {
  readonly code: 'invalidPriceTable';
  readonly issues: readonly { readonly path: string; readonly message: string }[];
}

/**
 * Validates any value as a price table. Never throws.
 *
 * @returns the typed table, or the list of problems.
 */
export function parsePriceTable(
  value: unknown,
):
  | { readonly ok: true; readonly value: PriceTable }
  | { readonly ok: false; readonly error: PriceTableError } {
  const parsed = priceTableSchema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    error: {
      code: 'invalidPriceTable',
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    },
  };
}
