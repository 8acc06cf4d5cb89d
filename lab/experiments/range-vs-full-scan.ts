/**
 * `range-vs-full-scan` — slides 32–36 of "チューニングスペース3" (Matsunobu,
 * 2009): `SELECT * FROM tbl WHERE secondary_key < 2000000` on 100 million rows,
 * through the secondary index (one random primary-key lookup per row) or by a
 * full table scan, with a buffer pool smaller than the table. Measures both
 * plans cold (after a restart): rows per second, the reads from disk per row
 * returned and the average read size (InnoDB's counters and the block device's,
 * as iostat shows them), and the optimizer's own choice as the range widens.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Connection } from 'mariadb';

import { storageOf } from '../environment';
import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { delta } from '../load';
import { SMALL_POOL_NOTE, SMALL_POOL_VARIABLES } from '../smallPool';
import { indexPages, indexPagesLine, pagesMiB } from '../indexStats';
import { formatCount, roundSignificant, roundTo } from '../util';
import { explainLine } from './covering-index';

interface Params {
  readonly rows: number;
  readonly bufferPoolMiB: number;
  /** Cold measurements per plan; the points are their medians. */
  readonly repetitions: number;
}

export const RANGE_SCAN_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: the table still ≈ 6 × the pool, a few thousand random reads.
  quick: { rows: 300_000, bufferPoolMiB: 8, repetitions: 1 },
  full: { rows: 1_500_000, bufferPoolMiB: 32, repetitions: 5 },
};

/** Share of the rows the measured range returns: 2 million of 100 million on the slides. */
export const RANGE_PERCENT = 2;

/** Widths of the range for which the un-hinted query's EXPLAIN is recorded (percent of the rows). */
export const EXPLAIN_PERCENTS = [0.1, 0.5, 1, 2, 5, 10, 15, 20, 30, 50] as const;

/** Bytes of the non-indexed filler: the slides' 13 GB of data for 100 million rows is ≈ 130 bytes a row. */
const PAD_BYTES = 100;

/** Rows per INSERT … SELECT while loading (keeps each transaction's undo log small). */
const LOAD_BATCH = 500_000;

/** The measured plans: the range scan at three widths (the slides' 2 % in the middle) and the full scan. */
export const RANGE_PLANS = [
  {
    id: 'range-scan-0-5-pct',
    hint: 'FORCE INDEX (sk)',
    percent: 0.5,
    label: { ja: '範囲検索 0.5 %(FORCE INDEX)', en: 'Range scan, 0.5 % (FORCE INDEX)' },
  },
  {
    id: 'range-scan-2-pct',
    hint: 'FORCE INDEX (sk)',
    percent: RANGE_PERCENT,
    label: { ja: '範囲検索 2 %(FORCE INDEX)', en: 'Range scan, 2 % (FORCE INDEX)' },
  },
  {
    id: 'range-scan-5-pct',
    hint: 'FORCE INDEX (sk)',
    percent: 5,
    label: { ja: '範囲検索 5 %(FORCE INDEX)', en: 'Range scan, 5 % (FORCE INDEX)' },
  },
  {
    id: 'full-scan-2-pct',
    hint: 'IGNORE INDEX (sk)',
    percent: RANGE_PERCENT,
    label: { ja: '全表スキャン、2 %(IGNORE INDEX)', en: 'Full table scan, 2 % (IGNORE INDEX)' },
  },
] as const;

/** Upper bound of `sk < N` that selects `percent` % of `rows` (sk is uniform over 0 … rows − 1). */
export function rangeBound(rows: number, percent: number): number {
  return Math.round((rows * percent) / 100);
}

/** Read counters of one block device from /proc/diskstats. */
export interface DiskReads {
  /** Reads completed (after merging), as iostat's r/s counts them. */
  readonly reads: number;
  /** Adjacent reads the kernel merged into one (iostat's rrqm/s). */
  readonly merged: number;
  /** 512-byte sectors read. */
  readonly sectors: number;
  /** Milliseconds spent on reads (iostat's r_await is this ÷ reads). */
  readonly readMs: number;
}

/** The read counters of `device` (`vda`, `sda1`) in a /proc/diskstats text, or null when it is not there. */
export function parseDiskstats(text: string, device: string): DiskReads | null {
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    // major minor name reads merged sectors ms …
    if (f[2] !== device || f.length < 7) continue;
    const [reads, merged, sectors, readMs] = f.slice(3, 7).map(Number);
    if ([reads, merged, sectors, readMs].some((v) => !Number.isFinite(v))) return null;
    return { reads: reads!, merged: merged!, sectors: sectors!, readMs: readMs! };
  }
  return null;
}

