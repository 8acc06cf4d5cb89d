/**
 * `query-cache` — sh2, "チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ"
 * (2013-03): the Tuningathon 5 benchmark (Q0 `RESET QUERY CACHE`, then five
 * aggregates over MediaWiki's `page` and `revision`) and the "cheat" that made
 * it answer from the query cache — RESET rewritten to FLUSH, a START
 * TRANSACTION slipped in for the AUTOCOMMIT=0 client, NOW() replaced by a
 * constant. Re-run step by step on a scaled copy of the two tables, with the
 * query cache off and on; then the cache's cost under a concurrent mixed
 * read/write load, where every write invalidates the table's cached results.
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { CLIENTS_UNIT, delta, openConnections, runTimed, type Status } from '../load';
import { Random } from '../random';
import { formatCount, roundSignificant, roundTo } from '../util';

interface Params {
  /** Rows of `page`; `revision` has one row per page, as the source's copy nearly had. */
  readonly pages: number;
  readonly bufferPoolMiB: number;
  /** Benchmark rounds per step; the first fills the cache, the points are medians of the others. */
  readonly rounds: number;
  readonly clients: readonly number[];
  /** Seconds per point of the concurrent load. */
  readonly seconds: number;
  /** Passes of the concurrent loads, alternating cache off and on (a restart each); points are medians. */
  readonly loadRepetitions: number;
}

export const QUERY_CACHE_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: the whole pipeline at a few CPU-seconds (aggregates of tens of milliseconds).
  quick: {
    pages: 60_000,
    bufferPoolMiB: 64,
    rounds: 3,
    clients: [1, 4],
    seconds: 1,
    loadRepetitions: 1,
  },
  // Full: the off and on passes alternate three times, so drifting load on the shared machine hits both alike.
  full: {
    pages: 250_000,
    bufferPoolMiB: 128,
    rounds: 4,
    clients: [1, 2, 4, 8],
    seconds: 3,
    loadRepetitions: 3,
  },
};

/**
 * Quick against a reader's server (`--server`): a smaller table, since
 * loading 2 × 60,000 rows was most of that test's 15 CPU-seconds; the hits
 * by step and the cache-on/off split do not depend on the table's size.
 */
const QUERY_CACHE_REMOTE_QUICK: Params = { ...QUERY_CACHE_PARAMS.quick, pages: 15_000 };

/** The parameters of a run: the committed ones, but a smaller quick table remotely. */
export function queryCacheParams(scale: Scale, remote: boolean): Params {
  return remote && scale === 'quick' ? QUERY_CACHE_REMOTE_QUICK : QUERY_CACHE_PARAMS[scale];
}

/** `query_cache_size=1M`, as in the source's my.cnf ("1 MB is enough for these queries"). */
const QUERY_CACHE_SIZE = '1M';
/** Share of `revision` rows by anonymous users (`rev_user = 0`): 273,537 of ≈1.6 M in the source. */
const ANONYMOUS_PERCENT = 17;
/** Rows of `revision` per distinct user: ≈1.6 M rows, 39,434 groups in Q4's result in the source. */
const ROWS_PER_USER = 40;
/** Hot ranges the concurrent readers repeat (so that the cache can answer them). */
const HOT_RANGES = 100;
/** Rows per hot range (`page_id BETWEEN k AND k + 9`). */
const RANGE_ROWS = 10;
/** Rows per INSERT … SELECT while loading. */
const LOAD_BATCH = 100_000;
/**
 * Rough rates on the project machine, only to weigh the progress bar's parts
 * in seconds: rows of both tables loaded per second, rows per second of an
 * uncached benchmark round.
 */
const LOAD_ROWS_PER_S = 4_000;
const ROUND_ROWS_PER_S = 30_000;

/** The benchmark's five SELECTs, as the source prints them (whitespace folded). */
const JOIN = 'FROM page p JOIN revision r ON p.page_id = r.rev_page';
const ARTICLES = 'WHERE p.page_is_redirect = 0 AND p.page_namespace = 0';
const Q2_NOW = "DATE_FORMAT(NOW() - INTERVAL 1 YEAR, '%Y0101000000')";
export const BENCHMARK_QUERIES = [
  { id: 'q1', sql: `SELECT /* Q1 */ COUNT(*) ${JOIN} ${ARTICLES} AND r.rev_user = 0` },
  {
    id: 'q2',
    sql: `SELECT /* Q2 */ COUNT(*) ${JOIN} ${ARTICLES} AND r.rev_user = 0 AND p.page_touched > ${Q2_NOW}`,
  },
  {
    id: 'q3',
    sql: `SELECT /* Q3 */ p.page_id ${JOIN} ${ARTICLES} AND r.rev_user = 0 ORDER BY p.page_touched DESC LIMIT 10`,
  },
  {
    id: 'q4',
    sql: `SELECT /* Q4 */ r.rev_user, COUNT(*) AS c ${JOIN} ${ARTICLES} GROUP BY r.rev_user ORDER BY c DESC`,
  },
  {
    id: 'q5',
    sql: `SELECT /* Q5 */ SUBSTRING(r.rev_timestamp, 1, 6), COUNT(*) AS c ${JOIN} ${ARTICLES} GROUP BY SUBSTRING(r.rev_timestamp, 1, 6) ORDER BY c DESC`,
  },
] as const;

/**
 * The steps of the source, in order: the cache off; on but emptied by Q0 as
 * the rules intend; Q0 rewritten to FLUSH; plus START TRANSACTION; plus Q2's
 * NOW() replaced by a constant.
 */
