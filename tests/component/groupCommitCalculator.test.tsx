import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import GroupCommitCalculator from '../../src/components/GroupCommitCalculator';
import { JAPANESE, renderCalculator } from './renderCalculator';
import {
  expectFieldMessage,
  expectLinkWarning,
  expectSaneCalculator,
  field,
  resultTexts,
  usingFallback,
} from './calculatorAssertions';
import type { Locale } from './stubs/siteLocale';

const RESULTS = ['group-commit-fsyncs-per-txn', 'group-commit-ceiling', 'group-commit-group-size'];

const rendered = new Map<string, string[]>();

/** The headline results of a link (rendered once per file): what a rejected value falls back to. */
function resultsOf(locale: Locale, search = ''): string[] {
  const key = `${locale}${search}`;
  if (!rendered.has(key)) {
    const view = renderCalculator(<GroupCommitCalculator />, { locale, search });
    rendered.set(key, resultTexts(view.container, RESULTS));
    view.unmount();
  }
  return rendered.get(key)!;
}

describe('the URL round trip', () => {
  test('a shared link fills every field, and edits are written back', () => {
    const query =
      '?clients=8&device=custom&fsyncUnit=latency&fsyncUs=200&gen=plugin&syncBinlog=1&xa=0';
    const view = renderCalculator(<GroupCommitCalculator />, { search: query });
    expect(screen.getByRole('combobox', { name: 'サーバーの世代' })).toHaveProperty(
      'value',
      'plugin',
    );
    expect(
      screen.getByRole('textbox', { name: '同時にコミットするクライアント数' }),
    ).toHaveProperty('value', '8');
    for (const [name, value] of [
      ['xa', '0'],
      ['syncBinlog', '1'],
      ['device', 'custom'],
      ['fsyncUnit', 'latency'],
      ['fsyncUs', '200'],
    ]) {
      expect(field(view.container, name!).value, name).toBe(value);
    }
    // Written back in the calculator's own order: the link stays as given.
    expect(view.search()).toBe(query);

    fireEvent.change(screen.getByRole('textbox', { name: '同時にコミットするクライアント数' }), {
      target: { value: '16' },
    });
    expect(view.param('clients')).toBe('16');
    fireEvent.change(screen.getByRole('combobox', { name: 'サーバーの世代' }), {
      target: { value: 'mysql8' },
    });
    expect(view.param('gen')).toBe('mysql8');
    // innodb_support_xa no longer exists in 8.0: its field goes away.
    expect(view.container.querySelector('[name="xa"]')).toBeNull();
    // A value back at its default leaves the link.
    fireEvent.change(field(view.container, 'clients'), { target: { value: '30' } });
    expect(view.param('clients')).toBeNull();
  });
});

