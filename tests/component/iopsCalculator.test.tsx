import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import IopsCalculator from '../../src/components/IopsCalculator';
import { defaultResultsOf, JAPANESE, renderCalculator } from './renderCalculator';
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

/*
 * Figures worked out from src/calculators/iops and the defaults in
 * src/components/IopsCalculator/params.ts (as in tests/e2e/iopsCalculator.spec.ts):
 * demand 900 reads + 100 writes (90 % reads), with 30 % headroom 1,300 IOPS;
 * four 200-IOPS HDDs in RAID 1+0: 800 / 1.1 = 727.3; eight: 1,454.5;
 * cgroup caps 10,000 + 10,000 at 90 % reads: min(10,000 / 0.9, 10,000 / 0.1) = 11,111.
 */

/** The calculator's visible text with quoted source titles (“…”, possibly Japanese) removed. */
const withoutQuotedTitles = (root: HTMLElement): string => root.textContent.replace(/“[^”]*”/g, '');

test('a copied link restores every input and the result', () => {
  // One system of 3,000 reads + 1,000 writes (75 % reads), no headroom, on six
  // user-defined devices (500 reads/s, 250 writes/s) in RAID 5 (penalty 4).
  // One device at 75 % reads: 1 / (0.75 / 500 + 0.25 / 250) = 400 IOPS.
  // Array: 6 × 400 / (0.75 + 0.25 × 4) = 2,400 / 1.75 = 1,371.4 IOPS.
  // Needed: 4,000 × 1.75 / 400 = 17.5 → 18 devices, 18 × 400 / 1.75 = 4,114.3 IOPS.
  const query = '?systems=oltp~3000~1000&head=0&dev=custom&dr=500&dw=250&raid=raid5&n=6';
  const view = renderCalculator(<IopsCalculator />, { search: query });
  for (const [name, value] of [
    ['dev', 'custom'],
    ['dr', '500'],
    ['dw', '250'],
    ['raid', 'raid5'],
    ['n', '6'],
    ['head', '0'],
  ] as const) {
    expect(field(view.container, name).value, name).toBe(value);
  }
  expect(resultTexts(view.container, ['iops-total-demand', 'iops-storage-capacity'])).toEqual([
    '4,000 IOPS',
    '1,371 IOPS',
  ]);
  expect(screen.getByTestId('iops-verdict').textContent).toBe(
    '18 台必要です（そのときの能力 4,114 IOPS）',
  );
  // The state stays in the URL, with `~` written as it is (not %7E).
  expect(view.search()).toBe(query);
});

describe('the source’s cgroup test with 10,000 + 10,000 IOPS caps', () => {
  test('100 % reads: the read cap alone binds at 10,000', () => {
    const view = renderCalculator(<IopsCalculator />, { search: '?tread=100' });
    // min(10,000 / 1.0, no write cap at 0 % writes) = 10,000.
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('10,000 IOPS');
    expect(view.container.textContent).toContain(
      '読み取り 10,000 IOPS + 書き込み 0 IOPS。決めているのは 読み取りの上限。',
    );
  });

  test('90 % reads: 10,000 reads + 1,111 writes = 11,111', () => {
    const view = renderCalculator(<IopsCalculator />, { search: '?tread=90' });
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('11,111 IOPS');
    expect(view.container.textContent).toContain(
      '読み取り 10,000 IOPS + 書き込み 1,111 IOPS。決めているのは 読み取りの上限。',
    );
  });

  test('50 % reads: the caps allow 20,000; the SSD bound of 16,634 as presented', () => {
    const caps = renderCalculator(<IopsCalculator />, { search: '?tread=50' });
    // 10,000 / 0.5 = 20,000 for both caps: they tie.
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('20,000 IOPS');
    expect(caps.container.textContent).toContain('決めているのは 読み取りの上限、書き込みの上限。');
    caps.unmount();

    // The post's 16,634 is the device, not the caps: entered as the device limit.
    const device = renderCalculator(<IopsCalculator />, {
      search: '?tread=50&tlim=custom&tdev=16634',
    });
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('16,634 IOPS');
    expect(device.container.textContent).toContain('決めているのは デバイスの限界。');
    expect(device.container.textContent).toContain(
      '上限だけなら 20,000 IOPS まで許されますが、デバイスがそこまで出せません。',
    );
  });

  test('the source table and its buttons reproduce the three measurements', () => {
    const view = renderCalculator(<IopsCalculator />);
    const rows = [...screen.getByTestId('iops-throttle-source').querySelectorAll('tbody tr')];
    // Read share | caps-only total | measured | what bound it.
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['100%', '10,000', '10,000', '読み取りの上限'],
      ['90%', '11,111', '11,111', '読み取りの上限'],
      ['50%', '20,000', '16,634', 'SSD（上限には届かない）'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: '読み取り 50%' }));
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('16,634 IOPS');
    expect(view.param('tread')).toBe('50');
    expect(view.param('tlim')).toBe('custom');
    expect(view.param('tdev')).toBe('16634');

    fireEvent.click(screen.getByRole('button', { name: '読み取り 100%' }));
    expect(screen.getByTestId('iops-throttle-total').textContent).toBe('10,000 IOPS');
    expect(view.param('tread')).toBe('100');
    expect(view.param('tlim')).toBeNull();
  });

  test('caps applied to the verdict ask for a higher read cap', () => {
    // The load reads 1,170/s; a 1,000 read cap is too low.
    renderCalculator(<IopsCalculator />, { search: '?tapply=yes&rcap=1000&n=8' });
    expect(screen.getByTestId('iops-verdict').textContent).toBe(
      '上限を上げる必要があります: 読み取り 1,170 IOPS 以上',
    );
  });
});

test('a hand-edited link shows a message and falls back to the default result', () => {
  const view = renderCalculator(<IopsCalculator />, {
    search: `?head=1e309&systems=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`,
  });
  expect(screen.getAllByRole('alert')[0]?.textContent).toContain('systems');
  expect(view.container.textContent).toContain(
    '大きすぎて扱えない数値です。代わりに 30 で計算しています。',
  );
  expect(view.container.textContent).toContain(
    '代わりに 既定の一覧（web と batch） で計算しています。',
  );
  expect(screen.getByTestId('iops-total-demand').textContent).toBe('1,300 IOPS');
  expect(screen.getByTestId('iops-verdict').textContent).toBe(
    '8 台必要です（そのときの能力 1,455 IOPS）',
  );
  expectSaneCalculator(view.container);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the English page shows messages and results in English', () => {
  const view = renderCalculator(<IopsCalculator />, { locale: 'en', search: '?head=-1' });
  expect(view.container.textContent).toContain(
    'Enter a value of at least 0. Calculating with 30 instead.',
  );
  expect(screen.getByTestId('iops-verdict').textContent).toBe(
    'Needs 8 devices (giving 1,455 IOPS)',
  );
  expect(screen.getByTestId('iops-throttle-total').textContent).toBe('11,111 IOPS');
  // Japanese may appear only inside a quoted source title (“…”).
  expect(withoutQuotedTitles(view.container)).not.toMatch(JAPANESE);
});
