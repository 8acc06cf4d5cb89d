/**
 * Sizing verdict: does a storage configuration (an array of devices, a gp2 volume
 * or a provisioned gp3/io1/io2 volume, optionally behind per-direction throttle caps)
 * serve a demand, and if not, what would?
 *
 * Capacity is evaluated at the demand's own read/write mix. The array figure uses
 * the RAID write penalty and each device's IOPS at that mix; volume figures are the
 * volume's limit for reads and writes together; gp2 uses its sustained baseline, with
 * the burst reported separately because it runs out.
 *
 * @packageDocumentation
 */

import { MAX_IOPS, MAX_REQUIRED_IOPS, ceilTolerant, covers } from './bounds';
import { type DeviceCapability, type MixedDeviceError, mixedDeviceIops } from './devicePresets';
import {
  GP2_LIMITS,
  PROVISIONED_VOLUME_LIMITS,
  type ProvisionedVolumeType,
  type VolumeError,
  gp2BaselineIops,
  gp2SizeForBaseline,
  minSizeForProvisionedIops,
  validateProvisionedVolume,
} from './ebsVolumes';
import { type Gp2BurstDuration, gp2BurstDuration } from './gp2Burst';
import {
  RAID_LEVELS,
  type RaidError,
  type RaidLevel,
  arrayIops,
  backendIosPerFrontendIo,
  devicesNeeded,
  roundUpToValidDeviceCount,
} from './raid';
import { type ThrottleError, throttledIops } from './throttle';
import { type CalculationResult, err, ok } from './types';

/** Storage under evaluation. */
export type StorageConfig =
  | {
      readonly kind: 'array';
      readonly level: RaidLevel;
      readonly deviceCount: number;
      readonly device: DeviceCapability;
    }
  | { readonly kind: 'gp2Volume'; readonly sizeGiB: number }
  | {
      readonly kind: 'provisionedVolume';
      readonly volumeType: ProvisionedVolumeType;
      readonly sizeGiB: number;
      readonly provisionedIops: number;
    };

/** Per-direction caps in front of the storage; `null` for no cap in that direction. */
export interface ThrottleCaps {
  readonly readIopsCap: number | null;
  readonly writeIopsCap: number | null;
}

/** Input to {@link evaluateSizing}. */
export interface SizingInput {
  /** Required reads and writes per second (headroom already applied). */
  readonly demand: { readonly readIops: number; readonly writeIops: number };
  readonly storage: StorageConfig;
  readonly throttle?: ThrottleCaps | null;
}

/** A change to the storage that would make it serve the demand. */
export type StorageRemedy =
  /** Grow the array to `count` devices (total, including mirrors and parity). */
  | { readonly kind: 'needsDevices'; readonly count: number; readonly capacityIops: number }
  /** Grow the gp2 volume so its baseline covers the demand. */
  | { readonly kind: 'needsLargerVolume'; readonly sizeGiB: number; readonly capacityIops: number }
  /** Provision more IOPS; the volume must be at least `minSizeGiB` for the ratio limit. */
  | {
      readonly kind: 'needsProvisioned';
      readonly iops: number;
      readonly minSizeGiB: number;
      readonly sizeIncreaseNeeded: boolean;
    }
  /** One volume of this type cannot carry the demand: stripe this many volumes. */
  | {
      readonly kind: 'needsMultipleVolumes';
      readonly volumeCount: number;
      readonly iopsPerVolume: number;
      readonly sizeGiBPerVolume: number;
    };

/** Overall verdict. */
export type SizingVerdict =
  /**
   * Capacity covers the demand. `headroomPercent` is the capacity beyond the
   * required demand (which already includes the planned headroom), in percent of it,
   * at most {@link MAX_REPORTED_HEADROOM_PERCENT}.
   */
  | { readonly kind: 'fits'; readonly headroomPercent: number }
  /** The storage is too small; caps, if any, are fine. */
  | StorageRemedy
  /**
   * A throttle cap is below the demand in its direction: raise it to at least the
   * given figure (`null` = that direction is fine). `storageRemedy` is set when the
   * storage is too small as well.
   */
  | {
      readonly kind: 'needsHigherCaps';
      readonly readIopsCap: number | null;
      readonly writeIopsCap: number | null;
      readonly storageRemedy: StorageRemedy | null;
    };