/** [what, query, rejected parameters, field showing the message, Japanese, English] */
const BAD_LINKS: readonly (readonly [string, string, string[], string, string, string])[] = [
  [
    'text',
    '?clients=abc',
    ['clients'],
    'clients',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
  [
    'zero',
    '?clients=0',
    ['clients'],
    'clients',
    '1 以上の値にしてください。',
    'Enter a value of at least 1.',
  ],
  [
    'a fraction',
    '?clients=2.5',
    ['clients'],
    'clients',
    '整数を入力してください。',
    'Enter a whole number.',
  ],
  [
    'more than the maximum',
    '?clients=100001',
    ['clients'],
    'clients',
    '100,000 以下の値にしてください。',
    'Enter a value of at most 100,000.',
  ],
  [
    '1e309',
    '?clients=1e309',
    ['clients'],
    'clients',
    '大きすぎて扱えない数値です。',
    'The number is too large to work with.',
  ],
  [
    'a 10 kB string',
    `?clients=${'9'.repeat(10_000)}`,
    ['clients'],
    'clients',
    '値が長すぎます。',
    'The value is too long.',
  ],
  [
    'markup',
    `?clients=${encodeURIComponent('<script>window.__pwned=1</script>')}`,
    ['clients'],
    'clients',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
  [
    'a negative number',
    '?syncBinlog=-1',
    ['syncBinlog'],
    'syncBinlog',
    '0 以上の値にしてください。',
    'Enter a value of at least 0.',
  ],
  [
    'text outside fsync',
    '?otherUs=abc',
    ['otherUs'],
    'otherUs',
    '数値として読めません（例: 95 や 0.5）。',
    'Not a number (for example 95 or 0.5).',
  ],
  [
    'an unknown setting',
    '?trx=3',
    ['trx'],
    'trx',
    '選択肢にない値です。',
    'Not one of the available options.',
  ],
];

const FALLBACK: Record<string, Record<Locale, string>> = {
  clients: { ja: '30', en: '30' },
  syncBinlog: { ja: '0', en: '0' },
  otherUs: { ja: '0', en: '0' },
  trx: { ja: '1', en: '1' },
  gen: { ja: 'MySQL 5.0/5.1 標準 InnoDB', en: 'MySQL 5.0/5.1 built-in InnoDB' },
};

for (const locale of ['ja', 'en'] as const) {
  describe(`a hand-edited link, ${locale}`, () => {
    for (const [label, search, names, name, ja, en] of BAD_LINKS) {
      test(`${label} (${search.slice(0, 30)}) is named, explained, and the default is used`, () => {
        const expected = resultsOf(locale);
        const view = renderCalculator(<GroupCommitCalculator />, { locale, search });
        expectLinkWarning(screen.getAllByRole('alert'), locale, names);
        expectFieldMessage(
          field(view.container, name),
          `${locale === 'en' ? en : ja}${usingFallback(locale, FALLBACK[name]![locale])}`,
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
      });
    }

    test('an unknown generation falls back to the built-in InnoDB, other values stay', () => {
      const expected = resultsOf(locale, '?gen=builtin&xa=0');
      const view = renderCalculator(<GroupCommitCalculator />, {
        locale,
        search: `?gen=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}&xa=0`,
      });
      expectLinkWarning(screen.getAllByRole('alert'), locale, ['gen']);
      expectFieldMessage(
        field(view.container, 'gen'),
        `${locale === 'en' ? 'Not one of the available options.' : '選択肢にない値です。'}${usingFallback(locale, FALLBACK.gen![locale])}`,
      );
      expect(field(view.container, 'xa').value).toBe('0');
      expect(resultTexts(view.container, RESULTS)).toEqual(expected);
      expectSaneCalculator(view.container);
    });
  });
}

test('typed bad values show the field’s message, and a valid value clears it', () => {
  const expected = resultsOf('ja');
  const view = renderCalculator(<GroupCommitCalculator />);
  const clients = field(view.container, 'clients');
  fireEvent.change(clients, { target: { value: 'abc' } });
  expectFieldMessage(
    clients,
    '数値として読めません（例: 95 や 0.5）。代わりに 30 で計算しています。',
  );
  expect(resultTexts(view.container, RESULTS)).toEqual(expected);
  fireEvent.change(clients, { target: { value: '' } });
  expectFieldMessage(clients, '値が入力されていません。代わりに 30 で計算しています。');
  // A rejected value never reaches the link.
  expect(view.param('clients')).toBeNull();

  fireEvent.change(field(view.container, 'device'), { target: { value: 'custom' } });
  const perSecond = field(view.container, 'fsyncPerSec');
  fireEvent.change(perSecond, { target: { value: '-3' } });
  expectFieldMessage(perSecond, '0.1 以上の値にしてください。');
  expectSaneCalculator(view.container);

  fireEvent.change(clients, { target: { value: '8' } });
  expect(clients.getAttribute('aria-invalid')).toBeNull();
  expect(view.param('clients')).toBe('8');
});

describe('reset buttons', () => {
  test('“back to the 2009 benchmark” restores the source’s settings and clears the link', () => {
    const view = renderCalculator(<GroupCommitCalculator />, {
      locale: 'en',
      search: '?gen=plugin&binlog=off&trx=2&syncBinlog=1&xa=0&clients=8&otherUs=100',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the 2009 benchmark settings' }));
    // Every value it sets is the calculator's default (the 2009-08-12 benchmark).
    expect(view.search()).toBe('');
    expect(field(view.container, 'gen').value).toBe('builtin');
    expect(field(view.container, 'clients').value).toBe('30');
    const shown = resultTexts(view.container, RESULTS);
    view.unmount();
    expect(shown).toEqual(resultsOf('en'));
  });

  test('“MySQL 8.0 defaults” sets the server settings and keeps the workload', () => {
    const view = renderCalculator(<GroupCommitCalculator />, { search: '?clients=8&trx=2' });
    fireEvent.click(screen.getByRole('button', { name: 'MySQL 8.0 の既定値にする' }));
    expect(field(view.container, 'gen').value).toBe('mysql8');
    expect(field(view.container, 'trx').value).toBe('1');
    // MySQL 8.0 defaults to sync_binlog=1.
    expect(field(view.container, 'syncBinlog').value).toBe('1');
    expect(field(view.container, 'clients').value).toBe('8');
    expect(view.param('clients')).toBe('8');
    expect(view.param('gen')).toBe('mysql8');
  });
});

// The source's title (a Japanese proper name) may appear on the English page.
const SOURCE_TITLE = 'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース';

const testIdText = (id: string): string | null => screen.getByTestId(id).textContent;

/** The source-comparison row whose header starts with `label`: [model, measured]. */
function comparisonCells(label: string): string[] {
  const row = [
    ...screen.getByTestId('group-commit-source-comparison').querySelectorAll('tbody tr'),
  ].find((candidate) => candidate.querySelector('th')?.textContent.startsWith(label));
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

test('a copied link restores the result: Plugin, XA off, sync_binlog=1, 8 clients, 200 µs fsync', () => {
  // The binary-log fsync runs alone under LOCK_log (1 per transaction), the
  // commit's redo fsync is shared. Each transaction waits 200 µs alone + 200 µs
  // shared, so half of the 8 clients wait on a shared fsync: groups of 4,
  // 1 + 1 / 4 = 1.25 fsyncs per transaction, 5,000 / 1.25 = 4,000 commits/s.
  renderCalculator(<GroupCommitCalculator />, {
    search: '?clients=8&device=custom&fsyncUnit=latency&fsyncUs=200&gen=plugin&syncBinlog=1&xa=0',
  });
  expect(testIdText('group-commit-fsyncs-per-txn')).toBe('1.25 回');
  expect(testIdText('group-commit-group-size')).toBe('4');
  expect(testIdText('group-commit-ceiling')).toBe('4,000 件/秒');
});

test('a hand-edited link shows the messages and falls back to the default values', () => {
  const view = renderCalculator(<GroupCommitCalculator />, {
    search: `?clients=${encodeURIComponent('<script>window.__pwned=1</script>')}&gen=plugin&trx=3`,
  });
  // Each rejected name in its own <code> (they were one “a, b”).
  expectLinkWarning(screen.getAllByRole('alert'), 'ja', ['clients', 'trx']);
  expect(view.container.textContent).toContain(
    '数値として読めません（例: 95 や 0.5）。代わりに 30 で計算しています。',
  );
  expect(view.container.textContent).toContain('選択肢にない値です。代わりに 1 で計算しています。');
  // 30 clients on the Plugin: 2 / 30 per transaction.
  expect(testIdText('group-commit-fsyncs-per-txn')).toBe('0.0667 回');
  expectSaneCalculator(view.container);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the English page shows messages and results in English', () => {
  const view = renderCalculator(<GroupCommitCalculator />, {
    locale: 'en',
    search: '?clients=abc&xa=0',
  });
  expect(view.container.textContent).toContain(
    'Not a number (for example 95 or 0.5). Calculating with 30 instead.',
  );
  expect(testIdText('group-commit-fsyncs-per-txn')).toBe('1');
  expect(testIdText('group-commit-ceiling')).toBe('10,000 /s');
  expect(comparisonCells('InnoDB Plugin 1.0.4:')).toEqual(['6,667', '26,092']);
  expect(comparisonCells('Built-in InnoDB:')).toEqual(['200,000', '200,251']);
  // Japanese may appear only in the title of the (Japanese) source post, a proper name.
  expect(view.container.textContent.replaceAll(SOURCE_TITLE, '')).not.toMatch(JAPANESE);
});
