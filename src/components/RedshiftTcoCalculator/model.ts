/**
 * Turns the calculator's URL/field values into the maths module's inputs and
 * runs it, with two things the module leaves to the UI: prices the reader
 * types over the table's, and falling back to defaults (never to a blank
 * result) when a combination cannot be computed.
 *
 * Pure: no React, no Docusaurus, so it can be unit-tested.
 *
 * @packageDocumentation
 */

import {
  parseNumber,
  type NumberParamSpec,
  type ParamError,
} from '../../calculators/shared/queryParams';
import {
  PRICE_TABLE,
  type PriceSource,
  type PriceTable,
  type ReservedOffering,
  type SourcedUsd,
} from '../../calculators/redshift-tco/priceTable';
import {
  DEPLOYMENT_IDS,
  SERVERLESS,
  computeRedshiftTco,
  defaultRedshiftTcoInputs,
  isPriced,
  isReservedPricing,
  nodeHourlyPrice,
  type DeploymentId,
  type InputError,
  type PricingModel,
  type RedshiftTcoInputs,
  type RedshiftTcoOutcome,
  type RedshiftTcoResult,
} from '../../calculators/redshift-tco/tco';
import type { RedshiftTcoParamValues } from './params';

/** Prices the reader typed, in US dollars; `null` where the table's price applies. */
export interface PriceOverrides {
  readonly nodeHourlyUsd: number | null;
  readonly storagePerGbMonthUsd: number | null;
  readonly rpuHourUsd: number | null;
}

export const NO_OVERRIDES: PriceOverrides = {
  nodeHourlyUsd: null,
  storagePerGbMonthUsd: null,
  rpuHourUsd: null,
};

/**
 * The source attached to a price the reader typed. It is never displayed (the
 * UI drops it from the source list by identity); its kind is `vendor` only so
 * that the reader's own price does not raise the module's "secondary source"
 * warning.
 */
export const READER_PRICE_SOURCE: PriceSource = {
  kind: 'vendor',
  // Not a registry id: this marker is never displayed (see above).
  source: 'price-entered-by-the-reader',
  asOf: PRICE_TABLE.asOf,
};

/** Serverless is priced on demand only, whatever the pricing field says. */
export function pricingFor(deployment: DeploymentId, pricing: PricingModel): PricingModel {
  return deployment === SERVERLESS ? 'onDemand' : pricing;
}

/** A price override field as read: its value, or `null` for the table's price; or why not. */
export interface PriceOverrideRead {
  readonly value: number | null;
  readonly error: ParamError | null;
}

/**
 * Reads a price override field. Empty text means "use the table" and is not
 * an error; `textError` is what the shared text parser said (bad characters,
 * too long), which wins.
 */
export function readPriceOverride(
  text: string,
  textError: ParamError | undefined,
  spec: NumberParamSpec,
): PriceOverrideRead {
  if (textError && textError.code !== 'empty') return { value: null, error: textError };
  if (text.trim() === '') return { value: null, error: null };
  const parsed = parseNumber(text, spec);
  return parsed.ok ? { value: parsed.value, error: null } : { value: null, error: parsed.error };
}

/**
 * A copy of the price table in which the reader's prices replace (or supply)
 * the ones the given deployment, pricing and region use. The node price
 * applies to whichever provisioned node type and pricing are selected.
 */
export function withOverrides(
  table: PriceTable,
  deployment: DeploymentId,
  pricing: PricingModel,
  region: string,
  overrides: PriceOverrides,
): PriceTable {
  if (!Object.hasOwn(table.regions, region)) return table;
  const current = table.regions[region];
  if (current === undefined) return table;
  const sourced = (usd: number): SourcedUsd => ({ usd, source: READER_PRICE_SOURCE });
  let nodePrices = current.nodePrices;
  if (deployment !== SERVERLESS && overrides.nodeHourlyUsd !== null) {
    const model = pricingFor(deployment, pricing);
    const existing = nodePrices[deployment];
    // The typed price is an effective hourly rate; as a reservation it is an
    // offering with nothing upfront, so its effective rate is the typed one.
    nodePrices = {
      ...nodePrices,
      [deployment]: isReservedPricing(model)
        ? {
            ...existing,
            reserved: {
              ...existing?.reserved,
              [model]: {
                upfrontUsd: 0,
                hourlyUsd: overrides.nodeHourlyUsd,
                source: READER_PRICE_SOURCE,
              },
            },
          }
        : { ...existing, onDemandHourlyUsd: sourced(overrides.nodeHourlyUsd) },
    };
  }
  const region2 = {
    ...current,
    nodePrices,
    ...(overrides.storagePerGbMonthUsd === null
      ? {}
      : { managedStoragePerGbMonthUsd: sourced(overrides.storagePerGbMonthUsd) }),
    ...(overrides.rpuHourUsd === null
      ? {}
      : { serverlessPerRpuHourUsd: sourced(overrides.rpuHourUsd) }),
  };
  return { ...table, regions: { ...table.regions, [region]: region2 } };
}

