/**
 * `sp-handler` — “勉強会「MySQL Hackingの手引き」を終えて” (Matsunobu,
 * 2009-08-08): one request needs 100 primary-key lookups, made as 100 SQL
 * statements, as one stored-procedure call doing the 100 lookups inside, or
 * (then) as one UDF call reading through the storage engine API. Today's twin
 * on MariaDB: plain SELECTs, the procedure, `HANDLER t READ \`PRIMARY\``
 * (the handler interface from SQL, no optimizer) and server-side prepared
 * statements. Records requests/s, the server's and the client's CPU per
 * lookup, and status-counter deltas that show which path each lookup took.
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { delta, openConnections, type Status } from '../load';
import { Random } from '../random';
import { formatCount, roundSignificant, roundTo, throwIfAborted } from '../util';

interface Params {
  readonly rows: number;
  readonly clients: readonly number[];
  /** A point ends after this many requests (all clients together) … */
  readonly requests: number;
  /** … or after this many seconds, whichever comes first. */
  readonly seconds: number;
  /** Rounds over every variant and client count; the points are medians. */
  readonly rounds: number;
}

export const SP_HANDLER_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a fixed number of requests, so that the counters (and the cost) are the same each run.
  quick: { rows: 100_000, clients: [1, 4], requests: 60, seconds: 10, rounds: 1 },
  full: {
    rows: 1_000_000,
    clients: [1, 4],
    requests: Number.MAX_SAFE_INTEGER,
    seconds: 5,
    rounds: 3,
  },
};

/** Lookups per request, as in the post (“100回で1リクエスト”). */
export const LOOKUPS_PER_REQUEST = 100;

/** Step between the keys of one request: a prime, so the 100 keys are distinct and spread out. */
const KEY_STEP = 7919;

/** The request's keys: 1 + (base + i × 7919) mod rows, i = 0 … 99 — the procedure computes the same. */
export function requestKeys(base: number, rows: number): number[] {
  return Array.from({ length: LOOKUPS_PER_REQUEST }, (_, i) => 1 + ((base + i * KEY_STEP) % rows));
}

export const SP_VARIANTS = [
  {
    id: 'sql',
    label: { ja: 'SQL(SELECT を 100 回)', en: 'SQL (100 SELECTs)' },
  },
  {
    id: 'procedure',
    label: { ja: 'ストアドプロシージャ(CALL を 1 回)', en: 'Stored procedure (1 CALL)' },
  },
  {
    id: 'handler',
    label: { ja: 'HANDLER … READ(100 回)', en: 'HANDLER … READ (100 reads)' },
  },
  {
    id: 'prepared',
    label: {
      ja: 'プリペアドステートメント(EXECUTE を 100 回)',
      en: 'Prepared statement (100 EXECUTEs)',
    },
  },
] as const;
type VariantId = (typeof SP_VARIANTS)[number]['id'];

/** The procedure: the 100 lookups of a request, each a SELECT … INTO, then one result row. */
export function procedureSql(rows: number): string {
  return `CREATE PROCEDURE lookup100(IN base INT UNSIGNED)
BEGIN
  DECLARE i INT DEFAULT 0;
  DECLARE v VARCHAR(64);
  DECLARE found INT DEFAULT 0;
  WHILE i < ${LOOKUPS_PER_REQUEST} DO
    SET v = NULL;
    SELECT val INTO v FROM t WHERE id = 1 + (base + i * ${KEY_STEP}) MOD ${rows};
    IF v IS NOT NULL THEN SET found = found + 1; END IF;
    SET i = i + 1;
  END WHILE;
  SELECT found;
END`;
}

const SELECT_BY_ID = 'SELECT val FROM t WHERE id = ?';

type RowsOf = Array<Record<string, unknown>>;

/** One request of each variant on `conn`: resolves with the rows it found (100 when all went well). */
const REQUEST: Record<
  VariantId,
  (conn: Connection, keys: readonly number[], base: number) => Promise<number>
