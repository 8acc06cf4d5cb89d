import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
      <Translate
        id="hitRatio.preset.source"
        values={{ source: <LangMarkedText>{citationText(preset.source, locale)}</LangMarkedText> }}
      >
        {'出典: {source}'}
      </Translate>
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
        label={
          <Translate id="hitRatio.field.memDevice">ヒットしたときのアクセス（メモリ）</Translate>
        }
        choices={presetChoices(hitRatioParams.memDevice.values)}
        hint={memoryPreset ? <PresetHint preset={memoryPreset} /> : null}
      />
      <ChoiceField
        {...diskDevice}
        label={
          <Translate id="hitRatio.field.diskDevice">ミスしたときのアクセス（ストレージ）</Translate>
        }
        choices={presetChoices(hitRatioParams.diskDevice.values)}
        hint={diskPreset ? <PresetHint preset={diskPreset} /> : null}
      />
      <NumberField
        {...fields.numberField('overhead')}
        label={<Translate id="hitRatio.field.overhead">1 要求あたりの固定コスト</Translate>}
        unit="ns"
        hint={
          <Translate id="hitRatio.field.overhead.hint">
            SQL の解析や実行計画、ネットワークなど、ヒットしてもミスしてもかかる処理時間です。
          </Translate>
        }
      />
    </>
  );
}
