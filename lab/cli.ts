/**
 * `npm run lab -- <experiment|all> [--quick|--full] [options]`
 *
 * Starts a throwaway MariaDB server, runs the experiment, writes its dataset
 * and always removes the server again (also on Ctrl-C, errors and crashes).
 * See lab/README.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { parse, USAGE, type Parsed } from './args';
import { EXPERIMENTS } from './experiments';
import { ensureWritableDirectory, UnwritableDirectoryError } from './files';
import { Progress } from './progress';
import {
  dropLeftovers,
  PreflightError,
  redactServerUrl,
  REMOTE_SUPPORT,
  RemoteServer,
} from './remote';
import { runExperiment, type RunOutcome } from './runner';
import type { LabServer } from './server';
import { signalHandler } from './signals';
import { formatBytes, formatDuration, InterruptedError } from './util';

function quote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

/** The command as the user typed it (npm script or node), with any password in `--server` replaced by `***`. */
function commandLine(argv: readonly string[]): string {
  const args = argv
    .map((a, i) =>
      argv[i - 1] === '--server' || a.startsWith('--server=') ? redactServerUrl(a) : a,
    )
    .map(quote)
    .join(' ');
  return process.env.npm_lifecycle_event === 'lab'
    ? `npm run lab -- ${args}`
    : `node --import tsx lab/cli.ts ${args}`;
}

