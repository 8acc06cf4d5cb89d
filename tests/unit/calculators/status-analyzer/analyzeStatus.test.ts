import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_THRESHOLDS,
  MAX_INTERVAL_SECONDS,
  analyzeStatus,
  checkInterval,
  deriveValues,
  flagsFor,
  parseIntervalText,
  uptimeDifference,
  type AnalysisInput,
  type AnalysisResult,
  type StatusAnalysis,
  type StatusMetrics,
} from '../../../../src/calculators/status-analyzer/analyzeStatus';
import { fixture, fixturePair, render, SAMPLE_FORMAT_KEYS } from './fixtures';

function ok(result: AnalysisResult): StatusAnalysis {
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.value;
}

function errorOf(result: AnalysisResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

/** Counter deltas read straight from mysql -B output, independently of the parser. */
function tabDeltas(before: string, after: string): Record<string, number> {
  const read = (text: string) =>
    new Map(
      text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t') as [string, string]),
    );
  const a = read(before);
  const b = read(after);
  const deltas: Record<string, number> = {};
  for (const [name, value] of b) {
    if (/^\d+$/.test(value) && /^\d+$/.test(a.get(name) ?? '')) {
      deltas[name] = Number(value) - Number(a.get(name));
    }
  }
  return deltas;
}

/** A copy without the named variables. */
function omit(variables: Record<string, number>, ...names: string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(variables).filter(([name]) => !names.includes(name)));
}

/** A snapshot as mysql -B would print these variables. */
function snap(variables: Record<string, number | string>): string {
  return render(
    Object.entries(variables).map(([name, value]) => [name, String(value)] as const),
    'tab',
  );
}

/** Counters of a busy server with the binary log on (MariaDB names). */
const BASE = {
  Uptime: 1000,
  Uptime_since_flush_status: 1000,
  Questions: 50_000,
  Queries: 50_100,
  Com_commit: 2_000,
  Com_insert: 10_000,
  Com_update: 5_000,
  Com_delete: 0,
  Innodb_buffer_pool_read_requests: 10_000_000,
  Innodb_buffer_pool_reads: 1_000,
  Innodb_buffer_pool_read_ahead: 0,
  Innodb_buffer_pool_wait_free: 0,
  Innodb_data_reads: 2_000,
  Innodb_data_writes: 30_000,
  Innodb_data_fsyncs: 20_000,
  Binlog_commits: 15_000,
  Binlog_cache_use: 15_000,
  Binlog_group_commits: 5_000,
  Binlog_bytes_written: 9_000_000,
  Created_tmp_tables: 1_000,
  Created_tmp_disk_tables: 10,
};

/** BASE after `seconds`, with the given increments. */
function later(
  increments: Partial<Record<string, number>>,
  seconds = 60,
  base: Record<string, number> = BASE,
): Record<string, number> {
  const next: Record<string, number> = { ...base };
  next.Uptime = (base.Uptime ?? 0) + seconds;
  next.Uptime_since_flush_status = (base.Uptime_since_flush_status ?? 0) + seconds;
  for (const [name, delta] of Object.entries(increments)) {
    next[name] = (base[name] ?? 0) + (delta ?? 0);
  }
  return next;
}

const BUSY = {
  Questions: 60_000,
  Queries: 60_000,
  Com_commit: 600,
  Com_insert: 3_000,
  Com_update: 3_000,
  Innodb_buffer_pool_read_requests: 6_000_000,
  Innodb_buffer_pool_reads: 600,
  Innodb_data_reads: 600,
  Innodb_data_writes: 12_000,
  Innodb_data_fsyncs: 6_000,
  Binlog_commits: 6_000,
  Binlog_cache_use: 6_000,
  Binlog_group_commits: 1_500,
  Binlog_bytes_written: 3_000_000,
  Created_tmp_tables: 6_000,
  Created_tmp_disk_tables: 60,
};

