/**
 * `hit-ratio` — "DBチューニングではディスクI/O性能を注視する" (2009-08-13):
 * primary-key lookups per second as the buffer pool shrinks relative to the
 * table, with uniform and Zipf-skewed keys, and the hit ratio measured from
 * the status counters (1 − Δ`Innodb_buffer_pool_reads` ÷
 * Δ`Innodb_buffer_pool_read_requests`). Nothing is fitted: the points are
 * meant to be drawn over the post's cost model
 * (src/calculators/hit-ratio/hitRatioThroughput.ts).
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { delta, openConnections, runTimed } from '../load';
import { Random, scatter, Zipf } from '../random';
import { formatCount, roundSignificant, roundTo } from '../util';

interface Params {
  readonly rows: number;
  /** Buffer pool sizes as fractions of the table's clustered index, largest first. */
  readonly poolFractions: readonly number[];
  /** Client counts measured per distribution; the first one after a warm-up. */
  readonly clients: readonly number[];
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly zipfExponent: number;
}

export const HIT_RATIO_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a CI check of the whole pipeline and of the curve's shape, not a
  // measurement; 2 s windows and three pools (the table fits, a quarter, a
  // sixteenth) keep it under a minute (the largest pool is preloaded by a
  // full scan, so a short warm-up still reaches ~100 %).
  quick: {
    rows: 250_000,
    poolFractions: [1.25, 0.25, 0.0625],
    clients: [1, 8],
    warmupSeconds: 2,
    seconds: 2,
    zipfExponent: 0.99,
  },
  full: {
    rows: 2_000_000,
    poolFractions: [1.25, 0.5, 0.25, 0.125, 0.0625, 0.03125],
    clients: [1, 8],
    warmupSeconds: 8,
    seconds: 10,
    zipfExponent: 0.99,
  },
};

/** The smallest buffer pool the lab asks for. */
const MIN_POOL_MIB = 6;

const DISTRIBUTIONS = ['uniform', 'zipf'] as const;
type Distribution = (typeof DISTRIBUTIONS)[number];

/** Seconds of the short re-warm before a further client count (the pool is already warm). */
const REWARM_SECONDS = 1;

function seriesId(dist: Distribution, clients: number): string {
  return `${dist}-${clients}-client${clients === 1 ? '' : 's'}`;
}

function seriesLabel(dist: Distribution, clients: number) {
  const keys =
    dist === 'uniform'
      ? { ja: '一様なキー', en: 'Uniform keys' }
      : { ja: 'Zipf 分布のキー(s = 0.99)', en: 'Zipf-distributed keys (s = 0.99)' };
  return {
    ja: `${keys.ja}、${clients} 接続`,
    en: `${keys.en}, ${clients} client${clients === 1 ? '' : 's'}`,
  };
}

async function load(ctx: ExperimentContext, conn: Connection, rows: number, random: Random) {
  await conn.query('DROP TABLE IF EXISTS t');
  await conn.query(`CREATE TABLE t (
    id INT UNSIGNED NOT NULL PRIMARY KEY,
    k INT NOT NULL,
    pad CHAR(200) NOT NULL
  ) ENGINE=InnoDB DEFAULT CHARACTER SET=latin1`);
  const hex = random.hex(1 << 16);
  const batch = 1000;
  for (let start = 0; start < rows; start += batch) {
    const values: string[] = [];
    for (let i = start; i < Math.min(rows, start + batch); i += 1) {
      const at = random.int(hex.length - 200);
      values.push(`(${i + 1},${random.next32() >>> 1},'${hex.slice(at, at + 200)}')`);
    }
    await conn.query(`INSERT INTO t VALUES ${values.join(',')}`);
    ctx.progress.advance(
      Math.min(batch, rows - start),
      `loading ${formatCount(start + batch)} rows`,
    );
  }
  await conn.query('ANALYZE TABLE t');
  const size = await conn.query<Array<{ d: number | bigint }>>(
    "SELECT data_length AS d FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 't'",
  );
  return Number(size[0]?.d ?? 0) / 1024 / 1024;
}

