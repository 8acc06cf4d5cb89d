/**
 * A real network hop for the lab: a network namespace joined to this one by a
 * veth pair, optionally with `tc … netem delay` on the host end. Every name
 * carries the pid of the run that made it, so that a later run can remove
 * what a killed one left ({@link sweepStaleLinks}).
 *
 * The pure parts (names and addresses, which series a machine can run) are
 * unit-tested; the rest shells out to `ip` and `tc` and needs root.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import type { LocalizedText } from '../src/datasets/schema';
import { isAlive } from './util';

/** Prefix of the namespaces the lab makes (`dbpfg-rt-<pid>`). */
export const NETNS_PREFIX = 'dbpfg-rt-';

/** Names and addresses of one run's namespace and veth pair. */
export interface VethPlan {
  readonly namespace: string;
  /** The end that stays in the lab's namespace (the server's side). */
  readonly hostLink: string;
  /** The end moved into the namespace (the client's side). */
  readonly namespaceLink: string;
  readonly hostAddress: string;
  readonly namespaceAddress: string;
  /** Prefix length of the /30 the two addresses share. */
  readonly prefix: 30;
}

/**
 * The namespace, links and a /30 inside 198.18.0.0/15 (RFC 2544: set aside for
 * benchmarking network devices, so it clashes with no real network) for `pid`.
 * Runs with different pids below 32,768 apart get different subnets.
 */
export function vethPlan(pid: number): VethPlan {
  if (!Number.isInteger(pid) || pid <= 0) throw new RangeError(`vethPlan: pid ${pid}`);
  // 2^17 addresses in 198.18.0.0/15: 32,768 subnets of 4.
  const base = (pid % 32_768) * 4;
  const address = (offset: number) => {
    const n = base + offset;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };
  return {
    namespace: `${NETNS_PREFIX}${pid}`,
    // Interface names are limited to 15 characters: "rt" + pid (≤ 7 digits) + "h"/"n".
    hostLink: `rt${pid}h`,
    namespaceLink: `rt${pid}n`,
    hostAddress: address(1),
    namespaceAddress: address(2),
    prefix: 30,
  };
}

/** The pid in a name made by {@link vethPlan}, or null for any other name. */
export function ownerPid(name: string): number | null {
  const m = new RegExp(`^(?:${NETNS_PREFIX}(\\d+)|rt(\\d+)[hn])$`).exec(name);
  const digits = m?.[1] ?? m?.[2];
  return digits === undefined ? null : Number(digits);
}

/** What the machine offered when the lab tried. */
export interface HopProbe {
  readonly root: boolean;
  /** Path of `ip`, or null. */
  readonly ip: string | null;
  /** Path of `tc`, or null. */
  readonly tc: string | null;
  /** The error of making the namespace and veth pair, or null when they were made. */
  readonly vethError: string | null;
  /** The error of adding a netem qdisc to the veth, or null when it worked (or was not tried). */
  readonly netemError: string | null;
}

/** The series of the round-trips experiment, by transport. */
export const TRANSPORTS = [
  { id: 'unix-socket', hop: false, delayMs: null },
  { id: 'tcp-loopback', hop: false, delayMs: null },
  { id: 'veth', hop: true, delayMs: null },
  // The source's Gigabit Ethernet access time (2009-08-20).
  { id: 'veth-netem-0.1ms', hop: true, delayMs: 0.1 },
  // Azure's round trip between availability zones of a region, "less than approximately 2 ms".
  { id: 'veth-netem-2ms', hop: true, delayMs: 2 },
] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** Whether a series runs, and why not. */
export type SeriesDecision =
  | { readonly transport: Transport; readonly run: true }
  | { readonly transport: Transport; readonly run: false; readonly reason: LocalizedText };

/** Which series this machine can run, from what {@link probeHop} found. */
export function planSeries(probe: HopProbe): SeriesDecision[] {
  const hopReason = ((): LocalizedText | null => {
    if (!probe.root) {
      return {
        ja: 'root 権限がない(ネットワーク名前空間と veth を作れない)',
        en: 'not running as root (cannot make a network namespace and a veth pair)',
      };
    }
    if (probe.ip === null) {
      return {
        ja: 'ip コマンド(iproute2)がない',
        en: 'no ip command (iproute2)',
      };
    }
    if (probe.vethError !== null) {
      return {
        ja: `ネットワーク名前空間と veth を作れなかった: ${probe.vethError}`,
        en: `could not make the network namespace and veth pair: ${probe.vethError}`,
      };
    }
    return null;
  })();
  const netemReason = ((): LocalizedText | null => {
    if (hopReason !== null) return hopReason;
    if (probe.tc === null)
      return { ja: 'tc コマンド(iproute2)がない', en: 'no tc command (iproute2)' };
    if (probe.netemError !== null) {
      return {
        ja: `カーネルで netem qdisc が使えない(tc qdisc add … netem が失敗: ${probe.netemError})`,
        en: `the kernel offers no netem qdisc (tc qdisc add … netem failed: ${probe.netemError})`,
      };
    }
    return null;
  })();
  return TRANSPORTS.map((transport) => {
    const reason = !transport.hop ? null : transport.delayMs === null ? hopReason : netemReason;
    return reason === null ? { transport, run: true } : { transport, run: false, reason };
  });
}

/** Runs a command; the first line of its error output (or how it ended) when it fails, else null. */
function run(command: string, args: readonly string[]): string | null {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  if (r.error) return r.error.message;
  if (r.status === 0) return null;
  const text = `${r.stderr}${r.stdout}`.trim().split('\n')[0] ?? '';
  return text === '' ? `exit code ${r.status ?? '?'}` : text;
}

