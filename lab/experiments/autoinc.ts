/**
 * `autoinc` — "InnoDBのAUTO_INCREMENTが遅い問題は5.1でどう改善されたのか"
 * (2009-08-18): single-row INSERTs into an AUTO_INCREMENT table by number of
 * clients, for `innodb_autoinc_lock_mode` 0, 1 and 2, alone and with a
 * concurrent `INSERT … SELECT` (whose row count is not known in advance, so
 * modes 0 and 1 hold the table-level AUTO-INC lock until it ends).
 */
import type { Connection } from 'mariadb';

import { REMOTE_BETWEEN_POINTS, binlogWrittenNote } from '../binlog';
import type { Experiment, ExperimentContext, Scale } from '../experiment';
import {
  CLIENTS_UNIT,
  SINGLE_ROW_INSERT_DESCRIPTION,
  openConnections,
  readVariable,
  runTimed,
  runUntil,
} from '../load';
import { Random } from '../random';
import { formatCount, roundSignificant, sleep } from '../util';

interface Params {
  readonly clients: readonly number[];
  readonly seconds: number;
  /** Rows each `INSERT … SELECT` copies. */
  readonly bulkRows: number;
  readonly bufferPoolMiB: number;
}

export const AUTOINC_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a CI check of the pipeline (3 lock modes × 4 client counts × 2 loads); 2 s per point.
  // Quick checks the pipeline with one and many clients; --full draws the curve.
  quick: { clients: [1, 16], seconds: 2, bulkRows: 10_000, bufferPoolMiB: 256 },
  full: { clients: [1, 2, 4, 8, 16, 32, 64], seconds: 8, bulkRows: 10_000, bufferPoolMiB: 512 },
};

const MODES = [0, 1, 2] as const;

/** mysqlslap's --auto-generate-sql table (with --auto-generate-sql-add-autoincrement). */
const CREATE_T1 = `CREATE TABLE t1 (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  intcol1 INT(32),
  charcol1 VARCHAR(128)
) ENGINE=InnoDB`;

const CREATE_SRC = `CREATE TABLE src (
  id INT NOT NULL PRIMARY KEY,
  intcol1 INT(32),
  charcol1 VARCHAR(128)
) ENGINE=InnoDB`;

function seriesId(mode: number, bulk: boolean): string {
  return `lock-mode-${mode}${bulk ? '-insert-select' : ''}`;
}

async function fillSource(conn: Connection, rows: number, random: Random): Promise<void> {
  for (let start = 0; start < rows; start += 1000) {
    const values: string[] = [];
    for (let i = start; i < Math.min(rows, start + 1000); i += 1) {
      values.push(`(${i + 1},${random.next32() >>> 1},'${random.hex(128)}')`);
    }
    await conn.query(`INSERT INTO src VALUES ${values.join(',')}`);
  }
}

/** What the reader's server (`--server`) has of what this experiment varies or needs. */
interface ServerFacts {
  readonly lockMode: number;
  readonly binaryLog: boolean;
}

