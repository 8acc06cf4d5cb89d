/**
 * Total cost of ownership of an Amazon Redshift data warehouse over a few
 * years, compared with the technical-debt thresholds of Matsunobu's
 * 2014-03-24 post and, optionally, with the yearly cost of an alternative.
 *
 * Model, in short (each choice is documented where it is made):
 * - Data: a compressed size that grows by a fixed percentage a year. Year `y`
 *   starts at `S0·(1+g)^(y-1)` and ends at `S0·(1+g)^y`.
 * - Provisioned nodes are sized each year for the size at the end of that
 *   year, so the cluster never runs past the fill limit mid-year.
 * - DC2/DS2 store data on the nodes: nodes = ⌈end size ÷ (per-node capacity ×
 *   fill limit)⌉. RA3 bills Redshift Managed Storage separately: compute nodes
 *   only have to cover the per-node storage quota; storage is billed on the
 *   year's average size. Serverless bills RPU-hours (base RPU × hours a day of
 *   use × 365) plus the same managed storage.
 * - A year is 8,760 hours (365 days); a month is a twelfth of a year.
 * - All maths is in US dollars; yen are dollars × the exchange rate.
 *
 * The module never throws on user input and never returns NaN or Infinity:
 * invalid input yields error codes the UI turns into Japanese or English.
 *
 * @packageDocumentation
 */

import {
  NODE_TYPE_IDS,
  PRICE_TABLE,
  RESERVED_OFFERING_IDS,
  isNodeTypeId,
  pricedRegions,
  reservedTermYears,
  type NodeTypeId,
  type NodeTypeSpec,
  type PriceSource,
  type PriceTable,
  type RegionPrices,
  type ReservedOffering,
  type ReservedOfferingId,
  type SourcedUsd,
} from './priceTable';
import { SOURCE_COST_BANDS, type SourceCostBand } from './sourceFigures';

/** Hours billed for an always-on node in one year (365 × 24; leap days ignored). */
export const HOURS_PER_YEAR = 8_760;
/** Days in a billing year, for Serverless hours-per-day usage. */
export const DAYS_PER_YEAR = 365;
/** Months in a year, for managed storage billed per GB-month. */
export const MONTHS_PER_YEAR = 12;
/** Gigabytes per terabyte. Decimal, as in AWS's node table (160 GB × 32 nodes = 5.12 TB). */
export const GB_PER_TB = 1_000;

/** The Serverless choice, offered alongside the provisioned node types. */
export const SERVERLESS = 'serverless';

/** What the warehouse runs on: a provisioned node type, or Redshift Serverless. */
export type DeploymentId = NodeTypeId | typeof SERVERLESS;

/** Every deployment the calculator offers, provisioned node types first. */
export const DEPLOYMENT_IDS: readonly DeploymentId[] = [...NODE_TYPE_IDS, SERVERLESS];

/** How the data size is entered: already compressed, or raw plus a compression ratio. */
export const SIZE_MODES = ['compressed', 'raw'] as const;
/** One of {@link SIZE_MODES}. */
export type SizeMode = (typeof SIZE_MODES)[number];

/**
 * Node pricing: on demand, or one of AWS's reserved-node offerings (1- or
 * 3-year term; no, partial or all upfront), costed at its effective hourly
 * rate ({@link reservedEffectiveHourlyUsd}).
 */
export const PRICING_MODELS = ['onDemand', ...RESERVED_OFFERING_IDS] as const;
/** One of {@link PRICING_MODELS}. */
export type PricingModel = (typeof PRICING_MODELS)[number];

/** Whether a pricing model is a reservation (and which). */
export function isReservedPricing(pricing: PricingModel): pricing is ReservedOfferingId {
  return pricing !== 'onDemand';
}

/** Currencies results can be shown in. */
export const DISPLAY_CURRENCIES = ['JPY', 'USD'] as const;
/** One of {@link DISPLAY_CURRENCIES}. */
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * How the alternative's yearly cost develops: in proportion to the data size
 * (a capacity-priced option, the case the post warns about: 「データ量が増えれば
 * 増えるほどコスト差が広がる」), or fixed.
 */
export const ALTERNATIVE_SCALINGS = ['scalesWithData', 'fixed'] as const;
/** One of {@link ALTERNATIVE_SCALINGS}. */
export type AlternativeScaling = (typeof ALTERNATIVE_SCALINGS)[number];

