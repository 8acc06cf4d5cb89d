/**
 * Storage device presets: figures stated in the sources (2009 HDD/SSD rules of
 * thumb, the 2012 Plextor catalog, the 2013 EBS Standard measurements) and current
 * EBS volume types, plus a user-defined device.
 *
 * A preset never carries a number its source does not state: where a source gives
 * only a read figure, the write figure is `null` and mixed-workload maths refuses to
 * guess (`writeIopsNotStated`).
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, checkBound } from './bounds';
import {
  GP2_LIMITS,
  type ProvisionedVolumeType,
  type VolumeError,
  gp2BaselineIops,
  validateProvisionedVolume,
} from './ebsVolumes';
import {
  SEED_BENCHMARK_PARALLELISM,
  SEED_EBS_STANDARD_POST,
  SEED_PROVISIONED_IOPS_POST,
} from './sources';
import { type LocalizedText, type CalculationResult, type SourcedValue, err, ok } from './types';

/** Period a preset belongs to. */
export type Era = '2009' | '2012-2013' | 'current';

/**
 * How the device attaches. `sata` matters for queueing: SATA NCQ accepts at most
 * 32 outstanding commands.
 */
export type BusInterface = 'sata' | 'sas' | 'network' | 'unknown';

/** How a preset's IOPS are obtained. */
export type DevicePerformanceModel =
  /** Fixed figures. `writeIops` is `null` when the source states no write figure. */
  | {
      readonly kind: 'fixed';
      readonly readIops: SourcedValue;
      readonly writeIops: SourcedValue | null;
    }
  /** gp2: baseline depends on size; bursts to 3,000 while credits last. */
  | { readonly kind: 'gp2' }
  /** gp3/io1/io2: the user provisions IOPS within the type's limits. */
  | { readonly kind: 'provisioned'; readonly volumeType: ProvisionedVolumeType };

/** Stable identifiers of the presets (used in URLs). */
export type DevicePresetId =
  | 'sas-hdd-single'
  | 'sas-hdd-many'
  | 'intel-ssd-single'
  | 'intel-ssd-parallel'
  | 'plextor-px256m2p-catalog'
  | 'ebs-standard-average'
  | 'ebs-standard-burst'
  | 'ebs-standard-after-burst'
  | 'ebs-gp2'
  | 'ebs-gp3'
  | 'ebs-io1'
  | 'ebs-io2';

/** One selectable device. */
export interface DevicePreset {
  readonly id: DevicePresetId;
  readonly label: LocalizedText;
  readonly era: Era;
  readonly busInterface: BusInterface;
  readonly performance: DevicePerformanceModel;
  /** Caveats the UI should show next to the figures. */
  readonly note?: LocalizedText;
}

const sasHddSingle: SourcedValue = { value: 200, source: SEED_BENCHMARK_PARALLELISM };
const sasHddMany: SourcedValue = { value: 500, source: SEED_BENCHMARK_PARALLELISM };
const ebsStandardAverage: SourcedValue = { value: 100, source: SEED_EBS_STANDARD_POST };

