import React, { type ReactNode } from 'react';
import { CitationTitle } from '../Citation';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { ReservedOffering, SourcedUsd } from '../../calculators/redshift-tco/priceTable';
import {
  isReservedPricing,
  reservedEffectiveHourlyUsd,
  reservedTermHours,
  type PricingModel,
} from '../../calculators/redshift-tco/tco';
import { sourceKindLabel } from './messages';
import { useMoneyFormat } from './format';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface PriceHintProps {
  /** The table's price the field replaces; `null` where the table has none. */
  readonly tablePrice: SourcedUsd | null;
  /** Appended to the price ("／GB・月"). */
  readonly unit: string;
  /** Whether the reader typed a price of their own. */
  readonly overridden: boolean;
}

/** What a price field says about the table's price it replaces, with its source. */
export function PriceHint({ tablePrice, unit, overridden }: PriceHintProps): ReactNode {
  const money = useMoneyFormat();
  if (tablePrice === null) {
    return overridden
      ? pageText(redshiftTcoStrings, 'redshiftTco.price.usingYoursNoTable')
      : pageText(redshiftTcoStrings, 'redshiftTco.price.noTablePrice');
  }
  const citation = {
    price: `${money.unitUsd(tablePrice.usd)}${unit}`,
    kind: sourceKindLabel(tablePrice.source.kind),
    source: <CitationTitle source={tablePrice.source.source} locator={tablePrice.source.locator} />,
    asOf: tablePrice.source.asOf,
  };
  return overridden
    ? pageText(redshiftTcoStrings, 'redshiftTco.price.usingYours', citation)
    : pageText(redshiftTcoStrings, 'redshiftTco.price.usingTable', citation);
}

interface ReservedPriceHintProps {
  /** The table's reservation for the selected node and pricing; `null` where none. */
  readonly offering: ReservedOffering | null;
  readonly pricing: PricingModel;
  /** "／ノード・時間", appended to hourly rates. */
  readonly perNodeHour: string;
}

/** The reservation's stated figures and how the effective rate follows from them. */
export function ReservedPriceHint({
  offering,
  pricing,
  perNodeHour,
}: ReservedPriceHintProps): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  if (offering === null || !isReservedPricing(pricing)) return null;
  const hours = reservedTermHours(pricing);
  return pageText(redshiftTcoStrings, 'redshiftTco.price.reservedFigures', {
    upfront: money.unitUsd(offering.upfrontUsd),
    hourly: `${money.unitUsd(offering.hourlyUsd)}${perNodeHour}`,
    hours: format.number(hours),
    effective: `${money.unitUsd(reservedEffectiveHourlyUsd(offering, pricing))}${perNodeHour}`,
  });
}
