import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import RedshiftTcoCalculator from '../../src/components/RedshiftTcoCalculator';
import prices from '../../src/calculators/redshift-tco/prices.json';
import { defaultResultsOf, JAPANESE, renderCalculator } from './renderCalculator';
import {
  expectFieldMessage,
  expectLinkWarning,
  expectSaneCalculator,
  field,
  resultTexts,
  usingFallback,
} from './calculatorAssertions';

const RESULTS = [
  'redshift-tco-total-cost',
  'redshift-tco-three-year-cost',
  'redshift-tco-year1-nodes',
  'redshift-tco-verdict',
];
/** The table's on-demand price of the default node type in the default region. */
const TABLE_NODE_PRICE = `$${prices.regions['us-east-1'].nodePrices['ra3.4xlarge'].onDemandHourlyUsd.usd}`;

/** The headline results with no query string: what a rejected value falls back to. */
const defaultResults = defaultResultsOf(() => <RedshiftTcoCalculator />, RESULTS);

describe('the URL round trip', () => {
  test('a shared link fills every field, and edits are written back', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, {
      search: '?tb=10&years=5&node=serverless&currency=USD&rpu=16&hours=4',
    });
    expect(screen.getByRole('textbox', { name: 'いまのデータ量（圧縮後）' })).toHaveProperty(
      'value',
      '10',
    );
    for (const [name, value] of [
      ['years', '5'],
      ['node', 'serverless'],
      ['currency', 'USD'],
      ['rpu', '16'],
      ['hours', '4'],
    ]) {
      expect(field(view.container, name!).value, name).toBe(value);
    }
    expect(view.param('node')).toBe('serverless');

    fireEvent.change(field(view.container, 'tb'), { target: { value: '12.5' } });
    expect(view.param('tb')).toBe('12.5');
    fireEvent.change(field(view.container, 'currency'), { target: { value: 'JPY' } });
    // JPY is the default: it leaves the link, the other values stay.
    expect(view.param('currency')).toBeNull();
    expect(view.param('rpu')).toBe('16');
  });
});

