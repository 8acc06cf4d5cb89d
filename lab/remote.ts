/**
 * The lab against the reader's own server (`--server mysql://user@host:port/db`).
 *
 * Instead of a throwaway server, the runner gives the experiment a
 * {@link RemoteServer}: connections to an existing MySQL/MariaDB server, in
 * one database the reader named and declared scratch (`--yes-use-this-database`).
 *
 * Guarantees (lab/README.md, "Your own server"):
 * - Pre-flight before anything is created: connect, the database exists and
 *   is empty, the experiment can mean something without a restart, the
 *   engines and privileges it needs ({@link preflight}).
 * - Every table and routine the lab creates is marked with a comment starting
 *   {@link MARK}, so the leftovers of a crashed run can be told from the
 *   reader's objects ({@link dropLeftovers}, `--drop-leftovers`).
 * - Global variables are changed only with `--set-globals`, only dynamic ones
 *   (never the buffer pool size), with `SET GLOBAL` (never `SET PERSIST`), and
 *   each is set back to the value it had ({@link RemoteServer.finish}).
 * - When the server goes away mid-run, clean-up is retried for a bounded time;
 *   if it cannot be done, the exact statements that would do it are returned.
 * - The password is never recorded: targets are described as user@host:port/db.
 *
 * The pure parts (URL parsing, the globals plan, statement parsing) are
 * exported for the unit tests.
 */
import * as mariadb from 'mariadb';
import type { Connection } from 'mariadb';

import type { EnvironmentEntry, LocalizedText } from '../src/datasets/schema';
import type { ExperimentId } from './experiment';
import { queryCacheRefusal, readQueryCacheFacts } from './experiments/query-cache';
import { readVariable } from './load';
import type { ServerVariables } from './server';
import { OpenConnections } from './openConnections';
import { sleep, toError } from './util';

/** Start of the comment on every object the lab creates in the reader's database. */
export const MARK = 'dbpfg-lab';

/** Where to connect, as given by `--server` (and LAB_SERVER_PASSWORD). */
export interface RemoteTarget {
  readonly user: string;
  readonly password: string | undefined;
  /** Where the password came from, for the warning about `ps`. */
  readonly passwordSource: 'url' | 'env' | 'none';
  readonly host: string;
  readonly port: number;
  /** Unix socket instead of host:port (`?socket=/run/mysqld/mysqld.sock`). */
  readonly socketPath: string | undefined;
  readonly database: string;
}

const DEFAULT_PORT = 3306;

/** Names the lab puts into SQL unquoted: plain identifiers only. */
const IDENTIFIER = /^[A-Za-z0-9_$]{1,64}$/;

export const SERVER_URL_FORMS =
  'mysql://USER@HOST[:PORT]/DATABASE or mysql://USER@localhost/DATABASE?socket=/path/to/mysqld.sock';

/**
 * Parses `--server`. The password comes from the URL (visible in `ps`: the
 * CLI warns) or from `LAB_SERVER_PASSWORD` (`env`). Throws a message naming
 * what is wrong.
 */
export function parseServerUrl(
  spec: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): RemoteTarget {
  let url: URL;
  try {
    url = new URL(spec);
  } catch {
    throw new Error(`--server "${redactServerUrl(spec)}" is not a URL; use ${SERVER_URL_FORMS}`);
  }
  if (!['mysql:', 'mariadb:'].includes(url.protocol)) {
    throw new Error(
      `--server must start with mysql:// or mariadb://, got "${url.protocol}//"; use ${SERVER_URL_FORMS}`,
    );
  }
  const user = decodeURIComponent(url.username);
  if (user === '') throw new Error(`--server names no user; use ${SERVER_URL_FORMS}`);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '') {
    throw new Error(
      `--server names no database; the lab works only in one scratch database you name: ${SERVER_URL_FORMS}`,
    );
  }
  if (!IDENTIFIER.test(database)) {
    throw new Error(
      `--server database "${database}" must be a plain name (letters, digits, _ and $, at most 64)`,
    );
  }
  for (const key of url.searchParams.keys()) {
    if (key !== 'socket')
      throw new Error(`--server: unknown parameter "${key}" (only socket=PATH)`);
  }
  const socketPath = url.searchParams.get('socket') ?? undefined;
  if (socketPath !== undefined && !socketPath.startsWith('/')) {
    throw new Error(`--server socket must be an absolute path, got "${socketPath}"`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '' && socketPath === undefined) {
    throw new Error(`--server names no host; use ${SERVER_URL_FORMS}`);
  }
  const port = url.port === '' ? DEFAULT_PORT : Number(url.port);
  const fromUrl = url.password === '' ? undefined : decodeURIComponent(url.password);
  const fromEnv = env.LAB_SERVER_PASSWORD === '' ? undefined : env.LAB_SERVER_PASSWORD;
  return {
    user,
    password: fromUrl ?? fromEnv,
    passwordSource: fromUrl !== undefined ? 'url' : fromEnv !== undefined ? 'env' : 'none',
    host: host === '' ? 'localhost' : host,
    port,
    socketPath,
    database,
  };
}

/** The `--server` text with any password replaced by `***` (for the recorded command and messages). */
export function redactServerUrl(spec: string): string {
  // By position, not by a URL parser: a malformed --server must not show its password either.
  const at = spec.lastIndexOf('@');
  if (at < 0) return spec;
  const slashes = spec.indexOf('//');
  const start = slashes >= 0 && slashes < at ? slashes + 2 : 0;
  const colon = spec.indexOf(':', start);
  return colon >= 0 && colon < at ? `${spec.slice(0, colon)}:***${spec.slice(at)}` : spec;
}

/** `user@host:port/db` or `user@localhost/db (socket /path)`: never the password. */
export function describeTarget(t: RemoteTarget): string {
  return t.socketPath !== undefined
    ? `${t.user}@localhost/${t.database} (socket ${t.socketPath})`
    : `${t.user}@${t.host}:${t.port}/${t.database}`;
}

