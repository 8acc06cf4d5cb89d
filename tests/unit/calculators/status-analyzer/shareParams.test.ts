import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  analyzeStatus,
  deriveValues,
  flagsFor,
  hasAnyMetric,
  type StatusMetrics,
} from '../../../../src/calculators/status-analyzer/analyzeStatus';
import { MAX_COUNTER_DIGITS } from '../../../../src/calculators/status-analyzer/parseStatus';
import {
  MAX_SHARED_RATE,
  RATE_PARAMS,
  SHARE_PARAM_NAMES,
  metricsFromQuery,
  metricsToQuery,
} from '../../../../src/calculators/status-analyzer/shareParams';
import { fixturePair } from './fixtures';

function sampleMetrics(): StatusMetrics {
  const result = analyzeStatus(fixturePair('sample/table'));
  if (!result.ok) throw new Error('sample should analyse');
  return result.value.metrics;
}

describe('the shared link', () => {
  it('holds only derived values, never the pasted status', () => {
    const query = metricsToQuery(sampleMetrics());
    expect(query.length).toBeLessThan(400);
    expect(query).not.toMatch(/Innodb_|Variable_name|Uptime/);
    for (const name of new URLSearchParams(query).keys()) {
      expect(SHARE_PARAM_NAMES).toContain(name);
    }
    expect(query).toBe(
      's=30.149&req=52211.9&miss=2557.76&ra=0&wf=0&dr=2557.76&dw=1177.78&fs=1359.88' +
        '&cps=2218.78&bgc=1234.1&qps=8252.98&tmp=317.888&tmpd=129.424' +
        '&cc=Binlog_commits&binlog=on&qc=Questions',
    );
  });

  it('reproduces the metrics, ratios and flags of the analysis', () => {
    const pair = fixturePair('sample/table');
    for (const syncBinlog of ['1', '0'] as const) {
      const result = analyzeStatus({ ...pair, syncBinlog });
      if (!result.ok) throw new Error('sample should analyse');
      const shared = metricsFromQuery(
        new URLSearchParams(metricsToQuery(result.value.metrics, syncBinlog)),
      );
      expect(shared.errors).toEqual([]);
      expect(shared.syncBinlog).toBe(syncBinlog);
      expect(shared.metrics).toEqual(result.value.metrics);
      expect(deriveValues(shared.metrics!, syncBinlog)).toEqual(result.value.derived);
      expect(flagsFor(shared.metrics!, syncBinlog)).toEqual(result.value.flags);
    }
  });

  it('writes sb only when sync_binlog is not the default 1', () => {
    expect(metricsToQuery(sampleMetrics(), '1')).not.toContain('sb=');
    expect(metricsToQuery(sampleMetrics(), '0')).toContain('sb=0');
  });

  it('leaves out what was not measured', () => {
    const partial: StatusMetrics = {
      ...sampleMetrics(),
      dataReadsPerSecond: null,
      commitsPerSecond: null,
      commitCounter: null,
      binlog: 'unknown',
      queriesPerSecond: null,
      queryCounter: null,
    };
    const query = metricsToQuery(partial);
    expect(query).not.toMatch(/(^|&)(dr|cps|cc|binlog|qps|qc)=/);
    expect(metricsFromQuery(new URLSearchParams(query)).metrics).toEqual(partial);
  });
});

