/**
 * The node type, pricing and region options of the deployment fieldset: which
 * ones the table (or the reader's prices) can compute, how each is labelled,
 * and what the calculator says when it had to use another deployment.
 */

import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import {
  PRICING_MODELS,
  SERVERLESS,
  type DeploymentId,
  type PricingModel,
} from '../../calculators/redshift-tco/tco';
import type { LocalizedText } from '../../calculators/shared/types';
import {
  isOptionPriced,
  isPricedApartFromStorage,
  tablePrice,
  type PriceOverrides,
  type Scenario,
} from './model';
import { redshiftTcoParams, type RedshiftTcoParamValues } from './params';
import {
  deploymentFallbackText,
  deploymentLabel,
  deploymentShortName,
  needsStoragePriceSuffix,
  pricingLabel,
  unpricedSuffix,
} from './messages';
import type { Choice } from '../ChoiceField';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

function pricedWithSome(
  node: DeploymentId,
  region: string,
  overrides: PriceOverrides,
  table: PriceTable,
): boolean {
  return PRICING_MODELS.some((pricing) => isOptionPriced(node, pricing, region, overrides, table));
}

/** Selectable even without a storage price, so the storage field can be reached. */
function selectable(
  node: DeploymentId,
  pricing: PricingModel | undefined,
  region: string,
  overrides: PriceOverrides,
  table: PriceTable,
): boolean {
  return (pricing ? [pricing] : PRICING_MODELS).some((p) =>
    isPricedApartFromStorage(node, p, region, overrides, table),
  );
}

/** An option's label, marked when the table lacks its price or its storage price. */
function optionLabel(label: string, priced: boolean, canSelect: boolean): string {
  return priced ? label : canSelect ? needsStoragePriceSuffix(label) : unpricedSuffix(label);
}

export function nodeTypeOptions(
  region: string,
  overrides: PriceOverrides,
  table: PriceTable,
): Choice<DeploymentId>[] {
  return redshiftTcoParams.node.values.map((id) => {
    const canSelect = selectable(id, undefined, region, overrides, table);
    return {
      value: id,
      label: optionLabel(
        deploymentLabel(id, table),
        pricedWithSome(id, region, overrides, table),
        canSelect,
      ),
      disabled: !canSelect,
    };
  });
}

export function pricingOptions(
  node: DeploymentId,
  region: string,
  overrides: PriceOverrides,
  table: PriceTable,
): Choice<PricingModel>[] {
  return PRICING_MODELS.map((pricing) => {
    const priced = isOptionPriced(node, pricing, region, overrides, table);
    const canSelect = selectable(node, pricing, region, overrides, table);
    return {
      value: pricing,
      label: optionLabel(pricingLabel(pricing), priced, canSelect),
      disabled: !canSelect,
    };
  });
}

export function regionOptions(
  table: PriceTable,
  localized: (text: LocalizedText) => string,
): Choice<string>[] {
  return redshiftTcoParams.region.values.map((region) => {
    const label = table.regions[region]?.label;
    return { value: region, label: label ? `${localized(label)} (${region})` : region };
  });
}

/**
 * The pricing to switch to when the reader picks a node type: `null` to keep
 * the current one (it prices the node), else the first that does, else on demand.
 */
export function pricingForNewNode(
  node: DeploymentId,
  values: RedshiftTcoParamValues,
  overrides: PriceOverrides,
  table: PriceTable,
): PricingModel | null {
  if (isOptionPriced(node, values.pricing, values.region, overrides, table)) return null;
  return (
    PRICING_MODELS.find((p) => isOptionPriced(node, p, values.region, overrides, table)) ??
    'onDemand'
  );
}

function deploymentText(nodeType: DeploymentId, pricing: PricingModel): string {
  return nodeType === SERVERLESS
    ? deploymentShortName(nodeType)
    : pageText(redshiftTcoStrings, 'redshiftTco.deployment.withPricing', {
        node: deploymentShortName(nodeType),
        pricing: pricingLabel(pricing),
      });
}

/**
 * What the calculator says when the requested deployment has no price and it
 * computed another; `undefined` when nothing was replaced.
 */
export function deploymentFallbackMessage(
  scenario: Scenario,
  values: RedshiftTcoParamValues,
  overrides: PriceOverrides,
  table: PriceTable,
): string | undefined {
  const fallback = scenario.deploymentFallback;
  if (!fallback) return undefined;
  const isServerless = values.node === SERVERLESS;
  const nodeSpec = values.node === SERVERLESS ? null : table.nodeTypes[values.node];
  // A region may price the nodes but not the managed storage they need (Tokyo).
  const missingStorage =
    (isServerless || nodeSpec?.storage.kind === 'managed') &&
    overrides.storagePerGbMonthUsd === null &&
    tablePrice('storage', values.node, values.pricing, values.region, table) === null;
  return deploymentFallbackText({
    requested: deploymentText(fallback.requested.nodeType, fallback.requested.pricing),
    used: deploymentText(fallback.used.nodeType, fallback.used.pricing),
    missingStorage,
  });
}
