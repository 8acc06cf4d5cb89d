import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import IopsCalculator from '../../src/components/IopsCalculator';
import { defaultResultsOf, renderCalculator } from './renderCalculator';
import type { Locale } from './stubs/siteLocale';
import {
  expectFieldMessage,
  expectLinkWarning,
  expectSaneCalculator,
  field,
  resultTexts,
  usingFallback,
} from './calculatorAssertions';

const RESULTS = [
  'iops-total-demand',
  'iops-storage-capacity',
  'iops-verdict',
  'iops-throttle-total',
];

/** The headline results with no query string: what a rejected value falls back to. */
const defaultResults = defaultResultsOf(() => <IopsCalculator />, RESULTS);

describe('the URL round trip', () => {
  test('a shared link fills every field, and edits are written back', () => {
    const query = '?systems=oltp~3000~1000&head=0&dev=custom&dr=500&dw=250&raid=raid5&n=6';
    const view = renderCalculator(<IopsCalculator />, { search: query });
    expect(screen.getByRole('textbox', { name: '余裕（ヘッドルーム）' })).toHaveProperty(
      'value',
      '0',
    );
    expect(screen.getByRole('combobox', { name: '機器' })).toHaveProperty('value', 'custom');
    expect(screen.getByRole('combobox', { name: 'RAID レベル' })).toHaveProperty('value', 'raid5');
    expect(screen.getByRole('textbox', { name: '台数' })).toHaveProperty('value', '6');
    expect(screen.getAllByRole('textbox', { name: '読み取り（reads/s）' })[0]).toHaveProperty(
      'value',
      '3000',
    );
    // `~` stays unescaped and the order is the calculator's: the link is kept as given.
    expect(view.search()).toBe(query);

    fireEvent.change(screen.getByRole('textbox', { name: '台数' }), { target: { value: '8' } });
    expect(view.param('n')).toBe('8');
    fireEvent.change(screen.getAllByRole('textbox', { name: '読み取り（reads/s）' })[0]!, {
      target: { value: '1700' },
    });
    expect(view.param('systems')).toBe('oltp~1700~1000');
    expect(view.search()).toContain('systems=oltp~1700~1000');
  });

  test('adding and removing systems rewrites the list in the link', () => {
    const view = renderCalculator(<IopsCalculator />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a system' }));
    expect(screen.getAllByRole('textbox', { name: 'Reads (reads/s)' })).toHaveLength(3);
    expect(view.param('systems')).toMatch(/^web~700~50_batch~200~50_/);
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    expect(view.param('systems')).toMatch(/^batch~200~50_/);
  });
});

const HEAD_CASES = [
  [
    'text',
    'abc',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
  ['a negative number', '-5', '0 以上の値にしてください。', 'Enter a value of at least 0.'],
  [
    'more than the maximum',
    '1500',
    '1,000 以下の値にしてください。',
    'Enter a value of at most 1,000.',
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

const SYSTEMS_CASES = [
  [
    'markup',
    '<img src=x onerror="window.__pwned=1">',
    '使えない文字が含まれています。',
    'Contains characters that are not allowed.',
  ],
  [
    'a non-number',
    'web~lots~5',
    '1 番目のシステム: IOPS が数値として読めません（例: 1200 や 12.5）。',
    'System 1: An IOPS figure is not a number (e.g. 1200 or 12.5).',
  ],
  ['a negative number', 'web~-5~5', '1 番目のシステム:', 'System 1:'],
  ['a 10 kB string', `web~${'9'.repeat(10_000)}~5`, '値が長すぎます。', 'The value is too long.'],
] as const;

const DEFAULT_LIST: Record<Locale, string> = {
  ja: '既定の一覧（web と batch）',
  en: 'the default list (web and batch)',
};

for (const locale of ['ja', 'en'] as const) {
  describe(`a hand-edited link, ${locale}`, () => {
    for (const [label, raw, ja, en] of HEAD_CASES) {
      test(`${label} in head= is named, explained, and 30 % is used`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<IopsCalculator />, {
          locale,
          search: `?head=${encodeURIComponent(raw)}`,
        });
        expectLinkWarning(screen.getAllByRole('alert'), locale, ['head']);
        expectFieldMessage(
          field(view.container, 'head'),
          `${locale === 'en' ? en : ja}${usingFallback(locale, '30')}`,
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
      });
    }

    for (const [label, raw, ja, en] of SYSTEMS_CASES) {
      test(`a systems= list with ${label} falls back to the default list`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<IopsCalculator />, {
          locale,
          search: `?systems=${encodeURIComponent(raw)}`,
        });
        expectLinkWarning(screen.getAllByRole('alert'), locale, ['systems']);
        const message = screen
          .getAllByRole('alert')
          .find((alert) => alert.textContent.includes(usingFallback(locale, DEFAULT_LIST[locale])));
        expect(message?.textContent).toContain(locale === 'en' ? en : ja);
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
        // The page shows the default list; the link left to copy must too.
        expect(view.param('systems')).toBeNull();
      });
    }

    test('an unknown device and RAID level fall back to the defaults', () => {
      const expected = defaultResults(locale);
      const view = renderCalculator(<IopsCalculator />, {
        locale,
        search: '?dev=floppy&raid=raid99',
      });
      expectLinkWarning(screen.getAllByRole('alert'), locale, ['dev', 'raid']);
      expect(field(view.container, 'dev').getAttribute('aria-invalid')).toBe('true');
      expect(field(view.container, 'raid').value).toBe('raid10');
      expect(resultTexts(view.container, RESULTS)).toEqual(expected);
      expectSaneCalculator(view.container);
    });
  });
}

test('the source’s throttle buttons restore the cgroup test’s caps', () => {
  const view = renderCalculator(<IopsCalculator />, {
    search: '?rcap=500&wcap=700&tread=10&tlim=storage&thr=cgroup-v2-io-max',
  });
  fireEvent.click(screen.getByRole('button', { name: '読み取り 50%' }));
  // The 2012-12-17 test: 10,000 read and write caps (the defaults), cgroup v1,
  // and at 50 % reads the device's measured 16,634 IOPS as the limit.
  expect(field(view.container, 'rcap').value).toBe('10000');
  expect(field(view.container, 'wcap').value).toBe('10000');
  expect(field(view.container, 'thr').value).toBe('cgroup-v1-blkio');
  expect(view.search()).toBe('?tread=50&tlim=custom&tdev=16634');

  // At 100 % reads the read cap binds: no other limit.
  fireEvent.click(screen.getByRole('button', { name: '読み取り 100%' }));
  expect(field(view.container, 'tread').value).toBe('100');
  expect(field(view.container, 'tlim').value).toBe('none');
  expect(view.param('tlim')).toBeNull();
});
