import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import RedshiftTcoCalculator from '../../src/components/RedshiftTcoCalculator';
import prices from '../../src/calculators/redshift-tco/prices.json';
import { defaultResultsOf, renderCalculator } from './renderCalculator';
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
