/**
 * Runs one experiment end to end: throwaway server, load, counters, dataset.
 *
 * Whatever happens — success, an error, the server dying, Ctrl-C — the server
 * is shut down and its directory removed before {@link runExperiment}
 * returns, and the points measured so far are kept. The dataset file in the
 * output folder is replaced only by a complete run whose dataset validates
 * (atomically); anything else — points of a run that stopped early, marked
 * incomplete, or a dataset that does not validate — goes to the folder for
 * partial results and leaves the dataset file as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Connection } from 'mariadb';

import {
  formatDatasetIssues,
  type EnvironmentEntry,
  type LocalizedText,
} from '../src/datasets/schema';
import { buildDataset, Recorder, validateDataset, type LabPoint } from './dataset';
import { cpuModel, hardwareEntries, softwareEntries } from './environment';
import { writeFileAtomic } from './files';
import type { Experiment, ExperimentContext, Scale } from './experiment';
import { processCpuSeconds } from './experiments/covering-index';
import { globalStatus, readVariable } from './load';
import type { Progress } from './progress';
import {
  describePlan,
  isConnectionLost,
  planEntryToKeep,
  planNote,
  RemoteConnectionLostError,
  REMOTE_SUPPORT,
  type GlobalPlanEntry,
  type RemoteServer,
} from './remote';
import {
  DATABASE,
  LabServer,
  ServerDiedError,
  ServerStartError,
  sweepStaleDirectories,
  type ServerVariables,
} from './server';
import {
  InterruptedError,
  formatBytes,
  formatDuration,
  raceAbort,
  roundSignificant,
  toError,
} from './util';

/** Variables whose defaults are worth stating when an experiment does not set them. */
const REPORTED_DEFAULTS = [
  'innodb_buffer_pool_size',
  'innodb_flush_log_at_trx_commit',
  'innodb_flush_method',
  'innodb_log_file_size',
  'innodb_doublewrite',
  'innodb_io_capacity',
  'innodb_adaptive_hash_index',
  'innodb_lru_scan_depth',
  'innodb_old_blocks_time',
  'innodb_old_blocks_pct',
  'innodb_autoinc_lock_mode',
  'log_bin',
  'sync_binlog',
  'binlog_format',
];

/** Set by the runner on every start, whatever the experiment. */
const RUNNER_VARIABLES: ServerVariables = {
  innodb_buffer_pool_dump_at_shutdown: 0,
  innodb_buffer_pool_load_at_startup: 0,
};

export interface RunOptions {
  readonly experiment: Experiment;
  readonly scale: Scale;
  /** Folder of the dataset (`lab-<experiment>.json`), written only by a complete, valid run. */
  readonly outDir: string;
  /** Folder for the results of a run that stopped early or did not validate (same file name). */
  readonly partialDir: string;
  /** The command line, for the record. */
  readonly command: string;
  readonly seed: number;
  readonly progress: Progress;
  /** Aborted by the CLI on SIGINT/SIGTERM (reason: {@link InterruptedError}). */
  readonly interrupt: AbortSignal;
  readonly serverArgs?: readonly string[];
  readonly mariadbd?: string;
  readonly baseDir?: string;
  /** Told about the live server (and `null` once it is gone), for last-resort cleanup. */
  readonly onServer?: (server: LabServer | null) => void;
  /** The reader's server (`--server`), already through its pre-flight; no throwaway server is started. */
  readonly remote?: RemoteServer;
  /** How long clean-up on the reader's server is retried when it is unreachable (default 60 s). */
  readonly remoteCleanupMs?: number;
}

export interface RunOutcome {
  readonly status: 'complete' | 'incomplete' | 'failed';
  /** Where the results went (the dataset file, or the partial results' file), if anywhere. */
  readonly file: string | null;
  /** The dataset file in the output folder. */
  readonly target: string;
  /** True when {@link target} was replaced (complete and valid); otherwise it is as it was. */
  readonly replaced: boolean;
  readonly points: number;
  /** Wall time of the whole run (server set-up and clean-up included). */
  readonly seconds: number;
  /** Largest size of the temporary directory seen while running. */
  readonly peakDiskBytes: number;
  /** Exit code for the CLI: 0, 1 (failure), 2 (invalid dataset), 130/143 (signals). */
  readonly exitCode: number;
  /** What went wrong, for the terminal. */
  readonly error: string | null;
}

