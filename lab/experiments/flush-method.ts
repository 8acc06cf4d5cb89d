/**
 * `flush-method` — slide 19 "メモリを十分に取り、ダイレクトI/Oを活用する" of
 * "チューニングスペース3" (Matsunobu, 2009): with buffered I/O the pages InnoDB
 * caches in its buffer pool also sit in the OS page cache, so the same data
 * takes memory twice; `innodb_flush_method=O_DIRECT` bypasses the page cache
 * and leaves the memory to the pool. The same workload runs with
 * `innodb_flush_method = O_DIRECT` and `= fsync` (buffered) on a table several
 * times the pool: random primary-key reads from a cold start (twice), then a
 * batch of updates and a flush. Per phase it records what InnoDB counts
 * (Innodb_data_reads, Innodb_pages_read, …), what the server really read from
 * and wrote to storage (`/proc/<pid>/io`), and how much of the table's `.ibd`
 * file sits in the OS page cache (`fincore`).
 *
 * It needs the throwaway local server: the setting is static (a restart per
 * setting), and the data file is evicted from and measured in this machine's
 * page cache.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Connection } from 'mariadb';

import {
  throwawayServer,
  type Experiment,
  type ExperimentContext,
  type Scale,
} from '../experiment';
import { delta, type Status } from '../load';
import { Random } from '../random';
import { DATABASE } from '../server';
import { SMALL_POOL_NOTE, SMALL_POOL_VARIABLES } from '../smallPool';
import { indexPages, indexPagesLine, pagesMiB } from '../indexStats';
import { formatCount, roundSignificant, roundTo } from '../util';

interface Params {
  readonly rows: number;
  readonly bufferPoolMiB: number;
  /** Primary-key lookups in each of the two read passes. */
  readonly lookups: number;
  /** Rows updated in the write phase (100 a statement). */
  readonly updatedRows: number;
  /** Runs of each setting, alternating; the points are their medians. */
  readonly repetitions: number;
}

export const FLUSH_METHOD_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a ≈ 28 MiB table over an 8 MiB pool; 4,000 lookups touch most of its pages.
  quick: { rows: 120_000, bufferPoolMiB: 8, lookups: 4_000, updatedRows: 4_000, repetitions: 1 },
  full: { rows: 600_000, bufferPoolMiB: 32, lookups: 30_000, updatedRows: 30_000, repetitions: 3 },
};

export const FLUSH_METHODS = [
  {
    id: 'o-direct',
    value: 'O_DIRECT',
    label: {
      ja: 'innodb_flush_method = O_DIRECT(MariaDB 10.6 以降の既定値)',
      en: 'innodb_flush_method = O_DIRECT (MariaDB’s default since 10.6)',
    },
  },
  {
    id: 'fsync',
    value: 'fsync',
    label: {
      ja: 'innodb_flush_method = fsync(バッファード I/O、MariaDB 10.5 までの既定値)',
      en: 'innodb_flush_method = fsync (buffered I/O, MariaDB’s default up to 10.5)',
    },
  },
] as const;

export const PHASES = [
  {
    id: 'read-pass-1',
    label: {
      ja: '読み取り 1 回目(再起動直後、ページキャッシュも空)',
      en: 'Reads, pass 1 (after a restart, page cache emptied too)',
    },
  },
  {
    id: 'read-pass-2',
    label: { ja: '読み取り 2 回目(続けて)', en: 'Reads, pass 2 (right after)' },
  },
  {
    id: 'write',
    label: { ja: '更新とフラッシュ', en: 'Updates and a flush' },
  },
] as const;

/** Rows per UPDATE … WHERE id IN (…) in the write phase. */
const UPDATE_BATCH = 100;

/** Rows per INSERT … SELECT while loading (keeps each transaction's undo log small). */
const LOAD_BATCH = 500_000;

/** What `fincore` reports for one file. */
export interface PageCacheResidency {
  /** Bytes of the file in the page cache. */
  readonly residentBytes: number;
  readonly sizeBytes: number;
}

