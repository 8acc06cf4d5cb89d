/**
 * Captures the machine a run measured on: CPU, memory, the storage device and
 * filesystem under the data directory, kernel, OS, and software versions.
 * Every probe is best effort: a missing tool gives "unknown" (不明), never an error.
 * Keys and worded values are written in both languages; names, versions and
 * sizes stay plain strings.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as mariadb from 'mariadb';

import type { LocalizedText } from '../src/datasets/localized';
import type { EnvironmentEntry } from '../src/datasets/schema';
import { formatBytes } from './util';

const UNKNOWN: LocalizedText = { ja: '不明', en: 'unknown' };
const NONE: LocalizedText = { ja: 'なし', en: 'none' };

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

function orUnknown(s: string | undefined | null): string | LocalizedText {
  return s && s.trim() !== '' ? s.trim() : UNKNOWN;
}

/** `model name` of /proc/cpuinfo (or os.cpus()). */
export function cpuModel(): string | LocalizedText {
  const match = /^model name\s*:\s*(.+)$/m.exec(readText('/proc/cpuinfo'));
  return orUnknown(match?.[1] ?? os.cpus()[0]?.model);
}

/** The cgroup v2 CPU limit (`cpu.max`), e.g. "2.00 CPUs (cpu.max 200000/100000)", or none. */
function cpuQuota(): LocalizedText {
  const max = readText('/sys/fs/cgroup/cpu.max');
  const [quota, period] = max.split(/\s+/);
  if (!quota || !period) return UNKNOWN;
  if (quota === 'max') return NONE;
  const cpus = (Number(quota) / Number(period)).toFixed(2);
  return {
    ja: `CPU ${cpus} 個分(cpu.max ${quota}/${period})`,
    en: `${cpus} CPUs (cpu.max ${quota}/${period})`,
  };
}

/** The cgroup v2 memory limit, or none. */
function memoryLimit(): string | LocalizedText {
  const max = readText('/sys/fs/cgroup/memory.max');
  if (max === '') return UNKNOWN;
  if (max === 'max') return NONE;
  return formatBytes(Number(max));
}

/** Mount source, filesystem type and options of the filesystem holding `dir` (findmnt, else df -T). */
export function storageOf(dir: string): {
  source: string;
  fstype: string;
  options: string;
  /** Empty when the filesystem is not on a /dev device. */
  device: LocalizedText | '';
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
  return { source, fstype, options, device: dev };
}

