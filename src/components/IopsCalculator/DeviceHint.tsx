import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import Translate from '@docusaurus/Translate';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { DevicePreset } from '../../calculators/iops/devicePresets';
import { presetFigure, presetSources } from './labels';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

/**
 * The device field's hint: a preset's figure, sources and note, or, for a
 * user-defined device, what to measure.
 */
export default function DeviceHint({
  preset,
}: {
  /** `null` for a user-defined device. */
  readonly preset: DevicePreset | null;
}): ReactNode {
  const format = useIopsFormat();
  const localized = useLocalizedText();
  if (preset === null) {
    return (
      <Translate id="iops.device.customHint">
        読み取りだけ・書き込みだけのランダム I/O
        で測った値を入れます。片方しかわからなければ同じ値を 2 回入れてください。
      </Translate>
    );
  }
  return (
    <>
      <span className={styles.figure}>{presetFigure(preset, format)}</span>{' '}
      {presetSources(preset).map((source) => (
        <span key={source.source}>
          <Translate id="iops.device.source" values={{ source: <Citation source={source} /> }}>
            {'出典: {source}'}
          </Translate>{' '}
        </span>
      ))}
      {preset.note ? localized(preset.note) : null}
    </>
  );
}