/** Whether a deployment can be computed, with the table's prices or the reader's. */
export function isOptionPriced(
  deployment: DeploymentId,
  pricing: PricingModel,
  region: string,
  overrides: PriceOverrides,
  table: PriceTable = PRICE_TABLE,
): boolean {
  const model = pricingFor(deployment, pricing);
  return isPriced(
    deployment,
    model,
    region,
    withOverrides(table, deployment, model, region, overrides),
  );
}

/**
 * Whether a deployment could be computed once a managed-storage price is
 * known: the table (or the reader) prices its nodes or RPUs, and at most the
 * storage price is missing, as in Tokyo. The UI keeps such options
 * selectable, so the reader can reach the storage field and type one.
 */
export function isPricedApartFromStorage(
  deployment: DeploymentId,
  pricing: PricingModel,
  region: string,
  overrides: PriceOverrides,
  table: PriceTable = PRICE_TABLE,
): boolean {
  // Any storage price will do for the question; 0 is never shown or used.
  const withStorage = { ...overrides, storagePerGbMonthUsd: overrides.storagePerGbMonthUsd ?? 0 };
  return isOptionPriced(deployment, pricing, region, withStorage, table);
}

/** The table's own price of one kind for a deployment, or `null` if it has none. */
export function tablePrice(
  kind: 'node' | 'storage' | 'rpu',
  deployment: DeploymentId,
  pricing: PricingModel,
  region: string,
  table: PriceTable = PRICE_TABLE,
): SourcedUsd | null {
  if (!Object.hasOwn(table.regions, region)) return null;
  const prices = table.regions[region];
  if (prices === undefined) return null;
  if (kind === 'storage') return prices.managedStoragePerGbMonthUsd ?? null;
  if (kind === 'rpu') return prices.serverlessPerRpuHourUsd ?? null;
  if (deployment === SERVERLESS) return null;
  return nodeHourlyPrice(prices, deployment, pricingFor(deployment, pricing));
}

/**
 * The table's reserved-node offering (upfront and hourly, as AWS states them)
 * for a provisioned node type and reserved pricing, or `null`.
 */
export function tableReservedOffering(
  deployment: DeploymentId,
  pricing: PricingModel,
  region: string,
  table: PriceTable = PRICE_TABLE,
): ReservedOffering | null {
  if (deployment === SERVERLESS || !isReservedPricing(pricing)) return null;
  if (!Object.hasOwn(table.regions, region)) return null;
  return table.regions[region]?.nodePrices[deployment]?.reserved?.[pricing] ?? null;
}

/** The module's inputs for the calculator's current (valid or defaulted) values. */
export function inputsFromParams(values: RedshiftTcoParamValues): RedshiftTcoInputs {
  return {
    sizeMode: values.size,
    rawDataTb: values.raw,
    compressionRatio: values.ratio,
    compressedDataTb: values.tb,
    yearlyGrowthPercent: values.growth,
    horizonYears: values.years,
    nodeType: values.node,
    pricing: pricingFor(values.node, values.pricing),
    region: values.region,
    currency: values.currency,
    jpyPerUsd: values.fx,
    diskFillLimitPercent: values.fill,
    minNodes: values.minNodes,
    serverlessBaseRpu: values.rpu,
    serverlessHoursPerDay: values.hours,
    alternativeYearlyCost: values.compare === 'alternative' ? values.alt : null,
    alternativeScaling: values.altScale,
  };
}

/** A deployment the calculator could not price and what it used instead. */
export interface DeploymentFallback {
  readonly requested: { readonly nodeType: DeploymentId; readonly pricing: PricingModel };
  readonly used: { readonly nodeType: DeploymentId; readonly pricing: PricingModel };
}