> = {
  async sql(conn, keys) {
    let found = 0;
    for (const k of keys)
      found += (await conn.query<RowsOf>(`SELECT val FROM t WHERE id = ${k}`)).length;
    return found;
  },
  async procedure(conn, _keys, base) {
    // A CALL answers with its result set and an OK packet.
    const result = await conn.query<[Array<{ found: number | bigint }>, unknown]>(
      `CALL lookup100(${base})`,
    );
    return Number(result[0][0]?.found ?? 0);
  },
  async handler(conn, keys) {
    await conn.query('HANDLER t OPEN');
    let found = 0;
    for (const k of keys)
      found += (await conn.query<RowsOf>(`HANDLER t READ \`PRIMARY\` = (${k})`)).length;
    await conn.query('HANDLER t CLOSE');
    return found;
  },
  async prepared(conn, keys) {
    // The connector prepares once per connection (its prepare cache) and then only executes.
    let found = 0;
    for (const k of keys) found += (await conn.execute<RowsOf>(SELECT_BY_ID, [k])).length;
    return found;
  },
};

/** Status counters recorded per lookup, each with its unit id. */
const COUNTERS = [
  ['Handler_read_key', 'handler-read-key-per-lookup'],
  ['Com_select', 'com-select-per-lookup'],
  ['Com_ha_read', 'com-ha-read-per-lookup'],
  ['Com_call_procedure', 'com-call-procedure-per-lookup'],
  ['Com_stmt_execute', 'com-stmt-execute-per-lookup'],
  ['Com_stmt_prepare', 'com-stmt-prepare-per-lookup'],
  ['Questions', 'statements-per-lookup'],
] as const;

interface Measurement {
  readonly requests: number;
  readonly seconds: number;
  readonly found: number;
  readonly serverCpuSeconds: number;
  readonly clientCpuSeconds: number;
  readonly counters: ReadonlyMap<string, number>;
}

/**
 * Every client sends requests until together they have sent `requests` or
 * `seconds` have passed; each request's base key comes from `random`.
 */
