/**
 * The lab's command line: usage text and argument parsing, kept apart from
 * the CLI's side effects so that the unit tests can call {@link parse}.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { EXPERIMENT_IDS, type ExperimentId, type Scale } from './experiment';
import { EXPERIMENTS } from './experiments';
import { DEFAULT_SEED } from './random';
import { REPO_ROOT } from './util';

export const USAGE = `Usage: npm run lab -- <experiment|all> [--quick|--full] [options]

Experiments:
${EXPERIMENT_IDS.map((id) => `  ${id.padEnd(13)} ${EXPERIMENTS[id].summary}`).join('\n')}
  all           every experiment, one after the other

Options:
  --quick             small scale, a couple of minutes each (default)
  --full              the full scale, up to ~10 minutes each; writes static/data/lab-<experiment>.json
  --out DIR           folder for the dataset (default: lab/results/quick for --quick, static/data for --full);
                      its lab-<experiment>.json is replaced only when the run completes and validates
  --partial-out DIR   folder for the results of a run that stops early or does not validate
                      (default: lab/results/partial)
  --seed N            seed of the load generators (default ${DEFAULT_SEED})
  --server-arg ARG    extra mariadbd argument, e.g. --server-arg=--innodb-io-capacity=1000 (repeatable)
  --mariadbd PATH     server binary (default: mariadbd on PATH or in /usr/sbin; env LAB_MARIADBD)
  --tmpdir DIR        where the throwaway data directory goes (default: the OS temp dir; env LAB_TMPDIR)
  -h, --help          this text

Needs MariaDB's server package: sudo apt-get install -y mariadb-server (Debian/Ubuntu).
No system instance is used or needed.

Exit codes: 0 done, 1 failed, 2 dataset invalid, 64 bad arguments, 73 a folder is not writable,
130 / 143 interrupted (SIGINT / SIGTERM).`;

export interface Parsed {
  readonly experiments: readonly ExperimentId[];
  readonly scale: Scale;
  readonly outDir: string;
  readonly partialDir: string;
  readonly seed: number;
  readonly serverArgs: readonly string[];
  readonly mariadbd: string | undefined;
  /** Parent of the throwaway data directory, and where it came from (for messages). */
  readonly tmpdir: string;
  readonly tmpdirSource: string;
}

/** The option's value, or an error for an empty one (`--out=`), which would otherwise mean the current folder or a default. */
function nonEmpty(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.trim() === '')
    throw new Error(`--${name} expects a value, got ""`);
  return value;
}

export function parse(argv: readonly string[]): Parsed | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      quick: { type: 'boolean' },
      full: { type: 'boolean' },
      out: { type: 'string' },
      'partial-out': { type: 'string' },
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
  // Number('') and Number(' ') are 0: only digits make a seed.
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (
    values.seed !== undefined &&
    (!/^-?\d+$/.test(values.seed.trim()) || !Number.isSafeInteger(seed))
  ) {
    throw new Error(`--seed expects an integer, got "${values.seed}"`);
  }
  const out = nonEmpty('out', values.out);
  const partialOut = nonEmpty('partial-out', values['partial-out']);
  const tmpdir = nonEmpty('tmpdir', values.tmpdir);
  const mariadbd = nonEmpty('mariadbd', values.mariadbd);
  const outDir = path.resolve(
    out ??
      (scale === 'full'
        ? path.join(REPO_ROOT, 'static', 'data')
        : path.join(REPO_ROOT, 'lab', 'results', 'quick')),
  );
  const partialDir = path.resolve(partialOut ?? path.join(REPO_ROOT, 'lab', 'results', 'partial'));
  if (partialDir === outDir) {
    throw new Error(
      '--partial-out must differ from --out: partial results never replace a dataset',
    );
  }
  const envTmpdir = process.env.LAB_TMPDIR === '' ? undefined : process.env.LAB_TMPDIR;
  return {
    experiments,
    scale,
    outDir,
    partialDir,
    seed,
    serverArgs: values['server-arg'] ?? [],
    mariadbd,
    tmpdir: path.resolve(tmpdir ?? envTmpdir ?? os.tmpdir()),
    tmpdirSource: tmpdir
      ? '--tmpdir'
      : envTmpdir
        ? 'LAB_TMPDIR'
        : 'the OS temp dir; choose another with --tmpdir',
  };
}