/** What the calculator computed, and what it had to replace to get there. */
export interface Scenario {
  /** The inputs actually computed (after any fallback). */
  readonly inputs: RedshiftTcoInputs;
  /** The price table with the reader's prices applied for `inputs`. */
  readonly table: PriceTable;
  readonly deploymentFallback: DeploymentFallback | null;
  /** Inputs the module rejected (e.g. an RPU count off its step), replaced by their defaults. */
  readonly inputFallbacks: readonly InputError[];
  readonly outcome: RedshiftTcoOutcome;
}

const MAX_ATTEMPTS = 4;

/**
 * Computes the TCO for the requested inputs. A deployment without a price
 * falls back to on-demand pricing of the same node type, or else to the
 * default deployment (or, where the region cannot price it, the first one it
 * can); an input the module rejects falls back to its default.
 * Each replacement is reported so the UI can say what it used instead.
 */
export function computeScenario(
  requested: RedshiftTcoInputs,
  overrides: PriceOverrides,
  table: PriceTable = PRICE_TABLE,
): Scenario {
  const defaults = defaultRedshiftTcoInputs(table);
  let inputs: RedshiftTcoInputs = {
    ...requested,
    pricing: pricingFor(requested.nodeType, requested.pricing),
  };
  let deploymentFallback: DeploymentFallback | null = null;
  const fallBackTo = (nodeType: DeploymentId, pricing: PricingModel) => {
    deploymentFallback = {
      requested: {
        nodeType: requested.nodeType,
        pricing: pricingFor(requested.nodeType, requested.pricing),
      },
      used: { nodeType, pricing },
    };
    inputs = { ...inputs, nodeType, pricing };
  };

  const priced = (nodeType: DeploymentId, pricing: PricingModel) =>
    isOptionPriced(nodeType, pricing, inputs.region, overrides, table);
  // The default deployment, or else the first one the chosen region prices on
  // demand (Tokyo has no managed-storage price, so not its RA3 nodes).
  const regionDefault =
    [defaults.nodeType, ...DEPLOYMENT_IDS].find((id) => priced(id, 'onDemand')) ??
    defaults.nodeType;
  if (!priced(inputs.nodeType, inputs.pricing)) {
    if (inputs.nodeType !== SERVERLESS && priced(inputs.nodeType, 'onDemand')) {
      fallBackTo(inputs.nodeType, 'onDemand');
    } else {
      fallBackTo(regionDefault, 'onDemand');
    }
  }

  const inputFallbacks: InputError[] = [];
  let effective = withOverrides(table, inputs.nodeType, inputs.pricing, inputs.region, overrides);
  let outcome = computeRedshiftTco(inputs, effective);
  for (let attempt = 1; attempt < MAX_ATTEMPTS && !outcome.ok; attempt++) {
    let changed = false;
    for (const error of outcome.errors) {
      if (error.code === 'priceUnavailable') {
        if (inputs.nodeType !== regionDefault || inputs.pricing !== 'onDemand') {
          fallBackTo(regionDefault, 'onDemand');
          changed = true;
        }
      } else if (inputs[error.field] !== defaults[error.field]) {
        inputs = { ...inputs, [error.field]: defaults[error.field] };
        inputFallbacks.push(error);
        changed = true;
      }
    }
    if (!changed) break;
    effective = withOverrides(table, inputs.nodeType, inputs.pricing, inputs.region, overrides);
    outcome = computeRedshiftTco(inputs, effective);
  }
  return { inputs, table: effective, deploymentFallback, inputFallbacks, outcome };
}

/**
 * The alternative's cumulative cost after three years (the post's horizon),
 * in the display currency, even when the reader looks at fewer years; `null`
 * without an alternative.
 */
export function alternativeThreeYearCost(
  scenario: Scenario,
  result: RedshiftTcoResult,
): number | null {
  if (scenario.inputs.alternativeYearlyCost === null) return null;
  const third = result.years[2];
  if (third) return third.alternativeCumulativeCost;
  const longer = computeRedshiftTco({ ...scenario.inputs, horizonYears: 3 }, scenario.table);
  return longer.ok ? (longer.value.years[2]?.alternativeCumulativeCost ?? null) : null;
}

/** The sources a result used, without the marker of the reader's own prices. */
export function citedSources(result: RedshiftTcoResult): PriceSource[] {
  const seen = new Set<string>();
  return result.sources.filter((source) => {
    if (source === READER_PRICE_SOURCE) return false;
    const key = `${source.source}|${source.locator ?? ''}|${source.asOf}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
