/**
 * The lab's parts that need no server: key generators, random numbers,
 * progress display, dataset building and the schema's `incomplete` flag,
 * argument parsing, the folders and files it writes, the covering-index
 * experiment's EXPLAIN line and CPU reading, the scan-resistance windows, the
 * sp-handler request keys, the text-split query mix, the range-vs-full-scan
 * experiment's range bound and /proc/diskstats parsing, and the query-cache
 * experiment's statements per step and its invalidation count, and the
 * engines-concurrency experiment's paced scan, and the round-trips experiment's
 * network-hop plan, series decisions and mysqlslap parsing.
 */
import { PassThrough } from 'node:stream';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from '../../lab/args';
import { buildDataset, Recorder, validateDataset, type RunInfo } from '../../lab/dataset';
import { hardwareEntries, softwareEntries } from '../../lab/environment';
import { EXPERIMENTS } from '../../lab/experiments';
import { explainLine, processCpuSeconds } from '../../lab/experiments/covering-index';
import { windowFigures } from '../../lab/experiments/scan-resistance';
import { LOOKUPS_PER_REQUEST, procedureSql, requestKeys } from '../../lab/experiments/sp-handler';
import { leafBytesPerRow, readsBody, SOURCE_SHARES_PCT } from '../../lab/experiments/text-split';
import { parseDiskstats, rangeBound } from '../../lab/experiments/range-vs-full-scan';
import {
  BENCHMARK_QUERIES,
  invalidatedEntries,
  q2Constant,
  qcacheDelta,
  roundStatements,
} from '../../lab/experiments/query-cache';
import { pacedScanSql, perThousand } from '../../lab/experiments/engines-concurrency';
import { meanLatencyMs } from '../../lab/experiments/round-trips';
import { ownerPid, parseMysqlslap, planSeries, vethPlan, type HopProbe } from '../../lab/netns';
import { parseFincoreJson, parseProcIo } from '../../lab/experiments/flush-method';
import { EXPERIMENT_IDS } from '../../lab/experiment';
import { indexPagesLine, pagesMiB } from '../../lab/indexStats';
import {
  ensureWritableDirectory,
  makeDirectory,
  UnwritableDirectoryError,
  writeFileAtomic,
} from '../../lab/files';
import { DEFAULT_KEY_OPTIONS, keyStrategies, KEY_STRATEGY_IDS } from '../../lab/ids';
import { Progress } from '../../lab/progress';
import { Random, scatter, Zipf } from '../../lab/random';
import { SAME_SIGNAL_MS, signalHandler } from '../../lab/signals';
import { REPO_ROOT } from '../../lab/util';
import { loadDataset, type Dataset } from '../../src/datasets/schema';

/** Key literal → comparable value in index order (BINARY compares bytes, integers numerically). */
function sortKey(literal: string): bigint {
  const hex = /^X'([0-9a-f]+)'$/.exec(literal);
  return hex ? BigInt(`0x${hex[1]}`) : BigInt(literal);
}

function keys(id: string, rows: number, options = DEFAULT_KEY_OPTIONS): bigint[] {
  const s = keyStrategies(options).find((k) => k.id === id);
  if (!s) throw new Error(id);
  const out: bigint[] = [];
  for (let i = 0; i < rows; i += 1) out.push(sortKey(s.next()[0]));
  return out;
}

/** How many times a key is smaller than the one before (a jump back to the left of the index). */
function descents(values: readonly bigint[]): number {
  let n = 0;
  for (let i = 1; i < values.length; i += 1) if ((values[i] ?? 0n) < (values[i - 1] ?? 0n)) n += 1;
  return n;
}