/** What an experiment needs from a server it cannot restart. */
export type RemoteSupport =
  | {
      readonly runs: true;
      /** Storage engines that must be available (SHOW ENGINES). */
      readonly engines: readonly string[];
      /** Creates a stored procedure (CREATE ROUTINE, ALTER ROUTINE, EXECUTE). */
      readonly routines: boolean;
      /** Server settings it cannot run without, checked by the pre-flight. */
      readonly requires?: readonly RemoteRequirement[];
      /** Said in the dataset's notes. */
      readonly note: LocalizedText;
      /**
       * A precondition of the experiment's own, checked in the pre-flight before anything is
       * created: the refusal (exit 78, naming the setting) or null.
       */
      readonly precondition?: (conn: Connection, setGlobals: boolean) => Promise<string | null>;
    }
  | { readonly runs: false; readonly why: string };

/** A server setting an experiment cannot run without; the pre-flight refuses (78) when it is not met. */
export interface RemoteRequirement {
  readonly variable: string;
  /** Values that will do, compared with {@link normaliseValue}. */
  readonly accepted: readonly string[];
  /** Checked only without `--set-globals` (with it, the experiment sets the variable for the run). */
  readonly unlessSetGlobals?: boolean;
  /** Why it is needed and what to do, after "needs NAME = VALUE, and the server has X: ". */
  readonly remedy: string;
}

/** The first requirement the server's values do not meet, with the value it has; null when all are met. */
export function unmetRequirement(
  requires: readonly RemoteRequirement[],
  current: ReadonlyMap<string, string>,
  setGlobals: boolean,
): { readonly requirement: RemoteRequirement; readonly current: string } | null {
  for (const requirement of requires) {
    if (requirement.unlessSetGlobals && setGlobals) continue;
    const have = current.get(requirement.variable) ?? 'NULL';
    const accepted = requirement.accepted.map(normaliseValue);
    if (!accepted.includes(normaliseValue(have))) return { requirement, current: have };
  }
  return null;
}

/** The pre-flight's refusal for an unmet requirement. */
export function requirementMessage(
  experiment: string,
  description: string,
  unmet: { readonly requirement: RemoteRequirement; readonly current: string },
): string {
  const { requirement: r, current } = unmet;
  const wanted = r.accepted.join(' or ');
  // SELECT @@log_bin says 1 or 0; a requirement spelt ON says so in its own words.
  const onOff = r.accepted.every((v) => /^(on|off)$/i.test(v)) && /^[01]$/.test(current);
  const has = onOff ? (current === '1' ? 'ON' : 'OFF') : current;
  return `${experiment} needs ${r.variable} = ${wanted}${r.unlessSetGlobals ? ' without --set-globals' : ''}, and ${description} has ${r.variable} = ${has}: ${r.remedy}. Nothing was created.`;
}

const RESTART_FOR_COLD =
  'it measures reads from disk after a restart (a cold buffer pool), and the lab cannot restart your server';

/**
 * Per experiment: can it mean anything on a server the lab may neither
 * restart nor resize, and what it needs. An experiment missing here (added
 * later) is refused until someone decides.
 */