function analyzeVariables(
  before: Record<string, number | string>,
  after: Record<string, number | string>,
  options: Partial<AnalysisInput> = {},
): AnalysisResult {
  return analyzeStatus({
    before: snap(before),
    after: snap(after),
    intervalSeconds: 60,
    ...options,
  });
}

describe('the real sample (8 clients, 30 s, fixtures/README.md)', () => {
  const pair = fixturePair('sample/tab');
  const deltas = tabDeltas(pair.before, pair.after);

  it('computes every value from the deltas, not the totals', () => {
    const analysis = ok(analyzeStatus(pair));
    const seconds = pair.intervalSeconds;
    const { metrics, derived } = analysis;
    const d = (name: string) => deltas[name] ?? Number.NaN;
    expect(metrics.pageRequestsPerSecond).toBeCloseTo(
      d('Innodb_buffer_pool_read_requests') / seconds,
      0,
    );
    expect(metrics.dataReadsPerSecond).toBeCloseTo(d('Innodb_data_reads') / seconds, 1);
    expect(metrics.dataWritesPerSecond).toBeCloseTo(d('Innodb_data_writes') / seconds, 1);
    expect(metrics.fsyncsPerSecond).toBeCloseTo(d('Innodb_data_fsyncs') / seconds, 1);
    expect(metrics.queriesPerSecond).toBeCloseTo(d('Questions') / seconds, 1);
    expect(metrics.queryCounter).toBe('Questions');
    expect(metrics.commitCounter).toBe('Binlog_commits');
    expect(metrics.commitsPerSecond).toBeCloseTo(d('Binlog_commits') / seconds, 1);
    expect(metrics.binlog).toBe('on');

    const hit = 1 - d('Innodb_buffer_pool_reads') / d('Innodb_buffer_pool_read_requests');
    expect(derived.hitRatio).toBeCloseTo(hit, 6);
    expect(derived.hitRatio).toBeCloseTo(0.951, 3);
    // The lifetime ratio is different: the deltas matter.
    const totals = (name: string) =>
      Number(
        pair.after
          .split('\n')
          .find((line) => line.startsWith(`${name}\t`))
          ?.split('\t')[1],
      );
    const lifetime =
      1 - totals('Innodb_buffer_pool_reads') / totals('Innodb_buffer_pool_read_requests');
    expect(Math.abs(lifetime - hit)).toBeGreaterThan(0.001);

    expect(derived.innodbFsyncsPerCommit).toBeCloseTo(
      d('Innodb_data_fsyncs') / d('Binlog_commits'),
      5,
    );
    expect(derived.binlogFsyncsPerCommit).toBeCloseTo(
      d('Binlog_group_commits') / d('Binlog_commits'),
      5,
    );
    expect(derived.fsyncsPerCommit).toBeCloseTo(
      (d('Innodb_data_fsyncs') + d('Binlog_group_commits')) / d('Binlog_commits'),
      5,
    );
    expect(derived.commitsPerGroupCommit).toBeCloseTo(
      d('Binlog_commits') / d('Binlog_group_commits'),
      5,
    );
    expect(derived.tmpDiskRatio).toBeCloseTo(
      d('Created_tmp_disk_tables') / d('Created_tmp_tables'),
      5,
    );
    expect(analysis.uptimeSeconds).toBe(30);
    expect(analysis.warnings).toEqual([]);
  });

  it('flags the low hit ratio and the temporary tables on disk, not fsyncs', () => {
    const analysis = ok(analyzeStatus(pair));
    expect(analysis.flags.map((flag) => flag.code)).toEqual([
      'hit-ratio-low',
      'tmp-disk-ratio-high',
    ]);
    const hitFlag = analysis.flags[0]!;
    expect(hitFlag.threshold).toBe(0.99);
    expect(hitFlag.calculator).toBe('hit-ratio');
    expect(hitFlag.articles[0]).toEqual({
      article: 'disk-io-hit-ratio',
      anchor: 'hit-ratio-arithmetic',
    });
  });

  it('gives the same result from every output format', () => {
    const reference = ok(analyzeStatus(pair));
    for (const key of SAMPLE_FORMAT_KEYS) {
      const analysis = ok(analyzeStatus(fixturePair(key)));
      expect(analysis.flags.map((flag) => flag.code)).toEqual(
        reference.flags.map((flag) => flag.code),
      );
      expect(analysis.metrics.commitCounter).toBe('Binlog_commits');
      // The snapshots of each format were taken a few milliseconds apart.
      expect(analysis.derived.hitRatio).toBeCloseTo(reference.derived.hitRatio!, 5);
      expect(analysis.derived.fsyncsPerCommit).toBeCloseTo(reference.derived.fsyncsPerCommit!, 4);
      expect(
        analysis.metrics.dataReadsPerSecond! / reference.metrics.dataReadsPerSecond!,
      ).toBeCloseTo(1, 2);
    }
  });

  it('accepts the two snapshots in different formats, and says so', () => {
    const analysis = ok(
      analyzeStatus({
        before: fixture('sample/before.vertical.txt'),
        after: fixture('sample/after.mysqladmin.txt'),
        intervalSeconds: 30,
      }),
    );
    expect(analysis.formats).toEqual({ before: 'vertical', after: 'table' });
    expect(analysis.warnings).toEqual([{ code: 'formats-differ' }]);
  });

  it('lists the counters it used with their deltas', () => {
    const analysis = ok(analyzeStatus(pair));
    const used = Object.fromEntries(analysis.counters.map(({ name, delta }) => [name, delta]));
    expect(used.Innodb_buffer_pool_reads).toBe(deltas.Innodb_buffer_pool_reads);
    expect(used.Binlog_commits).toBe(deltas.Binlog_commits);
    expect(used.Com_update).toBe(deltas.Com_update);
  });
});

