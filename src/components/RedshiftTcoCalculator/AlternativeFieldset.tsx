import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { redshiftTcoParams } from './params';
import { scalingLabel } from './messages';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';

interface Props {
  readonly fields: RedshiftTcoFields;
}

/** An optional alternative to compare with: its first year's cost and how that cost grows. */
export default function AlternativeFieldset({ fields }: Props): ReactNode {
  const { values, texts, setText, errorFor } = fields;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Translate id="redshiftTco.group.alternative">代替手段との比較</Translate>
      </legend>
      <ChoiceField
        name="compare"
        label={<Translate id="redshiftTco.field.compare">比較する代替手段</Translate>}
        value={values.compare}
        onChange={(value) => {
          setText('compare', value);
        }}
        choices={[
          {
            value: 'none',
            label: translate({ id: 'redshiftTco.field.compare.none', message: 'なし' }),
          },
          {
            value: 'alternative',
            label: translate({
              id: 'redshiftTco.field.compare.alternative',
              message: '年間コストを入力して比べる',
            }),
          },
        ]}
      />
      {values.compare === 'alternative' ? (
        <>
          <NumberField
            name="alt"
            label={
              <Translate id="redshiftTco.field.alt">代替手段の 1 年目のコスト（年額）</Translate>
            }
            unit={values.currency}
            value={texts.alt}
            onChange={(text) => {
              setText('alt', text);
            }}
            error={errorFor('alt')}
            hint={
              <Translate id="redshiftTco.field.alt.hint" values={{ currency: values.currency }}>
                {'表示する通貨（{currency}）で入力します。通貨を切り替えても数値は換算されません。'}
              </Translate>
            }
          />
          <ChoiceField
            name="altScale"
            label={<Translate id="redshiftTco.field.altScale">代替手段のコストの増え方</Translate>}
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
