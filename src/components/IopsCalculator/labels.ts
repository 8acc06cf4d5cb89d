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
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** Picks the page's language from a data module's bilingual text (see useLocalizedText). */
export type Localize = (text: LocalizedText) => string;

export function eraLabel(era: Era): string {
  switch (era) {
    case '2009':
      return pageText(iopsStrings, 'iops.era.2009');
    case '2012-2013':
      return pageText(iopsStrings, 'iops.era.2012-2013');
    case 'current':
      return pageText(iopsStrings, 'iops.era.current');
  }
}

export function busLabel(bus: BusInterface): string {
  switch (bus) {
    case 'sata':
      return pageText(iopsStrings, 'iops.bus.sata');
    case 'sas':
      return pageText(iopsStrings, 'iops.bus.sas');
    case 'network':
      return pageText(iopsStrings, 'iops.bus.network');
    case 'unknown':
      return pageText(iopsStrings, 'iops.bus.unknown');
  }
}

export function limitLabel(limit: ThrottleLimit): string {
  switch (limit) {
    case 'readCap':
      return pageText(iopsStrings, 'iops.throttle.limit.readCap');
    case 'writeCap':
      return pageText(iopsStrings, 'iops.throttle.limit.writeCap');
    case 'device':
      return pageText(iopsStrings, 'iops.throttle.limit.device');
  }
}

/** A preset's performance in one line: its IOPS, or the rule that gives them. */
export function presetFigure(item: DevicePreset, { iops, count }: IopsFormat): string {
  const model = item.performance;
  switch (model.kind) {
    case 'fixed':
      if (model.writeIops === null) {
        return pageText(iopsStrings, 'iops.device.readOnlyFigure', {
          read: iops(model.readIops.value),
        });
      }
      if (model.writeIops.value === model.readIops.value) return iops(model.readIops.value);
      return pageText(iopsStrings, 'iops.device.readWriteFigure', {
        read: iops(model.readIops.value),
        write: iops(model.writeIops.value),
      });
    case 'gp2':
      return pageText(iopsStrings, 'iops.device.gp2Figure');
    case 'provisioned': {
      const limits = PROVISIONED_VOLUME_LIMITS[model.volumeType];
      return pageText(iopsStrings, 'iops.device.provisionedFigure', {
        min: count(limits.minIops),
        max: count(limits.maxIops),
      });
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
      label: pageText(iopsStrings, 'iops.device.custom'),
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
      return pageText(iopsStrings, 'iops.storage.arrayLabel', {
        count: count(storage.deviceCount),
        level: localized(RAID_LEVELS[storage.level].label),
      });
    case 'gp2Volume':
      return pageText(iopsStrings, 'iops.storage.gp2Label', { size: count(storage.sizeGiB) });
    case 'provisionedVolume':
      return pageText(iopsStrings, 'iops.storage.provisionedLabel', {
        type: storage.volumeType,
        size: count(storage.sizeGiB),
        iops: iops(storage.provisionedIops),
      });
  }
}
