/**
 * `round-trips` — "正しいベンチマークをするための10のポイント" (2009-08-20):
 * primary-key lookups with mysqlslap, the post's own command, over the Unix
 * socket, TCP on 127.0.0.1 (the post's "local"), and TCP across a real network
 * hop made here: a network namespace joined by a veth pair, bare and with
 * `netem delay` for the post's Gigabit Ethernet figure (0.1 ms) and for a
 * cloud round trip between availability zones (2 ms). Which transport each
 * lookup used is read from the server (CLIENT_STATISTICS by client address).
 *
 * The client side goes into the namespace, not the server: mysqlslap is a
 * short-lived child started with `ip netns exec`, while the server stays the
 * runner's throwaway LabServer with its own clean-up (only its bind address
 * gets the host end of the veth pair added). This needs the local server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Connection } from 'mariadb';

import {
  throwawayServer,
  type Experiment,
  type ExperimentContext,
  type Scale,
} from '../experiment';
import { CLIENTS_UNIT } from '../load';
import {
  TRANSPORTS,
  addDelay,
  linkBytes,
  parseMysqlslap,
  planSeries,
  probeHop,
  removeDelay,
  removeHop,
  sweepStaleLinks,
  vethPlan,
  type SlapResult,
  type Transport,
  type VethPlan,
} from '../netns';
import { Random } from '../random';
import type { RemoteTarget } from '../remote';
import { findExecutable } from '../server';
import { formatCount, roundSignificant, sleep, throwIfAborted } from '../util';

interface Params {
  readonly clients: readonly number[];
  /** Queries per mysqlslap run, by the clients of the same index. */
  readonly queries: readonly number[];
  /** Rows mysqlslap inserts before the lookups (`--auto-generate-sql-write-number`). */
  readonly rows: number;
  /** Runs of each series; the point is their median. */
  readonly rounds: number;
}

export const ROUND_TRIPS_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a CI check that each series uses its transport (counters), not a measurement.
  quick: { clients: [1, 8], queries: [2_000, 10_000], rows: 2_000, rounds: 1 },
  // Full: the post's 50 connections, 200,000 queries a run (not 1,000,000) so that three
  // interleaved rounds of five series fit in ≲ 6 min on 2 vCPUs; one client for the bare round trip.
  full: { clients: [1, 50], queries: [20_000, 200_000], rows: 10_000, rounds: 3 },
};

/** The account mysqlslap uses, created for each client address (`localhost` = the socket). */
const SLAP_USER = 'rt_slap';

/** The post's mysqlslap options, apart from the connection, concurrency and counts. */
export const SLAP_OPTIONS = [
  '--iterations=1',
  '--number-int-cols=2',
  '--number-char-cols=3',
  '--auto-generate-sql',
  '--engine=innodb',
  '--auto-generate-sql-add-autoincrement',
  '--auto-generate-sql-load-type=key',
] as const;

/** Mean time per query seen by one client (Little's law): clients × run time ÷ queries, in ms. */
export function meanLatencyMs(clients: number, seconds: number, queries: number): number {
  if (!(clients > 0 && seconds > 0 && queries > 0)) {
    throw new RangeError(`meanLatencyMs: ${clients} clients, ${seconds} s, ${queries} queries`);
  }
  return (1000 * clients * seconds) / queries;
}

/**
 * The points every series records from its runs' rates (queries/s): the
 * median, the slowest and the fastest run, and the mean time per query at
 * the median.
 */
function rateAndLatencyPoints(
  ctx: ExperimentContext,
  base: { readonly series: string; readonly x: number },
  rates: readonly number[],
): void {
  const qps = median(rates);
  ctx.point({ ...base, unit: 'queries-per-s', y: roundSignificant(qps, 4) });
  ctx.point({ ...base, unit: 'queries-per-s-lowest', y: roundSignificant(Math.min(...rates), 4) });
  ctx.point({ ...base, unit: 'queries-per-s-highest', y: roundSignificant(Math.max(...rates), 4) });
  ctx.point({
    ...base,
    unit: 'mean-latency-ms',
    y: roundSignificant(meanLatencyMs(base.x, 1, qps), 4),
  });
}

