/**
 * Buffer-pool hit ratio → throughput arithmetic.
 *
 * Every request is served either from memory (cost `memoryCost`) or from disk
 * (cost `diskCost`). With hit ratio h the mean cost per request is
 * h·memoryCost + (1 − h)·diskCost, and with a fixed amount of work capacity the
 * throughput is inversely proportional to that mean cost. Matsunobu's
 * 2009-08-13 post works the example with costs 1 and 100: per 100 requests,
 * 100 % hits cost 100, 95 % cost 595 (about 6× slower) and 80 % cost 2080
 * (about 1/21 of the throughput).
 *
 * Hit ratios are fractions in [0, 1] here; the UI shows percent.
 *
 * Disk cheaper than (or as cheap as) memory is accepted — the arithmetic is
 * still defined and a user may be exploring — but {@link checkAccessCosts}
 * flags it with a warning code, and {@link requiredHitRatio} refuses it because
 * "how high must the hit ratio be" has no meaning when misses are not slower.
 *
 * @packageDocumentation
 */

import {
  isWithinBound,
  type CalculationResult,
  type InputBound,
  type QuotedSeedCitation,
} from './types';

/**
 * Cost of serving one request from memory and from disk. Any unit (time,
 * relative effort) as long as both use the same one; both must lie within
 * {@link inputBounds}.
 */
export interface AccessCosts {
  /** Cost of a request whose pages are all in the buffer pool. */
  memoryCost: number;
  /** Cost of a request that has to read from disk. */
  diskCost: number;
}

/** Why an input was rejected. */
export type HitRatioErrorCode =
  | 'hit-ratio-out-of-range'
  | 'memory-cost-out-of-range'
  | 'disk-cost-out-of-range'
  | 'steps-out-of-range';

/** Why {@link requiredHitRatio} has no answer. */
export type RequiredHitRatioErrorCode =
  | 'memory-cost-out-of-range'
  | 'disk-cost-out-of-range'
  /** The target is not a finite number above 0. */
  | 'target-out-of-range'
  /** The target exceeds 1: nothing beats serving every request from memory. */
  | 'unreachable'
  /** diskCost ≤ memoryCost: misses are not slower, so no hit ratio is "required". */
  | 'disk-not-slower-than-memory';

/** Valid but noteworthy cost combinations. */
export type AccessCostWarningCode =
  /** diskCost < memoryCost: a lower hit ratio would *raise* throughput. */
  | 'disk-cheaper-than-memory'
  /** diskCost = memoryCost: the hit ratio has no effect. */
  | 'disk-equals-memory';

/**
 * Bounds of every numeric input of this module. Costs span 1e-12 … 1e12 so that
 * latencies fit in any unit from seconds to nanoseconds; with both ends bounded
 * every output stays finite (the largest cost ratio is 1e24).
 */
export const inputBounds = {
  /** Buffer-pool hit ratio shown in percent (the module takes the fraction). */
  hitRatioPercent: { min: 0, max: 100, default: 95, step: 0.01, integer: false, unit: 'percent' },
  /** Cost of a request served from memory (the source's example uses 1). */
  memoryCost: { min: 1e-12, max: 1e12, default: 1, step: 1e-12, integer: false, unit: 'cost' },
  /** Cost of a request that reads from disk (the source's example uses 100). */
  diskCost: { min: 1e-12, max: 1e12, default: 100, step: 1e-12, integer: false, unit: 'cost' },
  /** Target throughput for {@link requiredHitRatio}, in percent of the all-in-memory throughput. */
  targetRelativeThroughputPercent: {
    min: 1e-9,
    max: 100,
    default: 50,
    step: 0.01,
    integer: false,
    unit: 'percent',
  },
  /** Number of intervals of {@link throughputCurve} (points = steps + 1). */
  curveSteps: { min: 1, max: 10_000, default: 100, step: 1, integer: true, unit: 'count' },
} as const satisfies Record<string, InputBound>;

/** The source's worked example, cited. */
export const sourceWorkedExample = {
  costs: { memoryCost: 1, diskCost: 100 },
  /** Hit ratio → total cost of 100 requests, as stated in the post. */
  costPer100Requests: [
    { hitRatio: 1, cost: 100 },
    { hitRatio: 0.95, cost: 595 },
    { hitRatio: 0.8, cost: 2080 },
  ],
  source: {
    kind: 'seed',
    source: 'matsunobu-2009-disk-io',
    locator: 'hit-ratio paragraph (仮に、インメモリで完結するSQL文の処理時間が1…)',
    quote:
      '1×100で100 … 1×95+100×5=595となり、6倍くらいかかってしまいます … 1×80+100×20=2080で、最初の状態の約1/21まで落ちてしまいます',
  },
} as const satisfies {
  costs: AccessCosts;
  costPer100Requests: readonly { hitRatio: number; cost: number }[];
  source: QuotedSeedCitation;
};

