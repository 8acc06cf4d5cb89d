import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { CitationTitle } from '../Citation';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { redshiftTcoParams } from './params';
import { currencyLabel, exchangePeriodText } from './messages';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';

interface Props {
  readonly fields: RedshiftTcoFields;
  readonly table: PriceTable;
}

/** The display currency and the yen-per-dollar rate (also used against the post's yen bands). */
export default function CurrencyFieldset({ fields, table }: Props): ReactNode {
  const { values, texts, setText, errorFor } = fields;
  const format = useNumberFormat();
  const exchange = table.exchangeRates.default;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Translate id="redshiftTco.group.currency">通貨</Translate>
      </legend>
      <ChoiceField
        name="currency"
        label={<Translate id="redshiftTco.field.currency">表示する通貨</Translate>}
        value={values.currency}
        onChange={(value) => {
          setText('currency', value);
        }}
        choices={redshiftTcoParams.currency.values.map((currency) => ({
          value: currency,
          label: currencyLabel(currency),
        }))}
      />
      <NumberField
        name="fx"
        label={<Translate id="redshiftTco.field.fx">為替レート（1 米ドルあたりの円）</Translate>}
        unit={translate({ id: 'redshiftTco.unit.yenPerUsd', message: '円／ドル' })}
        value={texts.fx}
        onChange={(text) => {
          setText('fx', text);
        }}
        error={errorFor('fx')}
        hint={
          <Translate
            id="redshiftTco.field.fx.hint"
            values={{
              rate: format.number(exchange.jpyPerUsd, 4),
              period: exchangePeriodText(exchange.period),
              source: (
                <CitationTitle source={exchange.source.source} locator={exchange.source.locator} />
              ),
            }}
          >
            {
              '既定値 {rate} 円は {period} です（{source}）。価格は米ドルなので、円の表示と出典の目安との比較にこのレートを使います。'
            }
          </Translate>
        }
      />
    </fieldset>
  );
}