describe('key strategies', () => {
  it('has the nine strategies of the experiment', () => {
    expect(KEY_STRATEGY_IDS).toEqual([
      'sequential-bigint',
      'random-int',
      'random-bigint',
      'uuid-v4',
      'uuid-v1-text',
      'uuid-v1-swapped',
      'uuid-v7',
      'snowflake-time-first',
      'snowflake-shard-first',
    ]);
  });

  it('makes time-ordered keys ascend and random ones jump around', () => {
    // 100 rows/s → 200,000 rows span 2,000 s of simulated time: four wraps of time_low.
    const n = 200_000;
    expect(descents(keys('sequential-bigint', n))).toBe(0);
    expect(descents(keys('uuid-v1-swapped', n))).toBe(0);
    expect(descents(keys('uuid-v7', n))).toBe(0);
    expect(descents(keys('snowflake-time-first', n))).toBeLessThan(n * 0.51);
    const v1 = descents(keys('uuid-v1-text', n));
    expect(v1).toBeGreaterThanOrEqual(4);
    expect(v1).toBeLessThan(10);
    for (const id of ['random-int', 'random-bigint', 'uuid-v4', 'snowflake-shard-first']) {
      expect(descents(keys(id, 10_000))).toBeGreaterThan(4000);
    }
  });

  it('keeps snowflake time-first IDs ascending row to row', () => {
    const s = keyStrategies().find((k) => k.id === 'snowflake-time-first');
    let last = -1n;
    for (let i = 0; i < 10_000; i += 1) {
      const [a] = s?.next() ?? ['0'];
      // The shard bits are below the time: the row's first key beats the previous row's keys.
      expect(BigInt(a) >> 23n).toBeGreaterThanOrEqual(last >> 23n);
      last = BigInt(a);
    }
  });

  it('sets UUID version and variant bits, and fits the column types', () => {
    const byId = new Map(keyStrategies().map((s) => [s.id, s]));
    for (const [id, version] of [
      ['uuid-v4', 4],
      ['uuid-v7', 7],
      ['uuid-v1-text', 1],
    ] as const) {
      const [literal] = byId.get(id)?.next() ?? [''];
      const hex = /^X'([0-9a-f]{32})'$/.exec(literal)?.[1] ?? '';
      expect(hex).toHaveLength(32);
      expect(Number.parseInt(hex[12] ?? '', 16)).toBe(version);
      expect(Number.parseInt(hex[16] ?? '', 16) & 0xc).toBe(0x8);
    }
    const swapped = /^X'([0-9a-f]{32})'$/.exec(byId.get('uuid-v1-swapped')?.next()[0] ?? '')?.[1];
    expect(swapped?.[0]).toBe('1'); // time_high with its version nibble comes first
    for (let i = 0; i < 1000; i += 1) {
      const [a, b] = byId.get('random-int')?.next() ?? ['', ''];
      for (const v of [a, b]) expect(Number(v)).toBeLessThan(2 ** 31);
      const [c] = byId.get('snowflake-shard-first')?.next() ?? [''];
      expect(BigInt(c)).toBeLessThan(1n << 64n);
    }
  });

  it('repeats with the same seed', () => {
    const a = keys('uuid-v4', 5);
    const b = keys('uuid-v4', 5);
    expect(a).toEqual(b);
    expect(keys('uuid-v4', 5, { ...DEFAULT_KEY_OPTIONS, seed: 5 })).not.toEqual(a);
  });
});

describe('random numbers', () => {
  it('draws uniform floats and ints', () => {
    const r = new Random(1);
    let sum = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const f = r.float();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      sum += f;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
    expect(r.hex(37)).toMatch(/^[0-9a-f]{37}$/);
  });

  it('samples Zipf ranks with the expected head mass', () => {
    const n = 10_000;
    const zipf = new Zipf(n, 0.99);
    const r = new Random(2);
    let head = 0;
    const draws = 50_000;
    for (let i = 0; i < draws; i += 1) {
      const k = zipf.sample(r);
      expect(k).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThanOrEqual(n);
      if (k <= 100) head += 1;
    }
    expect(head / draws).toBeCloseTo(zipf.headMass(100), 1);
  });

  it('scatters ranks as a permutation', () => {
    for (const n of [1000, 250_000]) {
      const f = scatter(n);
      const seen = new Set<number>();
      for (let k = 1; k <= n; k += 1) seen.add(f(k));
      expect(seen.size).toBe(n);
      expect(seen.has(1) && seen.has(n) && !seen.has(0) && !seen.has(n + 1)).toBe(true);
    }
  });
});

describe('progress', () => {
  it('draws a bar with percent and ETA on a terminal', () => {
    let now = 0;
    const bar = Object.assign(new PassThrough(), { isTTY: true, columns: 100 });
    const out = new PassThrough();
    const p = new Progress({
      out,
      bar: bar as unknown as NodeJS.WriteStream,
      tty: true,
      now: () => now,
    });
    p.begin(100, 'starting');
    now = 10_000;
    p.advance(25, 'uuid-v4');
    const line = p.render(100);
    expect(line).toMatch(/^\[#+-+\] {2}25% {2}0:10 elapsed · ETA 0:30 {2}uuid-v4$/);
    expect(p.eta()).toBe(30_000);
  });

  it('prints plain progress lines when not on a terminal', () => {
    let now = 0;
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString()));
    const p = new Progress({ out, tty: false, now: () => now });
    p.begin(10);
    now = 1000;
    p.advance(5);
    p.log('point x');
    expect(text).toContain('progress 50% (elapsed 0:01, ETA 0:01)');
    expect(text).toContain('point x\n');
    expect(text).not.toContain('\r');
  });
});

const run: RunInfo = {
  scale: 'quick',
  command: 'npm run lab -- autoinc --quick',
  startedAt: new Date('2026-01-02T03:04:05Z'),
  finishedAt: new Date('2026-01-02T03:05:05Z'),
  script: 'lab/experiments/autoinc.ts',
  hardware: [{ key: { ja: 'CPU の型番', en: 'CPU model' }, value: 'Test CPU 9000' }],
  software: [{ key: { ja: 'MariaDB サーバー', en: 'MariaDB server' }, value: '10.11' }],
  stopReason: null,
  version: 1,
};

