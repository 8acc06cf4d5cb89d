import {
  parseNumber,
  type NumberParamSpec,
  type ParamSpecs,
  type ParamValues,
  type TextParamSpec,
} from '../../calculators/shared/queryParams';
import {
  REDSHIFT_TCO_CHOICES as CHOICES,
  REDSHIFT_TCO_INPUT_BOUNDS as BOUNDS,
  type InputBound,
  type RedshiftTcoInputs,
} from '../../calculators/redshift-tco/tco';

/** The module's bound of a numeric input as a URL/field spec. */
function numberSpec(bound: InputBound): NumberParamSpec {
  return {
    kind: 'number',
    min: bound.min,
    max: bound.max,
    defaultValue: bound.default,
    integer: bound.integer,
  };
}

/** Names of the price override fields. */
export type PriceOverrideName = 'nodePrice' | 'storagePrice' | 'rpuPrice';

/**
 * Ranges for the price overrides, in US dollars. Generous multiples of the
 * table's prices (ra3.16xlarge is $13.04 a node-hour, managed storage $0.024
 * a GB-month, Serverless $0.375 an RPU-hour): wide enough for any region or
 * future price, small enough that no result overflows.
 */
export const priceOverrideSpecs: Readonly<Record<PriceOverrideName, NumberParamSpec>> = {
  nodePrice: { kind: 'number', min: 0, max: 1_000, defaultValue: 0 },
  storagePrice: { kind: 'number', min: 0, max: 10, defaultValue: 0 },
  rpuPrice: { kind: 'number', min: 0, max: 100, defaultValue: 0 },
};

/**
 * A price the reader may type to replace the table's. Empty means "use the
 * table", which a number spec cannot express (it rejects empty text), so the
 * field is text restricted to what a decimal number can contain; the
 * component then parses it with {@link priceOverrideSpecs}. A price outside
 * that spec is refused here too, so it is reported even where its field is
 * hidden (an RPU price on a provisioned node) and never stays in a link.
 */
function priceText(name: PriceOverrideName): TextParamSpec {
  return {
    kind: 'text',
    defaultValue: '',
    maxLength: 64,
    allowedCharacters: '0-9.,eE+\\-',
    accepts: (text) => text.trim() === '' || parseNumber(text, priceOverrideSpecs[name]).ok,
  };
}

/**
 * The Redshift TCO calculator's URL parameters. Bounds and choices come from
 * the maths module (`REDSHIFT_TCO_INPUT_BOUNDS`, `REDSHIFT_TCO_CHOICES`), so
 * the form, the URL and the model agree on what is valid.
 */
export const redshiftTcoParams = {
  /** How the size is given: compressed, or raw plus a compression ratio. */
  size: {
    kind: 'choice',
    values: CHOICES.sizeMode.values,
    defaultValue: CHOICES.sizeMode.default,
  },
  /** Compressed data today, TB. */
  tb: numberSpec(BOUNDS.compressedDataTb),
  /** Raw (uncompressed) data today, TB. */
  raw: numberSpec(BOUNDS.rawDataTb),
  /** Raw ÷ compressed. */
  ratio: numberSpec(BOUNDS.compressionRatio),
  /** Data growth per year, percent. */
  growth: numberSpec(BOUNDS.yearlyGrowthPercent),
  /** Years to total. */
  years: numberSpec(BOUNDS.horizonYears),
  /** Node type, or `serverless`. */
  node: {
    kind: 'choice',
    values: CHOICES.nodeType.values,
    defaultValue: CHOICES.nodeType.default,
  },
  pricing: {
    kind: 'choice',
    values: CHOICES.pricing.values,
    defaultValue: CHOICES.pricing.default,
  },
  region: {
    kind: 'choice',
    values: CHOICES.region.values,
    defaultValue: CHOICES.region.default,
  },
  currency: {
    kind: 'choice',
    values: CHOICES.currency.values,
    defaultValue: CHOICES.currency.default,
  },
  /** Yen per US dollar. */
  fx: numberSpec(BOUNDS.jpyPerUsd),
  /** Disk fill limit for node-local storage (DC2/DS2), percent. */
  fill: numberSpec(BOUNDS.diskFillLimitPercent),
  /** At least this many nodes (provisioned). */
  minNodes: numberSpec(BOUNDS.minNodes),
  /** Serverless base capacity, RPUs (multiples of 8 from 8). */
  rpu: {
    ...numberSpec(BOUNDS.serverlessBaseRpu),
    // Off its step the model refuses it and the default stands in.
    accepts: (value: number) =>
      (value - BOUNDS.serverlessBaseRpu.min) % BOUNDS.serverlessBaseRpu.step === 0,
  },
  /** Serverless hours of use per day. */
  hours: numberSpec(BOUNDS.serverlessHoursPerDay),
  /** Reader's hourly price per node, USD (empty: the table's). */
  nodePrice: priceText('nodePrice'),
  /** Reader's managed storage price per GB-month, USD (empty: the table's). */
  storagePrice: priceText('storagePrice'),
  /** Reader's Serverless price per RPU-hour, USD (empty: the table's). */
  rpuPrice: priceText('rpuPrice'),
  /** Whether to compare with an alternative's yearly cost. */
  compare: { kind: 'choice', values: ['none', 'alternative'], defaultValue: 'none' },
  /** Yearly cost of the alternative, in the display currency. */
  alt: numberSpec(BOUNDS.alternativeYearlyCost),
  altScale: {
    kind: 'choice',
    values: CHOICES.alternativeScaling.values,
    defaultValue: CHOICES.alternativeScaling.default,
  },
} as const satisfies ParamSpecs;

export type RedshiftTcoParams = typeof redshiftTcoParams;
export type RedshiftTcoParamName = keyof RedshiftTcoParams;
export type RedshiftTcoParamValues = ParamValues<RedshiftTcoParams>;

/** Which URL parameter carries each of the module's inputs (to place its errors). */
export const PARAM_FOR_INPUT: Readonly<Record<keyof RedshiftTcoInputs, RedshiftTcoParamName>> = {
  sizeMode: 'size',
  rawDataTb: 'raw',
  compressionRatio: 'ratio',
  compressedDataTb: 'tb',
  yearlyGrowthPercent: 'growth',
  horizonYears: 'years',
  nodeType: 'node',
  pricing: 'pricing',
  region: 'region',
  currency: 'currency',
  jpyPerUsd: 'fx',
  diskFillLimitPercent: 'fill',
  minNodes: 'minNodes',
  serverlessBaseRpu: 'rpu',
  serverlessHoursPerDay: 'hours',
  alternativeYearlyCost: 'alt',
  alternativeScaling: 'altScale',
};
