/**
 * `engines-concurrency` — "MyISAMとInnoDBのどちらを使うべきか" (2009-10-27)
 * and "マスターInnoDB、スレーブMyISAMが勧められない理由" (2009-08-11): the same
 * table in MyISAM, Aria and InnoDB under a mix of primary-key reads and
 * single-row UPDATEs by 1 … 8 clients, alone and while a long full scan runs,
 * and how long one UPDATE waits behind such a scan. Table-level locks
 * (MyISAM, Aria) show up as `Table_locks_waited`; InnoDB's row locks as
 * `Innodb_row_lock_waits`.
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { CLIENTS_UNIT, delta, openConnections, runTimed, type Status } from '../load';
import { Random } from '../random';
import { formatBytes, formatCount, roundSignificant, roundTo, sleep } from '../util';

interface Params {
  readonly rows: number;
  readonly clients: readonly number[];
  /** Length of each measured window of the read/write mix. */
  readonly seconds: number;
  /** Lengths of the scan that one UPDATE is sent behind. */
  readonly probeScanSeconds: readonly number[];
}

export const ENGINES_CONCURRENCY_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a CI check of the pipeline and of the lock effects (counters), not a measurement.
  quick: { rows: 20_000, clients: [1, 8], seconds: 0.5, probeScanSeconds: [1] },
  full: { rows: 200_000, clients: [1, 2, 4, 8], seconds: 4, probeScanSeconds: [1, 2, 4, 8] },
};

export const ENGINES = [
  { id: 'myisam', engine: 'MyISAM' },
  { id: 'aria', engine: 'Aria' },
  { id: 'innodb', engine: 'InnoDB' },
] as const;
type Engine = (typeof ENGINES)[number];

/** Share of the mix that is a single-row UPDATE; the rest are primary-key reads. */
export const WRITE_SHARE = 0.2;

/** One row in this many makes the paced scan sleep. */
const SLEEP_EVERY = 100;

/** ER_QUERY_INTERRUPTED: the scan stopped by `KILL QUERY` at the end of a window. */
const QUERY_INTERRUPTED = 1317;

const tableName = (e: Engine) => `t_${e.id}`;

/**
 * A full scan of `table` (`rows` rows, ids 1 … rows) that lasts about
 * `seconds`: every row is read, and one row in `every` sleeps
 * `seconds ÷ (rows ÷ every)`. Its length is set here rather than by the
 * CPU, so the wait behind it does not depend on the machine, and it costs
 * little CPU (the machine is shared).
 */
export function pacedScanSql(table: string, rows: number, seconds: number, every: number): string {
  if (!(rows > 0 && every > 0 && seconds > 0) || !Number.isInteger(rows + every)) {
    throw new RangeError(`pacedScanSql: rows ${rows}, every ${every}, seconds ${seconds}`);
  }
  const sleeps = Math.floor(rows / every);
  if (sleeps === 0) throw new RangeError(`pacedScanSql: ${rows} rows, one sleep per ${every}`);
  const pause = roundSignificant(seconds / sleeps, 6);
  // `OR` stops at its first true operand: only every `every`-th row reaches SLEEP().
  return `SELECT COUNT(*) AS n FROM ${table} WHERE id % ${every} <> 0 OR SLEEP(${pause}) = 0`;
}

/** `1000 × part ÷ whole`, 0 for no statements. */
export function perThousand(part: number, whole: number): number {
  return whole > 0 ? roundSignificant((1000 * part) / whole, 4) : 0;
}

function seriesId(e: Engine, scan: boolean): string {
  return scan ? `${e.id}-during-scan` : e.id;
}

function probeCategory(seconds: number): string {
  return `update-behind-${Math.round(seconds * 1000)}ms-scan`;
}