describe('the real single-client run: no group commit', () => {
  const pair = fixturePair('single-client');

  it('counts about 2 fsyncs per commit with sync_binlog=1 and flags it', () => {
    const analysis = ok(analyzeStatus(pair));
    expect(analysis.derived.commitsPerGroupCommit).toBe(1);
    expect(analysis.derived.fsyncsPerCommit).toBeCloseTo(2.018, 3);
    const flag = analysis.flags.find((f) => f.code === 'fsyncs-per-commit-high');
    expect(flag?.severity).toBe('warning');
    expect(flag?.value).toBeCloseTo(2.018, 3);
    expect(flag?.calculator).toBe('group-commit');
    expect(flag?.articles).toContainEqual({ article: 'group-commit', anchor: 'fsync-counts' });
  });

  it('does not count binary-log fsyncs when sync_binlog is not 1', () => {
    const analysis = ok(analyzeStatus({ ...pair, syncBinlog: '0' }));
    expect(analysis.derived.binlogFsyncsPerCommit).toBe(0);
    expect(analysis.derived.fsyncsPerCommit).toBeCloseTo(1.018, 3);
    expect(analysis.flags.map((f) => f.code)).not.toContain('fsyncs-per-commit-high');
  });
});

describe('pair problems', () => {
  it('a restart between the snapshots (real fixture: Uptime 59 → 4)', () => {
    expect(errorOf(analyzeStatus(fixturePair('restart')))).toEqual({ code: 'server-restarted' });
  });

  it('before and after swapped', () => {
    const pair = fixturePair('sample/table');
    const swapped = {
      before: pair.after,
      after: pair.before,
      intervalSeconds: pair.intervalSeconds,
    };
    expect(errorOf(analyzeStatus(swapped))).toEqual({ code: 'snapshots-swapped' });
  });

  it('swapped snapshots without Uptime', () => {
    const pair = fixturePair('filtered');
    expect(
      errorOf(analyzeStatus({ before: pair.after, after: pair.before, intervalSeconds: 1 })),
    ).toEqual({ code: 'snapshots-swapped' });
  });

  it('the same snapshot twice', () => {
    const text = fixture('sample/before.table.txt');
    expect(errorOf(analyzeStatus({ before: text, after: text, intervalSeconds: 60 }))).toEqual({
      code: 'identical-snapshots',
    });
    // The same values in another format are just as identical.
    expect(errorOf(analyzeVariables(BASE, BASE))).toEqual({ code: 'identical-snapshots' });
  });

  it('FLUSH STATUS between the snapshots', () => {
    const after = { ...later(BUSY), Uptime_since_flush_status: 5 };
    expect(errorOf(analyzeVariables(BASE, after))).toEqual({ code: 'status-flushed' });
  });

  it('a counter that went backwards without a restart', () => {
    const after = later({ ...BUSY, Innodb_data_reads: -1 });
    expect(errorOf(analyzeVariables(BASE, after))).toEqual({
      code: 'counter-decreased',
      variable: 'Innodb_data_reads',
    });
  });

  it('ignores gauges that legitimately go down', () => {
    const before = { ...BASE, Threads_connected: 50, Innodb_buffer_pool_pages_free: 900 };
    const after = { ...later(BUSY), Threads_connected: 3, Innodb_buffer_pool_pages_free: 10 };
    expect(analyzeVariables(before, after).ok).toBe(true);
  });

  it('warns when the interval disagrees with the Uptime difference', () => {
    const analysis = ok(analyzeVariables(BASE, later(BUSY, 60), { intervalSeconds: 300 }));
    expect(analysis.warnings).toContainEqual({ code: 'interval-mismatch', uptimeSeconds: 60 });
    // Within a second or two (Uptime has whole seconds) there is nothing to say.
    const close = ok(analyzeVariables(BASE, later(BUSY, 60), { intervalSeconds: 61.5 }));
    expect(close.warnings).toEqual([]);
  });

  it('warns when a value that identifies the server changes', () => {
    const after = { ...later(BUSY), Innodb_page_size: 16384 };
    const analysis = ok(analyzeVariables({ ...BASE, Innodb_page_size: 4096 }, after));
    expect(analysis.warnings).toContainEqual({
      code: 'different-server',
      variable: 'Innodb_page_size',
    });
  });

  it('warns when full snapshots list very different variables', () => {
    const pair = fixturePair('sample/tab');
    const trimmed = pair.after
      .split('\n')
      .filter(
        (line, index) =>
          index % 4 !== 3 || /^(Uptime|Innodb|Binlog|Com_|Questions|Created)/.test(line),
      )
      .join('\n');
    const analysis = ok(analyzeStatus({ ...pair, after: trimmed }));
    const warning = analysis.warnings.find((w) => w.code === 'variable-sets-differ');
    expect(warning?.count).toBeGreaterThan(50);
  });

  it('does not warn about a filtered snapshot compared with itself', () => {
    const analysis = ok(analyzeStatus(fixturePair('filtered')));
    expect(analysis.warnings.map((w) => w.code)).not.toContain('variable-sets-differ');
  });
});

