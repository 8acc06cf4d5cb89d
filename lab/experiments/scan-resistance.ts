/**
 * `scan-resistance` — slides 20 "メモリ上へのキャッシュ効率を意識する" and 21
 * "InnoDBブロックのライフサイクル" of "チューニングスペース3" (Matsunobu,
 * 2009): a full scan of a large table after online work pushes the hot pages
 * out of the buffer pool unless `innodb_old_blocks_time` keeps the scanned
 * pages in the old sublist of the LRU list. A client reads a hot table that
 * fits the pool by primary key without pause while a table four times the
 * pool is scanned; per short window the run records the hot table's hit ratio
 * (its own disk reads, from performance_schema's per-file counters), the
 * lookups per second and how many of the hot table's pages are in the pool,
 * once with `innodb_old_blocks_time=1000` (today's default) and once with 0
 * (the default of 2009).
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { SMALL_POOL_NOTE, SMALL_POOL_VARIABLES } from '../smallPool';
import { indexPages, indexPagesLine, pagesMiB } from '../indexStats';
import { delta, openConnections, runUntil, type Status } from '../load';
import { Random } from '../random';
import { formatCount, roundTo, sleep } from '../util';

interface Params {
  readonly bufferPoolMiB: number;
  /** Rows of the hot table (about 67 rows a 16 KiB page). */
  readonly hotRows: number;
  /** Rows of the scanned table. */
  readonly bigRows: number;
  /** Clients reading the hot table. */
  readonly clients: number;
  readonly windowSeconds: number;
  /** Lookups before the first window, so that the hot pages reach the young sublist. */
  readonly warmupSeconds: number;
  readonly beforeSeconds: number;
  readonly afterSeconds: number;
}

export const SCAN_RESISTANCE_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: the hot table ≈ 5.5 MiB (29 % of a 16 MiB pool, so it fits its young sublist), the scanned one ≈ 63 MiB.
  quick: {
    bufferPoolMiB: 16,
    hotRows: 20_000,
    bigRows: 270_000,
    clients: 1,
    windowSeconds: 0.5,
    warmupSeconds: 2,
    beforeSeconds: 1,
    afterSeconds: 3,
  },
  full: {
    bufferPoolMiB: 64,
    hotRows: 80_000,
    bigRows: 1_100_000,
    clients: 2,
    windowSeconds: 0.5,
    warmupSeconds: 5,
    beforeSeconds: 5,
    afterSeconds: 10,
  },
};

/** Rows per INSERT … SELECT while loading (keeps each transaction's undo log small). */
const LOAD_BATCH = 500_000;

export const SCAN_SETTINGS = [
  {
    id: 'old-blocks-time-1000',
    oldBlocksTime: 1000,
    label: {
      ja: 'innodb_old_blocks_time = 1000(今日の既定値)',
      en: 'innodb_old_blocks_time = 1000 (today’s default)',
    },
  },
  {
    id: 'old-blocks-time-0',
    oldBlocksTime: 0,
    label: {
      ja: 'innodb_old_blocks_time = 0(2009 年の既定値、保護なし)',
      en: 'innodb_old_blocks_time = 0 (the 2009 default, no protection)',
    },
  },
] as const;

/** Counters read at the edge of every window. */
export interface Sample {
  /** Milliseconds since the first sample. */
  readonly atMs: number;
  /** Lookups the clients have completed so far. */
  readonly lookups: number;
  /** Read operations on the hot table's file so far (performance_schema). */
  readonly hotReads: number;
  readonly poolReads: number;
  readonly poolRequests: number;
}

export interface WindowFigures {
  readonly seconds: number;
  readonly lookupsPerSecond: number;
  /** Lookups served without a read of the hot table's file, in %; null without lookups. */
  readonly hotHitRatioPct: number | null;
  /** 1 − Δ Innodb_buffer_pool_reads ÷ Δ Innodb_buffer_pool_read_requests, in % (every table); null without requests. */
  readonly poolHitRatioPct: number | null;
}

