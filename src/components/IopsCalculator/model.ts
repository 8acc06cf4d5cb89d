/**
 * Turns the calculator's (already bounds-checked) inputs into the maths
 * module's storage configuration. Inputs that are valid numbers but do not fit
 * the chosen device (an odd count for RAID 1+0, a 20 TiB gp2 volume, 10 IOPS
 * on gp3) are replaced by the nearest value that does, and reported, so the
 * result is never blank.
 */

import { MAX_IOPS } from '../../calculators/iops/bounds';
import {
  type BusInterface,
  type DeviceCapability,
  type DevicePreset,
  customDeviceCapability,
  findDevicePreset,
  mixedDeviceIops,
  resolveDeviceCapability,
} from '../../calculators/iops/devicePresets';
import {
  GP2_LIMITS,
  PROVISIONED_VOLUME_LIMITS,
  type ProvisionedVolumeType,
  type VolumeError,
  gp2BaselineIops,
  maxProvisionableIops,
  validateProvisionedVolume,
} from '../../calculators/iops/ebsVolumes';
import {
  RAID_LEVELS,
  type RaidLevel,
  arrayIops,
  isValidDeviceCount,
  roundUpToValidDeviceCount,
} from '../../calculators/iops/raid';
import type { SizingError, StorageConfig } from '../../calculators/iops/sizing';
import type { CalculationResult } from '../../calculators/iops/types';
import type { DeviceChoice } from './params';

/** A replaced input: what was wrong and the value used instead. */
export type StorageAdjustment =
  | {
      readonly kind: 'deviceCount';
      readonly level: RaidLevel;
      readonly minDevices: number;
      readonly evenOnly: boolean;
      readonly used: number;
    }
  | {
      readonly kind: 'volumeSize';
      readonly minGiB: number;
      readonly maxGiB: number;
      readonly used: number;
    }
  | {
      readonly kind: 'provisionedIops';
      readonly code: VolumeError;
      readonly minIops: number;
      readonly maxIops: number;
      readonly used: number;
    };

export interface StorageInputs {
  readonly dev: DeviceChoice;
  readonly dr: number;
  readonly dw: number;
  readonly bus: BusInterface;
  readonly raid: RaidLevel;
  readonly n: number;
  readonly size: number;
  readonly piops: number;
}

