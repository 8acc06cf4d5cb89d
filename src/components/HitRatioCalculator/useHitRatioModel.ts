import { useMemo } from 'react';
import type { ParamValues } from '../../calculators/shared/queryParams';
import { deriveHitRatioModel, type HitRatioModel } from './model';
import type { HitRatioParams } from './params';

/** The calculator's results, recomputed only when a parameter value changes. */
export function useHitRatioModel(values: ParamValues<HitRatioParams>): HitRatioModel {
  return useMemo(() => deriveHitRatioModel(values), [values]);
}
