/**
 * `id-strategy` — seed 004 (sifue/mysql_id_strategy README): insert rate per
 * window of rows for nine primary-key strategies, into the seed's table
 * (two-column primary key plus a secondary index over the keys and a DATETIME,
 * padding so that every row has the same size), until the table outgrows a
 * deliberately small buffer pool. With `--server` the pool is the server's own
 * and the table's size comes from `information_schema.TABLES` (no file access).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

import type { Connection } from 'mariadb';

import { analyzedTableBytes, tableMiB } from '../indexStats';
import { DEFAULT_KEY_OPTIONS, keyStrategies, type KeyOptions, type KeyStrategy } from '../ids';
import { Random } from '../random';
import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { delta, readVariable } from '../load';
import { formatCount, roundSignificant, throwIfAborted } from '../util';

interface Params {
  readonly bufferPoolMiB: number;
  readonly rowsPerStrategy: number;
  readonly window: number;
  readonly batch: number;
  /** A strategy stops after the window in which it used up this many seconds. */
  readonly budgetSeconds: number;
}

export const ID_STRATEGY_PARAMS: Readonly<Record<Scale, Params>> = {
  quick: {
    bufferPoolMiB: 16,
    rowsPerStrategy: 100_000,
    window: 20_000,
    batch: 250,
    budgetSeconds: 15,
  },
  full: {
    bufferPoolMiB: 32,
    rowsPerStrategy: 1_000_000,
    window: 50_000,
    batch: 250,
    budgetSeconds: 60,
  },
};

/**
 * With `--server` at --quick: fewer rows per strategy, so that a test run stays cheap. The
 * reader's pool is its own size (often far larger than the table at either scale): what
 * shows regardless is the size of the table per strategy.
 */
export const ID_STRATEGY_REMOTE_QUICK: Params = {
  ...ID_STRATEGY_PARAMS.quick,
  rowsPerStrategy: 20_000,
  window: 10_000,
};

/** The parameters of a run: the remote --quick run is smaller; --full is the same everywhere. */
export function idStrategyParams(scale: Scale, remote: boolean): Params {
  return remote && scale === 'quick' ? ID_STRATEGY_REMOTE_QUICK : ID_STRATEGY_PARAMS[scale];
}

const TABLE = 'user_relations';

function ddl(s: KeyStrategy): string {
  const pad = 128 - s.keyBytes;
  return `CREATE TABLE ${TABLE} (
  from_user_id ${s.columnType} NOT NULL,
  to_user_id ${s.columnType} NOT NULL,
  from_user_id_dummy VARCHAR(${pad}) NOT NULL,
  to_user_id_dummy VARCHAR(${pad}) NOT NULL,
  created_time DATETIME NOT NULL,
  PRIMARY KEY (from_user_id, to_user_id),
  INDEX relation_index_created_time (from_user_id, to_user_id, created_time)
) ENGINE=InnoDB DEFAULT CHARACTER SET=latin1`;
}

/** Random filler and dates, precomputed so that building a statement costs little. */
class RowFiller {
  private readonly hex: string;
  private readonly dates: string[] = [];
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed);
    this.hex = this.random.hex(1 << 16);
    // The seed's dates: a random day between 2015-07-28 and 2025-07-28.
    const start = Date.UTC(2015, 6, 28);
    const days = Math.round((Date.UTC(2025, 6, 28) - start) / 86_400_000);
    for (let d = 0; d <= days; d += 1) {
      this.dates.push(new Date(start + d * 86_400_000).toISOString().slice(0, 10) + ' 00:00:00');
    }
  }

  pad(length: number): string {
    const at = this.random.int(this.hex.length - length);
    return this.hex.slice(at, at + length);
  }

  date(): string {
    return this.dates[this.random.int(this.dates.length)] ?? '2015-07-28 00:00:00';
  }
}

function buildInsert(s: KeyStrategy, filler: RowFiller, rows: number): string {
  const pad = 128 - s.keyBytes;
  const values: string[] = [];
  for (let i = 0; i < rows; i += 1) {
    const [a, b] = s.next();
    values.push(`(${a},${b},'${filler.pad(pad)}','${filler.pad(pad)}','${filler.date()}')`);
  }
  return `INSERT INTO ${TABLE} VALUES ${values.join(',')}`;
}

async function fileMiB(file: string): Promise<number> {
  try {
    return (await stat(file)).size / 1024 / 1024;
  } catch {
    return 0;
  }
}