async function runMode(
  ctx: ExperimentContext,
  mode: number,
  p: Params,
  random: Random,
  remote: ServerFacts | null,
): Promise<void> {
  await ctx.startServer(
    remote
      ? // innodb_autoinc_lock_mode and log_bin are static: asked for as the server has them /
        // as the post had it, so that the configuration and notes record them. binlog_format
        // only matters with a binary log; server_id and max_connections stay the reader's.
        {
          innodb_autoinc_lock_mode: mode,
          innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
          innodb_flush_log_at_trx_commit: 2,
          log_bin: 'ON',
          ...(remote.binaryLog ? { binlog_format: 'ROW' } : {}),
        }
      : {
          innodb_autoinc_lock_mode: mode,
          innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
          innodb_flush_log_at_trx_commit: 2,
          log_bin: 'binlog',
          server_id: 1,
          binlog_format: 'ROW',
          max_connections: 200,
        },
  );
  const admin = await ctx.connect();
  await admin.query('DROP TABLE IF EXISTS t1, src');
  await admin.query(CREATE_T1);
  await admin.query(CREATE_SRC);
  await fillSource(admin, p.bulkRows, random);
  const maxClients = Math.max(...p.clients);
  const conns = await openConnections(maxClients, () => ctx.connect());
  const bulkConn = await ctx.connect();
  // A pool of the strings mysqlslap would generate, so building a statement costs little.
  const strings = Array.from({ length: 1024 }, () => random.hex(128));
  const insert = (conn: Connection) =>
    conn.query(
      `INSERT INTO t1 VALUES (NULL,${random.next32() >>> 1},'${strings[random.int(strings.length)]}')`,
    );
  await runTimed(conns, 1000, ctx.signal, insert); // warm-up

  for (const clients of p.clients) {
    for (const bulk of [false, true]) {
      await admin.query('TRUNCATE TABLE t1');
      // Never on the reader's server: it would delete their binary logs.
      if (!remote) await admin.query('RESET MASTER');
      const stopBulk = new AbortController();
      let bulkStarted = 0;
      const bulkLoop = bulk
        ? (async () => {
            bulkStarted = performance.now();
            return runUntil(bulkConn, stopBulk.signal, ctx.signal, (c) =>
              c.query('INSERT INTO t1 (intcol1, charcol1) SELECT intcol1, charcol1 FROM src'),
            );
          })()
        : Promise.resolve({ runs: 0, retries: 0 });
      // Keep a failure of the background loop from going unhandled if the foreground fails first.
      bulkLoop.catch(() => undefined);
      if (bulk) await sleep(100, ctx.signal);
      let result;
      try {
        result = await runTimed(conns.slice(0, clients), p.seconds * 1000, ctx.signal, insert);
      } finally {
        stopBulk.abort();
      }
      const bulkResult = await bulkLoop;
      const bulkSeconds = bulk ? (performance.now() - bulkStarted) / 1000 : 0;
      const series = seriesId(mode, bulk);
      ctx.point({
        series,
        x: clients,
        y: Math.round(result.total / result.seconds),
        unit: 'inserts-per-s',
      });
      ctx.point({ series, x: clients, y: result.retries, unit: 'lock-errors' });
      if (bulk) {
        ctx.point({
          series,
          x: clients,
          y: roundSignificant((bulkResult.runs * p.bulkRows) / bulkSeconds, 4),
          unit: 'insert-select-rows-per-s',
        });
      }
      ctx.progress.advance(
        p.seconds,
        `lock mode ${mode}, ${clients} clients${bulk ? ' + INSERT … SELECT' : ''}`,
      );
    }
  }
  for (const c of [...conns, bulkConn, admin]) await c.end();
}

async function serverFacts(ctx: ExperimentContext): Promise<ServerFacts> {
  const conn = await ctx.connect();
  try {
    return {
      lockMode: Number(await readVariable(conn, 'innodb_autoinc_lock_mode')),
      binaryLog: ['1', 'ON'].includes(await readVariable(conn, 'log_bin')),
    };
  } finally {
    await conn.end();
  }
}

async function statusNow(ctx: ExperimentContext) {
  const conn = await ctx.connect();
  try {
    return await ctx.status(conn);
  } finally {
    await conn.end();
  }
}