describe('interval', () => {
  it('rejects a non-positive, non-numeric or huge interval before parsing', () => {
    const pair = fixturePair('sample/tab');
    const cases: [number, string][] = [
      [0, 'interval-not-positive'],
      [-30, 'interval-not-positive'],
      [Number.NaN, 'interval-not-a-number'],
      [Number.POSITIVE_INFINITY, 'interval-too-large'],
      [MAX_INTERVAL_SECONDS + 1, 'interval-too-large'],
    ];
    for (const [seconds, code] of cases) {
      expect(errorOf(analyzeStatus({ ...pair, intervalSeconds: seconds }))).toEqual({ code });
      expect(checkInterval(seconds)).toBe(code);
    }
    expect(checkInterval(MAX_INTERVAL_SECONDS)).toBeNull();
    expect(checkInterval(0.001)).toBeNull();
  });

  it('reads what people type', () => {
    expect(parseIntervalText('60')).toEqual({ ok: true, value: 60 });
    expect(parseIntervalText(' 30.5 s ')).toEqual({ ok: true, value: 30.5 });
    expect(parseIntervalText('６０秒')).toEqual({ ok: true, value: 60 });
    expect(parseIntervalText('3,600 seconds')).toEqual({ ok: true, value: 3600 });
    expect(parseIntervalText('')).toEqual({ ok: false, code: 'interval-empty' });
    expect(parseIntervalText('one minute')).toEqual({ ok: false, code: 'interval-not-a-number' });
    expect(parseIntervalText('0')).toEqual({ ok: false, code: 'interval-not-positive' });
    expect(parseIntervalText('-5')).toEqual({ ok: false, code: 'interval-not-positive' });
    expect(parseIntervalText('1e9')).toEqual({ ok: false, code: 'interval-too-large' });
    expect(parseIntervalText('9'.repeat(100))).toEqual({
      ok: false,
      code: 'interval-not-a-number',
    });
  });
});

