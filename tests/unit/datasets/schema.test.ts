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

describe('metadata text in the page language', () => {
  const withHardware = (hardware: unknown) =>
    minimal({ environment: { ...(minimal().environment as object), hardware } });
  const withLocator = (locator: unknown) =>
    minimal({
      points: [
        { series: 'plugin', x: 30, y: 26092, unit: 'fsyncs', provenance: { ...seed, locator } },
      ],
    });

  it('accepts a localized entry and language-neutral settings, commands, models and sizes', () => {
    const hardware = [
      { key: 'HDD', value: { ja: 'SAS HDD(型番の記載なし)', en: 'SAS HDD (model not stated)' } },
      { key: { ja: 'ストレージ', en: 'storage' }, value: 'Plextor PX-256M2P' },
      { key: 'innodb_flush_log_at_trx_commit', value: '2' },
      { key: 'innodb_buffer_pool_size', value: '536870912' },
      {
        key: { ja: 'コマンド', en: 'command' },
        value: 'mysqlslap --concurrency=30 --auto-generate-sql-load-type=write',
      },
      { key: 'SQL', value: 'SELECT pad FROM t WHERE id = ? ORDER BY id' },
      { key: 'RAM', value: '23.54 GiB' },
    ];
    expect(errors(withHardware(hardware))).toEqual([]);
  });

  it.each([
    ['SAS HDD (model not stated)', 'model not stated'],
    ['not stated', 'not'],
    ['1 (default)', 'default'],
    ['TCP/IP (Gigabit Ethernet in point 2)', 'point'],
    ['the same machine (Node.js clients)', 'the same machine'],
  ])('rejects the English-only value %j and says how to fix it', (value, phrase) => {
    const found = errors(withHardware([{ key: 'HDD', value }]));
    expect(found.map((issue) => issue.path)).toEqual(['environment.hardware[0].value']);
    expect(found[0]?.message).toContain(`English prose ("${phrase}") in a plain string`);
    expect(found[0]?.message).toContain('write it as { "ja": "…", "en": "…" }');
  });

  it('rejects an English-only key and a Japanese-only value in a key/value list', () => {
    const found = errors(
      withHardware([
        { key: 'storage engine', value: 'InnoDB' },
        { key: 'HDD', value: '型番の記載なし' },
      ]),
    );
    expect(found.map((e) => e.path)).toEqual([
      'environment.hardware[0].key',
      'environment.hardware[1].value',
    ]);
    expect(found[0]?.message).toMatch(/English prose \("storage"\)/);
    expect(found[1]?.message).toMatch(/^Japanese in a plain string "型番の記載なし": write it as/);
  });

  it('names the missing language of a half-localized value', () => {
    expect(errors(withHardware([{ key: 'HDD', value: { ja: '記載なし' } }]))).toEqual([
      {
        path: 'environment.hardware[0].value.en',
        message: 'missing required field (expected a string)',
      },
    ]);
  });

  it('lets a locator quote a Japanese heading, but not describe it in English', () => {
    expect(errors(withLocator('●グループコミットの修正とは何か (Innodb_data_fsyncs)'))).toEqual([]);
    expect(
      errors(withLocator({ ja: 'スライド 9(テーブルサイズ)', en: 'slide 9 (table sizes)' })),
    ).toEqual([]);
    const found = errors(withLocator('paragraph after the deadlock error'));
    expect(found.map((e) => e.path)).toEqual(['points[0].provenance.locator']);
    expect(found[0]?.message).toMatch(/English prose \("paragraph after the"\)/);
  });

  it('asks for both languages in a lab run label', () => {
    const lab = { kind: 'lab', script: 'lab/experiments/autoinc.ts', date: '2026-01-02' };
    const point = (run: unknown) =>
      minimal({
        origin: 'lab',
        points: [{ series: 'plugin', x: 30, y: 1, unit: 'fsyncs', provenance: { ...lab, run } }],
      });
    expect(
      errors(point({ ja: 'quick 規模の実行', en: 'quick run started 2026-01-02T03:04:05Z' })),
    ).toEqual([]);
    expect(errors(point('quick run started 2026-01-02T03:04:05Z'))[0]?.path).toBe(
      'points[0].provenance.run',
    );
  });
});

describe('formatPath', () => {
  it('writes indices in brackets and keys with dots', () => {
    expect(formatPath(['points', 3, 'provenance', 'excerpt'])).toBe('points[3].provenance.excerpt');
    expect(formatPath([])).toBe('(root)');
  });
});
