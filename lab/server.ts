/**
 * A throwaway MariaDB server: `mariadb-install-db` into a fresh temporary
 * directory, `mariadbd` on its own socket and a free loopback port, never a
 * system instance and never the system's my.cnf (`--no-defaults`).
 *
 * Lifecycle guarantees:
 * - {@link LabServer.destroy} shuts the server down (SIGTERM, then SIGKILL
 *   after a grace period) and removes the whole directory; it is idempotent.
 * - The server is started through `setpriv --pdeathsig SIGKILL` when
 *   available, so the kernel kills it if this process dies without cleaning
 *   up (SIGKILL of the runner); {@link sweepStaleDirectories} removes the
 *   directories such runs leave behind.
 * - An unexpected exit of the server (crash, `kill -9`) is detected from the
 *   child's exit event: {@link LabServer.signal} is aborted with a
 *   {@link ServerDiedError} that says how it died and quotes its error log.
 * - {@link LabServer.emergencyCleanupSync} is for `process.on('exit')`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import * as mariadb from 'mariadb';

import { makeDirectory } from './files';
import { OpenConnections } from './openConnections';
import { isAlive, sleep } from './util';

/** Prefix of the temporary directories (`/tmp/dbpfg-lab-XXXXXX`). */
export const DIR_PREFIX = 'dbpfg-lab-';

/** The database the experiments use. */
export const DATABASE = 'lab';

/** Server variables given on the command line: `name` (underscores) → value. */
export type ServerVariables = Readonly<Record<string, string | number>>;

/** The server could not be started (missing binary, install-db failure, early exit, timeout). */
export class ServerStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerStartError';
  }
}

/** The server exited while the run was using it. */
export class ServerDiedError extends Error {
  constructor(
    message: string,
    readonly pid: number,
    readonly code: number | null,
    readonly exitSignal: NodeJS.Signals | null,
  ) {
    super(message);
    this.name = 'ServerDiedError';
  }
}

const SEARCH_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin', '/sbin', '/bin'];

/** Absolute path of the first executable `name` on PATH or in the sbin folders, or null. */
export function findExecutable(...names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...SEARCH_DIRS];
  for (const name of names) {
    if (name.includes('/')) {
      if (isExecutable(name)) return path.resolve(name);
      continue;
    }
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** How to install the server, for error messages. */
export const INSTALL_HINT =
  'Install it with `sudo apt-get install -y mariadb-server` (Debian/Ubuntu); the lab starts its own server and never touches a system instance (which may stay stopped: `sudo systemctl disable --now mariadb`).';

/** The `mariadbd` binary (only `$LAB_MARIADBD` when set), or null when MariaDB is not installed. */
export function findMariadbd(): string | null {
  const chosen = process.env.LAB_MARIADBD;
  if (chosen) return findExecutable(chosen);
  return findExecutable('mariadbd', 'mysqld');
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => {
        resolve(port);
      });
    });
  });
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Pids of running processes whose command line mentions `needle` (Linux /proc). */
export function processesMentioning(needle: string): number[] {
  const out: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    if (cmdlineOf(pid).includes(needle)) out.push(pid);
  }
  return out;
}

/**
 * Removes lab directories left behind by runs whose process is gone (killed
 * with SIGKILL, power loss), killing a server still running from one of them.
 * Directories of live runs are left alone. Returns the paths removed.
 */