describe('snapshot problems are reported with the snapshot', () => {
  it('names the snapshot and line at fault', () => {
    const good = fixture('sample/before.tab.txt');
    expect(
      errorOf(analyzeStatus({ before: 'garbage!!', after: good, intervalSeconds: 30 })),
    ).toEqual({ code: 'unknown-format', snapshot: 'before' });
    const broken = good.replace('Questions\t', 'Questions\t1\nQuestions\t');
    const error = errorOf(analyzeStatus({ before: good, after: broken, intervalSeconds: 30 }));
    expect(error.code).toBe('duplicate-variable');
    expect(error.snapshot).toBe('after');
    expect(error.variable).toBe('Questions');
  });

  it('passes on ignored lines with the snapshot they were in', () => {
    const pair = fixturePair('sample/tab');
    const analysis = ok(
      analyzeStatus({ ...pair, after: `$ mysql -B -e 'SHOW GLOBAL STATUS'\n${pair.after}` }),
    );
    expect(analysis.warnings).toEqual([
      { code: 'ignored-lines', count: 1, line: 1, snapshot: 'after' },
    ]);
  });
});

describe('partial snapshots', () => {
  it('computes what the counters allow and lists what is missing (real filtered fixture)', () => {
    const analysis = ok(analyzeStatus(fixturePair('filtered')));
    expect(analysis.derived.hitRatio).toBeGreaterThan(0.9);
    expect(analysis.metrics.dataReadsPerSecond).toBeNull();
    expect(analysis.metrics.commitsPerSecond).toBeNull();
    expect(analysis.metrics.binlog).toBe('unknown');
    expect(analysis.derived.fsyncsPerCommit).toBeNull();
    expect(analysis.derived.binlogFsyncsPerCommit).toBeNull();
    expect(analysis.warnings).toEqual([
      { code: 'uptime-missing' },
      {
        code: 'missing-counters',
        variables: [
          'Innodb_data_reads',
          'Innodb_data_writes',
          'Innodb_data_fsyncs',
          'Questions',
          'Com_commit',
          'Created_tmp_tables',
          'Created_tmp_disk_tables',
        ],
      },
    ]);
  });

  it('fails with no-metrics when nothing can be computed', () => {
    expect(errorOf(analyzeVariables({ Uptime: 10 }, { Uptime: 70 }))).toEqual({
      code: 'no-metrics',
    });
  });

  it('leaves out a counter whose value is not a number, and says so', () => {
    const analysis = ok(
      analyzeVariables(
        { ...BASE, Innodb_data_reads: 'n/a' },
        { ...later(BUSY), Innodb_data_reads: 'n/a' },
      ),
    );
    expect(analysis.metrics.dataReadsPerSecond).toBeNull();
    expect(analysis.warnings).toContainEqual({
      code: 'not-a-counter',
      variable: 'Innodb_data_reads',
    });
  });

  it('does not show a hit ratio when misses exceed requests', () => {
    const analysis = ok(
      analyzeVariables(
        BASE,
        later({ ...BUSY, Innodb_buffer_pool_read_requests: 10, Innodb_buffer_pool_reads: 20 }),
      ),
    );
    expect(analysis.derived.hitRatio).toBeNull();
    expect(analysis.warnings).toContainEqual({ code: 'hit-ratio-counters-inconsistent' });
  });
});

