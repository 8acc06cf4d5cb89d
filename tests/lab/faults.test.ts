/**
 * Faults: bad arguments and unwritable folders (caught before any server
 * starts), the server killed mid-run, Ctrl-C, a server that cannot start, a
 * missing binary, and the runner itself killed. In every case: a clear
 * message, a non-zero exit, the dataset file left as it was, the partial
 * results kept elsewhere and marked incomplete (when there are any), and no
 * process or temporary directory left behind.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { processesMentioning, sweepStaleDirectories } from '../../lab/server';
import {
  type CliResult,
  isAlive,
  labDirFromOutput,
  labDirsUnder,
  leftovers,
  processGroup,
  readDataset,
  requireServer,
  runCli,
  REPO_ROOT,
  serverPidsFromOutput,
  tempDir,
} from './helpers';

const created: string[] = [];
function fresh(prefix: string): string {
  const dir = tempDir(prefix);
  created.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Waits until `check` is true (polling), at most `ms`. */
async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** Runs the CLI; a run still going after `ms` is killed (so a hang fails the test instead of stalling it). */
async function runWithin(args: readonly string[], ms: number): Promise<CliResult & { ms: number }> {
  const started = Date.now();
  const run = runCli(args);
  const timer = setTimeout(() => run.child.kill('SIGKILL'), ms);
  const result = await run.done;
  clearTimeout(timer);
  return { ...result, ms: Date.now() - started };
}

/** The file a run says it kept its partial results in. */
function partialFileFromOutput(output: string): string | null {
  return (
    /kept the partial results \(marked "incomplete": true\) in (\S+)/.exec(output)?.[1] ?? null
  );
}

/** A fixture standing in for a committed dataset: a copy of the real one in a temporary --out folder. */
function committedCopy(out: string, id: string): { file: string; bytes: Buffer } {
  const file = path.join(out, `lab-${id}.json`);
  copyFileSync(path.join(REPO_ROOT, 'static', 'data', `lab-${id}.json`), file);
  return { file, bytes: readFileSync(file) };
}

/** Fresh --out, --partial-out and --tmpdir folders, as arguments. */
function scratchFolders(): string[] {
  return [
    '--out',
    fresh('lab-fault-out-'),
    '--partial-out',
    fresh('lab-fault-partial-'),
    '--tmpdir',
    fresh('lab-fault-tmp-'),
  ];
}

describe('before any server starts (no server needed)', () => {
  // The other rejected values are unit tests of parse(); this one runs the CLI end to end.
  // The other rejected values are unit tests of parse(); this one runs the CLI end to end.
  it('rejects an empty --seed= (it used to mean seed 0) with the usage text', async () => {
    // A missing binary makes a run that wrongly accepts the value fail fast, with another code.
    const result = await runWithin(
      ['group-commit', ...scratchFolders(), '--mariadbd', '/nonexistent/mariadbd', '--seed='],
      60_000,
    );
    expect(result.code, result.output).toBe(64);
    expect(result.stderr).toContain('lab: --seed expects an integer, got ""\n');
    expect(result.stderr).toMatch(/Usage: npm run lab/);
  });

  it.each([
    ['--out', 'the output folder (--out)'],
    ['--tmpdir', 'the folder for the throwaway server (--tmpdir)'],
  ])('fails at once when %s is not writable, before starting a server', async (flag, what) => {
    const folders: Record<string, string> = {
      '--out': fresh('lab-fault-out-'),
      '--tmpdir': fresh('lab-fault-tmp-'),
      '--partial-out': fresh('lab-fault-partial-'),
    };
    // Not writable for anyone, root included.
    const bad = '/proc/lab-forbidden';
    folders[flag] = bad;
    const result = await runWithin(
      ['group-commit', '--quick', ...Object.entries(folders).flat()],
      30_000,
    );
    expect(result.code, result.output).toBe(73);
    expect(result.stderr).toContain(`lab: cannot write to ${what}: ${bad}\n`);
    expect(result.stderr).toMatch(/Nothing was started\./);
    expect(result.ms).toBeLessThan(20_000);
    expect(result.output).not.toMatch(/initialising a data directory|starting mariadbd/);
    expect(processesMentioning(bad)).toEqual([]);
    for (const dir of Object.values(folders)) {
      if (dir !== bad) expect(readdirSync(dir), dir).toEqual([]);
    }
  });

  it('fails with the install hint when mariadbd is missing', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    const result = await runCli([
      'group-commit',
      '--quick',
      '--out',
      out,
      '--partial-out',
      fresh('lab-fault-partial-'),
      '--tmpdir',
      base,
      '--mariadbd',
      '/nonexistent/mariadbd',
    ]).done;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/MariaDB server binary not found/);
    expect(result.stderr).toMatch(/apt-get install -y mariadb-server/);
    expect(result.stderr).toMatch(/no point was measured, so no dataset was written/);
    expect(existsSync(path.join(out, 'lab-group-commit.json'))).toBe(false);
    expect(labDirsUnder(base)).toEqual([]);
  });

  it('rejects an unknown experiment with the usage text', async () => {
    const result = await runCli(['no-such-experiment']).done;
    expect(result.code).toBe(64);
    expect(result.stderr).toMatch(/unknown experiment "no-such-experiment"/);
    expect(result.stderr).toMatch(/Usage: npm run lab/);
  });
});