/** What one window between two samples shows. */
export function windowFigures(from: Sample, to: Sample): WindowFigures {
  const seconds = (to.atMs - from.atMs) / 1000;
  const lookups = to.lookups - from.lookups;
  const hotReads = to.hotReads - from.hotReads;
  const requests = to.poolRequests - from.poolRequests;
  const reads = to.poolReads - from.poolReads;
  const pct = (misses: number, total: number) =>
    total > 0 ? roundTo(Math.min(100, Math.max(0, (1 - misses / total) * 100)), 2) : null;
  return {
    seconds,
    lookupsPerSecond: seconds > 0 ? Math.round(lookups / seconds) : 0,
    hotHitRatioPct: pct(hotReads, lookups),
    poolHitRatioPct: pct(reads, requests),
  };
}

async function loadTable(
  ctx: ExperimentContext,
  conn: Connection,
  name: 'hot' | 'big',
  rows: number,
) {
  await conn.query(`DROP TABLE IF EXISTS ${name}`);
  await conn.query(`CREATE TABLE ${name} (
    id INT UNSIGNED NOT NULL PRIMARY KEY,
    k INT NOT NULL,
    pad CHAR(200) NOT NULL
  ) ENGINE=InnoDB DEFAULT CHARACTER SET=latin1`);
  for (let start = 1; start <= rows; start += LOAD_BATCH) {
    const end = Math.min(rows, start + LOAD_BATCH - 1);
    await conn.query(
      `INSERT INTO ${name}
       SELECT seq, CRC32(CONCAT(${ctx.seed}, '${name}', seq)) & 2147483647, REPEAT(CHAR(65 + seq % 26), 200)
         FROM seq_${start}_to_${end}`,
    );
    ctx.progress.advance(end - start + 1, `loading ${name}: ${formatCount(end)} rows`);
  }
  await conn.query(`ANALYZE TABLE ${name}`);
  return indexPages(conn, name);
}

interface Residency {
  readonly hot: number;
  readonly big: number;
}

/** Pages of each table in the buffer pool. */
async function residency(conn: Connection, database: string): Promise<Residency> {
  const rows = await conn.query<Array<{ t: string; n: number | bigint }>>(
    `SELECT TABLE_NAME AS t, COUNT(*) AS n
       FROM information_schema.INNODB_BUFFER_PAGE
      WHERE TABLE_NAME IN ('\`${database}\`.\`hot\`', '\`${database}\`.\`big\`')
      GROUP BY TABLE_NAME`,
  );
  const of = (t: string) => Number(rows.find((r) => r.t === `\`${database}\`.\`${t}\``)?.n ?? 0);
  return { hot: of('hot'), big: of('big') };
}

async function hotFileReads(conn: Connection, database: string): Promise<number> {
  const rows = await conn.query<Array<{ n: number | bigint | string | null }>>(
    `SELECT SUM(COUNT_READ) AS n FROM performance_schema.file_summary_by_instance
      WHERE FILE_NAME LIKE '%/${database}/hot.ibd'`,
  );
  return Number(rows[0]?.n ?? 0);
}

const HOT_LOOKUP = 'SELECT pad FROM hot WHERE id = ?';
const SCAN = 'SELECT SUM(k) FROM big';