async function runStrategy(
  ctx: ExperimentContext,
  conn: Connection,
  s: KeyStrategy,
  p: Params,
  filler: RowFiller,
  poolMiB: number,
): Promise<number> {
  const remote = ctx.server === null;
  const ibd = path.join(ctx.dataDir, ctx.database, `${TABLE}.ibd`);
  // Remotely the .ibd file is on another machine: its pages as information_schema.TABLES counts them.
  const sizeMiB = remote
    ? async () => tableMiB(await analyzedTableBytes(conn, TABLE))
    : () => fileMiB(ibd);
  let largestMiB = 0;
  await conn.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await conn.query(ddl(s));
  let done = 0;
  let before = await ctx.status(conn);
  const started = performance.now();
  let windowStart = started;
  let outgrewAt: number | null = null;
  let rowsInSql = Math.min(p.batch, p.rowsPerStrategy);
  let sql = buildInsert(s, filler, rowsInSql);
  while (rowsInSql > 0) {
    throwIfAborted(ctx.signal);
    const pending = conn.query(sql);
    // Build the next statement while the server works on this one.
    const nextRows = Math.min(p.batch, p.rowsPerStrategy - done - rowsInSql);
    const next = nextRows > 0 ? buildInsert(s, filler, nextRows) : '';
    await pending;
    done += rowsInSql;
    ctx.progress.advance(rowsInSql, `${s.id} ${formatCount(done)} rows`);
    sql = next;
    rowsInSql = Math.max(0, nextRows);
    if (done % p.window === 0 || done >= p.rowsPerStrategy) {
      const now = performance.now();
      const after = await ctx.status(conn);
      const seconds = (now - windowStart) / 1000;
      const rowsInWindow = done % p.window === 0 ? p.window : done % p.window;
      const mib = await sizeMiB();
      largestMiB = Math.max(largestMiB, mib);
      if (outgrewAt === null && mib > poolMiB) outgrewAt = done;
      ctx.point({
        series: s.id,
        x: done,
        y: Math.round(rowsInWindow / seconds),
        unit: 'inserts-per-s',
      });
      ctx.point({
        series: s.id,
        x: done,
        y: roundSignificant(delta(before, after, 'Innodb_buffer_pool_reads') / rowsInWindow, 3),
        unit: 'disk-reads-per-row',
      });
      ctx.point({
        series: s.id,
        x: done,
        y: roundSignificant(mib, 4),
        unit: remote ? 'table-mib' : 'table-file-mib',
      });
      // ANALYZE TABLE (remote) may read pages: they belong to neither window.
      before = remote ? await ctx.status(conn) : after;
      windowStart = performance.now();
      if ((now - started) / 1000 > p.budgetSeconds && done < p.rowsPerStrategy) {
        ctx.log(
          `${s.id}: time budget of ${p.budgetSeconds} s used up at ${formatCount(done)} rows`,
        );
        ctx.record.note({
          ja: `${s.id}: 時間の上限(${p.budgetSeconds} 秒)に達したため ${formatCount(done)} 行で打ち切りました。`,
          en: `${s.id}: stopped at ${formatCount(done)} rows, having used up its time budget of ${p.budgetSeconds} s.`,
        });
        ctx.progress.advance(p.rowsPerStrategy - done);
        break;
      }
    }
  }
  if (outgrewAt !== null) {
    ctx.record.param(
      remote
        ? {
            ja: `${s.id}: 表(DATA_LENGTH + INDEX_LENGTH)がサーバーのバッファプールより大きくなった行数`,
            en: `${s.id}: table (DATA_LENGTH + INDEX_LENGTH) larger than the server’s buffer pool from`,
          }
        : {
            ja: `${s.id}: テーブルファイルがバッファプールより大きくなった行数`,
            en: `${s.id}: table file larger than the buffer pool from`,
          },
      { ja: `${formatCount(outgrewAt)} 行`, en: `${formatCount(outgrewAt)} rows` },
    );
  }
  await conn.query(`DROP TABLE ${TABLE}`);
  return largestMiB;
}

/**
 * Remotely, the dataset's note on the server's own pool against the largest table: whether
 * the insert rates could show the random keys' drop at all.
 */