export function sweepStaleDirectories(base = os.tmpdir()): string[] {
  const removed: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(base);
  } catch {
    return removed;
  }
  for (const entry of entries) {
    if (!entry.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(base, entry);
    let owner = 0;
    try {
      const record: unknown = JSON.parse(readFileSync(path.join(dir, 'owner.json'), 'utf8'));
      // A record that is not an object is as broken as one that does not parse.
      if (typeof record !== 'object' || record === null) continue;
      owner = Number('pid' in record ? record.pid : undefined);
    } catch {
      // No owner file yet: either being created right now, or broken. Leave young ones alone.
      continue;
    }
    if (owner > 0 && isAlive(owner) && cmdlineOf(owner) !== '') continue;
    for (const pid of processesMentioning(path.join(dir, 'data'))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** How a child exited. */
interface ExitInfo {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

function describeExit(e: ExitInfo): string {
  if (e.signal) return `killed by signal ${e.signal}`;
  return `exited with code ${e.code ?? '?'}`;
}

export interface LabServerOptions {
  /** `mariadbd` binary (default: found on PATH / sbin, or `$LAB_MARIADBD`). */
  readonly mariadbd?: string;
  /** `mariadb-install-db` binary (default: found on PATH / bin, or `$LAB_INSTALL_DB`). */
  readonly installDb?: string;
  /** Parent of the temporary directory (default: the OS temp dir, or `$LAB_TMPDIR`). */
  readonly baseDir?: string;
  /** Extra `mariadbd` arguments, appended after the experiment's. */
  readonly extraArgs?: readonly string[];
  /** Progress/log sink. */
  readonly log?: (line: string) => void;
  /** How long to wait for "ready for connections" (default 120 s). */
  readonly startTimeoutMs?: number;
  /** Stops `mariadb-install-db` when aborted (Ctrl-C during set-up). */
  readonly signal?: AbortSignal;
}

/** One started `mariadbd`. */
interface Running {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly exited: Promise<ExitInfo>;
  exit: ExitInfo | null;
  stopping: boolean;
  /** Accepted connections once: an exit after this is a death, before it a failed start. */
  ready: boolean;
}

export class LabServer {
  readonly dir: string;
  readonly dataDir: string;
  readonly socket: string;
  readonly errorLog: string;
  readonly tmpDir: string;
  readonly mariadbd: string;
  readonly installDb: string;
  port = 0;
  /** Arguments of the last start, for the record. */
  lastArgs: readonly string[] = [];
  /** Seconds the install step took. */
  installSeconds = 0;

  private running: Running | null = null;
  private readonly abort = new AbortController();
  private readonly connections = new OpenConnections();
  private installChild: ChildProcess | null = null;
  private destroyed = false;
  private errorLogOffset = 0;
  private readonly log: (line: string) => void;
  private readonly extraArgs: readonly string[];
  private readonly startTimeoutMs: number;
  private readonly usePdeathsig: boolean;

  private constructor(dir: string, mariadbd: string, installDb: string, o: LabServerOptions) {
    this.dir = dir;
    this.dataDir = path.join(dir, 'data');
    this.socket = path.join(dir, 'mariadbd.sock');
    this.errorLog = path.join(dir, 'error.log');
    this.tmpDir = path.join(dir, 'tmp');
    this.mariadbd = mariadbd;
    this.installDb = installDb;
    this.log = o.log ?? (() => undefined);
    this.extraArgs = o.extraArgs ?? [];
    this.startTimeoutMs = o.startTimeoutMs ?? 120_000;
    this.usePdeathsig = findExecutable('setpriv') !== null && supportsPdeathsig();
  }

  /**
   * Creates the temporary directory and initialises a data directory in it.
   * Throws {@link ServerStartError} with an actionable message on failure
   * (after removing the directory).
   */
  static async create(o: LabServerOptions = {}): Promise<LabServer> {
    const mariadbd = o.mariadbd ?? findMariadbd();
    if (!mariadbd || !isExecutable(mariadbd)) {
      throw new ServerStartError(
        `MariaDB server binary not found (${o.mariadbd ?? 'mariadbd'}). ${INSTALL_HINT}`,
      );
    }
    const installDb =
      o.installDb ??
      findExecutable(process.env.LAB_INSTALL_DB ?? 'mariadb-install-db', 'mysql_install_db');
    if (!installDb || !isExecutable(installDb)) {
      throw new ServerStartError(
        `mariadb-install-db not found (it ships with the server package). ${INSTALL_HINT}`,
      );
    }
    const base = o.baseDir ?? process.env.LAB_TMPDIR ?? os.tmpdir();
    await makeDirectory(base);
    const dir = await mkdtemp(path.join(base, DIR_PREFIX));
    const server = new LabServer(dir, mariadbd, installDb, o);
    try {
      await writeFile(
        path.join(dir, 'owner.json'),
        JSON.stringify({ pid: process.pid, started: new Date().toISOString() }),
      );
      await mkdir(server.tmpDir);
      await server.install(o.signal);
    } catch (e) {
      await server.destroy();
      throw e;
    }
    return server;
  }

  /** Aborted (with a {@link ServerDiedError}) when the server exits unexpectedly. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  /** The server's pid while it runs. */
  get pid(): number | null {
    return this.running && !this.running.exit ? this.running.pid : null;
  }

  /** True once the server died unexpectedly. */
  get died(): ServerDiedError | null {
    const reason: unknown = this.abort.signal.reason;
    return reason instanceof ServerDiedError ? reason : null;
  }

  private async install(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new ServerStartError('set-up interrupted');
    const started = Date.now();
    const args = [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(isRoot() ? ['--user=root'] : []),
    ];
    this.log(`initialising a data directory in ${this.dataDir}`);
    const output: string[] = [];
    const child = spawn(this.installDb, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.installChild = child;
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    const exit = await new Promise<ExitInfo & { error?: Error }>((resolve) => {
      child.on('error', (error) => {
        resolve({ code: null, signal: null, error });
      });
      child.on('exit', (code, exitSignal) => {
        resolve({ code, signal: exitSignal });
      });
    });
    signal?.removeEventListener('abort', onAbort);
    this.installChild = null;
    if (exit.error || exit.code !== 0) {
      const tail = output.join('').trim().split('\n').slice(-15).join('\n');
      throw new ServerStartError(
        `mariadb-install-db failed (${exit.error ? exit.error.message : describeExit(exit)}):\n${tail}`,
      );
    }
    this.installSeconds = (Date.now() - started) / 1000;
  }

  /**
   * Starts `mariadbd` with these variables (stopping it first if it runs).
   * Resolves once it accepts connections and the `lab` database exists.
   */
  async start(variables: ServerVariables): Promise<void> {
    if (this.destroyed) throw new ServerStartError('the lab server was already destroyed');
    if (this.died) throw this.died;
    if (this.running && !this.running.exit) await this.stop();
    if (this.port === 0) this.port = await freePort();
    const args = [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      `--socket=${this.socket}`,
      `--port=${this.port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${path.join(this.dir, 'mariadbd.pid')}`,
      `--log-error=${this.errorLog}`,
      `--tmpdir=${this.tmpDir}`,
      ...(isRoot() ? ['--user=root'] : []),
      '--skip-name-resolve',
      // A restart must start cold: no buffer pool dump/load between runs.
      '--innodb-buffer-pool-dump-at-shutdown=0',
      '--innodb-buffer-pool-load-at-startup=0',
      ...Object.entries(variables).map(([k, v]) => `--${k.replaceAll('_', '-')}=${v}`),
      ...this.extraArgs,
    ];
    this.lastArgs = args;
    this.errorLogOffset = existsSync(this.errorLog) ? readFileSync(this.errorLog).length : 0;
    const [command, commandArgs] = this.usePdeathsig
      ? ['setpriv', ['--pdeathsig', 'SIGKILL', '--', this.mariadbd, ...args]]
      : [this.mariadbd, args];
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Own process group: a Ctrl-C in the terminal reaches the runner, which shuts the server down in order.
      detached: true,
    });
    const stderr: string[] = [];
    child.stderr.on('data', (d: Buffer) => {
      stderr.push(d.toString());
      if (stderr.length > 50) stderr.shift();
    });
    let resolveExit: (e: ExitInfo) => void = () => undefined;
    const exited = new Promise<ExitInfo>((resolve) => (resolveExit = resolve));
    const running: Running = {
      child,
      pid: child.pid ?? -1,
      exited,
      exit: null,
      stopping: false,
      ready: false,
    };
    child.on('error', (error) => {
      stderr.push(error.message);
      running.exit = { code: null, signal: null };
      resolveExit(running.exit);
    });
    child.on('exit', (code, signal) => {
      running.exit = { code, signal };
      resolveExit(running.exit);
      if (running.ready && !running.stopping && !this.destroyed && this.running === running) {
        const message =
          `The MariaDB server (pid ${running.pid}) died during the run: ${describeExit(running.exit)}.` +
          (signal === 'SIGKILL'
            ? ' A SIGKILL comes from outside the server: kill -9, or the kernel’s OOM killer (see dmesg).'
            : '') +
          this.errorLogTail('\nLast lines of its error log:\n');
        this.abort.abort(new ServerDiedError(message, running.pid, code, signal));
      }
    });
    this.running = running;
    this.log(`starting mariadbd (pid ${running.pid}, socket ${this.socket}, port ${this.port})`);

    const deadline = Date.now() + this.startTimeoutMs;
    for (;;) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- destroy() may run during this loop's awaits; TypeScript keeps the narrowing of the check before the loop
      if (this.destroyed) throw new ServerStartError('the lab server was destroyed while starting');
      if (running.exit) {
        this.running = null;
        throw new ServerStartError(
          `The MariaDB server failed to start: ${describeExit(running.exit)}.` +
            (stderr.length > 0 ? `\n${stderr.join('').trim()}` : '') +
            this.errorLogTail('\nLast lines of its error log:\n'),
        );
      }
      if (Date.now() > deadline) {
        await this.kill();
        throw new ServerStartError(
          `The MariaDB server did not accept connections within ${this.startTimeoutMs / 1000} s.` +
            this.errorLogTail('\nLast lines of its error log:\n'),
        );
      }
      if (existsSync(this.socket)) {
        try {
          const conn = await mariadb.createConnection({
            socketPath: this.socket,
            user: 'root',
            connectTimeout: 2000,
          });
          conn.on('error', () => undefined);
          await conn.query(`CREATE DATABASE IF NOT EXISTS ${DATABASE}`);
          await conn.end();
          running.ready = true;
          break;
        } catch {
          // not ready yet
        }
      }
      await sleep(100);
    }
    this.log(`mariadbd ready (pid ${running.pid})`);
  }

  /** A new client connection (socket, root, database `lab`), closed by {@link destroy} if still open. */
  async connect(options: Partial<mariadb.ConnectionConfig> = {}): Promise<mariadb.Connection> {
    if (this.died) throw this.died;
    const conn = await mariadb.createConnection({
      socketPath: this.socket,
      user: 'root',
      database: DATABASE,
      connectTimeout: 10_000,
      ...options,
    });
    // A lost connection's cause (a dead server) is reported through `signal`.
    return this.connections.track(conn);
  }

  /** Closes every client connection without waiting. */
  dropConnections(): void {
    this.connections.destroyAll();
  }

  /**
   * After a client error: gives the exit event of a server that just died up to
   * `ms` to arrive (a lost connection is often reported before the exit), so that
   * {@link died} tells the cause. A failure while the server lives costs this wait.
   *
   * It waits whatever /proc says at first: a killed server closes its sockets
   * (the client sees ECONNRESET) before the kernel marks it a zombie, and on a
   * loaded machine that gap outlasted a check that returned while the process
   * still looked alive (the run then blamed ECONNRESET, not the dead server).
   */
  async settle(ms = 2000): Promise<void> {
    const running = this.running;
    if (!running || running.exit) return;
    await Promise.race([running.exited, sleep(ms)]);
  }

  /** Clean shutdown (SIGTERM), SIGKILL after `graceMs`. */
  async stop(graceMs = 120_000): Promise<void> {
    const running = this.running;
    if (!running || running.exit) {
      this.running = null;
      return;
    }
    this.dropConnections();
    running.stopping = true;
    this.log(`stopping mariadbd (pid ${running.pid})`);
    try {
      process.kill(running.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timedOut = await Promise.race([
      running.exited.then(() => false),
      sleep(graceMs).then(() => true),
    ]);
    if (timedOut) {
      this.log(`mariadbd did not stop within ${graceMs / 1000} s: killing it`);
      await this.kill();
    }
    this.running = null;
  }

  /** SIGKILL and wait for the exit. */
  private async kill(): Promise<void> {
    const running = this.running;
    if (!running || running.exit) return;
    running.stopping = true;
    try {
      process.kill(running.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await Promise.race([running.exited, sleep(10_000)]);
  }

  /**
   * Stops the server (gracefully unless `force`) and removes the temporary
   * directory. Safe to call more than once and after a crash.
   */
  async destroy(options: { force?: boolean; graceMs?: number } = {}): Promise<void> {
    if (this.installChild && this.installChild.exitCode === null) {
      this.installChild.kill('SIGKILL');
    }
    this.dropConnections();
    if (this.running && !this.running.exit) {
      if (options.force) await this.kill();
      else await this.stop(options.graceMs ?? 30_000);
    }
    this.destroyed = true;
    this.running = null;
    // The data directory may briefly be held by a dying process: retry.
    await rm(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  /** For `process.on('exit')`: kill the server and remove the directory, synchronously. */
  emergencyCleanupSync(): void {
    const running = this.running;
    if (running && !running.exit) {
      try {
        process.kill(running.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    this.destroyed = true;
    try {
      rmSync(this.dir, { recursive: true, force: true });
    } catch {
      // nothing more to do
    }
  }

  /** The lines the server wrote to its error log since the last start. */
  async errorLogSinceStart(): Promise<string> {
    try {
      return (await readFile(this.errorLog)).subarray(this.errorLogOffset).toString();
    } catch {
      return '';
    }
  }

  private errorLogTail(prefix: string, lines = 12): string {
    try {
      const text = readFileSync(this.errorLog).subarray(this.errorLogOffset).toString().trim();
      if (text === '') return '';
      return prefix + text.split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let pdeathsigSupported: boolean | null = null;
/** `setpriv --pdeathsig` exists in util-linux ≥ 2.33. */
function supportsPdeathsig(): boolean {
  if (pdeathsigSupported === null) {
    const r = spawnSync('setpriv', ['--pdeathsig', 'SIGKILL', '--', 'true'], { stdio: 'ignore' });
    pdeathsigSupported = r.status === 0;
  }
  return pdeathsigSupported;
}
