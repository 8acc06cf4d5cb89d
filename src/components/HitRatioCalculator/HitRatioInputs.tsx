import React, { type ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import PresetButton from '../CalculatorFrame/PresetButton';
import DeviceCostFields from './DeviceCostFields';
import RelativeCostFields from './RelativeCostFields';
import type { HitRatioFields } from './useHitRatioFields';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

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
        label={pageText(hitRatioStrings, 'hitRatio.field.hit')}
        unit="%"
        hint={pageText(hitRatioStrings, 'hitRatio.field.hit.hint')}
      />
      <ChoiceField
        {...fields.choiceField('costs')}
        label={pageText(hitRatioStrings, 'hitRatio.field.costs')}
        choices={[
          {
            value: 'relative',
            label: pageText(hitRatioStrings, 'hitRatio.field.costs.relative'),
          },
          {
            value: 'devices',
            label: pageText(hitRatioStrings, 'hitRatio.field.costs.devices'),
          },
        ]}
      />
      {usesDevices ? <DeviceCostFields fields={fields} /> : <RelativeCostFields fields={fields} />}
      <PresetButton resets onClick={onSourceExample}>
        {pageText(hitRatioStrings, 'hitRatio.sourceExample')}
      </PresetButton>
    </>
  );
}