function diskReads(device: string): DiskReads | null {
  if (device === '') return null;
  try {
    return parseDiskstats(readFileSync('/proc/diskstats', 'utf8'), device);
  } catch {
    return null;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function load(ctx: ExperimentContext, conn: Connection, rows: number) {
  await conn.query('DROP TABLE IF EXISTS t');
  await conn.query(`CREATE TABLE t (
    id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    sk INT UNSIGNED NOT NULL,
    c INT NOT NULL,
    pad CHAR(${PAD_BYTES}) NOT NULL
  ) ENGINE=InnoDB DEFAULT CHARSET=latin1`);
  for (let start = 1; start <= rows; start += LOAD_BATCH) {
    const end = Math.min(rows, start + LOAD_BATCH - 1);
    // CRC32 of the row number and the seed: repeatable, uniform over 0 … rows − 1, unrelated to id.
    await conn.query(
      `INSERT INTO t (sk, c, pad)
       SELECT CRC32(CONCAT(${ctx.seed}, 'k', seq)) % ${rows},
              CRC32(CONCAT(${ctx.seed}, 'c', seq)) & 2147483647,
              LPAD(seq, ${PAD_BYTES}, 'x')
         FROM seq_${start}_to_${end}`,
    );
    ctx.progress.advance(end - start + 1, `loading ${formatCount(end)} rows`);
  }
  // Built after the load (a sorted build), so the index is as densely packed as the table.
  await conn.query('ALTER TABLE t ADD INDEX sk (sk)');
  await conn.query('ANALYZE TABLE t');
  return { primary: await indexPages(conn, 't'), sk: await indexPages(conn, 't', 'sk') };
}

interface Measurement {
  readonly seconds: number;
  readonly serverCpuSeconds: number;
  readonly rowsReturned: number;
  /** Rows the storage engine handed to the server (Rows_read; MariaDB 10.11 leaves Innodb_rows_read at 0 here). */
  readonly rowsRead: number;
  readonly pagesRead: number;
  readonly dataReads: number;
  readonly dataReadBytes: number;
  readonly readAhead: number;
  readonly disk: DiskReads | null;
}

async function measure(
  ctx: ExperimentContext,
  conn: Connection,
  sql: string,
  device: string,
): Promise<Measurement> {
  const before = await ctx.status(conn);
  const diskBefore = diskReads(device);
  const cpuBefore = ctx.serverCpuSeconds();
  const started = process.hrtime.bigint();
  // Rows as arrays: the client's work per row stays small next to the server's.
  const rows = await conn.query<unknown[]>({ sql, rowsAsArray: true });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = ctx.serverCpuSeconds();
  const diskAfter = diskReads(device);
  const after = await ctx.status(conn);
  return {
    seconds,
    serverCpuSeconds: cpuAfter - cpuBefore,
    rowsReturned: rows.length,
    rowsRead: delta(before, after, 'Rows_read'),
    pagesRead: delta(before, after, 'Innodb_pages_read'),
    dataReads: delta(before, after, 'Innodb_data_reads'),
    dataReadBytes: delta(before, after, 'Innodb_data_read'),
    readAhead: delta(before, after, 'Innodb_buffer_pool_read_ahead'),
    disk:
      diskBefore && diskAfter
        ? {
            reads: diskAfter.reads - diskBefore.reads,
            merged: diskAfter.merged - diskBefore.merged,
            sectors: diskAfter.sectors - diskBefore.sectors,
            readMs: diskAfter.readMs - diskBefore.readMs,
          }
        : null,
  };
}

const selectSql = (hint: string, bound: number) =>
  `SELECT * FROM t${hint === '' ? '' : ` ${hint}`} WHERE sk < ${bound}`;

export const rangeVsFullScan: Experiment = {
  id: 'range-vs-full-scan',
  script: 'lab/experiments/range-vs-full-scan.ts',
  summary:
    'SELECT * … WHERE sk < N (0.5, 2, 5 % of the rows) through the secondary index vs a full table scan, cold, table ≫ buffer pool: rows/s, reads per row, read size; EXPLAIN as the range widens (2009 slides)',
  dataset: {
    id: 'lab-range-vs-full-scan',
    title: {
      ja: '実測: セカンダリインデックスの範囲検索と全表スキャン(MariaDB)',
      en: 'Measured: secondary-index range scan vs full table scan (MariaDB)',
    },
    description: {
      ja: '「チューニングスペース3」(2009)のスライド 32〜36(重いバッチ処理、範囲検索と全表スキャン、iostat)の比較を本物の MariaDB で測り直したもの。バッファプールより何倍も大きい表から、主キーと無関係に散らばった列 sk の範囲で行を取り出す SELECT * を、セカンダリインデックス経由(1 行ごとに主キーをランダムに引く、行の 0.5 %、2 %、5 %)と全表スキャン(2 %)で、再起動直後(cold)に実行し、1 秒あたりの行数、返した 1 行あたりのディスク読み取り回数、1 回の読み取りの大きさを記録。範囲を広げたときにオプティマイザがどちらを選ぶか(EXPLAIN)も記録。',
      en: 'A re-measurement on a real MariaDB of the comparison on slides 32–36 (heavy batch query, range scan vs full table scan, iostat) of “チューニングスペース3” [Tuning Space 3] (2009). From a table several times larger than the buffer pool, SELECT * fetches rows by a range on sk, a column scattered independently of the primary key, through the secondary index (a random primary-key lookup per row; 0.5 %, 2 % and 5 % of the rows) and by a full table scan (2 %), right after a restart (cold); recorded are rows per second, reads from disk per row returned and the size of a read. Also recorded: which plan the optimizer picks by itself as the range widens (EXPLAIN).',
    },
    tags: ['io-memory', 'cloud-storage'],
    units: [
      { id: 'plan', label: { ja: 'アクセス方法', en: 'Access path' }, symbol: '' },
      {
        id: 'rows-per-s',
        label: {
          ja: '1 秒あたりに読んだ行(Rows_read の増分 ÷ 実行時間)',
          en: 'Rows read per second (increase of Rows_read ÷ run time)',
        },
        symbol: 'rows/s',
      },
      { id: 'seconds', label: { ja: '実行時間', en: 'Run time' }, symbol: 's' },
      {
        id: 'server-cpu-seconds',
        label: {
          ja: 'クエリ中にサーバーが使った CPU 時間(mariadbd の全スレッド、/proc/<pid>/stat の utime + stime)',
          en: 'CPU time the server used during the query (all mariadbd threads, utime + stime of /proc/<pid>/stat)',
        },
        symbol: 's',
      },
      { id: 'rows-returned', label: { ja: '返した行数', en: 'Rows returned' }, symbol: 'rows' },
      {
        id: 'rows-read',
        label: {
          ja: '読んだ行数(Rows_read の増分)',
          en: 'Rows read (increase of Rows_read)',
        },
        symbol: 'rows',
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
        id: 'read-ahead-pages',
        label: {
          ja: 'そのうち先読みしたページ(Innodb_buffer_pool_read_ahead の増分)',
          en: 'Of which read ahead (increase of Innodb_buffer_pool_read_ahead)',
        },
        symbol: 'pages',
      },
      {
        id: 'reads-per-row',
        label: {
          ja: '返した 1 行あたりの InnoDB の読み取り回数(Innodb_data_reads の増分 ÷ 返した行数)',
          en: 'InnoDB reads per row returned (increase of Innodb_data_reads ÷ rows returned)',
        },
        symbol: 'reads/row',
      },
      {
        id: 'innodb-read-kib',
        label: {
          ja: 'InnoDB の 1 回の読み取りの平均(Innodb_data_read ÷ Innodb_data_reads)',
          en: 'Average InnoDB read (Innodb_data_read ÷ Innodb_data_reads)',
        },
        symbol: 'KiB',
      },
      {
        id: 'disk-reads',
        label: {
          ja: 'ブロックデバイスの読み取り回数(/proc/diskstats、結合後。マシン全体の読み取りを含む)',
          en: 'Block-device reads (/proc/diskstats, after merging; the whole machine’s reads included)',
        },
        symbol: 'reads',
      },
      {
        id: 'disk-read-kib',
        label: {
          ja: 'ブロックデバイスの 1 回の読み取りの平均(iostat の rMB/s ÷ r/s にあたる値)',
          en: 'Average block-device read (what iostat’s rMB/s ÷ r/s gives)',
        },
        symbol: 'KiB',
      },
      {
        id: 'disk-read-await-ms',
        label: {
          ja: 'ブロックデバイスの読み取り 1 回の平均待ち時間(iostat の r_await にあたる値)',
          en: 'Average wait of a block-device read (what iostat shows as r_await)',
        },
        symbol: 'ms',
      },
    ],
    series: [
      {
        id: 'cold',
        label: {
          ja: 'cold(再起動直後、バッファプールは空)',
          en: 'Cold (right after a restart, buffer pool empty)',
        },
      },
    ],
    categories: RANGE_PLANS.map((p) => ({ id: p.id, label: p.label })),
    chart: { kind: 'groupedBar', x: 'plan', y: 'rows-per-s', yScale: 'log' },
    notes: [
      {
        ja: '元のスライドは 1 億行(データ 13 GB、インデックス 4 GB)、innodb_buffer_pool_size 5 GB、O_DIRECT で、SELECT * FROM tbl WHERE seconday_key < 2000000(200 万行)。範囲検索は HDD で 297 行/秒(バッファプール 10 GB では 900)、SSD で 4,614 行/秒(同 13,418)、1 億行の全表スキャンは HDD で 502,310 行/秒、SSD で 1,083,658 行/秒(「チューニングスペース3」スライド 32〜36、2009 年)。ここでは行数を 1/60 以下に、バッファプールも小さくして、表がバッファプールの数倍という関係と、取り出す割合 2 % を保っています。0.5 % と 5 % は、2 つのアクセス方法の速さが入れ替わる幅を見るために加えたものです。2 コアを共有する仮想マシンで 1 億行を読み込むと時間とディスクがかかりすぎるためで、比べるのは絶対値ではなく 2 つのアクセス方法の比と、1 行あたりの読み取り回数です。',
        en: 'The slides use 100 million rows (13 GB of data, a 4 GB index), innodb_buffer_pool_size 5 GB and O_DIRECT, with SELECT * FROM tbl WHERE seconday_key < 2000000 (2 million rows). The range scan ran at 297 rows/s on HDD (900 with a 10 GB pool) and 4,614 rows/s on SSD (13,418), the full scan of 100 million rows at 502,310 rows/s on HDD and 1,083,658 rows/s on SSD (“チューニングスペース3” [Tuning Space 3], slides 32–36, 2009). Here the row count is cut to a sixtieth or less and the pool is small, keeping the table several times the pool and the 2 % share of rows fetched; 0.5 % and 5 % are added to find where the two plans cross. 100 million rows would take too long and too much disk on a virtual machine with 2 shared cores; what compares is the ratio of the two access paths and the reads per row, not the absolute rates.',
      },
      {
        ja: '表は id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY、sk INT UNSIGNED(セカンダリインデックス)、c INT、pad CHAR(100)(latin1)。1 行およそ 130 バイトで、スライドのデータ 13 GB ÷ 1 億行に合わせています。sk は行番号とシードの CRC32 を行数で割った余りで、主キーの順とは無関係に 0〜行数 − 1 に散らばっています。スライドの表の定義は書かれていません。インデックスは読み込みのあとで作っています。',
        en: 'The table is id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, sk INT UNSIGNED (the secondary index), c INT, pad CHAR(100) (latin1): about 130 bytes a row, matching the slides’ 13 GB of data for 100 million rows. sk is the CRC32 of the row number and the seed modulo the row count, scattered over 0 … rows − 1 with no relation to the primary-key order. The slides do not give their table definition. The index is built after the load.',
      },
      {
        ja: 'cold は、サーバーを再起動してバッファプールを空にし(バッファプールの保存・復元はオフ、InnoDB は O_DIRECT で OS のページキャッシュを使わない)、EXPLAIN で表を開いてから測った 1 回目。行数はスライドと同じく読んだ行(Rows_read)で、範囲検索では返した行、全表スキャンでは表の全行です。',
        en: 'Cold is the first run after a server restart (buffer pool dump and load off; InnoDB uses O_DIRECT, so the OS page cache holds nothing), once EXPLAIN has opened the table. Rows per second counts the rows read (Rows_read), as on the slides: the rows returned for the range scan, every row of the table for the full scan.',
      },
      {
        ja: 'ブロックデバイスの値(/proc/diskstats、iostat と同じ出どころ)はデバイス全体のもので、同じマシンのほかの作業の読み取りも含みます(測定前の数秒では毎秒 10 回前後)。この仮想マシンのディスクは virtio で、カーネルは回転型(rotational = 1)と報告しますが、実体はクラウドのブロックストレージです。',
        en: 'The block-device figures (/proc/diskstats, where iostat reads them) cover the whole device, so they include reads by other work on the machine (about 10 a second when checked before the runs). The disk is a virtio device; the kernel reports it as rotational (rotational = 1), but it is cloud block storage.',
      },
      SMALL_POOL_NOTE,
    ],
  },
  async run(ctx) {
    const p = RANGE_SCAN_PARAMS[ctx.scale];
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      `CREATE TABLE t (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, sk INT UNSIGNED NOT NULL, c INT NOT NULL, pad CHAR(${PAD_BYTES}) NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=latin1; ALTER TABLE t ADD INDEX sk (sk)`,
    );
    ctx.record.param(
      { ja: '値', en: 'values' },
      {
        ja: `sk は行番号とシード ${ctx.seed} の CRC32 を ${formatCount(p.rows)} で割った余り(主キーの順とは無関係)、c も CRC32、pad は行番号を x で ${PAD_BYTES} 文字に埋めたもの。MariaDB の Sequence エンジン(seq_M_to_N)から ${formatCount(LOAD_BATCH)} 行ずつ INSERT … SELECT`,
        en: `sk is CRC32 of the row number and seed ${ctx.seed} modulo ${formatCount(p.rows)} (unrelated to the key order), c a CRC32 too, pad the row number padded with x to ${PAD_BYTES} characters; loaded by INSERT … SELECT from MariaDB’s Sequence engine (seq_M_to_N), ${formatCount(LOAD_BATCH)} rows at a time`,
      },
    );
    ctx.record.param(
      { ja: 'クエリ', en: 'queries' },
      RANGE_PLANS.map((plan) => selectSql(plan.hint, rangeBound(p.rows, plan.percent))).join('; '),
    );
    const once = p.repetitions === 1;
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      {
        ja: `アクセス方法ごとに ${p.repetitions} 回: 再起動(空のバッファプール)、EXPLAIN、1 回だけ実行(cold)。${once ? '' : '各点はその中央値'}`,
        en: `${once ? 'once' : `${p.repetitions} times`} per access path: restart (empty buffer pool), EXPLAIN, one run (cold)${once ? '' : '; each point is the median'}`,
      },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const variables = {
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      ...SMALL_POOL_VARIABLES,
      innodb_flush_log_at_trx_commit: 2,
      query_cache_type: 0,
    };
    const device = path.basename(storageOf(ctx.dataDir).source.replace(/\[.*$/, ''));
    ctx.record.param(
      { ja: 'ブロックデバイス(/proc/diskstats)', en: 'block device (/proc/diskstats)' },
      device === '' ? { ja: '不明', en: 'unknown' } : device,
    );
    // Work units: loaded rows, then the rows each measured run reads.
    const runs = RANGE_PLANS.length * p.repetitions;
    ctx.progress.begin(p.rows * (1 + runs), 'loading');

    await ctx.startServer(variables);
    let conn = await ctx.connect();
    const sizes = await load(ctx, conn, p.rows);
    ctx.record.param(
      {
        ja: 'クラスタインデックス PRIMARY(mysql.innodb_index_stats の size / n_leaf_pages)',
        en: 'clustered index PRIMARY (mysql.innodb_index_stats size / n_leaf_pages)',
      },
      indexPagesLine(sizes.primary),
    );
    ctx.record.param(
      {
        ja: 'セカンダリインデックス sk(mysql.innodb_index_stats の size / n_leaf_pages)',
        en: 'secondary index sk (mysql.innodb_index_stats size / n_leaf_pages)',
      },
      indexPagesLine(sizes.sk),
    );
    const switches = await conn.query<Array<{ v: string }>>('SELECT @@optimizer_switch AS v');
    ctx.record.param(
      { ja: 'optimizer_switch(MRR 関係、既定のまま)', en: 'optimizer_switch (MRR, default)' },
      (switches[0]?.v ?? '')
        .split(',')
        .filter((s) => s.startsWith('mrr'))
        .join(','),
    );
    // Which plan the optimizer picks by itself as the range widens (statistics from ANALYZE TABLE).
    for (const percent of EXPLAIN_PERCENTS) {
      const sql = selectSql('', rangeBound(p.rows, percent));
      const explain = await conn.query<Parameters<typeof explainLine>[0][]>(`EXPLAIN ${sql}`);
      ctx.record.param(`EXPLAIN ${sql} (${percent} %)`, explainLine(explain[0]));
    }
    await conn.end();
    ctx.log(
      `range-vs-full-scan: loaded; PRIMARY ${pagesMiB(sizes.primary.size)}, sk ${pagesMiB(sizes.sk.size)}, pool ${p.bufferPoolMiB} MiB`,
    );

    const results = new Map<string, Measurement[]>();
    for (let rep = 0; rep < p.repetitions; rep += 1) {
      for (const plan of RANGE_PLANS) {
        await ctx.startServer(variables);
        conn = await ctx.connect();
        const sql = selectSql(plan.hint, rangeBound(p.rows, plan.percent));
        const explain = await conn.query<Parameters<typeof explainLine>[0][]>(`EXPLAIN ${sql}`);
        ctx.record.param(`EXPLAIN ${sql}`, explainLine(explain[0]));
        const m = await measure(ctx, conn, sql, device);
        await conn.end();
        results.set(plan.id, [...(results.get(plan.id) ?? []), m]);
        ctx.log(
          `range-vs-full-scan: ${plan.id}: ${roundTo(m.seconds, 3)} s (server CPU ${roundTo(m.serverCpuSeconds, 2)} s), ${formatCount(m.rowsReturned)} rows returned, ${formatCount(m.rowsRead)} read, ${formatCount(m.pagesRead)} pages read (${formatCount(m.readAhead)} ahead), ${formatCount(m.dataReads)} InnoDB reads, disk ${m.disk ? `${formatCount(m.disk.reads)} reads, ${formatCount((m.disk.sectors * 512) / 1024)} KiB, ${m.disk.readMs} ms` : '—'}`,
        );
        ctx.progress.advance(p.rows, `${plan.id} ${rep + 1}/${p.repetitions}`);
      }
    }

    for (const plan of RANGE_PLANS) {
      const ms = results.get(plan.id) ?? [];
      if (ms.length === 0) continue;
      const times = ms.map((m) => roundTo(m.seconds, 3));
      const note =
        ms.length === 1
          ? undefined
          : {
              ja: `${ms.length} 回の中央値(各回 ${times.join('、')} 秒)`,
              en: `median of ${ms.length} runs (${times.join(', ')} s)`,
            };
      const base = { series: 'cold', x: plan.id };
      const med = (f: (m: Measurement) => number) => median(ms.map(f));
      ctx.point({
        ...base,
        unit: 'rows-per-s',
        y: roundSignificant(
          med((m) => m.rowsRead / m.seconds),
          4,
        ),
        ...(note ? { note } : {}),
      });
      ctx.point({
        ...base,
        unit: 'seconds',
        y: roundSignificant(
          med((m) => m.seconds),
          3,
        ),
      });
      const cpu = ms.map((m) => m.serverCpuSeconds).filter((v) => Number.isFinite(v));
      if (cpu.length === ms.length) {
        ctx.point({ ...base, unit: 'server-cpu-seconds', y: roundTo(median(cpu), 2) });
      }
      ctx.point({ ...base, unit: 'rows-returned', y: med((m) => m.rowsReturned) });
      ctx.point({ ...base, unit: 'rows-read', y: med((m) => m.rowsRead) });
      ctx.point({ ...base, unit: 'pages-read', y: med((m) => m.pagesRead) });
      ctx.point({ ...base, unit: 'read-ahead-pages', y: med((m) => m.readAhead) });
      ctx.point({
        ...base,
        unit: 'reads-per-row',
        y: roundSignificant(
          med((m) => m.dataReads / m.rowsReturned),
          3,
        ),
      });
      ctx.point({
        ...base,
        unit: 'innodb-read-kib',
        y: roundTo(
          med((m) => m.dataReadBytes / m.dataReads / 1024),
          1,
        ),
      });
      const disks = ms.map((m) => m.disk).filter((d): d is DiskReads => d !== null && d.reads > 0);
      if (disks.length === ms.length) {
        ctx.point({ ...base, unit: 'disk-reads', y: median(disks.map((d) => d.reads)) });
        ctx.point({
          ...base,
          unit: 'disk-read-kib',
          y: roundTo(median(disks.map((d) => (d.sectors * 512) / 1024 / d.reads)), 1),
        });
        ctx.point({
          ...base,
          unit: 'disk-read-await-ms',
          y: roundSignificant(median(disks.map((d) => d.readMs / d.reads)), 3),
        });
      }
    }
  },
};