describe('datasets', () => {
  it('declares a valid dataset definition per experiment', () => {
    for (const id of EXPERIMENT_IDS) {
      const e = EXPERIMENTS[id];
      expect(e.id).toBe(id);
      expect(e.dataset.id).toBe(`lab-${id}`);
      expect(e.script).toBe(`lab/experiments/${id}.ts`);
    }
  });

  it('builds a valid complete dataset, leaving out series and units without points', () => {
    const rec = new Recorder();
    rec.add({ series: 'lock-mode-0', x: 1, y: 1000, unit: 'inserts-per-s' });
    rec.add({ series: 'lock-mode-0', x: 4, y: 2000, unit: 'inserts-per-s' });
    expect(rec.add({ series: 'lock-mode-0', x: 4, y: 1, unit: 'inserts-per-s' })).toMatch(
      /second value/,
    );
    rec.variable('innodb_autoinc_lock_mode', '0');
    rec.param({ ja: 'クライアント数', en: 'clients' }, '1, 4');
    const d = buildDataset(EXPERIMENTS.autoinc.dataset, rec, run);
    expect(d).not.toBeNull();
    if (!d) return;
    expect(validateDataset(d, 'lab-autoinc.json')).toEqual([]);
    expect(d.series.map((s) => s.id)).toEqual(['lock-mode-0']);
    expect(d.units.map((u) => u.id)).toEqual(['clients', 'inserts-per-s']);
    expect(d.incomplete).toBeUndefined();
    expect(d.points[0]?.provenance).toEqual({
      kind: 'lab',
      script: 'lab/experiments/autoinc.ts',
      date: '2026-01-02',
      run: {
        ja: 'quick 規模の実行(2026-01-02T03:04:05Z 開始)',
        en: 'quick run started 2026-01-02T03:04:05Z',
      },
    });
  });

  it('writes settings, defaults and workload in both languages, names and numbers as they are', () => {
    const rec = new Recorder();
    rec.add({ series: 'lock-mode-0', x: 1, y: 1000, unit: 'inserts-per-s' });
    rec.variable('innodb_autoinc_lock_mode', '0');
    rec.variable('innodb_autoinc_lock_mode', '1');
    rec.variable('innodb_buffer_pool_size', '536870912', '512M');
    rec.variable('innodb_flush_log_at_trx_commit', '2', '2');
    rec.defaults.set('innodb_flush_method', 'O_DIRECT');
    rec.param({ ja: 'クライアント数', en: 'clients' }, '1, 4');
    rec.param({ ja: 'クライアント数', en: 'clients' }, '1, 2, 4'); // replaces the first
    rec.param({ ja: '乱数のシード', en: 'random seed' }, 20090813);
    const d = buildDataset(EXPERIMENTS.autoinc.dataset, rec, run);
    expect(d).not.toBeNull();
    if (!d) return;
    expect(validateDataset(d, 'lab-autoinc.json')).toEqual([]);
    expect(d.environment.configuration).toEqual([
      {
        key: 'innodb_autoinc_lock_mode',
        value: {
          ja: '0、1(計測グループごとに 1 つの値)',
          en: '0, 1 (one value per measurement group)',
        },
      },
      {
        key: 'innodb_buffer_pool_size',
        value: { ja: '536870912(512M と指定)', en: '536870912 (set as 512M)' },
      },
      { key: 'innodb_flush_log_at_trx_commit', value: '2' },
      {
        key: {
          ja: 'innodb_flush_method(サーバーの既定値、設定せず)',
          en: 'innodb_flush_method (server default, not set)',
        },
        value: 'O_DIRECT',
      },
    ]);
    expect(d.environment.workload).toEqual([
      { key: { ja: 'コマンド', en: 'command' }, value: 'npm run lab -- autoinc --quick' },
      { key: { ja: '規模', en: 'scale' }, value: 'quick' },
      { key: { ja: 'クライアント数', en: 'clients' }, value: '1, 2, 4' },
      { key: { ja: '乱数のシード', en: 'random seed' }, value: '20090813' },
      { key: { ja: '開始', en: 'started' }, value: '2026-01-02T03:04:05.000Z' },
      { key: { ja: '終了', en: 'finished' }, value: '2026-01-02T03:05:05.000Z' },
    ]);
  });

  it('writes the machine in both languages, with the keys of the committed lab datasets', () => {
    const hardware = hardwareEntries(os.tmpdir());
    const software = softwareEntries('10.11.19-MariaDB (Debian 12)', {
      binary: '/usr/sbin/mariadbd',
    });
    const rec = new Recorder();
    rec.add({ series: 'lock-mode-0', x: 1, y: 1000, unit: 'inserts-per-s' });
    const d = buildDataset(EXPERIMENTS.autoinc.dataset, rec, { ...run, hardware, software });
    expect(d && validateDataset(d, 'lab-autoinc.json')).toEqual([]);
    const keys = (entries: unknown) =>
      Array.isArray(entries) ? entries.map((e: { key: unknown }) => e.key) : entries;
    for (const id of EXPERIMENT_IDS) {
      const committed = JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'static', 'data', `lab-${id}.json`), 'utf8'),
      ) as Dataset;
      expect(keys(committed.environment.hardware), id).toEqual(keys(hardware));
      expect(keys(committed.environment.software), id).toEqual(keys(software));
    }
  });

  it('marks a stopped run incomplete with a note, and returns null without points', () => {
    const rec = new Recorder();
    expect(buildDataset(EXPERIMENTS.autoinc.dataset, rec, run)).toBeNull();
    rec.add({ series: 'lock-mode-1', x: 1, y: 10, unit: 'lock-errors' });
    rec.freeze();
    expect(rec.add({ series: 'lock-mode-1', x: 4, y: 10, unit: 'lock-errors' })).toBeNull();
    expect(rec.points).toHaveLength(1);
    const d = buildDataset(EXPERIMENTS.autoinc.dataset, rec, {
      ...run,
      stopReason: { ja: '止まりました。', en: 'It stopped.' },
    });
    expect(d?.incomplete).toBe(true);
    expect(d?.chart).toBeNull(); // no point of the plotted measure
    expect(d?.notes[0]?.en).toBe(
      'Incomplete run: It stopped. Only the values measured before it stopped are included.',
    );
    if (d) expect(validateDataset(d, 'lab-autoinc.json')).toEqual([]);
  });

  it('accepts "incomplete" only on lab datasets (schema)', () => {
    const rec = new Recorder();
    rec.add({ series: 'lock-mode-0', x: 1, y: 1000, unit: 'inserts-per-s' });
    const d = buildDataset(EXPERIMENTS.autoinc.dataset, rec, run);
    const asSource = {
      ...JSON.parse(JSON.stringify(d)),
      origin: 'source',
      incomplete: true,
    } as Record<string, unknown>;
    const result = loadDataset(asSource);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toContainEqual({
        path: 'incomplete',
        message: 'only lab datasets (origin "lab") can be marked incomplete',
      });
    }
    const wrongType = loadDataset({ ...JSON.parse(JSON.stringify(d)), incomplete: 'yes' });
    expect(wrongType.ok).toBe(false);
  });
});

