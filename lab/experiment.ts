/**
 * What an experiment is, and the context the runner gives it.
 */
import type { Connection } from 'mariadb';

import type { DatasetDefinition, LabPoint, Recorder } from './dataset';
import type { Status } from './load';
import type { Progress } from './progress';
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
  readonly server: LabServer;
  /** Seed of the load generators. */
  readonly seed: number;
  log(line: string): void;
  /** (Re)starts the server with these options; records each variable with the value the server reports. */
  startServer(variables: ServerVariables): Promise<void>;
  /** A connection to the `lab` database. */
  connect(): Promise<Connection>;
  /** `SET GLOBAL name = value`, recorded like a start-up variable. */
  setGlobal(conn: Connection, name: string, value: string | number): Promise<void>;
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
