/**
 * Captures the machine a run measured on: CPU, memory, the storage device and
 * filesystem under the data directory, kernel, OS, and software versions.
 * Every probe is best effort: a missing tool gives "unknown", never an error.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as mariadb from 'mariadb';

import type { EnvironmentEntry } from '../src/datasets/schema';
import { formatBytes } from './util';

function run(command: string, args: readonly string[]): string {
  try {
    const r = spawnSync(command, args, { encoding: 'utf8', timeout: 5000 });
    return r.status === 0 ? r.stdout.trim() : '';
  } catch {
    return '';
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function orUnknown(s: string | undefined | null): string {
  return s && s.trim() !== '' ? s.trim() : 'unknown';
}

/** `model name` of /proc/cpuinfo (or os.cpus()). */
export function cpuModel(): string {
  const match = /^model name\s*:\s*(.+)$/m.exec(readText('/proc/cpuinfo'));
  return orUnknown(match?.[1] ?? os.cpus()[0]?.model);
}

/** The cgroup v2 CPU limit (`cpu.max`), e.g. "2 CPUs (200000/100000)", or "none". */
function cpuQuota(): string {
  const max = readText('/sys/fs/cgroup/cpu.max');
  const [quota, period] = max.split(/\s+/);
  if (!quota || !period) return 'unknown';
  if (quota === 'max') return 'none';
  return `${(Number(quota) / Number(period)).toFixed(2)} CPUs (cpu.max ${quota}/${period})`;
}

/** The cgroup v2 memory limit, or "none". */
function memoryLimit(): string {
  const max = readText('/sys/fs/cgroup/memory.max');
  if (max === '') return 'unknown';
  if (max === 'max') return 'none';
  return formatBytes(Number(max));
}

/** Mount source, filesystem type and options of the filesystem holding `dir` (findmnt, else df -T). */
export function storageOf(dir: string): {
  source: string;
  fstype: string;
  options: string;
  device: string;
} {
  const line = run('findmnt', ['-n', '-o', 'SOURCE,FSTYPE,OPTIONS', '--target', dir]);
  const fields = line.split(/\s+/);
  let source = fields[0] ?? '';
  let fstype = fields[1] ?? '';
  const options = fields[2] ?? '';
  if (source === '') {
    const df = run('df', ['-T', dir]).split('\n')[1] ?? '';
    [source = '', fstype = ''] = df.split(/\s+/);
  }
  const dev = source.startsWith('/dev/') ? describeDevice(source) : '';
  return {
    source: orUnknown(source),
    fstype: orUnknown(fstype),
    options: orUnknown(options),
    device: orUnknown(dev),
  };
}

/** Model, size and rotational flag of the disk behind a /dev path (lsblk, sysfs). */
function describeDevice(source: string): string {
  const name = path.basename(source.replace(/\[.*$/, ''));
  const lsblk = run('lsblk', ['-d', '-n', '-o', 'NAME,SIZE,ROTA,MODEL,TRAN', `/dev/${name}`]);
  // For a partition, describe its disk too.
  const parent = run('lsblk', ['-n', '-o', 'PKNAME', `/dev/${name}`]).split('\n')[0] ?? '';
  const disk = parent !== '' ? parent : name;
  const rotational = readText(`/sys/block/${disk}/queue/rotational`);
  const scheduler = /\[(\w[\w-]*)\]/.exec(readText(`/sys/block/${disk}/queue/scheduler`))?.[1];
  const model = readText(`/sys/block/${disk}/device/model`);
  const vendor = readText(`/sys/block/${disk}/device/vendor`);
  const parts = [
    `/dev/${disk}`,
    lsblk !== '' ? `lsblk: ${lsblk.replace(/\s+/g, ' ')}` : '',
    rotational === '0' ? 'non-rotational' : rotational === '1' ? 'rotational' : '',
    model !== '' ? `model ${[vendor, model].filter(Boolean).join(' ')}` : '',
    scheduler ? `I/O scheduler ${scheduler}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** What the hardware section of a lab dataset says about this machine and `dataDir`. */
export function hardwareEntries(dataDir: string): EnvironmentEntry[] {
  const storage = storageOf(dataDir);
  const virt =
    run('systemd-detect-virt', []) ||
    (/\bhypervisor\b/.test(readText('/proc/cpuinfo')) ? 'yes (cpuinfo flag)' : '');
  return [
    { key: 'CPU model', value: cpuModel() },
    { key: 'CPUs online', value: String(os.availableParallelism?.() ?? os.cpus().length) },
    { key: 'CPU quota (cgroup)', value: cpuQuota() },
    { key: 'memory', value: formatBytes(os.totalmem()) },
    { key: 'memory limit (cgroup)', value: memoryLimit() },
    { key: 'virtualization', value: orUnknown(virt) },
    { key: 'data directory filesystem', value: `${storage.fstype} on ${storage.source}` },
    { key: 'mount options', value: storage.options },
    { key: 'storage device', value: storage.device },
    {
      key: 'load generator',
      value:
        'the same machine (Node.js clients over the Unix socket, sharing the CPUs with the server)',
    },
  ];
}

/** Kernel, OS, Node.js, client library and server versions. */
export function softwareEntries(serverVersion: string, mariadbd: string): EnvironmentEntry[] {
  const osRelease = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readText('/etc/os-release'))?.[1];
  return [
    { key: 'MariaDB server', value: orUnknown(serverVersion) },
    { key: 'server binary', value: mariadbd },
    { key: 'kernel', value: `${os.type()} ${os.release()} ${os.version()}` },
    { key: 'OS', value: orUnknown(osRelease) },
    { key: 'Node.js', value: process.version },
    { key: 'client library', value: `mariadb (MariaDB Connector/Node.js) ${mariadb.version}` },
  ];
}