async function load(ctx: ExperimentContext, conn: Connection, e: Engine, rows: number) {
  const table = tableName(e);
  await conn.query(`DROP TABLE IF EXISTS ${table}`);
  await conn.query(`CREATE TABLE ${table} (
    id INT UNSIGNED NOT NULL PRIMARY KEY,
    k INT UNSIGNED NOT NULL,
    c CHAR(120) NOT NULL
  ) ENGINE=${e.engine}`);
  // CRC32 of the row number and the seed: repeatable values.
  await conn.query(
    `INSERT INTO ${table} SELECT seq, CRC32(CONCAT(${ctx.seed}, 'k', seq)),
            CONCAT(SHA1(CONCAT(${ctx.seed}, 'c', seq)), SHA1(seq), SHA1(-seq))
       FROM seq_1_to_${rows}`,
  );
  await conn.query(`ANALYZE TABLE ${table}`);
  const info = await conn.query<
    Array<{ engine: string; row_format: string; create_options: string; d: bigint; i: bigint }>
  >(
    `SELECT engine, row_format, create_options, data_length AS d, index_length AS i
       FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?`,
    [table],
  );
  const row = info[0];
  return row
    ? `ENGINE=${row.engine} ROW_FORMAT=${row.row_format}${row.create_options ? ` ${row.create_options}` : ''}; data ${formatBytes(Number(row.d))}, indexes ${formatBytes(Number(row.i))}`
    : '—';
}

interface MixResult {
  readonly statements: number;
  readonly updates: number;
  readonly seconds: number;
  readonly longestUpdateSeconds: number;
  readonly before: Status;
  readonly after: Status;
}

/** Waits until connection `id` is inside SLEEP(), i.e. the scan holds its locks and is reading. */
async function waitUntilSleeping(ctx: ExperimentContext, admin: Connection, id: number) {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const rows = await admin.query<Array<{ state: string | null }>>(
      'SELECT state FROM information_schema.processlist WHERE id = ?',
      [id],
    );
    if (rows[0]?.state === 'User sleep') return;
    if (performance.now() > deadline) throw new Error(`the scan never reached SLEEP()`);
    await sleep(5, ctx.signal);
  }
}

/** Runs the scan; a `KILL QUERY` ending it counts as its normal end. */
function startScan(conn: Connection, sql: string): Promise<number> {
  const started = performance.now();
  return conn.query(sql).then(
    () => (performance.now() - started) / 1000,
    (e: unknown) => {
      if ((e as { errno?: number }).errno === QUERY_INTERRUPTED) {
        return (performance.now() - started) / 1000;
      }
      throw e;
    },
  );
}

