/**
 * RAID arithmetic: write penalty per level, the random IOPS an array delivers for a
 * read/write mix, and the number of devices a demand needs.
 *
 * Each front-end write costs `penalty` back-end I/Os (RAID 1/10 write both mirrors;
 * RAID 5 reads old data and parity, then writes both; RAID 6 does the same with two
 * parities). Reads cost one. So N devices of D IOPS each serve
 * `N·D / (r + (1 − r)·penalty)` front-end IOPS at read share r. This is EMC's
 * "disk load = read% × IOPS + penalty × write% × IOPS" solved for IOPS; it ignores
 * controller write-back cache, which hides the penalty until the cache fills.
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, MAX_REQUIRED_IOPS, ceilTolerant, checkBound } from './bounds';
import { EMC_ISM_RAID, IBM_RAID_LEVEL_SUMMARY } from './sources';
import { type LocalizedText, type CalculationResult, type VendorCitation, err, ok } from './types';

/** RAID levels the calculator offers. A one-device RAID 0 stands for "no RAID". */
export type RaidLevel = 'raid0' | 'raid1' | 'raid5' | 'raid6' | 'raid10';

/** Properties of one RAID level. */
export interface RaidLevelSpec {
  readonly level: RaidLevel;
  readonly label: LocalizedText;
  /** Back-end I/Os per front-end random write. */
  readonly writePenalty: number;
  /** Fewest devices the level can be built from. */
  readonly minDevices: number;
  /** Whether the device count must be even (mirrored pairs). */
  readonly evenDevicesOnly: boolean;
  /** Source of the write penalty. */
  readonly penaltySource: VendorCitation;
  /** Source of the device-count rule. */
  readonly minDevicesSource: VendorCitation;
}

/** Write penalty and device-count rules per level. */
export const RAID_LEVELS: Readonly<Record<RaidLevel, RaidLevelSpec>> = {
  raid0: {
    level: 'raid0',
    label: { ja: 'RAID 0(RAIDなし・ストライピング)', en: 'RAID 0 (no RAID / striping)' },
    writePenalty: 1,
    minDevices: 1,
    evenDevicesOnly: false,
    penaltySource: EMC_ISM_RAID,
    minDevicesSource: IBM_RAID_LEVEL_SUMMARY,
  },
  raid1: {
    level: 'raid1',
    label: { ja: 'RAID 1(ミラーリング)', en: 'RAID 1 (mirroring)' },
    writePenalty: 2,
    minDevices: 2,
    evenDevicesOnly: true,
    penaltySource: EMC_ISM_RAID,
    minDevicesSource: IBM_RAID_LEVEL_SUMMARY,
  },
  raid5: {
    level: 'raid5',
    label: { ja: 'RAID 5(分散パリティ)', en: 'RAID 5 (distributed parity)' },
    writePenalty: 4,
    minDevices: 3,
    evenDevicesOnly: false,
    penaltySource: EMC_ISM_RAID,
    minDevicesSource: IBM_RAID_LEVEL_SUMMARY,
  },
  raid6: {
    level: 'raid6',
    label: { ja: 'RAID 6(二重パリティ)', en: 'RAID 6 (dual parity)' },
    writePenalty: 6,
    minDevices: 4,
    evenDevicesOnly: false,
    penaltySource: EMC_ISM_RAID,
    minDevicesSource: IBM_RAID_LEVEL_SUMMARY,
  },
  raid10: {
    level: 'raid10',
    label: { ja: 'RAID 1+0(ミラー+ストライプ)', en: 'RAID 1+0 (striped mirrors)' },
    writePenalty: 2,
    minDevices: 2,
    evenDevicesOnly: true,
    penaltySource: EMC_ISM_RAID,
    minDevicesSource: IBM_RAID_LEVEL_SUMMARY,
  },
};

/** RAID levels in display order. */
export const RAID_LEVEL_ORDER: readonly RaidLevel[] = [
  'raid0',
  'raid1',
  'raid10',
  'raid5',
  'raid6',
];

/** Whether a string is a {@link RaidLevel} (for URL parsing). */
export function isRaidLevel(value: string): value is RaidLevel {
  return Object.prototype.hasOwnProperty.call(RAID_LEVELS, value);
}