export const autoinc: Experiment = {
  id: 'autoinc',
  script: 'lab/experiments/autoinc.ts',
  summary:
    'single-row INSERTs/s by clients for innodb_autoinc_lock_mode 0/1/2, with and without a concurrent INSERT … SELECT (2009-08-18)',
  dataset: {
    id: 'lab-autoinc',
    title: {
      ja: '実測: innodb_autoinc_lock_mode と並列 INSERT(MariaDB)',
      en: 'Measured: innodb_autoinc_lock_mode and concurrent INSERTs (MariaDB)',
    },
    description: {
      ja: '「InnoDBのAUTO_INCREMENTが遅い問題は5.1でどう改善されたのか」(2009-08-18)の mysqlslap 実験を本物の MariaDB で再実行。AUTO_INCREMENT 表への 1 行 INSERT の速度を接続数ごとに、innodb_autoinc_lock_mode 0・1・2 のそれぞれで、同時に INSERT … SELECT が走る場合と走らない場合について測定。',
      en: 'The mysqlslap experiment of “InnoDBのAUTO_INCREMENTが遅い問題は5.1でどう改善されたのか” (2009-08-18) re-run on a real MariaDB: single-row INSERTs into an AUTO_INCREMENT table per second by number of clients, for innodb_autoinc_lock_mode 0, 1 and 2, with and without a concurrent INSERT … SELECT.',
    },
    tags: ['transactions-locking'],
    units: [
      CLIENTS_UNIT,
      {
        id: 'inserts-per-s',
        label: { ja: '1 行 INSERT の速度', en: 'Single-row INSERT rate' },
        symbol: 'rows/s',
      },
      {
        id: 'insert-select-rows-per-s',
        label: {
          ja: '同時に走る INSERT … SELECT が挿入した行の速度',
          en: 'Rows per second inserted by the concurrent INSERT … SELECT',
        },
        symbol: 'rows/s',
      },
      {
        id: 'lock-errors',
        label: {
          ja: 'デッドロック・ロック待ちタイムアウトの回数(再試行した)',
          en: 'Deadlock and lock-wait-timeout errors (retried)',
        },
        symbol: 'errors',
      },
    ],
    series: MODES.flatMap((m) => [
      {
        id: seriesId(m, false),
        label: { ja: `innodb_autoinc_lock_mode=${m}`, en: `innodb_autoinc_lock_mode=${m}` },
      },
      {
        id: seriesId(m, true),
        label: {
          ja: `innodb_autoinc_lock_mode=${m}、INSERT … SELECT と同時`,
          en: `innodb_autoinc_lock_mode=${m}, with a concurrent INSERT … SELECT`,
        },
      },
    ]),
    chart: { kind: 'line', x: 'clients', y: 'inserts-per-s', yScale: 'linear' },
    notes: [
      {
        ja: '元記事は MySQL 5.0.83 と 5.1.37 の比較(mysqlslap、10 万件、最大 500 接続)。ここでは現行の MariaDB で 3 つのロックモードを比べます。元記事と同じく innodb_flush_log_at_trx_commit=2 とバイナリログ有効(モード 2 に必要な行ベース形式)。クライアントは同じ 2 コアのマシン上で動くため、接続数を増やしても CPU はサーバーと取り合いになります。',
        en: 'The post compared MySQL 5.0.83 with 5.1.37 (mysqlslap, 100,000 inserts, up to 500 connections); here the three lock modes of a current MariaDB are compared. As in the post, innodb_flush_log_at_trx_commit=2 and the binary log is on (row format, which mode 2 needs). The clients run on the same 2-core machine, so more clients also compete with the server for CPU.',
      },
      {
        ja: 'INSERT … SELECT は挿入行数が事前に分からないため、モード 0 と 1 では文が終わるまで AUTO-INC テーブルロックを持ち、その間ほかの INSERT は待たされます。モード 2 ではこのロックを取りません。',
        en: 'An INSERT … SELECT does not know its row count in advance, so in modes 0 and 1 it holds the table-level AUTO-INC lock until the statement ends, and other INSERTs wait meanwhile; mode 2 never takes that lock.',
      },
    ],
  },
  async run(ctx) {
    const p = AUTOINC_PARAMS[ctx.scale];
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param({ ja: '1 点あたりの計測時間', en: 'measurement per point' }, `${p.seconds} s`);
    ctx.record.param(
      { ja: '1 行の INSERT 文', en: 'single-row statement' },
      SINGLE_ROW_INSERT_DESCRIPTION,
    );
    ctx.record.param(
      { ja: '同時に流す文', en: 'concurrent statement' },
      {
        ja: `INSERT INTO t1 (intcol1, charcol1) SELECT intcol1, charcol1 FROM src — ${formatCount(p.bulkRows)} 行。別の接続 1 本で間を空けずに繰り返す`,
        en: `INSERT INTO t1 (intcol1, charcol1) SELECT intcol1, charcol1 FROM src — ${formatCount(p.bulkRows)} rows, repeated back to back on one extra connection`,
      },
    );
    const remote = ctx.server === null ? await serverFacts(ctx) : null;
    ctx.record.param(
      { ja: '計測点の間', en: 'between points' },
      remote ? REMOTE_BETWEEN_POINTS : 'TRUNCATE TABLE t1; RESET MASTER',
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const modes = remote ? [remote.lockMode] : MODES;
    ctx.progress.begin(modes.length * p.clients.length * 2 * p.seconds, 'starting');
    const random = new Random(ctx.seed + 18);
    const status = remote ? await statusNow(ctx) : null;
    if (remote) {
      // Before the run, so that a partial dataset says it too.
      const notMeasured = MODES.filter((m) => m !== remote.lockMode);
      ctx.record.note({
        ja: `測ったのはこのサーバーの innodb_autoinc_lock_mode=${remote.lockMode} だけで、モード ${notMeasured.join('・')} は測っていません。静的変数で、変えるにはサーバーの再起動が要り、ラボは利用者のサーバーを再起動しないためです。`,
        en: `Only this server’s innodb_autoinc_lock_mode=${remote.lockMode} was measured, not modes ${notMeasured.join(' and ')}: the variable is static, changing it takes a restart, and the lab never restarts the reader’s server.`,
      });
    }
    for (const mode of modes) {
      ctx.log(`autoinc: innodb_autoinc_lock_mode=${mode}`);
      await runMode(ctx, mode, p, random, remote);
    }
    if (remote) {
      if (!remote.binaryLog) {
        ctx.record.note({
          ja: 'このサーバーはバイナリログが無効(log_bin=OFF)でした。元記事やラボ自身の実行と違い、コミットはバイナリログを書いておらず、モード 2 に行ベース形式が要るという条件も生じません。',
          en: 'The binary log was off on this server (log_bin=OFF): unlike the post and the lab’s own runs, no commit wrote a binary log, and mode 2’s need for the row format does not arise.',
        });
      } else if (status) {
        const note = binlogWrittenNote(status, await statusNow(ctx));
        ctx.log(note.en);
        ctx.record.note(note);
      }
    }
  },
};
