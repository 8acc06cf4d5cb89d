import type { PriceSource, PriceTable } from '../../calculators/redshift-tco/priceTable';
import {
  SERVERLESS,
  type AlternativeScaling,
  type AlternativeVerdict,
  type BandVerdict,
  type DeploymentId,
  type DisplayCurrency,
  type InputError,
  type PricingModel,
  type SizeMode,
  type TcoWarning,
} from '../../calculators/redshift-tco/tco';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

/** A node type or Serverless, with what matters for sizing. */
export function deploymentLabel(id: DeploymentId, table: PriceTable): string {
  if (id === SERVERLESS) {
    return pageText(redshiftTcoStrings, 'redshiftTco.deployment.serverless');
  }
  const spec = table.nodeTypes[id];
  const base =
    spec.storage.kind === 'local'
      ? pageText(redshiftTcoStrings, 'redshiftTco.deployment.local', {
          id,
          vcpu: spec.vCpu,
          tb: spec.storage.perNodeTb,
          media: spec.storage.media,
        })
      : pageText(redshiftTcoStrings, 'redshiftTco.deployment.managed', { id, vcpu: spec.vCpu });
  return spec.status === 'legacy'
    ? pageText(redshiftTcoStrings, 'redshiftTco.deployment.legacy', { label: base })
    : base;
}

/** Short name of a deployment (for sentences). */
export function deploymentShortName(id: DeploymentId): string {
  return id === SERVERLESS ? pageText(redshiftTcoStrings, 'redshiftTco.deployment.serverless') : id;
}

export function pricingLabel(pricing: PricingModel): string {
  switch (pricing) {
    case 'onDemand':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.onDemand');
    case 'reserved1yrNoUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved1yrNoUpfront');
    case 'reserved1yrPartialUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved1yrPartialUpfront');
    case 'reserved1yrAllUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved1yrAllUpfront');
    case 'reserved3yrNoUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved3yrNoUpfront');
    case 'reserved3yrPartialUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved3yrPartialUpfront');
    case 'reserved3yrAllUpfront':
      return pageText(redshiftTcoStrings, 'redshiftTco.pricing.reserved3yrAllUpfront');
  }
}

/** Appended to an option the table has no price for. */
export function unpricedSuffix(label: string): string {
  return pageText(redshiftTcoStrings, 'redshiftTco.option.unpriced', { label });
}

/** Appended to an option whose node price is known but whose region lacks a storage price. */
export function needsStoragePriceSuffix(label: string): string {
  return pageText(redshiftTcoStrings, 'redshiftTco.option.needsStoragePrice', { label });
}

export function sizeModeLabel(mode: SizeMode): string {
  return mode === 'compressed'
    ? pageText(redshiftTcoStrings, 'redshiftTco.sizeMode.compressed')
    : pageText(redshiftTcoStrings, 'redshiftTco.sizeMode.raw');
}

export function currencyLabel(currency: DisplayCurrency): string {
  return currency === 'JPY'
    ? pageText(redshiftTcoStrings, 'redshiftTco.currency.jpy')
    : pageText(redshiftTcoStrings, 'redshiftTco.currency.usd');
}

export function scalingLabel(scaling: AlternativeScaling): string {
  return scaling === 'scalesWithData'
    ? pageText(redshiftTcoStrings, 'redshiftTco.altScale.scalesWithData')
    : pageText(redshiftTcoStrings, 'redshiftTco.altScale.fixed');
}

export function sourceKindLabel(kind: PriceSource['kind']): string {
  return kind === 'vendor'
    ? pageText(redshiftTcoStrings, 'redshiftTco.source.vendor')
    : pageText(redshiftTcoStrings, 'redshiftTco.source.secondary');
}

/** Where a 3-year total falls against the post's band, in the post's terms. */
export function verdictText(verdict: BandVerdict): string {
  switch (verdict) {
    case 'belowBand':
      return pageText(redshiftTcoStrings, 'redshiftTco.verdict.below');
    case 'withinBand':
      return pageText(redshiftTcoStrings, 'redshiftTco.verdict.within');
    case 'aboveBand':
      return pageText(redshiftTcoStrings, 'redshiftTco.verdict.above');
  }
}

/** The alternative against Redshift over the horizon. */
export function alternativeVerdictText(
  verdict: AlternativeVerdict,
  values: {
    readonly years: number;
    readonly difference: string;
    readonly alternative: string;
    readonly redshift: string;
  },
): string {
  switch (verdict) {
    case 'alternativeCheaper':
      return pageText(redshiftTcoStrings, 'redshiftTco.alternative.cheaper', values);
    case 'alternativeCostlier':
      return pageText(redshiftTcoStrings, 'redshiftTco.alternative.costlier', values);
    case 'alternativeEqual':
      return pageText(redshiftTcoStrings, 'redshiftTco.alternative.equal', values);
  }
}

/** A note the module attaches to a valid result. */
export function warningText(
  warning: TcoWarning,
  context: { readonly nodeType: DeploymentId; readonly thresholdTb: number },
): string {
  switch (warning.code) {
    case 'exceedsMaxNodes':
      return pageText(redshiftTcoStrings, 'redshiftTco.warning.exceedsMaxNodes', {
        year: warning.year,
        nodes: warning.nodes,
        max: warning.maxNodes,
        node: deploymentShortName(context.nodeType),
      });
    case 'serverlessBaseRaisedForStorage':
      return pageText(redshiftTcoStrings, 'redshiftTco.warning.serverlessBaseRaised', {
        year: warning.year,
        rpu: warning.rpu,
        threshold: context.thresholdTb,
      });
    case 'legacyNodeType':
      return pageText(redshiftTcoStrings, 'redshiftTco.warning.legacyNodeType', {
        node: deploymentShortName(context.nodeType),
      });
    case 'secondaryPriceSource':
      return pageText(redshiftTcoStrings, 'redshiftTco.warning.secondaryPriceSource');
  }
}

/** A value the maths module rejected after the field accepted it (e.g. off its step). */
export function inputFallbackText(
  error: InputError,
  values: { readonly fallback: string; readonly min: string; readonly step: string },
): string {
  const problem =
    error.code === 'notOnStep'
      ? pageText(redshiftTcoStrings, 'redshiftTco.error.notOnStep', values)
      : pageText(redshiftTcoStrings, 'redshiftTco.error.outOfModel');
  const using = pageText(redshiftTcoStrings, 'redshiftTco.error.usingFallback', values);
  return `${problem} ${using}`;
}

/** The selected node type and pricing have no price, and what is used instead. */
export function deploymentFallbackText(values: {
  readonly requested: string;
  readonly used: string;
  /** The region has no managed-storage price, which the requested deployment needs. */
  readonly missingStorage?: boolean;
}): string {
  if (values.missingStorage) {
    return pageText(redshiftTcoStrings, 'redshiftTco.error.noStoragePrice', {
      requested: values.requested,
      used: values.used,
    });
  }
  return pageText(redshiftTcoStrings, 'redshiftTco.error.noPrice', {
    requested: values.requested,
    used: values.used,
  });
}

/**
 * The exchange rate's period in the page's language. The table states it in
 * English ("2023 annual average"); that form is translated, anything else is
 * shown as written.
 */
export function exchangePeriodText(period: string): string {
  const annual = /^(\d{4}) annual average$/.exec(period);
  return annual
    ? pageText(redshiftTcoStrings, 'redshiftTco.exchange.annualAverage', { year: annual[1] ?? '' })
    : period;
}