export const REMOTE_SUPPORT: Partial<Record<ExperimentId, RemoteSupport>> = {
  'id-strategy': {
    runs: true,
    engines: ['InnoDB'],
    routines: false,
    note: {
      ja: 'サーバー自身のバッファプール(innodb_buffer_pool_size、環境の設定欄に記録)で測っています。ランダムなキーの INSERT 速度が落ちるのは表がバッファプールより大きくなってからで、それより大きなプールでは落ちません。一方、表の大きさ(ページ分割による断片化)の違いはプールの大きさに関係なく現れます。表の大きさは .ibd ファイルではなく、自分の表を ANALYZE TABLE した直後の information_schema.TABLES の DATA_LENGTH + INDEX_LENGTH(MariaDB と MySQL の両方にあり、PROCESS 権限が要らない)で、ファイルサイズの点はありません。--quick では方式ごとの行数を減らしています(workload を参照)。',
      en: 'Measured at the server’s own buffer pool (innodb_buffer_pool_size, recorded in the configuration). Random keys slow the inserts down only once the table outgrows the pool, so not with a larger pool; the difference in table size (fragmentation by page splits) shows regardless of the pool. The size is not the .ibd file’s but DATA_LENGTH + INDEX_LENGTH of information_schema.TABLES right after ANALYZE TABLE of the lab’s own table (the same on MariaDB and MySQL, no PROCESS privilege needed), so there are no file-size points. At --quick, fewer rows per strategy (see the workload).',
    },
  },
  autoinc: {
    runs: true,
    engines: ['InnoDB'],
    routines: false,
    note: {
      ja: 'innodb_autoinc_lock_mode は静的変数(再起動しないと変わらない)のため、測ったのはサーバー自身のロックモードだけです(値は設定欄、測っていないモードは別の注記を参照)。RESET MASTER は実行しないので、バイナリログがあればこの実行の INSERT はそこに残ります。バイナリログの有無と形式はサーバーのままです(設定欄を参照)。',
      en: 'innodb_autoinc_lock_mode is static (only a restart changes it), so only the server’s own lock mode was measured (its value is in the configuration; another note names the modes not measured). RESET MASTER is never run, so with a binary log the run’s INSERTs stay in it. Whether the binary log is on, and its format, are the server’s (see the configuration).',
    },
  },
  'group-commit': {
    runs: true,
    engines: ['InnoDB'],
    routines: false,
    requires: [
      {
        variable: 'log_bin',
        accepted: ['ON'],
        remedy:
          'it measures group commit with the binary log, and log_bin is static (only a restart changes it): start the server with --log-bin (and a server_id), or run group-commit without --server on the lab’s throwaway server',
      },
      {
        variable: 'innodb_flush_log_at_trx_commit',
        accepted: ['0', '1', '2'],
        unlessSetGlobals: true,
        remedy:
          'without --set-globals only the server’s own setting is measured, and the dataset has series for 0, 1 and 2 only: add --set-globals (sets each measured value for the run and restores the server’s at the end)',
      },
      {
        variable: 'sync_binlog',
        accepted: ['0', '1'],
        unlessSetGlobals: true,
        remedy:
          'without --set-globals only the server’s own setting is measured, and the dataset has series for 0 and 1 only: add --set-globals (sets each measured value for the run and restores the server’s at the end)',
      },
    ],
    note: {
      ja: 'バイナリログのグループコミットは、各計測点の前後に読んだステータスカウンター(Binlog_commits、Binlog_group_commits、Innodb_data_fsyncs)の差分で数えています。RESET MASTER は実行しないので、この実行の INSERT はサーバーのバイナリログに残ります(レプリカがあればそこにも届きます)。カウンターはサーバー全体の値のため、同時に動いた他の処理も含みます。',
      en: 'Binary-log group commits are counted from status-counter deltas (Binlog_commits, Binlog_group_commits, Innodb_data_fsyncs) read around each point. RESET MASTER is never run, so the run’s INSERTs stay in the server’s binary log (and reach its replicas, if any). The counters are the whole server’s: other work running at the same time adds to them.',
    },
  },
  'hit-ratio': {
    runs: false,
    why: 'it restarts the server with buffer pools from 125 % down to 3 % of the table (innodb_buffer_pool_size, never changed remotely)',
  },
  'covering-index': {
    runs: true,
    engines: ['InnoDB', 'SEQUENCE'],
    routines: false,
    note: {
      ja: 'サーバーを再起動してバッファプールを空にできないため、cold の点はありません。各クエリを 1 回実行してページを読み込み(記録しない)、すぐ次の warm の 1 回を記録しています。ディスクから読んだページ数も warm の値で、表がサーバーのバッファプールより小さければ 0 になります。それでもページ要求数(Innodb_buffer_pool_read_requests の増分)は、count(ind) が count(c) より少ないページしか触らないことを示します。表とインデックスの大きさは mysql.innodb_index_stats ではなく information_schema.TABLES の DATA_LENGTH / INDEX_LENGTH です。--quick では行数を減らしています(workload を参照)。',
      en: 'The server cannot be restarted to empty its buffer pool, so there are no cold points: each query runs once to bring its pages in (not recorded), then the warm run at once is recorded. Pages read from disk are those of the warm run too, 0 when the table is smaller than the server’s pool; page requests (increase of Innodb_buffer_pool_read_requests) still show that count(ind) touches fewer pages than count(c). Table and index sizes are DATA_LENGTH / INDEX_LENGTH of information_schema.TABLES, not mysql.innodb_index_stats. At --quick, fewer rows (see the workload).',
    },
  },
  'scan-resistance': {
    runs: false,
    why: 'it restarts the server for each innodb_old_blocks_time and needs innodb_buffer_pool_size=64M (16M at --quick) filled by its own tables',
  },
  'sp-handler': {
    runs: true,
    engines: ['InnoDB', 'SEQUENCE'],
    routines: true,
    note: {
      ja: 'すべての参照がバッファプールから返ることだけが前提で、サーバーの再起動は要りません。ただし接続先のサーバーの CPU 時間は測れないため、ルックアップあたりのサーバー CPU の点はありません。',
      en: 'It only needs every lookup served from the buffer pool, not a restart; the server’s CPU time cannot be read remotely, so there are no server-CPU-per-lookup points.',
    },
  },
  'text-split': {
    runs: false,
    why: `${RESTART_FOR_COLD}; it also needs innodb_buffer_pool_size=32M (8M at --quick), smaller than one table and larger than the other`,
  },
  'range-vs-full-scan': {
    runs: false,
    why: `${RESTART_FOR_COLD}; it also needs innodb_buffer_pool_size=32M and reads /proc/diskstats of the server’s disk`,
  },
  'query-cache': {
    runs: true,
    engines: ['InnoDB', 'SEQUENCE'],
    routines: false,
    note: {
      ja: 'クエリキャッシュのある MariaDB(または MySQL 5.7 以前)で、キャッシュが使えるときだけ実行します。キャッシュの off と on は再起動ではなく文ごとのヒントで切り替えます。',
      en: 'It runs on MariaDB (or MySQL 5.7 and older) with a usable query cache; cache off and on are chosen per query with hints instead of restarts.',
    },
    precondition: async (conn, setGlobals) =>
      queryCacheRefusal(await readQueryCacheFacts(conn), setGlobals),
  },
  'round-trips': {
    runs: true,
    engines: ['InnoDB'],
    routines: false,
    note: {
      ja: '利用者のサーバーでは、このマシンからそのサーバーへの経路(別のマシンなら本物のネットワーク越しで、記事の「リモート」に当たる)だけを測ります。同じサーバーへの Unix ソケットと 127.0.0.1 の比較、ネットワーク名前空間、netem の遅延はラボ自身のサーバーが要るため測りません。設定は変えません。',
      en: 'On the reader’s server only the path from this machine to it is measured (a real network hop when it is another machine: the post’s “remote”); the Unix socket against 127.0.0.1 on the same server, the network namespace and the netem delays need the lab’s own server and are not measured. No setting is changed.',
    },
  },
  'flush-method': {
    runs: false,
    why: 'it restarts the server for each innodb_flush_method (a static variable: cannot be set remotely) and reads the server’s /proc/<pid>/io and the page-cache residency of its data file on this machine',
  },
  'engines-concurrency': {
    runs: true,
    engines: ['InnoDB', 'MyISAM', 'Aria', 'SEQUENCE'],
    routines: false,
    note: {
      ja: 'テーブルロックと行ロックの違いはサーバーの設定に左右されにくく、再起動も要りません。ただし UPDATE ごとのログ同期回数は innodb_flush_log_at_trx_commit と Aria の aria_group_commit の値によります(環境の設定欄を参照)。',
      en: 'Table versus row locks hardly depend on the server’s settings and need no restart; the log syncs per UPDATE do depend on innodb_flush_log_at_trx_commit and Aria’s aria_group_commit (see the configuration).',
    },
  },
};

