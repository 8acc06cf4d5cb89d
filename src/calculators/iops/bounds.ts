/**
 * Input bounds for every user-editable number of the IOPS calculator. The UI uses
 * them for its controls and the URL parser uses them to reject or clamp values.
 *
 * @packageDocumentation
 */

/** Unit of an input, for labelling controls. */
export type InputUnit = 'iops' | 'percent' | 'count' | 'gib' | 'ms' | 'kib' | 'ios' | 'credits';

/** Allowed range, default and step of one numeric input. */
export interface InputBound {
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly step: number;
  /** Whether only whole numbers are valid. */
  readonly integer: boolean;
  readonly unit: InputUnit;
}

/** Upper limit for any IOPS figure the calculator accepts (10 million). */
export const MAX_IOPS = 10_000_000;

/**
 * Upper limit for a required (post-headroom) IOPS figure: the largest measured
 * demand, {@link MAX_IOPS}, with the largest headroom, 1,000 %.
 */
export const MAX_REQUIRED_IOPS = MAX_IOPS * 11;

/**
 * Bounds of every numeric input. Defaults follow the sources where one fits: a
 * 90 % read mix and 10,000 IOPS caps (cgroup test in the 2012-12-17 Provisioned
 * IOPS post), four devices in RAID 1+0 (2009-08-13 post), 5 ms latency and
 * 200 IOPS per HDD (2009-08-20 post), 100 GiB (AWS's gp2 example volume).
 */
export const IOPS_INPUT_BOUNDS = {
  /** Read or write IOPS of one system in the demand list. */
  systemIops: { min: 0, max: MAX_IOPS, default: 1_000, step: 1, integer: false, unit: 'iops' },
  /** Number of systems in the demand list. */
  systemCount: { min: 1, max: 50, default: 1, step: 1, integer: true, unit: 'count' },
  /** Extra capacity to plan for on top of the measured demand. */
  headroomPercent: { min: 0, max: 1_000, default: 30, step: 1, integer: false, unit: 'percent' },
  /** Share of reads in the I/O mix. */
  readPercent: { min: 0, max: 100, default: 90, step: 1, integer: false, unit: 'percent' },
  /** Random IOPS one device delivers (user-defined device). */
  deviceIops: { min: 1, max: MAX_IOPS, default: 200, step: 1, integer: false, unit: 'iops' },
  /** Devices in an array. */
  deviceCount: { min: 1, max: 10_000, default: 4, step: 1, integer: true, unit: 'count' },
  /** Size of a cloud volume. */
  volumeSizeGiB: { min: 1, max: 65_536, default: 100, step: 1, integer: true, unit: 'gib' },
  /** IOPS provisioned on a gp3/io1/io2 volume. */
  provisionedIops: { min: 100, max: 256_000, default: 3_000, step: 1, integer: true, unit: 'iops' },
  /** Per-direction throttle cap (cgroup riops/wiops, read_iops_device/write_iops_device). */
  throttleCapIops: { min: 1, max: MAX_IOPS, default: 10_000, step: 1, integer: true, unit: 'iops' },
  /** Total IOPS a device or volume can reach at the workload's mix. */
  deviceLimitIops: {
    min: 1,
    max: MAX_IOPS,
    default: 20_000,
    step: 1,
    integer: false,
    unit: 'iops',
  },
  /** Any IOPS figure used in queueing or burst maths. */
  iops: { min: 0, max: MAX_IOPS, default: 3_000, step: 1, integer: false, unit: 'iops' },
  /** Average latency of one I/O, including queueing. */
  latencyMs: { min: 0.001, max: 60_000, default: 5, step: 0.001, integer: false, unit: 'ms' },
  /** I/Os in flight (queue depth, concurrent connections). */
  outstandingIos: { min: 1, max: 65_536, default: 1, step: 1, integer: true, unit: 'ios' },
  /** I/O credits in a gp2 bucket. */
  gp2Credits: {
    min: 0,
    max: 5_400_000,
    default: 5_400_000,
    step: 1,
    integer: false,
    unit: 'credits',
  },
} as const satisfies Record<string, InputBound>;

/** Block sizes the bandwidth helper offers, in KiB (16 KiB is the InnoDB page). */
export const BLOCK_SIZES_KIB = [4, 8, 16] as const;

/** One of {@link BLOCK_SIZES_KIB}. */
export type BlockSizeKiB = (typeof BLOCK_SIZES_KIB)[number];

/** Why a number failed its bound. */
export type BoundViolation = 'notFinite' | 'belowMin' | 'aboveMax' | 'notInteger';

/**
 * Checks a value against a bound.
 *
 * @returns `null` when the value is valid, otherwise the violation.
 */
export function checkBound(value: number, bound: InputBound): BoundViolation | null {
  if (!Number.isFinite(value)) return 'notFinite';
  if (value < bound.min) return 'belowMin';
  if (value > bound.max) return 'aboveMax';
  if (bound.integer && !Number.isInteger(value)) return 'notInteger';
  return null;
}

/** Whether a value is one of the offered block sizes. */
export function isBlockSizeKiB(value: number): value is BlockSizeKiB {
  return (BLOCK_SIZES_KIB as readonly number[]).includes(value);
}

/**
 * Relative tolerance for floating-point noise: two figures closer than one part in
 * 10^9 are treated as equal when rounding or comparing capacity with demand.
 */
export const RELATIVE_TOLERANCE = 1e-9;

/**
 * Rounds up, ignoring floating-point noise just above a whole number, so that
 * e.g. 10.000000000000002 devices count as 10 rather than 11.
 */
export function ceilTolerant(value: number): number {
  const nearest = Math.round(value);
  if (Math.abs(value - nearest) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(value)))
    return nearest;
  return Math.ceil(value);
}

/** Whether a capacity covers a demand, within {@link RELATIVE_TOLERANCE}. */
export function covers(capacity: number, demand: number): boolean {
  return capacity >= demand * (1 - RELATIVE_TOLERANCE);
}
