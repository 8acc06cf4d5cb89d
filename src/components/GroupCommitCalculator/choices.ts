import { translate } from '@docusaurus/Translate';
import { fsyncDevicePresets } from '../../calculators/group-commit/fsyncDevices';
import type { LocalizedText } from '../../calculators/shared/types';
import type { Choice } from '../ChoiceField';

// The choices of the settings' drop-downs, labelled in the page's language.

export function binlogChoices(): readonly Choice<string>[] {
  return [
    { value: 'on', label: translate({ id: 'groupCommit.field.binlog.on', message: '有効' }) },
    {
      value: 'off',
      label: translate({ id: 'groupCommit.field.binlog.off', message: '無効' }),
    },
  ];
}

export function trxChoices(): readonly Choice<string>[] {
  return [
    {
      value: '1',
      label: translate({
        id: 'groupCommit.field.trx.1',
        message: '1 — コミットごとに書いて fsync',
      }),
    },
    {
      value: '2',
      label: translate({
        id: 'groupCommit.field.trx.2',
        message: '2 — コミットごとに OS へ書き、fsync は約 1 秒ごと',
      }),
    },
    {
      value: '0',
      label: translate({
        id: 'groupCommit.field.trx.0',
        message: '0 — 書き出しも fsync も約 1 秒ごと',
      }),
    },
  ];
}

export function xaChoices(): readonly Choice<string>[] {
  return [
    {
      value: '1',
      label: translate({ id: 'groupCommit.field.xa.1', message: '1 — 2 相コミットを使う' }),
    },
    {
      value: '0',
      label: translate({
        id: 'groupCommit.field.xa.0',
        message: '0 — 使わない（prepare を省く）',
      }),
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
      label: translate({ id: 'groupCommit.field.device.custom', message: '自分で入力する' }),
    },
  ];
}

/** The default way to give a custom device's speed (also the fallback named in its error). */
export function fsyncUnitRateLabel(): string {
  return translate({
    id: 'groupCommit.field.fsyncUnit.rate',
    message: '1 秒あたりの fsync 回数',
  });
}

export function fsyncUnitChoices(): readonly Choice<string>[] {
  return [
    { value: 'rate', label: fsyncUnitRateLabel() },
    {
      value: 'latency',
      label: translate({
        id: 'groupCommit.field.fsyncUnit.latency',
        message: 'fsync 1 回の時間（µs）',
      }),
    },
  ];
}