/** Variables never changed on someone else's server, even with `--set-globals`, and why. */
const NEVER_SET: Readonly<Record<string, string>> = {
  innodb_buffer_pool_size:
    'resizing the buffer pool of a server in use evicts its pages and can stall it',
  key_buffer_size:
    'resizing the key cache of a server in use discards its cached MyISAM index blocks',
};

/** `256M` → 268435456, `ON` → 1, else the text in lower case: for comparing a wanted value with the server's. */
export function normaliseValue(value: string | number): string {
  const text = String(value).trim();
  const size = /^(\d+)([KMGT])$/i.exec(text);
  if (size) {
    const power = 'KMGT'.indexOf(size[2]!.toUpperCase()) + 1;
    return String(BigInt(size[1]!) * 1024n ** BigInt(power));
  }
  if (/^(on|true)$/i.test(text)) return '1';
  if (/^(off|false)$/i.test(text)) return '0';
  return text.toLowerCase();
}

export type GlobalAction =
  /** The server already has the wanted value. */
  | 'same'
  /** Set with SET GLOBAL and restored at the end (`--set-globals`). */
  | 'set'
  /** Dynamic, but `--set-globals` was not given. */
  | 'not-asked'
  /** Static (read-only while the server runs): only a restart could change it. */
  | 'static'
  /** Dynamic, but never changed remotely ({@link NEVER_SET}). */
  | 'never';

export interface GlobalPlanEntry {
  readonly name: string;
  readonly wanted: string;
  readonly current: string;
  readonly action: GlobalAction;
}

/**
 * What to do with each variable an experiment wants, given the server's
 * values and which variables are read-only (`null`: unknown, treated as static).
 */
export function planGlobals(
  wanted: ServerVariables,
  current: ReadonlyMap<string, string>,
  readOnly: ReadonlyMap<string, boolean | null>,
  setGlobals: boolean,
): GlobalPlanEntry[] {
  return Object.entries(wanted).map(([name, value]) => {
    const have = current.get(name) ?? 'NULL';
    const entry = { name, wanted: String(value), current: have };
    if (normaliseValue(value) === normaliseValue(have)) return { ...entry, action: 'same' };
    if (name in NEVER_SET) return { ...entry, action: 'never' };
    if (readOnly.get(name) !== false) return { ...entry, action: 'static' };
    return { ...entry, action: setGlobals ? 'set' : 'not-asked' };
  });
}

/**
 * Which plan of a variable the dataset's note reports when an experiment applies it more than
 * once: the latest, except that one set for the run stays reported (the server's own value →
 * the first value wanted), even when a later group wants the value it has by then.
 */
export function planEntryToKeep(
  previous: GlobalPlanEntry | undefined,
  latest: GlobalPlanEntry,
): GlobalPlanEntry {
  return previous?.action === 'set' ? previous : latest;
}

/** One line per entry that differs, for the terminal. */
export function describePlan(plan: readonly GlobalPlanEntry[]): string[] {
  return plan
    .filter((e) => e.action !== 'same')
    .map((e) => {
      const base = `${e.name}: the experiment wants ${e.wanted}, the server has ${e.current}`;
      switch (e.action) {
        case 'set':
          return `${base}: set with SET GLOBAL for the run, restored at the end`;
        case 'not-asked':
          return `${base}: not changed (dynamic: --set-globals would set it for the run and restore it)`;
        case 'static':
          return `${base}: cannot be set remotely (static: only a restart changes it)`;
        case 'never':
          return `${base}: not changed (${NEVER_SET[e.name] ?? 'never set remotely'})`;
        default:
          return base;
      }
    });
}

/**
 * The dataset's note on the settings: those set for the run (and restored),
 * and those that differ from what the experiment wants, with why; in both languages.
 */
export function planNote(plan: readonly GlobalPlanEntry[]): LocalizedText | null {
  const set = plan.filter((e) => e.action === 'set');
  const kept = plan.filter((e) => e.action !== 'same' && e.action !== 'set');
  if (set.length === 0 && kept.length === 0) return null;
  const why = {
    'not-asked': { ja: '--set-globals なし', en: 'no --set-globals' },
    static: { ja: '静的変数。リモートでは設定できない', en: 'static: cannot be set remotely' },
    never: { ja: 'リモートでは変えない', en: 'never changed remotely' },
  } as const;
  const reason = (e: GlobalPlanEntry, lang: 'ja' | 'en') =>
    e.action in why ? why[e.action as keyof typeof why][lang] : '';
  const setList = (lang: 'ja' | 'en') =>
    set.map((e) => `${e.name} ${e.current} → ${e.wanted}`).join(lang === 'ja' ? '、' : ', ');
  const keptList = (lang: 'ja' | 'en') =>
    kept
      .map((e) =>
        lang === 'ja'
          ? `${e.name} は ${e.wanted} を想定、サーバーは ${e.current}(${reason(e, lang)})`
          : `${e.name} wanted ${e.wanted}, the server has ${e.current} (${reason(e, lang)})`,
      )
      .join(lang === 'ja' ? '、' : '; ');
  const ja = [
    set.length > 0
      ? `利用者のサーバーで、実行中だけ SET GLOBAL で変更し、終了時に元へ戻した設定: ${setList('ja')}。`
      : '',
    kept.length > 0
      ? `利用者のサーバーで実行したため、次の設定は実験の想定と異なるまま測っています: ${keptList('ja')}。`
      : '',
  ];
  const en = [
    set.length > 0
      ? `On the reader’s server, set with SET GLOBAL for the run only and restored at its end: ${setList('en')}.`
      : '',
    kept.length > 0
      ? `Run on the reader’s server, so these settings differ from what the experiment wants: ${keptList('en')}.`
      : '',
  ];
  return { ja: ja.filter(Boolean).join(''), en: en.filter(Boolean).join(' ') };
}