/** Size of a directory tree in bytes (allocated blocks), 0 if it is gone. */
async function treeBytes(dir: string): Promise<number> {
  let total = 0;
  let entries: string[] = [];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      const s = await stat(path.join(dir, entry));
      if (s.isFile()) total += s.blocks * 512;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

/** Human-readable reason of an early stop, in both languages. */
function stopReason(error: Error): LocalizedText {
  if (error instanceof InterruptedError) {
    return {
      ja: `${error.signalName} を受けて中断しました。`,
      en: `It was interrupted by ${error.signalName}.`,
    };
  }
  if (error instanceof ServerDiedError) {
    const how = error.exitSignal ? `signal ${error.exitSignal}` : `exit code ${error.code ?? '?'}`;
    return {
      ja: `測定中に MariaDB サーバーが停止しました(${how})。`,
      en: `The MariaDB server died during the run (${how}).`,
    };
  }
  const first = error.message.split('\n')[0] ?? 'unknown error';
  return { ja: `エラーで停止しました: ${first}`, en: `It stopped on an error: ${first}` };
}

function nextVersion(file: string): number {
  if (!existsSync(file)) return 1;
  try {
    const v = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v + 1 : 1;
  } catch {
    return 1;
  }
}

/**
 * Writes results that must not replace the dataset: to `file`, or, if that
 * fails, to the OS temp dir, so that a run's points are not lost to a full
 * or vanished folder. Returns where they went, or null.
 */
async function writePartial(
  file: string,
  text: string,
  log: (line: string) => void,
): Promise<string | null> {
  const fallback = path.join(
    os.tmpdir(),
    `${path.basename(file, '.json')}-${new Date().toISOString().replaceAll(':', '-')}.json`,
  );
  for (const candidate of [file, fallback]) {
    try {
      await writeFileAtomic(candidate, text);
      return candidate;
    } catch (e) {
      log(`could not write ${candidate}: ${toError(e).message}`);
    }
  }
  return null;
}

function formatPointLine(p: LabPoint): string {
  return `point ${p.series} x=${String(p.x)} ${p.unit}=${p.y}`;
}

export async function runExperiment(o: RunOptions): Promise<RunOutcome> {
  const { experiment, progress, interrupt } = o;
  const startedAt = new Date();
  const t0 = performance.now();
  const chartUnit = experiment.dataset.chart?.y;
  const recorder = new Recorder((p) => {
    if (p.unit === chartUnit) progress.log(formatPointLine(p));
  });
  const log = (line: string): void => {
    progress.log(line);
  };
  let server: LabServer | null = null;
  let failure: Error | null = null;
  let hardware: EnvironmentEntry[] = [];
  let serverVersion = '';
  const defaults = new Map<string, string>();
  let peakDiskBytes = 0;
  /** With `--server`: the last plan of each variable the experiment wanted. */
  const remotePlan = new Map<string, GlobalPlanEntry>();
  let sampling: Promise<void> = Promise.resolve();
  const sampler = setInterval(() => {
    const dir = server?.dir;
    if (!dir) return;
    sampling = sampling.then(async () => {
      peakDiskBytes = Math.max(peakDiskBytes, await treeBytes(dir));
    });
  }, 2000);

  const loadAverage = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  const loadAtStart = loadAverage();
  log(`lab: ${experiment.id} (${o.scale}); load average ${loadAtStart}`);

  /** The context on the reader's server: no restart, globals only as the plan allows, no server CPU. */
  const remoteContext = (remote: RemoteServer): ExperimentContext => {
    hardware = remote.hardwareEntries(cpuModel(), os.availableParallelism());
    recorder.defaultsAsFound = true;
    serverVersion = remote.info.version;
    recorder.param({ ja: '接続先(--server)', en: 'server (--server)' }, remote.description);
    const support = REMOTE_SUPPORT[experiment.id];
    if (support?.runs) recorder.note(support.note);
    recorder.note({
      ja: `利用者のサーバー(${remote.description}、${remote.info.version})で実行しました。サーバーは再起動できないため、バッファプールは見つけたままの状態で、ほかの作業が同時に動いていた可能性があります。`,
      en: `Run on the reader’s server (${remote.description}, ${remote.info.version}). It cannot be restarted, so the buffer pool was as found, and other work may have run at the same time.`,
    });
    const apply = async (conn: Connection, variables: ServerVariables) => {
      const plan = await remote.applyGlobals(conn, variables);
      for (const line of describePlan(plan)) log(line);
      for (const entry of plan) {
        remotePlan.set(entry.name, planEntryToKeep(remotePlan.get(entry.name), entry));
        const actual = await readVariable(conn, entry.name);
        recorder.variable(entry.name, actual, entry.action === 'set' ? entry.wanted : undefined);
      }
    };
    return {
      scale: o.scale,
      signal: interrupt,
      progress,
      record: recorder,
      server: null,
      remoteTarget: remote.target,
      database: remote.database,
      dataDir: remote.info.dataDir,
      seed: o.seed,
      log,
      async startServer(variables) {
        const conn = await raceAbort(remote.connect(), interrupt);
        try {
          if (defaults.size === 0) {
            for (const name of REPORTED_DEFAULTS)
              defaults.set(name, await readVariable(conn, name));
          }
          await apply(conn, variables);
        } finally {
          await conn.end();
        }
      },
      connect: () => raceAbort(remote.connect(), interrupt),
      setGlobal: (conn, name, value) => apply(conn, { [name]: value }),
      status: (conn) => globalStatus(conn),
      serverCpuSeconds: () => NaN,
      point: (p) => {
        const problem = recorder.add(p);
        if (problem) log(`warning: ${problem}`);
      },
    };
  };
  try {
    if (o.remote) {
      progress.begin(1, 'starting');
      await raceAbort(experiment.run(remoteContext(o.remote)), interrupt);
    } else {
      const base = o.baseDir ?? process.env.LAB_TMPDIR;
      for (const dir of sweepStaleDirectories(base)) log(`removed a stale lab directory: ${dir}`);
      server = await LabServer.create({
        ...(o.mariadbd ? { mariadbd: o.mariadbd } : {}),
        ...(base ? { baseDir: base } : {}),
        extraArgs: o.serverArgs ?? [],
        log,
        signal: interrupt,
      });
      o.onServer?.(server);
      const live = server;
      hardware = hardwareEntries(live.dataDir);
      const signal = AbortSignal.any([interrupt, live.signal]);
      if (o.serverArgs && o.serverArgs.length > 0) {
        recorder.param(
          { ja: '追加の mariadbd 引数', en: 'extra mariadbd arguments' },
          o.serverArgs.join(' '),
        );
      }

      const recordVariable = async (conn: Connection, name: string, requested: string | number) => {
        const actual = await readVariable(conn, name);
        const req = String(requested);
        recorder.variable(name, actual, req === '' ? undefined : req);
      };

      const ctx: ExperimentContext = {
        scale: o.scale,
        signal,
        progress,
        record: recorder,
        server: live,
        remoteTarget: null,
        database: DATABASE,
        dataDir: live.dataDir,
        seed: o.seed,
        log,
        async startServer(variables) {
          await raceAbort(live.start({ ...RUNNER_VARIABLES, ...variables }), signal);
          const conn = await live.connect();
          try {
            if (serverVersion === '') {
              const rows = await conn.query<Array<{ v: string; c: string }>>(
                'SELECT VERSION() AS v, @@version_comment AS c',
              );
              serverVersion = `${rows[0]?.v ?? ''} (${rows[0]?.c ?? ''})`;
              for (const name of REPORTED_DEFAULTS)
                defaults.set(name, await readVariable(conn, name));
            }
            for (const [name, value] of Object.entries({ ...RUNNER_VARIABLES, ...variables })) {
              await recordVariable(conn, name, value);
            }
          } finally {
            await conn.end();
          }
        },
        connect: () => raceAbort(live.connect(), signal),
        async setGlobal(conn, name, value) {
          await conn.query(
            `SET GLOBAL ${name} = ${typeof value === 'number' ? value : `'${value}'`}`,
          );
          await recordVariable(conn, name, value);
        },
        status: (conn) => globalStatus(conn),
        serverCpuSeconds: () => processCpuSeconds(live.pid),
        point: (p) => {
          const problem = recorder.add(p);
          if (problem) log(`warning: ${problem}`);
        },
      };
      progress.begin(1, 'starting');
      await raceAbort(experiment.run(ctx), signal);
    }
  } catch (e) {
    failure = toError(e);
  }
  const kept = planNote([...remotePlan.values()]);
  if (kept) recorder.note(kept);
  recorder.freeze();
  if (o.remote && failure && !interrupt.aborted && isConnectionLost(failure)) {
    failure = new RemoteConnectionLostError(o.remote.description, failure);
  }
  // The cause, not its symptom: a dead server or Ctrl-C makes queries fail too.
  if (failure && server && !interrupt.aborted) await server.settle();
  if (server?.died) failure = server.died;
  else if (failure && interrupt.aborted && interrupt.reason instanceof InterruptedError) {
    failure = interrupt.reason;
  }
  progress.end();

  if (server) {
    peakDiskBytes = Math.max(peakDiskBytes, await treeBytes(server.dir));
    log(`shutting down the server and removing ${server.dir}`);
    try {
      await server.destroy({ graceMs: interrupt.aborted ? 10_000 : 60_000 });
    } catch (e) {
      log(`clean-up problem: ${(e as Error).message}`);
      server.emergencyCleanupSync();
    }
    o.onServer?.(null);
  }
  let leftBehind: string[] = [];
  if (o.remote) {
    const waitMs = o.remoteCleanupMs ?? 60_000;
    log(`removing what the run created in ${o.remote.description}`);
    leftBehind = await o.remote.finish(waitMs);
    if (leftBehind.length > 0) {
      log(`could not clean up ${o.remote.description} within ${Math.round(waitMs / 1000)} s`);
    }
  }
  clearInterval(sampler);
  await sampling;
  const finishedAt = new Date();
  const seconds = (performance.now() - t0) / 1000;

  for (const [name] of recorder.variables) defaults.delete(name);
  for (const [name, value] of defaults) recorder.defaults.set(name, value);
  const loadAtEnd = loadAverage();
  const cpus = os.availableParallelism();
  recorder.workload.push(
    {
      key: {
        ja: 'システムのロードアベレージ(1・5・15 分)開始時 / 終了時',
        en: 'system load average (1, 5, 15 min) at start / at end',
      },
      value: {
        ja: `${loadAtStart} / ${loadAtEnd}(CPU ${cpus} 個。この実行自体が約 1〜2 を上乗せする)`,
        en: `${loadAtStart} / ${loadAtEnd} (${cpus} CPUs; the run itself adds about 1–2)`,
      },
    },
    {
      key: { ja: '所要時間(準備と後片付けを含む)', en: 'run time (set-up and clean-up included)' },
      value: formatDuration(seconds * 1000),
    },
  );
  if (!o.remote) {
    recorder.workload.push({
      key: {
        ja: '一時ディレクトリのディスク使用量の最大値',
        en: 'peak disk use of the temporary directory',
      },
      value: formatBytes(peakDiskBytes),
    });
  }
  if (server) {
    recorder.workload.push({
      key: { ja: 'サーバーの準備(mariadb-install-db)', en: 'server set-up (mariadb-install-db)' },
      value: `${roundSignificant(server.installSeconds, 2)} s`,
    });
  }

  const interrupted = failure instanceof InterruptedError;
  let exitCode =
    failure instanceof InterruptedError
      ? failure.signalName === 'SIGINT'
        ? 130
        : 143
      : failure
        ? 1
        : 0;
  let error: string | null = failure
    ? failure instanceof ServerStartError ||
      failure instanceof ServerDiedError ||
      failure instanceof RemoteConnectionLostError
      ? failure.message
      : interrupted
        ? failure.message
        : `${failure.message}${failure.stack ? `\n${failure.stack.split('\n').slice(1, 6).join('\n')}` : ''}`
    : null;

  if (leftBehind.length > 0 && o.remote) {
    exitCode = exitCode === 0 ? 1 : exitCode;
    error = [
      error,
      `Could not remove what the run created in ${o.remote.description} (the server is unreachable). Once it is back, run these statements, or npm run lab -- --server … --yes-use-this-database --drop-leftovers:\n${leftBehind.map((l) => `  ${l};`).join('\n')}`,
    ]
      .filter(Boolean)
      .join('\n');
  }
  const fileName = `${experiment.dataset.id}.json`;
  const file = path.resolve(o.outDir, fileName);
  const dataset = buildDataset(experiment.dataset, recorder, {
    scale: o.scale,
    command: o.command,
    startedAt,
    finishedAt,
    script: experiment.script,
    hardware,
    software: softwareEntries(
      serverVersion,
      o.remote ? { connection: o.remote.description } : { binary: server?.mariadbd ?? '' },
    ),
    stopReason: failure ? stopReason(failure) : null,
    version: nextVersion(file),
  });
  let written: string | null = null;
  let replaced = false;
  if (dataset) {
    const text = `${JSON.stringify(dataset, null, 2)}\n`;
    const issues = validateDataset(dataset, fileName);
    if (issues.length > 0) {
      exitCode = exitCode === 0 ? 2 : exitCode;
      error = [error, formatDatasetIssues(issues, fileName)].filter(Boolean).join('\n');
    }
    if (failure === null && issues.length === 0) {
      try {
        await writeFileAtomic(file, text);
        written = file;
        replaced = true;
      } catch (e) {
        exitCode = 1;
        error = [error, `could not write ${file}: ${toError(e).message}`]
          .filter(Boolean)
          .join('\n');
      }
    }
    if (!replaced) {
      const kept = await writePartial(path.join(o.partialDir, fileName), text, log);
      written = kept;
      if (kept === null) {
        exitCode = exitCode === 0 ? 1 : exitCode;
        error = [error, 'the results could not be written anywhere'].filter(Boolean).join('\n');
      }
    }
  }
  const status = failure === null ? 'complete' : dataset ? 'incomplete' : 'failed';
  return {
    status,
    file: written,
    target: file,
    replaced,
    points: recorder.points.length,
    seconds,
    peakDiskBytes,
    exitCode,
    error,
  };
}
