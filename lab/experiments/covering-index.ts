/**
 * `covering-index` — slide 17 "EXPLAINでの確認" of "チューニングスペース3"
 * (Matsunobu, 2009): `SELECT count(ind)` answered from a secondary index alone
 * ("Using index") against `SELECT count(c)`, which scans the clustered index,
 * on a table that outgrows the buffer pool. Records the time, the pages read
 * from disk and the page requests of each, cold (pool emptied by a restart)
 * and warm (the same query again at once), and both EXPLAINs. With `--server`
 * there is no restart: warm only (a first run, not recorded, brings the pages in).
 */
import { readFileSync } from 'node:fs';

import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { delta } from '../load';
import { SMALL_POOL_NOTE, SMALL_POOL_VARIABLES } from '../smallPool';
import {
  analyzedTableBytes,
  indexPages,
  indexPagesLine,
  pagesMiB,
  type TableBytes,
} from '../indexStats';
import { formatCount, roundSignificant, roundTo } from '../util';

interface Params {
  readonly rows: number;
  readonly bufferPoolMiB: number;
  /** Cold + warm measurements per query; the points are their medians. */
  readonly repetitions: number;
}

export const COVERING_INDEX_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: both indexes still several times the pool, at a few seconds of load.
  quick: { rows: 1_500_000, bufferPoolMiB: 8, repetitions: 1 },
  full: { rows: 10_000_000, bufferPoolMiB: 32, repetitions: 5 },
};

/**
 * With `--server` at --quick: a table small enough for a cheap run. Without a restart the
 * runs are warm anyway, and page requests compare the two scans at any size.
 */
export const COVERING_INDEX_REMOTE_QUICK: Params = {
  ...COVERING_INDEX_PARAMS.quick,
  rows: 300_000,
  repetitions: 3,
};

/** The parameters of a run: the remote --quick run is smaller; --full is the same everywhere. */
export function coveringIndexParams(scale: Scale, remote: boolean): Params {
  return remote && scale === 'quick' ? COVERING_INDEX_REMOTE_QUICK : COVERING_INDEX_PARAMS[scale];
}

/**
 * The phases measured: remotely no restart can empty the buffer pool, so there is no cold
 * run; the first run only brings the pages in and is not recorded.
 */
export function coveringPhases(remote: boolean): ReadonlyArray<(typeof PHASES)[number]> {
  return remote ? ['warm'] : PHASES;
}

/** Rows per INSERT … SELECT while loading (keeps each transaction's undo log small). */
const LOAD_BATCH = 500_000;

export const COVERING_QUERIES = [
  {
    id: 'count-ind',
    column: 'ind',
    label: { ja: 'count(ind)(インデックスのみ)', en: 'count(ind) (index only)' },
  },
  {
    id: 'count-c',
    column: 'c',
    label: { ja: 'count(c)(フルテーブルスキャン)', en: 'count(c) (full table scan)' },
  },
] as const;
type Query = (typeof COVERING_QUERIES)[number];

const PHASES = ['cold', 'warm'] as const;

interface ExplainRow {
  readonly type: string | null;
  readonly key: string | null;
  readonly rows: number | bigint | null;
  readonly Extra: string | null;
}