/** Everything the reader can set. Amounts of money are in {@link RedshiftTcoInputs.currency}. */
export interface RedshiftTcoInputs {
  readonly sizeMode: SizeMode;
  /** Uncompressed data today, TB (used when `sizeMode` is `raw`). */
  readonly rawDataTb: number;
  /** Raw size ÷ compressed size (used when `sizeMode` is `raw`). */
  readonly compressionRatio: number;
  /** Compressed data today, TB (used when `sizeMode` is `compressed`). */
  readonly compressedDataTb: number;
  /** Data growth per year, percent. */
  readonly yearlyGrowthPercent: number;
  /** Years to total the cost over. */
  readonly horizonYears: number;
  readonly nodeType: DeploymentId;
  /** Ignored for Serverless, which is priced on demand only. */
  readonly pricing: PricingModel;
  /** AWS region code; must be a key of the price table's `regions`. */
  readonly region: string;
  readonly currency: DisplayCurrency;
  /** Yen per US dollar. */
  readonly jpyPerUsd: number;
  /** Do not plan local node storage beyond this share of capacity (DC2/DS2 only). */
  readonly diskFillLimitPercent: number;
  /** At least this many compute nodes, e.g. for query performance (provisioned only). */
  readonly minNodes: number;
  /** Serverless base capacity, RPUs. */
  readonly serverlessBaseRpu: number;
  /** Hours a day the Serverless workgroup runs queries (it bills only then). */
  readonly serverlessHoursPerDay: number;
  /** Yearly cost of an alternative in the display currency, or `null` for none. */
  readonly alternativeYearlyCost: number | null;
  readonly alternativeScaling: AlternativeScaling;
}

/** Unit of a numeric input, for labelling controls. */
export type InputUnit =
  'tb' | 'ratio' | 'percent' | 'years' | 'jpyPerUsd' | 'nodes' | 'rpu' | 'hoursPerDay' | 'money';

/** Allowed range, default and step of one numeric input. */
export interface InputBound {
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly step: number;
  /** Whether only whole numbers are valid. */
  readonly integer: boolean;
  readonly unit: InputUnit;
}

/** Names of the numeric inputs. */
export type NumericInputName =
  | 'rawDataTb'
  | 'compressionRatio'
  | 'compressedDataTb'
  | 'yearlyGrowthPercent'
  | 'horizonYears'
  | 'jpyPerUsd'
  | 'diskFillLimitPercent'
  | 'minNodes'
  | 'serverlessBaseRpu'
  | 'serverlessHoursPerDay'
  | 'alternativeYearlyCost';

/**
 * Builds the numeric input bounds for a price table (Serverless RPU limits and
 * the default exchange rate come from the table). Defaults: 4 TB compressed,
 * the smaller of the post's two sizes; 3 years, the post's horizon; 0 % growth
 * so the default matches the post's fixed-size framing; a 3:1 compression ratio
 * and 8 hours a day of Serverless use are illustrative assumptions, not source
 * figures; 75 % fill limit is planning headroom chosen for this tool, not an
 * AWS figure; the base RPU default is the documented minimum (8), not the
 * console's 128.
 */
export function buildInputBounds(
  table: PriceTable,
): Readonly<Record<NumericInputName, InputBound>> {
  const rpu = table.serverless;
  return {
    rawDataTb: { min: 0.01, max: 1_000_000, default: 12, step: 0.01, integer: false, unit: 'tb' },
    compressionRatio: { min: 1, max: 20, default: 3, step: 0.1, integer: false, unit: 'ratio' },
    compressedDataTb: {
      min: 0.01,
      max: 1_000_000,
      default: 4,
      step: 0.01,
      integer: false,
      unit: 'tb',
    },
    yearlyGrowthPercent: { min: 0, max: 300, default: 0, step: 1, integer: false, unit: 'percent' },
    horizonYears: { min: 1, max: 10, default: 3, step: 1, integer: true, unit: 'years' },
    jpyPerUsd: {
      min: 50,
      max: 500,
      default: table.exchangeRates.default.jpyPerUsd,
      step: 0.01,
      integer: false,
      unit: 'jpyPerUsd',
    },
    diskFillLimitPercent: {
      min: 10,
      max: 100,
      default: 75,
      step: 1,
      integer: false,
      unit: 'percent',
    },
    minNodes: { min: 1, max: 128, default: 1, step: 1, integer: true, unit: 'nodes' },
    serverlessBaseRpu: {
      min: rpu.minBaseRpu,
      max: rpu.maxBaseRpu,
      default: rpu.minBaseRpu,
      step: rpu.baseRpuStep,
      integer: true,
      unit: 'rpu',
    },
    serverlessHoursPerDay: {
      min: 0,
      max: 24,
      default: 8,
      step: 0.5,
      integer: false,
      unit: 'hoursPerDay',
    },
    // `default` is what the field shows when the reader switches the comparison on.
    alternativeYearlyCost: {
      min: 0,
      max: 1e13,
      default: 0,
      step: 1,
      integer: false,
      unit: 'money',
    },
  };
}

/** Numeric input bounds for the bundled price table (for the UI and the URL parser). */
export const REDSHIFT_TCO_INPUT_BOUNDS: Readonly<Record<NumericInputName, InputBound>> =
  buildInputBounds(PRICE_TABLE);

