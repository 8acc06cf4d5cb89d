import { translate } from '@docusaurus/Translate';
import type { LocalizedText } from '../../calculators/shared/types';
import {
  DEVICE_PRESETS,
  type BusInterface,
  type DevicePreset,
  type Era,
} from '../../calculators/iops/devicePresets';
import { GP2_LIMITS, PROVISIONED_VOLUME_LIMITS } from '../../calculators/iops/ebsVolumes';
import { RAID_LEVELS } from '../../calculators/iops/raid';
import type { StorageConfig } from '../../calculators/iops/sizing';
import type { ThrottleLimit } from '../../calculators/iops/throttle';
import type { Citation } from '../../calculators/iops/types';
import type { DeviceChoice } from './params';
import type { IopsFormat } from './shared';

/** Picks the page's language from a data module's bilingual text (see useLocalizedText). */
export type Localize = (text: LocalizedText) => string;

export function eraLabel(era: Era): string {
  switch (era) {
    case '2009':
      return translate({ id: 'iops.era.2009', message: '2009 年' });
    case '2012-2013':
      return translate({ id: 'iops.era.2012-2013', message: '2012〜13 年' });
    case 'current':
      return translate({ id: 'iops.era.current', message: '現行' });
  }
}

export function busLabel(bus: BusInterface): string {
  switch (bus) {
    case 'sata':
      return translate({ id: 'iops.bus.sata', message: 'SATA（NCQ はキュー深度 32 まで）' });
    case 'sas':
      return translate({ id: 'iops.bus.sas', message: 'SAS' });
    case 'network':
      return translate({ id: 'iops.bus.network', message: 'ネットワーク（クラウドのボリューム）' });
    case 'unknown':
      return translate({ id: 'iops.bus.unknown', message: '不明・その他（NVMe など）' });
  }
}

export function limitLabel(limit: ThrottleLimit): string {
  switch (limit) {
    case 'readCap':
      return translate({ id: 'iops.throttle.limit.readCap', message: '読み取りの上限' });
    case 'writeCap':
      return translate({ id: 'iops.throttle.limit.writeCap', message: '書き込みの上限' });
    case 'device':
      return translate({ id: 'iops.throttle.limit.device', message: 'デバイスの限界' });
  }
}

/** A preset's performance in one line: its IOPS, or the rule that gives them. */
export function presetFigure(item: DevicePreset, { iops, count }: IopsFormat): string {
  const model = item.performance;
  switch (model.kind) {
    case 'fixed':
      if (model.writeIops === null) {
        return translate(
          { id: 'iops.device.readOnlyFigure', message: '読み取り {read}' },
          { read: iops(model.readIops.value) },
        );
      }
      if (model.writeIops.value === model.readIops.value) return iops(model.readIops.value);
      return translate(
        { id: 'iops.device.readWriteFigure', message: '読み取り {read}/書き込み {write}' },
        { read: iops(model.readIops.value), write: iops(model.writeIops.value) },
      );
    case 'gp2':
      return translate({
        id: 'iops.device.gp2Figure',
        message: '容量 × 3 IOPS（100〜16,000）、3,000 までバースト',
      });
    case 'provisioned': {
      const limits = PROVISIONED_VOLUME_LIMITS[model.volumeType];
      return translate(
        { id: 'iops.device.provisionedFigure', message: '{min}〜{max} IOPS をプロビジョニング' },
        { min: count(limits.minIops), max: count(limits.maxIops) },
      );
    }
  }
}

/** Where a preset's figures come from, each source once. */
export function presetSources(item: DevicePreset): Citation[] {
  const model = item.performance;
  switch (model.kind) {
    case 'fixed':
      return model.writeIops === null || model.writeIops.source === model.readIops.source
        ? [model.readIops.source]
        : [model.readIops.source, model.writeIops.source];
    case 'gp2':
      return [GP2_LIMITS.source];
    case 'provisioned':
      return [PROVISIONED_VOLUME_LIMITS[model.volumeType].source];
  }
}

/** The device field's options: every preset with its era and figure, then a user-defined device. */
export function deviceChoices(
  format: IopsFormat,
  localized: Localize,
): { value: DeviceChoice; label: string }[] {
  return [
    ...DEVICE_PRESETS.map((item) => ({
      value: item.id,
      label: `${eraLabel(item.era)}: ${localized(item.label)} — ${presetFigure(item, format)}`,
    })),
    {
      value: 'custom',
      label: translate({ id: 'iops.device.custom', message: 'ユーザー定義（IOPS を入力）' }),
    },
  ];
}

/** The storage in a few words ("4 台の RAID 1+0", "gp2 500 GiB"), for result and chart labels. */
export function storageLabel(
  storage: StorageConfig,
  { iops, count }: IopsFormat,
  localized: Localize,
): string {
  switch (storage.kind) {
    case 'array':
      return translate(
        { id: 'iops.storage.arrayLabel', message: '{count} 台の {level}' },
        { count: count(storage.deviceCount), level: localized(RAID_LEVELS[storage.level].label) },
      );
    case 'gp2Volume':
      return translate(
        { id: 'iops.storage.gp2Label', message: 'gp2 {size} GiB' },
        { size: count(storage.sizeGiB) },
      );
    case 'provisionedVolume':
      return translate(
        { id: 'iops.storage.provisionedLabel', message: '{type} {size} GiB・{iops}' },
        {
          type: storage.volumeType,
          size: count(storage.sizeGiB),
          iops: iops(storage.provisionedIops),
        },
      );
  }
}