/** `EXPLAIN` as one line: `type=index key=ind rows=… Extra=Using index`. */
export function explainLine(row: ExplainRow | undefined): string {
  if (!row) return 'EXPLAIN: —';
  const extra = row.Extra === null || row.Extra === '' ? '—' : row.Extra;
  return `type=${row.type ?? 'NULL'} key=${row.key ?? 'NULL'} rows=${String(row.rows ?? 'NULL')} Extra=${extra}`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function load(ctx: ExperimentContext, conn: Connection, rows: number) {
  await conn.query('DROP TABLE IF EXISTS t');
  // `ind` is a nullable INT as on the slide (key_len 5); no value is NULL, so both counts are the row count.
  await conn.query(`CREATE TABLE t (
    id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    ind INT,
    c INT
  ) ENGINE=InnoDB`);
  for (let start = 1; start <= rows; start += LOAD_BATCH) {
    const end = Math.min(rows, start + LOAD_BATCH - 1);
    // CRC32 of the row number and the seed: repeatable values in no relation to the key order.
    await conn.query(
      `INSERT INTO t (ind, c)
       SELECT CRC32(CONCAT(${ctx.seed}, 'i', seq)) & 2147483647,
              CRC32(CONCAT(${ctx.seed}, 'c', seq)) & 2147483647
         FROM seq_${start}_to_${end}`,
    );
    ctx.progress.advance(end - start + 1, `loading ${formatCount(end)} rows`);
  }
  // Built after the load (a sorted build), so the index is as densely packed as the table.
  await conn.query('ALTER TABLE t ADD INDEX ind (ind)');
  await conn.query('ANALYZE TABLE t');
}

/** How a remote run records the table's sizes (information_schema.TABLES after ANALYZE TABLE). */
export function tableBytesLine(bytes: TableBytes): string {
  const mib = (n: number) => `${roundTo(n / 1024 / 1024, 1)} MiB`;
  return `PRIMARY ${mib(bytes.data)} (DATA_LENGTH), ind ${mib(bytes.index)} (INDEX_LENGTH)`;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux on every common architecture). */
const USER_HZ = 100;

/**
 * CPU seconds (user + system, all threads) the process `pid` has used so far,
 * or NaN when it cannot be read (not Linux, process gone).
 */
export function processCpuSeconds(pid: number | null): number {
  if (pid === null) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return NaN;
  }
}

/** MariaDB's query cache off for this connection only; MySQL 8 has none (unknown variable, 1193). */
async function queryCacheOffForSession(conn: Connection): Promise<void> {
  try {
    await conn.query('SET SESSION query_cache_type = OFF');
  } catch (e) {
    if ((e as { errno?: number }).errno !== 1193) throw e;
  }
}

interface Measurement {
  readonly seconds: number;
  readonly serverCpuSeconds: number;
  readonly pagesRead: number;
  readonly pageRequests: number;
  readonly rowsCounted: number;
}