describe('which counter counts commits', () => {
  const mysqlBase = omit(BASE, 'Binlog_commits', 'Binlog_group_commits', 'Binlog_bytes_written');
  const withoutBinlog = (variables: Record<string, number>): Record<string, number> =>
    Object.fromEntries(Object.entries(variables).filter(([name]) => !name.startsWith('Binlog_')));

  it('MariaDB: Binlog_commits', () => {
    const analysis = ok(analyzeVariables(BASE, later(BUSY)));
    expect(analysis.metrics.commitCounter).toBe('Binlog_commits');
    expect(analysis.metrics.commitsPerSecond).toBe(100);
    expect(analysis.metrics.binlogGroupCommitsPerSecond).toBe(25);
    expect(analysis.derived.fsyncsPerCommit).toBeCloseTo(1.25, 12);
  });

  it('MySQL: Binlog_cache_use, and a note that binary-log fsyncs are not counted', () => {
    const after = later(BUSY, 60, mysqlBase);
    delete after.Binlog_commits;
    delete after.Binlog_group_commits;
    delete after.Binlog_bytes_written;
    const analysis = ok(analyzeVariables(mysqlBase, after));
    expect(analysis.metrics.commitCounter).toBe('Binlog_cache_use');
    expect(analysis.metrics.binlog).toBe('on');
    expect(analysis.derived.binlogFsyncsPerCommit).toBeNull();
    expect(analysis.derived.fsyncsPerCommit).toBe(1);
    const note = analysis.flags.find((flag) => flag.code === 'binlog-fsyncs-not-counted');
    expect(note?.severity).toBe('info');
    // Not said when sync_binlog is not 1: then there are no per-commit binary-log fsyncs.
    const relaxed = ok(analyzeVariables(mysqlBase, after, { syncBinlog: '0' }));
    expect(relaxed.flags.map((flag) => flag.code)).not.toContain('binlog-fsyncs-not-counted');
  });

  it('binary log off: Com_commit, and the binary log reported off', () => {
    const before = withoutBinlog(BASE);
    const after = withoutBinlog(later(BUSY, 60, before));
    const analysis = ok(
      analyzeVariables({ ...before, Binlog_cache_use: 0 }, { ...after, Binlog_cache_use: 0 }),
    );
    expect(analysis.metrics.commitCounter).toBe('Com_commit');
    expect(analysis.metrics.commitsPerSecond).toBe(10);
    expect(analysis.metrics.binlog).toBe('off');
    expect(analysis.derived.binlogFsyncsPerCommit).toBe(0);
    // 2 fsyncs per commit, but no binary log: not this flag's concern.
    expect(analysis.flags.map((flag) => flag.code)).not.toContain('fsyncs-per-commit-high');
  });

  it('autocommit only: the write statements', () => {
    const before = withoutBinlog(BASE);
    const after = withoutBinlog(later({ ...BUSY, Com_commit: 0 }, 60, before));
    const analysis = ok(analyzeVariables(before, after));
    expect(analysis.metrics.commitCounter).toBe('write-statements');
    expect(analysis.metrics.commitsPerSecond).toBe(100);
    expect(analysis.metrics.binlog).toBe('unknown');
  });

  it('no commits at all: 0 commits/s, no fsyncs per commit', () => {
    const after = later({ Questions: 6_000, Innodb_buffer_pool_read_requests: 60_000 });
    const analysis = ok(analyzeVariables(BASE, after));
    expect(analysis.metrics.commitsPerSecond).toBe(0);
    expect(analysis.metrics.commitCounter).toBeNull();
    expect(analysis.derived.fsyncsPerCommit).toBeNull();
  });

  it('Queries when Questions is missing', () => {
    const before = omit(BASE, 'Questions');
    const after = omit(later(BUSY), 'Questions');
    const analysis = ok(analyzeVariables(before, after));
    expect(analysis.metrics.queryCounter).toBe('Queries');
    expect(analysis.metrics.queriesPerSecond).toBe(1000);
  });
});

