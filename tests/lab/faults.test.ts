/**
 * Faults: the server killed mid-run, Ctrl-C, a server that cannot start, a
 * missing binary, and the runner itself killed. In every case: a clear
 * message, a non-zero exit, the partial results kept and marked incomplete
 * (when there are any), and no process or temporary directory left behind.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sweepStaleDirectories } from '../../lab/server';
import {
  isAlive,
  labDirFromOutput,
  labDirsUnder,
  leftovers,
  readDataset,
  requireServer,
  runCli,
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

describe('without a usable binary (no server needed)', () => {
  it('fails with the install hint when mariadbd is missing', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    const result = await runCli([
      'group-commit',
      '--quick',
      '--out',
      out,
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

  it('SIGKILL of mariadbd mid-run: message, exit 1, partial dataset marked incomplete, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    let killed: number | null = null;
    const lines: string[] = [];
    const result = await runCli(
      ['group-commit', '--quick', '--out', out, '--tmpdir', base],
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
    expect(result.stderr).toMatch(/kept the partial results \(marked "incomplete": true\)/);

    const d = readDataset(path.join(out, 'lab-group-commit.json'));
    expect(d.incomplete).toBe(true);
    expect(d.points.length).toBeGreaterThan(0);
    expect(d.notes[0]?.en).toMatch(
      /^Incomplete run: The MariaDB server died during the run \(signal SIGKILL\)/,
    );
    expect(d.notes[0]?.ja).toMatch(/^未完了の実行/);

    expect(leftovers(result.output)).toEqual([]);
    expect(labDirsUnder(base)).toEqual([]);
  });

  it('Ctrl-C (SIGINT) mid-run: exit 130, partial dataset marked incomplete, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    let sent = false;
    const result = await runCli(
      ['autoinc', '--quick', '--out', out, '--tmpdir', base],
      (line, child) => {
        if (!sent && line.startsWith('point ')) {
          sent = true;
          child.kill('SIGINT');
        }
      },
    ).done;
    expect(sent).toBe(true);
    expect(result.code, result.output).toBe(130);
    expect(result.output).toMatch(
      /SIGINT: stopping the server and keeping the points measured so far/,
    );
    expect(result.stderr).toMatch(/interrupted by SIGINT/);

    const d = readDataset(path.join(out, 'lab-autoinc.json'));
    expect(d.incomplete).toBe(true);
    expect(d.notes[0]?.en).toMatch(/^Incomplete run: It was interrupted by SIGINT\./);
    expect(leftovers(result.output)).toEqual([]);
    expect(labDirsUnder(base)).toEqual([]);
  });

  it('a server that fails to start: its error, exit 1, no dataset, nothing left', async () => {
    const out = fresh('lab-fault-out-');
    const base = fresh('lab-fault-tmp-');
    const result = await runCli([
      'hit-ratio',
      '--quick',
      '--out',
      out,
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
      ['group-commit', '--quick', '--out', out, '--tmpdir', base],
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