async function measure(ctx: ExperimentContext, conn: Connection, q: Query): Promise<Measurement> {
  const before = await ctx.status(conn);
  const cpuBefore = ctx.serverCpuSeconds();
  const started = process.hrtime.bigint();
  const rows = await conn.query<Array<{ n: number | bigint }>>(
    `SELECT count(${q.column}) AS n FROM t`,
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = ctx.serverCpuSeconds();
  const after = await ctx.status(conn);
  return {
    seconds,
    serverCpuSeconds: cpuAfter - cpuBefore,
    pagesRead: delta(before, after, 'Innodb_pages_read'),
    pageRequests: delta(before, after, 'Innodb_buffer_pool_read_requests'),
    rowsCounted: Number(rows[0]?.n ?? 0),
  };
}

export const coveringIndex: Experiment = {
  id: 'covering-index',
  script: 'lab/experiments/covering-index.ts',
  summary:
    'count(ind) from a covering secondary index vs count(c) over the clustered index: time, pages read and EXPLAIN, cold and warm, table ≫ buffer pool (2009 slides)',
  dataset: {
    id: 'lab-covering-index',
    title: {
      ja: '実測: カバリングインデックスの count とフルスキャンの count(MariaDB)',
      en: 'Measured: covering-index count vs full-scan count (MariaDB)',
    },
    description: {
      ja: '「チューニングスペース3」(2009)のスライド 17「EXPLAINでの確認」の比較を本物の MariaDB で測り直したもの。インデックスのある列 ind とない列 c を持つ表をバッファプールより大きくし、インデックスだけで答えられる count(ind) と、クラスタインデックス(行全体)を読む count(c) の実行時間、ディスクから読んだページ数、ページ要求数を、バッファプールが空の状態(cold)と直後の 2 回目(warm)で記録。',
      en: 'A re-measurement on a real MariaDB of the comparison on slide 17 (“EXPLAINでの確認” [checking with EXPLAIN]) of “チューニングスペース3” [Tuning Space 3] (2009). A table with an indexed column ind and a non-indexed column c is made larger than the buffer pool; for count(ind), answered from the index alone, and count(c), which reads the clustered index (the full rows), the run time, the pages read from disk and the page requests are recorded with an empty buffer pool (cold) and for a second run straight after (warm).',
    },
    tags: ['io-memory', 'data-architecture'],
    units: [
      { id: 'query', label: { ja: 'クエリ', en: 'Query' }, symbol: '' },
      { id: 'seconds', label: { ja: '実行時間', en: 'Run time' }, symbol: 's' },
      {
        id: 'server-cpu-seconds',
        label: {
          ja: 'クエリ中にサーバーが使った CPU 時間(mariadbd の全スレッド、/proc/<pid>/stat の utime + stime)',
          en: 'CPU time the server used during the query (all mariadbd threads, utime + stime of /proc/<pid>/stat)',
        },
        symbol: 's',
      },
      {
        id: 'pages-read',
        label: {
          ja: 'ディスクから読んだページ(Innodb_pages_read の増分、先読みを含む)',
          en: 'Pages read from disk (increase of Innodb_pages_read, read-ahead included)',
        },
        symbol: 'pages',
      },
      {
        id: 'page-requests',
        label: {
          ja: 'バッファプールへのページ要求(Innodb_buffer_pool_read_requests の増分)',
          en: 'Buffer pool page requests (increase of Innodb_buffer_pool_read_requests)',
        },
        symbol: 'requests',
      },
      { id: 'rows-counted', label: { ja: '数えた行数', en: 'Rows counted' }, symbol: 'rows' },
    ],
    series: [
      {
        id: 'cold',
        label: {
          ja: 'cold(再起動直後、バッファプールは空)',
          en: 'Cold (right after a restart, buffer pool empty)',
        },
      },
      {
        id: 'warm',
        label: { ja: 'warm(直後にもう一度)', en: 'Warm (the same query again at once)' },
      },
    ],
    categories: COVERING_QUERIES.map((q) => ({ id: q.id, label: q.label })),
    chart: { kind: 'groupedBar', x: 'query', y: 'seconds', yScale: 'linear' },
    notes: [
      {
        ja: '元のスライドは 1 億行で count(ind) 15.98 秒、count(c) 28.99 秒(「チューニングスペース3」スライド 17、2009 年)。表の定義、インデックスとテーブルのサイズ、バッファプール、ハードウェアは書かれていません。ここでは行数を 1/10 以下に縮め、バッファプールも小さくして、どちらのスキャンもバッファプールに収まらない(読むページの数が効く)状態にしています。2 コアを共有する仮想マシンで 1 億行を読み込むと時間とディスクがかかりすぎるためで、比べるのは絶対値ではなく 2 つのクエリの比です。',
        en: 'The slide gives 15.98 s for count(ind) and 28.99 s for count(c) on 100 million rows (“チューニングスペース3” [Tuning Space 3], slide 17, 2009). It states neither the table definition, nor the index and table sizes, the buffer pool or the hardware. Here the row count is cut to a tenth or less and the buffer pool is kept small, so that neither scan fits in it and the number of pages read is what counts. 100 million rows would take too long and too much disk on a virtual machine with 2 shared cores; what compares is the ratio of the two queries, not the absolute times.',
      },
      {
        ja: '表は id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY、ind INT、c INT(ind にセカンダリインデックス)。スライドの key_len 5 から ind は NULL を許す INT と読めますが、主キーとほかの列は書かれていないため、この最小の形にしました。行が広いほどクラスタインデックスとセカンダリインデックスの差は開きます。インデックスは読み込みのあとで作っています(ソートしてから作るので、表と同じく詰まったページになります)。',
        en: 'The table is id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, ind INT, c INT, with a secondary index on ind. The slide’s key_len 5 reads as a nullable INT for ind; its primary key and other columns are not shown, so this is the narrowest such table. Wider rows widen the gap between the clustered and the secondary index. The index is built after the load (a sorted build), so its pages are as full as the table’s.',
      },
      {
        ja: 'cold は、サーバーを再起動してバッファプールを空にし(バッファプールの保存・復元はオフ、InnoDB は O_DIRECT で OS のページキャッシュを使わない)、EXPLAIN で表を開いてから測った 1 回目。warm は同じクエリをすぐもう一度実行したもの。スキャンがバッファプールより大きいと、InnoDB の LRU の中間点挿入により、スキャンで読んだページは古い側に入って自分自身に追い出されるため、warm でもほとんどのページをまた読みます。',
        en: 'Cold is the first run after a server restart (buffer pool dump and load off; InnoDB uses O_DIRECT, so the OS page cache holds nothing), once EXPLAIN has opened the table. Warm is the same query run again at once. When a scan is larger than the buffer pool, InnoDB’s midpoint insertion puts the scanned pages into the old end of the LRU list, where the scan evicts them itself, so even the warm run reads most pages again.',
      },
      SMALL_POOL_NOTE,
    ],
  },
  async run(ctx) {
    const remote = ctx.server === null;
    const p = coveringIndexParams(ctx.scale, remote);
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      'CREATE TABLE t (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, ind INT, c INT) ENGINE=InnoDB; ALTER TABLE t ADD INDEX ind (ind)',
    );
    ctx.record.param(
      { ja: '値', en: 'values' },
      {
        ja: `ind と c は行番号とシード ${ctx.seed} の CRC32(0〜2³¹ − 1、主キーの順とは無関係)、NULL なし。MariaDB の Sequence エンジン(seq_M_to_N)から ${formatCount(LOAD_BATCH)} 行ずつ INSERT … SELECT`,
        en: `ind and c are CRC32 of the row number and seed ${ctx.seed} (0 to 2³¹ − 1, unrelated to the key order), no NULLs; loaded by INSERT … SELECT from MariaDB’s Sequence engine (seq_M_to_N), ${formatCount(LOAD_BATCH)} rows at a time`,
      },
    );
    ctx.record.param(
      { ja: 'クエリ', en: 'queries' },
      COVERING_QUERIES.map((q) => `SELECT count(${q.column}) FROM t`).join('; '),
    );
    const once = p.repetitions === 1;
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      remote
        ? {
            ja: `クエリごとに ${p.repetitions} 回: EXPLAIN、1 回目(ページをバッファプールに読み込むだけで記録しない)、すぐに 2 回目(warm)。再起動できないため cold はありません。${once ? '' : '各点はその中央値'}`,
            en: `${once ? 'once' : `${p.repetitions} times`} per query: EXPLAIN, a first run (only brings the pages into the buffer pool, not recorded), a second run at once (warm); no cold run, as the server cannot be restarted${once ? '' : '; each point is the median'}`,
          }
        : {
            ja: `クエリごとに ${p.repetitions} 回: 再起動(空のバッファプール)、EXPLAIN、1 回目(cold)、すぐに 2 回目(warm)。${once ? '' : '各点はその中央値'}`,
            en: `${once ? 'once' : `${p.repetitions} times`} per query: restart (empty buffer pool), EXPLAIN, first run (cold), second run at once (warm)${once ? '' : '; each point is the median'}`,
          },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const variables = {
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      ...SMALL_POOL_VARIABLES,
      innodb_flush_log_at_trx_commit: 2,
      // Off by default in 10.11; set so that a warm run cannot come from the query cache.
      // Remotely it is switched off for the lab's own sessions instead (below).
      ...(remote ? {} : { query_cache_type: 0 }),
    };
    if (remote) {
      ctx.record.param(
        { ja: 'クエリキャッシュ', en: 'query cache' },
        {
          ja: 'ラボの接続だけ SET SESSION query_cache_type = OFF(サーバーの設定は変えない)',
          en: 'off for the lab’s own connections (SET SESSION query_cache_type = OFF; the server’s setting is not changed)',
        },
      );
    }
    // Work units: loaded rows, then one row count per measured run.
    const runs = COVERING_QUERIES.length * p.repetitions * PHASES.length;
    ctx.progress.begin(p.rows * (1 + runs), 'loading');

    await ctx.startServer(variables);
    let conn = await ctx.connect();
    await load(ctx, conn, p.rows);
    if (remote) {
      // mysql.innodb_index_stats needs SELECT on the mysql schema, which a scratch user lacks.
      const bytes = await analyzedTableBytes(conn, 't');
      await conn.end();
      ctx.record.param(
        {
          ja: '表の大きさ(information_schema.TABLES、ANALYZE TABLE の直後)',
          en: 'table size (information_schema.TABLES, right after ANALYZE TABLE)',
        },
        tableBytesLine(bytes),
      );
      ctx.log(`covering-index: loaded; ${tableBytesLine(bytes)}`);
    } else {
      const sizes = {
        primary: await indexPages(conn, 't'),
        ind: await indexPages(conn, 't', 'ind'),
      };
      await conn.end();
      ctx.record.param(
        {
          ja: 'クラスタインデックス PRIMARY(mysql.innodb_index_stats の size / n_leaf_pages)',
          en: 'clustered index PRIMARY (mysql.innodb_index_stats size / n_leaf_pages)',
        },
        indexPagesLine(sizes.primary),
      );
      ctx.record.param(
        {
          ja: 'セカンダリインデックス ind(mysql.innodb_index_stats の size / n_leaf_pages)',
          en: 'secondary index ind (mysql.innodb_index_stats size / n_leaf_pages)',
        },
        indexPagesLine(sizes.ind),
      );
      ctx.log(
        `covering-index: loaded; PRIMARY ${pagesMiB(sizes.primary.size)}, ind ${pagesMiB(sizes.ind.size)}, pool ${p.bufferPoolMiB} MiB`,
      );
    }

    const results = new Map<string, Measurement[]>();
    for (let rep = 0; rep < p.repetitions; rep += 1) {
      for (const q of COVERING_QUERIES) {
        await ctx.startServer(variables);
        conn = await ctx.connect();
        if (remote) await queryCacheOffForSession(conn);
        const explain = await conn.query<ExplainRow[]>(`EXPLAIN SELECT count(${q.column}) FROM t`);
        ctx.record.param(`EXPLAIN SELECT count(${q.column}) FROM t`, explainLine(explain[0]));
        if (remote) {
          const first = await measure(ctx, conn, q);
          ctx.log(
            `covering-index: ${q.id} first run (not recorded): ${roundTo(first.seconds, 3)} s, ${formatCount(first.pagesRead)} pages read`,
          );
          ctx.progress.advance(p.rows, `${q.id} first run ${rep + 1}/${p.repetitions}`);
        }
        for (const phase of coveringPhases(remote)) {
          const m = await measure(ctx, conn, q);
          const key = `${phase}/${q.id}`;
          results.set(key, [...(results.get(key) ?? []), m]);
          ctx.log(
            `covering-index: ${q.id} ${phase}: ${roundTo(m.seconds, 3)} s (server CPU ${roundTo(m.serverCpuSeconds, 2)} s), ${formatCount(m.pagesRead)} pages read, ${formatCount(m.pageRequests)} page requests`,
          );
          ctx.progress.advance(p.rows, `${q.id} ${phase} ${rep + 1}/${p.repetitions}`);
        }
        await conn.end();
      }
    }

    for (const phase of PHASES) {
      for (const q of COVERING_QUERIES) {
        const ms = results.get(`${phase}/${q.id}`) ?? [];
        if (ms.length === 0) continue;
        const times = ms.map((m) => roundTo(m.seconds, 3));
        const note =
          ms.length === 1
            ? undefined
            : {
                ja: `${ms.length} 回の中央値(各回 ${times.join('、')} 秒)`,
                en: `median of ${ms.length} runs (${times.join(', ')} s)`,
              };
        const base = { series: phase, x: q.id };
        ctx.point({
          ...base,
          unit: 'seconds',
          y: roundSignificant(median(ms.map((m) => m.seconds)), 3),
          ...(note ? { note } : {}),
        });
        const cpu = ms.map((m) => m.serverCpuSeconds).filter((v) => Number.isFinite(v));
        if (cpu.length === ms.length) {
          ctx.point({ ...base, unit: 'server-cpu-seconds', y: roundTo(median(cpu), 2) });
        }
        ctx.point({ ...base, unit: 'pages-read', y: median(ms.map((m) => m.pagesRead)) });
        ctx.point({ ...base, unit: 'page-requests', y: median(ms.map((m) => m.pageRequests)) });
        ctx.point({ ...base, unit: 'rows-counted', y: median(ms.map((m) => m.rowsCounted)) });
      }
    }
  },
};
