import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import PresetButton from '../CalculatorFrame/PresetButton';
import Assumption from './Assumption';
import { redshiftTcoParams } from './params';
import { sizeModeLabel } from './messages';
import { SOURCE_10TB_TEXTS, SOURCE_4TB_TEXTS } from './scenarios';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';

interface Props {
  readonly fields: RedshiftTcoFields;
}

/** How much data, how fast it grows, over how many years; and the post's two sizes as presets. */
export default function DataSizeFieldset({ fields }: Props): ReactNode {
  const { values, texts, setText, setTexts, errorFor } = fields;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Translate id="redshiftTco.group.data">データ量</Translate>
      </legend>
      <ChoiceField
        name="size"
        label={<Translate id="redshiftTco.field.size">データ量の指定方法</Translate>}
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
          label={<Translate id="redshiftTco.field.tb">いまのデータ量（圧縮後）</Translate>}
          unit="TB"
          value={texts.tb}
          onChange={(text) => {
            setText('tb', text);
          }}
          error={errorFor('tb')}
          hint={
            <Translate id="redshiftTco.field.tb.hint">
              出典の目安は 4 TB と 10 TB（いずれも圧縮後）について示されています。
            </Translate>
          }
        />
      ) : (
        <>
          <NumberField
            name="raw"
            label={<Translate id="redshiftTco.field.raw">いまのデータ量（圧縮前）</Translate>}
            unit="TB"
            value={texts.raw}
            onChange={(text) => {
              setText('raw', text);
            }}
            error={errorFor('raw')}
          />
          <NumberField
            name="ratio"
            label={<Translate id="redshiftTco.field.ratio">圧縮率（圧縮前 ÷ 圧縮後）</Translate>}
            unit=": 1"
            value={texts.ratio}
            onChange={(text) => {
              setText('ratio', text);
            }}
            error={errorFor('ratio')}
            hint={
              <Assumption>
                <Translate id="redshiftTco.field.ratio.hint">
                  既定の 3:1
                  は説明のための仮定で、出典の数値ではありません。実際の圧縮率はデータによって大きく変わります。
                </Translate>
              </Assumption>
            }
          />
        </>
      )}
      <NumberField
        name="growth"
        label={<Translate id="redshiftTco.field.growth">1 年あたりの増加率</Translate>}
        unit="%"
        value={texts.growth}
        onChange={(text) => {
          setText('growth', text);
        }}
        error={errorFor('growth')}
        hint={
          <Translate id="redshiftTco.field.growth.hint">
            既定の 0 % は、データ量を固定して考える出典の見方に合わせています。
          </Translate>
        }
      />
      <NumberField
        name="years"
        label={<Translate id="redshiftTco.field.years">計算する期間</Translate>}
        unit={translate({ id: 'redshiftTco.unit.years', message: '年' })}
        value={texts.years}
        onChange={(text) => {
          setText('years', text);
        }}
        error={errorFor('years')}
        hint={
          <Translate id="redshiftTco.field.years.hint">
            1〜10 年。出典の目安は 3 年間の累計です（判定は期間にかかわらず 3 年で行います）。
          </Translate>
        }
      />
      <div className={styles.presets}>
        <PresetButton
          resets
          onClick={() => {
            setTexts(SOURCE_4TB_TEXTS);
          }}
        >
          <Translate id="redshiftTco.preset.4tb">出典の 4 TB・3 年にする</Translate>
        </PresetButton>
        <PresetButton
          onClick={() => {
            setTexts(SOURCE_10TB_TEXTS);
          }}
        >
          <Translate id="redshiftTco.preset.10tb">出典の 10 TB・3 年にする</Translate>
        </PresetButton>
      </div>
    </fieldset>
  );
}
