import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkPointAgainstSeed,
  containsNumber,
  decimalsOf,
  evaluateExpression,
  expressionNumbers,
  normalizeWhitespace,
  numberForms,
  roundsTo,
  titleOccursIn,
} from '../../../src/datasets/provenance';
import type { DatasetPoint, SeedProvenance } from '../../../src/datasets/schema';

describe('normalizeWhitespace', () => {
  it('collapses line breaks, tabs, NBSP and ideographic spaces to one space', () => {
    expect(normalizeWhitespace('  1 すべてHDD上に配置\n3447.25\r\n\t配\u3000置\u00a0x ')).toBe(
      '1 すべてHDD上に配置 3447.25 配 置 x',
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizeWhitespace(s);
        expect(normalizeWhitespace(once)).toBe(once);
      }),
    );
  });
});

describe('numberForms / containsNumber', () => {
  it.each([
    [26092, '増加量が200251から26092と'],
    [26092, 'from 26,092 to'],
    [113701.8, 'q_per_s 113701.80 100回'],
    [243, 'r/s 243.00 w/s'],
    [0, 'iMB | 0 |'],
    [200000, '秒間20万回クラス'],
    [140000, 'ローカルアクセスで14万クエリ/秒'],
    [250000000, '計2億5000万通程度'],
    [2000000000, '計20億通のメール'],
    [55000000000, '550億円くらい'],
    [500000000, '$500M以上'],
    [15000000, '1000万円~1500万円'],
    [1083658, '1,083,658rows/s'],
    [0.067, '0.067秒になりました'],
    [21, '約1/21まで'],
  ])('finds %d in "%s"', (n, text) => {
    expect(containsNumber(text, n)).toBe(true);
  });

  it.each([
    [200, '200251から26092'],
    [251, '200251から'],
    [3447, '3447.25'],
    [1000, '1,000,000'],
    [83, '1,083,658'],
    [20, '120万'],
    [5, '0.5'],
    [14, '14.48054'],
  ])('does not find %d inside a longer number in "%s"', (n, text) => {
    expect(containsNumber(text, n)).toBe(false);
  });

  it('finds any non-negative integer in its plain and comma-grouped forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => {
        const grouped = n.toLocaleString('en-US');
        expect(containsNumber(`値は${n}です`, n)).toBe(true);
        expect(containsNumber(`値は${grouped}です`, n)).toBe(true);
        expect(containsNumber(`値は${n}1です`, n)).toBe(false);
      }),
    );
  });

  it('finds a decimal written with trailing zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 1, max: 4 }), (m, d) => {
        const n = m / 10 ** d;
        expect(containsNumber(`x ${n.toFixed(d)}0 y`, n)).toBe(true);
      }),
    );
  });

  it('writes round 万 and 億 amounts the Japanese way', () => {
    expect(numberForms(13_000_000)).toContain('1300万');
    expect(numberForms(250_000_000)).toContain('2億5000万');
    expect(numberForms(2_000_000_000)).toContain('20億');
    expect(numberForms(12_345)).not.toContain('1.2345万');
  });
});

describe('expressions', () => {
  it('evaluates + - * / with precedence and parentheses', () => {
    expect(evaluateExpression('2 * 60 + 20')).toBe(140);
    expect(evaluateExpression('1000000 / (6.866)')).toBeCloseTo(145645.2, 1);
    expect(evaluateExpression('-(3 - 5) * 2')).toBe(4);
    expect(expressionNumbers('500 * 10000')).toEqual([500, 10000]);
  });

  it('rejects anything but arithmetic', () => {
    expect(() => evaluateExpression('Math.max(1, 2)')).toThrow();
    expect(() => evaluateExpression('1 +')).toThrow();
    expect(() => evaluateExpression('(1 + 2')).toThrow();
    expect(() => evaluateExpression('1 2')).toThrow();
  });

  it('rounds to the decimals the stated value is written with', () => {
    expect(decimalsOf(0.56)).toBe(2);
    expect(decimalsOf(140)).toBe(0);
    expect(roundsTo(145645.2, 145645)).toBe(true);
    expect(roundsTo(145645.6, 145645)).toBe(false);
    expect(roundsTo(0.2 * 1000000, 200000)).toBe(true);
  });
});

describe('checkPointAgainstSeed', () => {
  const seed = normalizeWhitespace(
    'Average number of seconds to run all queries: 6.866 seconds\n--number-of-queries=1000000\n--host=127.0.0.1',
  );
  const provenance = (extra: Partial<SeedProvenance>): SeedProvenance => ({
    kind: 'seed',
    file: '000_8f50174bb76bc037.txt',
    title: 't',
    date: '2009-08-20',
    locator: 'l',
    excerpt: 'Average number of seconds to run all queries: 6.866 seconds',
    ...extra,
  });
  const point = (y: number, p: SeedProvenance): DatasetPoint => ({
    series: 's',
    x: 'local',
    y,
    unit: 'u',
    provenance: p,
  });
  const derived = {
    formula: { ja: '総クエリ数 ÷ 秒', en: 'queries ÷ seconds' },
    expression: '1000000 / 6.866',
    inputs: [
      {
        value: 1000000,
        what: { ja: 'クエリ数', en: 'queries' },
        excerpt: '--number-of-queries=1000000 --host=127.0.0.1',
      },
      { value: 6.866, what: { ja: '秒', en: 'seconds' } },
    ],
  };

  it('accepts a stated value and a correctly derived one', () => {
    const stated = provenance({});
    expect(checkPointAgainstSeed(point(6.866, stated), stated, seed)).toEqual([]);
    const d = provenance({ derived });
    expect(checkPointAgainstSeed(point(145645, d), d, seed)).toEqual([]);
  });

  it('reports a wrong derived value, a missing input and an unknown conversion', () => {
    const d = provenance({
      derived: {
        ...derived,
        expression: '1000000 / 6.866 * 7',
        inputs: [
          ...derived.inputs,
          { value: 7, what: { ja: '係数', en: 'factor' }, conversion: true },
          { value: 42, what: { ja: '未使用', en: 'unused' } },
        ],
      },
    });
    const problems = checkPointAgainstSeed(point(145645, d), d, seed);
    expect(problems.join('\n')).toMatch(/7 is not a known conversion factor/);
    expect(problems.join('\n')).toMatch(/42 is not stated in the point's excerpt/);
    expect(problems.join('\n')).toMatch(/does not round to 145645/);
    expect(problems.join('\n')).toMatch(/the expressions use/);
  });

  it('reports an excerpt that is not in the seed', () => {
    const p = provenance({ excerpt: 'Average number of seconds: 6.866' });
    expect(checkPointAgainstSeed(point(6.866, p), p, seed)[0]).toMatch(/not found verbatim/);
  });
});

describe('titleOccursIn', () => {
  it('ignores whitespace and checks each part joined by " — "', () => {
    const seed = normalizeWhitespace(
      'チューニングスペース3\nLinux/MySQLサーバーの\nパフォーマンスチューニング',
    );
    expect(
      titleOccursIn(
        'チューニングスペース3 — Linux/MySQLサーバーのパフォーマンスチューニング',
        seed,
      ),
    ).toBe(true);
    expect(titleOccursIn('チューニングスペース4', seed)).toBe(false);
  });
});