export const STEPS = [
  {
    id: 'off',
    cache: false,
    flush: false,
    startTransaction: false,
    constantQ2: false,
    label: {
      ja: 'クエリキャッシュ off(query_cache_type=0)',
      en: 'Query cache off (query_cache_type=0)',
    },
  },
  {
    id: 'reset',
    cache: true,
    flush: false,
    startTransaction: false,
    constantQ2: false,
    label: {
      ja: 'on、Q0 は RESET QUERY CACHE(規則どおり)',
      en: 'On, Q0 is RESET QUERY CACHE (as the rules say)',
    },
  },
  {
    id: 'flush',
    cache: true,
    flush: true,
    startTransaction: false,
    constantQ2: false,
    label: {
      ja: 'on、Q0 を FLUSH QUERY CACHE に書き換え',
      en: 'On, Q0 rewritten to FLUSH QUERY CACHE',
    },
  },
  {
    id: 'flush-start-transaction',
    cache: true,
    flush: true,
    startTransaction: true,
    constantQ2: false,
    label: {
      ja: '+ Q0 の直後に START TRANSACTION',
      en: '+ START TRANSACTION right after Q0',
    },
  },
  {
    id: 'flush-start-transaction-constant',
    cache: true,
    flush: true,
    startTransaction: true,
    constantQ2: true,
    label: {
      ja: '+ Q2 の NOW() を年の定数に置き換え',
      en: '+ NOW() in Q2 replaced by the year’s constant',
    },
  },
] as const;
type Step = (typeof STEPS)[number];

/**
 * What `DATE_FORMAT(NOW() - INTERVAL 1 YEAR, '%Y0101000000')` returns on
 * `date`, computed by the client as the source's Lua script did
 * (`os.date('%Y') - 1 .. '0101000000'`).
 */
export function q2Constant(date: Date): string {
  return `'${date.getFullYear() - 1}0101000000'`;
}

/** One benchmark round's statements for a step: Q0 (as sent), maybe START TRANSACTION, Q1–Q5. */
export function roundStatements(
  step: Pick<Step, 'flush' | 'startTransaction' | 'constantQ2'>,
  date: Date,
): Array<{ id: string; sql: string }> {
  const q0 = step.flush
    ? { id: 'q0', sql: 'FLUSH /* Q0_rewrite */ QUERY CACHE' }
    : { id: 'q0', sql: 'RESET /* Q0 */ QUERY CACHE' };
  const start = step.startTransaction
    ? [{ id: 'start-transaction', sql: 'START /* Q1_workaround */ TRANSACTION' }]
    : [];
  const selects = BENCHMARK_QUERIES.map((q) =>
    q.id === 'q2' && step.constantQ2
      ? { id: q.id, sql: q.sql.replace(Q2_NOW, q2Constant(date)).replace('Q2', 'Q2_rewrite') }
      : { id: q.id, sql: q.sql },
  );
  return [q0, ...start, ...selects];
}

/** Query-cache counters of `SHOW GLOBAL STATUS` that the experiment reads. */
export interface QcacheDelta {
  readonly hits: number;
  readonly inserts: number;
  readonly notCached: number;
  readonly lowmemPrunes: number;
  /** Change of `Qcache_queries_in_cache` (may be negative). */
  readonly queriesInCache: number;
}

export function qcacheDelta(before: Status, after: Status): QcacheDelta {
  return {
    hits: delta(before, after, 'Qcache_hits'),
    inserts: delta(before, after, 'Qcache_inserts'),
    notCached: delta(before, after, 'Qcache_not_cached'),
    lowmemPrunes: delta(before, after, 'Qcache_lowmem_prunes'),
    queriesInCache: delta(before, after, 'Qcache_queries_in_cache'),
  };
}

/**
 * Cached results thrown away because a write changed their table. MariaDB
 * has no counter for it; every stored result either is still in the cache,
 * was pruned for lack of memory, or was invalidated (no FLUSH/RESET runs
 * meanwhile), so it is inserts − growth of the cache − low-memory prunes.
 */
export function invalidatedEntries(d: QcacheDelta): number {
  return Math.max(0, d.inserts - d.queriesInCache - d.lowmemPrunes);
}

async function qcacheStatus(conn: Connection): Promise<Status> {
  const rows = await conn.query<Array<{ Variable_name: string; Value: string }>>(
    "SHOW GLOBAL STATUS LIKE 'Qcache%'",
  );
  return new Map(rows.map((r) => [r.Variable_name, Number(r.Value)]));
}

/** What the pre-flight reads of the reader's server for query-cache. */
export interface QueryCacheFacts {
  /** `VERSION()`. */
  readonly version: string;
  /** `@@have_query_cache` (`YES`/`NO`), null where the variable does not exist (MySQL 8). */
  readonly haveQueryCache: string | null;
  /** `@@GLOBAL.query_cache_type`: OFF, ON or DEMAND. */
  readonly type: string;
  /** `@@GLOBAL.query_cache_size` in bytes. */
  readonly size: number;
  /** Error number of `SET SESSION query_cache_type = ON`, null when it worked. */
  readonly sessionSetErrno: number | null;
}

/** ER_QUERY_CACHE_DISABLED: started with query_cache_type=0, MySQL cannot switch the cache on at run time. */
const ER_QUERY_CACHE_DISABLED = 1651;

/**
 * Why query-cache cannot run on this server (the pre-flight's refusal, naming the setting), or
 * null. Remotely the experiment needs the cache available, and switched on or switchable with
 * `--set-globals`.
 */
