import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import {
  PROVISIONED_VOLUME_LIMITS,
  type ProvisionedVolumeType,
} from '../../calculators/iops/ebsVolumes';
import { RAID_LEVELS, RAID_LEVEL_ORDER } from '../../calculators/iops/raid';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import { busLabel } from './labels';
import { useIopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  readonly state: CalculatorState<IopsParams>;
}

/** A user-defined device: its read and write IOPS and how it attaches. */
export function CustomDeviceFields({ state }: Props): ReactNode {
  const { values, texts, setText } = state;
  const errorFor = useFieldError(iopsParams, state.errors);
  return (
    <>
      <NumberField
        name="dr"
        label={pageText(iopsStrings, 'iops.field.dr')}
        unit="IOPS"
        value={texts.dr}
        onChange={(text) => {
          setText('dr', text);
        }}
        error={errorFor('dr')}
      />
      <NumberField
        name="dw"
        label={pageText(iopsStrings, 'iops.field.dw')}
        unit="IOPS"
        value={texts.dw}
        onChange={(text) => {
          setText('dw', text);
        }}
        error={errorFor('dw')}
      />
      <ChoiceField
        name="bus"
        label={pageText(iopsStrings, 'iops.field.bus')}
        value={values.bus}
        onChange={(value) => {
          setText('bus', value);
        }}
        choices={iopsParams.bus.values.map((value) => ({ value, label: busLabel(value) }))}
        error={errorFor('bus', busLabel(iopsParams.bus.defaultValue))}
      />
    </>
  );
}

/** A cloud volume: its size and, for gp3/io1/io2, the provisioned IOPS. */
export function VolumeFields({
  state,
  provisionedType,
}: Props & {
  /** The provisioned volume type; `null` for gp2, which has no IOPS to provision. */
  readonly provisionedType: ProvisionedVolumeType | null;
}): ReactNode {
  const { texts, setText } = state;
  const format = useIopsFormat();
  const { count } = format;
  const errorFor = useFieldError(iopsParams, state.errors);
  return (
    <>
      <NumberField
        name="size"
        label={pageText(iopsStrings, 'iops.field.size')}
        unit="GiB"
        value={texts.size}
        onChange={(text) => {
          setText('size', text);
        }}
        error={errorFor('size')}
      />
      {provisionedType !== null ? (
        <NumberField
          name="piops"
          label={pageText(iopsStrings, 'iops.field.piops')}
          unit="IOPS"
          value={texts.piops}
          onChange={(text) => {
            setText('piops', text);
          }}
          error={errorFor('piops')}
          hint={pageText(iopsStrings, 'iops.field.piops.hint', {
            min: count(PROVISIONED_VOLUME_LIMITS[provisionedType].minIops),
            max: count(PROVISIONED_VOLUME_LIMITS[provisionedType].maxIops),
            ratio: count(PROVISIONED_VOLUME_LIMITS[provisionedType].maxIopsPerGiB),
          })}
        />
      ) : null}
    </>
  );
}

/** An array of devices: the RAID level and the number of devices. */
export function ArrayFields({ state }: Props): ReactNode {
  const { values, texts, setText } = state;
  const format = useIopsFormat();
  const { count } = format;
  const errorFor = useFieldError(iopsParams, state.errors);
  const localized = useLocalizedText();
  return (
    <>
      <ChoiceField
        name="raid"
        label={pageText(iopsStrings, 'iops.field.raid')}
        value={values.raid}
        onChange={(value) => {
          setText('raid', value);
        }}
        choices={RAID_LEVEL_ORDER.map((level) => ({
          value: level,
          label: localized(RAID_LEVELS[level].label),
        }))}
        error={errorFor('raid', localized(RAID_LEVELS.raid10.label))}
        hint={pageText(iopsStrings, 'iops.field.raid.hint', {
          penalty: count(RAID_LEVELS[values.raid].writePenalty),
          min: count(RAID_LEVELS[values.raid].minDevices),
        })}
      />
      <NumberField
        name="n"
        label={pageText(iopsStrings, 'iops.field.n')}
        value={texts.n}
        onChange={(text) => {
          setText('n', text);
        }}
        error={errorFor('n')}
      />
    </>
  );
}