export type ObjectKind = 'TABLE' | 'PROCEDURE' | 'FUNCTION';

export interface SchemaObject {
  readonly kind: ObjectKind;
  readonly name: string;
}

/** The table or routine a statement creates (not TEMPORARY tables: they vanish with the connection), or null. */
export function createdObject(sql: string): SchemaObject | null {
  const text = sql.replace(/^\s*(?:\/\*[\s\S]*?\*\/\s*)*/, '');
  const table =
    /^CREATE\s+(?:OR\s+REPLACE\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?`?([A-Za-z0-9_$]+)`?/i.exec(
      text,
    );
  if (table) return { kind: 'TABLE', name: table[1]! };
  const routine =
    /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:DEFINER\s*=\s*\S+\s+)?(PROCEDURE|FUNCTION)\s+(?:IF\s+NOT\s+EXISTS\s+)?`?([A-Za-z0-9_$]+)`?/i.exec(
      text,
    );
  if (routine) return { kind: routine[1]!.toUpperCase() as ObjectKind, name: routine[2]! };
  return null;
}

/** The tables or routine a DROP statement removes. */
export function droppedObjects(sql: string): SchemaObject[] {
  const text = sql.replace(/^\s*(?:\/\*[\s\S]*?\*\/\s*)*/, '');
  const m = /^DROP\s+(TABLE|PROCEDURE|FUNCTION)\s+(?:IF\s+EXISTS\s+)?([^;]+)/i.exec(text);
  if (!m) return [];
  const kind = m[1]!.toUpperCase() as ObjectKind;
  return m[2]!
    .split(',')
    .map((n) => n.trim().replaceAll('`', ''))
    .filter((n) => IDENTIFIER.test(n))
    .map((name) => ({ kind, name }));
}

/** `DROP TABLE IF EXISTS \`db\`.\`t\`` and the like. */
export function dropStatement(database: string, o: SchemaObject): string {
  return `DROP ${o.kind} IF EXISTS \`${database}\`.\`${o.name}\``;
}

/** Errors that mean the connection (or the server) is gone, not that a statement failed. */
const CONNECTION_LOST_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ER_SOCKET_UNEXPECTED_CLOSE',
  'ER_CONNECTION_ALREADY_CLOSED',
  'ER_CMD_CONNECTION_CLOSED',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_SOCKET_TIMEOUT',
]);

export function isConnectionLost(e: unknown): boolean {
  const err = e as { code?: unknown; fatal?: unknown; errno?: unknown };
  return (
    (typeof err.code === 'string' && CONNECTION_LOST_CODES.has(err.code)) ||
    err.errno === 1053 || // ER_SERVER_SHUTDOWN
    err.errno === 1927 // ER_CONNECTION_KILLED
  );
}

/** The server went away (or the network failed) while the run used it. */
export class RemoteConnectionLostError extends Error {
  constructor(target: string, cause: Error) {
    const code = (cause as { code?: string }).code;
    super(
      `lost the connection to ${target} during the run (${code ?? 'error'}: ${cause.message.split('\n')[0] ?? ''}): the server went away or the network failed`,
    );
    this.name = 'RemoteConnectionLostError';
  }
}

/** A pre-flight refusal: nothing was created; `exitCode` tells the kind. */
export class PreflightError extends Error {
  constructor(
    message: string,
    /** 69 cannot connect, 77 access denied or a missing privilege, 78 refused (not empty, not supported). */
    readonly exitCode: 69 | 77 | 78,
  ) {
    super(message);
    this.name = 'PreflightError';
  }
}

const CONNECT_TIMEOUT_MS = 10_000;

function connectionConfig(t: RemoteTarget, timeoutMs: number): mariadb.ConnectionConfig {
  return {
    user: t.user,
    ...(t.password !== undefined ? { password: t.password } : {}),
    ...(t.socketPath !== undefined ? { socketPath: t.socketPath } : { host: t.host, port: t.port }),
    database: t.database,
    connectTimeout: timeoutMs,
  };
}

/** A connect error as the message the brief promises. */
export function connectErrorMessage(
  t: RemoteTarget,
  e: unknown,
  timeoutMs: number,
): PreflightError {
  const err = toError(e) as Error & { code?: string; errno?: number; sqlMessage?: string };
  const where = t.socketPath !== undefined ? `socket ${t.socketPath}` : `${t.host}:${t.port}`;
  if (err.errno === 1045) {
    return new PreflightError(
      `access denied for ${t.user}@${t.socketPath !== undefined ? 'localhost' : t.host}: check the user and LAB_SERVER_PASSWORD (the server said: ${err.sqlMessage ?? err.message})`,
      77,
    );
  }
  if (err.errno === 1044 || err.errno === 1049) {
    return new PreflightError(
      `cannot use database ${t.database} on ${where} as ${t.user}: ${err.sqlMessage ?? err.message}. Create it (empty) and grant ${t.user} rights on it first.`,
      err.errno === 1044 ? 77 : 78,
    );
  }
  return new PreflightError(
    `cannot reach the server at ${where}: ${err.code ?? 'error'}${err.errno !== undefined ? ` (errno ${err.errno})` : ''}, connect timeout ${timeoutMs / 1000} s. ${err.message.split('\n')[0] ?? ''}`,
    69,
  );
}