export function queryCacheRefusal(f: QueryCacheFacts, setGlobals: boolean): string | null {
  if (f.haveQueryCache === null || f.haveQueryCache.toUpperCase() !== 'YES') {
    return /mariadb/i.test(f.version) || !/^([89]|\d{2,})\./.test(f.version)
      ? `query-cache needs the query cache, which ${f.version} does not have (have_query_cache=${f.haveQueryCache ?? 'unknown'}).`
      : `query-cache needs the query cache, which MySQL ${f.version} does not have (it was removed in MySQL 8.0); it runs on MariaDB (or MySQL 5.7 and older).`;
  }
  if (f.sessionSetErrno === ER_QUERY_CACHE_DISABLED) {
    return 'query-cache cannot switch the query cache on: the server started with query_cache_type=0, and only a restart with query_cache_type=2 (DEMAND) or 1 changes that (ERROR 1651).';
  }
  if (!setGlobals && (!/^(on|1)$/i.test(f.type) || f.size === 0)) {
    return `query-cache needs the query cache on, and the server has query_cache_type=${f.type}, query_cache_size=${f.size}: run it with --set-globals, which sets ${remoteQueryCacheChanges(f)} for the run only (other clients' queries may then be cached too) and restores it at the end.`;
  }
  return null;
}

/**
 * The query-cache settings wanted on the reader's server: ON, as the benchmark ran (with DEMAND
 * it would need SQL_CACHE, which also caches Q2's NOW()), 1M where the cache has no memory;
 * otherwise the server's own size, never resized (a resize empties the whole server's cache, as
 * RESET QUERY CACHE would).
 */
export function remoteQueryCacheVariables(f: Pick<QueryCacheFacts, 'type' | 'size'>): {
  query_cache_type: string;
  query_cache_size: string | number;
} {
  return {
    query_cache_type: /^(on|1)$/i.test(f.type) ? f.type : 'ON',
    query_cache_size: f.size === 0 ? QUERY_CACHE_SIZE : f.size,
  };
}

