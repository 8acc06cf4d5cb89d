/**
 * `group-commit` — "InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース"
 * (2009-08-12): commits per second, fsyncs per transaction and binary-log
 * group size by number of clients, with the binary log on, for combinations of
 * `innodb_flush_log_at_trx_commit` and `sync_binlog`.
 */
import { REMOTE_BETWEEN_POINTS, binlogWrittenNote } from '../binlog';
import type { Experiment, ExperimentContext, Scale } from '../experiment';
import {
  CLIENTS_UNIT,
  SINGLE_ROW_INSERT_DESCRIPTION,
  delta,
  openConnections,
  readVariable,
  runTimed,
} from '../load';
import { Random } from '../random';
import { roundSignificant } from '../util';

/** innodb_flush_log_at_trx_commit, sync_binlog. */
type Combo = readonly [flushLog: number, syncBinlog: number];

interface Params {
  readonly combos: readonly Combo[];
  readonly clients: readonly number[];
  readonly seconds: number;
  readonly bufferPoolMiB: number;
}

export const GROUP_COMMIT_PARAMS: Readonly<Record<Scale, Params>> = {
  quick: {
    combos: [
      [1, 1],
      [1, 0],
      [2, 0],
    ],
    clients: [1, 4, 16],
    seconds: 3,
    bufferPoolMiB: 256,
  },
  full: {
    combos: [
      [1, 1],
      [1, 0],
      [2, 1],
      [2, 0],
      [0, 0],
    ],
    clients: [1, 2, 4, 8, 16, 32, 64],
    seconds: 6,
    bufferPoolMiB: 256,
  },
};

const ALL_COMBOS: readonly Combo[] = [
  [1, 1],
  [1, 0],
  [2, 1],
  [2, 0],
  [0, 1],
  [0, 0],
];

function seriesId([flush, sync]: Combo): string {
  return `flush-log-${flush}-sync-binlog-${sync}`;
}

function comboLabel([flush, sync]: Combo) {
  const text = `innodb_flush_log_at_trx_commit=${flush}, sync_binlog=${sync}`;
  return { ja: text, en: text };
}

function comboText(combos: readonly Combo[]): string {
  return combos.map(([f, s]) => `(${f}, ${s})`).join(', ');
}

/**
 * What to measure once the globals for `wanted` were applied and the server
 * reports `actual`. They differ only on the reader's server without
 * `--set-globals`: then its own setting is measured (once) and no other can be.
 */
export function comboToMeasure(
  wanted: Combo,
  actual: Combo,
  measured: readonly Combo[],
): { readonly combo: Combo | null; readonly last: boolean } {
  if (actual[0] === wanted[0] && actual[1] === wanted[1]) return { combo: wanted, last: false };
  const done = measured.some((m) => m[0] === actual[0] && m[1] === actual[1]);
  return { combo: done ? null : actual, last: true };
}

async function runCombo(
  ctx: ExperimentContext,
  combo: Combo,
  p: Params,
  conns: Awaited<ReturnType<ExperimentContext['connect']>>[],
  admin: Awaited<ReturnType<ExperimentContext['connect']>>,
  random: Random,
): Promise<void> {
  // Only on the lab's own server: on the reader's it would delete their binary logs. The
  // measurement needs none of it (the counters are deltas); it keeps the throwaway log small.
  if (ctx.server !== null) await admin.query('RESET MASTER');
  const strings = Array.from({ length: 1024 }, () => random.hex(128));
  const insert = (conn: (typeof conns)[number]) =>
    conn.query(
      `INSERT INTO t1 VALUES (NULL,${random.next32() >>> 1},'${strings[random.int(strings.length)]}')`,
    );
  for (const clients of p.clients) {
    await admin.query('TRUNCATE TABLE t1');
    const before = await ctx.status(admin);
    const result = await runTimed(conns.slice(0, clients), p.seconds * 1000, ctx.signal, insert);
    const after = await ctx.status(admin);
    const series = seriesId(combo);
    const commits = delta(before, after, 'Binlog_commits') || result.total;
    const groups = delta(before, after, 'Binlog_group_commits');
    ctx.point({
      series,
      x: clients,
      y: Math.round(result.total / result.seconds),
      unit: 'commits-per-s',
    });
    ctx.point({
      series,
      x: clients,
      y: roundSignificant(delta(before, after, 'Innodb_data_fsyncs') / result.total, 3),
      unit: 'innodb-data-fsyncs-per-commit',
    });
    if (groups > 0) {
      ctx.point({
        series,
        x: clients,
        y: roundSignificant(commits / groups, 3),
        unit: 'commits-per-binlog-group',
      });
    }
    ctx.progress.advance(p.seconds, `${seriesId(combo)}, ${clients} clients`);
  }
}