const TB_CASES = [
  [
    'text',
    'abc',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
  ['a negative number', '-5', '0.01 以上の値にしてください。', 'Enter a value of at least 0.01.'],
  [
    'more than the maximum',
    '2000000',
    '1,000,000 以下の値にしてください。',
    'Enter a value of at most 1,000,000.',
  ],
  ['1e309', '1e309', '大きすぎて扱えない数値です。', 'The number is too large to work with.'],
  ['a 10 kB string', '9'.repeat(10_000), '値が長すぎます。', 'The value is too long.'],
  [
    'markup',
    '<script>window.__pwned=1</script>',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
] as const;

const PRICE_CASES = [
  [
    'markup',
    '<img src=x onerror="window.__pwned=1">',
    '使えない文字が含まれています。',
    'Contains characters that are not allowed.',
  ],
  ['1e309', '1e309', '大きすぎて扱えない数値です。', 'The number is too large to work with.'],
  ['a negative price', '-1', '0 以上の値にしてください。', 'Enter a value of at least 0.'],
] as const;

const UNKNOWN_CHOICES = [
  ['node', 'dw9.huge'],
  ['region', 'mars-1'],
  ['pricing', 'reserved5yr'],
  ['pricing', 'reserved1yr'],
] as const;

for (const locale of ['ja', 'en'] as const) {
  describe(`a hand-edited link, ${locale}`, () => {
    for (const [label, raw, ja, en] of TB_CASES) {
      test(`${label} in tb= is named, explained, and 4 TB is used`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<RedshiftTcoCalculator />, {
          locale,
          search: `?tb=${encodeURIComponent(raw)}`,
        });
        expectLinkWarning(screen.getAllByRole('alert'), locale, ['tb']);
        expectFieldMessage(
          field(view.container, 'tb'),
          `${locale === 'en' ? en : ja}${usingFallback(locale, '4')}`,
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
      });
    }

    for (const [label, raw, ja, en] of PRICE_CASES) {
      test(`a price override with ${label} falls back to the table's price`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<RedshiftTcoCalculator />, {
          locale,
          search: `?nodePrice=${encodeURIComponent(raw)}`,
        });
        expectLinkWarning(screen.getAllByRole('alert'), locale, ['nodePrice']);
        expectFieldMessage(
          field(view.container, 'nodePrice'),
          `${locale === 'en' ? en : ja}${usingFallback(locale, TABLE_NODE_PRICE)}`,
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
        expect(view.param('nodePrice')).toBeNull();
      });
    }

    test('a bad price for a deployment not shown (an RPU price on a node) is still named', () => {
      const expected = defaultResults(locale);
      const view = renderCalculator(<RedshiftTcoCalculator />, {
        locale,
        search: '?rpuPrice=-5',
      });
      // Its field is hidden on a provisioned node; the warning above names it.
      expect(view.container.querySelector('[name="rpuPrice"]')).toBeNull();
      expectLinkWarning(screen.getAllByRole('alert'), locale, ['rpuPrice']);
      expect(resultTexts(view.container, RESULTS)).toEqual(expected);
      expect(view.param('rpuPrice')).toBeNull();
    });

    test('a base RPU off its step is named and left out of the link', () => {
      const view = renderCalculator(<RedshiftTcoCalculator />, {
        locale,
        search: '?node=serverless&rpu=12',
      });
      expectLinkWarning(screen.getAllByRole('alert'), locale, ['rpu']);
      expect(field(view.container, 'rpu').getAttribute('aria-invalid')).toBe('true');
      expect(view.param('rpu')).toBeNull();
      expect(view.param('node')).toBe('serverless');
    });

    for (const [name, raw] of UNKNOWN_CHOICES) {
      test(`an unknown ${name}=${raw} is named and the default is used`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<RedshiftTcoCalculator />, {
          locale,
          search: `?${name}=${raw}`,
        });
        expectLinkWarning(screen.getAllByRole('alert'), locale, [name]);
        expectFieldMessage(
          field(view.container, name),
          locale === 'en' ? 'Not one of the available options.' : '選択肢にない値です。',
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
      });
    }
  });
}

describe('the source’s presets', () => {
  test('“4 TB, 3 years” restores the source’s size and period, not the deployment', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, {
      locale: 'en',
      search: '?size=raw&raw=30&growth=20&years=7&currency=USD',
    });
    fireEvent.click(screen.getByRole('button', { name: "Use the post's 4 TB, 3 years" }));
    expect(field(view.container, 'size').value).toBe('compressed');
    expect(field(view.container, 'tb').value).toBe('4');
    expect(field(view.container, 'growth').value).toBe('0');
    expect(field(view.container, 'years').value).toBe('3');
    // The raw size stays in the link (unused while the size is compressed); the currency is the reader's.
    expect(view.search()).toBe('?raw=30&currency=USD');
  });

  test('“10 TB, 3 years” sets 10 TB', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, { search: '?years=5' });
    fireEvent.click(screen.getByRole('button', { name: '出典の 10 TB・3 年にする' }));
    expect(field(view.container, 'tb').value).toBe('10');
    expect(view.search()).toBe('?tb=10');
  });
});

/*
 * Amounts derived by hand from the price table and the model's rules; the
 * derivations, and a test that they match the table, are in
 * tests/e2e/redshiftTcoCalculator.spec.ts (“the hand-derived figures match the
 * price table”).
 */
const ABOVE =
  '目安の上限を超えています：出典の基準では「すでに技術的負債」で、より低コストな手段を探すべき水準です。';
const BELOW = '目安の範囲より安い：出典の基準では技術的負債ではありません。';

/** The calculator's text with quoted source titles (“…”, possibly Japanese) removed. */
const withoutQuotedTitles = (root: HTMLElement): string => root.textContent.replace(/“[^”]*”/g, '');