/** One point of a capacity curve. */
export interface CapacityPoint {
  /** Device count (arrays) or volume size in GiB (gp2). */
  readonly x: number;
  /** What the storage alone delivers at this x. */
  readonly storageIops: number;
  /** After throttle caps. */
  readonly effectiveIops: number;
}

/** Data for a "demand vs capacity" chart. */
export interface DemandCapacityChart {
  readonly demandIops: number;
  /** Bars to draw next to the demand (throttle only when caps are set). */
  readonly bars: readonly {
    readonly id: 'storage' | 'throttle' | 'effective';
    readonly iops: number;
  }[];
  /** Capacity as the array or gp2 volume grows; `null` for provisioned volumes (flat). */
  readonly curve: {
    readonly axis: 'deviceCount' | 'volumeSizeGiB';
    readonly current: number;
    readonly points: readonly CapacityPoint[];
  } | null;
}

/** Capacity at the demand's mix. */
export interface SizingCapacity {
  /** What the storage alone delivers. */
  readonly storageIops: number;
  /** Total allowed by the caps alone; `null` when there are no applicable caps. */
  readonly capOnlyIops: number | null;
  /** min(storage, caps). */
  readonly effectiveIops: number;
  readonly bottleneck: 'storage' | 'throttle';
}

/** Everything the sizing UI shows. */
export interface SizingResult {
  readonly demand: {
    readonly readIops: number;
    readonly writeIops: number;
    readonly totalIops: number;
    readonly readPercent: number;
  };
  readonly capacity: SizingCapacity;
  readonly verdict: SizingVerdict;
  /** For gp2: how long the volume could burst at the demand on a full bucket. */
  readonly gp2Burst: Gp2BurstDuration | null;
  readonly chart: DemandCapacityChart;
}

/** Why sizing could not be evaluated. */
export type SizingError =
  'demandInvalid' | 'zeroDemand' | RaidError | VolumeError | MixedDeviceError | ThrottleError;

/**
 * Largest headroom reported, in percent. A vanishingly small demand would otherwise
 * overflow capacity ÷ demand to Infinity.
 */
export const MAX_REPORTED_HEADROOM_PERCENT = 1_000_000;

/** Most points a capacity curve carries. */
const MAX_CURVE_POINTS = 64;

/** Storage-only figures for a configuration at the demand's mix. */
interface StorageEvaluation {
  readonly storageIops: number;
  readonly remedy: StorageRemedy | null;
  /** Capacity as a function of the curve's x, and the curve's current x. */
  readonly curve: {
    readonly axis: 'deviceCount' | 'volumeSizeGiB';
    readonly current: number;
    readonly target: number;
    readonly minimum: number;
    readonly valid: (x: number) => number;
    readonly at: (x: number) => number;
  } | null;
}

function remedyForSingleVolumeLimit(
  totalIops: number,
  maxIopsPerVolume: number,
  sizeFor: (iops: number) => number | null,
): StorageRemedy {
  const volumeCount = ceilTolerant(totalIops / maxIopsPerVolume);
  const iopsPerVolume = ceilTolerant(totalIops / volumeCount);
  // iopsPerVolume ≤ maxIopsPerVolume by construction, so sizeFor always answers.
  return {
    kind: 'needsMultipleVolumes',
    volumeCount,
    iopsPerVolume,
    sizeGiBPerVolume: sizeFor(iopsPerVolume) ?? 0,
  };
}