describe('command line', () => {
  const parsed = (...argv: string[]) => {
    const p = parse(['group-commit', ...argv]);
    if (p === 'help') throw new Error('unexpected help');
    return p;
  };

  it('takes a seed only when it is an integer', () => {
    expect(parsed('--seed', '42').seed).toBe(42);
    expect(parsed('--seed=-7').seed).toBe(-7);
    // Number('') is 0: an empty --seed= must not quietly become seed 0.
    for (const value of ['', ' ', 'abc', '1.5', '1e3', '0x10', '99999999999999999999']) {
      expect(() => parsed(`--seed=${value}`), value).toThrow(
        `--seed expects an integer, got "${value}"`,
      );
    }
  });

  it('rejects an empty folder or binary instead of falling back to a default', () => {
    for (const name of ['out', 'partial-out', 'tmpdir', 'mariadbd']) {
      expect(() => parsed(`--${name}=`), name).toThrow(`--${name} expects a value, got ""`);
    }
  });

  it('keeps partial results out of the dataset folder', () => {
    const full = parsed('--full');
    expect(full.outDir).toBe(path.join(REPO_ROOT, 'static', 'data'));
    expect(full.partialDir).toBe(path.join(REPO_ROOT, 'lab', 'results', 'partial'));
    expect(() => parsed('--out', '/tmp/x', '--partial-out', '/tmp/x/')).toThrow(
      '--partial-out must differ from --out',
    );
  });
});

describe('signals', () => {
  it('stops in order on the first signal, ignores its relayed copy, stops at once on a later one', () => {
    let clock = 1000;
    const calls: string[] = [];
    const onSignal = signalHandler({
      stop: (s) => calls.push(`stop ${s}`),
      stopNow: (s) => calls.push(`stopNow ${s}`),
      now: () => clock,
    });
    onSignal('SIGINT');
    // A wrapper relaying the terminal's Ctrl-C delivers it again a few ms later.
    clock += 30;
    onSignal('SIGINT');
    expect(calls).toEqual(['stop SIGINT']);
    clock += SAME_SIGNAL_MS;
    onSignal('SIGINT');
    expect(calls).toEqual(['stop SIGINT', 'stopNow SIGINT']);
  });
});

describe('folders and files the lab writes', () => {
  let scratch = '';
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'lab-files-'));
  });
  afterEach(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('creates missing parent folders', async () => {
    const dir = path.join(scratch, 'a', 'b', 'c');
    await makeDirectory(dir);
    await makeDirectory(dir);
    expect(readdirSync(path.join(scratch, 'a', 'b'))).toEqual(['c']);
  });

  it('fails on /proc instead of hanging like a recursive mkdir', async () => {
    await expect(makeDirectory('/proc/lab-forbidden/a')).rejects.toThrow(/lab-forbidden/);
    await expect(ensureWritableDirectory('/proc/lab-forbidden')).rejects.toBeInstanceOf(
      UnwritableDirectoryError,
    );
  });

  it('proves a folder writable and leaves nothing in it', async () => {
    await ensureWritableDirectory(scratch);
    expect(readdirSync(scratch)).toEqual([]);
    const file = path.join(scratch, 'file');
    writeFileSync(file, 'x');
    await expect(ensureWritableDirectory(path.join(file, 'sub'))).rejects.toThrow(/ENOTDIR/);
  });

  it('replaces a file atomically and leaves no temporary file, also when it fails', async () => {
    const file = path.join(scratch, 'lab-x.json');
    writeFileSync(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(scratch)).toEqual(['lab-x.json']);
    // A folder in the way: the rename fails, the temporary file goes.
    mkdirSync(path.join(scratch, 'taken.json'));
    await expect(writeFileAtomic(path.join(scratch, 'taken.json'), 'new')).rejects.toThrow();
    expect(readdirSync(scratch).sort()).toEqual(['lab-x.json', 'taken.json']);
  });
});