/** Model, size and rotational flag of the disk behind a /dev path (lsblk, sysfs), in both languages. */
function describeDevice(source: string): LocalizedText | '' {
  const name = path.basename(source.replace(/\[.*$/, ''));
  const lsblk = run('lsblk', ['-d', '-n', '-o', 'NAME,SIZE,ROTA,MODEL,TRAN', `/dev/${name}`]);
  // For a partition, describe its disk too.
  const parent = run('lsblk', ['-n', '-o', 'PKNAME', `/dev/${name}`]).split('\n')[0] ?? '';
  const disk = parent !== '' ? parent : name;
  const rotational = readText(`/sys/block/${disk}/queue/rotational`);
  const scheduler = /\[(\w[\w-]*)\]/.exec(readText(`/sys/block/${disk}/queue/scheduler`))?.[1];
  const model = readText(`/sys/block/${disk}/device/model`);
  const vendor = readText(`/sys/block/${disk}/device/vendor`);
  const modelName = [vendor, model].filter(Boolean).join(' ');
  const parts = (lang: keyof LocalizedText) =>
    [
      `/dev/${disk}`,
      lsblk !== '' ? `lsblk: ${lsblk.replace(/\s+/g, ' ')}` : '',
      rotational === '0'
        ? { ja: '非回転型(SSD など)', en: 'non-rotational' }[lang]
        : rotational === '1'
          ? { ja: '回転型', en: 'rotational' }[lang]
          : '',
      model !== '' ? { ja: `型番 ${modelName}`, en: `model ${modelName}` }[lang] : '',
      scheduler
        ? { ja: `I/O スケジューラ ${scheduler}`, en: `I/O scheduler ${scheduler}` }[lang]
        : '',
    ]
      .filter(Boolean)
      .join(lang === 'ja' ? '、' : '; ');
  return { ja: parts('ja'), en: parts('en') };
}

/** What the hardware section of a lab dataset says about this machine and `dataDir`. */
export function hardwareEntries(dataDir: string): EnvironmentEntry[] {
  const storage = storageOf(dataDir);
  const virt: string | LocalizedText =
    run('systemd-detect-virt', []) ||
    (/\bhypervisor\b/.test(readText('/proc/cpuinfo'))
      ? { ja: 'あり(cpuinfo のフラグ)', en: 'yes (cpuinfo flag)' }
      : '');
  const fstype = storage.fstype || 'unknown';
  const source = storage.source || 'unknown';
  return [
    { key: { ja: 'CPU の型番', en: 'CPU model' }, value: cpuModel() },
    {
      key: { ja: 'オンラインの CPU 数', en: 'CPUs online' },
      value: String(os.availableParallelism()),
    },
    { key: { ja: 'CPU の上限(cgroup)', en: 'CPU quota (cgroup)' }, value: cpuQuota() },
    { key: { ja: 'メモリ', en: 'memory' }, value: formatBytes(os.totalmem()) },
    { key: { ja: 'メモリの上限(cgroup)', en: 'memory limit (cgroup)' }, value: memoryLimit() },
    { key: { ja: '仮想化', en: 'virtualization' }, value: virt === '' ? UNKNOWN : virt },
    {
      key: { ja: 'データディレクトリのファイルシステム', en: 'data directory filesystem' },
      value:
        storage.fstype === '' && storage.source === ''
          ? UNKNOWN
          : { ja: `${source} 上の ${fstype}`, en: `${fstype} on ${source}` },
    },
    { key: { ja: 'マウントオプション', en: 'mount options' }, value: orUnknown(storage.options) },
    {
      key: { ja: 'ストレージデバイス', en: 'storage device' },
      value: storage.device === '' ? UNKNOWN : storage.device,
    },
    {
      key: { ja: '負荷をかける側', en: 'load generator' },
      value: {
        ja: '同じマシン(Node.js のクライアントが Unix ソケット経由で接続し、サーバーと CPU を共有)',
        en: 'the same machine (Node.js clients over the Unix socket, sharing the CPUs with the server)',
      },
    },
  ];
}

/** Kernel, OS, Node.js, client library and server versions (and the binary, or the connection with `--server`). */
export function softwareEntries(
  serverVersion: string,
  server: { readonly binary: string } | { readonly connection: string },
): EnvironmentEntry[] {
  const osRelease = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readText('/etc/os-release'))?.[1];
  return [
    'binary' in server
      ? { key: { ja: 'MariaDB サーバー', en: 'MariaDB server' }, value: orUnknown(serverVersion) }
      : {
          key: {
            ja: 'サーバー(VERSION() と @@version_comment)',
            en: 'server (VERSION() and @@version_comment)',
          },
          value: orUnknown(serverVersion),
        },
    'binary' in server
      ? { key: { ja: 'サーバーのバイナリ', en: 'server binary' }, value: orUnknown(server.binary) }
      : { key: { ja: '接続先', en: 'connection' }, value: server.connection },
    {
      key: { ja: 'カーネル', en: 'kernel' },
      value: `${os.type()} ${os.release()} ${os.version()}`,
    },
    { key: 'OS', value: orUnknown(osRelease) },
    { key: 'Node.js', value: process.version },
    {
      key: { ja: 'クライアントライブラリ', en: 'client library' },
      value: `mariadb (MariaDB Connector/Node.js) ${mariadb.version}`,
    },
  ];
}