/** Up to `max` names, then "and N more". */
function listNames(names: readonly string[], max = 10): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

interface ObjectRow {
  kind: string;
  name: string;
  comment: string | null;
}

/** Every table, view, routine and event in `database`, with its comment. */
async function objectsIn(conn: Connection, database: string): Promise<ObjectRow[]> {
  return conn.query<ObjectRow[]>(
    `SELECT IF(TABLE_TYPE = 'VIEW', 'VIEW', 'TABLE') AS kind, TABLE_NAME AS name, TABLE_COMMENT AS comment
       FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?
     UNION ALL
     SELECT ROUTINE_TYPE, ROUTINE_NAME, ROUTINE_COMMENT FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?
     UNION ALL
     SELECT 'EVENT', EVENT_NAME, EVENT_COMMENT FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?
     ORDER BY 1, 2`,
    [database, database, database],
  );
}

function isOurs(row: ObjectRow): boolean {
  return (
    (row.kind === 'TABLE' || row.kind === 'PROCEDURE' || row.kind === 'FUNCTION') &&
    (row.comment ?? '').startsWith(MARK)
  );
}

/** Privilege errors: the statement was refused, not broken. */
function isDenied(e: unknown): boolean {
  const errno = (e as { errno?: unknown }).errno;
  return errno === 1142 || errno === 1044 || errno === 1370 || errno === 1227 || errno === 1143;
}

export interface RemoteServerOptions {
  readonly target: RemoteTarget;
  readonly experiment: ExperimentId;
  readonly setGlobals: boolean;
  readonly log: (line: string) => void;
  readonly connectTimeoutMs?: number;
}

/** Server facts for the dataset. */
export interface RemoteServerInfo {
  readonly version: string;
  readonly hostname: string;
  readonly machine: string;
  readonly dataDir: string;
}

/** An existing server, used through connections only. */
export class RemoteServer {
  readonly target: RemoteTarget;
  readonly description: string;
  readonly database: string;
  info: RemoteServerInfo = { version: '', hostname: '', machine: '', dataDir: '' };
  /** Objects created and not dropped since, in order. */
  private readonly created = new Map<string, SchemaObject>();
  /** Original values of the globals this run set. */
  private readonly originals = new Map<string, string>();
  private readonly connections = new OpenConnections();
  private readonly comment: string;
  private readonly o: RemoteServerOptions;
  private readonly readOnly = new Map<string, boolean | null>();

  constructor(o: RemoteServerOptions) {
    this.o = o;
    this.target = o.target;
    this.description = describeTarget(o.target);
    this.database = o.target.database;
    this.comment = `${MARK} ${o.experiment} ${new Date().toISOString()}`;
  }

  private get timeoutMs(): number {
    return this.o.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  }

  /** A connection that marks the tables and routines it creates and tracks what it drops. */
  async connect(): Promise<Connection> {
    const conn = await mariadb.createConnection(connectionConfig(this.target, this.timeoutMs));
    // The cause of a lost connection is reported by the failing query.
    this.connections.track(conn);
    const query = conn.query.bind(conn);
    const tracked = async (sql: string | mariadb.QueryOptions, values?: unknown) => {
      const text = typeof sql === 'string' ? sql : sql.sql;
      const made = createdObject(text);
      // Known before the statement runs: a crash between CREATE and ALTER still lists it.
      if (made) this.created.set(`${made.kind} ${made.name}`, made);
      const result: unknown = await query(sql, values);
      if (made) {
        await query(
          made.kind === 'TABLE'
            ? `ALTER TABLE \`${made.name}\` COMMENT = ?`
            : `ALTER ${made.kind} \`${made.name}\` COMMENT ?`,
          [this.comment],
        );
      }
      for (const gone of droppedObjects(text)) this.created.delete(`${gone.kind} ${gone.name}`);
      return result;
    };
    conn.query = tracked as Connection['query'];
    return conn;
  }

  /**
   * Everything checked before the run creates anything. Throws a
   * {@link PreflightError}; leaves the database as it was (the privilege
   * probe drops what it creates).
   */
  async preflight(support: RemoteSupport): Promise<void> {
    if (!support.runs) {
      throw new PreflightError(
        `${this.o.experiment} cannot run on your server: ${support.why}. ` +
          `Experiments that can: ${remoteExperiments().join(', ')}.`,
        78,
      );
    }
    let conn: Connection;
    try {
      conn = await mariadb.createConnection(connectionConfig(this.target, this.timeoutMs));
    } catch (e) {
      throw connectErrorMessage(this.target, e, this.timeoutMs);
    }
    conn.on('error', () => undefined);
    try {
      const facts = await conn.query<
        Array<{ v: string; c: string; h: string; m: string; o: string; d: string }>
      >(
        'SELECT VERSION() AS v, @@version_comment AS c, @@hostname AS h, @@version_compile_machine AS m, @@version_compile_os AS o, @@datadir AS d',
      );
      const f = facts[0];
      this.info = {
        version: `${f?.v ?? ''} (${f?.c ?? ''})`,
        hostname: f?.h ?? '',
        machine: `${f?.m ?? ''} ${f?.o ?? ''}`.trim(),
        dataDir: f?.d ?? '',
      };
      const objects = await objectsIn(conn, this.database);
      if (objects.length > 0) {
        const ours = objects.filter(isOurs).length;
        throw new PreflightError(
          `database ${this.database} on ${this.description} is not empty: ${listNames(objects.map((o) => `${o.kind.toLowerCase()} ${o.name}`))}. ` +
            'The lab works only in an empty scratch database; nothing was created.' +
            (ours > 0
              ? ` ${ours} of them are left over from an earlier lab run (marked "${MARK}"): --drop-leftovers removes those, and only those.`
              : ''),
          78,
        );
      }
      const refusal = await support.precondition?.(conn, this.o.setGlobals);
      if (refusal) {
        throw new PreflightError(`${refusal} Nothing was created.`, 78);
      }
      const engines = new Set(
        (
          await conn.query<Array<{ e: string }>>(
            "SELECT UPPER(ENGINE) AS e FROM information_schema.ENGINES WHERE SUPPORT IN ('YES', 'DEFAULT')",
          )
        ).map((r) => r.e),
      );
      const missing = support.engines.filter((e) => !engines.has(e.toUpperCase()));
      if (missing.length > 0) {
        throw new PreflightError(
          `${this.o.experiment} needs the storage engine${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which ${this.description} does not have${missing.includes('SEQUENCE') ? ' (SEQUENCE is MariaDB’s: the lab generates rows with seq_1_to_N)' : ''}. Nothing was created.`,
          78,
        );
      }
      const requires = support.requires ?? [];
      const unmet = unmetRequirement(
        requires,
        await this.readVariables(
          conn,
          requires.map((r) => r.variable),
        ),
        this.o.setGlobals,
      );
      if (unmet) {
        throw new PreflightError(
          requirementMessage(this.o.experiment, this.description, unmet),
          78,
        );
      }
      await this.probePrivileges(conn, support.routines);
    } finally {
      await conn.end().catch(() => undefined);
    }
  }