/** Allowed values and default of one choice input. */
export interface ChoiceBound<T extends string> {
  readonly values: readonly T[];
  readonly default: T;
}

/** Choice inputs for a price table (regions come from the table). */
export function buildChoiceBounds(table: PriceTable): {
  readonly sizeMode: ChoiceBound<SizeMode>;
  readonly nodeType: ChoiceBound<DeploymentId>;
  readonly pricing: ChoiceBound<PricingModel>;
  readonly region: ChoiceBound<string>;
  readonly currency: ChoiceBound<DisplayCurrency>;
  readonly alternativeScaling: ChoiceBound<AlternativeScaling>;
} {
  const regions = pricedRegions(table);
  return {
    sizeMode: { values: SIZE_MODES, default: 'compressed' },
    // RA3 is what AWS recommends for growing data; ra3.4xlarge is the smallest priced RA3.
    nodeType: { values: DEPLOYMENT_IDS, default: 'ra3.4xlarge' },
    pricing: { values: PRICING_MODELS, default: 'onDemand' },
    region: { values: regions, default: regions[0] ?? 'us-east-1' },
    currency: { values: DISPLAY_CURRENCIES, default: 'JPY' },
    alternativeScaling: { values: ALTERNATIVE_SCALINGS, default: 'scalesWithData' },
  };
}

/** Choice inputs for the bundled price table. */
export const REDSHIFT_TCO_CHOICES = buildChoiceBounds(PRICE_TABLE);

/** Default inputs for a price table: every bound's and choice's default, and no alternative. */
export function defaultRedshiftTcoInputs(table: PriceTable = PRICE_TABLE): RedshiftTcoInputs {
  const bounds = table === PRICE_TABLE ? REDSHIFT_TCO_INPUT_BOUNDS : buildInputBounds(table);
  const choices = table === PRICE_TABLE ? REDSHIFT_TCO_CHOICES : buildChoiceBounds(table);
  return {
    sizeMode: choices.sizeMode.default,
    rawDataTb: bounds.rawDataTb.default,
    compressionRatio: bounds.compressionRatio.default,
    compressedDataTb: bounds.compressedDataTb.default,
    yearlyGrowthPercent: bounds.yearlyGrowthPercent.default,
    horizonYears: bounds.horizonYears.default,
    nodeType: choices.nodeType.default,
    pricing: choices.pricing.default,
    region: choices.region.default,
    currency: choices.currency.default,
    jpyPerUsd: bounds.jpyPerUsd.default,
    diskFillLimitPercent: bounds.diskFillLimitPercent.default,
    minNodes: bounds.minNodes.default,
    serverlessBaseRpu: bounds.serverlessBaseRpu.default,
    serverlessHoursPerDay: bounds.serverlessHoursPerDay.default,
    alternativeYearlyCost: null,
    alternativeScaling: choices.alternativeScaling.default,
  };
}

/** Why an input was rejected. */
export type InputErrorCode =
  | 'notFinite'
  | 'belowMin'
  | 'aboveMax'
  | 'notInteger'
  | 'notOnStep'
  | 'unknownChoice'
  /** The table has no sourced price for this node type, pricing model and region. */
  | 'priceUnavailable';

/** One rejected input. */
export interface InputError {
  readonly field: keyof RedshiftTcoInputs;
  readonly code: InputErrorCode;
}

/** Something the reader should know about a valid result. */
export type TcoWarning =
  /** The storage needs more nodes than the node type allows (first year it happens). */
  | {
      readonly code: 'exceedsMaxNodes';
      readonly year: number;
      readonly nodes: number;
      readonly maxNodes: number;
    }
  /** Serverless base capacity raised to the documented minimum for the stored data size. */
  | { readonly code: 'serverlessBaseRaisedForStorage'; readonly year: number; readonly rpu: number }
  /** The node type is a legacy one (DS2) that AWS recommends replacing with RA3. */
  | { readonly code: 'legacyNodeType' }
  /** At least one price used comes from a secondary source, not AWS documentation. */
  | { readonly code: 'secondaryPriceSource' };

/** One year of the projection. Money is in the display currency unless the name says USD. */
export interface TcoYear {
  /** 1-based. */
  readonly year: number;
  readonly startCompressedTb: number;
  readonly endCompressedTb: number;
  readonly averageCompressedTb: number;
  /** Provisioned compute nodes; `null` for Serverless. */
  readonly nodes: number | null;
  /** Serverless capacity actually billed (base RPU, raised for large data); `null` when provisioned. */
  readonly rpu: number | null;
  readonly rpuHours: number;
  /** Managed storage billed (RA3 and Serverless); 0 for nodes with local storage. */
  readonly managedStorageGbMonths: number;
  readonly computeCost: number;
  readonly storageCost: number;
  readonly yearlyCost: number;
  readonly cumulativeCost: number;
  readonly yearlyCostUsd: number;
  readonly cumulativeCostUsd: number;
  /** Yearly cost ÷ the year's average compressed TB. */
  readonly costPerTbYear: number;
  readonly alternativeYearlyCost: number | null;
  readonly alternativeCumulativeCost: number | null;
}

