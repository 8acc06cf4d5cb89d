import {
  analyzeHitRatio,
  requiredHitRatio,
  throughputCurve,
  type AccessCosts,
  type HitRatioErrorCode,
  type HitRatioAnalysis,
  type RequiredHitRatio,
  type RequiredHitRatioErrorCode,
  type ThroughputCurvePoint,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { CalculationResult } from '../../calculators/hit-ratio/types';
import {
  costsFromPresets,
  withPerRequestOverhead,
  type OverheadErrorCode,
} from '../../calculators/hit-ratio/devicePresets';
import {
  estimateHitRatio,
  type AccessSkew,
  type EstimateErrorCode,
  type HitRatioEstimate,
} from '../../calculators/hit-ratio/estimateHitRatio';
import type { ParamValues } from '../../calculators/shared/queryParams';
import { hitRatioOverlay, type OverlaySeries } from '../../datasets/modelOverlays';
import { labHitRatio } from '../../datasets/overlayData/lab-hit-ratio';
import { hitRatioWorkedExample as workedExample } from '../../datasets/overlayData/hit-ratio-worked-example';
import type { HitRatioParams } from './params';

const CURVE_STEPS = 400;
const TABLE_HIT_RATIOS = [1, 0.99, 0.95, 0.9, 0.8, 0.5] as const;

/** One row of the table under the chart: a representative hit ratio at the current costs. */
export interface HitRatioTableRow {
  readonly hitRatio: number;
  readonly result: CalculationResult<HitRatioAnalysis, HitRatioErrorCode>;
}

/** Everything the calculator shows, computed from the URL parameters' values. */
export interface HitRatioModel {
  /** Costs come from device latencies (nanoseconds) rather than relative units. */
  readonly usesDevices: boolean;
  readonly costs: AccessCosts;
  /** Why the device costs could not be used (the relative costs stand in). */
  readonly costErrorCode: OverheadErrorCode | null;
  readonly analysis: CalculationResult<HitRatioAnalysis, HitRatioErrorCode>;
  readonly curve: CalculationResult<readonly ThroughputCurvePoint[], HitRatioErrorCode>;
  readonly tableRows: readonly HitRatioTableRow[];
  readonly required: CalculationResult<RequiredHitRatio, RequiredHitRatioErrorCode>;
  readonly overlay: readonly OverlaySeries[];
  readonly estimate: CalculationResult<HitRatioEstimate, EstimateErrorCode>;
}

/** Costs: relative units, or device latencies plus a fixed per-request overhead. */
function accessCosts(values: ParamValues<HitRatioParams>): {
  readonly costs: AccessCosts;
  readonly costErrorCode: OverheadErrorCode | null;
} {
  const relative: AccessCosts = { memoryCost: values.mem, diskCost: values.disk };
  if (values.costs !== 'devices') return { costs: relative, costErrorCode: null };
  const withOverhead = withPerRequestOverhead(
    costsFromPresets(values.memDevice, values.diskDevice),
    values.overhead,
  );
  return withOverhead.ok
    ? { costs: withOverhead.value, costErrorCode: null }
    : { costs: relative, costErrorCode: withOverhead.code };
}

function accessSkew(values: ParamValues<HitRatioParams>): AccessSkew {
  return values.skew === 'zipf' ? { kind: 'zipf', exponent: values.zipf } : { kind: 'uniform' };
}

/** Runs the maths of src/calculators/hit-ratio on the calculator's parameter values. */
export function deriveHitRatioModel(values: ParamValues<HitRatioParams>): HitRatioModel {
  const usesDevices = values.costs === 'devices';
  const { costs, costErrorCode } = accessCosts(values);
  return {
    usesDevices,
    costs,
    costErrorCode,
    analysis: analyzeHitRatio(values.hit / 100, costs),
    curve: throughputCurve(costs, CURVE_STEPS),
    tableRows: TABLE_HIT_RATIOS.map((hitRatio) => ({
      hitRatio,
      result: analyzeHitRatio(hitRatio, costs),
    })),
    required: requiredHitRatio(values.target / 100, costs),
    overlay: hitRatioOverlay(labHitRatio, workedExample, {
      mode: usesDevices ? 'devices' : 'relative',
      memoryCost: values.mem,
      diskCost: values.disk,
    }),
    estimate: estimateHitRatio({
      dataSizeGiB: values.data,
      bufferPoolGiB: values.pool,
      skew: accessSkew(values),
    }),
  };
}

/** A hit ratio (0–1) as the hit field's text: percent, at most three decimals. */
export function hitPercentText(hitRatio: number): string {
  return String(Math.round(hitRatio * 100 * 1000) / 1000);
}
