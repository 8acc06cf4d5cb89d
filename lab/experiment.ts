/**
 * What an experiment is, and the context the runner gives it.
 */
import type { Connection } from 'mariadb';

import type { DatasetDefinition, LabPoint, Recorder } from './dataset';
import type { Status } from './load';
import type { Progress } from './progress';
import type { RemoteTarget } from './remote';
import type { LabServer, ServerVariables } from './server';

export type Scale = 'quick' | 'full';

export const EXPERIMENT_IDS = [
  'id-strategy',
  'autoinc',
  'group-commit',
  'hit-ratio',
  'covering-index',
  'scan-resistance',
  'sp-handler',
  'text-split',
  'range-vs-full-scan',
  'query-cache',
  'engines-concurrency',
  'round-trips',
  'flush-method',
] as const;
export type ExperimentId = (typeof EXPERIMENT_IDS)[number];

export interface ExperimentContext {
  readonly scale: Scale;
  /** Aborted on Ctrl-C / SIGTERM and when the server dies. */
  readonly signal: AbortSignal;
  readonly progress: Progress;
  readonly record: Recorder;
  /**
   * The throwaway server; null with `--server`, where only the experiments listed as able to
   * run remotely (lab/remote.ts, REMOTE_SUPPORT) are started. Prefer {@link database},
   * {@link dataDir} and {@link serverCpuSeconds}, which work in both modes.
   */
  readonly server: LabServer | null;
  /**
   * Where the reader's server is (`--server`), for an experiment that runs a client program of
   * its own against it (round-trips' mysqlslap); null on the throwaway server.
   */
  readonly remoteTarget: RemoteTarget | null;
  /** The database the experiment works in (`lab` on the throwaway server; the reader's with `--server`). */
  readonly database: string;
  /**
   * The server's data directory: local on the throwaway server; with `--server`
   * the server's `@@datadir`, a path on its machine that may not exist here.
   */
  readonly dataDir: string;
  /** Seed of the load generators. */
  readonly seed: number;
  log(line: string): void;
  /**
   * (Re)starts the server with these options; records each variable with the value the server reports.
   * With `--server` there is no restart: the variables are compared with the server's, set only
   * with `--set-globals` (dynamic ones, restored at the end), and the server's values recorded.
   */
  startServer(variables: ServerVariables): Promise<void>;
  /** A connection to {@link database}. */
  connect(): Promise<Connection>;
  /** `SET GLOBAL name = value`, recorded like a start-up variable (with `--server`: as {@link startServer}). */
  setGlobal(conn: Connection, name: string, value: string | number): Promise<void>;
  /** CPU seconds the server process has used so far (all threads); NaN when unknown (`--server`). */
  serverCpuSeconds(): number;
  status(conn: Connection): Promise<Status>;
  /** Records a point and logs it. */
  point(p: LabPoint): void;
}

export interface Experiment {
  readonly id: ExperimentId;
  /** Source file (repository path) — goes into each point's provenance. */
  readonly script: string;
  readonly dataset: DatasetDefinition;
  /** One line on what it measures, for `--help`. */
  readonly summary: string;
  run(ctx: ExperimentContext): Promise<void>;
}

/**
 * The throwaway server, for an experiment that needs it (its process, its files, a network
 * namespace in front of it). Such experiments are not in REMOTE_SUPPORT, so `--server`
 * refuses them before they start; this makes the type say so.
 */
export function throwawayServer(ctx: ExperimentContext): LabServer {
  if (ctx.server === null) {
    throw new Error(
      'this experiment needs the lab’s own throwaway server; it cannot run with --server',
    );
  }
  return ctx.server;
}
