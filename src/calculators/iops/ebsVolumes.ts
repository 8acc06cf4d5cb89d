/**
 * Current Amazon EBS volume limits (gp2, gp3, io1, io2) and the arithmetic that
 * follows from them: gp2 baseline by size, provisionable IOPS by size, and the
 * smallest volume that may carry a given IOPS figure.
 *
 * EBS volume IOPS limits apply to reads and writes together, unlike the per-direction
 * cgroup caps of the throttle module.
 *
 * @packageDocumentation
 */

import { ceilTolerant } from './bounds';
import {
  AWS_GENERAL_PURPOSE_DOC,
  AWS_GP3_2025_ANNOUNCEMENT,
  AWS_PROVISIONED_IOPS_DOC,
} from './sources';
import { type CalculationResult, type VendorCitation, err, ok } from './types';

/** gp2 (General Purpose SSD, previous generation) performance model constants. */
export interface Gp2Limits {
  /** Baseline IOPS earned per GiB of volume size. */
  readonly iopsPerGiB: number;
  /** Baseline floor (volumes of 33.33 GiB and less). */
  readonly minBaselineIops: number;
  /** Baseline ceiling (reached at 5,334 GiB). */
  readonly maxBaselineIops: number;
  /** IOPS a volume may burst to while it has credits. */
  readonly burstIops: number;
  /** Size of the I/O credit bucket (also the initial balance). */
  readonly creditBucket: number;
  readonly minSizeGiB: number;
  readonly maxSizeGiB: number;
  readonly source: VendorCitation;
}

/** gp2 limits from the AWS EBS User Guide. */
export const GP2_LIMITS: Gp2Limits = {
  iopsPerGiB: 3,
  minBaselineIops: 100,
  maxBaselineIops: 16_000,
  burstIops: 3_000,
  creditBucket: 5_400_000,
  minSizeGiB: 1,
  maxSizeGiB: 16_384,
  source: AWS_GENERAL_PURPOSE_DOC,
};

/** EBS volume types whose IOPS are provisioned explicitly. */
export type ProvisionedVolumeType = 'gp3' | 'io1' | 'io2';

/** Provisioning limits of one volume type. */
export interface ProvisionedVolumeLimits {
  /** Smallest IOPS figure that can be provisioned (gp3: the included baseline). */
  readonly minIops: number;
  /** Largest IOPS figure one volume can be provisioned with. */
  readonly maxIops: number;
  /** Largest ratio of provisioned IOPS to volume size. */
  readonly maxIopsPerGiB: number;
  readonly minSizeGiB: number;
  readonly maxSizeGiB: number;
  readonly source: VendorCitation;
}

/**
 * Provisioning limits per volume type. gp3 reflects the September 2025 raise
 * (16,000 → 80,000 IOPS, 16 → 64 TiB); io2 is io2 Block Express.
 */
export const PROVISIONED_VOLUME_LIMITS: Readonly<
  Record<ProvisionedVolumeType, ProvisionedVolumeLimits>
> = {
  gp3: {
    minIops: 3_000,
    maxIops: 80_000,
    maxIopsPerGiB: 500,
    minSizeGiB: 1,
    maxSizeGiB: 65_536,
    source: AWS_GP3_2025_ANNOUNCEMENT,
  },
  io1: {
    minIops: 100,
    maxIops: 64_000,
    maxIopsPerGiB: 50,
    minSizeGiB: 4,
    maxSizeGiB: 16_384,
    source: AWS_PROVISIONED_IOPS_DOC,
  },
  io2: {
    minIops: 100,
    maxIops: 256_000,
    maxIopsPerGiB: 1_000,
    minSizeGiB: 4,
    maxSizeGiB: 65_536,
    source: AWS_PROVISIONED_IOPS_DOC,
  },
};

/** Why a volume configuration is invalid. */
export type VolumeError =
  | 'volumeSizeInvalid'
  | 'provisionedIopsInvalid'
  | 'provisionedIopsBelowMinimum'
  | 'provisionedIopsAboveMaximum'
  | 'provisionedIopsExceedsSizeRatio';