/** All presets, in display order (oldest first). */
export const DEVICE_PRESETS: readonly DevicePreset[] = [
  {
    id: 'sas-hdd-single',
    label: { ja: 'SAS HDD(単一接続)', en: 'SAS HDD (single connection)' },
    era: '2009',
    busInterface: 'sas',
    // The source gives one random-access figure without a read/write split.
    performance: { kind: 'fixed', readIops: sasHddSingle, writeIops: sasHddSingle },
    note: {
      ja: 'ランダムアクセス性能の概算値。読み書きの区別はない。',
      en: 'Rough random-access figure; the source does not split reads and writes.',
    },
  },
  {
    id: 'sas-hdd-many',
    label: { ja: 'SAS HDD(大量接続)', en: 'SAS HDD (many connections)' },
    era: '2009',
    busInterface: 'sas',
    performance: { kind: 'fixed', readIops: sasHddMany, writeIops: sasHddMany },
    note: {
      ja: 'コマンドキューイングで並列度を上げたときの概算値。',
      en: 'Rough figure with command queueing under many concurrent connections.',
    },
  },
  {
    id: 'intel-ssd-single',
    label: { ja: 'Intel SSD(1接続)', en: 'Intel SSD (one connection)' },
    era: '2009',
    busInterface: 'sata',
    performance: {
      kind: 'fixed',
      readIops: { value: 5_000, source: SEED_BENCHMARK_PARALLELISM },
      writeIops: null,
    },
    note: {
      ja: 'ランダムリードの値のみ。書き込み性能は出典に記載がない。',
      en: 'Random reads only; the source gives no write figure.',
    },
  },
  {
    id: 'intel-ssd-parallel',
    label: { ja: 'Intel SSD(大量接続)', en: 'Intel SSD (many connections)' },
    era: '2009',
    busInterface: 'sata',
    performance: {
      kind: 'fixed',
      readIops: { value: 25_000, source: SEED_BENCHMARK_PARALLELISM },
      writeIops: null,
    },
    note: {
      ja: 'ランダムリードで「25,000近く」。書き込み性能は出典に記載がない。',
      en: 'Random reads, "close to 25,000"; the source gives no write figure.',
    },
  },
  {
    id: 'plextor-px256m2p-catalog',
    label: { ja: 'Plextor PX-256M2P(カタログ値)', en: 'Plextor PX-256M2P (catalog)' },
    era: '2012-2013',
    busInterface: 'sata',
    performance: {
      kind: 'fixed',
      readIops: { value: 70_000, source: SEED_PROVISIONED_IOPS_POST },
      writeIops: { value: 65_000, source: SEED_PROVISIONED_IOPS_POST },
    },
    note: {
      ja: 'カタログ値。実測もほぼ同じだったが、読み書き混在やブロックサイズ拡大で下がる。',
      en: 'Catalog figures, roughly matched by fio; mixed I/O and larger blocks are lower.',
    },
  },
  {
    id: 'ebs-standard-average',
    label: { ja: 'EBS Standard(ドキュメント上の平均)', en: 'EBS Standard (documented average)' },
    era: '2012-2013',
    busInterface: 'network',
    performance: { kind: 'fixed', readIops: ebsStandardAverage, writeIops: ebsStandardAverage },
    note: {
      ja: 'AWSドキュメントの「平均約100 IOPS」(記事中の引用)。',
      en: 'AWS documentation\'s "about 100 IOPS on average", as quoted in the post.',
    },
  },
  {
    id: 'ebs-standard-burst',
    label: { ja: 'EBS Standard(バースト時)', en: 'EBS Standard (bursting)' },
    era: '2012-2013',
    busInterface: 'network',
    performance: {
      kind: 'fixed',
      readIops: { value: 14_000, source: SEED_EBS_STANDARD_POST },
      writeIops: null,
    },
    note: {
      ja: '8GBファイル・Queue Depth 8のランダムリード実測。数秒〜数十秒で終わる。',
      en: 'Measured random reads, 8 GB file, queue depth 8; lasted seconds to tens of seconds.',
    },
  },
  {
    id: 'ebs-standard-after-burst',
    label: { ja: 'EBS Standard(バースト後)', en: 'EBS Standard (after the burst)' },
    era: '2012-2013',
    busInterface: 'network',
    performance: {
      kind: 'fixed',
      readIops: { value: 300, source: SEED_EBS_STANDARD_POST },
      writeIops: null,
    },
    note: {
      ja: '実測は300〜600 IOPS。サイジングでは下限の300を使う。',
      en: 'Measured 300-600 IOPS; sizing uses the lower end, 300.',
    },
  },
  {
    id: 'ebs-gp2',
    label: { ja: 'EBS gp2', en: 'EBS gp2' },
    era: 'current',
    busInterface: 'network',
    performance: { kind: 'gp2' },
    note: {
      ja: 'ベースラインは容量×3 IOPS(100〜16,000)。1,000 GiB未満はクレジットで3,000までバースト。',
      en: 'Baseline 3 IOPS per GiB (100-16,000); below 1,000 GiB it bursts to 3,000 on credits.',
    },
  },
  {
    id: 'ebs-gp3',
    label: { ja: 'EBS gp3', en: 'EBS gp3' },
    era: 'current',
    busInterface: 'network',
    performance: { kind: 'provisioned', volumeType: 'gp3' },
    note: {
      ja: '3,000 IOPS込み。最大80,000(500 IOPS/GiB)。2025年9月に16,000から引き上げ。',
      en: '3,000 IOPS included, up to 80,000 (500 IOPS per GiB); raised from 16,000 in September 2025.',
    },
  },
  {
    id: 'ebs-io1',
    label: { ja: 'EBS io1', en: 'EBS io1' },
    era: 'current',
    busInterface: 'network',
    performance: { kind: 'provisioned', volumeType: 'io1' },
    note: {
      ja: '100〜64,000 IOPS、最大50 IOPS/GiB。',
      en: '100-64,000 IOPS, at most 50 IOPS per GiB.',
    },
  },
  {
    id: 'ebs-io2',
    label: { ja: 'EBS io2 Block Express', en: 'EBS io2 Block Express' },
    era: 'current',
    busInterface: 'network',
    performance: { kind: 'provisioned', volumeType: 'io2' },
    note: {
      ja: '100〜256,000 IOPS、最大1,000 IOPS/GiB。',
      en: '100-256,000 IOPS, at most 1,000 IOPS per GiB.',
    },
  },
];

/** Looks a preset up by id; `undefined` for unknown ids (e.g. from a URL). */
export function findDevicePreset(id: string): DevicePreset | undefined {
  return DEVICE_PRESETS.find((preset) => preset.id === id);
}

