import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { DevicePreset } from '../../calculators/iops/devicePresets';
import { presetFigure, presetSources } from './labels';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
    return pageText(iopsStrings, 'iops.device.customHint');
  }
  return (
    <>
      <span className={styles.figure}>{presetFigure(preset, format)}</span>{' '}
      {presetSources(preset).map((source) => (
        <span key={source.source}>
          {pageText(iopsStrings, 'iops.device.source', {
            source: <Citation source={source} />,
          })}{' '}
        </span>
      ))}
      {preset.note ? localized(preset.note) : null}
    </>
  );
}