/**
 * Baseline IOPS of a gp2 volume: 3 IOPS per GiB, at least 100, at most 16,000.
 *
 * @returns `volumeSizeInvalid` when the size is outside 1-16,384 GiB.
 */
export function gp2BaselineIops(sizeGiB: number): CalculationResult<number, 'volumeSizeInvalid'> {
  if (
    !Number.isFinite(sizeGiB) ||
    sizeGiB < GP2_LIMITS.minSizeGiB ||
    sizeGiB > GP2_LIMITS.maxSizeGiB
  ) {
    return err('volumeSizeInvalid');
  }
  const scaled = GP2_LIMITS.iopsPerGiB * sizeGiB;
  return ok(Math.min(GP2_LIMITS.maxBaselineIops, Math.max(GP2_LIMITS.minBaselineIops, scaled)));
}

/**
 * Smallest gp2 volume whose baseline reaches the given IOPS.
 *
 * @returns `null` when no gp2 volume can sustain it (above 16,000 IOPS).
 */
export function gp2SizeForBaseline(iops: number): number | null {
  if (!Number.isFinite(iops) || iops < 0 || iops > GP2_LIMITS.maxBaselineIops) return null;
  if (iops <= GP2_LIMITS.minBaselineIops) return GP2_LIMITS.minSizeGiB;
  return Math.max(GP2_LIMITS.minSizeGiB, ceilTolerant(iops / GP2_LIMITS.iopsPerGiB));
}

/** Whether a size is valid for the volume type. */
function isValidSize(type: ProvisionedVolumeType, sizeGiB: number): boolean {
  const limits = PROVISIONED_VOLUME_LIMITS[type];
  return Number.isFinite(sizeGiB) && sizeGiB >= limits.minSizeGiB && sizeGiB <= limits.maxSizeGiB;
}

/**
 * Largest IOPS figure a volume of this type and size can be provisioned with:
 * min(type maximum, ratio x size), but never below the type's minimum (a 1 GiB gp3
 * volume still gets its included 3,000 IOPS).
 */
export function maxProvisionableIops(
  type: ProvisionedVolumeType,
  sizeGiB: number,
): CalculationResult<number, 'volumeSizeInvalid'> {
  if (!isValidSize(type, sizeGiB)) return err('volumeSizeInvalid');
  const limits = PROVISIONED_VOLUME_LIMITS[type];
  return ok(Math.max(limits.minIops, Math.min(limits.maxIops, limits.maxIopsPerGiB * sizeGiB)));
}

/**
 * Smallest volume of this type that may be provisioned with the given IOPS.
 *
 * @returns `null` when the IOPS exceed what one volume of the type can carry.
 */
export function minSizeForProvisionedIops(
  type: ProvisionedVolumeType,
  iops: number,
): number | null {
  const limits = PROVISIONED_VOLUME_LIMITS[type];
  if (!Number.isFinite(iops) || iops < 0 || iops > limits.maxIops) return null;
  if (iops <= limits.minIops) return limits.minSizeGiB;
  return Math.max(limits.minSizeGiB, ceilTolerant(iops / limits.maxIopsPerGiB));
}

/**
 * Validates a provisioned volume configuration.
 *
 * @returns the provisioned IOPS, or why the volume cannot be created that way.
 */
export function validateProvisionedVolume(
  type: ProvisionedVolumeType,
  sizeGiB: number,
  provisionedIops: number,
): CalculationResult<number, VolumeError> {
  if (!isValidSize(type, sizeGiB)) return err('volumeSizeInvalid');
  // AWS accepts whole IOPS figures only.
  if (!Number.isInteger(provisionedIops)) return err('provisionedIopsInvalid');
  const limits = PROVISIONED_VOLUME_LIMITS[type];
  if (provisionedIops < limits.minIops) return err('provisionedIopsBelowMinimum');
  if (provisionedIops > limits.maxIops) return err('provisionedIopsAboveMaximum');
  const ceiling = maxProvisionableIops(type, sizeGiB);
  if (ceiling.ok && provisionedIops > ceiling.value) return err('provisionedIopsExceedsSizeRatio');
  return ok(provisionedIops);
}