  /**
   * Runs each kind of statement the experiment needs once on a probe object
   * and drops it again. DROP is tried first (on a name that does not exist),
   * so that a user who may create but not drop is refused before creating.
   */
  private async probePrivileges(conn: Connection, routines: boolean): Promise<void> {
    const probe = `dbpfg_lab_probe_${process.pid}`;
    const steps: Array<readonly [string, string]> = [
      ['DROP', `DROP TABLE IF EXISTS \`${probe}\``],
      [
        'CREATE',
        `CREATE TABLE \`${probe}\` (id INT NOT NULL PRIMARY KEY) ENGINE=InnoDB COMMENT='${this.comment} probe'`,
      ],
      ['ALTER', `ALTER TABLE \`${probe}\` COMMENT='${this.comment} probe'`],
      ['INSERT', `INSERT INTO \`${probe}\` VALUES (1)`],
      ['SELECT', `SELECT id FROM \`${probe}\``],
      ['UPDATE', `UPDATE \`${probe}\` SET id = 2 WHERE id = 1`],
      ['DELETE', `DELETE FROM \`${probe}\``],
      ...(routines
        ? ([
            [
              'CREATE ROUTINE',
              `CREATE PROCEDURE \`${probe}\`() COMMENT '${this.comment} probe' SELECT 1`,
            ],
            ['EXECUTE', `CALL \`${probe}\`()`],
            ['ALTER ROUTINE', `DROP PROCEDURE \`${probe}\``],
          ] as const)
        : []),
      ['DROP', `DROP TABLE \`${probe}\``],
    ];
    try {
      for (const [privilege, sql] of steps) {
        try {
          await conn.query(sql);
        } catch (e) {
          if (!isDenied(e)) throw e;
          throw new PreflightError(
            `${this.target.user} lacks the ${privilege} privilege on ${this.database}, which ${this.o.experiment} needs (${(e as { sqlMessage?: string }).sqlMessage ?? toError(e).message}). ` +
              `Grant it, e.g. GRANT ${privilege} ON ${this.database}.* TO ...; nothing was left in ${this.database}.`,
            77,
          );
        }
      }
    } finally {
      for (const sql of [
        `DROP PROCEDURE IF EXISTS \`${probe}\``,
        `DROP TABLE IF EXISTS \`${probe}\``,
      ]) {
        await conn.query(sql).catch(() => undefined);
      }
    }
  }

  /** The server's values of these variables (`NULL` for unknown ones). */
  private async readVariables(conn: Connection, names: readonly string[]) {
    const out = new Map<string, string>();
    for (const name of names) {
      out.set(name, await readVariable(conn, name).catch(() => 'NULL'));
    }
    return out;
  }

  /** Read-only flags from information_schema.SYSTEM_VARIABLES (MariaDB); null where unknown (MySQL). */
  private async readOnlyFlags(conn: Connection, names: readonly string[]) {
    for (const name of names) {
      if (this.readOnly.has(name)) continue;
      try {
        const rows = await conn.query<Array<{ r: string }>>(
          'SELECT READ_ONLY AS r FROM information_schema.SYSTEM_VARIABLES WHERE VARIABLE_NAME = ?',
          [name.toUpperCase()],
        );
        this.readOnly.set(name, rows[0] ? rows[0].r === 'YES' : null);
      } catch {
        this.readOnly.set(name, null);
      }
    }
    return this.readOnly;
  }

  /**
   * Applies the plan for these variables (sets only `set` entries, after
   * remembering the original) and returns it.
   */
  async applyGlobals(conn: Connection, wanted: ServerVariables): Promise<GlobalPlanEntry[]> {
    const names = Object.keys(wanted);
    const current = await this.readVariables(conn, names);
    const plan = planGlobals(
      wanted,
      current,
      await this.readOnlyFlags(conn, names),
      this.o.setGlobals,
    );
    for (const entry of plan) {
      if (entry.action !== 'set') continue;
      if (!this.originals.has(entry.name)) this.originals.set(entry.name, entry.current);
      await conn.query(`SET GLOBAL ${entry.name} = ${sqlValue(normaliseValue(entry.wanted))}`);
    }
    return plan;
  }

  /** Statements that undo what is left: the globals set, the objects created. */
  pendingStatements(): string[] {
    return [
      ...[...this.originals].map(([name, value]) => `SET GLOBAL ${name} = ${sqlValue(value)}`),
      ...[...this.created.values()].reverse().map((o) => dropStatement(this.database, o)),
    ];
  }