export const enginesConcurrency: Experiment = {
  id: 'engines-concurrency',
  script: 'lab/experiments/engines-concurrency.ts',
  summary:
    'MyISAM, Aria and InnoDB under 80 % PK reads + 20 % single-row UPDATEs by clients, alone and during a long scan; table vs row lock waits, and one UPDATE behind a scan (2009-10-27, 2009-08-11)',
  dataset: {
    id: 'lab-engines-concurrency',
    title: {
      ja: '実測: MyISAM・Aria・InnoDB の同時更新とテーブルロック(MariaDB)',
      en: 'Measured: concurrent writes and table locks in MyISAM, Aria and InnoDB (MariaDB)',
    },
    description: {
      ja: '「MyISAMとInnoDBのどちらを使うべきか」(2009-10-27)と「マスターInnoDB、スレーブMyISAMが勧められない理由」(2009-08-11)の、テーブルロックと行ロックの違いを本物の MariaDB で測ったもの。同じ定義の表を MyISAM、Aria、InnoDB で作り、主キー検索 80 %・1 行 UPDATE 20 % の負荷を接続数ごとに、単独の場合と長いフルスキャンが同時に走っている場合について流し、処理速度とロック待ちの回数(Table_locks_waited、Innodb_row_lock_waits)を記録。あわせて、スキャン中に送った UPDATE 1 本が何秒待つかを測定。',
      en: 'The difference between table locks and row locks described in “MyISAMとInnoDBのどちらを使うべきか” [MyISAM or InnoDB: which should you use?] (2009-10-27) and “マスターInnoDB、スレーブMyISAMが勧められない理由” [Why an InnoDB master with MyISAM slaves is not recommended] (2009-08-11), measured on a real MariaDB. The same table is created in MyISAM, Aria and InnoDB; a mix of 80 % primary-key reads and 20 % single-row UPDATEs runs by number of clients, alone and while a long full scan runs, and the statement rate and the lock waits (Table_locks_waited, Innodb_row_lock_waits) are recorded. Also measured: how long one UPDATE sent during such a scan waits.',
    },
    tags: ['transactions-locking'],
    units: [
      CLIENTS_UNIT,
      {
        id: 'statements-per-s',
        label: {
          ja: '文の処理速度(主キー検索 80 %・1 行 UPDATE 20 %)',
          en: 'Statements per second (80 % primary-key reads, 20 % single-row UPDATEs)',
        },
        symbol: '/s',
      },
      {
        id: 'table-lock-waits-per-1000',
        label: {
          ja: 'テーブルロック待ち(Table_locks_waited の増分)/ 1,000 文',
          en: 'Table lock waits (increase of Table_locks_waited) per 1,000 statements',
        },
        symbol: '/1,000',
      },
      {
        id: 'row-lock-waits-per-1000',
        label: {
          ja: '行ロック待ち(Innodb_row_lock_waits の増分)/ 1,000 文',
          en: 'Row lock waits (increase of Innodb_row_lock_waits) per 1,000 statements',
        },
        symbol: '/1,000',
      },
      {
        id: 'longest-update-seconds',
        label: {
          ja: 'いちばん長くかかった UPDATE の時間',
          en: 'Longest time a single UPDATE took',
        },
        symbol: 's',
      },
      {
        id: 'log-syncs-per-1000-updates',
        label: {
          ja: 'ログの fsync(Innodb_os_log_fsyncs + Aria_transaction_log_syncs の増分)/ 1,000 UPDATE',
          en: 'Log fsyncs (increase of Innodb_os_log_fsyncs + Aria_transaction_log_syncs) per 1,000 UPDATEs',
        },
        symbol: '/1,000',
      },
      {
        id: 'update-wait-seconds',
        label: {
          ja: 'スキャン中に送った UPDATE 1 本が返るまでの時間',
          en: 'Time until one UPDATE sent during the scan returned',
        },
        symbol: 's',
      },
      {
        id: 'scan-seconds',
        label: { ja: 'スキャンの実行時間', en: 'Run time of the scan' },
        symbol: 's',
      },
      {
        id: 'table-lock-waits',
        label: {
          ja: 'テーブルロック待ち(Table_locks_waited の増分)',
          en: 'Table lock waits (increase of Table_locks_waited)',
        },
        symbol: 'waits',
      },
      {
        id: 'row-lock-waits',
        label: {
          ja: '行ロック待ち(Innodb_row_lock_waits の増分)',
          en: 'Row lock waits (increase of Innodb_row_lock_waits)',
        },
        symbol: 'waits',
      },
    ],
    series: ENGINES.flatMap((e) => [
      { id: seriesId(e, false), label: { ja: e.engine, en: e.engine } },
      {
        id: seriesId(e, true),
        label: {
          ja: `${e.engine}、長いフルスキャンと同時`,
          en: `${e.engine}, while a long full scan runs`,
        },
      },
    ]),
    categories: [
      ...new Set([
        ...ENGINES_CONCURRENCY_PARAMS.quick.probeScanSeconds,
        ...ENGINES_CONCURRENCY_PARAMS.full.probeScanSeconds,
      ]),
    ].map((s) => ({
      id: probeCategory(s),
      label: {
        ja: `SLEEP 計 ${s} 秒のフルスキャン中に送った UPDATE 1 本`,
        en: `one UPDATE sent during a full scan with ${s} s of SLEEP`,
      },
    })),
    chart: { kind: 'line', x: 'clients', y: 'statements-per-s', yScale: 'log' },
    notes: [
      {
        ja: '元の記事には処理速度の数値はありません。2009-10-27 の記事は、InnoDB は行ロックなので並列性が高く(MyISAM はテーブルロック)、SELECT と更新系の文が競合しない、と書いています。2009-08-11 の記事は、MyISAM では UPDATE と SELECT が競合し、数十分かかる集計の SELECT をスレーブで流すとレプリケーションも多くの場合数十分止まる、InnoDB は行ロックと MVCC によりこれを防げる、と書いています。ここで測っているのはその形(スキャンの長さだけ書き込みが待つかどうか)で、記事の環境の再現ではありません。',
        en: 'The posts give no throughput figures. The 2009-10-27 post says InnoDB has row-level locks and so higher concurrency (MyISAM has table locks), and that SELECTs and writes do not conflict. The 2009-08-11 post says that in MyISAM UPDATEs and SELECTs conflict, and that a batch SELECT of tens of minutes on a slave usually stops replication for tens of minutes too, which InnoDB’s row locks and MVCC avoid. What is measured here is that shape (whether a write waits as long as the scan), not a reproduction of the posts’ environment.',
      },
      {
        ja: '長いフルスキャンは、全行を読みながら 100 行に 1 行で SLEEP() を呼んで長さをそろえたものです(SELECT COUNT(*) … WHERE id % 100 <> 0 OR SLEEP(x) = 0)。実際の集計では長さは CPU とディスクで決まりますが、ここで見たいのはスキャン中に書き込みが待つかどうかなので、長さを決めておき、CPU もほとんど使わないようにしました(マシンはほかの作業と共有)。数十分のスキャンの代わりに SLEEP の合計が 1〜8 秒で、実際のスキャンは行を読む時間のぶんそれより長くなります(その長さも記録)。「スキャンと同時」の系列では、計測区間の終わりに KILL QUERY でスキャンを止めています。',
        en: 'The long full scan reads every row and calls SLEEP() on one row in 100 to set its length (SELECT COUNT(*) … WHERE id % 100 <> 0 OR SLEEP(x) = 0). A real batch query’s length depends on the CPU and the disk; what is measured here is whether writes wait during a scan, so its length is fixed in advance and it uses hardly any CPU (the machine is shared). Instead of tens of minutes its SLEEPs add up to 1–8 s; the scan itself runs longer by the time it takes to read the rows (recorded too). In the “while a long full scan runs” series, the scan is stopped with KILL QUERY at the end of each measured window.',
      },
      {
        ja: '耐久性の設定は、どのエンジンも文ごとには fsync しない形でそろえています。InnoDB は innodb_flush_log_at_trx_commit=2(コミットごとに redo ログを OS に書き、fsync は約 1 秒に 1 回)。Aria(PAGE 形式、TRANSACTIONAL=1: クラッシュ後は文の境目まで戻す)は aria_group_commit=soft、aria_group_commit_interval=0(ログは文ごとに OS に書くが fsync しない)。MyISAM にはログがなく、データとインデックスを OS に書くだけで fsync しません。つまり OS やマシンが落ちたときに失うものは InnoDB がいちばん少なく(約 1 秒分)、MyISAM と Aria は最後の同期以降の変更をすべて失いえます。MyISAM はクラッシュするとテーブルが壊れたと記録されて REPAIR TABLE が必要になることがあり、途中で止まった文は変更済みの行を残します。MyISAM と Aria には複数の文にまたがるトランザクション(ROLLBACK)がありません。',
        en: 'The durability settings are made comparable in that no engine syncs at each statement. InnoDB: innodb_flush_log_at_trx_commit=2 (the redo log is written to the OS at each commit and synced about once a second). Aria (PAGE format, TRANSACTIONAL=1: after a crash, changes are undone to a statement boundary): aria_group_commit=soft with aria_group_commit_interval=0 (its log is written to the OS at each statement and never synced). MyISAM has no log; it writes data and index changes to the OS and never syncs them. So if the OS or the machine goes down, InnoDB loses the least (about a second), while MyISAM and Aria may lose everything since the last sync. A crash can leave a MyISAM table marked as crashed, to be fixed with REPAIR TABLE, and a statement cut short keeps the rows it already changed. Neither MyISAM nor Aria has multi-statement transactions (ROLLBACK).',
      },
      {
        ja: 'Aria の 2 つの設定は起動後に SET GLOBAL で変えています。手元の確認では、起動オプションで aria_group_commit=soft を渡すと MariaDB 10.11.19 は soft と表示するのに UPDATE のたびにログを同期しました(UPDATE 50 回で Aria_transaction_log_syncs が 50 増加)。また soft でも aria_group_commit_interval=1000000(1 秒)では、10 ミリ秒おきの UPDATE 50 回で 50 回、連続した UPDATE 200 回で 15 回同期しました。interval=0 では同期は 0 回です。',
        en: 'Aria’s two settings are changed with SET GLOBAL after start-up. In checks by hand, aria_group_commit=soft given as a start-up option made MariaDB 10.11.19 report soft yet sync its log at every UPDATE (50 UPDATEs raised Aria_transaction_log_syncs by 50); and soft with aria_group_commit_interval=1000000 (1 s) still synced 50 times for 50 UPDATEs sent 10 ms apart and 15 times for 200 back to back. With interval 0 it synced 0 times.',
      },
      {
        ja: 'クライアントは同じ 2 コアのマシン上の Node.js で、接続数を増やすとサーバーと CPU を取り合います。処理速度の絶対値より、エンジンの間の比とロック待ちの回数を比べてください。MyISAM の既定(low_priority_updates=OFF)では、待っている書き込みがあると後から来た読み取りもその後ろに並ぶため、スキャン中はほとんど何も進みません。',
        en: 'The clients run in Node.js on the same 2-core machine, so more clients also compete with the server for CPU; compare the ratios between the engines and the lock-wait counts rather than absolute rates. With MyISAM’s default low_priority_updates=OFF, a waiting write also makes the reads that arrive after it queue behind it, so hardly anything proceeds during a scan.',
      },
    ],
  },
  async run(ctx) {
    const p = ENGINES_CONCURRENCY_PARAMS[ctx.scale];
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      'CREATE TABLE t_<engine> (id INT UNSIGNED NOT NULL PRIMARY KEY, k INT UNSIGNED NOT NULL, c CHAR(120) NOT NULL) ENGINE=MyISAM | Aria | InnoDB',
    );
    ctx.record.param(
      { ja: '負荷', en: 'workload' },
      {
        ja: `各文を autocommit で、ランダムな id(一様分布)に対して: 確率 ${1 - WRITE_SHARE} で SELECT c FROM t WHERE id = ?、確率 ${WRITE_SHARE} で UPDATE t SET k = k + 1 WHERE id = ?`,
        en: `each statement in autocommit mode on a random id (uniform): with probability ${1 - WRITE_SHARE} SELECT c FROM t WHERE id = ?, with probability ${WRITE_SHARE} UPDATE t SET k = k + 1 WHERE id = ?`,
      },
    );
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param({ ja: '1 点あたりの計測時間', en: 'measurement per point' }, `${p.seconds} s`);
    ctx.record.param(
      { ja: '長いフルスキャン', en: 'long full scan' },
      pacedScanSql('t', p.rows, 1, SLEEP_EVERY).replace(/SLEEP\([^)]*\)/, 'SLEEP(x)'),
    );
    ctx.record.param(
      { ja: 'スキャン中の UPDATE 1 本', en: 'one UPDATE during a scan' },
      {
        ja: `スキャンが SLEEP() に入った(information_schema.processlist の state が User sleep)のを確かめてから、別の接続で UPDATE t SET k = k + 1 WHERE id = ? を 1 本送り、返るまでの時間を測る。スキャンの長さ ${p.probeScanSeconds.join('、')} 秒`,
        en: `once the scan is inside SLEEP() (state User sleep in information_schema.processlist), one UPDATE t SET k = k + 1 WHERE id = ? is sent on another connection and timed until it returns; scans of ${p.probeScanSeconds.join(', ')} s`,
      },
    );
    ctx.record.param(
      { ja: '順序', en: 'order' },
      {
        ja: '接続数ごとに MyISAM、Aria、InnoDB の順で、単独、スキャンと同時、の 2 つを測る(エンジンを交互にして、マシンの負荷の変化が 1 つのエンジンに偏らないようにする)',
        en: 'per client count, MyISAM, Aria, InnoDB in turn, each alone and then during a scan (engines interleaved, so that changes in the machine’s load do not fall on one engine)',
      },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);

    const probeSeconds = p.probeScanSeconds.reduce((a, b) => a + b, 0);
    ctx.progress.begin(
      ENGINES.length * (p.clients.length * 2 * p.seconds + probeSeconds),
      'loading',
    );
    await ctx.startServer({
      innodb_buffer_pool_size: '64M',
      key_buffer_size: '64M',
      aria_pagecache_buffer_size: '64M',
      innodb_flush_log_at_trx_commit: 2,
      // Off by default in 10.11; set so that no read is answered from the query cache.
      query_cache_type: 0,
      low_priority_updates: 'OFF',
      concurrent_insert: 'AUTO',
    });
    const admin = await ctx.connect();
    // Aria's log written at each statement, never synced (as MyISAM's files). Set at run time:
    // given as start-up options, 10.11.19 reports soft but still syncs at every commit.
    await ctx.setGlobal(admin, 'aria_group_commit_interval', 0);
    await ctx.setGlobal(admin, 'aria_group_commit', 'soft');
    for (const e of ENGINES) {
      const info = await load(ctx, admin, e, p.rows);
      ctx.record.param(tableName(e), info);
      ctx.log(`engines-concurrency: ${tableName(e)}: ${info}`);
    }
    const maxClients = Math.max(...p.clients);
    const conns = await openConnections(maxClients, () => ctx.connect());
    const scanConn = await ctx.connect();
    const scanIdRows = await scanConn.query<Array<{ id: number | bigint }>>(
      'SELECT CONNECTION_ID() AS id',
    );
    const scanId = Number(scanIdRows[0]?.id);
    const random = new Random(ctx.seed + 17);

    const mix = async (e: Engine, clients: number, ms: number): Promise<MixResult> => {
      const table = tableName(e);
      let updates = 0;
      let longest = 0;
      const before = await ctx.status(admin);
      const result = await runTimed(conns.slice(0, clients), ms, ctx.signal, async (conn) => {
        const id = 1 + random.int(p.rows);
        if (random.float() < WRITE_SHARE) {
          const t0 = performance.now();
          await conn.query(`UPDATE ${table} SET k = k + 1 WHERE id = ${id}`);
          longest = Math.max(longest, (performance.now() - t0) / 1000);
          updates += 1;
        } else {
          await conn.query(`SELECT c FROM ${table} WHERE id = ${id}`);
        }
      });
      const after = await ctx.status(admin);
      return {
        statements: result.total,
        updates,
        seconds: result.seconds,
        longestUpdateSeconds: longest,
        before,
        after,
      };
    };

    // Warm-up: caches filled, connections and statements primed.
    for (const e of ENGINES) await mix(e, maxClients, 300);

    for (const clients of p.clients) {
      for (const e of ENGINES) {
        for (const scan of [false, true]) {
          let scanning: Promise<number> | null = null;
          let killer: Promise<unknown> = Promise.resolve();
          if (scan) {
            // Longer than the window, so that only KILL QUERY ends it.
            const sql = pacedScanSql(tableName(e), p.rows, p.seconds + 10, SLEEP_EVERY);
            scanning = startScan(scanConn, sql);
            scanning.catch(() => undefined);
            await waitUntilSleeping(ctx, admin, scanId);
            killer = sleep(p.seconds * 1000, ctx.signal).then(() =>
              admin.query(`KILL QUERY ${scanId}`),
            );
            killer.catch(() => undefined);
          }
          const m = await mix(e, clients, p.seconds * 1000);
          await killer;
          if (scanning) await scanning;
          const series = seriesId(e, scan);
          const waited = delta(m.before, m.after, 'Table_locks_waited');
          const rowWaits = delta(m.before, m.after, 'Innodb_row_lock_waits');
          ctx.point({
            series,
            x: clients,
            unit: 'statements-per-s',
            y: roundSignificant(m.statements / m.seconds, 4),
          });
          ctx.point({
            series,
            x: clients,
            unit: 'table-lock-waits-per-1000',
            y: perThousand(waited, m.statements),
          });
          if (e.id === 'innodb') {
            ctx.point({
              series,
              x: clients,
              unit: 'row-lock-waits-per-1000',
              y: perThousand(rowWaits, m.statements),
            });
          }
          ctx.point({
            series,
            x: clients,
            unit: 'longest-update-seconds',
            y: roundSignificant(m.longestUpdateSeconds, 3),
          });
          if (!scan) {
            const syncs =
              delta(m.before, m.after, 'Innodb_os_log_fsyncs') +
              delta(m.before, m.after, 'Aria_transaction_log_syncs');
            ctx.point({
              series,
              x: clients,
              unit: 'log-syncs-per-1000-updates',
              y: perThousand(syncs, m.updates),
            });
          }
          ctx.log(
            `engines-concurrency: ${e.engine}, ${clients} client(s)${scan ? ', during a scan' : ''}: ${formatCount(m.statements / m.seconds)} statements/s, Table_locks_waited +${waited}, Innodb_row_lock_waits +${rowWaits}, longest UPDATE ${roundTo(m.longestUpdateSeconds, 3)} s`,
          );
          ctx.progress.advance(
            p.seconds,
            `${e.engine}, ${clients} client(s)${scan ? ', scan' : ''}`,
          );
        }
      }
    }

    // One UPDATE sent while a scan runs: does it wait for the scan's end?
    const writer = conns[0]!;
    for (const seconds of p.probeScanSeconds) {
      for (const e of ENGINES) {
        const before = await ctx.status(admin);
        const scanning = startScan(
          scanConn,
          pacedScanSql(tableName(e), p.rows, seconds, SLEEP_EVERY),
        );
        scanning.catch(() => undefined);
        await waitUntilSleeping(ctx, admin, scanId);
        const t0 = performance.now();
        await writer.query(
          `UPDATE ${tableName(e)} SET k = k + 1 WHERE id = ${1 + random.int(p.rows)}`,
        );
        const wait = (performance.now() - t0) / 1000;
        const scanSeconds = await scanning;
        const after = await ctx.status(admin);
        const x = probeCategory(seconds);
        const waited = delta(before, after, 'Table_locks_waited');
        const rowWaits = delta(before, after, 'Innodb_row_lock_waits');
        ctx.point({ series: e.id, x, unit: 'update-wait-seconds', y: roundSignificant(wait, 3) });
        ctx.point({ series: e.id, x, unit: 'scan-seconds', y: roundSignificant(scanSeconds, 3) });
        ctx.point({ series: e.id, x, unit: 'table-lock-waits', y: waited });
        if (e.id === 'innodb') ctx.point({ series: e.id, x, unit: 'row-lock-waits', y: rowWaits });
        ctx.log(
          `engines-concurrency: ${e.engine}, one UPDATE during a ${seconds} s scan: waited ${roundTo(wait, 3)} s (scan ${roundTo(scanSeconds, 2)} s), Table_locks_waited +${waited}, Innodb_row_lock_waits +${rowWaits}`,
        );
        ctx.progress.advance(seconds, `${e.engine}, UPDATE behind a ${seconds} s scan`);
      }
    }
    for (const c of [...conns, scanConn, admin]) await c.end();
  },
};