describe('faults against a real MariaDB', () => {
  beforeAll(requireServer);

  it('SIGKILL of mariadbd during a --full run: exit 1, the dataset file unchanged, partial results kept elsewhere, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const partial = fresh('lab-fault-partial-');
    const base = fresh('lab-fault-tmp-');
    const committed = committedCopy(out, 'group-commit');
    const committedVersion = readDataset(committed.file).version;
    let killed: number | null = null;
    const lines: string[] = [];
    const result = await runCli(
      ['group-commit', '--full', '--out', out, '--partial-out', partial, '--tmpdir', base],
      (line) => {
        lines.push(line);
        // After the first measured point, kill the server the run started last.
        if (killed === null && line.startsWith('point ')) {
          const pid = serverPidsFromOutput(lines.join('\n')).at(-1);
          if (pid !== undefined) {
            killed = pid;
            process.kill(pid, 'SIGKILL');
          }
        }
      },
    ).done;
    expect(killed, result.output).not.toBeNull();
    expect(result.code, result.output).toBe(1);
    expect(result.stderr).toContain(
      `The MariaDB server (pid ${killed}) died during the run: killed by signal SIGKILL.`,
    );
    expect(partialFileFromOutput(result.stderr)).toBe(path.join(partial, 'lab-group-commit.json'));
    expect(result.stderr).toContain(`${committed.file} is unchanged`);

    // The "committed" dataset, byte for byte, and no temporary file beside it.
    expect(readFileSync(committed.file).equals(committed.bytes)).toBe(true);
    expect(readdirSync(out)).toEqual(['lab-group-commit.json']);

    const d = readDataset(path.join(partial, 'lab-group-commit.json'));
    expect(d.incomplete).toBe(true);
    expect(d.version).toBe(committedVersion + 1);
    expect(d.points.length).toBeGreaterThan(0);
    expect(d.notes[0]?.en).toMatch(
      /^Incomplete run: The MariaDB server died during the run \(signal SIGKILL\)/,
    );
    expect(d.notes[0]?.ja).toMatch(/^未完了の実行/);

    expect(leftovers(result.output)).toEqual([]);
    expect(labDirsUnder(base)).toEqual([]);
  });

  it('Ctrl-C sent to the process group of `npm run lab`: one stop, partial results kept where it says, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const partial = fresh('lab-fault-partial-');
    const base = fresh('lab-fault-tmp-');
    let group = 0;
    let labProcesses: string[] = [];
    const result = await runCli(
      ['group-commit', '--quick', '--out', out, '--partial-out', partial, '--tmpdir', base],
      (line, child) => {
        if (group === 0 && line.startsWith('point ') && child.pid !== undefined) {
          group = child.pid;
          labProcesses = processGroup(group)
            .filter(
              (p) => path.basename(p.exe).startsWith('node') && p.cmdline.includes('lab/cli.ts'),
            )
            .map((p) => p.cmdline);
          // As a terminal does: npm, its shell and the lab all get the signal.
          process.kill(-group, 'SIGINT');
        }
      },
      { via: 'npm' },
    ).done;
    expect(group, result.output).not.toBe(0);
    // One Node.js process runs the lab: no wrapper (tsx's CLI) that relays the signal to it a
    // second time, and SIGKILLs it when it does not answer within 30 ms.
    expect(labProcesses, labProcesses.join('\n')).toHaveLength(1);
    // npm passes the lab's interruption on: it ends by SIGINT itself, or with the lab's 130.
    expect(result.signal === 'SIGINT' || result.code === 130, result.output).toBe(true);
    // The signal reached the lab once (a second one would stop it at once and lose the points).
    expect(result.output.match(/SIGINT: stopping the server/g), result.output).toHaveLength(1);
    expect(result.output).not.toMatch(/again: stopping at once/);
    expect(result.stderr.match(/^group-commit: incomplete, \d+ points/gm)).toHaveLength(1);
    expect(result.stderr).toMatch(/interrupted by SIGINT/);

    const kept = partialFileFromOutput(result.stderr);
    expect(kept, result.output).toBe(path.join(partial, 'lab-group-commit.json'));
    const d = readDataset(path.join(partial, 'lab-group-commit.json'));
    expect(d.incomplete).toBe(true);
    expect(d.points.length).toBeGreaterThan(0);
    expect(d.notes[0]?.en).toMatch(/^Incomplete run: It was interrupted by SIGINT\./);
    expect(readdirSync(out)).toEqual([]);

    expect(leftovers(result.output)).toEqual([]);
    expect(labDirsUnder(base)).toEqual([]);
    // Nothing of the group outlives npm.
    expect(await waitFor(() => !isAlive(-group), 5000)).toBe(true);
  });

  it('a server that fails to start: its error, exit 1, no dataset, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    const result = await runCli([
      'hit-ratio',
      '--quick',
      '--out',
      out,
      '--partial-out',
      fresh('lab-fault-partial-'),
      '--tmpdir',
      base,
      '--server-arg=--no-such-option=1',
    ]).done;
    expect(result.code, result.output).toBe(1);
    expect(result.stderr).toMatch(/The MariaDB server failed to start: exited with code \d+/);
    expect(result.stderr).toMatch(/unknown variable 'no-such-option=1'/);
    expect(result.stderr).toMatch(/no point was measured, so no dataset was written/);
    expect(existsSync(path.join(out, 'lab-hit-ratio.json'))).toBe(false);
    expect(leftovers(result.output)).toEqual([]);
    expect(labDirsUnder(base)).toEqual([]);
  });

  it('the runner itself SIGKILLed: the kernel kills its server, the next run sweeps the directory', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    let sent = false;
    const result = await runCli(
      [
        'group-commit',
        '--quick',
        '--out',
        out,
        '--partial-out',
        fresh('lab-fault-partial-'),
        '--tmpdir',
        base,
      ],
      (line, child) => {
        if (!sent && line.startsWith('point ')) {
          sent = true;
          child.kill('SIGKILL');
        }
      },
    ).done;
    expect(sent).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    const pids = serverPidsFromOutput(result.output);
    expect(pids.length).toBeGreaterThan(0);
    // setpriv --pdeathsig SIGKILL: the server dies with its parent.
    expect(await waitFor(() => pids.every((pid) => !isAlive(pid)), 10_000)).toBe(true);
    const dir = labDirFromOutput(result.output);
    expect(dir !== null && existsSync(dir)).toBe(true);
    expect(sweepStaleDirectories(base)).toEqual([dir]);
    expect(labDirsUnder(base)).toEqual([]);
  });
});