export const scanResistance: Experiment = {
  id: 'scan-resistance',
  script: 'lab/experiments/scan-resistance.ts',
  summary:
    "a hot table's hit ratio and lookups/s before, during and after a full scan of a table 4× the pool, innodb_old_blocks_time 1000 vs 0 (チューニングスペース3, 2009)",
  dataset: {
    id: 'lab-scan-resistance',
    title: {
      ja: '実測: 全表スキャンと innodb_old_blocks_time(ホットな表のヒット率、MariaDB)',
      en: 'Measured: a full table scan and innodb_old_blocks_time (hit ratio of a hot table, MariaDB)',
    },
    description: {
      ja: '「チューニングスペース3」(2009 年)のスライド 20・21 が説明する、InnoDB の LRU の中間点挿入と innodb_old_blocks_time を本物の MariaDB で確かめる測定。バッファプールに収まるホットな表を主キーで読み続けながら、バッファプールの 4 倍の表を全表スキャンし、ホットな表のヒット率、検索の速度、バッファプールに残ったホットな表のページ数を短い区間ごとに記録。innodb_old_blocks_time は 1000(今日の既定値)と 0(2009 年の既定値)。',
      en: 'A check on a real MariaDB of InnoDB’s midpoint insertion and innodb_old_blocks_time as slides 20 and 21 of “チューニングスペース3” [Tuning Space 3] (2009) describe them. While a client keeps reading a hot table that fits the buffer pool by primary key, a table four times the pool is scanned in full; per short window the run records the hot table’s hit ratio, the lookup rate and how many of the hot table’s pages are in the buffer pool, with innodb_old_blocks_time at 1000 (today’s default) and 0 (the 2009 default).',
    },
    tags: ['io-memory'],
    units: [
      {
        id: 'seconds-since-scan-start',
        label: {
          ja: '全表スキャンを始めてからの時間(区間の中央)',
          en: 'Time since the full scan started (middle of the window)',
        },
        symbol: 's',
      },
      {
        id: 'hot-hit-ratio-pct',
        label: {
          ja: 'ホットな表の検索のうちディスクを読まずに済んだ割合(1 − hot.ibd の読み込み回数 ÷ 検索回数、performance_schema の増分)',
          en: 'Hot-table lookups served without a disk read (1 − reads of hot.ibd ÷ lookups, performance_schema increases)',
        },
        symbol: '%',
      },
      {
        id: 'lookups-per-s',
        label: {
          ja: 'ホットな表の主キー検索の速度',
          en: 'Primary-key lookups on the hot table per second',
        },
        symbol: 'lookups/s',
      },
      {
        id: 'hot-pages-in-pool',
        label: {
          ja: 'バッファプールにあるホットな表のページ(区間の終わり、INNODB_BUFFER_PAGE)',
          en: 'Pages of the hot table in the buffer pool (end of the window, INNODB_BUFFER_PAGE)',
        },
        symbol: 'pages',
      },
      {
        id: 'big-pages-in-pool',
        label: {
          ja: 'バッファプールにあるスキャンした表のページ(区間の終わり、INNODB_BUFFER_PAGE)',
          en: 'Pages of the scanned table in the buffer pool (end of the window, INNODB_BUFFER_PAGE)',
        },
        symbol: 'pages',
      },
      {
        id: 'pool-hit-ratio-pct',
        label: {
          ja: 'バッファプール全体のヒット率(1 − Innodb_buffer_pool_reads ÷ Innodb_buffer_pool_read_requests、増分。スキャン中はスキャンの分を含む)',
          en: 'Whole buffer pool hit ratio (1 − Innodb_buffer_pool_reads ÷ Innodb_buffer_pool_read_requests, increases; includes the scan while it runs)',
        },
        symbol: '%',
      },
      {
        id: 'hot-pages-at-scan-end',
        label: {
          ja: 'スキャンが終わった時点でバッファプールにあるホットな表のページ(INNODB_BUFFER_PAGE、x はスキャンの終わり)',
          en: 'Pages of the hot table in the buffer pool when the scan ends (INNODB_BUFFER_PAGE; x is the end of the scan)',
        },
        symbol: 'pages',
      },
      {
        id: 'big-pages-at-scan-end',
        label: {
          ja: 'スキャンが終わった時点でバッファプールにあるスキャンした表のページ(INNODB_BUFFER_PAGE、x はスキャンの終わり)',
          en: 'Pages of the scanned table in the buffer pool when the scan ends (INNODB_BUFFER_PAGE; x is the end of the scan)',
        },
        symbol: 'pages',
      },
      {
        id: 'pages-made-young',
        label: {
          ja: 'スキャン中に Young 領域へ移されたページ(Innodb_buffer_pool_pages_made_young の増分、x はスキャンの終わり)',
          en: 'Pages made young during the scan (increase of Innodb_buffer_pool_pages_made_young; x is the end of the scan)',
        },
        symbol: 'pages',
      },
      {
        id: 'pages-made-not-young',
        label: {
          ja: 'スキャン中に Old 領域に留め置かれたアクセス(Innodb_buffer_pool_pages_made_not_young の増分、x はスキャンの終わり)',
          en: 'Accesses left in the old sublist during the scan (increase of Innodb_buffer_pool_pages_made_not_young; x is the end of the scan)',
        },
        symbol: 'pages',
      },
    ],
    series: SCAN_SETTINGS.map((s) => ({ id: s.id, label: s.label })),
    chart: {
      kind: 'line',
      x: 'seconds-since-scan-start',
      y: 'hot-hit-ratio-pct',
      yScale: 'linear',
    },
    notes: [
      {
        ja: '元のスライドには測定値がありません。スライド 20「メモリ上へのキャッシュ効率を意識する」は、オンライン処理のあとに巨大なテーブルを全表スキャンするのは問題だとして、mysqldump などの前に SET GLOBAL innodb_old_blocks_time = 1000、終わったら 0 に戻す運用を挙げ、スライド 21「InnoDBブロックのライフサイクル」は Old 領域(innodb_old_blocks_pct、既定 37%)と Young 領域の動きを図で示しています(InnoDB Plugin 1.0.5、2009 年)。ここでの点は、その説明を確かめるための測定値です。',
        en: 'The slides have no measurements. Slide 20, “メモリ上へのキャッシュ効率を意識する” [mind how well memory caches], calls a full scan of a huge table after online work a problem and gives SET GLOBAL innodb_old_blocks_time = 1000 before mysqldump and the like, and 0 again afterwards; slide 21, “InnoDBブロックのライフサイクル” [the life cycle of an InnoDB block], draws the old sublist (innodb_old_blocks_pct, default 37%) and the young one (InnoDB Plugin 1.0.5, 2009). The points here are measurements made to check that account.',
      },
      {
        ja: 'ホットな表のヒット率は、performance_schema の file_summary_by_instance が数える hot.ibd の読み込み回数(その表のページをディスクから読んだ回数)を、同じ区間の検索回数で割って求めています。Innodb_buffer_pool_reads はサーバー全体の値で、スキャン中はスキャン自身の読み込みが大半を占めるため、別の単位(バッファプール全体のヒット率)として載せています。',
        en: 'The hot table’s hit ratio divides the reads of hot.ibd that performance_schema’s file_summary_by_instance counts (the times a page of that table was read from disk) by the lookups of the same window. Innodb_buffer_pool_reads covers the whole server, and during the scan the scan’s own reads dominate it, so it is recorded as a separate unit (whole buffer pool hit ratio).',
      },
      {
        ja: 'スキャンは SELECT SUM(k) FROM big(インデックスのない列、クラスタインデックスの全件走査)で、mysqldump の代わりです。設定ごとにサーバーを再起動し、まずこのスキャンを一度実行してバッファプールを満たします(しばらく動いているサーバーと同じく、LRU リストがいっぱいで Old 領域がプールの 37% という状態)。空きページが残っている間は、InnoDB は伸びていくリストの 37% に Old 領域を保つために新しく入ったページを Young 領域に移すので、半分空のプールではスキャンを Old 領域に閉じ込められません。続いてホットな表を一度全件読み、検索を続けて、1 秒以上たったページが Young 領域に移ってから測っています。innodb_old_blocks_pct は既定の 37 のまま、設定ごとに 1 回の測定です。',
        en: 'The scan is SELECT SUM(k) FROM big (a column without an index: a full pass over the clustered index), standing in for mysqldump. For each setting the server is restarted and this scan runs once first to fill the buffer pool, as on a server that has been running for a while: the LRU list is full and its old sublist is 37% of the pool. While free pages remain, InnoDB keeps the old sublist at 37% of a growing list by making its newest pages young, so a half-empty pool cannot hold a scan in the old sublist. Then the hot table is read once in full and the lookups run until its pages, accessed again more than a second later, have moved to the young sublist; then the measurement starts. innodb_old_blocks_pct stays at its default, 37; each setting is measured once.',
      },
      SMALL_POOL_NOTE,
    ],
  },
  async run(ctx) {
    const p = SCAN_RESISTANCE_PARAMS[ctx.scale];
    ctx.record.param(
      { ja: '表', en: 'tables' },
      'hot, big: (id INT UNSIGNED PRIMARY KEY, k INT NOT NULL, pad CHAR(200) NOT NULL) latin1',
    );
    ctx.record.param(
      { ja: 'ホットな表の行数', en: 'rows of the hot table' },
      formatCount(p.hotRows),
    );
    ctx.record.param(
      { ja: 'スキャンする表の行数', en: 'rows of the scanned table' },
      formatCount(p.bigRows),
    );
    ctx.record.param(
      { ja: '検索', en: 'lookup' },
      {
        ja: `${HOT_LOOKUP}(一様なランダムキー、テキストプロトコル、autocommit、${p.clients} 接続で休みなく)`,
        en: `${HOT_LOOKUP} (uniform random keys, text protocol, autocommit, ${p.clients} client${p.clients === 1 ? '' : 's'} without pause)`,
      },
    );
    ctx.record.param({ ja: 'スキャン', en: 'scan' }, SCAN);
    ctx.record.param(
      { ja: '設定ごとの手順', en: 'per setting' },
      {
        ja: `再起動、スキャンする表を一度読んでバッファプールを満たす、ホットな表を一度全件読む、${p.warmupSeconds} 秒の検索、スキャン前 ${p.beforeSeconds} 秒、スキャン、スキャン後 ${p.afterSeconds} 秒。区間は ${p.windowSeconds} 秒`,
        en: `restart, fill the buffer pool by scanning the big table once, read the hot table once in full, ${p.warmupSeconds} s of lookups, ${p.beforeSeconds} s before the scan, the scan, ${p.afterSeconds} s after it; windows of ${p.windowSeconds} s`,
      },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const variables = (oldBlocksTime: number) => ({
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      ...SMALL_POOL_VARIABLES,
      innodb_flush_log_at_trx_commit: 2,
      innodb_old_blocks_time: oldBlocksTime,
      // The default, set so that the dataset records it beside innodb_old_blocks_time.
      innodb_old_blocks_pct: 37,
      // For the per-file read counters of hot.ibd.
      performance_schema: 'ON',
      query_cache_type: 0,
    });
    const perSetting = p.warmupSeconds + p.beforeSeconds + p.afterSeconds + 5;
    // Work units: loaded rows, then 20,000 per second of a setting's run.
    ctx.progress.begin(
      p.hotRows + p.bigRows + SCAN_SETTINGS.length * perSetting * 20_000,
      'loading',
    );

    await ctx.startServer(variables(SCAN_SETTINGS[0].oldBlocksTime));
    let conn = await ctx.connect();
    const hotSize = await loadTable(ctx, conn, 'hot', p.hotRows);
    const bigSize = await loadTable(ctx, conn, 'big', p.bigRows);
    await conn.end();
    ctx.record.param(
      {
        ja: 'ホットな表 hot(mysql.innodb_index_stats の size / n_leaf_pages)',
        en: 'hot table (mysql.innodb_index_stats size / n_leaf_pages)',
      },
      indexPagesLine(hotSize),
    );
    ctx.record.param(
      {
        ja: 'スキャンする表 big(mysql.innodb_index_stats の size / n_leaf_pages)',
        en: 'scanned table big (mysql.innodb_index_stats size / n_leaf_pages)',
      },
      indexPagesLine(bigSize),
    );
    ctx.log(
      `scan-resistance: loaded; hot ${pagesMiB(hotSize.size)}, big ${pagesMiB(bigSize.size)}, pool ${p.bufferPoolMiB} MiB`,
    );

    const random = new Random(ctx.seed + 21);
    const windowMs = p.windowSeconds * 1000;
    const beforeWindows = Math.round(p.beforeSeconds / p.windowSeconds);
    const afterWindows = Math.round(p.afterSeconds / p.windowSeconds);

    for (const setting of SCAN_SETTINGS) {
      await ctx.startServer(variables(setting.oldBlocksTime));
      conn = await ctx.connect();
      // Fill the pool first, as a server that has been running for a while has it: the LRU list
      // is full and its old sublist is 37 % of the pool. (While the pool still has free pages,
      // InnoDB keeps the old sublist at 37 % of a growing list by making its newest pages young,
      // so a scan into a half-empty pool is not held in the old sublist.)
      await conn.query(SCAN);
      await conn.query('SELECT COUNT(*) FROM hot FORCE INDEX (PRIMARY)');
      const scanConn = await ctx.connect();
      const clients = await openConnections(p.clients, () => ctx.connect());
      let lookups = 0;
      const stop = new AbortController();
      const lookup = async (c: Connection) => {
        await c.query(HOT_LOOKUP, [random.int(p.hotRows) + 1]);
        lookups += 1;
      };
      const clientRuns = clients.map((c) => runUntil(c, stop.signal, ctx.signal, lookup));
      try {
        await sleep(p.warmupSeconds * 1000, ctx.signal);
        ctx.progress.advance(p.warmupSeconds * 20_000, `${setting.id}: warm-up`);

        const t0 = performance.now();
        const take = async (): Promise<{ sample: Sample; status: Status }> => {
          const status = await ctx.status(conn);
          const hotReads = await hotFileReads(conn, ctx.database);
          return {
            sample: {
              atMs: performance.now() - t0,
              lookups,
              hotReads,
              poolReads: delta(new Map(), status, 'Innodb_buffer_pool_reads'),
              poolRequests: delta(new Map(), status, 'Innodb_buffer_pool_read_requests'),
            },
            status,
          };
        };
        const samples: Sample[] = [(await take()).sample];
        const resident: Residency[] = [await residency(conn, ctx.database)];
        const nextWindow = async () => {
          const due = t0 + samples.length * windowMs;
          await sleep(Math.max(0, due - performance.now()), ctx.signal);
          samples.push((await take()).sample);
          resident.push(await residency(conn, ctx.database));
        };
        for (let i = 0; i < beforeWindows; i += 1) await nextWindow();
        const residentBefore = resident.at(-1)!;

        const scanStartStatus = await ctx.status(conn);
        const scanStartMs = performance.now() - t0;
        // Read on the scan's own connection the moment it ends, before the lookups re-read anything.
        const scan = scanConn.query(SCAN).then(async () => {
          const ms = performance.now() - t0;
          const status = await ctx.status(scanConn);
          return { ms, status, resident: await residency(scanConn, ctx.database) };
        });
        const scanState = { done: false };
        scan.finally(() => (scanState.done = true)).catch(() => undefined);
        while (!scanState.done) await nextWindow();
        const end = await scan;
        const scanWindows = samples.length - 1 - beforeWindows;
        for (let i = 0; i < afterWindows; i += 1) await nextWindow();
        const scanSeconds = (end.ms - scanStartMs) / 1000;

        for (let i = 1; i < samples.length; i += 1) {
          const f = windowFigures(samples[i - 1]!, samples[i]!);
          const x = roundTo(
            (samples[i - 1]!.atMs + samples[i]!.atMs) / 2000 - scanStartMs / 1000,
            2,
          );
          const base = { series: setting.id, x };
          if (f.hotHitRatioPct !== null)
            ctx.point({ ...base, unit: 'hot-hit-ratio-pct', y: f.hotHitRatioPct });
          ctx.point({ ...base, unit: 'lookups-per-s', y: f.lookupsPerSecond });
          ctx.point({ ...base, unit: 'hot-pages-in-pool', y: resident[i]!.hot });
          ctx.point({ ...base, unit: 'big-pages-in-pool', y: resident[i]!.big });
          if (f.poolHitRatioPct !== null)
            ctx.point({ ...base, unit: 'pool-hit-ratio-pct', y: f.poolHitRatioPct });
        }
        const atEnd = { series: setting.id, x: roundTo(scanSeconds, 2) };
        const madeYoung = delta(scanStartStatus, end.status, 'Innodb_buffer_pool_pages_made_young');
        const notYoung = delta(
          scanStartStatus,
          end.status,
          'Innodb_buffer_pool_pages_made_not_young',
        );
        ctx.point({ ...atEnd, unit: 'pages-made-young', y: madeYoung });
        ctx.point({ ...atEnd, unit: 'pages-made-not-young', y: notYoung });
        ctx.point({ ...atEnd, unit: 'hot-pages-at-scan-end', y: end.resident.hot });
        ctx.point({ ...atEnd, unit: 'big-pages-at-scan-end', y: end.resident.big });
        ctx.log(
          `scan-resistance: ${setting.id}: scan ${roundTo(scanSeconds, 2)} s over ${scanWindows} windows; hot pages in pool ${residentBefore.hot} → ${end.resident.hot} at its end → ${resident.at(-1)!.hot}; big pages at its end ${end.resident.big}; made young ${madeYoung}, not young ${notYoung}`,
        );
        ctx.progress.advance(perSetting * 20_000 - p.warmupSeconds * 20_000, setting.id);
      } finally {
        stop.abort();
        await Promise.allSettled(clientRuns);
      }
      await Promise.all(clientRuns);
      for (const c of [...clients, scanConn, conn]) await c.end();
    }
  },
};
