import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  analyzeStatus,
  deriveValues,
  flagsFor,
  type StatusMetrics,
} from '../../../../src/calculators/status-analyzer/analyzeStatus';
import {
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

  it('needs the interval to show a shared result', () => {
    expect(metricsFromQuery(new URLSearchParams('req=1000&miss=5'))).toEqual({
      metrics: null,
      syncBinlog: '1',
      errors: ['s'],
    });
    expect(metricsFromQuery(new URLSearchParams('s=0&req=1000')).errors).toEqual(['s']);
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