/** Parses `fincore --json --bytes --output RES,SIZE,FILE <file>`; null when the text is not that. */
export function parseFincoreJson(text: string): PageCacheResidency | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const rows = (parsed as { fincore?: unknown }).fincore;
  if (!Array.isArray(rows) || rows.length !== 1) return null;
  const row = rows[0] as { res?: unknown; size?: unknown };
  const residentBytes = Number(row.res);
  const sizeBytes = Number(row.size);
  if (![residentBytes, sizeBytes].every((v) => Number.isFinite(v) && v >= 0)) return null;
  if (typeof row.res === 'boolean' || typeof row.size === 'boolean') return null;
  return { residentBytes, sizeBytes };
}

/** Storage I/O a process caused, from `/proc/<pid>/io`. */
export interface ProcessIo {
  /** Bytes the process had fetched from storage (page-cache hits excluded). */
  readonly readBytes: number;
  /** Bytes the process sent (or dirtied in the page cache) towards storage. */
  readonly writeBytes: number;
}

/** Parses the text of `/proc/<pid>/io`; null when `read_bytes` or `write_bytes` is missing. */
export function parseProcIo(text: string): ProcessIo | null {
  const field = (name: string) => {
    const m = new RegExp(`^${name}:\\s*(\\d+)\\s*$`, 'm').exec(text);
    return m ? Number(m[1]) : NaN;
  };
  const readBytes = field('read_bytes');
  const writeBytes = field('write_bytes');
  if (!Number.isFinite(readBytes) || !Number.isFinite(writeBytes)) return null;
  return { readBytes, writeBytes };
}

function processIo(pid: number | null): ProcessIo | null {
  if (pid === null) return null;
  try {
    return parseProcIo(readFileSync(`/proc/${pid}/io`, 'utf8'));
  } catch {
    return null;
  }
}

function fincore(file: string): PageCacheResidency | null {
  const r = spawnSync('fincore', ['--json', '--bytes', '--output', 'RES,SIZE,FILE', file], {
    encoding: 'utf8',
  });
  return r.status === 0 ? parseFincoreJson(r.stdout) : null;
}

/**
 * Drops the file's clean pages from the page cache (posix_fadvise DONTNEED through
 * `dd iflag=nocache count=0`), after writing back any dirty ones; the rest of the
 * machine's cache is left alone.
 */
