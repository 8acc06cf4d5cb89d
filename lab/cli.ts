/**
 * `npm run lab -- <experiment|all> [--quick|--full] [options]`
 *
 * Starts a throwaway MariaDB server, runs the experiment, writes its dataset
 * and always removes the server again (also on Ctrl-C, errors and crashes).
 * See lab/README.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { EXPERIMENT_IDS, type ExperimentId, type Scale } from './experiment';
import { EXPERIMENTS } from './experiments';
import { Progress } from './progress';
import { DEFAULT_SEED } from './random';
import { runExperiment, type RunOutcome } from './runner';
import type { LabServer } from './server';
import { formatBytes, formatDuration, InterruptedError, REPO_ROOT } from './util';

const USAGE = `Usage: npm run lab -- <experiment|all> [--quick|--full] [options]

Experiments:
${EXPERIMENT_IDS.map((id) => `  ${id.padEnd(13)} ${EXPERIMENTS[id].summary}`).join('\n')}
  all           the four, one after the other

Options:
  --quick             small scale, a couple of minutes each (default)
  --full              the full scale, up to ~10 minutes each; writes static/data/lab-<experiment>.json
  --out DIR           folder for the dataset (default: lab/results/quick for --quick, static/data for --full)
  --seed N            seed of the load generators (default ${DEFAULT_SEED})
  --server-arg ARG    extra mariadbd argument, e.g. --server-arg=--innodb-io-capacity=1000 (repeatable)
  --mariadbd PATH     server binary (default: mariadbd on PATH or in /usr/sbin; env LAB_MARIADBD)
  --tmpdir DIR        where the throwaway data directory goes (default: the OS temp dir; env LAB_TMPDIR)
  -h, --help          this text

Needs MariaDB's server package: sudo apt-get install -y mariadb-server (Debian/Ubuntu).
No system instance is used or needed.`;

function quote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

/** The command as the user typed it (npm script or tsx). */
function commandLine(argv: readonly string[]): string {
  const args = argv.map(quote).join(' ');
  return process.env.npm_lifecycle_event === 'lab'
    ? `npm run lab -- ${args}`
    : `tsx lab/cli.ts ${args}`;
}

interface Parsed {
  readonly experiments: readonly ExperimentId[];
  readonly scale: Scale;
  readonly outDir: string;
  readonly seed: number;
  readonly serverArgs: readonly string[];
  readonly mariadbd: string | undefined;
  readonly tmpdir: string | undefined;
}

function parse(argv: readonly string[]): Parsed | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      quick: { type: 'boolean' },
      full: { type: 'boolean' },
      out: { type: 'string' },
      seed: { type: 'string' },
      'server-arg': { type: 'string', multiple: true },
      mariadbd: { type: 'string' },
      tmpdir: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (values.quick && values.full) throw new Error('choose one of --quick and --full');
  if (positionals.length !== 1) throw new Error('name one experiment (or "all")');
  const name = positionals[0] ?? '';
  const experiments: ExperimentId[] =
    name === 'all'
      ? [...EXPERIMENT_IDS]
      : (EXPERIMENT_IDS as readonly string[]).includes(name)
        ? [name as ExperimentId]
        : [];
  if (experiments.length === 0) {
    throw new Error(
      `unknown experiment "${name}"; choose one of ${EXPERIMENT_IDS.join(', ')}, all`,
    );
  }
  const scale: Scale = values.full ? 'full' : 'quick';
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed expects an integer, got "${values.seed}"`);
  const outDir = path.resolve(
    values.out ??
      (scale === 'full'
        ? path.join(REPO_ROOT, 'static', 'data')
        : path.join(REPO_ROOT, 'lab', 'results', 'quick')),
  );
  return {
    experiments,
    scale,
    outDir,
    seed,
    serverArgs: values['server-arg'] ?? [],
    mariadbd: values.mariadbd,
    tmpdir: values.tmpdir ? path.resolve(values.tmpdir) : undefined,
  };
}

function report(o: RunOutcome, id: string): void {
  const relative = o.file ? path.relative(process.cwd(), o.file) : '';
  const where = o.file ? (relative.startsWith('..') || relative === '' ? o.file : relative) : null;
  const summary = `${id}: ${o.status}, ${o.points} points, ${formatDuration(o.seconds * 1000)}, peak disk ${formatBytes(o.peakDiskBytes)}`;
  if (o.status === 'complete') {
    process.stdout.write(`${summary}\nwrote ${where}\n`);
    if (o.error) process.stderr.write(`\n${o.error}\n`);
    return;
  }
  process.stderr.write(`\n${o.error ?? 'the run failed'}\n\n${summary}\n`);
  if (where) {
    process.stderr.write(`kept the partial results (marked "incomplete": true) in ${where}\n`);
  } else process.stderr.write('no point was measured, so no dataset was written\n');
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
  const progress = new Progress();
  const interrupt = new AbortController();
  let active: LabServer | null = null;
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 1) {
      progress.log(
        `\n${signal}: stopping the server and keeping the points measured so far (send it again to stop at once)`,
      );
      interrupt.abort(new InterruptedError(signal));
      return;
    }
    active?.emergencyCleanupSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
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
    const outcome = await runExperiment({
      experiment: EXPERIMENTS[id],
      scale: parsed.scale,
      outDir: parsed.outDir,
      command: commandLine(argv),
      seed: parsed.seed,
      progress,
      interrupt: interrupt.signal,
      serverArgs: parsed.serverArgs,
      ...(parsed.mariadbd ? { mariadbd: parsed.mariadbd } : {}),
      ...(parsed.tmpdir ? { baseDir: parsed.tmpdir } : {}),
      onServer: (s) => {
        active = s;
      },
    });
    report(outcome, id);
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
