import React, { type ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import { findDevicePreset, type DevicePreset } from '../../calculators/hit-ratio/devicePresets';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { citationText } from '../Citation';
import { usePageLocale } from '../../hooks/usePageLocale';
import { hitRatioParams } from './params';
import type { HitRatioFields } from './useHitRatioFields';
import LangMarkedText from '../LangMarkedText';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly fields: HitRatioFields;
}

/** The device presets of one side, each labelled with its latency. */
function usePresetChoices(): (ids: readonly string[]) => { value: string; label: string }[] {
  const localized = useLocalizedText();
  const format = useNumberFormat();
  return (ids) =>
    ids.map((id) => {
      const preset = findDevicePreset(id);
      return {
        value: id,
        label: preset ? `${localized(preset.label)} — ${format.durationNs(preset.latencyNs)}` : id,
      };
    });
}

/** The chosen preset's note and source, under its field. */
function PresetHint({ preset }: { readonly preset: DevicePreset }): ReactNode {
  const { locale } = usePageLocale();
  const localized = useLocalizedText();
  return (
    <>
      {localized(preset.note)}{' '}
      {pageText(hitRatioStrings, 'hitRatio.preset.source', {
        source: <LangMarkedText>{citationText(preset.source, locale)}</LangMarkedText>,
      })}
    </>
  );
}

/** Costs from device latencies: memory and storage presets plus a fixed per-request overhead. */
export default function DeviceCostFields({ fields }: Props): ReactNode {
  const presetChoices = usePresetChoices();
  const memDevice = fields.choiceField('memDevice');
  const diskDevice = fields.choiceField('diskDevice');
  const memoryPreset = findDevicePreset(memDevice.value);
  const diskPreset = findDevicePreset(diskDevice.value);
  return (
    <>
      <ChoiceField
        {...memDevice}
        label={pageText(hitRatioStrings, 'hitRatio.field.memDevice')}
        choices={presetChoices(hitRatioParams.memDevice.values)}
        hint={memoryPreset ? <PresetHint preset={memoryPreset} /> : null}
      />
      <ChoiceField
        {...diskDevice}
        label={pageText(hitRatioStrings, 'hitRatio.field.diskDevice')}
        choices={presetChoices(hitRatioParams.diskDevice.values)}
        hint={diskPreset ? <PresetHint preset={diskPreset} /> : null}
      />
      <NumberField
        {...fields.numberField('overhead')}
        label={pageText(hitRatioStrings, 'hitRatio.field.overhead')}
        unit="ns"
        hint={pageText(hitRatioStrings, 'hitRatio.field.overhead.hint')}
      />
    </>
  );
}
