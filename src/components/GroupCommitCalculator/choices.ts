import { fsyncDevicePresets } from '../../calculators/group-commit/fsyncDevices';
import type { LocalizedText } from '../../calculators/shared/types';
import type { Choice } from '../ChoiceField';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

// The choices of the settings' drop-downs, labelled in the page's language.

export function binlogChoices(): readonly Choice<string>[] {
  return [
    { value: 'on', label: pageText(groupCommitStrings, 'groupCommit.field.binlog.on') },
    {
      value: 'off',
      label: pageText(groupCommitStrings, 'groupCommit.field.binlog.off'),
    },
  ];
}

export function trxChoices(): readonly Choice<string>[] {
  return [
    {
      value: '1',
      label: pageText(groupCommitStrings, 'groupCommit.field.trx.1'),
    },
    {
      value: '2',
      label: pageText(groupCommitStrings, 'groupCommit.field.trx.2'),
    },
    {
      value: '0',
      label: pageText(groupCommitStrings, 'groupCommit.field.trx.0'),
    },
  ];
}

export function xaChoices(): readonly Choice<string>[] {
  return [
    {
      value: '1',
      label: pageText(groupCommitStrings, 'groupCommit.field.xa.1'),
    },
    {
      value: '0',
      label: pageText(groupCommitStrings, 'groupCommit.field.xa.0'),
    },
  ];
}

/** The storage presets, then "type your own". */
export function deviceChoices(
  localized: (text: LocalizedText) => string,
): readonly Choice<string>[] {
  return [
    ...fsyncDevicePresets.map((item) => ({
      value: item.id,
      label: localized(item.label),
    })),
    {
      value: 'custom',
      label: pageText(groupCommitStrings, 'groupCommit.field.device.custom'),
    },
  ];
}

/** The default way to give a custom device's speed (also the fallback named in its error). */
export function fsyncUnitRateLabel(): string {
  return pageText(groupCommitStrings, 'groupCommit.field.fsyncUnit.rate');
}

export function fsyncUnitChoices(): readonly Choice<string>[] {
  return [
    { value: 'rate', label: fsyncUnitRateLabel() },
    {
      value: 'latency',
      label: pageText(groupCommitStrings, 'groupCommit.field.fsyncUnit.latency'),
    },
  ];
}
