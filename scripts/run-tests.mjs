// The test suite's runner: `npm test` (everything CI runs) and
// `npm run test:quick` (a contributor's fast lane: lint, types, unit and
// component tests; no build, no browser, no database).
//
// The full suite runs in three lanes, because the 2-core machine would
// otherwise sit idle in parts of each: the checks (lint and types side by
// side, then unit + component tests), the site (the build, then the
// build-output tests beside the browser suite, then the size budget) and
// the benchmark lab (real MariaDB servers, mostly waiting on fsync and
// sleeps). The
// first failing step stops the run. Each step's output goes to
// test-results/logs/<step>.log; the console gets each step's closing lines
// (all of its tail when it fails) and, at the end, a table of wall times,
// the page loads the browser suite cost, and the plain total
// "N passed, N failed".
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const mode = process.argv[2] === 'quick' ? 'quick' : 'full';
const LOG_DIR = path.resolve('test-results/logs');
mkdirSync(LOG_DIR, { recursive: true });

/** A step runs an npm script; a group runs its steps side by side. */
const step = (script, lane) => ({ script, lane });
const together = (...steps) => ({ together: steps });

const checks = [
  together(step('lint', 'checks'), step('typecheck', 'checks')),
  step('test:unit+component', 'checks'),
];
// Full mode: the build starts at once, beside the checks, because the
// browser suite after it is the longest step (most of the run): every second
// the build waits on lint is a second added to the whole run. A lint or type
// error still stops everything (the first failing step stops the run).
const lanes =
  mode === 'quick'
    ? [checks]
    : [
        checks,
        [
          step('build', 'site'),
          together(step('test:build', 'site'), step('test:e2e', 'site')),
          step('size', 'site'),
        ],
        // The lab waits on fsync and sleeps; the /guide/ build and its smoke
        // test fit in the time the site lane still needs after it.
        [step('test:lab', 'lab'), step('build:base-path', 'lab'), step('test:base-path', 'lab')],
      ];

// The build's Brotli twins are read only by the test server here: quality 9
// instead of a deployment's 11 (scripts/deploy/precompression.ts) cut their
// cost from ≈94 to ≈8 CPU-seconds, on the path every browser test waits on.
// Their bytes still decode to the files (tests/build/precompressed.test.ts);
// the size report says which quality its Brotli column is.
process.env.PRECOMPRESS_BROTLI_QUALITY ??= '9';

const started = Date.now();
const results = [];
const running = new Set();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * The machine's CPU time so far, busy and idle, in clock ticks (the first
 * line of /proc/stat). On 2 cores the suite's wall time follows the busy
 * sum, so the closing table says how full the cores were. (Per-step CPU
 * cannot be read the same way: Chromium's processes are re-parented, so a
 * step's child-process times miss most of the browser suite.) Linux only.
 */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync(
      '/proc/stat',
      'utf8',
    )
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined;
  }
}
const cpuAtStart = machineCpu();

/**
 * Per-step CPU time, where the machine lets us measure it: each step runs in
 * its own cgroup-v1 `cpuacct` group, which keeps counting a process after
 * it is re-parented (Chromium's are), unlike child-process times. Needs a
 * writable /sys/fs/cgroup/cpuacct (root in a container, as on CI); anywhere
 * else the column is left out and nothing else changes.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
function stepCgroup(name) {
  const dir = path.join(CPUACCT, `npm-test-${process.pid}-${name.replace(/[^\w.+-]/g, '_')}`);
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
}
function cgroupCpuSeconds(dir) {
  try {
    return Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {
    return undefined;
  }
}
function removeCgroup(dir) {
  try {
    // Left-over processes (none normally) move back to the root group first.
    for (const pid of readFileSync(path.join(dir, 'tasks'), 'utf8').split('\n').filter(Boolean))
      writeFileSync(path.join(CPUACCT, 'tasks'), pid);
    rmdirSync(dir);
  } catch {
    // best effort: a stale empty group is harmless
  }
}

/** Test counts from a runner's summary lines (Vitest or Playwright). */
function countTests(rawOutput) {
  // eslint-disable-next-line no-control-regex -- strips the colour codes some runners print anyway
  const output = rawOutput.replace(/\x1b\[[0-9;]*m/g, '');
  const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  // Vitest: "Tests  2 failed | 992 passed (994)".
  for (const line of output.match(/^\s*Tests\s+.*\(\d+\)\s*$/gm) ?? []) {
    for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g))
      counts[kind] += Number(n);
  }
  // Playwright's list reporter: "  580 passed (5.2m)", "  2 failed", "  1 flaky".
  for (const [, n, kind] of output.matchAll(/^\s{2}(\d+) (passed|failed|flaky|skipped)\b/gm))
    counts[kind] += Number(n);
  return counts;
}

