import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
    return overridden ? (
      <Translate id="redshiftTco.price.usingYoursNoTable">
        入力した価格で計算しています（価格表にはこの組み合わせの価格がありません）。
      </Translate>
    ) : (
      <Translate id="redshiftTco.price.noTablePrice">
        価格表にこの組み合わせの価格はありません。価格を入力すると計算できます。
      </Translate>
    );
  }
  const citation = {
    price: `${money.unitUsd(tablePrice.usd)}${unit}`,
    kind: sourceKindLabel(tablePrice.source.kind),
    source: <CitationTitle source={tablePrice.source.source} locator={tablePrice.source.locator} />,
    asOf: tablePrice.source.asOf,
  };
  return overridden ? (
    <Translate id="redshiftTco.price.usingYours" values={citation}>
      {'入力した価格で計算しています。価格表の値は {price}（{kind}：{source}、{asOf}）です。'}
    </Translate>
  ) : (
    <Translate id="redshiftTco.price.usingTable" values={citation}>
      {'空欄のときは価格表の {price} を使います（{kind}：{source}、{asOf}）。'}
    </Translate>
  );
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
  return (
    <Translate
      id="redshiftTco.price.reservedFigures"
      values={{
        upfront: money.unitUsd(offering.upfrontUsd),
        hourly: `${money.unitUsd(offering.hourlyUsd)}${perNodeHour}`,
        hours: format.number(hours),
        effective: `${money.unitUsd(reservedEffectiveHourlyUsd(offering, pricing))}${perNodeHour}`,
      }}
    >
      {
        '価格表のリザーブド料金は前払い {upfront} と時間料金 {hourly} です（出典は上記）。期間の {hours} 時間すべてに課金されるので、実質の時間単価は前払い ÷ {hours} ＋ 時間料金 ＝ {effective} です。'
      }
    </Translate>
  );
}
