import React, { type ReactNode } from 'react';
import { CitationTitle } from '../Citation';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { redshiftTcoParams } from './params';
import { currencyLabel, exchangePeriodText } from './messages';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

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
        {pageText(redshiftTcoStrings, 'redshiftTco.group.currency')}
      </legend>
      <ChoiceField
        name="currency"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.currency')}
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
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.fx')}
        unit={pageText(redshiftTcoStrings, 'redshiftTco.unit.yenPerUsd')}
        value={texts.fx}
        onChange={(text) => {
          setText('fx', text);
        }}
        error={errorFor('fx')}
        hint={pageText(redshiftTcoStrings, 'redshiftTco.field.fx.hint', {
          rate: format.number(exchange.jpyPerUsd, 4),
          period: exchangePeriodText(exchange.period),
          source: (
            <CitationTitle source={exchange.source.source} locator={exchange.source.locator} />
          ),
        })}
      />
    </fieldset>
  );
}