/** One point of the cumulative-cost chart; year 0 is the start (cost 0). */
export interface ChartPoint {
  readonly year: number;
  readonly cumulativeCost: number;
  readonly alternativeCumulativeCost: number | null;
}

/** A source band converted to the display currency, for drawing reference bands. */
export interface SourceBandView {
  readonly band: SourceCostBand;
  /** Band limits in the display currency (yen ÷ rate for USD). */
  readonly min: number;
  readonly max: number;
}

/** Where a 3-year total falls against a source band. `aboveBand` is the post's "technical debt". */
export type BandVerdict = 'belowBand' | 'withinBand' | 'aboveBand';

/**
 * The 3-year total for the reader's size compared, in yen, with the band of
 * the nearest size the post states (4 TB or 10 TB). Nothing is scaled: the
 * post gives two points and no rule between or beyond them, so `sizeRatio`
 * and `extrapolated` tell the UI how far the comparison is stretched.
 */
export interface BandComparison {
  readonly band: SourceCostBand;
  readonly threeYearCostJpy: number;
  readonly verdict: BandVerdict;
  /** Reader's initial compressed size ÷ the band's size. */
  readonly sizeRatio: number;
  /** The initial size lies outside the 4–10 TB span the post speaks about. */
  readonly extrapolated: boolean;
}

/** How the alternative's total over the horizon compares with Redshift's. */
export type AlternativeVerdict = 'alternativeCheaper' | 'alternativeCostlier' | 'alternativeEqual';

/** Everything the calculator shows for valid inputs. */
export interface RedshiftTcoResult {
  readonly currency: DisplayCurrency;
  readonly jpyPerUsd: number;
  readonly deployment: DeploymentId;
  readonly initialCompressedTb: number;
  /** One entry per year of the horizon. */
  readonly years: readonly TcoYear[];
  /** Cumulative cost for the chart, years 0 … horizon. */
  readonly chartSeries: readonly ChartPoint[];
  readonly totalCost: number;
  readonly totalCostUsd: number;
  /** Total of the first three years, in the display currency, whatever the horizon. */
  readonly threeYearCost: number;
  readonly sourceBands: readonly SourceBandView[];
  readonly bandComparison: BandComparison;
  readonly alternativeVerdict: AlternativeVerdict | null;
  readonly warnings: readonly TcoWarning[];
  /** Sources of the specification and prices this result used. */
  readonly sources: readonly PriceSource[];
}

/** The outcome of {@link computeRedshiftTco}. */
export type RedshiftTcoOutcome =
  | { readonly ok: true; readonly value: RedshiftTcoResult }
  | { readonly ok: false; readonly errors: readonly InputError[] };

/**
 * Rounds up, ignoring floating-point noise just above a whole number, so that
 * e.g. 1.08 TB ÷ 0.12 TB = 9.000000000000002 counts as 9 nodes, not 10.
 */
export function ceilTolerant(value: number): number {
  const nearest = Math.round(value);
  if (Math.abs(value - nearest) <= 1e-9 * Math.max(1, Math.abs(value))) return nearest;
  return Math.ceil(value);
}

/** The compressed size the inputs describe, in TB. */
export function initialCompressedTb(inputs: RedshiftTcoInputs): number {
  return inputs.sizeMode === 'raw'
    ? inputs.rawDataTb / inputs.compressionRatio
    : inputs.compressedDataTb;
}

/**
 * The post's band whose size is nearest to `compressedTb` (ties go to the
 * larger size, the more generous band).
 */
export function nearestSourceBand(compressedTb: number): SourceCostBand {
  const [first, ...rest] = SOURCE_COST_BANDS;
  let best = first;
  for (const band of rest) {
    const distance = Math.abs(compressedTb - band.compressedTb);
    if (distance <= Math.abs(compressedTb - best.compressedTb)) best = band;
  }
  return best;
}

/** Places a 3-year yen total against a band. */
export function bandVerdict(threeYearCostJpy: number, band: SourceCostBand): BandVerdict {
  if (threeYearCostJpy < band.minJpy) return 'belowBand';
  if (threeYearCostJpy <= band.maxJpy) return 'withinBand';
  return 'aboveBand';
}

/**
 * What `compressedTb` would cost a year at AWS's 2014 headline price
 * ("$1,000 per terabyte per year"), in US dollars. A reference for the post's
 * own era, not a price anyone can buy today.
 */
export function era2014YearlyCostUsd(
  compressedTb: number,
  table: PriceTable = PRICE_TABLE,
): number {
  if (!Number.isFinite(compressedTb) || compressedTb <= 0) return 0;
  return compressedTb * table.era2014.perTbYearUsd.usd;
}