describe('covering-index helpers', () => {
  it('writes EXPLAIN as one line, with — for an empty Extra and NULL for no key', () => {
    expect(explainLine({ type: 'index', key: 'ind', rows: 9979810n, Extra: 'Using index' })).toBe(
      'type=index key=ind rows=9979810 Extra=Using index',
    );
    expect(explainLine({ type: 'ALL', key: null, rows: 42, Extra: '' })).toBe(
      'type=ALL key=NULL rows=42 Extra=—',
    );
    expect(explainLine(undefined)).toBe('EXPLAIN: —');
  });

  it('reads a process’s CPU seconds from /proc, growing with work; NaN when there is none', () => {
    const before = processCpuSeconds(process.pid);
    expect(before).toBeGreaterThan(0);
    // Busy for ≥ 50 ms of CPU (5 ticks of /proc/<pid>/stat).
    const until = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(until).user < 50_000) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const after = processCpuSeconds(process.pid);
    expect(after - before).toBeGreaterThanOrEqual(0.03);
    expect(after - before).toBeLessThan(5);
    expect(processCpuSeconds(null)).toBeNaN();
    expect(processCpuSeconds(2 ** 30)).toBeNaN();
  });
});

describe('index sizes as datasets record them', () => {
  it('gives all and leaf pages and the size in MiB of 16 KiB pages', () => {
    expect(pagesMiB(64)).toBe('1 MiB');
    expect(pagesMiB(12_961)).toBe('202.5 MiB');
    expect(indexPagesLine({ size: 12_961, leaves: 12_800 })).toBe(
      '12,961 / 12,800 pages, 202.5 MiB',
    );
  });
});

describe('scan-resistance windows', () => {
  const sample = (atMs: number, lookups: number, hotReads: number, reads = 0, requests = 0) => ({
    atMs,
    lookups,
    hotReads,
    poolReads: reads,
    poolRequests: requests,
  });

  it('gives the hot table’s hit ratio per lookup, the lookup rate and the whole pool’s hit ratio', () => {
    const f = windowFigures(sample(1000, 100, 7, 50, 1000), sample(1500, 1100, 257, 450, 5000));
    expect(f.seconds).toBe(0.5);
    expect(f.lookupsPerSecond).toBe(2000);
    // 250 reads of hot.ibd for 1,000 lookups.
    expect(f.hotHitRatioPct).toBe(75);
    // 400 disk reads for 4,000 page requests.
    expect(f.poolHitRatioPct).toBe(90);
  });

  it('keeps the ratios within 0–100 % and gives null where nothing was asked', () => {
    // More reads than lookups (read-ahead, a lookup reading two pages): 0 %, not negative.
    expect(windowFigures(sample(0, 0, 0), sample(500, 10, 30)).hotHitRatioPct).toBe(0);
    const idle = windowFigures(sample(0, 5, 3, 9, 9), sample(500, 5, 3, 9, 9));
    expect(idle.hotHitRatioPct).toBeNull();
    expect(idle.poolHitRatioPct).toBeNull();
    expect(idle.lookupsPerSecond).toBe(0);
    expect(windowFigures(sample(500, 0, 0), sample(500, 4, 0)).lookupsPerSecond).toBe(0);
  });
});

describe('sp-handler helpers', () => {
  it('makes 100 distinct keys per request, all in 1 … rows, wrapping around the table', () => {
    for (const [base, rows] of [
      [0, 100_000],
      [99_999, 100_000],
      [123_456, 1_000_000],
    ] as const) {
      const keys = requestKeys(base, rows);
      expect(keys).toHaveLength(LOOKUPS_PER_REQUEST);
      expect(new Set(keys).size).toBe(LOOKUPS_PER_REQUEST);
      for (const k of keys) {
        expect(Number.isInteger(k)).toBe(true);
        expect(k).toBeGreaterThanOrEqual(1);
        expect(k).toBeLessThanOrEqual(rows);
      }
    }
    expect(requestKeys(0, 100_000).slice(0, 3)).toEqual([1, 7920, 15839]);
    // Past the end of the table the keys wrap: base 99,999 starts at the last row, then 7,919.
    expect(requestKeys(99_999, 100_000).slice(0, 2)).toEqual([100_000, 7919]);
  });

  it('has the procedure compute the same keys as the clients', () => {
    const sql = procedureSql(100_000);
    expect(sql).toContain(`WHILE i < ${LOOKUPS_PER_REQUEST} DO`);
    // The same formula as requestKeys, evaluated for i = 0 … 99 with the table size baked in.
    const formula = /WHERE id = 1 \+ \(base \+ i \* (\d+)\) MOD (\d+);/.exec(sql);
    expect(formula).not.toBeNull();
    const [step, rows] = [Number(formula?.[1]), Number(formula?.[2])];
    expect(rows).toBe(100_000);
    const fromProcedure = Array.from(
      { length: LOOKUPS_PER_REQUEST },
      (_, i) => 1 + ((4242 + i * step) % rows),
    );
    expect(fromProcedure).toEqual(requestKeys(4242, 100_000));
  });
});