export interface ResolvedStorage {
  /** `null` for a user-defined device. */
  readonly preset: DevicePreset | null;
  readonly storage: StorageConfig;
  readonly busInterface: BusInterface;
  /** One device of an array; `null` for cloud volumes. */
  readonly device: DeviceCapability | null;
  readonly adjustments: readonly StorageAdjustment[];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function resolveVolume(
  type: ProvisionedVolumeType,
  inputs: StorageInputs,
  adjustments: StorageAdjustment[],
): StorageConfig {
  const limits = PROVISIONED_VOLUME_LIMITS[type];
  const sizeGiB = clamp(inputs.size, limits.minSizeGiB, limits.maxSizeGiB);
  if (sizeGiB !== inputs.size) {
    adjustments.push({
      kind: 'volumeSize',
      minGiB: limits.minSizeGiB,
      maxGiB: limits.maxSizeGiB,
      used: sizeGiB,
    });
  }
  let provisionedIops = inputs.piops;
  const valid = validateProvisionedVolume(type, sizeGiB, provisionedIops);
  if (!valid.ok) {
    const ceiling = maxProvisionableIops(type, sizeGiB);
    const maxIops = ceiling.ok ? ceiling.value : limits.minIops;
    provisionedIops = clamp(Math.round(provisionedIops), limits.minIops, maxIops);
    adjustments.push({
      kind: 'provisionedIops',
      code: valid.code,
      minIops: limits.minIops,
      maxIops,
      used: provisionedIops,
    });
  }
  return { kind: 'provisionedVolume', volumeType: type, sizeGiB, provisionedIops };
}

/** The storage the verdict is computed for, with any inputs that had to be replaced. */
export function resolveStorage(inputs: StorageInputs): ResolvedStorage {
  const adjustments: StorageAdjustment[] = [];
  const preset = inputs.dev === 'custom' ? null : (findDevicePreset(inputs.dev) ?? null);
  const model = preset?.performance;

  if (model?.kind === 'gp2') {
    const sizeGiB = clamp(inputs.size, GP2_LIMITS.minSizeGiB, GP2_LIMITS.maxSizeGiB);
    if (sizeGiB !== inputs.size) {
      adjustments.push({
        kind: 'volumeSize',
        minGiB: GP2_LIMITS.minSizeGiB,
        maxGiB: GP2_LIMITS.maxSizeGiB,
        used: sizeGiB,
      });
    }
    return {
      preset,
      storage: { kind: 'gp2Volume', sizeGiB },
      busInterface: 'network',
      device: null,
      adjustments,
    };
  }
  if (model?.kind === 'provisioned') {
    const storage = resolveVolume(model.volumeType, inputs, adjustments);
    return { preset, storage, busInterface: 'network', device: null, adjustments };
  }

  let device: DeviceCapability | null = null;
  if (preset !== null) {
    const resolved = resolveDeviceCapability(preset.id);
    if (resolved.ok) device = resolved.value;
  } else {
    const custom = customDeviceCapability(inputs.dr, inputs.dw, inputs.bus);
    if (custom.ok) device = custom.value;
  }
  // Both branches succeed for bounds-checked inputs; the fallback keeps the type total.
  device ??= { readIops: 200, writeIops: 200, busInterface: 'unknown', burstIops: null };

  let deviceCount = inputs.n;
  if (!isValidDeviceCount(inputs.raid, deviceCount)) {
    deviceCount = roundUpToValidDeviceCount(inputs.raid, deviceCount);
    const spec = RAID_LEVELS[inputs.raid];
    adjustments.push({
      kind: 'deviceCount',
      level: inputs.raid,
      minDevices: spec.minDevices,
      evenOnly: spec.evenDevicesOnly,
      used: deviceCount,
    });
  }
  return {
    preset,
    storage: { kind: 'array', level: inputs.raid, deviceCount, device },
    busInterface: device.busInterface,
    device,
    adjustments,
  };
}

/**
 * What the storage alone delivers at a read share, capped at the calculator's
 * IOPS range so it can serve as the throttle maths' device limit.
 */
export function storageIopsAt(
  resolved: ResolvedStorage,
  readPercent: number,
): CalculationResult<number, SizingError> {
  const { storage } = resolved;
  switch (storage.kind) {
    case 'array': {
      const perDevice = mixedDeviceIops(storage.device, readPercent);
      if (!perDevice.ok) return perDevice;
      const total = arrayIops({
        level: storage.level,
        deviceCount: storage.deviceCount,
        deviceIops: perDevice.value,
        readPercent,
      });
      return total.ok ? { ok: true, value: Math.min(MAX_IOPS, total.value) } : total;
    }
    case 'gp2Volume':
      return gp2BaselineIops(storage.sizeGiB);
    case 'provisionedVolume':
      return validateProvisionedVolume(
        storage.volumeType,
        storage.sizeGiB,
        storage.provisionedIops,
      );
  }
}

/** The throttle inputs that say what bounds the total besides the caps. */
interface ThrottleLimitInputs {
  readonly tlim: 'none' | 'storage' | 'custom';
  readonly tdev: number;
}

/**
 * The device limit for the throttle maths at a read share: none, the figure
 * the reader typed, or what the storage chosen above delivers at that share.
 */
export function throttleDeviceLimit(
  inputs: ThrottleLimitInputs,
  resolved: ResolvedStorage,
  readPercent: number,
): CalculationResult<number | null, SizingError> {
  switch (inputs.tlim) {
    case 'none':
      return { ok: true, value: null };
    case 'custom':
      return { ok: true, value: inputs.tdev };
    case 'storage':
      return storageIopsAt(resolved, readPercent);
  }
}