const testIdText = (id: string): string | null => screen.getByTestId(id).textContent;

describe('scenarios from a link', () => {
  test('a Serverless link: 16 RPU 4 hours a day for 10 TB over 5 years', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, {
      search: '?tb=10&node=serverless&rpu=16&hours=4&currency=USD&years=5',
    });
    expect(testIdText('redshift-tco-year1-rpu')).toBe('16 RPU（1 日 4 時間）');
    // $11,640 a year: 5 years $58,200, the 3 years the verdict uses $34,920 (¥4,906,263).
    expect(testIdText('redshift-tco-total-cost')).toBe('$58,200');
    expect(testIdText('redshift-tco-three-year-cost')).toBe('$34,920');
    expect(view.container.textContent).toContain('140.5001 円／ドルで ￥4,906,263');
    expect(testIdText('redshift-tco-verdict')).toBe(BELOW);
  });

  test('a Tokyo scenario cites its dated source; RA3 there needs the reader’s storage price', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, {
      search: '?region=ap-northeast-1&node=dc2.large&tb=1&years=1&currency=USD',
    });
    expect(field(view.container, 'region').value).toBe('ap-northeast-1');
    expect(field(view.container, 'node').value).toBe('dc2.large');
    // 1 TB ÷ (0.16 TB × 75 %) = 8.33 → 9 nodes; 9 × $0.314 × 8,760 h = $24,755.76 a year.
    expect(testIdText('redshift-tco-year1-nodes')).toBe('dc2.large × 9 ノード');
    expect(testIdText('redshift-tco-total-cost')).toBe('$24,756');
    expect(view.container.textContent).toContain('$0.314／ノード・時間');
    expect(view.container.textContent).toContain(
      'AWS Redshift pricing data, on-demand nodes and Serverless（Asia Pacific (Tokyo)）',
    );
    expect(view.container.textContent).toContain('2024-06-25');

    // Tokyo has no citable managed-storage price: RA3 can be chosen, falls back, and says why.
    const node = field(view.container, 'node');
    expect(node.querySelector('option[value="ra3.4xlarge"]')?.textContent).toMatch(
      /ストレージ価格の入力が必要/,
    );
    fireEvent.change(node, { target: { value: 'ra3.4xlarge' } });
    // ra3.4xlarge is the default node type, so the URL simply drops node=.
    expect(view.param('node')).toBeNull();
    expect(field(view.container, 'node').value).toBe('ra3.4xlarge');
    expect(view.container.textContent).toContain(
      'マネージドストレージの価格がないため、ra3.4xlarge、オンデマンド を計算できません。',
    );
    expect(testIdText('redshift-tco-year1-nodes')).toBe('dc2.large × 9 ノード');
    // With the reader's storage price, the Tokyo RA3 node price from the table is used.
    fireEvent.change(field(view.container, 'storagePrice'), { target: { value: '0.03' } });
    expect(testIdText('redshift-tco-year1-nodes')).toBe('ra3.4xlarge × 2 ノード');
    expect(view.container.textContent).toContain('$3.836／ノード・時間');
    expectSaneCalculator(view.container);
  });

  test('a reserved offering is costed from its stated figures', () => {
    const view = renderCalculator(<RedshiftTcoCalculator />, {
      search: '?pricing=reserved3yrAllUpfront&currency=USD',
    });
    expect(field(view.container, 'pricing').value).toBe('reserved3yrAllUpfront');
    // 2 × $32,127 ÷ 3 = $21,418 a year, + $1,152 storage = $22,570; 3 years $67,710.
    expect(testIdText('redshift-tco-total-cost')).toBe('$67,710');
    expect(view.container.textContent).toContain(
      '価格表のリザーブド料金は前払い $32,127.00 と時間料金 $0.00／ノード・時間',
    );
    expect(view.container.textContent).toContain(
      '実質の時間単価は前払い ÷ 26,280 ＋ 時間料金 ＝ $1.2225／ノード・時間 です。',
    );
    expect(view.container.textContent).toContain(
      'AWS Redshift pricing data, reserved nodes: US East (N. Virginia), 3 year, All Upfront（2024-09-11）',
    );

    fireEvent.change(field(view.container, 'pricing'), {
      target: { value: 'reserved1yrPartialUpfront' },
    });
    expect(view.param('pricing')).toBe('reserved1yrPartialUpfront');
    expect(view.container.textContent).toContain(
      '前払い $9,566.50 と時間料金 $1.0921／ノード・時間',
    );
    expectSaneCalculator(view.container);
  });

  test('the English page explains the reserved figures and the missing Tokyo storage price', () => {
    const reserved = renderCalculator(<RedshiftTcoCalculator />, {
      locale: 'en',
      search: '?pricing=reserved3yrAllUpfront',
    });
    expect(reserved.container.textContent).toContain(
      "The price table's reservation is $32,127.00 upfront plus $0.00 per node-hour (source as above).",
    );
    expect(reserved.container.textContent).toContain(
      'It bills all 26,280 hours of the term, so the effective hourly rate is upfront ÷ 26,280 + hourly = $1.2225 per node-hour.',
    );
    reserved.unmount();

    const tokyo = renderCalculator(<RedshiftTcoCalculator />, {
      locale: 'en',
      search: '?region=ap-northeast-1',
    });
    expect(tokyo.container.textContent).toContain(
      'The price table has no managed-storage price for this region, so ra3.4xlarge',
    );
    expect(field(tokyo.container, 'region').value).toBe('ap-northeast-1');
    expect(withoutQuotedTitles(tokyo.container)).not.toMatch(JAPANESE);
  });
});

