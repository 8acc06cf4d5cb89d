/**
 * Load-generation helpers: status counters, timed multi-client loops.
 */
import type { Connection } from 'mariadb';

import { abortReason, raceAbort, throwIfAborted, toError } from './util';

/** `SHOW GLOBAL STATUS` as numbers (non-numeric values are left out). */
export type Status = ReadonlyMap<string, number>;

export async function globalStatus(conn: Connection): Promise<Status> {
  const rows =
    await conn.query<Array<{ Variable_name: string; Value: string }>>('SHOW GLOBAL STATUS');
  const map = new Map<string, number>();
  for (const row of rows) {
    const n = Number(row.Value);
    if (row.Value !== '' && Number.isFinite(n)) map.set(row.Variable_name, n);
  }
  return map;
}

/** `after[name] − before[name]` (0 when the counter is missing). */
export function delta(before: Status, after: Status, name: string): number {
  return (after.get(name) ?? 0) - (before.get(name) ?? 0);
}

/** Reads one server variable (`SELECT @@name`) as text. */
export async function readVariable(conn: Connection, name: string): Promise<string> {
  const rows = await conn.query<Array<{ v: string | number | bigint | null }>>(
    `SELECT @@GLOBAL.${name} AS v`,
  );
  const v = rows[0]?.v;
  return v === null || v === undefined ? 'NULL' : String(v);
}

/** Error codes that a client retries instead of failing the run. */
const RETRYABLE = new Set([
  1205, // ER_LOCK_WAIT_TIMEOUT
  1213, // ER_LOCK_DEADLOCK
]);

export function isRetryable(e: unknown): boolean {
  const errno = (e as { errno?: number }).errno;
  return typeof errno === 'number' && RETRYABLE.has(errno);
}

export interface TimedResult {
  /** Operations completed by each client. */
  readonly ops: readonly number[];
  /** Sum of {@link ops}. */
  readonly total: number;
  /** Retryable errors (deadlock, lock wait timeout). */
  readonly retries: number;
  /** Wall time from start until the last client finished, in seconds. */
  readonly seconds: number;
}

/**
 * Runs `body` in a loop on every connection for `durationMs`; a client stops
 * issuing new operations at the deadline and its last one completes. Throws
 * the first non-retryable error (after the other clients have stopped) or the
 * signal's reason.
 */
export async function runTimed(
  conns: readonly Connection[],
  durationMs: number,
  signal: AbortSignal,
  body: (conn: Connection, client: number) => Promise<unknown>,
): Promise<TimedResult> {
  throwIfAborted(signal);
  const ops = conns.map(() => 0);
  let retries = 0;
  let failure: unknown = null;
  const started = performance.now();
  const deadline = started + durationMs;
  const stop = () => failure !== null || signal.aborted || performance.now() >= deadline;
  await Promise.all(
    conns.map(async (conn, i) => {
      while (!stop()) {
        try {
          await body(conn, i);
          ops[i] = (ops[i] ?? 0) + 1;
        } catch (e) {
          if (isRetryable(e)) retries += 1;
          else {
            failure ??= e;
            return;
          }
        }
      }
    }),
  );
  if (signal.aborted) throw abortReason(signal);
  if (failure !== null) throw toError(failure);
  const seconds = (performance.now() - started) / 1000;
  return { ops, total: ops.reduce((a, b) => a + b, 0), retries, seconds };
}

/**
 * Repeats `body` on one connection until `stopSignal` fires (a background
 * load). Resolves with the number of completed runs.
 */
export async function runUntil(
  conn: Connection,
  stopSignal: AbortSignal,
  signal: AbortSignal,
  body: (conn: Connection) => Promise<unknown>,
): Promise<{ runs: number; retries: number }> {
  let runs = 0;
  let retries = 0;
  while (!stopSignal.aborted) {
    throwIfAborted(signal);
    try {
      await raceAbort(body(conn), signal);
      runs += 1;
    } catch (e) {
      if (!isRetryable(e)) throw e;
      retries += 1;
    }
  }
  return { runs, retries };
}

/** Opens `n` connections. */
export async function openConnections(
  n: number,
  connect: () => Promise<Connection>,
): Promise<Connection[]> {
  const out: Connection[] = [];
  for (let i = 0; i < n; i += 1) out.push(await connect());
  return out;
}

/** The dataset unit of a sweep over concurrent clients (autoinc, group-commit). */
export const CLIENTS_UNIT = {
  id: 'clients',
  label: { ja: '同時接続数', en: 'Concurrent clients' },
  symbol: 'clients',
} as const;

/** How the workload records the single-row INSERT that autoinc and group-commit both send. */
export const SINGLE_ROW_INSERT_DESCRIPTION = {
  ja: "INSERT INTO t1 VALUES (NULL, <ランダムな整数>, '<ランダムな 16 進数 128 桁>') を autocommit モードで実行(mysqlslap --auto-generate-sql-load-type=write と同じ形)",
  en: "INSERT INTO t1 VALUES (NULL, <random int>, '<128 random hex digits>') in autocommit mode (mysqlslap --auto-generate-sql-load-type=write style)",
} as const;