function costsError(
  costs: AccessCosts,
): 'memory-cost-out-of-range' | 'disk-cost-out-of-range' | null {
  if (!isWithinBound(costs.memoryCost, inputBounds.memoryCost)) return 'memory-cost-out-of-range';
  if (!isWithinBound(costs.diskCost, inputBounds.diskCost)) return 'disk-cost-out-of-range';
  return null;
}

function isValidHitRatio(hitRatio: number): boolean {
  return Number.isFinite(hitRatio) && hitRatio >= 0 && hitRatio <= 1;
}

/**
 * Total cost of 100 requests for valid inputs.
 *
 * Works in percent (the source's presentation) and adds the *extra* cost of
 * the slower side to 100 × the cheaper cost. That keeps the source's integers
 * exact (100 + 5 × 99 = 595), keeps the result at or above 100 × the cheaper
 * cost (so never 0 however far apart the costs are), and makes it monotonic in
 * the hit ratio even after floating-point rounding.
 */
function cost100(hitRatio: number, costs: AccessCosts): number {
  const hitPercent = hitRatio * 100;
  const { memoryCost, diskCost } = costs;
  return diskCost >= memoryCost
    ? 100 * memoryCost + (100 - hitPercent) * (diskCost - memoryCost)
    : 100 * diskCost + hitPercent * (memoryCost - diskCost);
}

function validate(hitRatio: number, costs: AccessCosts): HitRatioErrorCode | null {
  if (!isValidHitRatio(hitRatio)) return 'hit-ratio-out-of-range';
  return costsError(costs);
}

/**
 * Checks a pair of costs.
 *
 * @returns the first error code, or the warnings (possibly none) of a valid pair.
 */
export function checkAccessCosts(
  costs: AccessCosts,
):
  | { readonly ok: true; readonly warnings: readonly AccessCostWarningCode[] }
  | { readonly ok: false; readonly code: HitRatioErrorCode } {
  const error = costsError(costs);
  if (error !== null) return { ok: false, code: error };
  if (costs.diskCost < costs.memoryCost)
    return { ok: true, warnings: ['disk-cheaper-than-memory'] };
  if (costs.diskCost === costs.memoryCost) return { ok: true, warnings: ['disk-equals-memory'] };
  return { ok: true, warnings: [] };
}

/**
 * Total cost of serving 100 requests at the given hit ratio — the source's own
 * presentation (100, 595, 2080 for costs 1 and 100).
 *
 * @param hitRatio - fraction of requests served from memory, in [0, 1]
 */
export function costPer100Requests(
  hitRatio: number,
  costs: AccessCosts,
): CalculationResult<number, HitRatioErrorCode> {
  const error = validate(hitRatio, costs);
  if (error !== null) return { ok: false, code: error };
  return { ok: true, value: cost100(hitRatio, costs) };
}

/**
 * Mean cost of one request: h·memoryCost + (1 − h)·diskCost.
 *
 * @param hitRatio - fraction of requests served from memory, in [0, 1]
 */
export function meanCost(
  hitRatio: number,
  costs: AccessCosts,
): CalculationResult<number, HitRatioErrorCode> {
  const error = validate(hitRatio, costs);
  if (error !== null) return { ok: false, code: error };
  return { ok: true, value: cost100(hitRatio, costs) / 100 };
}

/**
 * How many times longer a request takes on average than with every request
 * served from memory: meanCost(h) / meanCost(1). 5.95 for 95 % at costs 1/100.
 * Below 1 only when disk is cheaper than memory.
 */
export function slowdown(
  hitRatio: number,
  costs: AccessCosts,
): CalculationResult<number, HitRatioErrorCode> {
  const error = validate(hitRatio, costs);
  if (error !== null) return { ok: false, code: error };
  return { ok: true, value: cost100(hitRatio, costs) / cost100(1, costs) };
}

/**
 * Throughput relative to serving every request from memory: 1 / slowdown, in
 * (0, 1] when disk is at least as expensive as memory. 1/20.8 ≈ 1/21 for 80 %
 * at costs 1/100.
 */
export function relativeThroughput(
  hitRatio: number,
  costs: AccessCosts,
): CalculationResult<number, HitRatioErrorCode> {
  const error = validate(hitRatio, costs);
  if (error !== null) return { ok: false, code: error };
  // Divided directly (not 1 / slowdown) so that h = 1 gives exactly 1 and the
  // result stays monotonic in h after rounding.
  return { ok: true, value: cost100(1, costs) / cost100(hitRatio, costs) };
}

/** Everything the calculator shows for one hit ratio. */
export interface HitRatioAnalysis {
  readonly hitRatio: number;
  readonly meanCost: number;
  readonly costPer100Requests: number;
  readonly slowdown: number;
  readonly relativeThroughput: number;
  readonly warnings: readonly AccessCostWarningCode[];
}