  /** Closes every connection without waiting. */
  dropConnections(): void {
    this.connections.destroyAll();
  }

  /**
   * Restores the globals and drops every object this run created, retrying
   * the connection for up to `waitMs` (the server may be restarting). Returns
   * the statements still to run (empty when all is clean).
   */
  async finish(waitMs: number): Promise<string[]> {
    // A statement still running on a closed connection (Ctrl-C mid-scan) holds its table until the
    // server notices: kill our sessions by id so that the DROPs do not wait for it.
    const sessions = this.connections.threadIds();
    this.dropConnections();
    const deadline = Date.now() + waitMs;
    let announced = false;
    for (;;) {
      try {
        const conn = await mariadb.createConnection(
          connectionConfig(this.target, Math.max(1000, Math.min(this.timeoutMs, waitMs))),
        );
        conn.on('error', () => undefined);
        try {
          for (const id of sessions.splice(0)) {
            // Gone already (1094 unknown thread) or after a restart: nothing to stop.
            await conn.query(`KILL CONNECTION ${id}`).catch(() => undefined);
          }
          for (const [name, value] of [...this.originals]) {
            await conn.query(`SET GLOBAL ${name} = ${sqlValue(value)}`);
            this.originals.delete(name);
            this.o.log(`restored ${name} = ${value}`);
          }
          for (const [key, o] of [...this.created].reverse()) {
            await conn.query(dropStatement(this.database, o));
            this.created.delete(key);
          }
          // Marked objects the tracking missed (a statement it could not parse).
          for (const row of (await objectsIn(conn, this.database)).filter(
            (r) => isOurs(r) && (r.comment ?? '').startsWith(this.comment),
          )) {
            await conn.query(
              dropStatement(this.database, { kind: row.kind as ObjectKind, name: row.name }),
            );
          }
        } finally {
          await conn.end().catch(() => undefined);
        }
        return [];
      } catch (e) {
        if (Date.now() >= deadline) return this.pendingStatements();
        if (!announced) {
          this.o.log(
            `cannot clean up yet (${(e as { code?: string }).code ?? toError(e).message}): retrying for up to ${Math.round(waitMs / 1000)} s`,
          );
          announced = true;
        }
        await sleep(Math.min(1000, Math.max(0, deadline - Date.now())));
      }
    }
  }

  /** The environment's hardware section: what the lab knows of the server's machine, and the client's. */
  hardwareEntries(clientCpu: string | LocalizedText, clientCpus: number): EnvironmentEntry[] {
    const unknown = { ja: '不明', en: 'unknown' };
    return [
      {
        key: { ja: 'サーバーのホスト名(@@hostname)', en: 'server host name (@@hostname)' },
        value: this.info.hostname || unknown,
      },
      {
        key: { ja: 'サーバーのビルド対象', en: 'server build target' },
        value: this.info.machine || unknown,
      },
      {
        key: { ja: 'サーバーのハードウェア', en: 'server hardware' },
        value: {
          ja: '不明(利用者のサーバー。ラボはそのマシンを調べない)',
          en: 'unknown (the reader’s server; the lab does not inspect its machine)',
        },
      },
      {
        key: {
          ja: 'サーバーのデータディレクトリ(@@datadir)',
          en: 'server data directory (@@datadir)',
        },
        value: this.info.dataDir || unknown,
      },
      {
        key: { ja: '負荷をかける側', en: 'load generator' },
        value: {
          ja: `ラボを実行したマシン(${typeof clientCpu === 'string' ? clientCpu : clientCpu.ja}、CPU ${clientCpus} 個)から ${this.description} へ接続`,
          en: `the machine running the lab (${typeof clientCpu === 'string' ? clientCpu : clientCpu.en}, ${clientCpus} CPUs), connected to ${this.description}`,
        },
      },
      {
        key: { ja: 'バッファプール', en: 'buffer pool' },
        value: {
          ja: '見つけたままの状態(再起動できないため、温まっている場合も他の作業の内容を含む場合もある)',
          en: 'as found (no restart is possible: it may be warm, and may hold other work’s pages)',
        },
      },
    ];
  }
}

function sqlValue(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value) ? value : `'${value.replaceAll("'", "''")}'`;
}

/** The experiments that can run on the reader's server. */
export function remoteExperiments(): ExperimentId[] {
  return (Object.entries(REMOTE_SUPPORT) as Array<[ExperimentId, RemoteSupport]>)
    .filter(([, s]) => s.runs)
    .map(([id]) => id);
}

/**
 * `--drop-leftovers`: drops the tables and routines in the database marked as
 * the lab's (comment starting {@link MARK}); everything else stays. Returns
 * the lines to print.
 */
export async function dropLeftovers(target: RemoteTarget): Promise<string[]> {
  let conn: Connection;
  try {
    conn = await mariadb.createConnection(connectionConfig(target, CONNECT_TIMEOUT_MS));
  } catch (e) {
    throw connectErrorMessage(target, e, CONNECT_TIMEOUT_MS);
  }
  conn.on('error', () => undefined);
  const lines: string[] = [];
  try {
    const objects = await objectsIn(conn, target.database);
    for (const row of objects.filter(isOurs)) {
      const sql = dropStatement(target.database, { kind: row.kind as ObjectKind, name: row.name });
      await conn.query(sql);
      lines.push(`${sql}  -- ${row.comment ?? ''}`);
    }
    const others = objects.filter((r) => !isOurs(r));
    if (lines.length === 0) lines.push(`nothing of the lab's in ${target.database}`);
    if (others.length > 0) {
      lines.push(
        `left alone (not marked "${MARK}"): ${listNames(others.map((o) => `${o.kind.toLowerCase()} ${o.name}`))}`,
      );
    }
  } finally {
    await conn.end().catch(() => undefined);
  }
  return lines;
}