function checkNumber(
  field: NumericInputName,
  value: unknown,
  bound: InputBound,
  errors: InputError[],
): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.push({ field, code: 'notFinite' });
  } else if (value < bound.min) {
    errors.push({ field, code: 'belowMin' });
  } else if (value > bound.max) {
    errors.push({ field, code: 'aboveMax' });
  } else if (bound.integer && !Number.isInteger(value)) {
    errors.push({ field, code: 'notInteger' });
  }
}

function checkChoice(
  field: keyof RedshiftTcoInputs,
  value: unknown,
  values: readonly string[],
  errors: InputError[],
): void {
  if (typeof value !== 'string' || !values.includes(value))
    errors.push({ field, code: 'unknownChoice' });
}

/** Hours a reservation's term bills: 8,760 per year of the term (1 year: 8,760; 3 years: 26,280). */
export function reservedTermHours(id: ReservedOfferingId): number {
  return reservedTermYears(id) * HOURS_PER_YEAR;
}

/**
 * Effective hourly rate of a reserved-node offering: what one node costs per
 * hour of the term once the upfront payment is spread over it.
 *
 *   effective = (upfront + hourly × termHours) ÷ termHours
 *             = upfront ÷ termHours + hourly
 *
 * with termHours = 8,760 × term years (see {@link reservedTermHours}). Example:
 * a 3-year all-upfront offering of $37,803 with no hourly charge is
 * $37,803 ÷ 26,280 h ≈ $1.4385 per node-hour. A reservation bills every hour
 * of its term whether the node runs or not, which matches this model's
 * always-on provisioned clusters.
 */
export function reservedEffectiveHourlyUsd(
  offering: Pick<ReservedOffering, 'upfrontUsd' | 'hourlyUsd'>,
  id: ReservedOfferingId,
): number {
  return offering.upfrontUsd / reservedTermHours(id) + offering.hourlyUsd;
}

/**
 * Total a reservation costs one node over its whole term:
 * upfront + hourly × termHours. For all upfront this is the upfront payment.
 */
export function reservedTermTotalUsd(
  offering: Pick<ReservedOffering, 'upfrontUsd' | 'hourlyUsd'>,
  id: ReservedOfferingId,
): number {
  return offering.upfrontUsd + offering.hourlyUsd * reservedTermHours(id);
}

/**
 * The hourly node price a pricing model implies in one region, carrying the
 * source of the figures it comes from: the on-demand rate as stated, or a
 * reservation's effective rate derived by {@link reservedEffectiveHourlyUsd}.
 * `null` when the table has no such price.
 */
export function nodeHourlyPrice(
  regionPrices: RegionPrices,
  nodeType: NodeTypeId,
  pricing: PricingModel,
): SourcedUsd | null {
  const price = regionPrices.nodePrices[nodeType];
  if (price === undefined) return null;
  if (!isReservedPricing(pricing)) return price.onDemandHourlyUsd ?? null;
  const offering = price.reserved?.[pricing];
  if (offering === undefined) return null;
  return { usd: reservedEffectiveHourlyUsd(offering, pricing), source: offering.source };
}

/** Prices resolved for one computation; `null` where the deployment does not use that price. */
export interface ResolvedPrices {
  readonly nodeHourly: SourcedUsd | null;
  readonly storagePerGbMonth: SourcedUsd | null;
  readonly rpuHour: SourcedUsd | null;
}

/**
 * Looks up the prices a deployment needs. Returns `null` when any is missing
 * from the table (the calculator then reports `priceUnavailable`).
 */
export function resolvePrices(
  nodeType: DeploymentId,
  pricing: PricingModel,
  region: string,
  table: PriceTable = PRICE_TABLE,
): ResolvedPrices | null {
  if (!Object.hasOwn(table.regions, region)) return null;
  const regionPrices = table.regions[region];
  if (regionPrices === undefined) return null;
  const storage = regionPrices.managedStoragePerGbMonthUsd ?? null;
  if (nodeType === SERVERLESS) {
    // Serverless reservations exist but are not in the table: on demand only.
    const rpuHour = regionPrices.serverlessPerRpuHourUsd;
    if (pricing !== 'onDemand' || rpuHour === undefined || storage === null) return null;
    return { nodeHourly: null, storagePerGbMonth: storage, rpuHour };
  }
  const nodeHourly = nodeHourlyPrice(regionPrices, nodeType, pricing);
  if (nodeHourly === null) return null;
  const spec = table.nodeTypes[nodeType];
  if (spec.storage.kind === 'managed') {
    if (storage === null) return null;
    return { nodeHourly, storagePerGbMonth: storage, rpuHour: null };
  }
  return { nodeHourly, storagePerGbMonth: null, rpuHour: null };
}