/** A path relative to the current folder when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || relative === '' ? file : relative;
}

function report(o: RunOutcome, id: string, remote: boolean): void {
  // With --server nothing is on this machine's disk.
  const disk = remote ? '' : `, peak disk ${formatBytes(o.peakDiskBytes)}`;
  const summary = `${id}: ${o.status}, ${o.points} points, ${formatDuration(o.seconds * 1000)}${disk}`;
  if (o.replaced) {
    process.stdout.write(`${summary}\nwrote ${shown(o.target)}\n`);
    if (o.error) process.stderr.write(`\n${o.error}\n`);
    return;
  }
  process.stderr.write(`\n${o.error ?? 'the run failed'}\n\n${summary}\n`);
  if (o.file === null) {
    process.stderr.write(
      o.points === 0
        ? 'no point was measured, so no dataset was written\n'
        : 'the results could not be written\n',
    );
    return;
  }
  process.stderr.write(
    o.status === 'incomplete'
      ? `kept the partial results (marked "incomplete": true) in ${shown(o.file)}\n`
      : `kept the results for inspection in ${shown(o.file)}\n`,
  );
  process.stderr.write(
    existsSync(o.target)
      ? `${shown(o.target)} is unchanged\n`
      : `${shown(o.target)} was not written\n`,
  );
}

/** Fails before any server starts when a folder the run writes to is not writable. */
async function checkFolders(parsed: Parsed): Promise<string | null> {
  const folders: ReadonlyArray<readonly [string, string]> = [
    [parsed.outDir, 'the output folder (--out)'],
    [parsed.partialDir, 'the folder for partial results (--partial-out)'],
    ...(parsed.remote
      ? []
      : [[parsed.tmpdir, `the folder for the throwaway server (${parsed.tmpdirSource})`] as const]),
  ];
  for (const [dir, what] of folders) {
    try {
      await ensureWritableDirectory(dir);
    } catch (e) {
      const cause = e instanceof UnwritableDirectoryError ? (e.cause as Error).message : String(e);
      return `cannot write to ${what}: ${dir}\n  ${cause}\nNothing was started.`;
    }
  }
  return null;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  let parsed: Parsed | 'help';
  try {
    parsed = parse(argv);
  } catch (e) {
    process.stderr.write(`lab: ${(e as Error).message}\n\n${USAGE}\n`);
    return 64;
  }
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const remoteChoice = parsed.remote;
  if (remoteChoice?.target.passwordSource === 'url') {
    process.stderr.write(
      'lab: warning: the password in --server shows in `ps` and in your shell history; LAB_SERVER_PASSWORD keeps it out of both\n',
    );
  }
  if (remoteChoice?.dropLeftovers) {
    try {
      for (const line of await dropLeftovers(remoteChoice.target))
        process.stdout.write(`${line}\n`);
      return 0;
    } catch (e) {
      process.stderr.write(`lab: ${(e as Error).message}\n`);
      return e instanceof PreflightError ? e.exitCode : 1;
    }
  }
  const unwritable = await checkFolders(parsed);
  if (unwritable !== null) {
    process.stderr.write(`lab: ${unwritable}\n`);
    return 73;
  }
  const progress = new Progress();
  const interrupt = new AbortController();
  let active: LabServer | null = null;
  let remote: RemoteServer | null = null;
  const onSignal = signalHandler({
    stop(signal) {
      progress.log(
        `\n${signal}: stopping ${remote ? `the run, cleaning up ${remote.description}` : 'the server'} and keeping the points measured so far (send it again to stop at once)`,
      );
      interrupt.abort(new InterruptedError(signal));
    },
    stopNow(signal) {
      progress.log(`\n${signal} again: stopping at once; the points measured so far are lost`);
      active?.emergencyCleanupSync();
      const pending = remote?.pendingStatements() ?? [];
      if (remote && pending.length > 0) {
        remote.dropConnections();
        progress.log(
          `not cleaned up in ${remote.description}; run these statements (or --drop-leftovers):\n${pending.map((l) => `  ${l};`).join('\n')}`,
        );
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    },
  });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  // An error nobody awaited (a library throwing from an event handler) stops the run like
  // Ctrl-C does, but as a failure: the partial results are still written.
  process.on('uncaughtException', (e) => {
    progress.log(`\nunexpected error: ${e.stack ?? e.message}`);
    if (!interrupt.signal.aborted) interrupt.abort(e);
  });
  // Last resort: whatever path ends the process, no server or directory outlives it.
  process.on('exit', () => active?.emergencyCleanupSync());

  let exitCode = 0;
  for (const id of parsed.experiments) {
    if (remoteChoice) {
      remote = new RemoteServer({
        target: remoteChoice.target,
        experiment: id,
        setGlobals: remoteChoice.setGlobals,
        log: (line) => {
          progress.log(line);
        },
      });
      try {
        await remote.preflight(
          REMOTE_SUPPORT[id] ?? {
            runs: false,
            why: 'it has not been reviewed for running on a server the lab cannot restart',
          },
        );
      } catch (e) {
        process.stderr.write(`lab: ${(e as Error).message}\n`);
        return e instanceof PreflightError ? e.exitCode : 1;
      }
      progress.log(`lab: pre-flight passed on ${remote.description} (${remote.info.version})`);
    }
    const outcome = await runExperiment({
      experiment: EXPERIMENTS[id],
      scale: parsed.scale,
      outDir: parsed.outDir,
      partialDir: parsed.partialDir,
      command: commandLine(argv),
      seed: parsed.seed,
      progress,
      interrupt: interrupt.signal,
      serverArgs: parsed.serverArgs,
      ...(parsed.mariadbd ? { mariadbd: parsed.mariadbd } : {}),
      baseDir: parsed.tmpdir,
      onServer: (s) => {
        active = s;
      },
      ...(remote ? { remote } : {}),
      ...(process.env.LAB_REMOTE_CLEANUP_SECONDS
        ? { remoteCleanupMs: Number(process.env.LAB_REMOTE_CLEANUP_SECONDS) * 1000 }
        : {}),
    });
    report(outcome, id, remote !== null);
    if (outcome.exitCode !== 0 && exitCode === 0) exitCode = outcome.exitCode;
    if (interrupt.signal.aborted) break;
  }
  return exitCode;
}

// Exit explicitly: stdout/stderr are synchronous for files and pipes on Linux, and nothing may linger.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`lab: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