function metricsWith(overrides: Partial<StatusMetrics>): StatusMetrics {
  return {
    intervalSeconds: 60,
    pageRequestsPerSecond: 100_000,
    pageMissesPerSecond: 10,
    readAheadPerSecond: 0,
    waitFreePerSecond: 0,
    dataReadsPerSecond: 10,
    dataWritesPerSecond: 200,
    fsyncsPerSecond: 100,
    commitsPerSecond: 100,
    commitCounter: 'Binlog_commits',
    binlog: 'on',
    binlogGroupCommitsPerSecond: 25,
    queriesPerSecond: 1_000,
    queryCounter: 'Questions',
    tmpTablesPerSecond: 100,
    tmpDiskTablesPerSecond: 1,
    ...overrides,
  };
}

describe('flags and thresholds', () => {
  const codes = (metrics: StatusMetrics, syncBinlog: '1' | '0' = '1') =>
    flagsFor(metrics, syncBinlog).map((flag) => flag.code);

  it('raises nothing for a healthy interval', () => {
    expect(codes(metricsWith({}))).toEqual([]);
  });

  it('hit-ratio-low below 99 %, with enough page requests', () => {
    expect(codes(metricsWith({ pageMissesPerSecond: 1_001 }))).toEqual(['hit-ratio-low']);
    expect(codes(metricsWith({ pageMissesPerSecond: 1_000 }))).toEqual([]); // exactly 99 %
    // 60 requests in the interval are too few to judge.
    expect(codes(metricsWith({ pageRequestsPerSecond: 1, pageMissesPerSecond: 0.5 }))).toEqual([]);
    expect(
      flagsFor(metricsWith({ pageMissesPerSecond: 5_000 }), '1', { minHitRatio: 0.9 }),
    ).toEqual([]);
  });

  it('fsyncs-per-commit-high at 2 or more with the binary log on', () => {
    expect(codes(metricsWith({ fsyncsPerSecond: 175 }))).toEqual(['fsyncs-per-commit-high']);
    expect(codes(metricsWith({ fsyncsPerSecond: 174 }))).toEqual([]);
    expect(codes(metricsWith({ fsyncsPerSecond: 175, binlog: 'off' }))).toEqual([]);
    expect(codes(metricsWith({ fsyncsPerSecond: 175 }), '0')).toEqual([]);
    // Fewer than 100 commits in the interval.
    expect(
      codes(
        metricsWith({ fsyncsPerSecond: 3.5, commitsPerSecond: 1, binlogGroupCommitsPerSecond: 1 }),
      ),
    ).toEqual([]);
  });

  it('tmp-disk-ratio-high at 25 % or more, with enough temporary tables', () => {
    expect(codes(metricsWith({ tmpDiskTablesPerSecond: 25 }))).toEqual(['tmp-disk-ratio-high']);
    expect(codes(metricsWith({ tmpDiskTablesPerSecond: 24.9 }))).toEqual([]);
    expect(codes(metricsWith({ tmpTablesPerSecond: 1, tmpDiskTablesPerSecond: 1 }))).toEqual([]);
  });

  it('buffer-pool-wait-free on any wait', () => {
    expect(codes(metricsWith({ waitFreePerSecond: 0.05 }))).toEqual(['buffer-pool-wait-free']);
  });

  it('read-ahead-high (info) when read-ahead outweighs misses', () => {
    const flags = flagsFor(metricsWith({ readAheadPerSecond: 50 }));
    expect(flags.map((flag) => [flag.code, flag.severity])).toEqual([['read-ahead-high', 'info']]);
    expect(codes(metricsWith({ readAheadPerSecond: 5 }))).toEqual([]);
  });

  it('low-activity (info) below 100 queries', () => {
    expect(codes(metricsWith({ queriesPerSecond: 1 }))).toEqual(['low-activity']);
  });

  it('lists warnings before notes', () => {
    const flags = flagsFor(
      metricsWith({ queriesPerSecond: 1, pageMissesPerSecond: 5_000, readAheadPerSecond: 6_000 }),
    );
    expect(flags.map((flag) => flag.code)).toEqual([
      'hit-ratio-low',
      'read-ahead-high',
      'low-activity',
    ]);
  });

  it('uses the documented defaults', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({
      minHitRatio: 0.99,
      minPageRequests: 1_000,
      maxFsyncsPerCommit: 2,
      minCommits: 100,
      maxTmpDiskRatio: 0.25,
      minTmpTables: 100,
      minReadAheadPages: 1_000,
      minQueries: 100,
    });
  });
});

