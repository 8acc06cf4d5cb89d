import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import PresetButton from '../CalculatorFrame/PresetButton';
import Assumption from './Assumption';
import { redshiftTcoParams } from './params';
import { sizeModeLabel } from './messages';
import { SOURCE_10TB_TEXTS, SOURCE_4TB_TEXTS } from './scenarios';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly fields: RedshiftTcoFields;
}

/** How much data, how fast it grows, over how many years; and the post's two sizes as presets. */
export default function DataSizeFieldset({ fields }: Props): ReactNode {
  const { values, texts, setText, setTexts, errorFor } = fields;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {pageText(redshiftTcoStrings, 'redshiftTco.group.data')}
      </legend>
      <ChoiceField
        name="size"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.size')}
        value={values.size}
        onChange={(value) => {
          setText('size', value);
        }}
        choices={redshiftTcoParams.size.values.map((mode) => ({
          value: mode,
          label: sizeModeLabel(mode),
        }))}
      />
      {values.size === 'compressed' ? (
        <NumberField
          name="tb"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.tb')}
          unit="TB"
          value={texts.tb}
          onChange={(text) => {
            setText('tb', text);
          }}
          error={errorFor('tb')}
          hint={pageText(redshiftTcoStrings, 'redshiftTco.field.tb.hint')}
        />
      ) : (
        <>
          <NumberField
            name="raw"
            label={pageText(redshiftTcoStrings, 'redshiftTco.field.raw')}
            unit="TB"
            value={texts.raw}
            onChange={(text) => {
              setText('raw', text);
            }}
            error={errorFor('raw')}
          />
          <NumberField
            name="ratio"
            label={pageText(redshiftTcoStrings, 'redshiftTco.field.ratio')}
            unit=": 1"
            value={texts.ratio}
            onChange={(text) => {
              setText('ratio', text);
            }}
            error={errorFor('ratio')}
            hint={
              <Assumption>
                {pageText(redshiftTcoStrings, 'redshiftTco.field.ratio.hint')}
              </Assumption>
            }
          />
        </>
      )}
      <NumberField
        name="growth"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.growth')}
        unit="%"
        value={texts.growth}
        onChange={(text) => {
          setText('growth', text);
        }}
        error={errorFor('growth')}
        hint={pageText(redshiftTcoStrings, 'redshiftTco.field.growth.hint')}
      />
      <NumberField
        name="years"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.years')}
        unit={pageText(redshiftTcoStrings, 'redshiftTco.unit.years')}
        value={texts.years}
        onChange={(text) => {
          setText('years', text);
        }}
        error={errorFor('years')}
        hint={pageText(redshiftTcoStrings, 'redshiftTco.field.years.hint')}
      />
      <div className={styles.presets}>
        <PresetButton
          resets
          onClick={() => {
            setTexts(SOURCE_4TB_TEXTS);
          }}
        >
          {pageText(redshiftTcoStrings, 'redshiftTco.preset.4tb')}
        </PresetButton>
        <PresetButton
          onClick={() => {
            setTexts(SOURCE_10TB_TEXTS);
          }}
        >
          {pageText(redshiftTcoStrings, 'redshiftTco.preset.10tb')}
        </PresetButton>
      </div>
    </fieldset>
  );
}
