import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { redshiftTcoParams } from './params';
import { scalingLabel } from './messages';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly fields: RedshiftTcoFields;
}

/** An optional alternative to compare with: its first year's cost and how that cost grows. */
export default function AlternativeFieldset({ fields }: Props): ReactNode {
  const { values, texts, setText, errorFor } = fields;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {pageText(redshiftTcoStrings, 'redshiftTco.group.alternative')}
      </legend>
      <ChoiceField
        name="compare"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.compare')}
        value={values.compare}
        onChange={(value) => {
          setText('compare', value);
        }}
        choices={[
          {
            value: 'none',
            label: pageText(redshiftTcoStrings, 'redshiftTco.field.compare.none'),
          },
          {
            value: 'alternative',
            label: pageText(redshiftTcoStrings, 'redshiftTco.field.compare.alternative'),
          },
        ]}
      />
      {values.compare === 'alternative' ? (
        <>
          <NumberField
            name="alt"
            label={pageText(redshiftTcoStrings, 'redshiftTco.field.alt')}
            unit={values.currency}
            value={texts.alt}
            onChange={(text) => {
              setText('alt', text);
            }}
            error={errorFor('alt')}
            hint={pageText(redshiftTcoStrings, 'redshiftTco.field.alt.hint', {
              currency: values.currency,
            })}
          />
          <ChoiceField
            name="altScale"
            label={pageText(redshiftTcoStrings, 'redshiftTco.field.altScale')}
            value={values.altScale}
            onChange={(value) => {
              setText('altScale', value);
            }}
            choices={redshiftTcoParams.altScale.values.map((scaling) => ({
              value: scaling,
              label: scalingLabel(scaling),
            }))}
          />
        </>
      ) : null}
    </fieldset>
  );
}