/** Whether the table can price a deployment in a region (for disabling options in the UI). */
export function isPriced(
  nodeType: DeploymentId,
  pricing: PricingModel,
  region: string,
  table: PriceTable = PRICE_TABLE,
): boolean {
  return resolvePrices(nodeType, pricing, region, table) !== null;
}

/**
 * Checks every input that matters for the chosen options against its bound.
 * Fields that the chosen size mode or deployment ignores are not checked, so
 * a stale value in a hidden field does not block the result.
 */
export function validateRedshiftTcoInputs(
  inputs: RedshiftTcoInputs,
  table: PriceTable = PRICE_TABLE,
): InputError[] {
  const bounds = table === PRICE_TABLE ? REDSHIFT_TCO_INPUT_BOUNDS : buildInputBounds(table);
  const choices = table === PRICE_TABLE ? REDSHIFT_TCO_CHOICES : buildChoiceBounds(table);
  const errors: InputError[] = [];

  checkChoice('sizeMode', inputs.sizeMode, choices.sizeMode.values, errors);
  checkChoice('nodeType', inputs.nodeType, choices.nodeType.values, errors);
  checkChoice('pricing', inputs.pricing, choices.pricing.values, errors);
  checkChoice('region', inputs.region, choices.region.values, errors);
  checkChoice('currency', inputs.currency, choices.currency.values, errors);
  checkChoice(
    'alternativeScaling',
    inputs.alternativeScaling,
    choices.alternativeScaling.values,
    errors,
  );

  if (inputs.sizeMode === 'raw') {
    checkNumber('rawDataTb', inputs.rawDataTb, bounds.rawDataTb, errors);
    checkNumber('compressionRatio', inputs.compressionRatio, bounds.compressionRatio, errors);
  } else {
    checkNumber('compressedDataTb', inputs.compressedDataTb, bounds.compressedDataTb, errors);
  }
  checkNumber(
    'yearlyGrowthPercent',
    inputs.yearlyGrowthPercent,
    bounds.yearlyGrowthPercent,
    errors,
  );
  checkNumber('horizonYears', inputs.horizonYears, bounds.horizonYears, errors);
  checkNumber('jpyPerUsd', inputs.jpyPerUsd, bounds.jpyPerUsd, errors);

  if (inputs.nodeType === SERVERLESS) {
    const before = errors.length;
    checkNumber('serverlessBaseRpu', inputs.serverlessBaseRpu, bounds.serverlessBaseRpu, errors);
    const rpuBound = bounds.serverlessBaseRpu;
    if (
      errors.length === before &&
      (inputs.serverlessBaseRpu - rpuBound.min) % rpuBound.step !== 0
    ) {
      errors.push({ field: 'serverlessBaseRpu', code: 'notOnStep' });
    }
    checkNumber(
      'serverlessHoursPerDay',
      inputs.serverlessHoursPerDay,
      bounds.serverlessHoursPerDay,
      errors,
    );
  } else if (typeof inputs.nodeType === 'string' && isNodeTypeId(inputs.nodeType)) {
    checkNumber('minNodes', inputs.minNodes, bounds.minNodes, errors);
    if (table.nodeTypes[inputs.nodeType].storage.kind === 'local') {
      checkNumber(
        'diskFillLimitPercent',
        inputs.diskFillLimitPercent,
        bounds.diskFillLimitPercent,
        errors,
      );
    }
  }

  if (inputs.alternativeYearlyCost !== null) {
    checkNumber(
      'alternativeYearlyCost',
      inputs.alternativeYearlyCost,
      bounds.alternativeYearlyCost,
      errors,
    );
  }

  // Only ask for a price once the options themselves are valid.
  const optionsValid = !errors.some((e) => ['nodeType', 'pricing', 'region'].includes(e.field));
  if (
    optionsValid &&
    resolvePrices(inputs.nodeType, inputs.pricing, inputs.region, table) === null
  ) {
    errors.push({ field: 'pricing', code: 'priceUnavailable' });
  }
  return errors;
}

/** Compute and storage of one year, in US dollars. */
interface YearUsage {
  readonly nodes: number | null;
  readonly rpu: number | null;
  readonly rpuHours: number;
  readonly managedStorageGbMonths: number;
  readonly computeUsd: number;
  readonly storageUsd: number;
}

