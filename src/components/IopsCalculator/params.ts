import type { NumberParamSpec, ParamSpecs } from '../../calculators/shared/queryParams';
import { BLOCK_SIZES_KIB, IOPS_INPUT_BOUNDS, type InputBound } from '../../calculators/iops/bounds';
import { DEVICE_PRESETS, type DevicePresetId } from '../../calculators/iops/devicePresets';
import { RAID_LEVEL_ORDER, type RaidLevel } from '../../calculators/iops/raid';
import {
  MAX_SYSTEMS_PARAM_LENGTH,
  SYSTEMS_PARAM_ALLOWED_CHARACTERS,
  parseSystemsParam,
} from '../../calculators/iops/systemsParam';

/** A number spec from one of the maths module's input bounds. */
function numberSpec(bound: InputBound, defaultValue: number = bound.default): NumberParamSpec {
  return { kind: 'number', min: bound.min, max: bound.max, defaultValue, integer: bound.integer };
}

/** The device choice: a preset, or a device the reader describes. */
export type DeviceChoice = DevicePresetId | 'custom';

const deviceChoices: readonly DeviceChoice[] = [
  ...DEVICE_PRESETS.map((preset) => preset.id),
  'custom',
];
const raidChoices: readonly RaidLevel[] = RAID_LEVEL_ORDER;
const blockSizeChoices = BLOCK_SIZES_KIB.map(String) as readonly ('4' | '8' | '16')[];

/**
 * Two systems whose sum is 900 reads/s + 100 writes/s: the 90 % read mix of the
 * cgroup test in the 2012-12-17 Provisioned IOPS post.
 */
export const DEFAULT_SYSTEMS = 'web~700~50_batch~200~50';

/**
 * The IOPS calculator's URL parameters. Bounds come from the maths module, so
 * the form, the URL and the model agree on what is valid.
 */
export const iopsParams = {
  /** Demand: systems as `name~reads~writes`, joined with `_` (see systemsParam.ts). */
  systems: {
    kind: 'text',
    defaultValue: DEFAULT_SYSTEMS,
    maxLength: MAX_SYSTEMS_PARAM_LENGTH,
    allowedCharacters: SYSTEMS_PARAM_ALLOWED_CHARACTERS,
    // A list the demand model cannot read gives way to the default list, and
    // must leave the link with it.
    accepts: (text) => parseSystemsParam(text).ok,
  },
  /** Planning headroom on top of the measured sum, percent. */
  head: numberSpec(IOPS_INPUT_BOUNDS.headroomPercent),
  /** Device preset id, or `custom`. */
  dev: { kind: 'choice', values: deviceChoices, defaultValue: 'sas-hdd-single' },
  /** Custom device: random reads/s and writes/s of one device. */
  dr: numberSpec(IOPS_INPUT_BOUNDS.deviceIops),
  dw: numberSpec(IOPS_INPUT_BOUNDS.deviceIops),
  /** Custom device: how it attaches (SATA caps the queue at 32). */
  bus: { kind: 'choice', values: ['unknown', 'sata', 'sas', 'network'], defaultValue: 'unknown' },
  /** RAID level and number of devices (devices that are not cloud volumes). */
  raid: { kind: 'choice', values: raidChoices, defaultValue: 'raid10' },
  n: numberSpec(IOPS_INPUT_BOUNDS.deviceCount),
  /** Cloud volume size, GiB, and provisioned IOPS (gp3/io1/io2). */
  size: numberSpec(IOPS_INPUT_BOUNDS.volumeSizeGiB),
  piops: numberSpec(IOPS_INPUT_BOUNDS.provisionedIops),
  /** Throttling: mechanism (names the settings), read and write caps. */
  thr: {
    kind: 'choice',
    values: ['cgroup-v1-blkio', 'cgroup-v2-io-max'],
    defaultValue: 'cgroup-v1-blkio',
  },
  rcap: numberSpec(IOPS_INPUT_BOUNDS.throttleCapIops),
  wcap: numberSpec(IOPS_INPUT_BOUNDS.throttleCapIops),
  /** Read share for the throttle question, percent. */
  tread: numberSpec(IOPS_INPUT_BOUNDS.readPercent),
  /** What bounds the throttle total besides the caps: nothing, the storage above, or a figure. */
  tlim: { kind: 'choice', values: ['none', 'storage', 'custom'], defaultValue: 'none' },
  tdev: numberSpec(IOPS_INPUT_BOUNDS.deviceLimitIops),
  /** Whether the caps also apply to the sizing verdict. */
  tapply: { kind: 'choice', values: ['no', 'yes'], defaultValue: 'no' },
  /** Queueing: I/Os in flight, latency per I/O (ms), block size (KiB). */
  qd: numberSpec(IOPS_INPUT_BOUNDS.outstandingIos),
  lat: numberSpec(IOPS_INPUT_BOUNDS.latencyMs),
  bs: { kind: 'choice', values: blockSizeChoices, defaultValue: '16' },
} as const satisfies ParamSpecs;

export type IopsParams = typeof iopsParams;