export const hitRatio: Experiment = {
  id: 'hit-ratio',
  script: 'lab/experiments/hit-ratio.ts',
  summary:
    'primary-key lookups/s and measured buffer pool hit ratio as the pool shrinks relative to the table, uniform and Zipf keys (2009-08-13)',
  dataset: {
    id: 'lab-hit-ratio',
    title: {
      ja: '実測: バッファプールのヒット率と主キー検索の速度(MariaDB)',
      en: 'Measured: buffer pool hit ratio and primary-key lookup rate (MariaDB)',
    },
    description: {
      ja: '「DBチューニングではディスクI/O性能を注視する」(2009-08-13)のヒット率の計算を本物の MariaDB で確かめる測定。表に対してバッファプールを小さくしていき、一様なキーと Zipf 分布の偏ったキーで主キー検索の速度と、状態変数の増分から求めたヒット率を記録。',
      en: 'A check of the hit-ratio arithmetic of “DBチューニングではディスクI/O性能を注視する” (2009-08-13) on a real MariaDB: the buffer pool is shrunk relative to the table, and primary-key lookups per second are recorded with uniform and Zipf-skewed keys, together with the hit ratio computed from status-counter deltas.',
    },
    tags: ['io-memory'],
    units: [
      {
        id: 'lookup-hit-ratio-pct',
        label: {
          ja: 'ディスクを読まずに済んだ検索の割合(1 − Innodb_buffer_pool_reads の増分 ÷ 検索回数)',
          en: 'Lookups served without a disk read (1 − increase of Innodb_buffer_pool_reads ÷ lookups)',
        },
        symbol: '%',
      },
      {
        id: 'lookups-per-s',
        label: { ja: '主キー検索の速度', en: 'Primary-key lookups per second' },
        symbol: 'lookups/s',
      },
      {
        id: 'page-hit-ratio-pct',
        label: {
          ja: 'ページ単位のバッファプールヒット率(1 − Innodb_buffer_pool_reads ÷ Innodb_buffer_pool_read_requests、増分)',
          en: 'Buffer pool hit ratio per page request (1 − Innodb_buffer_pool_reads ÷ Innodb_buffer_pool_read_requests, increases)',
        },
        symbol: '%',
      },
      {
        id: 'disk-reads-per-lookup',
        label: {
          ja: '検索 1 回あたりのディスク読み込み(Innodb_buffer_pool_reads の増分)',
          en: 'Disk reads per lookup (increase of Innodb_buffer_pool_reads)',
        },
        symbol: 'reads',
      },
      {
        id: 'buffer-pool-pct-of-data',
        label: {
          ja: 'バッファプールの大きさ(表のクラスタ索引に対する割合)',
          en: 'Buffer pool size (share of the table’s clustered index)',
        },
        symbol: '%',
      },
    ],
    series: DISTRIBUTIONS.flatMap((dist) =>
      [1, 8].map((c) => ({ id: seriesId(dist, c), label: seriesLabel(dist, c) })),
    ),
    chart: { kind: 'line', x: 'lookup-hit-ratio-pct', y: 'lookups-per-s', yScale: 'linear' },
    notes: [
      {
        ja: '元記事はメモリ内のコスト 1、ディスクのコスト 100 と置いた計算例で、測定値はありません。ここでの点はモデルに当てはめたものではなく、測った値そのものです。横軸のヒット率は元記事の「リクエスト」単位に合わせ、ディスクを読まずに済んだ検索の割合(1 − 検索 1 回あたりのディスク読み込み)です。InnoDB が数えるページ単位のヒット率はルート・ブランチページへのアクセスも含むため高めに出ます(3 段の B-tree で毎回リーフを読むと約 66.7%)。これも別の単位で載せています。',
        en: 'The post works an example with in-memory cost 1 and disk cost 100; it has no measurements. The points here are not fitted to that model: they are measured values. The x axis follows the post’s per-request view: the share of lookups served without a disk read (1 − disk reads per lookup). InnoDB’s own page-level hit ratio counts the root and branch pages too and so reads higher (about 66.7% when every lookup in a 3-level B-tree reads its leaf from disk); it is recorded as a separate unit.',
      },
      {
        ja: 'innodb_lru_scan_depth を最小の 100 にしています。MariaDB のページクリーナーはこの数(既定 1536 ページ = 24 MiB)だけ空きページを確保しようとするため、既定のままでは数十 MiB のバッファプールのかなりの部分がキャッシュとして働きません。',
        en: 'innodb_lru_scan_depth is set to its minimum, 100. MariaDB’s page cleaner tries to keep that many pages free (default 1536 pages = 24 MiB), so with the default a large part of a buffer pool of a few tens of MiB would not work as a cache.',
      },
      {
        ja: '1 接続の速度は 1 回の検索にかかる平均時間の逆数で、元記事のモデル(平均コスト = ヒット率 × メモリのコスト + (1 − ヒット率) × ディスクのコスト)にそのまま対応します。8 接続ではディスク読み込みが並行して進み、CPU(サーバーと負荷生成側で 2 コアを共有)が先に詰まるため、ヒット率の影響は小さく見えます。',
        en: 'With 1 client the rate is the inverse of the mean time per lookup, which is what the post’s model describes (mean cost = hit ratio × memory cost + (1 − hit ratio) × disk cost). With 8 clients the disk reads overlap and the CPU (2 cores shared by the server and the load generator) saturates first, so the hit ratio matters less.',
      },
      {
        ja: 'Zipf 分布の順位はキー空間に散らしてあり(YCSB の scrambled Zipfian と同じ考え方)、よく読まれる行が表の先頭ページに集まらないようにしています。',
        en: 'Zipf ranks are scattered over the key space (as YCSB’s scrambled Zipfian does), so the hot rows do not all sit in the first pages of the table.',
      },
    ],
  },
  async run(ctx) {
    const p = HIT_RATIO_PARAMS[ctx.scale];
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      {
        ja: 't (id INT UNSIGNED PRIMARY KEY, k INT, pad CHAR(200)) latin1、キーの順にロード',
        en: 't (id INT UNSIGNED PRIMARY KEY, k INT, pad CHAR(200)) latin1, loaded in key order',
      },
    );
    ctx.record.param(
      { ja: '検索', en: 'lookup' },
      {
        ja: 'SELECT pad FROM t WHERE id = ?(テキストプロトコル、autocommit)',
        en: 'SELECT pad FROM t WHERE id = ? (text protocol, autocommit)',
      },
    );
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param(
      {
        ja: 'バッファプールのサイズ(クラスタインデックスに対する割合)',
        en: 'buffer pool sizes (share of the clustered index)',
      },
      p.poolFractions.map((f) => `${roundTo(f * 100, 2)}%`).join(', '),
    );
    ctx.record.param(
      { ja: 'バッファプールのサイズごとの手順', en: 'per buffer pool size' },
      {
        ja: `再起動(空のプール)、テーブルが収まるならフルスキャン、そのあと分布ごとに ${p.warmupSeconds} 秒のウォームアップとクライアント数ごとに ${p.seconds} 秒の計測(次のクライアント数の前に ${REWARM_SECONDS} 秒のウォームアップ)`,
        en: `restart (cold pool), full scan if the table fits, then for each distribution ${p.warmupSeconds} s warm-up and ${p.seconds} s measured per client count (${REWARM_SECONDS} s re-warm before the next count)`,
      },
    );
    ctx.record.param({ ja: 'Zipf 分布の指数', en: 'Zipf exponent' }, p.zipfExponent);
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const perPool =
      DISTRIBUTIONS.length *
      (p.warmupSeconds + REWARM_SECONDS * (p.clients.length - 1) + p.seconds * p.clients.length);
    // Work units: seconds of load; loading counts as one second per 20,000 rows.
    const loadUnits = p.rows;
    ctx.progress.begin(loadUnits + p.poolFractions.length * perPool * 20_000, 'loading');
    const random = new Random(ctx.seed + 13);

    const estimatedMiB = (p.rows * 240) / 1024 / 1024;
    const first = p.poolFractions[0] ?? 1;
    await ctx.startServer({
      innodb_buffer_pool_size: `${Math.max(MIN_POOL_MIB, Math.ceil(estimatedMiB * Math.max(first, 1)))}M`,
      innodb_flush_log_at_trx_commit: 2,
      innodb_lru_scan_depth: 100,
    });
    let conn = await ctx.connect();
    const dataMiB = await load(ctx, conn, p.rows, random);
    await conn.end();
    ctx.record.param(
      {
        ja: 'クラスタインデックスのサイズ(information_schema の data_length)',
        en: 'clustered index size (information_schema data_length)',
      },
      `${roundTo(dataMiB, 1)} MiB`,
    );
    ctx.log(`hit-ratio: table loaded, clustered index ${roundTo(dataMiB, 1)} MiB`);

    const zipf = new Zipf(p.rows, p.zipfExponent);
    const scatterKey = scatter(p.rows);
    const keyOf: Record<Distribution, () => number> = {
      uniform: () => random.int(p.rows) + 1,
      zipf: () => scatterKey(zipf.sample(random)),
    };

    for (const fraction of p.poolFractions) {
      const poolMiB = Math.max(MIN_POOL_MIB, Math.round(dataMiB * fraction));
      await ctx.startServer({
        innodb_buffer_pool_size: `${poolMiB}M`,
        innodb_flush_log_at_trx_commit: 2,
        innodb_lru_scan_depth: 100,
      });
      conn = await ctx.connect();
      const actualPool = Number(
        (
          await conn.query<Array<{ s: number | bigint }>>('SELECT @@innodb_buffer_pool_size AS s')
        )[0]?.s ?? 0,
      );
      const poolPct = roundTo((actualPool / 1024 / 1024 / dataMiB) * 100, 1);
      if (fraction >= 1) await conn.query('SELECT COUNT(*) FROM t FORCE INDEX (PRIMARY)');
      const clients = await openConnections(Math.max(...p.clients), () => ctx.connect());
      for (const dist of DISTRIBUTIONS) {
        const lookup = (c: Connection) => c.query(`SELECT pad FROM t WHERE id = ${keyOf[dist]()}`);
        for (const [i, n] of p.clients.entries()) {
          const warm = i === 0 ? p.warmupSeconds : REWARM_SECONDS;
          const active = clients.slice(0, n);
          await runTimed(active, warm * 1000, ctx.signal, lookup);
          ctx.progress.advance(warm * 20_000, `pool ${poolMiB} MiB, ${dist}, ${n} clients`);
          const before = await ctx.status(conn);
          const result = await runTimed(active, p.seconds * 1000, ctx.signal, lookup);
          const after = await ctx.status(conn);
          const requests = delta(before, after, 'Innodb_buffer_pool_read_requests');
          const reads = delta(before, after, 'Innodb_buffer_pool_reads');
          const pageHit = requests > 0 ? roundTo((1 - reads / requests) * 100, 3) : 100;
          const perLookup = reads / Math.max(1, result.total);
          const hit = roundTo(Math.min(100, Math.max(0, (1 - perLookup) * 100)), 3);
          const series = seriesId(dist, n);
          const note = {
            ja: `バッファプール ${formatCount(actualPool / 1024 / 1024)} MiB(クラスタ索引 ${roundTo(dataMiB, 1)} MiB の ${poolPct}%)、${n} 接続、${p.seconds} 秒`,
            en: `buffer pool ${formatCount(actualPool / 1024 / 1024)} MiB (${poolPct}% of the ${roundTo(dataMiB, 1)} MiB clustered index), ${n} client${n === 1 ? '' : 's'}, ${p.seconds} s`,
          };
          ctx.point({
            series,
            x: hit,
            y: Math.round(result.total / result.seconds),
            unit: 'lookups-per-s',
            note,
          });
          ctx.point({ series, x: hit, y: pageHit, unit: 'page-hit-ratio-pct' });
          ctx.point({
            series,
            x: hit,
            y: roundSignificant(perLookup, 3),
            unit: 'disk-reads-per-lookup',
          });
          ctx.point({ series, x: hit, y: poolPct, unit: 'buffer-pool-pct-of-data' });
          ctx.progress.advance(p.seconds * 20_000);
        }
      }
      for (const c of [...clients, conn]) await c.end();
    }
  },
};