/** Sustained IOPS a concrete device delivers, per direction. */
export interface DeviceCapability {
  /** Random reads per second with a 100 % read mix. */
  readonly readIops: number;
  /** Random writes per second with a 100 % write mix; `null` if not stated. */
  readonly writeIops: number | null;
  readonly busInterface: BusInterface;
  /** Short-term burst ceiling (gp2 below 1,000 GiB), else `null`. */
  readonly burstIops: number | null;
}

/** Size and provisioned IOPS for volume presets; ignored by fixed presets. */
export interface VolumeParameters {
  readonly sizeGiB?: number;
  readonly provisionedIops?: number;
}

/** Why a device capability could not be resolved. */
export type DeviceError =
  | 'unknownPreset'
  | 'volumeSizeRequired'
  | 'provisionedIopsRequired'
  | 'deviceIopsInvalid'
  | VolumeError;

/**
 * Turns a preset (and, for volumes, size and provisioned IOPS) into the IOPS it
 * sustains. gp2 yields its baseline, with the burst ceiling reported separately.
 */
export function resolveDeviceCapability(
  id: DevicePresetId,
  parameters: VolumeParameters = {},
): CalculationResult<DeviceCapability, DeviceError> {
  const preset = findDevicePreset(id);
  if (preset === undefined) return err('unknownPreset');
  const model = preset.performance;
  switch (model.kind) {
    case 'fixed':
      return ok({
        readIops: model.readIops.value,
        writeIops: model.writeIops === null ? null : model.writeIops.value,
        busInterface: preset.busInterface,
        burstIops: null,
      });
    case 'gp2': {
      if (parameters.sizeGiB === undefined) return err('volumeSizeRequired');
      const baseline = gp2BaselineIops(parameters.sizeGiB);
      if (!baseline.ok) return baseline;
      return ok({
        readIops: baseline.value,
        writeIops: baseline.value,
        busInterface: preset.busInterface,
        burstIops: baseline.value < GP2_LIMITS.burstIops ? GP2_LIMITS.burstIops : null,
      });
    }
    case 'provisioned': {
      if (parameters.sizeGiB === undefined) return err('volumeSizeRequired');
      if (parameters.provisionedIops === undefined) return err('provisionedIopsRequired');
      const iops = validateProvisionedVolume(
        model.volumeType,
        parameters.sizeGiB,
        parameters.provisionedIops,
      );
      if (!iops.ok) return iops;
      // A volume's IOPS limit counts reads and writes together.
      return ok({
        readIops: iops.value,
        writeIops: iops.value,
        busInterface: preset.busInterface,
        burstIops: null,
      });
    }
  }
}

/**
 * A user-defined device. Both directions are required so that mixed workloads can
 * be sized; for a device with one figure, enter it twice.
 */
export function customDeviceCapability(
  readIops: number,
  writeIops: number,
  busInterface: BusInterface = 'unknown',
): CalculationResult<DeviceCapability, 'deviceIopsInvalid'> {
  if (
    checkBound(readIops, IOPS_INPUT_BOUNDS.deviceIops) !== null ||
    checkBound(writeIops, IOPS_INPUT_BOUNDS.deviceIops) !== null
  ) {
    return err('deviceIopsInvalid');
  }
  return ok({ readIops, writeIops, busInterface, burstIops: null });
}

/** Why a mixed-workload device figure could not be computed. */
export type MixedDeviceError = 'readPercentInvalid' | 'writeIopsNotStated' | 'deviceIopsInvalid';

/**
 * IOPS a device sustains at a read/write mix, assuming each read occupies it for
 * 1/readIops s and each write for 1/writeIops s: 1 / (r/readIops + w/writeIops).
 *
 * This is an optimistic upper estimate: the 2012-12-17 post measured lower IOPS for
 * mixed I/O than for pure reads or pure writes on the same SSD, which this model
 * does not capture. With equal read and write figures it returns that figure.
 */
export function mixedDeviceIops(
  capability: DeviceCapability,
  readPercent: number,
): CalculationResult<number, MixedDeviceError> {
  if (checkBound(readPercent, IOPS_INPUT_BOUNDS.readPercent) !== null)
    return err('readPercentInvalid');
  if (!(capability.readIops > 0) || !Number.isFinite(capability.readIops))
    return err('deviceIopsInvalid');
  const readShare = readPercent / 100;
  const writeShare = 1 - readShare;
  if (writeShare === 0) return ok(capability.readIops);
  if (capability.writeIops === null) return err('writeIopsNotStated');
  if (!(capability.writeIops > 0) || !Number.isFinite(capability.writeIops))
    return err('deviceIopsInvalid');
  if (readShare === 0) return ok(capability.writeIops);
  return ok(1 / (readShare / capability.readIops + writeShare / capability.writeIops));
}
