import React, { type ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { DEVICE_PRESETS } from '../../calculators/iops/devicePresets';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import { adjustmentMessage } from './messages';
import type { ResolvedStorage } from './model';
import { deviceChoices } from './labels';
import DeviceHint from './DeviceHint';
import { ArrayFields, CustomDeviceFields, VolumeFields } from './StorageFields';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** The storage the inputs describe, with any inputs that had to be replaced. */
  readonly resolved: ResolvedStorage;
}

/**
 * The storage fieldset: the device, then either a volume's size (and
 * provisioned IOPS) or an array's RAID level and device count, and a warning
 * for each input that was replaced.
 */
export default function StorageInputs({ state, resolved }: Props): ReactNode {
  const { values, setText } = state;
  const format = useIopsFormat();
  const errorFor = useFieldError(iopsParams, state.errors);
  const localized = useLocalizedText();
  const { preset, storage } = resolved;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{pageText(iopsStrings, 'iops.group.storage')}</legend>
      <ChoiceField
        name="dev"
        label={pageText(iopsStrings, 'iops.field.dev')}
        value={values.dev}
        onChange={(value) => {
          setText('dev', value);
        }}
        choices={deviceChoices(format, localized)}
        hint={<DeviceHint preset={preset} />}
        error={errorFor('dev', localized(DEVICE_PRESETS[0]!.label))}
      />
      {preset === null ? <CustomDeviceFields state={state} /> : null}
      {storage.kind !== 'array' ? (
        <VolumeFields
          state={state}
          provisionedType={storage.kind === 'provisionedVolume' ? storage.volumeType : null}
        />
      ) : (
        <ArrayFields state={state} />
      )}
      {resolved.adjustments.map((adjustment) => (
        <p key={adjustment.kind} className="alert alert--warning" role="alert">
          {adjustmentMessage(adjustment, format, localized)}
        </p>
      ))}
    </fieldset>
  );
}