function evaluateStorage(
  storage: StorageConfig,
  totalIops: number,
  readPercent: number,
): CalculationResult<StorageEvaluation, SizingError> {
  switch (storage.kind) {
    case 'array': {
      const deviceIops = mixedDeviceIops(storage.device, readPercent);
      if (!deviceIops.ok) return deviceIops;
      const current = arrayIops({
        level: storage.level,
        deviceCount: storage.deviceCount,
        deviceIops: deviceIops.value,
        readPercent,
      });
      if (!current.ok) return current;
      const needed = devicesNeeded({
        level: storage.level,
        deviceIops: deviceIops.value,
        readPercent,
        demandIops: totalIops,
      });
      if (!needed.ok) return needed;
      // Same formula as arrayIops, without its input bound: the curve may pass 10,000 devices.
      const backendPerFrontend = backendIosPerFrontendIo(storage.level, readPercent);
      const at = (count: number): number => (count * deviceIops.value) / backendPerFrontend;
      // Guard against rounding landing on the current count at the tolerance boundary.
      const count = Math.max(
        needed.value,
        roundUpToValidDeviceCount(storage.level, storage.deviceCount + 1),
      );
      const remedy: StorageRemedy | null = covers(current.value, totalIops)
        ? null
        : { kind: 'needsDevices', count, capacityIops: at(count) };
      return ok({
        storageIops: current.value,
        remedy,
        curve: {
          axis: 'deviceCount',
          current: storage.deviceCount,
          target: remedy === null ? needed.value : count,
          minimum: RAID_LEVELS[storage.level].minDevices,
          valid: (x) => roundUpToValidDeviceCount(storage.level, x),
          at,
        },
      });
    }
    case 'gp2Volume': {
      const baseline = gp2BaselineIops(storage.sizeGiB);
      if (!baseline.ok) return baseline;
      const at = (size: number): number => {
        const value = gp2BaselineIops(size);
        return value.ok ? value.value : GP2_LIMITS.maxBaselineIops;
      };
      let remedy: StorageRemedy | null = null;
      let target = storage.sizeGiB;
      if (!covers(baseline.value, totalIops)) {
        const size = gp2SizeForBaseline(totalIops);
        if (size === null) {
          remedy = remedyForSingleVolumeLimit(
            totalIops,
            GP2_LIMITS.maxBaselineIops,
            gp2SizeForBaseline,
          );
          target = GP2_LIMITS.maxSizeGiB;
        } else {
          const sizeGiB = Math.max(size, Math.floor(storage.sizeGiB) + 1);
          remedy = { kind: 'needsLargerVolume', sizeGiB, capacityIops: at(sizeGiB) };
          target = sizeGiB;
        }
      }
      return ok({
        storageIops: baseline.value,
        remedy,
        curve: {
          axis: 'volumeSizeGiB',
          current: storage.sizeGiB,
          target,
          minimum: GP2_LIMITS.minSizeGiB,
          valid: (x) =>
            Math.min(GP2_LIMITS.maxSizeGiB, Math.max(GP2_LIMITS.minSizeGiB, Math.ceil(x))),
          at,
        },
      });
    }
    case 'provisionedVolume': {
      const iops = validateProvisionedVolume(
        storage.volumeType,
        storage.sizeGiB,
        storage.provisionedIops,
      );
      if (!iops.ok) return iops;
      const limits = PROVISIONED_VOLUME_LIMITS[storage.volumeType];
      let remedy: StorageRemedy | null = null;
      if (!covers(iops.value, totalIops)) {
        const sizeFor = (value: number): number | null =>
          minSizeForProvisionedIops(storage.volumeType, value);
        if (totalIops > limits.maxIops) {
          remedy = remedyForSingleVolumeLimit(totalIops, limits.maxIops, sizeFor);
        } else {
          const needed = Math.max(
            limits.minIops,
            ceilTolerant(totalIops),
            storage.provisionedIops + 1,
          );
          const minSizeGiB = sizeFor(needed) ?? limits.maxSizeGiB;
          remedy = {
            kind: 'needsProvisioned',
            iops: needed,
            minSizeGiB,
            sizeIncreaseNeeded: storage.sizeGiB < minSizeGiB,
          };
        }
      }
      return ok({ storageIops: iops.value, remedy, curve: null });
    }
  }
}

/** Evenly spaced valid x values from the minimum to beyond both current and target. */
function curveXs(
  minimum: number,
  current: number,
  target: number,
  valid: (x: number) => number,
): number[] {
  const upper = Math.max(current, target) * 1.5;
  const step = Math.max(1, (upper - minimum) / (MAX_CURVE_POINTS - 3));
  const xs = new Set<number>([valid(minimum), valid(current), valid(target)]);
  for (let x = minimum; x <= upper && xs.size < MAX_CURVE_POINTS; x += step) xs.add(valid(x));
  return [...xs].sort((a, b) => a - b);
}