/** One mysqlslap run and the counters around it. */
interface Measured {
  readonly queries: number;
  readonly seconds: number;
  readonly viaSocket: number;
  readonly viaLoopback: number;
  readonly viaNamespace: number;
  readonly vethBytes: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `SELECT_COMMANDS` per client address (information_schema.CLIENT_STATISTICS, userstat=1). */
async function selectsByClient(conn: Connection): Promise<Map<string, number>> {
  const rows = await conn.query<Array<{ client: string; selects: number | bigint }>>(
    'SELECT CLIENT AS client, SELECT_COMMANDS AS selects FROM information_schema.CLIENT_STATISTICS',
  );
  return new Map(rows.map((r) => [r.client, Number(r.selects)]));
}

function label(t: Transport): { ja: string; en: string } {
  switch (t.id) {
    case 'unix-socket':
      return { ja: 'Unix ソケット', en: 'Unix socket' };
    case 'tcp-loopback':
      return {
        ja: 'TCP、127.0.0.1(記事の「ローカル」)',
        en: 'TCP, 127.0.0.1 (the post’s “local”)',
      };
    case 'veth':
      return {
        ja: 'TCP、veth 越し(別のネットワーク名前空間から)',
        en: 'TCP over a veth pair (from another network namespace)',
      };
    case 'veth-netem-0.1ms':
      return {
        ja: 'TCP、veth + netem 0.1 ms(記事の GbE の目安)',
        en: 'TCP over veth + netem 0.1 ms (the post’s GbE figure)',
      };
    case 'veth-netem-2ms':
      return {
        ja: 'TCP、veth + netem 2 ms(Azure のゾーン間の往復)',
        en: 'TCP over veth + netem 2 ms (Azure’s round trip between zones)',
      };
  }
}

/** Runs mysqlslap (inside the namespace for a hop), resolving with its parsed summary. */
function runSlap(
  ctx: ExperimentContext,
  command: string,
  args: readonly string[],
): Promise<SlapResult> {
  throwIfAborted(ctx.signal);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: ctx.signal,
      killSignal: 'SIGKILL',
    });
    const output: string[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = output.join('');
      const parsed = parseMysqlslap(text);
      if (code === 0 && parsed) resolve(parsed);
      else reject(new Error(`mysqlslap failed (exit code ${code ?? '?'}):\n${text.trim()}`));
    });
  });
}

/** The series on the reader's server: its own path from this machine, a real network hop when it is another one. */
export const READER_SERVER_SERIES = 'reader-server';

/** The table the lab makes for mysqlslap's lookups on the reader's server (mysqlslap's `t1`, the same columns). */
const REMOTE_TABLE = 'round_trips_t1';

/** mysqlslap's `--auto-generate-sql-load-type=key` statement, on {@link REMOTE_TABLE}. */
export function keyLookup(id: number): string {
  return `SELECT intcol1,intcol2,charcol1,charcol2,charcol3 FROM ${REMOTE_TABLE} WHERE id = '${id}'`;
}

/**
 * An option file holding the password for mysqlslap (read with --defaults-file, the only file it
 * then reads): never on its command line, where `ps` shows it.
 */
export function slapOptionFile(user: string, password: string | undefined): string {
  const quote = (v: string) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return [
    '[client]',
    `user=${quote(user)}`,
    ...(password === undefined ? [] : [`password=${quote(password)}`]),
    '',
  ].join('\n');
}

/** mysqlslap's connection options for the reader's server: its socket if the URL names one, else TCP. */
export function slapConnection(t: RemoteTarget): string[] {
  return t.socketPath !== undefined
    ? [`--socket=${t.socketPath}`]
    : [`--host=${t.host}`, `--port=${t.port}`, '--protocol=tcp'];
}

async function comSelect(conn: Connection): Promise<number> {
  const rows = await conn.query<Array<{ Value: string }>>("SHOW GLOBAL STATUS LIKE 'Com_select'");
  return Number(rows[0]?.Value ?? NaN);
}

/**
 * On the reader's server (`--server`): mysqlslap's lookups over the path from this machine to it,
 * the post's "remote" series. mysqlslap's --auto-generate-sql would run DROP SCHEMA on the database
 * and create it again, so the lab makes mysqlslap's table itself (marked and dropped like every
 * table of a remote run) and hands mysqlslap the same key lookups with --query.
 */