export const groupCommit: Experiment = {
  id: 'group-commit',
  script: 'lab/experiments/group-commit.ts',
  summary:
    'commits/s, Innodb_data_fsyncs per commit and binlog group size by clients for innodb_flush_log_at_trx_commit × sync_binlog, binlog on (2009-08-12)',
  dataset: {
    id: 'lab-group-commit',
    title: {
      ja: '実測: グループコミットと fsync(MariaDB、バイナリログ有効)',
      en: 'Measured: group commit and fsyncs (MariaDB, binary log on)',
    },
    description: {
      ja: '「InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース」(2009-08-12)の並列 INSERT 実験を本物の MariaDB で再実行。バイナリログ有効で、innodb_flush_log_at_trx_commit と sync_binlog の組み合わせごとに、接続数に対するコミット速度、1 トランザクションあたりの Innodb_data_fsyncs、バイナリロググループコミット 1 回あたりのコミット数を測定。',
      en: 'The parallel-INSERT experiment of “InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース” (2009-08-12) re-run on a real MariaDB with the binary log on: commits per second, Innodb_data_fsyncs per transaction and commits per binary-log group commit by number of clients, for combinations of innodb_flush_log_at_trx_commit and sync_binlog.',
    },
    tags: ['transactions-locking', 'io-memory'],
    units: [
      CLIENTS_UNIT,
      {
        id: 'commits-per-s',
        label: {
          ja: 'コミット速度(1 行 INSERT、autocommit)',
          en: 'Commits per second (single-row INSERT, autocommit)',
        },
        symbol: 'commits/s',
      },
      {
        id: 'innodb-data-fsyncs-per-commit',
        label: {
          ja: '1 トランザクションあたりの Innodb_data_fsyncs の増分',
          en: 'Increase of Innodb_data_fsyncs per transaction',
        },
        symbol: 'fsync',
      },
      {
        id: 'commits-per-binlog-group',
        label: {
          ja: 'バイナリロググループコミット 1 回あたりのコミット数(Binlog_commits ÷ Binlog_group_commits)',
          en: 'Commits per binary-log group commit (Binlog_commits ÷ Binlog_group_commits)',
        },
        symbol: 'commits',
      },
    ],
    series: ALL_COMBOS.map((c) => ({ id: seriesId(c), label: comboLabel(c) })),
    chart: { kind: 'line', x: 'clients', y: 'commits-per-s', yScale: 'log' },
    notes: [
      {
        ja: '元記事は MySQL 5.1.37 の標準 InnoDB と InnoDB Plugin 1.0.4 の比較(mysqlslap 30 接続、10 万件、innodb_flush_log_at_trx_commit=1、バイナリログ有効、バッテリーバックアップつきライトキャッシュの SAS HDD)。MariaDB はバイナリログとのグループコミットを備えており、ここではその効果を耐久性の設定ごとに測ります。sync_binlog=1 のとき、バイナリロググループコミット 1 回につきバイナリログの fsync が 1 回です。',
        en: 'The post compared built-in InnoDB of MySQL 5.1.37 with InnoDB Plugin 1.0.4 (mysqlslap, 30 connections, 100,000 inserts, innodb_flush_log_at_trx_commit=1, binary log on, SAS HDD with a battery-backed write cache). MariaDB group-commits together with the binary log; this measures that for each durability setting. With sync_binlog=1 there is one binary-log fsync per binary-log group commit.',
      },
      {
        ja: 'fsync の速さは記憶装置しだいです。この測定の記憶装置は environment(hardware)を参照してください。仮想マシンのディスクでは、ホスト側のキャッシュが fsync を速く見せることがあります。',
        en: 'How fast an fsync is depends on the storage: see environment (hardware) for the device measured here. On a virtual machine’s disk the host’s cache can make fsyncs look fast.',
      },
    ],
  },
  async run(ctx) {
    const p = GROUP_COMMIT_PARAMS[ctx.scale];
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param({ ja: '1 点あたりの計測時間', en: 'measurement per point' }, `${p.seconds} s`);
    ctx.record.param({ ja: 'トランザクション', en: 'transaction' }, SINGLE_ROW_INSERT_DESCRIPTION);
    ctx.record.param(
      {
        ja: '計測した設定(innodb_flush_log_at_trx_commit, sync_binlog)',
        en: 'settings measured (innodb_flush_log_at_trx_commit, sync_binlog)',
      },
      p.combos.map(([f, s]) => `(${f}, ${s})`).join(', '),
    );
    const remote = ctx.server === null;
    ctx.record.param(
      { ja: '計測点の間', en: 'between points' },
      remote
        ? REMOTE_BETWEEN_POINTS
        : {
            ja: 'TRUNCATE TABLE t1(設定を切り替えるときは RESET MASTER も)',
            en: 'TRUNCATE TABLE t1 (RESET MASTER between settings)',
          },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    ctx.progress.begin(p.combos.length * p.clients.length * p.seconds, 'starting');
    await ctx.startServer(
      remote
        ? // The pre-flight made sure the binary log is on; the server_id and max_connections
          // of someone else's server are theirs (the run needs at most 65 connections).
          {
            innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
            log_bin: 'ON',
            binlog_format: 'ROW',
          }
        : {
            innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
            log_bin: 'binlog',
            server_id: 1,
            binlog_format: 'ROW',
            max_connections: 200,
          },
    );
    const admin = await ctx.connect();
    await admin.query('DROP TABLE IF EXISTS t1');
    await admin.query(`CREATE TABLE t1 (
      id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      intcol1 INT(32),
      charcol1 VARCHAR(128)
    ) ENGINE=InnoDB`);
    const conns = await openConnections(Math.max(...p.clients), () => ctx.connect());
    const random = new Random(ctx.seed + 12);
    const startStatus = await ctx.status(admin);
    const measured: Combo[] = [];
    for (const wanted of p.combos) {
      await ctx.setGlobal(admin, 'innodb_flush_log_at_trx_commit', wanted[0]);
      await ctx.setGlobal(admin, 'sync_binlog', wanted[1]);
      const actual: Combo = remote
        ? [
            Number(await readVariable(admin, 'innodb_flush_log_at_trx_commit')),
            Number(await readVariable(admin, 'sync_binlog')),
          ]
        : wanted;
      const { combo, last } = comboToMeasure(wanted, actual, measured);
      if (combo) {
        ctx.log(
          `group-commit: ${comboLabel(combo).en}${last ? ' (the server’s own setting: without --set-globals no other is measured)' : ''}`,
        );
        await runCombo(ctx, combo, p, conns, admin, random);
        measured.push(combo);
      }
      if (last) break;
    }
    if (remote) {
      const missing = p.combos.filter((c) => !measured.some((m) => m[0] === c[0] && m[1] === c[1]));
      ctx.record.param(
        {
          ja: '計測した設定(innodb_flush_log_at_trx_commit, sync_binlog)',
          en: 'settings measured (innodb_flush_log_at_trx_commit, sync_binlog)',
        },
        comboText(measured),
      );
      if (missing.length > 0) {
        ctx.record.note({
          ja: `--set-globals なしで実行したため、測ったのはサーバー自身の設定 ${comboText(measured)} だけです。${comboText(missing)} は測っていません(動的変数なので、--set-globals を付ければ実行中だけ設定し、終了時に元へ戻します)。`,
          en: `Run without --set-globals, so only the server’s own setting ${comboText(measured)} was measured; ${comboText(missing)} were not (both variables are dynamic: --set-globals sets them for the run and restores them at its end).`,
        });
      }
      const note = binlogWrittenNote(startStatus, await ctx.status(admin));
      ctx.log(note.en);
      ctx.record.note(note);
    }
    for (const c of [...conns, admin]) await c.end();
  },
};