function provisionedYear(
  spec: NodeTypeSpec,
  prices: ResolvedPrices,
  inputs: RedshiftTcoInputs,
  endTb: number,
  averageTb: number,
): YearUsage {
  const hourly = prices.nodeHourly?.usd ?? 0;
  let storageBound: number;
  let gbMonths = 0;
  if (spec.storage.kind === 'local') {
    // Local disks: plan the end-of-year size against usable capacity × fill limit.
    const usablePerNodeTb = spec.storage.perNodeTb * (inputs.diskFillLimitPercent / 100);
    storageBound = ceilTolerant(endTb / usablePerNodeTb);
  } else {
    // RA3: managed storage grows on its own (SSD cache + S3), so the fill limit
    // does not apply; nodes only need to cover the hard per-node quota.
    storageBound = ceilTolerant(endTb / spec.storage.quotaPerNodeTb);
    gbMonths = averageTb * GB_PER_TB * MONTHS_PER_YEAR;
  }
  const nodes = Math.max(spec.minNodes, inputs.minNodes, storageBound);
  const storagePrice = prices.storagePerGbMonth?.usd ?? 0;
  return {
    nodes,
    rpu: null,
    rpuHours: 0,
    managedStorageGbMonths: gbMonths,
    computeUsd: nodes * hourly * HOURS_PER_YEAR,
    storageUsd: gbMonths * storagePrice,
  };
}

function serverlessYear(
  table: PriceTable,
  prices: ResolvedPrices,
  inputs: RedshiftTcoInputs,
  endTb: number,
  averageTb: number,
): YearUsage {
  const limits = table.serverless;
  // AWS: small base capacities support up to 128 TB of managed storage; beyond
  // that the workgroup needs at least 32 RPU.
  const rpu =
    endTb > limits.largeStorageThresholdTb
      ? Math.max(inputs.serverlessBaseRpu, limits.minBaseRpuAboveThreshold)
      : inputs.serverlessBaseRpu;
  // Billing follows queries, so the reader's hours a day of use stand in for
  // the metered seconds; base capacity is assumed for the whole time.
  const rpuHours = rpu * inputs.serverlessHoursPerDay * DAYS_PER_YEAR;
  const gbMonths = averageTb * GB_PER_TB * MONTHS_PER_YEAR;
  return {
    nodes: null,
    rpu,
    rpuHours,
    managedStorageGbMonths: gbMonths,
    computeUsd: rpuHours * (prices.rpuHour?.usd ?? 0),
    storageUsd: gbMonths * (prices.storagePerGbMonth?.usd ?? 0),
  };
}

function sourcesUsed(
  table: PriceTable,
  nodeType: DeploymentId,
  prices: ResolvedPrices,
): PriceSource[] {
  const list: PriceSource[] = [];
  if (nodeType === SERVERLESS) list.push(table.serverless.source);
  else list.push(table.nodeTypes[nodeType].source);
  for (const price of [prices.nodeHourly, prices.storagePerGbMonth, prices.rpuHour]) {
    if (price !== null) list.push(price.source);
  }
  return list;
}

/**
 * Projects the yearly and cumulative cost of a Redshift deployment, compares
 * the 3-year total with the post's technical-debt bands and, if given, with an
 * alternative. Never throws; invalid inputs yield `{ ok: false, errors }`.
 */