async function runRemote(
  ctx: ExperimentContext,
  target: RemoteTarget,
  slap: string,
  p: Params,
): Promise<void> {
  for (const t of TRANSPORTS) {
    ctx.log(
      `round-trips: skipping series ${t.id}: it needs the lab's own server (--server runs only the path to yours)`,
    );
  }
  ctx.record.note({
    ja: `利用者のサーバーで実行したため、系列「${TRANSPORTS.map((t) => label(t).ja).join('」「')}」は測っていません: どれもラボ自身の使い捨てサーバーへの経路(同じサーバーへの Unix ソケットと 127.0.0.1 の比較、root で作るネットワーク名前空間、netem の遅延)です。測ったのは、このマシンから ${target.socketPath !== undefined ? `ソケット ${target.socketPath}` : `${target.host}:${target.port}`} への経路(別のマシンなら記事の「リモート」に当たる本物のネットワーク越し)だけです。`,
    en: `Run on the reader’s server, so the series “${TRANSPORTS.map((t) => label(t).en).join('”, “')}” were not measured: each is a path to the lab’s own throwaway server (the Unix socket against 127.0.0.1 on the same server, a network namespace made as root, netem delays). Only the path from this machine to ${target.socketPath !== undefined ? `the socket ${target.socketPath}` : `${target.host}:${target.port}`} was measured (the post’s “remote” when that is another machine, a real network hop).`,
  });
  ctx.record.note({
    ja: `mysqlslap の --auto-generate-sql はデータベースごと DROP SCHEMA して作り直すため、利用者のサーバーでは使いません。同じ列の表(${REMOTE_TABLE})と ${formatCount(p.rows)} 行はラボが作り(印を付け、終了時に削除)、mysqlslap には同じ主キー検索の文を --query で渡しています(--create-schema にはこのデータベース、--no-drop)。パスワードは一時的なオプションファイル(--defaults-file、権限 600、実行後に削除)で渡しています。`,
    en: `mysqlslap’s --auto-generate-sql drops the whole database (DROP SCHEMA) and creates it again, so it is not used on the reader’s server: the lab makes a table with the same columns (${REMOTE_TABLE}) and its ${formatCount(p.rows)} rows itself (marked, dropped at the end), and gives mysqlslap the same primary-key lookups with --query (--create-schema this database, --no-drop). The password goes in a temporary option file (--defaults-file, mode 600, removed after the run).`,
  });
  const series = READER_SERVER_SERIES;
  const connection = slapConnection(target);
  ctx.record.param(
    { ja: '負荷生成', en: 'load generator' },
    `${slap} --defaults-file=<temporary> --create-schema=${ctx.database} --no-drop --query=<${formatCount(p.rows)} key lookups> --delimiter=; --iterations=1 ${connection.join(' ')}`,
  );
  ctx.record.param(
    { ja: 'クライアント数とクエリ数', en: 'clients and queries' },
    `${p.clients.map((c, i) => `${c} → ${formatCount(p.queries[i] ?? 0)}`).join(', ')} (× ${p.rounds})`,
  );
  ctx.record.param({ ja: '事前に入れる行数', en: 'rows loaded first' }, formatCount(p.rows));
  ctx.record.param({ ja: '測った系列', en: 'series measured' }, series);

  ctx.progress.begin(p.rounds * p.queries.reduce((a, b) => a + b, 0), 'loading');
  await ctx.startServer({});
  const admin = await ctx.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dbpfg-rt-'));
  try {
    const userstat = Number(
      (await admin.query<Array<{ u: number | string }>>('SELECT @@GLOBAL.userstat + 0 AS u'))[0]
        ?.u ?? 0,
    );
    const hostRows = await admin.query<Array<{ h: string }>>(
      'SELECT HOST AS h FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()',
    );
    // host:port as the server sees this machine; CLIENT_STATISTICS counts by the host part.
    const address = (hostRows[0]?.h ?? '').replace(/:\d+$/, '');
    // The pre-flight's connection from this address has closed: its row is there if the user may
    // read CLIENT_STATISTICS (the PROCESS privilege).
    const visible = userstat === 1 && (await selectsByClient(admin)).has(address);
    const client = visible ? address : null;
    if (client === null) {
      const why =
        userstat === 1
          ? {
              ja: `${target.user} には CLIENT_STATISTICS が見えない(PROCESS 権限がない)`,
              en: `${target.user} cannot read CLIENT_STATISTICS (no PROCESS privilege)`,
            }
          : {
              ja: 'サーバーの userstat が OFF(ラボは userstat を変えません)',
              en: 'userstat is OFF on the server (the lab does not change it)',
            };
      ctx.log(`round-trips: no CLIENT_STATISTICS proof of the path: ${why.en}`);
      ctx.record.note({
        ja: `${why.ja}ため、接続元ごとの SELECT 数(CLIENT_STATISTICS)による経路の確認はありません。サーバー全体の Com_select の増分だけを記録しています。`,
        en: `${why.en}, so there is no proof of the path by SELECTs per client address (CLIENT_STATISTICS); only the increase of the server’s Com_select is recorded.`,
      });
    }
    // mysqlslap's table, as --auto-generate-sql makes it (id serial: the clustered key).
    await admin.query(
      `CREATE TABLE ${REMOTE_TABLE} (id serial,intcol1 INT(32) ,intcol2 INT(32) ,charcol1 VARCHAR(128),charcol2 VARCHAR(128),charcol3 VARCHAR(128)) ENGINE=InnoDB`,
    );
    const random = new Random(ctx.seed);
    const text = () => random.hex(128);
    for (let start = 1; start <= p.rows; start += 500) {
      const n = Math.min(500, p.rows - start + 1);
      const values = Array.from(
        { length: n },
        () =>
          `(NULL,${random.int(2 ** 31)},${random.int(2 ** 31)},'${text()}','${text()}','${text()}')`,
      );
      await admin.query(`INSERT INTO ${REMOTE_TABLE} VALUES ${values.join(',')}`);
    }
    const ids = await admin.query<Array<{ id: number | bigint }>>(
      `SELECT id FROM ${REMOTE_TABLE} ORDER BY id`,
    );
    const queryFile = path.join(dir, 'lookups.sql');
    writeFileSync(queryFile, ids.map((r) => keyLookup(Number(r.id))).join(';\n'), { mode: 0o600 });
    const optionFile = path.join(dir, 'client.cnf');
    writeFileSync(optionFile, slapOptionFile(target.user, target.password), { mode: 0o600 });

    for (const [i, clients] of p.clients.entries()) {
      const queries = p.queries[i] ?? 0;
      const runs: Array<{ rate: number; seconds: number; comSelect: number; fromClient: number }> =
        [];
      for (let round = 1; round <= p.rounds; round += 1) {
        const selectsBefore = await comSelect(admin);
        const clientBefore = client === null ? null : await selectsByClient(admin);
        const result = await runSlap(ctx, slap, [
          `--defaults-file=${optionFile}`,
          `--concurrency=${clients}`,
          '--iterations=1',
          `--create-schema=${ctx.database}`,
          '--no-drop',
          `--query=${queryFile}`,
          '--delimiter=;',
          `--number-of-queries=${queries}`,
          ...connection,
        ]);
        const done = result.clients * result.queriesPerClient;
        const fromClient = async () =>
          client === null || clientBefore === null
            ? 0
            : ((await selectsByClient(admin)).get(client) ?? 0) - (clientBefore.get(client) ?? 0);
        // The server adds a connection's statements to CLIENT_STATISTICS as it closes the session,
        // after mysqlslap has exited: wait for them a little (a shortfall stays as measured).
        let selectsFromClient = await fromClient();
        for (
          let waited = 0;
          client !== null && selectsFromClient < done && waited < 3000;
          waited += 100
        ) {
          await sleep(100);
          selectsFromClient = await fromClient();
        }
        const m = {
          rate: done / result.seconds,
          seconds: result.seconds,
          comSelect: (await comSelect(admin)) - selectsBefore,
          fromClient: selectsFromClient,
        };
        runs.push(m);
        ctx.log(
          `round-trips: ${series}, ${clients} client(s), round ${round}: ${formatCount(done)} queries in ${m.seconds} s = ${formatCount(m.rate)}/s; Com_select +${m.comSelect}${client === null ? '' : `, SELECTs from ${client} +${m.fromClient}`}`,
        );
        ctx.progress.advance(queries, `${series}, ${clients} client(s), round ${round}`);
      }
      const rates = runs.map((m) => m.rate);
      const base = { series, x: clients };
      rateAndLatencyPoints(ctx, base, rates);
      ctx.point({
        ...base,
        unit: 'server-com-select',
        y: runs.reduce((a, m) => a + m.comSelect, 0),
      });
      if (client !== null) {
        ctx.point({
          ...base,
          unit: 'selects-from-this-client',
          y: runs.reduce((a, m) => a + m.fromClient, 0),
        });
      }
    }
    await admin.query(`DROP TABLE ${REMOTE_TABLE}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await admin.end();
  }
}

export const roundTrips: Experiment = {
  id: 'round-trips',
  script: 'lab/experiments/round-trips.ts',
  summary:
    'mysqlslap primary-key lookups (1 and 50 clients) over the Unix socket, TCP on 127.0.0.1 and a veth pair into a network namespace, bare and with netem 0.1 ms / 2 ms (root makes the namespace); with --server, the path to that server only (2009-08-20)',
  dataset: {
    id: 'lab-round-trips',
    title: {
      ja: '実測: 主キー検索の往復 — Unix ソケット、127.0.0.1、ネットワーク越し(MariaDB)',
      en: 'Measured: primary-key lookups by transport — Unix socket, 127.0.0.1, across a network hop (MariaDB)',
    },
    description: {
      ja: '「正しいベンチマークをするための10のポイント」(2009-08-20)の mysqlslap による主キー検索(ローカル 50 接続と リモート 50 接続)を、本物の MariaDB で経路を変えて測ったもの。同じ mysqlslap のコマンドを、Unix ソケット、127.0.0.1 への TCP、実験用に作ったネットワーク名前空間から veth ペア越しの TCP(遅延なし、netem で 0.1 ms と 2 ms を追加)で流し、1 秒あたりのクエリ数と 1 クエリの平均時間を記録。どの経路で届いたかはサーバー側の接続元ごとの統計(CLIENT_STATISTICS)と veth のバイト数で確かめています。',
      en: 'The mysqlslap primary-key lookups of “正しいベンチマークをするための10のポイント” [Ten points for benchmarking correctly] (2009-08-20) — local vs remote, 50 connections — measured on a real MariaDB over different transports. The same mysqlslap command runs over the Unix socket, TCP to 127.0.0.1, and TCP across a veth pair from a network namespace made for the run (bare, and with 0.1 ms and 2 ms added by netem); queries per second and the mean time per query are recorded. Which transport the lookups came over is checked on the server, by client address (CLIENT_STATISTICS), and by the veth pair’s byte counters.',
    },
    tags: ['benchmarking'],
    units: [
      CLIENTS_UNIT,
      {
        id: 'queries-per-s',
        label: {
          ja: '主キー検索 / 秒(各回の中央値)',
          en: 'Primary-key lookups per second (median of the runs)',
        },
        symbol: '/s',
      },
      {
        id: 'queries-per-s-lowest',
        label: {
          ja: '主キー検索 / 秒(いちばん遅かった回)',
          en: 'Primary-key lookups per second (slowest run)',
        },
        symbol: '/s',
      },
      {
        id: 'queries-per-s-highest',
        label: {
          ja: '主キー検索 / 秒(いちばん速かった回)',
          en: 'Primary-key lookups per second (fastest run)',
        },
        symbol: '/s',
      },
      {
        id: 'mean-latency-ms',
        label: {
          ja: '1 クエリの平均時間(接続数 ÷ 中央値の検索 / 秒)',
          en: 'Mean time per query (clients ÷ median lookups per second)',
        },
        symbol: 'ms',
      },
      {
        id: 'selects-via-socket',
        label: {
          ja: 'Unix ソケットの接続から来た SELECT(CLIENT_STATISTICS の localhost の増分、全回の合計)',
          en: 'SELECTs from Unix-socket connections (increase for localhost in CLIENT_STATISTICS, all runs)',
        },
        symbol: 'SELECTs',
      },
      {
        id: 'selects-via-loopback',
        label: {
          ja: '127.0.0.1 からの TCP 接続で来た SELECT(CLIENT_STATISTICS の増分、全回の合計)',
          en: 'SELECTs from TCP connections from 127.0.0.1 (increase in CLIENT_STATISTICS, all runs)',
        },
        symbol: 'SELECTs',
      },
      {
        id: 'selects-via-namespace',
        label: {
          ja: 'ネットワーク名前空間のアドレスからの TCP 接続で来た SELECT(CLIENT_STATISTICS の増分、全回の合計)',
          en: 'SELECTs from TCP connections from the namespace’s address (increase in CLIENT_STATISTICS, all runs)',
        },
        symbol: 'SELECTs',
      },
      {
        id: 'veth-bytes-per-query',
        label: {
          ja: 'veth を通ったバイト数(送受信)/ クエリ',
          en: 'Bytes through the veth pair (received + sent) per query',
        },
        symbol: 'B',
      },
      {
        id: 'server-com-select',
        label: {
          ja: 'サーバーの Com_select の増分(すべての接続元、全回の合計)',
          en: 'Increase of the server’s Com_select (all clients, all runs)',
        },
        symbol: 'SELECTs',
      },
      {
        id: 'selects-from-this-client',
        label: {
          ja: 'このマシンのアドレスからの接続で来た SELECT(CLIENT_STATISTICS の増分、全回の合計)',
          en: 'SELECTs from connections from this machine’s address (increase in CLIENT_STATISTICS, all runs)',
        },
        symbol: 'SELECTs',
      },
    ],
    series: [
      ...TRANSPORTS.map((t) => ({ id: t.id, label: label(t) })),
      {
        id: READER_SERVER_SERIES,
        label: {
          ja: '利用者のサーバー(--server、このマシンからの経路)',
          en: 'The reader’s server (--server, the path from this machine)',
        },
      },
    ],
    chart: { kind: 'line', x: 'clients', y: 'queries-per-s', yScale: 'linear' },
    notes: [
      {
        ja: '元の記事(2009-08-20)の値: Nehalem 2.8 GHz × 16 コア、InnoDB、全データがメモリ上、mysqlslap 50 接続で主キー検索 1,000,000 回が、ローカル(--host=127.0.0.1)6.866 秒(約 14.6 万クエリ/秒)、リモート 11.200 秒(約 8.9 万クエリ/秒)。記事の「ローカル」は Unix ソケットではなく 127.0.0.1 への TCP です。記事は GbE の 1 回のアクセスを 0.1 ms 程度、数十接続なら TCP だけで毎秒 20 万回級のリモートアクセスが可能としています。リモート側のネットワーク機器と MySQL のバージョンは書かれていません。',
        en: 'The post’s figures (2009-08-20): Nehalem 2.8 GHz × 16 cores, InnoDB, everything in memory, mysqlslap with 50 connections running 1,000,000 primary-key lookups: local (--host=127.0.0.1) 6.866 s (about 146,000 queries/s), remote 11.200 s (about 89,000 queries/s). The post’s “local” is TCP to 127.0.0.1, not the Unix socket. The post puts one Gigabit Ethernet access at about 0.1 ms and says TCP alone allows about 200,000 remote accesses a second with tens of connections. The network gear and the MySQL version are not stated.',
      },
      {
        ja: 'ネットワーク越しの経路は、実験の中で作ったネットワーク名前空間(dbpfg-rt-<pid>)と veth ペア(198.18.0.0/15 の /30、RFC 2544 のベンチマーク用アドレス)です。名前空間に入れたのはクライアント(ip netns exec で起動した mysqlslap)で、サーバーはほかの実験と同じ使い捨てのサーバーのまま、待ち受けアドレスに veth のホスト側を加えただけです。本物のスイッチや NIC は通らないので、経路のうち増えるのはカーネルの TCP/IP 処理と名前空間をまたぐ分だけです。GbE の遅延と、クラウドでゾーンをまたぐ遅延は netem で veth のホスト側(サーバーからの返信)に加えます: 0.1 ms は記事の GbE の目安、2 ms は Microsoft Learn「What are availability zones?」(2025-01-29 版)の「ゾーン間は往復約 2 ms 未満」です。',
        en: 'The network hop is a network namespace (dbpfg-rt-<pid>) and a veth pair (a /30 in 198.18.0.0/15, RFC 2544’s benchmarking addresses) made inside the run. The client goes into the namespace (mysqlslap started with ip netns exec); the server stays the throwaway server of every experiment, with the host end of the veth pair added to its bind address. No real switch or NIC is crossed, so the hop adds the kernel’s TCP/IP work and the crossing between namespaces only. Gigabit Ethernet’s and a cloud cross-zone latency are added with netem on the host end (the server’s replies): 0.1 ms is the post’s GbE figure, 2 ms is “a round-trip latency of less than approximately 2 ms” between availability zones in Microsoft Learn’s “What are availability zones?” (version of 2025-01-29).',
      },
      {
        ja: '規模: サーバー、mysqlslap、計測のすべてが同じ 2 vCPU を分け合います。接続数は記事と同じ 50 ですが、1 回のクエリ数は 1,000,000 ではなく 200,000 です。このマシンでは 50 接続で毎秒 1〜2 万クエリで、負荷の変動も大きいので、1 回を長くするより、系列を交互に 3 巡させて中央値をとるほうを選びました(5 系列でも 6 分ほどに収まる)。遅延の効く 1 接続は 20,000 クエリです。mysqlslap は各回の前に表を作り直して 10,000 行を入れます(--quick では 1 接続と 8 接続、2,000 行、1 巡)。読み込みを速くするため innodb_flush_log_at_trx_commit=0 にしています(計測する主キー検索には関係しません)。mysqlslap は全体の時間しか出さないので、1 クエリの時間は平均(接続数 ÷ 1 秒あたりのクエリ数)だけで、p99 はありません。',
        en: 'Scale: the server, mysqlslap and the bookkeeping all share the same 2 vCPUs. The post’s 50 connections are kept, with 200,000 queries a run instead of 1,000,000: with 50 clients this machine does 10,000–20,000 a second and its load varies a lot, so three interleaved rounds of the series and their median were preferred to one long run (five series still fit in about 6 minutes). One client, where the latency shows, runs 20,000 queries. Before each run mysqlslap re-creates its table and inserts 10,000 rows (1 and 8 clients, 2,000 rows and one round at --quick). innodb_flush_log_at_trx_commit=0 makes that load fast; it does not touch the measured lookups. mysqlslap reports only the whole run’s time, so the time per query is a mean (clients ÷ queries per second); there is no p99.',
      },
    ],
  },
  async run(ctx) {
    const p = ROUND_TRIPS_PARAMS[ctx.scale];
    const slap = findExecutable('mariadb-slap', 'mysqlslap');
    if (slap === null) {
      throw new Error(
        'mysqlslap (mariadb-slap) not found: it ships with the MariaDB client (sudo apt-get install -y mariadb-client)',
      );
    }
    if (ctx.remoteTarget !== null) {
      await runRemote(ctx, ctx.remoteTarget, slap, p);
      return;
    }
    const ip = findExecutable('ip');
    const tc = findExecutable('tc');
    const plan: VethPlan = vethPlan(process.pid);
    if (ip !== null) {
      for (const name of sweepStaleLinks(ip)) ctx.log(`round-trips: removed a stale ${name}`);
    }
    // A second Ctrl-C (or any exit) skips the finally block below: remove the hop then too.
    const removeOnExit = () => {
      if (ip !== null) removeHop(ip, plan);
    };
    process.on('exit', removeOnExit);
    try {
      const probe = probeHop(plan, { ip, tc });
      const decisions = planSeries(probe);
      const hop = decisions.some((d) => d.transport.hop && d.run);
      for (const d of decisions) {
        if (d.run) continue;
        ctx.log(`round-trips: skipping series ${d.transport.id}: ${d.reason.en}`);
        ctx.record.note({
          ja: `系列「${label(d.transport).ja}」は測っていません: ${d.reason.ja}。`,
          en: `The series “${label(d.transport).en}” was not measured: ${d.reason.en}.`,
        });
      }
      const runnable = decisions.filter((d) => d.run).map((d) => d.transport);

      ctx.record.param(
        { ja: '負荷生成', en: 'load generator' },
        `${slap} ${SLAP_OPTIONS.join(' ')}`,
      );
      ctx.record.param(
        { ja: 'クライアント数とクエリ数', en: 'clients and queries' },
        `${p.clients.map((c, i) => `${c} → ${formatCount(p.queries[i] ?? 0)}`).join(', ')} (× ${p.rounds})`,
      );
      ctx.record.param({ ja: '事前に入れる行数', en: 'rows loaded first' }, formatCount(p.rows));
      ctx.record.param(
        { ja: '測った系列', en: 'series measured' },
        runnable.map((t) => t.id).join(', '),
      );
      if (hop) {
        ctx.record.param(
          { ja: 'ネットワーク名前空間と veth', en: 'network namespace and veth' },
          `${plan.namespace}: ${plan.namespaceLink} ${plan.namespaceAddress}/${plan.prefix} ↔ ${plan.hostLink} ${plan.hostAddress}/${plan.prefix}`,
        );
      }
      ctx.record.param(
        { ja: '順序', en: 'order' },
        {
          ja: `接続数ごとに、系列を上の順で 1 回ずつ流すのを ${p.rounds} 巡(mysqlslap は毎回 --iterations=1、記事と同じ)。値は各系列の中央値`,
          en: `per client count, ${p.rounds} round(s) of each series once in the order above (mysqlslap --iterations=1 each time, as in the post); the point is each series' median`,
        },
      );

      const totalQueries = p.rounds * p.queries.reduce((a, b) => a + b, 0);
      ctx.progress.begin(runnable.length * totalQueries, 'starting');
      await ctx.startServer({
        innodb_buffer_pool_size: '128M',
        innodb_flush_log_at_trx_commit: 0,
        // information_schema.CLIENT_STATISTICS: statements per client address, the transport's proof.
        userstat: 'ON',
        ...(hop ? { bind_address: `127.0.0.1,${plan.hostAddress}` } : {}),
      });
      const admin = await ctx.connect();
      const hosts = ['localhost', '127.0.0.1', ...(hop ? [plan.namespaceAddress] : [])];
      for (const host of hosts) {
        await admin.query(`CREATE USER IF NOT EXISTS ${SLAP_USER}@'${host}'`);
        await admin.query(`GRANT ALL ON *.* TO ${SLAP_USER}@'${host}'`);
      }

      /** One mysqlslap run of series `t`, with the server's and the veth's counters around it. */
      const measure = async (t: Transport, clients: number, queries: number): Promise<Measured> => {
        const connection =
          t.id === 'unix-socket'
            ? [`--socket=${throwawayServer(ctx).socket}`]
            : [
                `--host=${t.hop ? plan.hostAddress : '127.0.0.1'}`,
                `--port=${throwawayServer(ctx).port}`,
                '--protocol=tcp',
              ];
        const args = [
          `--concurrency=${clients}`,
          ...SLAP_OPTIONS,
          `--auto-generate-sql-write-number=${p.rows}`,
          `--number-of-queries=${queries}`,
          `--user=${SLAP_USER}`,
          ...connection,
        ];
        if (t.delayMs !== null && tc !== null) {
          const error = addDelay(tc, plan, t.delayMs);
          if (error !== null)
            throw new Error(`tc qdisc add … netem delay ${t.delayMs}ms: ${error}`);
        }
        let result: SlapResult;
        const before = await selectsByClient(admin);
        const bytesBefore = hop ? linkBytes(plan.hostLink) : 0;
        try {
          result =
            t.hop && ip !== null
              ? await runSlap(ctx, ip, ['netns', 'exec', plan.namespace, slap, ...args])
              : await runSlap(ctx, slap, args);
        } finally {
          if (t.delayMs !== null && tc !== null) removeDelay(tc, plan);
        }
        const vethBytes = hop ? linkBytes(plan.hostLink) - bytesBefore : 0;
        const after = await selectsByClient(admin);
        const selects = (host: string) => (after.get(host) ?? 0) - (before.get(host) ?? 0);
        return {
          queries: result.clients * result.queriesPerClient,
          seconds: result.seconds,
          viaSocket: selects('localhost'),
          viaLoopback: selects('127.0.0.1'),
          viaNamespace: hop ? selects(plan.namespaceAddress) : 0,
          vethBytes,
        };
      };

      for (const [i, clients] of p.clients.entries()) {
        const queries = p.queries[i] ?? 0;
        const runs = new Map<string, Measured[]>(runnable.map((t) => [t.id, []]));
        // Rounds interleave the series, so that a change in the machine's load falls on all of them.
        for (let round = 1; round <= p.rounds; round += 1) {
          for (const t of runnable) {
            const m = await measure(t, clients, queries);
            runs.get(t.id)?.push(m);
            ctx.log(
              `round-trips: ${t.id}, ${clients} client(s), round ${round}: ${formatCount(m.queries)} queries in ${m.seconds} s = ${formatCount(m.queries / m.seconds)}/s; SELECTs via socket +${m.viaSocket}, 127.0.0.1 +${m.viaLoopback}${hop ? `, ${plan.namespaceAddress} +${m.viaNamespace}, veth ${formatCount(m.vethBytes)} B` : ''}`,
            );
            ctx.progress.advance(queries, `${t.id}, ${clients} client(s), round ${round}`);
          }
        }
        for (const t of runnable) {
          const ms = runs.get(t.id) ?? [];
          const rates = ms.map((m) => m.queries / m.seconds);
          const sum = (pick: (m: Measured) => number) => ms.reduce((a, m) => a + pick(m), 0);
          const base = { series: t.id, x: clients };
          rateAndLatencyPoints(ctx, base, rates);
          ctx.point({ ...base, unit: 'selects-via-socket', y: sum((m) => m.viaSocket) });
          ctx.point({ ...base, unit: 'selects-via-loopback', y: sum((m) => m.viaLoopback) });
          if (hop) {
            ctx.point({ ...base, unit: 'selects-via-namespace', y: sum((m) => m.viaNamespace) });
            ctx.point({
              ...base,
              unit: 'veth-bytes-per-query',
              y: roundSignificant(sum((m) => m.vethBytes) / sum((m) => m.queries), 4),
            });
          }
        }
      }
      await admin.end();
    } finally {
      removeOnExit();
      process.off('exit', removeOnExit);
    }
  },
};