/** All outputs for one hit ratio at once, with the cost warnings. */
export function analyzeHitRatio(
  hitRatio: number,
  costs: AccessCosts,
): CalculationResult<HitRatioAnalysis, HitRatioErrorCode> {
  if (!isValidHitRatio(hitRatio)) return { ok: false, code: 'hit-ratio-out-of-range' };
  const checked = checkAccessCosts(costs);
  if (!checked.ok) return checked;
  const total = cost100(hitRatio, costs);
  const allHits = cost100(1, costs);
  return {
    ok: true,
    value: {
      hitRatio,
      meanCost: total / 100,
      costPer100Requests: total,
      slowdown: total / allHits,
      relativeThroughput: allHits / total,
      warnings: checked.warnings,
    },
  };
}

/** Answer of {@link requiredHitRatio}. */
export interface RequiredHitRatio {
  /**
   * Lowest hit ratio whose {@link relativeThroughput} reaches the target, in
   * [0, 1] (rounded up where needed, so feeding it back always meets the target).
   */
  readonly hitRatio: number;
  /** True when even a 0 % hit ratio meets the target (hitRatio is then 0). */
  readonly alwaysMet: boolean;
}

/**
 * The inverse question: which hit ratio keeps throughput at `target` × the
 * all-in-memory throughput? Solves meanCost(h) = memoryCost / target:
 * 1 − h = memoryCost·(1 − target) / (target·(diskCost − memoryCost)).
 *
 * The answer gets ill-conditioned as diskCost approaches memoryCost (a tiny
 * change of target moves h a lot); at equality it is undefined, hence
 * `disk-not-slower-than-memory` for diskCost ≤ memoryCost.
 *
 * @param targetRelativeThroughput - fraction of the all-in-memory throughput, in (0, 1]
 */
export function requiredHitRatio(
  targetRelativeThroughput: number,
  costs: AccessCosts,
): CalculationResult<RequiredHitRatio, RequiredHitRatioErrorCode> {
  const error = costsError(costs);
  if (error !== null) return { ok: false, code: error };
  const { memoryCost, diskCost } = costs;
  if (diskCost <= memoryCost) return { ok: false, code: 'disk-not-slower-than-memory' };
  const target = targetRelativeThroughput;
  if (!Number.isFinite(target) || target <= 0) return { ok: false, code: 'target-out-of-range' };
  if (target > 1) return { ok: false, code: 'unreachable' };
  const missRatio = (memoryCost * (1 - target)) / (target * (diskCost - memoryCost));
  // A quotient ≥ 1 means the target lies at or below the 0 %-hit throughput; it
  // is +Infinity (never NaN: the numerator is finite) if a tiny target underflows.
  if (!(missRatio < 1)) return { ok: true, value: { hitRatio: 0, alwaysMet: true } };
  let hitRatio = Math.min(1, Math.max(0, 1 - missRatio));
  // 1 − missRatio is rounded, and near 1 (or with diskCost close to
  // memoryCost) the rounded hit ratio can fall just short of the target. Step
  // up by a doubling amount, starting at one ulp, until relativeThroughput
  // really meets it; at h = 1 it always does, so the loop ends.
  const allHits = cost100(1, costs);
  let increment = nextUp(hitRatio) - hitRatio;
  while (hitRatio < 1 && allHits / cost100(hitRatio, costs) < target) {
    hitRatio = Math.min(1, hitRatio + increment);
    increment *= 2;
  }
  return { ok: true, value: { hitRatio, alwaysMet: false } };
}

/** The smallest double above a finite non-negative x. */
function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

/** One point of {@link throughputCurve}. */
export interface ThroughputCurvePoint {
  readonly hitRatio: number;
  readonly relativeThroughput: number;
}

/**
 * Relative throughput at evenly spaced hit ratios 0, 1/steps, …, 1 (h = 1 is
 * always the last point, exactly). With a large disk/memory ratio nearly all
 * the change happens close to h = 1, so a chart may want many steps or a
 * zoomed axis.
 *
 * @param steps - number of intervals, a whole number within {@link inputBounds}.curveSteps
 */
export function throughputCurve(
  costs: AccessCosts,
  steps: number,
): CalculationResult<readonly ThroughputCurvePoint[], HitRatioErrorCode> {
  if (!isWithinBound(steps, inputBounds.curveSteps))
    return { ok: false, code: 'steps-out-of-range' };
  const error = costsError(costs);
  if (error !== null) return { ok: false, code: error };
  const allHits = cost100(1, costs);
  const points: ThroughputCurvePoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    // i / steps (not i × (1 / steps)) so that the last point is exactly 1.
    const hitRatio = i / steps;
    points.push({ hitRatio, relativeThroughput: allHits / cost100(hitRatio, costs) });
  }
  return { ok: true, value: points };
}
