/**
 * gp2 burst-bucket arithmetic: how long a volume can run above its baseline on a
 * full bucket of I/O credits, and how long an empty bucket takes to refill.
 *
 * A gp2 volume earns credits at its baseline rate (3 IOPS per GiB, at least 100) and
 * spends one credit per I/O. Above the baseline it drains at (delivered − baseline)
 * credits per second, so AWS's formula is
 *
 *   burst duration = credit balance / (burst IOPS − baseline IOPS)
 *
 * With 5.4 million credits a 100 GiB volume (baseline 300) bursts at 3,000 IOPS for
 * 5,400,000 / 2,700 = 2,000 s. Volumes whose baseline is 3,000 or more (1,000 GiB and
 * larger) never spend credits, so bursting does not apply. Unbounded and
 * not-applicable cases are typed outcomes, never `Infinity` or `NaN`.
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, checkBound } from './bounds';
import { GP2_LIMITS, gp2BaselineIops } from './ebsVolumes';
import { type CalculationResult, err, ok } from './types';

/** Why a burst figure could not be computed. */
export type Gp2BurstError = 'volumeSizeInvalid' | 'iopsInvalid' | 'creditsInvalid';

/** Input to {@link gp2BurstDuration}. */
export interface Gp2BurstInput {
  readonly sizeGiB: number;
  /** IOPS the workload asks for. */
  readonly demandIops: number;
  /** Credits at the start; defaults to a full bucket (5.4 million). */
  readonly startingCredits?: number;
}

/** How long a burst lasts. */
export type Gp2BurstDuration =
  | {
      readonly kind: 'finite';
      /** Seconds until the balance is empty and the volume falls back to baseline. */
      readonly seconds: number;
      /** IOPS served while bursting: the demand, at most 3,000. */
      readonly deliveredIops: number;
      /** True when the demand exceeds 3,000 and only 3,000 is served. */
      readonly cappedAtBurstCeiling: boolean;
      readonly baselineIops: number;
    }
  /** The demand is at or below baseline: credits never drain. */
  | { readonly kind: 'sustainable'; readonly baselineIops: number }
  /** Baseline is already 3,000 or more: the volume does not burst. */
  | { readonly kind: 'notApplicable'; readonly baselineIops: number };

/**
 * Time a gp2 volume sustains a demand above its baseline, from a given (by default
 * full) credit balance.
 */
export function gp2BurstDuration(
  input: Gp2BurstInput,
): CalculationResult<Gp2BurstDuration, Gp2BurstError> {
  const { sizeGiB, demandIops, startingCredits = GP2_LIMITS.creditBucket } = input;
  const baseline = gp2BaselineIops(sizeGiB);
  if (!baseline.ok) return baseline;
  if (checkBound(demandIops, IOPS_INPUT_BOUNDS.iops) !== null) return err('iopsInvalid');
  if (checkBound(startingCredits, IOPS_INPUT_BOUNDS.gp2Credits) !== null)
    return err('creditsInvalid');
  const baselineIops = baseline.value;
  if (baselineIops >= GP2_LIMITS.burstIops) return ok({ kind: 'notApplicable', baselineIops });
  if (demandIops <= baselineIops) return ok({ kind: 'sustainable', baselineIops });
  const deliveredIops = Math.min(demandIops, GP2_LIMITS.burstIops);
  return ok({
    kind: 'finite',
    seconds: startingCredits / (deliveredIops - baselineIops),
    deliveredIops,
    cappedAtBurstCeiling: demandIops > GP2_LIMITS.burstIops,
    baselineIops,
  });
}

/** Input to {@link gp2RefillTime}. */
export interface Gp2RefillInput {
  readonly sizeGiB: number;
  /** IOPS the workload keeps using while the bucket refills; default 0 (idle). */
  readonly usageIops?: number;
  /** Balance at the start; default 0 (empty). */
  readonly fromCredits?: number;
  /** Balance to reach; default a full bucket (5.4 million). */
  readonly toCredits?: number;
}

/** How long a refill takes. */
export type Gp2RefillTime =
  | {
      readonly kind: 'finite';
      readonly seconds: number;
      /** Net credits earned per second: baseline − usage. */
      readonly creditsPerSecond: number;
      readonly baselineIops: number;
    }
  /** The balance already is at or above the target. */
  | { readonly kind: 'alreadyFull'; readonly baselineIops: number }
  /** Usage is at or above baseline, so the balance never grows. */
  | { readonly kind: 'never'; readonly baselineIops: number }
  /** Baseline is already 3,000 or more: the volume has no burst bucket to refill. */
  | { readonly kind: 'notApplicable'; readonly baselineIops: number };

/**
 * Time for a gp2 bucket to refill from one balance to another while the workload
 * uses `usageIops`: (to − from) / (baseline − usage).
 */
export function gp2RefillTime(
  input: Gp2RefillInput,
): CalculationResult<Gp2RefillTime, Gp2BurstError> {
  const { sizeGiB, usageIops = 0, fromCredits = 0, toCredits = GP2_LIMITS.creditBucket } = input;
  const baseline = gp2BaselineIops(sizeGiB);
  if (!baseline.ok) return baseline;
  if (checkBound(usageIops, IOPS_INPUT_BOUNDS.iops) !== null) return err('iopsInvalid');
  if (
    checkBound(fromCredits, IOPS_INPUT_BOUNDS.gp2Credits) !== null ||
    checkBound(toCredits, IOPS_INPUT_BOUNDS.gp2Credits) !== null
  ) {
    return err('creditsInvalid');
  }
  const baselineIops = baseline.value;
  if (baselineIops >= GP2_LIMITS.burstIops) return ok({ kind: 'notApplicable', baselineIops });
  if (fromCredits >= toCredits) return ok({ kind: 'alreadyFull', baselineIops });
  if (usageIops >= baselineIops) return ok({ kind: 'never', baselineIops });
  const creditsPerSecond = baselineIops - usageIops;
  return ok({
    kind: 'finite',
    seconds: (toCredits - fromCredits) / creditsPerSecond,
    creditsPerSecond,
    baselineIops,
  });
}
