/**
 * Shared by the lab tests: whether a real server can be used, and a runner
 * for the CLI in a child process that lets a test act on its output lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findMariadbd, processesMentioning } from '../../lab/server';
import { loadDataset, type Dataset } from '../../src/datasets/schema';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `mariadbd`'s path, or null when MariaDB is not installed — then the server
 * suites fail in `beforeAll` with {@link MISSING_SERVER_MESSAGE} (never skip:
 * a green run must mean the lab was exercised).
 */
export const MARIADBD = findMariadbd();

export const MISSING_SERVER_MESSAGE =
  'The lab tests need a real MariaDB server, but `mariadbd` was not found (PATH, /usr/sbin). ' +
  'Install it first: `sudo apt-get install -y mariadb-server` (Debian/Ubuntu); `.ci/run` does this in CI.';

export function requireServer(): void {
  if (MARIADBD === null) throw new Error(MISSING_SERVER_MESSAGE);
}

export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly output: string;
}

export interface CliRun {
  readonly child: ChildProcess;
  readonly done: Promise<CliResult>;
}

export interface CliOptions {
  /**
   * `npm`: through `npm run lab --`, as a developer starts it, in a process
   * group of its own (`child.pid` is the group's id), so that a test can
   * signal the whole group the way a terminal's Ctrl-C does.
   */
  readonly via?: 'node' | 'npm';
  /** Variables added to (or, as '', emptied in) the child's environment: LAB_SERVER_PASSWORD. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Runs `node --import tsx lab/cli.ts …args` (or `npm run lab -- …args`) from
 * the repository root. Calls `onLine` for every output line (stdout and
 * stderr) as it arrives.
 */
export function runCli(
  args: readonly string[],
  onLine: (line: string, child: ChildProcess) => void = () => undefined,
  options: CliOptions = {},
): CliRun {
  const [command, commandArgs] =
    options.via === 'npm'
      ? ['npm', ['run', 'lab', '--', ...args]]
      : [process.execPath, ['--import', 'tsx', 'lab/cli.ts', ...args]];
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.via === 'npm',
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  const feed = (chunk: string, pending: { rest: string }) => {
    pending.rest += chunk;
    const lines = pending.rest.split('\n');
    pending.rest = lines.pop() ?? '';
    for (const line of lines) onLine(line, child);
  };
  const outPending = { rest: '' };
  const errPending = { rest: '' };
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    output += d;
    feed(d, outPending);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    output += d;
    feed(d, errPending);
  });
  const done = new Promise<CliResult>((resolve) => {
    child.on('close', (code, signal) => {
      resolve({ code, signal, stdout, stderr, output });
    });
  });
  return { child, done };
}

/** A fresh folder under the OS temp dir. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * `--out` and `--partial-out` in two fresh folders of their own (never
 * lab/results or static/data), added to `folders` for the test to remove.
 */
export function outputFolderArgs(prefix: string, folders: string[]): string[] {
  const out = tempDir(`${prefix}-out-`);
  const partial = tempDir(`${prefix}-partial-`);
  folders.push(out, partial);
  return ['--out', out, '--partial-out', partial];
}

/** Reads and validates a dataset file; throws with the loader's messages. */
export function readDataset(file: string): Dataset {
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const result = loadDataset(json, { fileName: path.basename(file) });
  if (!result.ok) {
    throw new Error(
      `${file} is invalid:\n${result.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`,
    );
  }
  return result.value;
}

/** The lab's temporary directory of a run, from its "initialising a data directory in …/data" line. */
export function labDirFromOutput(output: string): string | null {
  const match = /initialising a data directory in (\S+)\/data/.exec(output);
  return match?.[1] ?? null;
}

/** Every server pid the run reported starting. */
export function serverPidsFromOutput(output: string): number[] {
  return [...output.matchAll(/starting mariadbd \(pid (\d+)/g)].map((m) => Number(m[1]));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes in process group `pgid`: executable and command line (Linux /proc). */
export function processGroup(pgid: number): Array<{ exe: string; cmdline: string }> {
  const out: Array<{ exe: string; cmdline: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp …": the command name may hold spaces and parentheses.
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== pgid) continue;
      out.push({
        exe: readlinkSync(`/proc/${entry}/exe`),
        cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
      });
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** Lab directories (`dbpfg-lab-*`) under `base`. */
export function labDirsUnder(base: string): string[] {
  if (!existsSync(base)) return [];
  return readdirSync(base).filter((e) => e.startsWith('dbpfg-lab-'));
}

/** Nothing of the run is left: no process mentions its directory, which is gone. */
export function leftovers(output: string): string[] {
  const problems: string[] = [];
  const dir = labDirFromOutput(output);
  if (dir === null) return ['no lab directory in the output'];
  if (existsSync(dir)) problems.push(`temporary directory still exists: ${dir}`);
  for (const pid of processesMentioning(dir)) problems.push(`process ${pid} still runs in ${dir}`);
  for (const pid of serverPidsFromOutput(output)) {
    if (isAlive(pid)) problems.push(`mariadbd pid ${pid} is still alive`);
  }
  return problems;
}