describe('properties', () => {
  const counterNames = [...Object.keys(BASE)];
  const increments = fc.record(
    Object.fromEntries(counterNames.map((name) => [name, fc.nat({ max: 10_000_000 })])),
  ) as fc.Arbitrary<Record<string, number>>;

  it('any growth of the counters gives ratios in range and non-negative rates', () => {
    fc.assert(
      fc.property(
        increments,
        fc.double({ min: 0.001, max: MAX_INTERVAL_SECONDS, noNaN: true }),
        fc.constantFrom<'1' | '0'>('1', '0'),
        (growth, seconds, syncBinlog) => {
          const result = analyzeStatus({
            before: snap(BASE),
            after: snap(later(growth, Math.round(seconds))),
            intervalSeconds: seconds,
            syncBinlog,
          });
          if (!result.ok) {
            expect(['identical-snapshots']).toContain(result.error.code);
            return;
          }
          const { metrics, derived, flags } = result.value;
          for (const value of Object.values(metrics)) {
            if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
          }
          for (const ratio of [derived.hitRatio, derived.tmpDiskRatio]) {
            if (ratio !== null) {
              expect(ratio).toBeGreaterThanOrEqual(0);
              expect(ratio).toBeLessThanOrEqual(1);
            }
          }
          expect(deriveValues(metrics, syncBinlog)).toEqual(derived);
          const severities = flags.map((flag) => flag.severity);
          expect(severities).toEqual(
            [...severities].sort((a, b) => (a === b ? 0 : a === 'warning' ? -1 : 1)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws, whatever the inputs', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.constantFrom(
        fixture('sample/before.tab.txt'),
        fixture('sample/after.table.txt'),
        fixture('filtered/before.table.txt'),
        fixture('restart/after.table.txt'),
      ),
    );
    fc.assert(
      fc.property(text, text, fc.double(), (before, after, seconds) => {
        const result = analyzeStatus({ before, after, intervalSeconds: seconds });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});

describe('uptimeDifference', () => {
  it('reads the interval from Uptime when both snapshots have it', () => {
    const pair = fixturePair('sample/vertical');
    expect(uptimeDifference(pair.before, pair.after)).toBe(30);
  });

  it('has no answer without Uptime, after a restart, or for unreadable input', () => {
    const filtered = fixturePair('filtered');
    expect(uptimeDifference(filtered.before, filtered.after)).toBeNull();
    const restart = fixturePair('restart');
    expect(uptimeDifference(restart.before, restart.after)).toBeNull();
    expect(uptimeDifference('', 'garbage')).toBeNull();
    const text = fixture('sample/before.tab.txt');
    expect(uptimeDifference(text, text)).toBeNull();
  });
});