export function remotePoolNote(poolMiB: number, largestMiB: number) {
  const pool = roundSignificant(poolMiB, 4);
  const table = roundSignificant(largestMiB, 4);
  return largestMiB > poolMiB
    ? {
        ja: `サーバーのバッファプール(${pool} MiB)より表が大きくなりました(最大 ${table} MiB)。そこから先はランダムなキーの INSERT 速度が落ちるはずです(方式ごとの行数は workload を参照)。`,
        en: `The table outgrew the server’s buffer pool (${pool} MiB; largest table ${table} MiB): from there on, random keys should slow down (the row count per strategy is in the workload).`,
      }
    : {
        ja: `サーバーのバッファプール(${pool} MiB)は最大の表(${table} MiB)より大きく、どの方式の表もプールに収まりました。そのため、表がプールより大きくなってからランダムなキーで起きる INSERT 速度の低下は、この実行には現れません。方式の違いが現れるのは表の大きさ(ページ分割による断片化)です。`,
        en: `The server’s buffer pool (${pool} MiB) is larger than the largest table (${table} MiB): every strategy’s table fitted in it, so this run cannot show the drop in insert rate that random keys cause once the table outgrows the pool; the strategies differ in table size (fragmentation by page splits).`,
      };
}

export const idStrategy: Experiment = {
  id: 'id-strategy',
  script: 'lab/experiments/id-strategy.ts',
  summary:
    'insert rate per window of rows for 9 primary-key strategies until the table outgrows a small buffer pool (seed 004)',
  dataset: {
    id: 'lab-id-strategy',
    title: {
      ja: '実測: 主キーの生成方法と INSERT 速度(MariaDB)',
      en: 'Measured: primary-key strategy and insert rate (MariaDB)',
    },
    description: {
      ja: 'sifue/mysql_id_strategy の README にある実験を本物の MariaDB で再実行。小さなバッファプールに対して表が大きくなるまで、9 種類の主キー生成方法ごとに一定行数ごとの INSERT 速度を測定。',
      en: 'The experiment in the README of sifue/mysql_id_strategy, re-run on a real MariaDB: insert rate per window of rows for nine primary-key strategies, until the table outgrows a deliberately small buffer pool.',
    },
    tags: ['id-design', 'io-memory'],
    units: [
      { id: 'rows-inserted', label: { ja: '挿入済み行数', en: 'Rows inserted' }, symbol: 'rows' },
      {
        id: 'inserts-per-s',
        label: { ja: 'INSERT 速度(直前の区間)', en: 'Insert rate (over the preceding window)' },
        symbol: 'rows/s',
      },
      {
        id: 'disk-reads-per-row',
        label: {
          ja: '1 行あたりのディスク読み込み(Innodb_buffer_pool_reads の増分)',
          en: 'Disk reads per row (increase of Innodb_buffer_pool_reads)',
        },
        symbol: 'reads',
      },
      {
        id: 'table-file-mib',
        label: { ja: '表のファイルサイズ(.ibd)', en: 'Table file size (.ibd)' },
        symbol: 'MiB',
      },
      {
        id: 'table-mib',
        label: {
          ja: '表の大きさ(information_schema.TABLES の DATA_LENGTH + INDEX_LENGTH、ANALYZE TABLE の直後)',
          en: 'Table size (DATA_LENGTH + INDEX_LENGTH of information_schema.TABLES, right after ANALYZE TABLE)',
        },
        symbol: 'MiB',
      },
    ],
    series: keyStrategies().map((s) => ({ id: s.id, label: s.label })),
    chart: { kind: 'line', x: 'rows-inserted', y: 'inserts-per-s', yScale: 'linear' },
    notes: [
      {
        ja: '表は seed と同じ形(2 列の主キー、キー+日時の副インデックス、行の大きさを揃える VARCHAR の詰め物)。seed はバルクにしない 1 行ずつの INSERT でしたが、ここでは時間内に表を大きくするため複数行 INSERT(1 文あたりの行数は workload を参照)を autocommit で送っています。各行は B-tree に 1 行ずつ挿入されるので、キーの並びの影響はそのまま現れます。',
        en: 'The table has the seed’s shape (two-column primary key, a secondary index over the keys and a DATETIME, VARCHAR padding that gives every row the same size). The seed sent one row per INSERT on purpose; here multi-row INSERTs (rows per statement: see workload) in autocommit mode grow the table within the time available. Each row still goes into the B-tree on its own, so the key order has its full effect.',
      },
      {
        ja: '時刻を含む ID(UUIDv1・UUIDv7・スノーフレーク)は、1 秒あたり一定行数で進む模擬時計から作っています(workload を参照)。実時間で作ると数秒の間に全行ができてしまい、UUIDv1 の先頭 time_low が約 429.5 秒ごとに一周する影響が現れないためです。',
        en: 'Time-based IDs (UUIDv1, UUIDv7, snowflakes) read a simulated clock that advances a fixed number of rows per second (see workload). Made in real time, all rows would get timestamps within a few seconds, hiding the effect of UUIDv1’s leading time_low wrapping every ≈429.5 s.',
      },
      {
        ja: 'innodb_lru_scan_depth を最小の 100 にしています(--server では --set-globals のときだけ)。MariaDB のページクリーナーはこの数(既定 1536 ページ = 24 MiB)だけ空きページを確保しようとするため、既定のままではラボのサーバーの 32 MiB のバッファプールの大半がキャッシュとして働きません。コミット時の fsync はこの実験の対象ではないので innodb_flush_log_at_trx_commit=2 です。',
        en: 'innodb_lru_scan_depth is set to its minimum, 100 (with --server, only under --set-globals): MariaDB’s page cleaner tries to keep that many pages free (default 1536 pages = 24 MiB), which would leave most of the lab server’s 32 MiB buffer pool unused as a cache. Commit fsyncs are not what this experiment is about, so innodb_flush_log_at_trx_commit=2.',
      },
    ],
  },
  async run(ctx) {
    const remote = ctx.server === null;
    const p = idStrategyParams(ctx.scale, remote);
    const keyOptions: KeyOptions = { ...DEFAULT_KEY_OPTIONS, seed: ctx.seed };
    const strategies = keyStrategies(keyOptions);
    ctx.record.param(
      { ja: '方式ごとの行数(上限)', en: 'rows per strategy (at most)' },
      formatCount(p.rowsPerStrategy),
    );
    ctx.record.param(
      { ja: '区間(1 計測点あたりの行数)', en: 'window (rows per measured point)' },
      formatCount(p.window),
    );
    ctx.record.param(
      { ja: 'INSERT 文 1 つあたりの行数', en: 'rows per INSERT statement' },
      p.batch,
    );
    ctx.record.param(
      { ja: '方式ごとの時間の上限', en: 'time budget per strategy' },
      `${p.budgetSeconds} s`,
    );
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, 1);
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      {
        ja: 'user_relations: キー列 2 つ(PRIMARY KEY (from_user_id, to_user_id))、ランダムな 16 進数(128 − キーのバイト数)桁の VARCHAR の詰め物 2 つ、DATETIME(2015-07-28 … 2025-07-28 のランダムな日)。INDEX (from_user_id, to_user_id, created_time)。latin1',
        en: 'user_relations: two key columns (PRIMARY KEY (from_user_id, to_user_id)), two VARCHAR paddings of (128 − key bytes) random hex digits, DATETIME (random day 2015-07-28 … 2025-07-28); INDEX (from_user_id, to_user_id, created_time); latin1',
      },
    );
    const clockStart = new Date(keyOptions.clockStartMs).toISOString();
    ctx.record.param(
      { ja: '時刻ベースの ID に使う模擬クロック', en: 'simulated clock of time-based IDs' },
      {
        ja: `${clockStart} から毎秒 ${keyOptions.rowsPerSecond} 行`,
        en: `${keyOptions.rowsPerSecond} rows per second from ${clockStart}`,
      },
    );
    ctx.record.param(
      { ja: 'snowflake のシャード欄', en: 'snowflake shard field' },
      {
        ja: `${keyOptions.shards} 個の論理シャードに一様に分布`,
        en: `uniform over ${keyOptions.shards} logical shards`,
      },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    ctx.progress.begin(strategies.length * p.rowsPerStrategy, 'starting');
    await ctx.startServer({
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      innodb_flush_log_at_trx_commit: 2,
      // The page cleaner keeps this many pages free (default 1536 = 24 MiB): most of a 32 MiB pool.
      innodb_lru_scan_depth: 100,
    });
    const conn = await ctx.connect();
    // Remotely the buffer pool is never resized: the table is compared with the server's own.
    const poolMiB = remote
      ? Number(await readVariable(conn, 'innodb_buffer_pool_size')) / 1024 / 1024
      : p.bufferPoolMiB;
    const filler = new RowFiller(ctx.seed + 1);
    let largestMiB = 0;
    for (const s of strategies) {
      ctx.log(`id-strategy: ${s.id} (${s.columnType})`);
      largestMiB = Math.max(largestMiB, await runStrategy(ctx, conn, s, p, filler, poolMiB));
    }
    if (remote) ctx.record.note(remotePoolNote(poolMiB, largestMiB));
    await conn.end();
  },
};
