import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import PresetButton from '../CalculatorFrame/PresetButton';
import DeviceCostFields from './DeviceCostFields';
import RelativeCostFields from './RelativeCostFields';
import type { HitRatioFields } from './useHitRatioFields';

interface Props {
  readonly fields: HitRatioFields;
  readonly usesDevices: boolean;
  /** Puts back the source's worked example (costs 1 and 100, hit ratio 95 %). */
  readonly onSourceExample: () => void;
}

/** The frame's inputs: the hit ratio and the two access costs. */
export default function HitRatioInputs({ fields, usesDevices, onSourceExample }: Props): ReactNode {
  return (
    <>
      <NumberField
        {...fields.numberField('hit')}
        label={<Translate id="hitRatio.field.hit">バッファプールのヒット率</Translate>}
        unit="%"
        hint={
          <Translate id="hitRatio.field.hit.hint">
            0〜100。メモリだけで処理できた要求の割合です。
          </Translate>
        }
      />
      <ChoiceField
        {...fields.choiceField('costs')}
        label={<Translate id="hitRatio.field.costs">コストの指定方法</Translate>}
        choices={[
          {
            value: 'relative',
            label: translate({
              id: 'hitRatio.field.costs.relative',
              message: '相対値（出典の 1 と 100 など）',
            }),
          },
          {
            value: 'devices',
            label: translate({ id: 'hitRatio.field.costs.devices', message: 'デバイスの遅延から' }),
          },
        ]}
      />
      {usesDevices ? <DeviceCostFields fields={fields} /> : <RelativeCostFields fields={fields} />}
      <PresetButton resets onClick={onSourceExample}>
        <Translate id="hitRatio.sourceExample">出典の例（1 と 100、ヒット率 95 %）に戻す</Translate>
      </PresetButton>
    </>
  );
}