function remoteQueryCacheChanges(f: Pick<QueryCacheFacts, 'type' | 'size'>): string {
  const want = remoteQueryCacheVariables(f);
  return [
    want.query_cache_type !== f.type ? `query_cache_type=${want.query_cache_type}` : '',
    want.query_cache_size !== f.size ? `query_cache_size=${want.query_cache_size}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** The pre-flight's facts, read on its connection (the session SET touches that session only). */
export async function readQueryCacheFacts(conn: Connection): Promise<QueryCacheFacts> {
  const version = (await conn.query<Array<{ v: string }>>('SELECT VERSION() AS v'))[0]?.v ?? '';
  const have = await conn
    .query<Array<{ h: string }>>('SELECT @@have_query_cache AS h')
    .then((r) => r[0]?.h ?? '')
    .catch(() => null);
  if (have === null || have.toUpperCase() !== 'YES') {
    return { version, haveQueryCache: have, type: 'OFF', size: 0, sessionSetErrno: null };
  }
  const rows = await conn.query<Array<{ t: string; s: number | bigint }>>(
    'SELECT @@GLOBAL.query_cache_type AS t, @@GLOBAL.query_cache_size AS s',
  );
  const sessionSetErrno = await conn
    .query('SET SESSION query_cache_type = ON')
    .then(() => null)
    .catch((e: unknown) => (e as { errno?: number }).errno ?? -1);
  return {
    version,
    haveQueryCache: have,
    type: rows[0]?.t ?? 'OFF',
    size: Number(rows[0]?.s ?? 0),
    sessionSetErrno,
  };
}

/** `SELECT` → `SELECT SQL_NO_CACHE`: "cache off" on the reader's server, where the cache stays on. */
export function withoutCache(sql: string): string {
  return sql.replace(/^SELECT\b/, 'SELECT SQL_NO_CACHE');
}

/**
 * Q0 on the reader's server, where neither RESET nor FLUSH QUERY CACHE may run (both reach the
 * whole server's cache): a COMMIT, which is what either does to the session (an implicit commit).
 * RESET's effect on the lab's results — all gone — comes from a write to `page` just before.
 */
const REMOTE_Q0 = 'COMMIT /* Q0 */';
/** Empties the lab's results only: any change to `page` invalidates every cached result using it. */
const INVALIDATE_LAB_RESULTS = 'UPDATE page SET page_len = page_len + 1 WHERE page_id = 1';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Deterministic values from the row number and the seed (MariaDB's CRC32 of a string). */
const hash = (seed: number, salt: string) => `CRC32(CONCAT(${seed}, '${salt}', seq))`;

async function load(ctx: ExperimentContext, conn: Connection, pages: number): Promise<void> {
  await conn.query('DROP TABLE IF EXISTS page, revision');
  // The source's two tables, cut to the columns and indexes the queries use.
  await conn.query(`CREATE TABLE page (
    page_id INT UNSIGNED NOT NULL AUTO_INCREMENT,
    page_namespace INT NOT NULL,
    page_title VARBINARY(255) NOT NULL,
    page_is_redirect TINYINT UNSIGNED NOT NULL DEFAULT 0,
    page_touched BINARY(14) NOT NULL,
    page_len INT UNSIGNED NOT NULL,
    PRIMARY KEY (page_id),
    UNIQUE KEY name_title (page_namespace, page_title),
    KEY page_redirect_namespace_len (page_is_redirect, page_namespace, page_len)
  ) ENGINE=InnoDB`);
  await conn.query(`CREATE TABLE revision (
    rev_id INT UNSIGNED NOT NULL AUTO_INCREMENT,
    rev_page INT UNSIGNED NOT NULL,
    rev_user INT UNSIGNED NOT NULL DEFAULT 0,
    rev_timestamp BINARY(14) NOT NULL,
    rev_len INT UNSIGNED,
    PRIMARY KEY (rev_id),
    UNIQUE KEY rev_page_id (rev_page, rev_id),
    KEY rev_timestamp (rev_timestamp),
    KEY page_timestamp (rev_page, rev_timestamp),
    KEY user_timestamp (rev_user, rev_timestamp)
  ) ENGINE=InnoDB`);
  const s = ctx.seed;
  const users = Math.max(1, Math.round(pages / ROWS_PER_USER));
  for (let start = 1; start <= pages; start += LOAD_BATCH) {
    const end = Math.min(pages, start + LOAD_BATCH - 1);
    // 60 % of pages in namespace 0, a quarter redirects; touched within the last three years.
    await conn.query(
      `INSERT INTO page (page_id, page_namespace, page_title, page_is_redirect, page_touched, page_len)
       SELECT seq, IF(${hash(s, 'n')} % 100 < 60, 0, 1 + ${hash(s, 'n')} % 15), CONCAT('Page_', seq),
              IF(${hash(s, 'r')} % 100 < 25, 1, 0),
              DATE_FORMAT(NOW() - INTERVAL (${hash(s, 't')} % (3 * 365 * 86400)) SECOND, '%Y%m%d%H%i%s'),
              ${hash(s, 'l')} % 50000
         FROM seq_${start}_to_${end}`,
    );
    await conn.query(
      `INSERT INTO revision (rev_id, rev_page, rev_user, rev_timestamp, rev_len)
       SELECT seq, seq,
              IF(${hash(s, 'u')} % 100 < ${ANONYMOUS_PERCENT}, 0, 1 + (${hash(s, 'u')} DIV 100) % ${users}),
              DATE_FORMAT(TIMESTAMP'2001-01-15 00:00:00' + INTERVAL (${hash(s, 'v')} % (12 * 365 * 86400)) SECOND, '%Y%m%d%H%i%s'),
              ${hash(s, 'w')} % 50000
         FROM seq_${start}_to_${end}`,
    );
    ctx.progress.advance((end - start + 1) / LOAD_ROWS_PER_S, `loading ${formatCount(end)} pages`);
  }
  await conn.query('ANALYZE TABLE page, revision');
}

/** Runs Q1–Q5 once without the cache, so the buffer pool holds what they read. */
async function warm(conn: Connection): Promise<void> {
  for (const q of BENCHMARK_QUERIES)
    await conn.query(q.sql.replace('SELECT', 'SELECT SQL_NO_CACHE'));
}

interface QueryRun {
  readonly seconds: number;
  readonly qcache: QcacheDelta;
}

/**
 * One round as the source's Python client ran it: a new connection with
 * AUTOCOMMIT off (MySQLdb's default), the statements in order, each timed;
 * the counters are read on a separate connection between them.
 */
async function runRound(
  ctx: ExperimentContext,
  admin: Connection,
  step: Step,
  date: Date,
): Promise<Map<string, QueryRun>> {
  const conn = await ctx.connect();
  const out = new Map<string, QueryRun>();
  const remote = ctx.server === null;
  try {
    await conn.query('SET autocommit = 0');
    for (const st of roundStatements(step, date)) {
      let sql = st.sql;
      if (remote && st.id === 'q0') {
        if (!step.flush) await admin.query(INVALIDATE_LAB_RESULTS);
        sql = REMOTE_Q0;
      } else if (remote && !step.cache) {
        sql = withoutCache(sql);
      }
      const before = await qcacheStatus(admin);
      const started = process.hrtime.bigint();
      await conn.query(sql);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      out.set(st.id, { seconds, qcache: qcacheDelta(before, await qcacheStatus(admin)) });
    }
  } finally {
    await conn.end();
  }
  return out;
}

const ROUND_IDS = ['q0', ...BENCHMARK_QUERIES.map((q) => q.id)] as const;

async function runSteps(
  ctx: ExperimentContext,
  admin: Connection,
  steps: readonly Step[],
  p: Params,
): Promise<void> {
  const date = new Date();
  for (const step of steps) {
    const rounds: Array<Map<string, QueryRun>> = [];
    for (let r = 0; r < p.rounds; r += 1) {
      rounds.push(await runRound(ctx, admin, step, date));
      ctx.progress.advance(p.pages / ROUND_ROWS_PER_S, `${step.id} round ${r + 1}/${p.rounds}`);
    }
    // The first round fills the cache; what the cheat buys shows in the repeats.
    const repeats = rounds.slice(1);
    const totals = repeats.map((m) => [...m.values()].reduce((a, q) => a + q.seconds, 0));
    const firstTotal = [...rounds[0]!.values()].reduce((a, q) => a + q.seconds, 0);
    for (const id of ROUND_IDS) {
      const runs = repeats.map((m) => m.get(id)).filter((q): q is QueryRun => q !== undefined);
      const base = { series: step.id, x: id };
      ctx.point({
        ...base,
        unit: 'seconds',
        y: roundSignificant(median(runs.map((q) => q.seconds)), 3),
      });
      if (id === 'q0') continue;
      ctx.point({ ...base, unit: 'qcache-hits', y: median(runs.map((q) => q.qcache.hits)) });
      ctx.point({ ...base, unit: 'qcache-inserts', y: median(runs.map((q) => q.qcache.inserts)) });
      ctx.point({
        ...base,
        unit: 'qcache-not-cached',
        y: median(runs.map((q) => q.qcache.notCached)),
      });
    }
    ctx.point({
      series: step.id,
      x: 'total',
      unit: 'seconds',
      y: roundSignificant(median(totals), 3),
      note: {
        ja: `${repeats.length} 回の中央値(各回 ${totals.map((t) => roundTo(t, 4)).join('、')} 秒)。キャッシュを満たす 1 回目は ${roundTo(firstTotal, 4)} 秒`,
        en: `median of ${repeats.length} rounds (${totals.map((t) => roundTo(t, 4)).join(', ')} s); the first round, which fills the cache, took ${roundTo(firstTotal, 4)} s`,
      },
    });
    ctx.log(
      `query-cache: ${step.id}: total ${roundTo(median(totals), 4)} s (first ${roundTo(firstTotal, 4)} s), hits per round ${median(repeats.map((m) => [...m.values()].reduce((a, q) => a + q.qcache.hits, 0)))}`,
    );
  }
}

/** The concurrent loads: reads only, and reads with a share of single-row UPDATEs. */
export const LOADS = [
  { id: 'reads', writePercent: 0 },
  { id: 'mixed', writePercent: 10 },
] as const;

export function loadSeriesId(cache: boolean, load: (typeof LOADS)[number]): string {
  return `load-${cache ? 'cache-on' : 'cache-off'}-${load.id}`;
}

interface LoadMeasurement {
  readonly ops: number;
  readonly reads: number;
  readonly seconds: number;
  readonly serverCpuSeconds: number;
  readonly qcache: QcacheDelta;
}

/** One pass of both loads at every client count on the running server. */
async function measureLoads(
  ctx: ExperimentContext,
  admin: Connection,
  cache: boolean,
  p: Params,
  random: Random,
  into: Map<string, LoadMeasurement[]>,
): Promise<void> {
  const conns = await openConnections(Math.max(...p.clients), () => ctx.connect());
  // Hot ranges spread over the table; readers repeat them, so the cache can answer.
  const hot = Array.from(
    { length: HOT_RANGES },
    (_, i) => 1 + Math.floor((i * (p.pages - RANGE_ROWS)) / HOT_RANGES),
  );
  const select = ctx.server === null && !cache ? withoutCache('SELECT') : 'SELECT';
  const readHot = (c: Connection, k: number) =>
    c.query(
      `${select} p.page_id, p.page_len, r.rev_user, r.rev_timestamp FROM page p JOIN revision r ON r.rev_page = p.page_id WHERE p.page_id BETWEEN ${k} AND ${k + RANGE_ROWS - 1}`,
    );
  // Each range read once first (stored when the cache is on), so a pass measures the steady state.
  for (const k of hot) await readHot(admin, k);
  for (const load of LOADS) {
    for (const clients of p.clients) {
      const before = await qcacheStatus(admin);
      const cpuBefore = ctx.serverCpuSeconds();
      let writes = 0;
      const result = await runTimed(conns.slice(0, clients), p.seconds * 1000, ctx.signal, (c) => {
        if (random.int(100) < load.writePercent) {
          writes += 1;
          // page_len is in no predicate of the benchmark, so its results stay the same; the table changes all the same.
          return c.query(
            `UPDATE page SET page_len = page_len + 1 WHERE page_id = ${1 + random.int(p.pages)}`,
          );
        }
        return readHot(c, hot[random.int(hot.length)]!);
      });
      const m: LoadMeasurement = {
        ops: result.total,
        reads: result.total - writes,
        seconds: result.seconds,
        serverCpuSeconds: ctx.serverCpuSeconds() - cpuBefore,
        qcache: qcacheDelta(before, await qcacheStatus(admin)),
      };
      const series = loadSeriesId(cache, load);
      const key = `${series}\u0000${clients}`;
      into.set(key, [...(into.get(key) ?? []), m]);
      ctx.log(
        `query-cache: ${series}, ${clients} clients: ${Math.round(m.ops / m.seconds)} ops/s, ${m.qcache.hits} hits, ${invalidatedEntries(m.qcache)} invalidated`,
      );
      ctx.progress.advance(p.seconds, `${series}, ${clients} clients`);
    }
  }
  for (const c of conns) await c.end();
}

/** The load points: per series and client count, the median over the repetitions. */
function loadPoints(ctx: ExperimentContext, p: Params, all: Map<string, LoadMeasurement[]>): void {
  for (const cache of [false, true]) {
    for (const load of LOADS) {
      const series = loadSeriesId(cache, load);
      for (const clients of p.clients) {
        const ms = all.get(`${series}\u0000${clients}`) ?? [];
        if (ms.length === 0) continue;
        const rate = (f: (m: LoadMeasurement) => number) =>
          roundSignificant(median(ms.map((m) => f(m) / m.seconds)), 4);
        const rates = ms.map((m) => Math.round(m.ops / m.seconds));
        const base = { series, x: clients };
        ctx.point({
          ...base,
          unit: 'ops-per-s',
          y: rate((m) => m.ops),
          ...(ms.length > 1
            ? {
                note: {
                  ja: `${ms.length} 回の中央値(各回 ${rates.join('、')} 文/秒)`,
                  en: `median of ${ms.length} runs (${rates.join(', ')} statements/s)`,
                },
              }
            : {}),
        });
        ctx.point({ ...base, unit: 'reads-per-s', y: rate((m) => m.reads) });
        ctx.point({
          ...base,
          unit: 'hit-percent',
          y: roundTo(median(ms.map((m) => (m.reads > 0 ? (100 * m.qcache.hits) / m.reads : 0))), 1),
        });
        ctx.point({ ...base, unit: 'qcache-inserts-per-s', y: rate((m) => m.qcache.inserts) });
        ctx.point({
          ...base,
          unit: 'invalidated-per-s',
          y: rate((m) => invalidatedEntries(m.qcache)),
        });
        ctx.point({
          ...base,
          unit: 'lowmem-prunes',
          y: median(ms.map((m) => m.qcache.lowmemPrunes)),
        });
        const cpu = ms.filter((m) => Number.isFinite(m.serverCpuSeconds) && m.ops > 0);
        if (cpu.length === ms.length) {
          ctx.point({
            ...base,
            unit: 'server-cpu-us-per-op',
            y: roundSignificant(median(cpu.map((m) => (m.serverCpuSeconds * 1e6) / m.ops)), 3),
          });
        }
      }
    }
  }
}

/** Said in the dataset's notes of a run on the reader's server. */
const REMOTE_NOTE = {
  ja: '利用者のサーバーでは再起動できず、サーバー全体に効く RESET QUERY CACHE と FLUSH QUERY CACHE も実行しません。キャッシュが ON でなければ --set-globals で実行中だけ query_cache_type=ON にし(その間はほかの接続の文もキャッシュされうる)、終了時に戻します。キャッシュ off は文ごとのヒント SELECT SQL_NO_CACHE で、同時負荷の off と on の間に再起動はありません(SQL_CACHE は使いません: DEMAND で SQL_CACHE を付けると、NOW() を含む Q2 までキャッシュされました)。Q0 は COMMIT に置き換えています(RESET も FLUSH もセッションには暗黙のコミットとして効くだけ)。RESET の段階では、その直前に page の 1 行を UPDATE して、ラボの結果だけをキャッシュから消しています。query_cache_size は 0 のときだけ 1M にし、それ以外は変えません(変えるとサーバー全体のキャッシュが空になる)。Qcache_* はサーバー全体のカウンタなので、ほかの接続のキャッシュの利用も数えます。サーバーの CPU 時間は測れないため、その点はありません。',
  en: 'The reader’s server is not restarted, and neither RESET QUERY CACHE nor FLUSH QUERY CACHE runs there (both reach the whole server’s cache). If the cache is not ON, --set-globals sets query_cache_type=ON for the run only (other clients’ queries may be cached meanwhile) and restores it at the end. Cache off is the hint SELECT SQL_NO_CACHE per query, with no restart between the concurrent loads (SQL_CACHE is not used: with DEMAND and SQL_CACHE, even Q2 with its NOW() was cached). Q0 is replaced by COMMIT (to the session, RESET and FLUSH are an implicit commit only); for the RESET step, an UPDATE of one page row just before removes the lab’s results, and only those, from the cache. query_cache_size is set to 1M only where it is 0, never resized otherwise (a resize empties the whole server’s cache). Qcache_* count for the whole server, so other clients’ use of the cache counts too. The server’s CPU time cannot be read remotely, so there are no server-CPU points.',
};

export const queryCache: Experiment = {
  id: 'query-cache',
  script: 'lab/experiments/query-cache.ts',
  summary:
    'Tuningathon 5 benchmark with the query cache off/on and the 2013 "cheat" step by step (FLUSH, START TRANSACTION, NOW() constant); then a mixed read/write load by clients, cache on vs off (2013-03)',
  dataset: {
    id: 'lab-query-cache',
    title: {
      ja: '実測: クエリキャッシュとチューニンガソン 5 の「チート」(MariaDB)',
      en: 'Measured: the query cache and the Tuningathon 5 “cheat” (MariaDB)',
    },
    description: {
      ja: 'sh2 氏の「チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ」(2013 年 3 月)のベンチマーク(Q0 の RESET QUERY CACHE と、page と revision を結合する集計 Q1〜Q5)を、縮小したテーブルで MariaDB 10.11 のクエリキャッシュ off と on で測り直したもの。チートの各段階(RESET を FLUSH に書き換え、START TRANSACTION の挿入、NOW() の定数化)ごとに、繰り返したときのクエリごとの時間と Qcache_hits・Qcache_inserts・Qcache_not_cached の増分を記録。さらに、読み込みだけの負荷と書き込みが 10 % 混ざる負荷を同時接続数ごとに流し、キャッシュ on と off のスループット、ヒット率、無効化された結果の数、サーバーの CPU 時間を比べる。',
      en: 'The benchmark of sh2’s “チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ” [Tuningathon 5 review: MySQL 5.5 cheat edition] (March 2013) — Q0 RESET QUERY CACHE, then five aggregates Q1–Q5 joining page and revision — re-measured on scaled tables with MariaDB 10.11’s query cache off and on. For each step of the cheat (RESET rewritten to FLUSH, START TRANSACTION slipped in, NOW() replaced by a constant) the time of each query on repeated rounds and the increase of Qcache_hits, Qcache_inserts and Qcache_not_cached are recorded. Then a read-only load and a load with 10 % writes run by number of clients, comparing throughput, hit rate, invalidated results and server CPU time with the cache on and off.',
    },
    tags: ['benchmarking'],
    units: [
      { id: 'query', label: { ja: 'クエリ', en: 'Query' }, symbol: '' },
      CLIENTS_UNIT,
      {
        id: 'seconds',
        label: {
          ja: '実行時間(2 回目以降の中央値)',
          en: 'Run time (median of the repeated rounds)',
        },
        symbol: 's',
      },
      {
        id: 'qcache-hits',
        label: { ja: '1 回あたりの Qcache_hits の増分', en: 'Increase of Qcache_hits per round' },
        symbol: 'hits',
      },
      {
        id: 'qcache-inserts',
        label: {
          ja: '1 回あたりの Qcache_inserts の増分',
          en: 'Increase of Qcache_inserts per round',
        },
        symbol: 'inserts',
      },
      {
        id: 'qcache-not-cached',
        label: {
          ja: '1 回あたりの Qcache_not_cached の増分(キャッシュできない・使えないとされた回数)',
          en: 'Increase of Qcache_not_cached per round (queries the cache refused)',
        },
        symbol: 'queries',
      },
      {
        id: 'ops-per-s',
        label: {
          ja: '処理した文の数(読み書き合計)',
          en: 'Statements completed (reads and writes)',
        },
        symbol: 'ops/s',
      },
      {
        id: 'reads-per-s',
        label: { ja: '読み込みの数', en: 'Reads completed' },
        symbol: 'reads/s',
      },
      {
        id: 'hit-percent',
        label: {
          ja: 'キャッシュから返した読み込みの割合(Qcache_hits の増分 ÷ 読み込み数)',
          en: 'Reads answered from the cache (increase of Qcache_hits ÷ reads)',
        },
        symbol: '%',
      },
      {
        id: 'qcache-inserts-per-s',
        label: {
          ja: 'キャッシュに入れた結果(Qcache_inserts)',
          en: 'Results stored in the cache (Qcache_inserts)',
        },
        symbol: 'inserts/s',
      },
      {
        id: 'invalidated-per-s',
        label: {
          ja: '書き込みで無効化された結果(Qcache_inserts − Qcache_queries_in_cache の増分 − Qcache_lowmem_prunes)',
          en: 'Results invalidated by writes (Qcache_inserts − increase of Qcache_queries_in_cache − Qcache_lowmem_prunes)',
        },
        symbol: 'results/s',
      },
      {
        id: 'lowmem-prunes',
        label: {
          ja: 'メモリ不足で追い出した結果(Qcache_lowmem_prunes の増分)',
          en: 'Results evicted for lack of memory (increase of Qcache_lowmem_prunes)',
        },
        symbol: 'results',
      },
      {
        id: 'server-cpu-us-per-op',
        label: {
          ja: '1 文あたりのサーバーの CPU 時間(mariadbd の全スレッド)',
          en: 'Server CPU time per statement (all mariadbd threads)',
        },
        symbol: 'µs',
      },
    ],
    series: [
      ...STEPS.map((s) => ({ id: s.id, label: s.label })),
      ...[false, true].flatMap((cache) =>
        LOADS.map((l) => ({
          id: loadSeriesId(cache, l),
          label:
            l.writePercent === 0
              ? {
                  ja: `同時負荷: 読み込みのみ、キャッシュ ${cache ? 'on' : 'off'}`,
                  en: `Concurrent load: reads only, cache ${cache ? 'on' : 'off'}`,
                }
              : {
                  ja: `同時負荷: 書き込み ${l.writePercent} %、キャッシュ ${cache ? 'on' : 'off'}`,
                  en: `Concurrent load: ${l.writePercent} % writes, cache ${cache ? 'on' : 'off'}`,
                },
        })),
      ),
    ],
    categories: [
      { id: 'q0', label: { ja: 'Q0(RESET/FLUSH)', en: 'Q0 (RESET/FLUSH)' } },
      ...BENCHMARK_QUERIES.map((q) => ({
        id: q.id,
        label: { ja: q.id.toUpperCase(), en: q.id.toUpperCase() },
      })),
      { id: 'total', label: { ja: '合計', en: 'Total' } },
    ],
    chart: { kind: 'groupedBar', x: 'query', y: 'seconds', yScale: 'log' },
    notes: [
      {
        ja: '元記事は、チューニンガソン 5(2013 年 1 月、Amazon EC2 m1.xlarge、MySQL 5.5.29)の計測を Core i5-2400S の PC で再現したもの。ベースラインの合計 43.976 秒(1 回目)、バッファプール 1 GB で 8.8 秒、RESET→FLUSH で 1.0 秒、START TRANSACTION の挿入で 0.56 秒、NOW() の定数化で 0.067 秒(sh2「チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ」、2013 年 3 月)。Wikipedia 日本語版の page(354.2 MB)と revision(618.9 MB)は再配布されていないため、ここでは同じ列と索引を持つ表を生成し、行数を 6 万〜25 万行に縮めています(元は約 160 万行)。比べるのは絶対値ではなく、段階ごとの形です。',
        en: 'The post re-ran the Tuningathon 5 benchmark (January 2013, Amazon EC2 m1.xlarge, MySQL 5.5.29) on a Core i5-2400S PC: a baseline total of 43.976 s (first run), 8.8 s with a 1 GB buffer pool, 1.0 s with RESET rewritten to FLUSH, 0.56 s with START TRANSACTION slipped in, 0.067 s with NOW() replaced by a constant (sh2, “チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ” [Tuningathon 5 review: MySQL 5.5 cheat edition], March 2013). The Japanese Wikipedia page (354.2 MB) and revision (618.9 MB) tables are not redistributed, so tables with the same columns and indexes are generated here, cut to 60,000–250,000 rows (about 1.6 million in the source). What compares is the shape across the steps, not the absolute times.',
      },
      {
        ja: '生成したデータは元記事の比率に合わせています: revision は 1 ページ 1 行、匿名ユーザー(rev_user = 0)が 17 %(元は約 160 万行中 Q1 の 273,537 件)、ユーザー数は行数の 1/40(元は Q4 の結果が 39,434 行)。ページの 60 % が名前空間 0、25 % がリダイレクト、page_touched は直近 3 年、rev_timestamp は 2001〜2013 年。バッファプールは両方の表が収まる大きさで(元記事のチューニングその 1 に当たる)、Q1〜Q5 を一度キャッシュなしで流してから測っています。',
        en: 'The generated data follows the source’s proportions: one revision per page, 17 % of revisions by anonymous users (rev_user = 0; Q1 counted 273,537 of about 1.6 million in the source), one user per 40 rows (Q4 returned 39,434 rows in the source). 60 % of pages are in namespace 0, a quarter are redirects, page_touched falls within the last three years and rev_timestamp in 2001–2013. The buffer pool holds both tables (the post’s first tuning step), and Q1–Q5 run once without the cache before measuring.',
      },
      {
        ja: '各回は元の Python クライアント(MySQLdb)と同じく、新しい接続で AUTOCOMMIT を OFF にしてから Q0〜Q5 を順に実行します。MySQL Proxy は使わず、書き換えたあとの文を直接送ります。query_cache_size は元記事と同じ 1M。',
        en: 'Each round, like the source’s Python client (MySQLdb), opens a new connection with AUTOCOMMIT off and runs Q0–Q5 in order. No MySQL Proxy: the rewritten statements are sent directly. query_cache_size is 1M, as in the post.',
      },
      {
        ja: '同時負荷は、100 個の決まった範囲(page_id の 10 行)を page と revision の結合で読む文と、ランダムな 1 行の page_len を増やす UPDATE(autocommit)です。page_len はベンチマークのどの条件にも使われませんが、表が変われば、その表を使うキャッシュ済みの結果はすべて捨てられます。クライアントは同じ 2 コアのマシンで動くため、接続数を増やすとサーバーと CPU を取り合います。',
        en: 'The concurrent load reads one of 100 fixed ranges (10 page_ids) joining page and revision, and updates page_len of one random row (autocommit). page_len is in none of the benchmark’s predicates, but any change to a table throws away every cached result that uses it. The clients run on the same 2-core machine, so more clients also compete with the server for CPU.',
      },
    ],
  },
  async run(ctx) {
    const p = queryCacheParams(ctx.scale, ctx.server === null);
    ctx.record.param(
      { ja: 'page と revision の行数', en: 'rows of page and of revision' },
      formatCount(p.pages),
    );
    ctx.record.param(
      { ja: 'ベンチマークの文', en: 'benchmark statements' },
      ['RESET /* Q0 */ QUERY CACHE', ...BENCHMARK_QUERIES.map((q) => q.sql)].join('; '),
    );
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      {
        ja: `段階ごとに ${p.rounds} 回。各回は新しい接続、SET autocommit = 0、Q0〜Q5。1 回目はキャッシュを満たす回で、各点は 2 回目以降の中央値`,
        en: `${p.rounds} rounds per step, each on a new connection with SET autocommit = 0, Q0–Q5; the first round fills the cache, each point is the median of the others`,
      },
    );
    ctx.record.param(
      { ja: '同時負荷の文', en: 'concurrent statements' },
      `SELECT p.page_id, p.page_len, r.rev_user, r.rev_timestamp FROM page p JOIN revision r ON r.rev_page = p.page_id WHERE p.page_id BETWEEN k AND k + ${RANGE_ROWS - 1} (k: ${HOT_RANGES} fixed values); UPDATE page SET page_len = page_len + 1 WHERE page_id = <random>`,
    );
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients.join(', '));
    ctx.record.param(
      { ja: '同時負荷の繰り返し', en: 'concurrent load passes' },
      {
        ja: `キャッシュ off と on を交互に ${p.loadRepetitions} 回ずつ(毎回サーバーを再起動)。${p.loadRepetitions > 1 ? '各点はその中央値' : ''}`,
        en: `${p.loadRepetitions} per setting, cache off and on alternating (a server restart each)${p.loadRepetitions > 1 ? '; each point is the median' : ''}`,
      },
    );
    ctx.record.param(
      { ja: 'キャッシュ off / on', en: 'cache off / on' },
      ctx.server === null
        ? {
            ja: 'SELECT SQL_NO_CACHE / query_cache_type=ON のまま(利用者のサーバーでは文ごとのヒント。Q0 は COMMIT、RESET の段階ではその前に page の 1 行を UPDATE)',
            en: 'SELECT SQL_NO_CACHE / as is with query_cache_type=ON (a hint per query on the reader’s server; Q0 is COMMIT, after an UPDATE of one page row for RESET)',
          }
        : `query_cache_type=0 query_cache_size=0 / query_cache_type=1 query_cache_size=${QUERY_CACHE_SIZE} (mariadbd start-up options)`,
    );
    ctx.record.param({ ja: '1 点あたりの計測時間', en: 'measurement per point' }, `${p.seconds} s`);
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const common = {
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      innodb_flush_log_at_trx_commit: 2,
      max_connections: 50,
    };
    const loadWork = LOADS.length * p.clients.length * p.seconds;
    ctx.progress.begin(
      p.pages / LOAD_ROWS_PER_S +
        (STEPS.length * p.rounds * p.pages) / ROUND_ROWS_PER_S +
        2 * p.loadRepetitions * loadWork,
      'loading',
    );
    // Cache off as MySQL 8.0 has it (no cache at all): query_cache_type=0 and size 0 at start-up.
    const off = { ...common, query_cache_type: 0, query_cache_size: 0 };
    const on = { ...common, query_cache_type: 1, query_cache_size: QUERY_CACHE_SIZE };
    const random = new Random(ctx.seed + 17);
    const loads = new Map<string, LoadMeasurement[]>();

    const remote = ctx.server === null;
    if (remote) {
      // No restart: the cache stays as set once, each query says whether it may use it.
      const probe = await ctx.connect();
      const facts = await readQueryCacheFacts(probe).finally(() => probe.end());
      await ctx.startServer({
        innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
        ...remoteQueryCacheVariables(facts),
      });
      ctx.record.note(REMOTE_NOTE);
    } else {
      await ctx.startServer(off);
    }
    let admin = await ctx.connect();
    await load(ctx, admin, p.pages);
    for (let rep = 0; rep < p.loadRepetitions; rep += 1) {
      for (const cache of [false, true]) {
        if (!remote && (rep > 0 || cache)) {
          await admin.end();
          await ctx.startServer(cache ? on : off);
          admin = await ctx.connect();
        }
        if (rep === 0) {
          await warm(admin);
          await runSteps(
            ctx,
            admin,
            STEPS.filter((s) => s.cache === cache),
            p,
          );
        }
        await measureLoads(ctx, admin, cache, p, random, loads);
      }
    }
    await admin.end();
    loadPoints(ctx, p, loads);
  },
};