function evict(file: string): void {
  spawnSync('sync', [file]);
  const r = spawnSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none'], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`could not evict ${file} from the page cache: ${r.stderr}`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const MiB = 1024 * 1024;

interface PhaseFigures {
  readonly seconds: number;
  /** Lookups (reads) or rows updated (write). */
  readonly operations: number;
  readonly dataReads: number;
  readonly dataReadBytes: number;
  readonly pagesRead: number;
  readonly dataWrites: number;
  readonly dataWrittenBytes: number;
  readonly logWrittenBytes: number;
  readonly dataFsyncs: number;
  readonly storageReadBytes: number;
  readonly storageWriteBytes: number;
  readonly pageCacheBytes: number;
  readonly fileBytes: number;
}

async function phase(
  ctx: ExperimentContext,
  conn: Connection,
  file: string,
  operations: number,
  work: () => Promise<void>,
): Promise<PhaseFigures> {
  const before: Status = await ctx.status(conn);
  const ioBefore = processIo(throwawayServer(ctx).pid);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const ioAfter = processIo(throwawayServer(ctx).pid);
  const after = await ctx.status(conn);
  const cache = fincore(file);
  const d = (name: string) => delta(before, after, name);
  return {
    seconds,
    operations,
    dataReads: d('Innodb_data_reads'),
    dataReadBytes: d('Innodb_data_read'),
    pagesRead: d('Innodb_pages_read'),
    dataWrites: d('Innodb_data_writes'),
    dataWrittenBytes: d('Innodb_data_written'),
    logWrittenBytes: d('Innodb_os_log_written'),
    dataFsyncs: d('Innodb_data_fsyncs'),
    storageReadBytes: ioBefore && ioAfter ? ioAfter.readBytes - ioBefore.readBytes : NaN,
    storageWriteBytes: ioBefore && ioAfter ? ioAfter.writeBytes - ioBefore.writeBytes : NaN,
    pageCacheBytes: cache?.residentBytes ?? NaN,
    fileBytes: cache?.sizeBytes ?? NaN,
  };
}

const LOOKUP = 'SELECT pad FROM t WHERE id = ?';

export const flushMethod: Experiment = {
  id: 'flush-method',
  script: 'lab/experiments/flush-method.ts',
  summary:
    'innodb_flush_method O_DIRECT vs fsync (buffered) on a table several times the pool: cold random PK reads twice, then updates and a flush; InnoDB counters, storage I/O from /proc/<pid>/io, the .ibd in the page cache (fincore); local server only (restarts, reads its files) (チューニングスペース3, 2009)',
  dataset: {
    id: 'lab-flush-method',
    title: {
      ja: '実測: innodb_flush_method の O_DIRECT と fsync(ページキャッシュとの二重のキャッシュ、MariaDB)',
      en: 'Measured: innodb_flush_method O_DIRECT vs fsync (double caching in the page cache, MariaDB)',
    },
    description: {
      ja: '「チューニングスペース3」(2009 年)のスライド 19「メモリを十分に取り、ダイレクトI/Oを活用する」が説明する二重のキャッシュを、本物の MariaDB で目に見える形にした測定。バッファプールの数倍の表に、innodb_flush_method = O_DIRECT と fsync(バッファード I/O)で同じ処理(再起動直後からの主キーのランダム検索 2 回、続いて更新とフラッシュ)を行い、InnoDB の読み書きの回数、サーバーが実際にストレージから読み書きした量(/proc/<pid>/io)、表の .ibd ファイルのうち OS のページキャッシュにある量(fincore)を段階ごとに記録。',
      en: 'The double caching that slide 19, “メモリを十分に取り、ダイレクトI/Oを活用する” [use plenty of memory, and direct I/O], of “チューニングスペース3” [Tuning Space 3] (2009) describes, made visible on a real MariaDB. On a table several times the buffer pool the same work (random primary-key lookups twice from a restart, then updates and a flush) runs with innodb_flush_method = O_DIRECT and = fsync (buffered I/O); per phase the run records InnoDB’s read and write counters, what the server really read from and wrote to storage (/proc/<pid>/io) and how much of the table’s .ibd file sits in the OS page cache (fincore).',
    },
    tags: ['io-memory'],
    units: [
      { id: 'phase', label: { ja: '段階', en: 'Phase' }, symbol: '' },
      {
        id: 'page-cache-pct',
        label: {
          ja: '段階の終わりに OS のページキャッシュにある t.ibd の割合(fincore、ファイルサイズに対して)',
          en: 'Share of t.ibd in the OS page cache at the end of the phase (fincore, of the file size)',
        },
        symbol: '%',
      },
      {
        id: 'page-cache-mib',
        label: {
          ja: '段階の終わりに OS のページキャッシュにある t.ibd(fincore)',
          en: 't.ibd in the OS page cache at the end of the phase (fincore)',
        },
        symbol: 'MiB',
      },
      {
        id: 'lookups-per-s',
        label: {
          ja: '主キー検索の速度(1 接続、休みなく)',
          en: 'Primary-key lookups per second (one client, without pause)',
        },
        symbol: 'lookups/s',
      },
      {
        id: 'rows-updated-per-s',
        label: {
          ja: '更新した行 ÷ 更新とフラッシュ(FLUSH TABLES t FOR EXPORT)の時間',
          en: 'Rows updated ÷ time of the updates and the flush (FLUSH TABLES t FOR EXPORT)',
        },
        symbol: 'rows/s',
      },
      {
        id: 'innodb-reads-per-lookup',
        label: {
          ja: '検索 1 回あたりの InnoDB の読み取り(Innodb_data_reads の増分 ÷ 検索回数)',
          en: 'InnoDB reads per lookup (increase of Innodb_data_reads ÷ lookups)',
        },
        symbol: 'reads/lookup',
      },
      {
        id: 'pages-read',
        label: {
          ja: 'InnoDB が読んだページ(Innodb_pages_read の増分)',
          en: 'Pages InnoDB read (increase of Innodb_pages_read)',
        },
        symbol: 'pages',
      },
      {
        id: 'innodb-read-mib',
        label: {
          ja: 'InnoDB が読んだ量(Innodb_data_read の増分)',
          en: 'Bytes InnoDB read (increase of Innodb_data_read)',
        },
        symbol: 'MiB',
      },
      {
        id: 'storage-read-mib',
        label: {
          ja: 'サーバーがストレージから実際に読んだ量(/proc/<pid>/io の read_bytes の増分。ページキャッシュから返った分は含まない)',
          en: 'Bytes the server really read from storage (increase of read_bytes in /proc/<pid>/io; reads answered from the page cache not included)',
        },
        symbol: 'MiB',
      },
      {
        id: 'storage-read-pct',
        label: {
          ja: 'InnoDB の読み取りのうちストレージまで行った割合(read_bytes ÷ Innodb_data_read)',
          en: 'Share of InnoDB’s reads that reached storage (read_bytes ÷ Innodb_data_read)',
        },
        symbol: '%',
      },
      {
        id: 'innodb-data-writes',
        label: {
          ja: 'InnoDB の書き込み回数(Innodb_data_writes の増分)',
          en: 'InnoDB writes (increase of Innodb_data_writes)',
        },
        symbol: 'writes',
      },
      {
        id: 'innodb-written-mib',
        label: {
          ja: 'InnoDB が書いた量(Innodb_data_written の増分、redo ログと doublewrite を含む)',
          en: 'Bytes InnoDB wrote (increase of Innodb_data_written; redo log and doublewrite included)',
        },
        symbol: 'MiB',
      },
      {
        id: 'log-written-mib',
        label: {
          ja: 'redo ログに書いた量(Innodb_os_log_written の増分)',
          en: 'Bytes written to the redo log (increase of Innodb_os_log_written)',
        },
        symbol: 'MiB',
      },
      {
        id: 'data-fsyncs',
        label: {
          ja: 'fsync の回数(Innodb_data_fsyncs の増分)',
          en: 'fsync calls (increase of Innodb_data_fsyncs)',
        },
        symbol: 'fsyncs',
      },
      {
        id: 'storage-write-mib',
        label: {
          ja: 'サーバーがストレージへ書いた量(/proc/<pid>/io の write_bytes の増分。バッファード I/O ではページキャッシュを汚した時点で数える)',
          en: 'Bytes the server wrote towards storage (increase of write_bytes in /proc/<pid>/io; with buffered I/O counted when the page cache is dirtied)',
        },
        symbol: 'MiB',
      },
      {
        id: 'seconds',
        label: {
          ja: '段階の時間(どちらの設定でも同じ処理: 読み取りは検索の回数、更新は行数が同じ)',
          en: 'Time of the phase (the same work under both settings: as many lookups, as many rows updated)',
        },
        symbol: 's',
      },
    ],
    series: FLUSH_METHODS.map((m) => ({ id: m.id, label: m.label })),
    categories: PHASES.map((p) => ({ id: p.id, label: p.label })),
    chart: { kind: 'groupedBar', x: 'phase', y: 'seconds', yScale: 'linear' },
    notes: [
      {
        ja: '元のスライドには測定値がありません。スライド 19「メモリを十分に取り、ダイレクトI/Oを活用する」は、実メモリの中に InnoDB バッファプールとファイルシステムキャッシュが並び、どちらにも同じデータファイルの中身が載る図と、innodb_flush_method=O_DIRECT でファイルシステムキャッシュを使わず実メモリをバッファプールに回す図を並べています(「チューニングスペース3」、2009 年)。ここでの点は、その図の二重のキャッシュを数えるための測定値です。',
        en: 'The slide has no measurements. Slide 19, “メモリを十分に取り、ダイレクトI/Oを活用する” [use plenty of memory, and direct I/O], draws physical memory holding both the InnoDB buffer pool and the file system cache, each with the contents of the same data files, beside innodb_flush_method=O_DIRECT, where the file system cache is left out and the memory goes to the pool (“チューニングスペース3” [Tuning Space 3], 2009). The points here are measurements made to count that double caching.',
      },
      {
        ja: 'InnoDB の読み取りの回数(Innodb_data_reads、Innodb_pages_read)は、ページキャッシュから返った読み取りとストレージまで行った読み取りを区別しません。そのため、ストレージまで行った量はサーバープロセスの /proc/<pid>/io の read_bytes(カーネルがストレージから取ってきたバイト数。O_DIRECT の読み取りも数え、ページキャッシュから返った分は数えない)で測っています。ページキャッシュにある t.ibd の量は util-linux の fincore(mincore(2) によるファイルごとの値)で、マシン全体の /proc/meminfo の Cached ではありません。',
        en: 'InnoDB’s read counters (Innodb_data_reads, Innodb_pages_read) do not tell reads answered from the page cache from reads that went to storage. What reached storage is therefore measured by read_bytes in the server process’s /proc/<pid>/io (bytes the kernel fetched from storage for it: O_DIRECT reads counted, page-cache hits not). The amount of t.ibd in the page cache comes from util-linux’s fincore (per file, by mincore(2)), not from the machine-wide Cached of /proc/meminfo.',
      },
      {
        ja: '設定ごとに、サーバーを再起動し(innodb_flush_method は起動時にしか変えられない)、t.ibd だけをページキャッシュから追い出してから(sync のあと dd iflag=nocache count=0、posix_fadvise の POSIX_FADV_DONTNEED。マシン全体のキャッシュは捨てない)、一様なランダムキーの主キー検索を 2 回続けて行い、続いて 100 行ずつの UPDATE で行を更新し、FLUSH TABLES t FOR EXPORT で表の変更をデータファイルに書き出させています。innodb_log_file_buffering は OFF に固定し、redo ログの扱いは 2 つの設定で同じです。innodb_flush_log_at_trx_commit は既定の 1 です。',
        en: 'For each setting the server is restarted (innodb_flush_method can only be set at start-up) and t.ibd alone is evicted from the page cache (sync, then dd iflag=nocache count=0: posix_fadvise POSIX_FADV_DONTNEED; the machine’s other cache is left alone); then come two passes of primary-key lookups with uniform random keys, then updates of rows, 100 per UPDATE, and FLUSH TABLES t FOR EXPORT, which makes InnoDB write the table’s changes to its data file. innodb_log_file_buffering is fixed at OFF, so the redo log is handled alike under both settings; innodb_flush_log_at_trx_commit is at its default, 1.',
      },
      {
        ja: 'この実験は、ラボが起動する使い捨てのサーバーでしか動きません。設定ごとにサーバーを再起動し、同じマシンのページキャッシュにあるデータファイルを追い出して数えるためです。',
        en: 'This experiment needs the lab’s own throwaway server: it restarts the server for each setting and evicts and counts the data file in this machine’s page cache.',
      },
      SMALL_POOL_NOTE,
    ],
  },
  async run(ctx) {
    const p = FLUSH_METHOD_PARAMS[ctx.scale];
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      'CREATE TABLE t (id INT UNSIGNED NOT NULL PRIMARY KEY, k INT NOT NULL, pad CHAR(200) NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=latin1',
    );
    ctx.record.param(
      { ja: '検索', en: 'lookup' },
      {
        ja: `${LOOKUP}(一様なランダムキー、テキストプロトコル、autocommit、1 接続で休みなく)、1 回の読み取りにつき ${formatCount(p.lookups)} 回`,
        en: `${LOOKUP} (uniform random keys, text protocol, autocommit, one client without pause), ${formatCount(p.lookups)} per read pass`,
      },
    );
    ctx.record.param(
      { ja: '更新', en: 'updates' },
      {
        ja: `UPDATE t SET k = k + 1 WHERE id IN (…${UPDATE_BATCH} 個のランダムなキー…) を autocommit で ${formatCount(p.updatedRows / UPDATE_BATCH)} 回、続いて FLUSH TABLES t FOR EXPORT; UNLOCK TABLES`,
        en: `UPDATE t SET k = k + 1 WHERE id IN (…${UPDATE_BATCH} random keys…), autocommit, ${formatCount(p.updatedRows / UPDATE_BATCH)} times, then FLUSH TABLES t FOR EXPORT; UNLOCK TABLES`,
      },
    );
    const once = p.repetitions === 1;
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      {
        ja: `設定ごとに ${p.repetitions} 回(設定を交互に): 再起動、t.ibd をページキャッシュから追い出す、読み取り 2 回、更新とフラッシュ${once ? '' : '。各点はその中央値'}`,
        en: `${once ? 'once' : `${p.repetitions} times`} per setting (alternating): restart, evict t.ibd from the page cache, two read passes, updates and a flush${once ? '' : '; each point is the median'}`,
      },
    );
    ctx.record.param(
      { ja: 'ページキャッシュの測り方', en: 'page cache measured with' },
      'fincore --json --bytes (util-linux), /proc/<pid>/io',
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const variables = (method: string) => ({
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      ...SMALL_POOL_VARIABLES,
      innodb_flush_method: method,
      // The redo log alike under both settings: only the data files differ.
      innodb_log_file_buffering: 'OFF',
      query_cache_type: 0,
    });
    const runs = FLUSH_METHODS.length * p.repetitions;
    // Work units: loaded rows, then per run two read passes and the updated rows.
    ctx.progress.begin(p.rows + runs * (2 * p.lookups + p.updatedRows), 'loading');

    await ctx.startServer(variables(FLUSH_METHODS[0].value));
    let conn = await ctx.connect();
    await conn.query('DROP TABLE IF EXISTS t');
    await conn.query(`CREATE TABLE t (
      id INT UNSIGNED NOT NULL PRIMARY KEY,
      k INT NOT NULL,
      pad CHAR(200) NOT NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=latin1`);
    for (let start = 1; start <= p.rows; start += LOAD_BATCH) {
      const end = Math.min(p.rows, start + LOAD_BATCH - 1);
      await conn.query(
        `INSERT INTO t SELECT seq, CRC32(CONCAT(${ctx.seed}, seq)) & 2147483647, LPAD(seq, 200, 'x')
           FROM seq_${start}_to_${end}`,
      );
      ctx.progress.advance(end - start + 1, `loading ${formatCount(end)} rows`);
    }
    await conn.query('ANALYZE TABLE t');
    const size = await indexPages(conn, 't');
    await conn.end();
    ctx.record.param(
      {
        ja: 'クラスタインデックス PRIMARY(mysql.innodb_index_stats の size / n_leaf_pages)',
        en: 'clustered index PRIMARY (mysql.innodb_index_stats size / n_leaf_pages)',
      },
      indexPagesLine(size),
    );
    ctx.log(`flush-method: loaded; t ${pagesMiB(size.size)}, pool ${p.bufferPoolMiB} MiB`);

    const file = path.join(throwawayServer(ctx).dataDir, DATABASE, 't.ibd');
    const random = new Random(ctx.seed + 19);
    const results = new Map<string, PhaseFigures[]>();
    const keep = (series: string, phaseId: string, f: PhaseFigures) => {
      const key = `${series}/${phaseId}`;
      results.set(key, [...(results.get(key) ?? []), f]);
    };

    for (let rep = 0; rep < p.repetitions; rep += 1) {
      for (const method of FLUSH_METHODS) {
        await ctx.startServer(variables(method.value));
        evict(file);
        const atStart = fincore(file);
        conn = await ctx.connect();
        const reported = await conn.query<Array<{ m: string; b: number | string }>>(
          'SELECT @@innodb_flush_method AS m, @@innodb_log_file_buffering AS b',
        );
        const lookups = async () => {
          for (let i = 0; i < p.lookups; i += 1) {
            await conn.query(LOOKUP, [random.int(p.rows) + 1]);
          }
        };
        const pass1 = await phase(ctx, conn, file, p.lookups, lookups);
        ctx.progress.advance(p.lookups, `${method.id} read pass 1`);
        const pass2 = await phase(ctx, conn, file, p.lookups, lookups);
        ctx.progress.advance(p.lookups, `${method.id} read pass 2`);
        const write = await phase(ctx, conn, file, p.updatedRows, async () => {
          for (let done = 0; done < p.updatedRows; done += UPDATE_BATCH) {
            const ids = Array.from({ length: UPDATE_BATCH }, () => random.int(p.rows) + 1);
            await conn.query(`UPDATE t SET k = k + 1 WHERE id IN (${ids.join(',')})`);
          }
          await conn.query('FLUSH TABLES t FOR EXPORT');
          await conn.query('UNLOCK TABLES');
        });
        ctx.progress.advance(p.updatedRows, `${method.id} updates`);
        await conn.end();
        keep(method.id, 'read-pass-1', pass1);
        keep(method.id, 'read-pass-2', pass2);
        keep(method.id, 'write', write);
        const mib = (b: number) => `${roundTo(b / MiB, 1)} MiB`;
        ctx.log(
          `flush-method: ${method.id} (server reports ${reported[0]?.m}, log buffering ${reported[0]?.b}): t.ibd in page cache at start ${atStart ? mib(atStart.residentBytes) : '—'}; ` +
            [pass1, pass2]
              .map(
                (f, i) =>
                  `pass ${i + 1}: ${Math.round(f.operations / f.seconds)} lookups/s, ${formatCount(f.dataReads)} InnoDB reads (${mib(f.dataReadBytes)}), storage ${mib(f.storageReadBytes)}, cached ${mib(f.pageCacheBytes)} of ${mib(f.fileBytes)}`,
              )
              .join('; ') +
            `; write: ${Math.round(write.operations / write.seconds)} rows/s, ${formatCount(write.dataWrites)} writes (${mib(write.dataWrittenBytes)}), log ${mib(write.logWrittenBytes)}, ${write.dataFsyncs} fsyncs, storage ${mib(write.storageWriteBytes)}, cached ${mib(write.pageCacheBytes)}`,
        );
      }
    }

    for (const method of FLUSH_METHODS) {
      for (const ph of PHASES) {
        const fs = results.get(`${method.id}/${ph.id}`) ?? [];
        if (fs.length === 0) continue;
        const base = { series: method.id, x: ph.id };
        const med = (f: (x: PhaseFigures) => number) => median(fs.map(f));
        const point = (unit: string, y: number) => {
          if (Number.isFinite(y)) ctx.point({ ...base, unit, y });
        };
        point(
          'page-cache-pct',
          roundTo(
            med((f) => (f.pageCacheBytes / f.fileBytes) * 100),
            1,
          ),
        );
        point(
          'page-cache-mib',
          roundTo(
            med((f) => f.pageCacheBytes / MiB),
            1,
          ),
        );
        point(
          'seconds',
          roundSignificant(
            med((f) => f.seconds),
            3,
          ),
        );
        if (ph.id === 'write') {
          point(
            'rows-updated-per-s',
            roundSignificant(
              med((f) => f.operations / f.seconds),
              3,
            ),
          );
          point(
            'innodb-data-writes',
            med((f) => f.dataWrites),
          );
          point(
            'innodb-written-mib',
            roundTo(
              med((f) => f.dataWrittenBytes / MiB),
              2,
            ),
          );
          point(
            'log-written-mib',
            roundTo(
              med((f) => f.logWrittenBytes / MiB),
              2,
            ),
          );
          point(
            'data-fsyncs',
            med((f) => f.dataFsyncs),
          );
          point(
            'storage-write-mib',
            roundTo(
              med((f) => f.storageWriteBytes / MiB),
              2,
            ),
          );
        } else {
          point(
            'lookups-per-s',
            roundSignificant(
              med((f) => f.operations / f.seconds),
              3,
            ),
          );
          point(
            'innodb-reads-per-lookup',
            roundTo(
              med((f) => f.dataReads / f.operations),
              3,
            ),
          );
          point(
            'pages-read',
            med((f) => f.pagesRead),
          );
          point(
            'innodb-read-mib',
            roundTo(
              med((f) => f.dataReadBytes / MiB),
              2,
            ),
          );
          point(
            'storage-read-mib',
            roundTo(
              med((f) => f.storageReadBytes / MiB),
              2,
            ),
          );
          point(
            'storage-read-pct',
            roundTo(
              med((f) =>
                f.dataReadBytes > 0 ? (f.storageReadBytes / f.dataReadBytes) * 100 : NaN,
              ),
              1,
            ),
          );
        }
      }
    }
  },
};