/** Why an array figure could not be computed. */
export type RaidError =
  | 'readPercentInvalid'
  | 'deviceIopsInvalid'
  | 'deviceCountInvalid'
  | 'deviceCountBelowMinimum'
  | 'deviceCountMustBeEven'
  | 'demandInvalid';

/** Whether a device count is allowed for the level (minimum and parity rules). */
export function isValidDeviceCount(level: RaidLevel, deviceCount: number): boolean {
  const spec = RAID_LEVELS[level];
  return (
    Number.isInteger(deviceCount) &&
    deviceCount >= spec.minDevices &&
    (!spec.evenDevicesOnly || deviceCount % 2 === 0)
  );
}

/**
 * Back-end I/Os per front-end I/O at a read share: r + (1 − r)·penalty.
 * Reads cost one back-end I/O each, writes cost the level's penalty.
 */
export function backendIosPerFrontendIo(level: RaidLevel, readPercent: number): number {
  const readShare = readPercent / 100;
  return readShare + (1 - readShare) * RAID_LEVELS[level].writePenalty;
}

/** Input to {@link arrayIops}. */
export interface ArrayIopsInput {
  readonly level: RaidLevel;
  readonly deviceCount: number;
  /** IOPS one device sustains at the workload's mix. */
  readonly deviceIops: number;
  readonly readPercent: number;
}

/**
 * Front-end random IOPS an array delivers: N·deviceIops / (r + (1 − r)·penalty).
 */
export function arrayIops(input: ArrayIopsInput): CalculationResult<number, RaidError> {
  const { level, deviceCount, deviceIops, readPercent } = input;
  if (checkBound(readPercent, IOPS_INPUT_BOUNDS.readPercent) !== null)
    return err('readPercentInvalid');
  if (checkBound(deviceIops, IOPS_INPUT_BOUNDS.deviceIops) !== null)
    return err('deviceIopsInvalid');
  if (checkBound(deviceCount, IOPS_INPUT_BOUNDS.deviceCount) !== null)
    return err('deviceCountInvalid');
  const spec = RAID_LEVELS[level];
  if (deviceCount < spec.minDevices) return err('deviceCountBelowMinimum');
  if (spec.evenDevicesOnly && deviceCount % 2 !== 0) return err('deviceCountMustBeEven');
  return ok((deviceCount * deviceIops) / backendIosPerFrontendIo(level, readPercent));
}

/**
 * Smallest valid device count rounded up from a raw count: at least the level's
 * minimum, and even where the level needs pairs.
 */
export function roundUpToValidDeviceCount(level: RaidLevel, rawCount: number): number {
  const spec = RAID_LEVELS[level];
  const count = Math.max(spec.minDevices, ceilTolerant(rawCount));
  return spec.evenDevicesOnly && count % 2 !== 0 ? count + 1 : count;
}

/** Input to {@link devicesNeeded}. */
export interface DevicesNeededInput {
  readonly level: RaidLevel;
  readonly deviceIops: number;
  readonly readPercent: number;
  /** Front-end IOPS the array must serve, 0 to {@link MAX_REQUIRED_IOPS}. */
  readonly demandIops: number;
}

/**
 * Fewest devices whose array serves the demand, respecting the level's minimum
 * and even-count rules. The count may exceed the device-count input bound; the
 * caller decides how to present an impractically large array.
 */
export function devicesNeeded(input: DevicesNeededInput): CalculationResult<number, RaidError> {
  const { level, deviceIops, readPercent, demandIops } = input;
  if (checkBound(readPercent, IOPS_INPUT_BOUNDS.readPercent) !== null)
    return err('readPercentInvalid');
  if (checkBound(deviceIops, IOPS_INPUT_BOUNDS.deviceIops) !== null)
    return err('deviceIopsInvalid');
  if (!Number.isFinite(demandIops) || demandIops < 0 || demandIops > MAX_REQUIRED_IOPS) {
    return err('demandInvalid');
  }
  const backendLoad = demandIops * backendIosPerFrontendIo(level, readPercent);
  return ok(roundUpToValidDeviceCount(level, backendLoad / deviceIops));
}
