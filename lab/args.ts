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
import { parseServerUrl, remoteExperiments, SERVER_URL_FORMS, type RemoteTarget } from './remote';
import { REPO_ROOT } from './util';

export const USAGE = `Usage: npm run lab -- <experiment|all> [--quick|--full] [options]
       npm run lab -- <experiment> --server URL --yes-use-this-database [--set-globals] [options]
       npm run lab -- --server URL --yes-use-this-database --drop-leftovers

Experiments:
${EXPERIMENT_IDS.map((id) => `  ${id.padEnd(13)} ${EXPERIMENTS[id].summary}`).join('\n')}
  all           every experiment above, one after the other

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

Your own server instead of a throwaway one (see lab/README.md, "Your own server"):
  --server URL        ${SERVER_URL_FORMS}
                      (MySQL or MariaDB); the password from LAB_SERVER_PASSWORD (a password in the URL
                      shows in ps). Runs: ${remoteExperiments().join(', ')}; the others need a restart
                      or settings the lab never changes on your server, and are refused with the reason.
  --yes-use-this-database
                      required with --server: the lab creates and drops its own tables (and, for
                      sp-handler, a procedure) in DATABASE, which must be empty; it checks the privileges
                      first and removes what it created at the end, marked with a "dbpfg-lab" comment
  --set-globals       set the dynamic global variables the experiment wants (SET GLOBAL, never
                      SET PERSIST) and restore each at the end; without it none is changed and the
                      run records the server's values; static ones are reported, never set
  --drop-leftovers    with --server: drop the tables and routines a crashed run left (marked
                      "dbpfg-lab"), and nothing else

Needs MariaDB's server package: sudo apt-get install -y mariadb-server (Debian/Ubuntu).
No system instance is used or needed.

Exit codes: 0 done, 1 failed, 2 dataset invalid, 64 bad arguments, 73 a folder is not writable,
130 / 143 interrupted (SIGINT / SIGTERM); with --server: 69 cannot connect, 77 access denied or a
missing privilege, 78 refused (database not empty, experiment needs a restart, missing engine).`;

/** `--server` mode. */
export interface RemoteChoice {
  readonly target: RemoteTarget;
  /** The `--server` value as given (may hold a password: redact before showing). */
  readonly spec: string;
  readonly setGlobals: boolean;
  readonly dropLeftovers: boolean;
}

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
  /** Set with `--server`: the reader's server instead of a throwaway one. */
  readonly remote: RemoteChoice | null;
}

/** The option's value, or an error for an empty one (`--out=`), which would otherwise mean the current folder or a default. */
function nonEmpty(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.trim() === '')
    throw new Error(`--${name} expects a value, got ""`);
  return value;
}

const OPTIONS = {
  quick: { type: 'boolean' },
  full: { type: 'boolean' },
  out: { type: 'string' },
  'partial-out': { type: 'string' },
  seed: { type: 'string' },
  'server-arg': { type: 'string', multiple: true },
  mariadbd: { type: 'string' },
  tmpdir: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  server: { type: 'string' },
  'yes-use-this-database': { type: 'boolean' },
  'set-globals': { type: 'boolean' },
  'drop-leftovers': { type: 'boolean' },
} as const;

export function parse(argv: readonly string[]): Parsed | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: OPTIONS,
  });
  if (values.help) return 'help';
  if (values.quick && values.full) throw new Error('choose one of --quick and --full');
  const remote = remoteChoice(values, positionals);
  if (remote?.dropLeftovers) return { ...defaults(values), experiments: [], remote };
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
  if (remote && name === 'all') {
    throw new Error(
      `with --server, name one experiment; these can run on your server: ${remoteExperiments().join(', ')}`,
    );
  }
  return { ...defaults(values), experiments, remote };
}

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>
>['values'];

function remoteChoice(values: Values, positionals: readonly string[]): RemoteChoice | null {
  const spec = nonEmpty('server', values.server);
  if (spec === undefined) {
    for (const flag of ['yes-use-this-database', 'set-globals', 'drop-leftovers'] as const) {
      if (values[flag]) throw new Error(`--${flag} goes with --server`);
    }
    return null;
  }
  const target = parseServerUrl(spec);
  if (!values['yes-use-this-database']) {
    throw new Error(
      `--server needs --yes-use-this-database: the lab will create and drop tables in database ${target.database} (it must be empty, and nothing else in it is touched)`,
    );
  }
  const dropLeftovers = values['drop-leftovers'] === true;
  if (dropLeftovers && positionals.length > 0) {
    throw new Error('--drop-leftovers runs no experiment: leave out the experiment name');
  }
  return { target, spec, setGlobals: values['set-globals'] === true, dropLeftovers };
}

function defaults(values: Values): Omit<Parsed, 'experiments' | 'remote'> {
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