describe('reading a link', () => {
  it('shows nothing shared for a bare page', () => {
    expect(metricsFromQuery(new URLSearchParams(''))).toEqual({
      metrics: null,
      syncBinlog: '1',
      errors: [],
    });
    // Parameters of other tools are not ours.
    expect(metricsFromQuery(new URLSearchParams('hit=95&utm_source=x')).metrics).toBeNull();
  });

  it('names the parameters it rejected and keeps the rest', () => {
    const shared = metricsFromQuery(
      new URLSearchParams('s=60&req=1000&miss=-5&dr=abc&cc=Handler_commit&cps=5&sb=2'),
    );
    expect([...shared.errors].sort()).toEqual(['cc', 'dr', 'miss', 'sb'].sort());
    expect(shared.metrics?.pageRequestsPerSecond).toBe(1000);
    expect(shared.metrics?.pageMissesPerSecond).toBeNull();
    expect(shared.metrics?.commitsPerSecond).toBe(5);
    expect(shared.metrics?.commitCounter).toBeNull();
    expect(shared.syncBinlog).toBe('1');
  });

  it('needs the interval to show a shared result, and names every value it then ignores', () => {
    expect(metricsFromQuery(new URLSearchParams('req=1000&miss=5'))).toEqual({
      metrics: null,
      syncBinlog: '1',
      errors: ['s', 'req', 'miss'],
    });
    expect(metricsFromQuery(new URLSearchParams('s=0&req=1000')).errors).toEqual(['s', 'req']);
  });

  it('names the values a link without a usable rate carries, but keeps its sync_binlog', () => {
    // Misses alone are no result (the page shows its sample instead).
    expect(metricsFromQuery(new URLSearchParams('s=30&miss=5&binlog=on&sb=0'))).toEqual({
      metrics: null,
      syncBinlog: '0',
      errors: ['s', 'miss', 'binlog'],
    });
    expect(metricsFromQuery(new URLSearchParams('s=30&cc=Com_commit')).errors).toEqual(['s', 'cc']);
  });

  it('names a counter given without its rate', () => {
    const shared = metricsFromQuery(new URLSearchParams('s=30&req=5&cc=Com_commit&qc=Queries'));
    expect(shared.metrics?.commitCounter).toBeNull();
    expect(shared.errors).toEqual(['cc', 'qc']);
  });

  it('refuses an interval so short that a rate overflows (1e-320 s showed NaN)', () => {
    for (const seconds of ['1e-320', '5e-324', String(MIN_INTERVAL_SECONDS / 2)]) {
      const shared = metricsFromQuery(new URLSearchParams(`s=${seconds}&req=1000&cps=10`));
      expect(shared.metrics).toBeNull();
      expect(shared.errors).toContain('s');
    }
  });

  it('reads back every link an analysis can write, even at the extremes (no req=Infinity)', () => {
    // The largest counters the parser takes, over the shortest interval it takes.
    const top = '9'.repeat(MAX_COUNTER_DIGITS);
    const status = (value: string) =>
      ['Innodb_buffer_pool_read_requests', 'Innodb_buffer_pool_reads', 'Questions', 'Com_commit']
        .map((name) => `${name}\t${value}`)
        .join('\n');
    const result = analyzeStatus({
      before: status('0'),
      after: status(top),
      intervalSeconds: MIN_INTERVAL_SECONDS,
    });
    if (!result.ok) throw new Error(`extreme counters should analyse: ${result.error.code}`);
    const query = metricsToQuery(result.value.metrics);
    expect(query).not.toMatch(/Infinity|NaN/);
    const shared = metricsFromQuery(new URLSearchParams(query));
    expect(shared.errors).toEqual([]);
    expect(shared.metrics).toEqual(result.value.metrics);
  });

  it('reads back every link it writes (property)', () => {
    const rate = fc.option(
      fc.oneof(
        fc.constant(0),
        fc.double({ min: 1 / MAX_INTERVAL_SECONDS, max: MAX_SHARED_RATE, noNaN: true }),
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: MIN_INTERVAL_SECONDS, max: MAX_INTERVAL_SECONDS, noNaN: true }),
        fc.array(rate, { minLength: RATE_PARAMS.length, maxLength: RATE_PARAMS.length }),
        fc.constantFrom('1' as const, '0' as const),
        (intervalSeconds, rates, syncBinlog) => {
          const metrics: StatusMetrics = {
            ...sampleMetrics(),
            intervalSeconds,
            commitCounter: 'Com_commit',
            queryCounter: 'Questions',
          };
          const withRates = Object.fromEntries(
            RATE_PARAMS.map(([, key], index) => [key, rates[index] ?? null]),
          );
          const written = { ...metrics, ...withRates };
          const expected: StatusMetrics = {
            ...written,
            commitCounter: written.commitsPerSecond === null ? null : 'Com_commit',
            queryCounter: written.queriesPerSecond === null ? null : 'Questions',
          };
          const shared = metricsFromQuery(
            new URLSearchParams(metricsToQuery(expected, syncBinlog)),
          );
          if (hasAnyMetric(expected)) {
            expect(shared.errors).toEqual([]);
            expect(shared.metrics).toEqual(expected);
          } else {
            expect(shared.metrics).toBeNull();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws on a hand-edited link', () => {
    const names = fc.constantFrom(...SHARE_PARAM_NAMES, 'x');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(names, fc.string({ unit: 'binary', maxLength: 30 })), { maxLength: 20 }),
        (pairs) => {
          const shared = metricsFromQuery(new URLSearchParams(pairs));
          if (shared.metrics) {
            for (const value of Object.values(shared.metrics)) {
              if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
            }
            expect(Array.isArray(flagsFor(shared.metrics, shared.syncBinlog))).toBe(true);
          }
        },
      ),
    );
  });
});