export function computeRedshiftTco(
  inputs: RedshiftTcoInputs,
  table: PriceTable = PRICE_TABLE,
): RedshiftTcoOutcome {
  const errors = validateRedshiftTcoInputs(inputs, table);
  const prices =
    errors.length === 0
      ? resolvePrices(inputs.nodeType, inputs.pricing, inputs.region, table)
      : null;
  if (errors.length > 0 || prices === null) {
    return {
      ok: false,
      errors: errors.length > 0 ? errors : [{ field: 'pricing', code: 'priceUnavailable' }],
    };
  }

  const rate = inputs.jpyPerUsd;
  const toDisplay = (usd: number): number => (inputs.currency === 'JPY' ? usd * rate : usd);
  const growth = 1 + inputs.yearlyGrowthPercent / 100;
  const startTb = initialCompressedTb(inputs);
  const spec = inputs.nodeType === SERVERLESS ? null : table.nodeTypes[inputs.nodeType];

  const warnings: TcoWarning[] = [];
  if (spec?.status === 'legacy') warnings.push({ code: 'legacyNodeType' });

  // The band verdict needs three years even when the reader looks at fewer.
  const yearsToCompute = Math.max(inputs.horizonYears, 3);
  const years: TcoYear[] = [];
  let cumulativeUsd = 0;
  let alternativeCumulative = 0;
  let firstYearAverageTb = 0;
  let threeYearUsd = 0;
  for (let year = 1; year <= yearsToCompute; year++) {
    const yearStartTb = startTb * growth ** (year - 1);
    const yearEndTb = yearStartTb * growth;
    // Straight-line average of the year (exact for 0 % growth, a slight
    // overestimate of exponential growth otherwise).
    const averageTb = (yearStartTb + yearEndTb) / 2;
    if (year === 1) firstYearAverageTb = averageTb;

    const usage =
      spec === null
        ? serverlessYear(table, prices, inputs, yearEndTb, averageTb)
        : provisionedYear(spec, prices, inputs, yearEndTb, averageTb);

    if (spec !== null && usage.nodes !== null && usage.nodes > spec.maxNodes) {
      if (!warnings.some((w) => w.code === 'exceedsMaxNodes') && year <= inputs.horizonYears) {
        warnings.push({
          code: 'exceedsMaxNodes',
          year,
          nodes: usage.nodes,
          maxNodes: spec.maxNodes,
        });
      }
    }
    if (spec === null && usage.rpu !== null && usage.rpu > inputs.serverlessBaseRpu) {
      if (
        !warnings.some((w) => w.code === 'serverlessBaseRaisedForStorage') &&
        year <= inputs.horizonYears
      ) {
        warnings.push({ code: 'serverlessBaseRaisedForStorage', year, rpu: usage.rpu });
      }
    }

    const yearlyUsd = usage.computeUsd + usage.storageUsd;
    cumulativeUsd += yearlyUsd;
    if (year === 3) threeYearUsd = cumulativeUsd;

    let alternativeYearly: number | null = null;
    if (inputs.alternativeYearlyCost !== null) {
      const scale =
        inputs.alternativeScaling === 'scalesWithData' ? averageTb / firstYearAverageTb : 1;
      alternativeYearly = inputs.alternativeYearlyCost * scale;
      alternativeCumulative += alternativeYearly;
    }

    const yearlyCost = toDisplay(yearlyUsd);
    years.push({
      year,
      startCompressedTb: yearStartTb,
      endCompressedTb: yearEndTb,
      averageCompressedTb: averageTb,
      nodes: usage.nodes,
      rpu: usage.rpu,
      rpuHours: usage.rpuHours,
      managedStorageGbMonths: usage.managedStorageGbMonths,
      computeCost: toDisplay(usage.computeUsd),
      storageCost: toDisplay(usage.storageUsd),
      yearlyCost,
      cumulativeCost: toDisplay(cumulativeUsd),
      yearlyCostUsd: yearlyUsd,
      cumulativeCostUsd: cumulativeUsd,
      costPerTbYear: yearlyCost / averageTb,
      alternativeYearlyCost: alternativeYearly,
      alternativeCumulativeCost: alternativeYearly === null ? null : alternativeCumulative,
    });
  }

  const shown = years.slice(0, inputs.horizonYears);
  const last = shown[shown.length - 1];
  const totalCostUsd = last?.cumulativeCostUsd ?? 0;
  const totalCost = last?.cumulativeCost ?? 0;

  const chartSeries: ChartPoint[] = [
    {
      year: 0,
      cumulativeCost: 0,
      alternativeCumulativeCost: inputs.alternativeYearlyCost === null ? null : 0,
    },
    ...shown.map((y) => ({
      year: y.year,
      cumulativeCost: y.cumulativeCost,
      alternativeCumulativeCost: y.alternativeCumulativeCost,
    })),
  ];

  const band = nearestSourceBand(startTb);
  const threeYearCostJpy = threeYearUsd * rate;
  const lowestBandTb = Math.min(...SOURCE_COST_BANDS.map((b) => b.compressedTb));
  const highestBandTb = Math.max(...SOURCE_COST_BANDS.map((b) => b.compressedTb));
  const bandComparison: BandComparison = {
    band,
    threeYearCostJpy,
    verdict: bandVerdict(threeYearCostJpy, band),
    sizeRatio: startTb / band.compressedTb,
    extrapolated: startTb < lowestBandTb || startTb > highestBandTb,
  };

  const fromYen = (jpy: number): number => (inputs.currency === 'JPY' ? jpy : jpy / rate);
  const sourceBands: SourceBandView[] = SOURCE_COST_BANDS.map((b) => ({
    band: b,
    min: fromYen(b.minJpy),
    max: fromYen(b.maxJpy),
  }));

  let alternativeVerdict: AlternativeVerdict | null = null;
  const alternativeTotal = last?.alternativeCumulativeCost ?? null;
  if (alternativeTotal !== null) {
    // Equal within rounding noise of the sums, so 0.1 + 0.2 style drift is not a verdict.
    const tolerance = 1e-9 * Math.max(1, Math.abs(totalCost), Math.abs(alternativeTotal));
    if (Math.abs(alternativeTotal - totalCost) <= tolerance)
      alternativeVerdict = 'alternativeEqual';
    else
      alternativeVerdict =
        alternativeTotal < totalCost ? 'alternativeCheaper' : 'alternativeCostlier';
  }

  const sources = sourcesUsed(table, inputs.nodeType, prices);
  if (sources.some((s) => s.kind === 'secondary')) warnings.push({ code: 'secondaryPriceSource' });

  return {
    ok: true,
    value: {
      currency: inputs.currency,
      jpyPerUsd: rate,
      deployment: inputs.nodeType,
      initialCompressedTb: startTb,
      years: shown,
      chartSeries,
      totalCost,
      totalCostUsd,
      threeYearCost: toDisplay(threeYearUsd),
      sourceBands,
      bandComparison,
      alternativeVerdict,
      warnings,
      sources,
    },
  };
}