function runOrThrow(command: string, args: readonly string[]): void {
  const error = run(command, args);
  if (error !== null) throw new Error(`${command} ${args.join(' ')}: ${error}`);
}

/** Makes the namespace and the veth pair of `plan`, addressed and up; undoes what it made on failure. */
export function createHop(ip: string, plan: VethPlan): void {
  try {
    runOrThrow(ip, ['netns', 'add', plan.namespace]);
    runOrThrow(ip, [
      'link',
      'add',
      plan.hostLink,
      'type',
      'veth',
      'peer',
      'name',
      plan.namespaceLink,
    ]);
    runOrThrow(ip, ['link', 'set', plan.namespaceLink, 'netns', plan.namespace]);
    runOrThrow(ip, ['addr', 'add', `${plan.hostAddress}/${plan.prefix}`, 'dev', plan.hostLink]);
    runOrThrow(ip, ['link', 'set', plan.hostLink, 'up']);
    const inside = (...args: string[]) => {
      runOrThrow(ip, ['netns', 'exec', plan.namespace, ip, ...args]);
    };
    inside('addr', 'add', `${plan.namespaceAddress}/${plan.prefix}`, 'dev', plan.namespaceLink);
    inside('link', 'set', plan.namespaceLink, 'up');
    inside('link', 'set', 'lo', 'up');
  } catch (e) {
    removeHop(ip, plan);
    throw e;
  }
}

/** Removes the namespace (which takes its veth end, and so the pair) and the host end if left. Idempotent. */
export function removeHop(ip: string, plan: VethPlan): void {
  run(ip, ['link', 'del', plan.hostLink]);
  run(ip, ['netns', 'del', plan.namespace]);
}

/** Adds `netem delay` to the host end (egress: every reply to the namespace waits `ms`). */
export function addDelay(tc: string, plan: VethPlan, ms: number): string | null {
  return run(tc, ['qdisc', 'add', 'dev', plan.hostLink, 'root', 'netem', 'delay', `${ms}ms`]);
}

/** Removes the root qdisc added by {@link addDelay}. */
export function removeDelay(tc: string, plan: VethPlan): void {
  run(tc, ['qdisc', 'del', 'dev', plan.hostLink, 'root']);
}

/** Bytes received plus sent by a link, from sysfs (0 when it is gone). */
export function linkBytes(link: string): number {
  const read = (name: string) => {
    try {
      return Number(readFileSync(`/sys/class/net/${link}/statistics/${name}`, 'utf8').trim());
    } catch {
      return 0;
    }
  };
  return read('rx_bytes') + read('tx_bytes');
}

/**
 * Removes namespaces and links made by runs whose process is gone (killed with
 * SIGKILL). Those of live runs stay. Returns the names removed.
 */
export function sweepStaleLinks(ip: string): string[] {
  const removed: string[] = [];
  const names = (args: string[], pick: (line: string) => string | undefined) => {
    const r = spawnSync(ip, args, { encoding: 'utf8', timeout: 10_000 });
    return r.status === 0
      ? r.stdout
          .split('\n')
          .map(pick)
          .filter((n): n is string => n !== undefined && n !== '')
      : [];
  };
  const stale = (name: string) => {
    const pid = ownerPid(name);
    return pid !== null && pid !== process.pid && !isAlive(pid);
  };
  for (const ns of names(['netns', 'list'], (l) => l.split(' ')[0])) {
    if (stale(ns) && run(ip, ['netns', 'del', ns]) === null) removed.push(ns);
  }
  // "12: rt123h@if11: <…>": the name before "@".
  for (const link of names(['-o', 'link', 'show'], (l) => l.split(':')[1]?.trim().split('@')[0])) {
    if (stale(link) && run(ip, ['link', 'del', link]) === null) removed.push(link);
  }
  return removed;
}

/**
 * Tries what the hop needs: root, `ip`, `tc`, the namespace and veth pair of
 * `plan` (left in place when made), and a netem qdisc on it (removed again).
 */
export function probeHop(
  plan: VethPlan,
  tools: { ip: string | null; tc: string | null },
): HopProbe {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  let vethError: string | null = null;
  let netemError: string | null = null;
  if (root && tools.ip !== null) {
    try {
      createHop(tools.ip, plan);
    } catch (e) {
      vethError = (e as Error).message;
    }
    if (vethError === null && tools.tc !== null) {
      netemError = addDelay(tools.tc, plan, 0.1);
      if (netemError === null) removeDelay(tools.tc, plan);
    }
  }
  return { root, ip: tools.ip, tc: tools.tc, vethError, netemError };
}

/** What mysqlslap printed for one run. */
export interface SlapResult {
  readonly seconds: number;
  readonly clients: number;
  readonly queriesPerClient: number;
}

/** Reads mysqlslap's summary ("Average number of seconds to run all queries: 6.866 seconds", …); null if absent. */
export function parseMysqlslap(output: string): SlapResult | null {
  const number = (label: string) => {
    const m = new RegExp(`${label}:\\s*([0-9.]+)`).exec(output);
    return m ? Number(m[1]) : NaN;
  };
  const seconds = number('Average number of seconds to run all queries');
  const clients = number('Number of clients running queries');
  const queriesPerClient = number('Average number of queries per client');
  if (![seconds, clients, queriesPerClient].every(Number.isFinite)) return null;
  return { seconds, clients, queriesPerClient };
}