test('a hand-edited link shows a message and falls back to the default result', () => {
  const view = renderCalculator(<RedshiftTcoCalculator />, {
    search: `?tb=${encodeURIComponent('<script>window.__pwned=1</script>')}&node=dw9.huge&nodePrice=1e309`,
  });
  // Each rejected name in its own <code> (they were one “tb, node, …”).
  const codes = [...(screen.getAllByRole('alert')[0]?.querySelectorAll('code') ?? [])];
  expect(codes.slice(0, 2).map((code) => code.textContent)).toEqual(['tb', 'node']);
  expect(view.container.textContent).toContain('代わりに 4 で計算しています。');
  expect(view.container.textContent).toContain('選択肢にない値です。');
  expect(view.container.textContent).toContain(
    '大きすぎて扱えない数値です。代わりに $3.26 で計算しています。',
  );
  // The default: 4 TB on 2 × ra3.4xlarge, 3 years: ¥24,559,642, above the post's band.
  expect(testIdText('redshift-tco-total-cost')).toBe('￥24,559,642');
  expect(testIdText('redshift-tco-three-year-cost')).toBe('￥24,559,642');
  expect(testIdText('redshift-tco-year1-nodes')).toBe('ra3.4xlarge × 2 ノード');
  expect(testIdText('redshift-tco-verdict')).toBe(ABOVE);
  expect(view.container.querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe(
    'aboveBand',
  );
  expectSaneCalculator(view.container);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the English page shows messages and results in English', () => {
  const view = renderCalculator(<RedshiftTcoCalculator />, { locale: 'en', search: '?tb=-1' });
  expect(view.container.textContent).toContain(
    'Enter a value of at least 0.01. Calculating with 4 instead.',
  );
  expect(testIdText('redshift-tco-total-cost')).toBe('¥24,559,642');
  expect(testIdText('redshift-tco-verdict')).toBe(
    "Above the range: by the post's measure this is “already technical debt”, the level at which to look for a cheaper way.",
  );
  // Japanese may appear only inside a quoted source title (“…”).
  expect(withoutQuotedTitles(view.container)).not.toMatch(JAPANESE);
});
