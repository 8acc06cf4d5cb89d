import type { ParamSpecs } from '../../calculators/shared/queryParams';
import { generations, inputBounds } from '../../calculators/group-commit/groupCommitModel';
import { fsyncDevicePresets } from '../../calculators/group-commit/fsyncDevices';

const deviceIds = [...fsyncDevicePresets.map((preset) => preset.id), 'custom'] as const;

/**
 * The group-commit simulator's URL parameters. Bounds come from the maths
 * module, so the form, the URL and the model agree on what is valid. The
 * defaults are the 2009-08-12 benchmark: 5.1 built-in InnoDB, 30 clients, a
 * disk with a battery-backed write cache, binary log on, 1 / 0, XA on.
 */
export const groupCommitParams = {
  /** Clients committing at the same time. */
  clients: {
    kind: 'number',
    min: inputBounds.clients.min,
    max: inputBounds.clients.max,
    integer: true,
    defaultValue: inputBounds.clients.default,
  },
  /** A preset's fsync time, or `custom` to type one. */
  device: { kind: 'choice', values: deviceIds, defaultValue: 'hdd-bbwc-2009' },
  /** With `device=custom`: give the fsync time, or the fsyncs per second the device sustains. */
  fsyncUnit: { kind: 'choice', values: ['rate', 'latency'], defaultValue: 'rate' },
  /** fsync time in microseconds (device=custom, fsyncUnit=latency). */
  fsyncUs: {
    kind: 'number',
    min: inputBounds.fsyncLatencyUs.min,
    max: inputBounds.fsyncLatencyUs.max,
    defaultValue: inputBounds.fsyncLatencyUs.default,
  },
  /** fsyncs per second (device=custom, fsyncUnit=rate). */
  fsyncPerSec: {
    kind: 'number',
    min: inputBounds.fsyncsPerSecond.min,
    max: inputBounds.fsyncsPerSecond.max,
    defaultValue: inputBounds.fsyncsPerSecond.default,
  },
  /** Server generation. */
  gen: { kind: 'choice', values: generations, defaultValue: 'builtin' },
  /** Binary log on/off. */
  binlog: { kind: 'choice', values: ['on', 'off'], defaultValue: 'on' },
  /** innodb_flush_log_at_trx_commit. */
  trx: { kind: 'choice', values: ['1', '2', '0'], defaultValue: '1' },
  /** sync_binlog. */
  syncBinlog: {
    kind: 'number',
    min: inputBounds.syncBinlog.min,
    max: inputBounds.syncBinlog.max,
    integer: true,
    defaultValue: 0,
  },
  /** innodb_support_xa (up to 5.7). */
  xa: { kind: 'choice', values: ['1', '0'], defaultValue: '1' },
  /** Time per transaction outside fsync waits, microseconds. */
  otherUs: {
    kind: 'number',
    min: inputBounds.otherTimeUs.min,
    max: inputBounds.otherTimeUs.max,
    defaultValue: inputBounds.otherTimeUs.default,
  },
} as const satisfies ParamSpecs;

export type GroupCommitParams = typeof groupCommitParams;