/**
 * Evaluates a storage configuration against a demand and returns capacity, a
 * verdict and chart data. Never throws; invalid input yields an error code.
 */
export function evaluateSizing(input: SizingInput): CalculationResult<SizingResult, SizingError> {
  const { readIops, writeIops } = input.demand;
  for (const value of [readIops, writeIops]) {
    if (!Number.isFinite(value) || value < 0 || value > MAX_REQUIRED_IOPS) {
      return err('demandInvalid');
    }
  }
  const totalIops = readIops + writeIops;
  if (totalIops === 0) return err('zeroDemand');
  const readPercent = (readIops / totalIops) * 100;

  const storage = evaluateStorage(input.storage, totalIops, readPercent);
  if (!storage.ok) return storage;
  const { storageIops, remedy } = storage.value;

  const caps = input.throttle ?? null;
  let capOnlyIops: number | null = null;
  if (caps !== null) {
    const capsOnly = throttledIops({
      readPercent,
      readIopsCap: caps.readIopsCap,
      writeIopsCap: caps.writeIopsCap,
      deviceLimitIops: null,
    });
    if (!capsOnly.ok) return capsOnly;
    capOnlyIops = capsOnly.value.kind === 'bounded' ? capsOnly.value.totalIops : null;
  }
  const effectiveIops = capOnlyIops === null ? storageIops : Math.min(storageIops, capOnlyIops);

  // Compare caps per direction with the demand directly; no division involved.
  const readCapShort = caps?.readIopsCap != null && !covers(caps.readIopsCap, readIops);
  const writeCapShort = caps?.writeIopsCap != null && !covers(caps.writeIopsCap, writeIops);
  let verdict: SizingVerdict;
  if (readCapShort || writeCapShort) {
    verdict = {
      kind: 'needsHigherCaps',
      readIopsCap: readCapShort ? ceilTolerant(readIops) : null,
      writeIopsCap: writeCapShort ? ceilTolerant(writeIops) : null,
      storageRemedy: remedy,
    };
  } else if (remedy !== null) {
    verdict = remedy;
  } else {
    const headroomPercent = (effectiveIops / totalIops - 1) * 100;
    verdict = {
      kind: 'fits',
      headroomPercent: Number.isFinite(headroomPercent)
        ? Math.min(MAX_REPORTED_HEADROOM_PERCENT, headroomPercent)
        : MAX_REPORTED_HEADROOM_PERCENT,
    };
  }

  let gp2Burst: Gp2BurstDuration | null = null;
  if (input.storage.kind === 'gp2Volume') {
    // Any demand above the 3,000 burst ceiling behaves the same, so clamping is safe.
    const burst = gp2BurstDuration({
      sizeGiB: input.storage.sizeGiB,
      demandIops: Math.min(totalIops, MAX_IOPS),
    });
    gp2Burst = burst.ok ? burst.value : null;
  }

  const bars: { id: 'storage' | 'throttle' | 'effective'; iops: number }[] = [
    { id: 'storage', iops: storageIops },
  ];
  if (capOnlyIops !== null) bars.push({ id: 'throttle', iops: capOnlyIops });
  bars.push({ id: 'effective', iops: effectiveIops });

  let curve: DemandCapacityChart['curve'] = null;
  const spec = storage.value.curve;
  if (spec !== null) {
    const points: CapacityPoint[] = [];
    for (const x of curveXs(spec.minimum, spec.current, spec.target, spec.valid)) {
      const storageAtX = spec.at(x);
      // Caps do not depend on the storage, so the cap-only total bounds every point.
      const effectiveAtX = capOnlyIops === null ? storageAtX : Math.min(storageAtX, capOnlyIops);
      points.push({ x, storageIops: storageAtX, effectiveIops: effectiveAtX });
    }
    curve = { axis: spec.axis, current: spec.current, points };
  }

  return ok({
    demand: { readIops, writeIops, totalIops, readPercent },
    capacity: {
      storageIops,
      capOnlyIops,
      effectiveIops,
      bottleneck: capOnlyIops !== null && capOnlyIops < storageIops ? 'throttle' : 'storage',
    },
    verdict,
    gp2Burst,
    chart: { demandIops: totalIops, bars, curve },
  });
}
