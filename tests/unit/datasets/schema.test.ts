import { describe, expect, it } from 'vitest';

import { formatPath, loadDataset, type DatasetIssue } from '../../../src/datasets/schema';

const seed = {
  kind: 'seed',
  file: '001_fab638e752453c53.txt',
  title: 'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース',
  date: '2009-08-12',
  locator: 'Innodb_data_fsyncs',
  excerpt: '増加量が200251から26092と',
};

function minimal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'minimal',
    version: 1,
    title: { ja: 't', en: 't' },
    description: { ja: 'd', en: 'd' },
    tags: ['transactions-locking'],
    origin: 'source',
    units: [
      { id: 'connections', label: { ja: '接続数', en: 'Connections' }, symbol: '' },
      { id: 'fsyncs', label: { ja: 'fsync', en: 'fsyncs' }, symbol: '' },
    ],
    environment: {
      hardware: 'not stated',
      software: [{ key: 'MySQL', value: '5.1.37' }],
      configuration: { ja: '設定', en: 'settings' },
      workload: 'not stated',
    },
    chart: { kind: 'line', x: 'connections', y: 'fsyncs', yScale: 'log' },
    series: [{ id: 'plugin', label: { ja: 'Plugin', en: 'Plugin' } }],
    categories: [],
    points: [{ series: 'plugin', x: 30, y: 26092, unit: 'fsyncs', provenance: seed }],
    notes: [],
    ...overrides,
  };
}

function errors(json: unknown): DatasetIssue[] {
  const result = loadDataset(json);
  return result.ok ? [] : [...result.errors];
}

describe('loadDataset', () => {
  it('accepts a minimal dataset and returns it typed', () => {
    const result = loadDataset(minimal(), { fileName: 'minimal.json' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.points[0]?.y).toBe(26092);
  });

  it('accepts a lab dataset with lab provenance', () => {
    const lab = { kind: 'lab', script: 'scripts/lab/group-commit.sh', date: '2026-01-31' };
    const json = minimal({
      origin: 'lab',
      points: [{ series: 'plugin', x: 30, y: 26092, unit: 'fsyncs', provenance: lab }],
    });
    expect(errors(json)).toEqual([]);
  });

  it('rejects seed provenance in a lab dataset', () => {
    expect(errors(minimal({ origin: 'lab' }))).toEqual([
      {
        path: 'points[0].provenance.kind',
        message: 'a dataset with origin "lab" needs provenance kind "lab"',
      },
    ]);
  });

  it('rejects categories on a line chart and non-positive values on a log axis', () => {
    const json = minimal({
      categories: [{ id: 'builtin', label: { ja: '標準', en: 'Built-in' } }],
      points: [{ series: 'plugin', x: 'builtin', y: 0, unit: 'fsyncs', provenance: seed }],
    });
    const paths = errors(json).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toContain(
      'points[0].x: a line chart needs a numeric x; use "bar" or "groupedBar" for categories',
    );
    expect(paths).toContain('points[0].y: a log-scale chart needs values greater than 0');
  });

  it('rejects two values for the same series, x and unit', () => {
    const p = { series: 'plugin', x: 30, y: 26092, unit: 'fsyncs', provenance: seed };
    expect(errors(minimal({ points: [p, { ...p, y: 1 }] }))[0]?.message).toBe(
      'two points for series "plugin", x 30, unit "fsyncs"',
    );
  });

  it('asks for the high-end arithmetic of a derived range', () => {
    const derived = {
      formula: { ja: 'f', en: 'f' },
      expression: '500 * 10000',
      inputs: [{ value: 500, what: { ja: 'w', en: 'w' } }],
    };
    const p = {
      series: 'plugin',
      x: 30,
      y: 5000000,
      yHigh: 6000000,
      unit: 'fsyncs',
      provenance: { ...seed, derived },
    };
    expect(errors(minimal({ points: [p] }))[0]?.path).toBe(
      'points[0].provenance.derived.expressionHigh',
    );
  });

  it('rejects over-long excerpts and non-objects', () => {
    const p = {
      series: 'plugin',
      x: 30,
      y: 1,
      unit: 'fsyncs',
      provenance: { ...seed, excerpt: 'x'.repeat(241) },
    };
    expect(errors(minimal({ points: [p] }))[0]?.message).toMatch(/at most 240 characters/);
    expect(errors('not a dataset')[0]?.path).toBe('(root)');
    expect(errors(null)[0]?.message).toMatch(/got null/);
  });
});

describe('formatPath', () => {
  it('writes indices in brackets and keys with dots', () => {
    expect(formatPath(['points', 3, 'provenance', 'excerpt'])).toBe('points[3].provenance.excerpt');
    expect(formatPath([])).toBe('(root)');
  });
});