describe('text-split helpers', () => {
  const bodyQueries = (share: number, n: number) =>
    Array.from({ length: n }, (_, i) => readsBody(i, share)).filter(Boolean).length;

  it('mixes in body queries at exactly the share, evenly spread', () => {
    for (const share of SOURCE_SHARES_PCT) expect(bodyQueries(share, 100)).toBe(share);
    expect(bodyQueries(2, 1000)).toBe(20);
    expect(bodyQueries(0, 100)).toBe(0);
    // 2 %: the 50th, 100th, … query; never two body queries in a row below 50 %.
    expect([...Array(100).keys()].filter((i) => readsBody(i, 2))).toEqual([49, 99]);
    for (let i = 0; i < 99; i += 1) expect(readsBody(i, 33) && readsBody(i + 1, 33)).toBe(false);
    // Any 10 consecutive queries at 20 % hold 2 body queries.
    for (let start = 0; start < 90; start += 1) {
      const window = [...Array(10).keys()].filter((k) => readsBody(start + k, 20)).length;
      expect(window).toBe(2);
    }
  });

  it('rejects a negative or fractional index and a share outside 0–100', () => {
    expect(() => readsBody(-1, 10)).toThrow(RangeError);
    expect(() => readsBody(1.5, 10)).toThrow(RangeError);
    expect(() => readsBody(0, 101)).toThrow(RangeError);
    expect(() => readsBody(0, Number.NaN)).toThrow(RangeError);
  });

  it('turns leaf pages into bytes per row; NaN without rows', () => {
    expect(leafBytesPerRow(1000, 16_384)).toBe(1000);
    expect(leafBytesPerRow(13, 1000)).toBeCloseTo(212.992, 6);
    expect(leafBytesPerRow(5, 0)).toBeNaN();
    expect(leafBytesPerRow(-1, 10)).toBeNaN();
  });
});

describe('range-vs-full-scan helpers', () => {
  it('bounds sk for a share of the rows', () => {
    expect(rangeBound(1_500_000, 2)).toBe(30_000);
    expect(rangeBound(300_000, 0.1)).toBe(300);
    expect(rangeBound(300_000, 50)).toBe(150_000);
  });

  const diskstats = [
    '   7       0 loop0 12 0 24 3 0 0 0 0 0 4 3 0 0 0 0 0 0',
    ' 254       0 vda 4243194 206455 142135138 788366 4936342 3498651 325794696 3423505 0 567888 4479145',
    ' 254       1 vda1 4242000 206400 142000000 788000 4936000 3498000 325000000 3423000 0 567000 4479000',
  ].join('\n');

  it('reads a device’s read counters from /proc/diskstats', () => {
    expect(parseDiskstats(diskstats, 'vda')).toEqual({
      reads: 4243194,
      merged: 206455,
      sectors: 142135138,
      readMs: 788366,
    });
    // A partition is its own line, not its disk's.
    expect(parseDiskstats(diskstats, 'vda1')?.reads).toBe(4242000);
  });

  it('gives null for a device that is not listed or a line that is not numbers', () => {
    expect(parseDiskstats(diskstats, 'sda')).toBeNull();
    expect(parseDiskstats(diskstats, '')).toBeNull();
    expect(parseDiskstats(' 8 0 sda x 0 0 0', 'sda')).toBeNull();
  });
});