async function measure(
  ctx: ExperimentContext,
  monitor: Connection,
  conns: readonly Connection[],
  variant: VariantId,
  p: Params,
  random: Random,
): Promise<Measurement> {
  const before: Status = await ctx.status(monitor);
  const cpuBefore = ctx.serverCpuSeconds();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + p.seconds * 1000;
  let requests = 0;
  let found = 0;
  await Promise.all(
    conns.map(async (conn) => {
      while (requests < p.requests && performance.now() < deadline) {
        throwIfAborted(ctx.signal);
        requests += 1;
        const base = random.int(p.rows);
        // Not `found += await …`: that would read `found` before the other clients add to it.
        const rows = await REQUEST[variant](conn, requestKeys(base, p.rows), base);
        found += rows;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = ctx.serverCpuSeconds();
  const after = await ctx.status(monitor);
  const counters = new Map(COUNTERS.map(([name]) => [name, delta(before, after, name)]));
  return {
    requests,
    seconds,
    found,
    serverCpuSeconds: cpuAfter - cpuBefore,
    clientCpuSeconds: (client.user + client.system) / 1e6,
    counters,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function seriesId(clients: number): string {
  return `clients-${clients}`;
}

const perLookupUnit = (id: string, ja: string, en: string) =>
  ({ id, label: { ja, en }, symbol: '' }) as const;

export const spHandler: Experiment = {
  id: 'sp-handler',
  script: 'lab/experiments/sp-handler.ts',
  summary:
    '100 primary-key lookups per request as SQL, one stored-procedure CALL, HANDLER … READ and prepared statements: requests/s, server CPU per lookup, Handler_*/Com_* deltas (2009-08-08)',
  dataset: {
    id: 'lab-sp-handler',
    title: {
      ja: '実測: SQL・ストアドプロシージャ・HANDLER による主キー検索(MariaDB)',
      en: 'Measured: primary-key lookups via SQL, a stored procedure and HANDLER (MariaDB)',
    },
    description: {
      ja: '「勉強会「MySQL Hackingの手引き」を終えて」(2009-08-08)の比較を本物の MariaDB で測り直したもの。1 リクエストで 100 回の主キー検索を、SELECT 文 100 回、その 100 回を中で行うストアドプロシージャの CALL 1 回、SQL からハンドラを直接読む HANDLER … READ 100 回、サーバー側のプリペアドステートメント 100 回で行い、毎秒のリクエスト数、検索 1 回あたりのサーバーとクライアントの CPU 時間、状態変数の増分を 1 接続と 4 接続で記録。',
      en: 'A re-measurement on a real MariaDB of the comparison in “勉強会「MySQL Hackingの手引き」を終えて” [after the “MySQL Hacking” study session] (2009-08-08). A request needs 100 primary-key lookups, made as 100 SELECT statements, as one CALL of a stored procedure that makes the 100 lookups inside, as 100 HANDLER … READ statements (the handler interface read from SQL) and as 100 executions of a server-side prepared statement. Requests per second, the server’s and the client’s CPU time per lookup and status-counter deltas are recorded with 1 and 4 clients.',
    },
    tags: ['storage-engines', 'benchmarking'],
    units: [
      { id: 'variant', label: { ja: 'アクセス方法', en: 'Access path' }, symbol: '' },
      {
        id: 'requests-per-s',
        label: {
          ja: '毎秒のリクエスト数(1 リクエスト = 主キー検索 100 回)',
          en: 'Requests per second (1 request = 100 primary-key lookups)',
        },
        symbol: 'requests/s',
      },
      {
        id: 'lookups-per-s',
        label: { ja: '毎秒の主キー検索', en: 'Primary-key lookups per second' },
        symbol: 'lookups/s',
      },
      {
        id: 'server-cpu-us-per-lookup',
        label: {
          ja: '検索 1 回あたりのサーバーの CPU 時間(mariadbd の全スレッド、/proc/<pid>/stat の utime + stime)',
          en: 'Server CPU time per lookup (all mariadbd threads, utime + stime of /proc/<pid>/stat)',
        },
        symbol: 'µs',
      },
      {
        id: 'client-cpu-us-per-lookup',
        label: {
          ja: '検索 1 回あたりの負荷生成側(Node.js のラボのプロセス)の CPU 時間',
          en: 'Load generator (the lab’s Node.js process) CPU time per lookup',
        },
        symbol: 'µs',
      },
      perLookupUnit('rows-per-lookup', '検索 1 回あたりに見つかった行', 'Rows found per lookup'),
      perLookupUnit(
        'handler-read-key-per-lookup',
        '検索 1 回あたりの Handler_read_key の増分(ストレージエンジンへのキー読み取り)',
        'Increase of Handler_read_key per lookup (key reads asked of the storage engine)',
      ),
      perLookupUnit(
        'com-select-per-lookup',
        '検索 1 回あたりの Com_select の増分(プロシージャの中の SELECT も数える)',
        'Increase of Com_select per lookup (SELECTs inside the procedure count too)',
      ),
      perLookupUnit(
        'com-ha-read-per-lookup',
        '検索 1 回あたりの Com_ha_read の増分(HANDLER … READ)',
        'Increase of Com_ha_read per lookup (HANDLER … READ)',
      ),
      perLookupUnit(
        'com-call-procedure-per-lookup',
        '検索 1 回あたりの Com_call_procedure の増分',
        'Increase of Com_call_procedure per lookup',
      ),
      perLookupUnit(
        'com-stmt-execute-per-lookup',
        '検索 1 回あたりの Com_stmt_execute の増分(プリペアドステートメントの実行)',
        'Increase of Com_stmt_execute per lookup (prepared statement executions)',
      ),
      perLookupUnit(
        'com-stmt-prepare-per-lookup',
        '検索 1 回あたりの Com_stmt_prepare の増分(準備し直し)',
        'Increase of Com_stmt_prepare per lookup (statements prepared again)',
      ),
      perLookupUnit(
        'statements-per-lookup',
        '検索 1 回あたりにクライアントが送った文(Questions の増分)',
        'Statements sent by the clients per lookup (increase of Questions)',
      ),
    ],
    series: SP_HANDLER_PARAMS.full.clients.map((c) => ({
      id: seriesId(c),
      label: c === 1 ? { ja: '1 接続', en: '1 client' } : { ja: `${c} 接続`, en: `${c} clients` },
    })),
    categories: SP_VARIANTS.map((v) => ({ id: v.id, label: v.label })),
    chart: { kind: 'groupedBar', x: 'variant', y: 'requests-per-s', yScale: 'linear' },
    notes: [
      {
        ja: '元記事は 20 クライアントの super-smack で、毎秒 SQL 113,701.80 クエリ(100 回で 1 リクエストなので 1,137 リクエスト)、ストアドプロシージャ 1,771.54 回(1 回で 1 リクエスト)、ストレージエンジン API を直接呼ぶ UDF 14,983.40 回(同じく 1 リクエスト)。Intel Xeon X5560 2.80GHz × 16 コア、全レコードが InnoDB のバッファプールにある CPU ネックの条件です(「勉強会「MySQL Hackingの手引き」を終えて」2009-08-08)。ここでは 2 コアを共有する仮想マシンで、サーバーと負荷生成側が同じ 2 コアを使うため、クライアント数は 1 と 4 にしています。比べるのは絶対値ではなく方法どうしの比と、検索 1 回あたりの CPU 時間です。',
        en: 'The post used super-smack with 20 clients: SQL 113,701.80 queries/s (100 make one request, so 1,137 requests/s), the stored procedure 1,771.54 calls/s (one call per request) and a UDF calling the storage engine API 14,983.40 calls/s (one per request), on an Intel Xeon X5560 2.80 GHz × 16 cores with every record in the InnoDB buffer pool, CPU-bound (“勉強会「MySQL Hackingの手引き」を終えて” [after the “MySQL Hacking” study session], 2009-08-08). Here a virtual machine with 2 shared cores runs both the server and the load generator, so 1 and 4 clients are used. What compares is the ratios between the paths and the CPU time per lookup, not the absolute figures.',
      },
      {
        ja: '元記事はプロシージャの中身とテーブル定義を載せていません(再現手順は発表資料のほう)。ここでは表を t (id INT UNSIGNED PRIMARY KEY, val VARCHAR(64))、プロシージャを「100 個のキーを計算して SELECT val INTO v … WHERE id = キー を 100 回、最後に見つかった行数を 1 行返す」ものにしました。100 個の結果セットを返す形にすると、往復は 1 回でもクライアントが読む量は SQL と同じになるためです。キーはリクエストごとにランダムな base から 1 + (base + i × 7919) mod 行数(i = 0〜99)で、どの方法でも同じ計算です。',
        en: 'The post shows neither the procedure nor the table (the steps to reproduce were in the slides). Here the table is t (id INT UNSIGNED PRIMARY KEY, val VARCHAR(64)) and the procedure computes 100 keys, runs SELECT val INTO v … WHERE id = key for each and returns one row with the number found; returning 100 result sets instead would leave one round trip but as much for the client to read as with SQL. The keys are 1 + (base + i × 7919) mod rows (i = 0 … 99) from a random base per request, computed the same way by every path.',
      },
      {
        ja: 'UDF の経路は再現していません。元の UDF のソースは記事になく、ストレージエンジン API を呼ぶ UDF は、サーバーの内部ヘッダーに合わせて C++ でビルドし直す必要があり、mysqld のプロセス内で動くためバグがあればサーバーごと落ちます(元記事自身が挙げる副作用)。いまの MariaDB で SQL からハンドラに最も近い入り口は HANDLER 文で、構文解析はしますがオプティマイザを通らずにインデックスを直接読みます。HANDLER はストアドプロシージャの中では使えないため(ERROR 1314)、1 回の呼び出しで 100 回読む形にはできず、文を 100 回送ります。各リクエストは HANDLER t OPEN、READ 100 回、CLOSE です。',
        en: 'The UDF path is not reproduced. The post does not include the UDF’s source, and a UDF that calls the storage engine API has to be built in C++ against the server’s internal headers and runs inside the server process, where a bug takes the whole server down (a drawback the post itself names). The closest entry to the handler from SQL in today’s MariaDB is the HANDLER statement: it is parsed but skips the optimizer and reads the index directly. HANDLER is not allowed in stored procedures (ERROR 1314), so it cannot make 100 reads in one call; it sends 100 statements. Each request is HANDLER t OPEN, 100 READs and CLOSE.',
      },
      {
        ja: 'プリペアドステートメントは MariaDB Connector/Node.js の execute() で、バイナリプロトコルを使い、接続ごとに 1 回準備した文を実行します(Com_stmt_prepare の増分で確認)。SQL・HANDLER・プロシージャはテキストプロトコルです。接続は Unix ソケットで、ネットワークの往復時間は含みません。',
        en: 'Prepared statements use execute() of MariaDB Connector/Node.js: the binary protocol, with the statement prepared once per connection and then only executed (checked with the increase of Com_stmt_prepare). SQL, HANDLER and the procedure use the text protocol. Clients connect over a Unix socket, so no network round-trip time is included.',
      },
    ],
  },
  async run(ctx) {
    const p = SP_HANDLER_PARAMS[ctx.scale];
    const random = new Random(ctx.seed + 808);
    const perPoint =
      p.requests < Number.MAX_SAFE_INTEGER
        ? {
            ja: `${p.requests} リクエスト(全接続の合計、上限 ${p.seconds} 秒)`,
            en: `${p.requests} requests (all clients together, at most ${p.seconds} s)`,
          }
        : { ja: `${p.seconds} 秒`, en: `${p.seconds} s` };
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'table' },
      'CREATE TABLE t (id INT UNSIGNED NOT NULL PRIMARY KEY, val VARCHAR(64) NOT NULL) ENGINE=InnoDB; val = MD5(id)',
    );
    ctx.record.param(
      { ja: '1 リクエスト', en: 'one request' },
      {
        ja: `主キー検索 ${LOOKUPS_PER_REQUEST} 回。キーは 1 + (base + i × ${KEY_STEP}) mod ${p.rows}(i = 0〜${LOOKUPS_PER_REQUEST - 1}、base はリクエストごとの乱数)`,
        en: `${LOOKUPS_PER_REQUEST} primary-key lookups; keys 1 + (base + i × ${KEY_STEP}) mod ${p.rows} (i = 0 … ${LOOKUPS_PER_REQUEST - 1}, base random per request)`,
      },
    );
    const label = (id: VariantId) => SP_VARIANTS.find((v) => v.id === id)!.label;
    ctx.record.param(label('sql'), 'SELECT val FROM t WHERE id = <k> × 100');
    ctx.record.param(
      label('procedure'),
      `CALL lookup100(<base>) × 1; ${procedureSql(p.rows).replace(/\s+/g, ' ')}`,
    );
    ctx.record.param(
      label('handler'),
      'HANDLER t OPEN; HANDLER t READ `PRIMARY` = (<k>) × 100; HANDLER t CLOSE',
    );
    ctx.record.param(label('prepared'), {
      ja: `${SELECT_BY_ID} × 100(execute()、バイナリプロトコル)`,
      en: `${SELECT_BY_ID} × 100 (execute(), binary protocol)`,
    });
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param({ ja: '1 点の長さ', en: 'per point' }, perPoint);
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      p.rounds === 1
        ? {
            ja: 'アクセス方法とクライアント数の組ごとに、1 リクエストずつのウォームアップのあと計測',
            en: 'for each access path and client count, one warm-up request per client, then the measurement',
          }
        : {
            ja: `アクセス方法とクライアント数の組を順に回すことを ${p.rounds} 回(各組の前に接続ごとに 1 リクエストのウォームアップ)。各点はその中央値`,
            en: `${p.rounds} rounds over every access path and client count (one warm-up request per client before each); each point is the median`,
          },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);

    const groups = p.rounds * SP_VARIANTS.length * p.clients.length;
    // Work units: milliseconds, roughly — loading 50 rows a millisecond, a point its time limit
    // (at --quick about 20 requests a second).
    const loadUnits = Math.round(p.rows / 50);
    const pointUnits = Math.round(Math.min(p.seconds, p.requests / 20) * 1000);
    ctx.progress.begin(loadUnits + groups * pointUnits, 'loading');
    await ctx.startServer({
      innodb_buffer_pool_size: '256M',
      innodb_flush_log_at_trx_commit: 2,
      // Off by default in 10.11; set so that no lookup can come from the query cache.
      query_cache_type: 0,
    });
    const monitor = await ctx.connect();
    await monitor.query('DROP TABLE IF EXISTS t');
    await monitor.query(
      'CREATE TABLE t (id INT UNSIGNED NOT NULL PRIMARY KEY, val VARCHAR(64) NOT NULL) ENGINE=InnoDB',
    );
    await monitor.query(`INSERT INTO t SELECT seq, MD5(seq) FROM seq_1_to_${p.rows}`);
    await monitor.query('DROP PROCEDURE IF EXISTS lookup100');
    await monitor.query(procedureSql(p.rows));
    // Every page into the buffer pool: all lookups are served from memory, as in the post.
    await monitor.query('SELECT COUNT(*) FROM t FORCE INDEX (PRIMARY)');
    ctx.progress.advance(loadUnits, 'loaded');

    const clients = await openConnections(Math.max(...p.clients), () => ctx.connect());
    const results = new Map<string, Measurement[]>();
    for (let round = 0; round < p.rounds; round += 1) {
      for (const v of SP_VARIANTS) {
        for (const n of p.clients) {
          const active = clients.slice(0, n);
          // Warm-up: the procedure cache, the prepare cache, the table handles of each connection.
          await Promise.all(
            active.map((c) => {
              const base = random.int(p.rows);
              return REQUEST[v.id](c, requestKeys(base, p.rows), base);
            }),
          );
          const m = await measure(ctx, monitor, active, v.id, p, random);
          const key = `${v.id}/${n}`;
          results.set(key, [...(results.get(key) ?? []), m]);
          const lookups = m.requests * LOOKUPS_PER_REQUEST;
          ctx.log(
            `sp-handler: ${v.id} ${n} client${n === 1 ? '' : 's'}: ${roundTo(m.requests / m.seconds, 1)} requests/s, server ${Number.isFinite(m.serverCpuSeconds) ? `${String(roundTo((m.serverCpuSeconds / lookups) * 1e6, 1))} µs/lookup` : 'CPU unknown (--server)'}, client ${roundTo((m.clientCpuSeconds / lookups) * 1e6, 1)} µs/lookup, Handler_read_key ${formatCount(m.counters.get('Handler_read_key') ?? 0)} for ${formatCount(lookups)} lookups`,
          );
          ctx.progress.advance(pointUnits, `${v.id}, ${n} clients, round ${round + 1}/${p.rounds}`);
        }
      }
    }
    for (const c of [...clients, monitor]) await c.end();

    for (const v of SP_VARIANTS) {
      for (const n of p.clients) {
        const ms = results.get(`${v.id}/${n}`) ?? [];
        if (ms.length === 0) continue;
        const base = { series: seriesId(n), x: v.id };
        const rates = ms.map((m) => m.requests / m.seconds);
        const note =
          ms.length === 1
            ? {
                ja: `${formatCount(ms[0]!.requests)} リクエスト、${roundTo(ms[0]!.seconds, 2)} 秒`,
                en: `${formatCount(ms[0]!.requests)} requests in ${roundTo(ms[0]!.seconds, 2)} s`,
              }
            : {
                ja: `${ms.length} 回の中央値(各回 ${rates.map((r) => roundTo(r, 1)).join('、')} リクエスト/秒)`,
                en: `median of ${ms.length} runs (${rates.map((r) => roundTo(r, 1)).join(', ')} requests/s)`,
              };
        const perLookup = (f: (m: Measurement) => number) =>
          median(ms.map((m) => f(m) / (m.requests * LOOKUPS_PER_REQUEST)));
        ctx.point({ ...base, unit: 'requests-per-s', y: roundSignificant(median(rates), 4), note });
        ctx.point({
          ...base,
          unit: 'lookups-per-s',
          y: Math.round(median(rates) * LOOKUPS_PER_REQUEST),
        });
        const server = perLookup((m) => m.serverCpuSeconds);
        if (Number.isFinite(server)) {
          ctx.point({
            ...base,
            unit: 'server-cpu-us-per-lookup',
            y: roundSignificant(server * 1e6, 3),
          });
        }
        ctx.point({
          ...base,
          unit: 'client-cpu-us-per-lookup',
          y: roundSignificant(perLookup((m) => m.clientCpuSeconds) * 1e6, 3),
        });
        ctx.point({
          ...base,
          unit: 'rows-per-lookup',
          y: roundTo(
            perLookup((m) => m.found),
            4,
          ),
        });
        for (const [name, unit] of COUNTERS) {
          ctx.point({
            ...base,
            unit,
            y: roundTo(
              perLookup((m) => m.counters.get(name) ?? 0),
              4,
            ),
          });
        }
      }
    }
  },
};
