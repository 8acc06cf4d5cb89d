import type { ParamSpecs } from '../../calculators/shared/queryParams';
import { inputBounds } from '../../calculators/hit-ratio/hitRatioThroughput';
import { estimateInputBounds } from '../../calculators/hit-ratio/estimateHitRatio';
import {
  devicePresetsForRole,
  type DevicePresetId,
} from '../../calculators/hit-ratio/devicePresets';
import { overheadInputBounds } from '../../calculators/hit-ratio/devicePresets';

const memoryPresetIds = devicePresetsForRole('memory').map((preset) => preset.id as DevicePresetId);
const diskPresetIds = [...devicePresetsForRole('storage'), ...devicePresetsForRole('network')].map(
  (preset) => preset.id as DevicePresetId,
);

/**
 * The hit-ratio calculator's URL parameters. Bounds come from the maths
 * module, so the form, the URL and the model agree on what is valid.
 */
export const hitRatioParams = {
  /** Buffer-pool hit ratio, percent. */
  hit: { kind: 'number', min: 0, max: 100, defaultValue: inputBounds.hitRatioPercent.default },
  /** Where costs come from: relative units or device latencies. */
  costs: { kind: 'choice', values: ['relative', 'devices'], defaultValue: 'relative' },
  mem: {
    kind: 'number',
    // Above 0; a positive value under the model's minimum (1e-12) gets the
    // parser's "too close to 0" message, so -1 still reads "greater than 0".
    min: 0,
    minExclusive: true,
    max: inputBounds.memoryCost.max,
    defaultValue: inputBounds.memoryCost.default,
  },
  disk: {
    kind: 'number',
    // Above 0; a positive value under the model's minimum (1e-12) gets the
    // parser's "too close to 0" message, so -1 still reads "greater than 0".
    min: 0,
    minExclusive: true,
    max: inputBounds.diskCost.max,
    defaultValue: inputBounds.diskCost.default,
  },
  memDevice: { kind: 'choice', values: memoryPresetIds, defaultValue: 'memory-2009' },
  diskDevice: { kind: 'choice', values: diskPresetIds, defaultValue: 'hdd-2009' },
  /** Fixed work per request (parse, plan, network), nanoseconds. */
  overhead: {
    kind: 'number',
    min: overheadInputBounds.perRequestOverheadNs.min,
    max: overheadInputBounds.perRequestOverheadNs.max,
    defaultValue: overheadInputBounds.perRequestOverheadNs.default,
  },
  /** Target throughput for the inverse question, percent of all-in-memory. */
  target: { kind: 'number', min: 0, minExclusive: true, max: 100, defaultValue: 50 },
  data: {
    kind: 'number',
    min: estimateInputBounds.dataSizeGiB.min,
    max: estimateInputBounds.dataSizeGiB.max,
    defaultValue: estimateInputBounds.dataSizeGiB.default,
  },
  pool: {
    kind: 'number',
    min: estimateInputBounds.bufferPoolGiB.min,
    max: estimateInputBounds.bufferPoolGiB.max,
    defaultValue: estimateInputBounds.bufferPoolGiB.default,
  },
  skew: { kind: 'choice', values: ['uniform', 'zipf'], defaultValue: 'zipf' },
  zipf: {
    kind: 'number',
    min: estimateInputBounds.zipfExponent.min,
    max: estimateInputBounds.zipfExponent.max,
    defaultValue: estimateInputBounds.zipfExponent.default,
  },
} as const satisfies ParamSpecs;

export type HitRatioParams = typeof hitRatioParams;