describe('query-cache helpers', () => {
  it('computes Q2’s constant from the year, as the source’s Lua did', () => {
    expect(q2Constant(new Date(2013, 2, 3))).toBe("'20120101000000'");
    expect(q2Constant(new Date(2026, 0, 1, 0, 0, 1))).toBe("'20250101000000'");
  });

  it('builds each step’s round: RESET or FLUSH, START TRANSACTION, Q2 with NOW() or the constant', () => {
    const date = new Date(2013, 2, 3);
    const ids = (step: Parameters<typeof roundStatements>[0]) =>
      roundStatements(step, date).map((s) => s.id);
    const off = { flush: false, startTransaction: false, constantQ2: false };
    expect(ids(off)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
    expect(roundStatements(off, date)[0]?.sql).toBe('RESET /* Q0 */ QUERY CACHE');
    const cheat = { flush: true, startTransaction: true, constantQ2: true };
    const round = roundStatements(cheat, date);
    expect(round.map((s) => s.id)).toEqual([
      'q0',
      'start-transaction',
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
    ]);
    expect(round[0]?.sql).toBe('FLUSH /* Q0_rewrite */ QUERY CACHE');
    const q2 = round.find((s) => s.id === 'q2')?.sql ?? '';
    expect(q2).toMatch(/^SELECT \/\* Q2_rewrite \*\/ COUNT\(\*\) /);
    expect(q2).toMatch(/AND p\.page_touched > '20120101000000'$/);
    expect(q2).not.toContain('NOW()');
    // Without the rewrite Q2 keeps NOW(); the other queries are the same in every step.
    const plain = roundStatements({ ...cheat, constantQ2: false }, date);
    expect(plain.find((s) => s.id === 'q2')?.sql).toContain(
      "DATE_FORMAT(NOW() - INTERVAL 1 YEAR, '%Y0101000000')",
    );
    for (const id of ['q1', 'q3', 'q4', 'q5']) {
      expect(round.find((s) => s.id === id)?.sql).toBe(
        BENCHMARK_QUERIES.find((q) => q.id === id)?.sql,
      );
    }
  });

  it('counts invalidated results as inserts not kept and not pruned', () => {
    const status = (hits: number, inserts: number, inCache: number, prunes: number) =>
      new Map([
        ['Qcache_hits', hits],
        ['Qcache_inserts', inserts],
        ['Qcache_queries_in_cache', inCache],
        ['Qcache_lowmem_prunes', prunes],
        ['Qcache_not_cached', 0],
      ]);
    const d = qcacheDelta(status(10, 100, 40, 5), status(30, 160, 45, 12));
    expect(d).toEqual({ hits: 20, inserts: 60, notCached: 0, lowmemPrunes: 7, queriesInCache: 5 });
    // 60 stored: 5 more in the cache, 7 pruned for memory, so 48 thrown away by writes.
    expect(invalidatedEntries(d)).toBe(48);
    // Results stored before the window and invalidated in it: the cache shrinks; never below 0.
    expect(invalidatedEntries(qcacheDelta(status(0, 0, 50, 0), status(0, 10, 0, 0)))).toBe(60);
    expect(invalidatedEntries(qcacheDelta(status(0, 0, 0, 0), status(0, 0, 3, 0)))).toBe(0);
  });
});

describe('engines-concurrency helpers', () => {
  it('paces a full scan: one row in `every` sleeps, the sleeps add up to the length asked for', () => {
    expect(pacedScanSql('t_myisam', 200_000, 4, 100)).toBe(
      'SELECT COUNT(*) AS n FROM t_myisam WHERE id % 100 <> 0 OR SLEEP(0.002) = 0',
    );
    // 20,000 rows, one in 100 sleeps: 200 sleeps of 1 s ÷ 200.
    expect(pacedScanSql('t', 20_000, 1, 100)).toContain('SLEEP(0.005)');
    expect(pacedScanSql('t', 30_000, 1, 100)).toContain('SLEEP(0.00333333)');
  });

  it('rejects a scan that could not be paced', () => {
    expect(() => pacedScanSql('t', 50, 1, 100)).toThrow(RangeError);
    expect(() => pacedScanSql('t', 20_000, 0, 100)).toThrow(RangeError);
    expect(() => pacedScanSql('t', 20_000, 1, 0)).toThrow(RangeError);
    expect(() => pacedScanSql('t', 20_000.5, 1, 100)).toThrow(RangeError);
  });

  it('gives counts per 1,000 statements, 0 when none ran', () => {
    expect(perThousand(145, 1584)).toBe(91.54);
    expect(perThousand(1, 1)).toBe(1000);
    expect(perThousand(0, 500)).toBe(0);
    expect(perThousand(3, 0)).toBe(0);
  });
});

describe('round-trips helpers', () => {
  it("names a run's namespace and links after its pid, in a /30 of the benchmarking range", () => {
    const a = vethPlan(4_194_304);
    expect(a.namespace).toBe('dbpfg-rt-4194304');
    expect(a.hostLink.length).toBeLessThanOrEqual(15);
    expect(a.namespaceLink.length).toBeLessThanOrEqual(15);
    expect(a.hostLink).not.toBe(a.namespaceLink);
    expect(vethPlan(1)).toMatchObject({
      hostAddress: '198.18.0.5',
      namespaceAddress: '198.18.0.6',
    });
    // The last of the 32,768 subnets ends just below 198.20.0.0.
    expect(vethPlan(32_767)).toMatchObject({
      hostAddress: '198.19.255.253',
      namespaceAddress: '198.19.255.254',
    });
    expect(vethPlan(1234).hostAddress).not.toBe(vethPlan(1235).hostAddress);
    expect(() => vethPlan(0)).toThrow(RangeError);
  });

  it('reads the owning pid back from the names, and only from them', () => {
    const plan = vethPlan(987_654);
    expect(ownerPid(plan.namespace)).toBe(987_654);
    expect(ownerPid(plan.hostLink)).toBe(987_654);
    expect(ownerPid(plan.namespaceLink)).toBe(987_654);
    for (const other of ['eth0', 'rt12x', 'dbpfg-rt-', 'xdbpfg-rt-12', 'veth12h']) {
      expect(ownerPid(other)).toBeNull();
    }
  });

  const ok: HopProbe = {
    root: true,
    ip: '/usr/sbin/ip',
    tc: '/usr/sbin/tc',
    vethError: null,
    netemError: null,
  };
  const ran = (probe: HopProbe) =>
    planSeries(probe)
      .filter((d) => d.run)
      .map((d) => d.transport.id);
  const reasons = (probe: HopProbe) =>
    planSeries(probe).flatMap((d) => (d.run ? [] : [`${d.transport.id}: ${d.reason.en}`]));

  it('runs every series when the hop and netem work', () => {
    expect(ran(ok)).toEqual([
      'unix-socket',
      'tcp-loopback',
      'veth',
      'veth-netem-0.1ms',
      'veth-netem-2ms',
    ]);
  });

  it('skips only the netem series, saying why, when the kernel has no netem', () => {
    const probe = { ...ok, netemError: 'Error: Specified qdisc kind is unknown.' };
    expect(ran(probe)).toEqual(['unix-socket', 'tcp-loopback', 'veth']);
    const why = reasons(probe);
    expect(why).toHaveLength(2);
    for (const r of why) expect(r).toContain('Specified qdisc kind is unknown');
    expect(reasons({ ...ok, tc: null })).toEqual([
      'veth-netem-0.1ms: no tc command (iproute2)',
      'veth-netem-2ms: no tc command (iproute2)',
    ]);
  });

  it('skips every hop series without root, ip, or a namespace, and never the local ones', () => {
    for (const probe of [
      { ...ok, root: false },
      { ...ok, ip: null },
      { ...ok, vethError: 'ip netns add dbpfg-rt-1: Operation not permitted' },
    ]) {
      expect(ran(probe)).toEqual(['unix-socket', 'tcp-loopback']);
      const decisions = planSeries(probe).filter((d) => !d.run);
      expect(decisions).toHaveLength(3);
      for (const d of decisions) {
        expect(d.reason.ja).toMatch(/\S/);
        expect(d.reason.en).toMatch(/root|ip command|namespace/);
      }
    }
  });

  it("parses mysqlslap's summary (the post's own output) and rejects output without one", () => {
    const output = `Benchmark
\tRunning for engine innodb
\tAverage number of seconds to run all queries: 6.866 seconds
\tMinimum number of seconds to run all queries: 6.866 seconds
\tMaximum number of seconds to run all queries: 6.866 seconds
\tNumber of clients running queries: 50
\tAverage number of queries per client: 20000
`;
    expect(parseMysqlslap(output)).toEqual({
      seconds: 6.866,
      clients: 50,
      queriesPerClient: 20_000,
    });
    expect(
      parseMysqlslap('mysqlslap: Error when connecting to server: 1045 Access denied'),
    ).toBeNull();
    expect(parseMysqlslap(output.replace(/Number of clients.*\n/, ''))).toBeNull();
  });

  it('derives the mean time per query from clients, run time and queries', () => {
    // The post: 50 clients, 1,000,000 lookups in 6.866 s → 0.3433 ms each.
    expect(meanLatencyMs(50, 6.866, 1_000_000)).toBeCloseTo(0.3433, 4);
    expect(meanLatencyMs(1, 2, 1000)).toBe(2);
    expect(() => meanLatencyMs(0, 1, 1)).toThrow(RangeError);
    expect(() => meanLatencyMs(1, 1, 0)).toThrow(RangeError);
  });
});

describe('flush-method helpers', () => {
  it('reads the resident and total bytes of one file from fincore --json --bytes', () => {
    const text = JSON.stringify({
      fincore: [{ res: 1638400, size: 67108864, file: '/tmp/x/lab/t.ibd' }],
    });
    expect(parseFincoreJson(text)).toEqual({ residentBytes: 1638400, sizeBytes: 67108864 });
    // Older util-linux prints the numbers as strings.
    expect(
      parseFincoreJson('{"fincore": [{"res": "0", "size": "29360128", "file": "t.ibd"}]}'),
    ).toEqual({ residentBytes: 0, sizeBytes: 29360128 });
  });

  it('rejects fincore output that is not one file with sizes', () => {
    expect(parseFincoreJson('')).toBeNull();
    expect(parseFincoreJson('RES PAGES SIZE FILE')).toBeNull();
    expect(parseFincoreJson('{"fincore": []}')).toBeNull();
    expect(
      parseFincoreJson('{"fincore": [{"res": 1, "size": 2}, {"res": 1, "size": 2}]}'),
    ).toBeNull();
    expect(parseFincoreJson('{"fincore": [{"res": "1.5M", "size": 2}]}')).toBeNull();
    expect(parseFincoreJson('{"fincore": [{"res": -1, "size": 2}]}')).toBeNull();
    expect(parseFincoreJson('{"fincore": [{"size": 2}]}')).toBeNull();
  });

  it('reads read_bytes and write_bytes from /proc/<pid>/io', () => {
    const text = [
      'rchar: 2012',
      'wchar: 0',
      'syscr: 7',
      'syscw: 0',
      'read_bytes: 1638400',
      'write_bytes: 4096',
      'cancelled_write_bytes: 0',
      '',
    ].join('\n');
    expect(parseProcIo(text)).toEqual({ readBytes: 1638400, writeBytes: 4096 });
    // cancelled_write_bytes is not write_bytes.
    expect(parseProcIo('read_bytes: 1\ncancelled_write_bytes: 5\n')).toBeNull();
    expect(parseProcIo('')).toBeNull();
  });
});