function runStep({ script, lane }) {
  return new Promise((resolve) => {
    if (failed) {
      resolve();
      return;
    }
    const name = script;
    // The size budget reads the page weights this browser run records: never an older run's.
    if (script === 'test:e2e')
      rmSync('test-results/page-weights', { recursive: true, force: true });
    const logFile = path.join(LOG_DIR, `${name.replace(/[^\w.+-]/g, '_')}.log`);
    const log = createWriteStream(logFile);
    const t0 = Date.now();
    process.stdout.write(`▶ ${name} (${lane} lane, at ${seconds(t0 - started)})\n`);
    const cgroup = stepCgroup(name);
    // The shell joins the step's cgroup before npm starts, so every process
    // the step makes is counted, however early it forks.
    const child = spawn(
      'sh',
      [
        '-c',
        cgroup
          ? `echo $$ > '${cgroup}/tasks' 2>/dev/null; exec npm run --silent "$0"`
          : 'exec npm run --silent "$0"',
        script,
      ],
      {
        detached: true,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      },
    );
    running.add(child);
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      log.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end();
      const ms = Date.now() - t0;
      const ok = code === 0;
      const stopped = !ok && failed; // killed because another step failed first
      const counts = countTests(output);
      const cpu = cgroup ? cgroupCpuSeconds(cgroup) : undefined;
      if (cgroup) removeCgroup(cgroup);
      results.push({ name, lane, start: t0 - started, ms, ok, stopped, counts, cpu });
      const lines = output.trimEnd().split('\n');
      if (!ok && !stopped) {
        process.stdout.write(`${lines.slice(-200).join('\n')}\n`);
        process.stdout.write(
          `✗ ${name} failed (${code ?? signal}) after ${seconds(ms)}; log: ${logFile}\n`,
        );
        failed = true;
        stopRunning();
      } else if (!stopped) {
        process.stdout.write(`${lines.slice(-6).join('\n')}\n✓ ${name} in ${seconds(ms)}\n`);
      }
      resolve();
    });
  });
}

async function runLane(items) {
  for (const item of items) {
    if (failed) return;
    if (item.together) await Promise.all(item.together.map(runStep));
    else await runStep(item);
  }
}

/**
 * Stops the steps still running as Ctrl-C would: SIGINT to each step's
 * process group. Playwright then stops its web server too; on SIGTERM it
 * left `serve-build.mjs` holding the port, and the next run could not start
 * (measured 2026-11-27). A step still alive 20 s later is killed.
 */
function stopRunning() {
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  for (const child of running) signal(child, 'SIGINT');
  setTimeout(() => {
    for (const child of running) signal(child, 'SIGKILL');
  }, 20_000).unref();
}

process.on('SIGINT', () => {
  failed = true;
  stopRunning();
});

await Promise.all(lanes.map(runLane));

const total = Date.now() - started;
const sum = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
const haveCpu = results.some((r) => r.cpu !== undefined);
process.stdout.write(
  `\nstep                  lane   start   time${haveCpu ? '   cpu' : ''}  result\n`,
);
for (const r of results.sort((a, b) => a.start - b.start)) {
  for (const key of Object.keys(sum)) sum[key] += r.counts[key];
  // A step that failed without failing a test (lint, types, the build) counts as one failure.
  if (!r.ok && !r.stopped && r.counts.failed === 0) sum.failed += 1;
  const result = r.ok ? 'ok' : r.stopped ? 'stopped' : 'FAILED';
  process.stdout.write(
    `${r.name.padEnd(22)}${r.lane.padEnd(7)}${seconds(r.start).padStart(5)}${seconds(r.ms).padStart(7)}${
      haveCpu ? (r.cpu === undefined ? '     ?' : seconds(r.cpu * 1000).padStart(6)) : ''
    }  ${result}\n`,
  );
}
if (haveCpu) {
  const cpuTotal = results.reduce((t, r) => t + (r.cpu ?? 0), 0);
  process.stdout.write(
    `cpu: ${cpuTotal.toFixed(0)} core-seconds in all (cgroup cpuacct per step); on ${availableParallelism()} cores that is at least ${(cpuTotal / availableParallelism() / 60).toFixed(1)} min\n`,
  );
}
const cpuAtEnd = machineCpu();
const busyShare =
  cpuAtStart && cpuAtEnd
    ? (cpuAtEnd.busy - cpuAtStart.busy) /
      (cpuAtEnd.busy - cpuAtStart.busy + cpuAtEnd.idle - cpuAtStart.idle)
    : undefined;
process.stdout.write(
  `wall time (${mode}): ${(total / 60_000).toFixed(1)} min${
    busyShare === undefined
      ? ''
      : `; the ${availableParallelism()} cores were busy ${(busyShare * 100).toFixed(0)} % of it`
  }\n`,
);
const pageLoads = path.resolve('test-results/page-loads.json');
if (mode === 'full' && existsSync(pageLoads)) {
  const { documents, iframe } = JSON.parse(readFileSync(pageLoads, 'utf8'));
  process.stdout.write(`browser suite: ${documents} page loads (${iframe} of them in iframes)\n`);
}
if (sum.flaky > 0) process.stdout.write(`flaky: ${sum.flaky} (passed on retry: a bug to fix)\n`);
process.stdout.write(`${sum.passed} passed, ${sum.failed} failed\n`);
process.exit(failed ? 1 : 0);
