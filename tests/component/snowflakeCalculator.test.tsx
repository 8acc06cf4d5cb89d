import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import SnowflakeCalculator from '../../src/components/SnowflakeCalculator';
import { defaultResultsOf, JAPANESE, renderCalculator } from './renderCalculator';
import type { Locale } from './stubs/siteLocale';
import {
  expectFieldMessage,
  expectLinkWarning,
  expectSaneCalculator,
  field,
  resultTexts,
} from './calculatorAssertions';

const RESULTS = [
  'snowflake-decoded-id',
  'snowflake-decoded-iso',
  'snowflake-overflow',
  'snowflake-smallest-id',
  'snowflake-encoded-id',
  'snowflake-uuid-iso',
];
const DISCORD_ID = '175928847299117063';
const UUID_V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';

/** The headline results with no query string: what a rejected value falls back to. */
const defaultResults = defaultResultsOf(() => <SnowflakeCalculator />, RESULTS);

describe('the URL round trip', () => {
  test('a shared link fills the fields, and edits are written back', () => {
    const view = renderCalculator(<SnowflakeCalculator />, {
      search: `?layout=discord&id=${DISCORD_ID}`,
    });
    expect(screen.getByRole('combobox', { name: 'ID のレイアウト' })).toHaveProperty(
      'value',
      'discord',
    );
    expect(
      screen.getByRole('textbox', { name: '分解する ID（10 進または 0x で始まる 16 進）' }),
    ).toHaveProperty('value', DISCORD_ID);
    expect(screen.getByTestId('snowflake-decoded-id').textContent).toBe(DISCORD_ID);

    fireEvent.change(field(view.container, 'uuid'), { target: { value: UUID_V7 } });
    expect(view.param('uuid')).toBe(UUID_V7);
    // A hexadecimal ID is kept as typed and decodes to the same number.
    fireEvent.change(field(view.container, 'id'), { target: { value: '0x271065ac1020007' } });
    expect(view.param('id')).toBe('0x271065ac1020007');
    expect(screen.getByTestId('snowflake-decoded-id').textContent).toBe(DISCORD_ID);
    fireEvent.change(field(view.container, 'layout'), { target: { value: 'twitter' } });
    expect(view.param('layout')).toBeNull();
    expect(view.search()).toBe(`?id=0x271065ac1020007&uuid=${UUID_V7}`);
  });
});

const NOT_A_NUMBER: Record<Locale, string> = {
  ja: '10 進数（例: 175928847299117063）か、0x で始まる 16 進数',
  en: 'Enter a decimal number (e.g. 175928847299117063) or a hexadecimal number starting with 0x',
};

/** [what, raw id, Japanese problem, English problem] */
const ID_CASES: readonly (readonly [string, string, string, string])[] = [
  ['text', 'abc', NOT_A_NUMBER.ja, NOT_A_NUMBER.en],
  ['a negative number', '-5', '負の値は使えません。', 'Negative values are not allowed.'],
  [
    'more than 64 bits',
    '18446744073709551616',
    '64 ビットの最大値 18,446,744,073,709,551,615 を超えています。',
    'Larger than the 64-bit maximum, 18,446,744,073,709,551,615.',
  ],
  ['1e309', '1e309', NOT_A_NUMBER.ja, NOT_A_NUMBER.en],
  [
    'a 10 kB string',
    '9'.repeat(10_000),
    '入力が長すぎます（100 文字まで）。',
    'The input is too long (100 characters at most).',
  ],
  ['markup', '<script>window.__pwned=1</script>', NOT_A_NUMBER.ja, NOT_A_NUMBER.en],
];

/** [what, query, rejected parameter, field, Japanese message, English message] */
const OTHER_CASES: readonly (readonly [string, string, string[], string, string, string])[] = [
  [
    'markup as the layout',
    `?layout=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`,
    ['layout'],
    'layout',
    '使えない文字が含まれています。代わりに Twitter Snowflake（2010 年） で計算しています。',
    'Contains characters that are not allowed. Calculating with Twitter Snowflake (2010) instead.',
  ],
  [
    'an unreadable layout',
    '?layout=t99-timestamp-0-1',
    ['layout'],
    'layout',
    'レイアウトを読めませんでした:',
    'Could not read the layout:',
  ],
  [
    'a malformed UUID',
    '?uuid=not-a-uuid',
    ['uuid'],
    'uuid',
    '8-4-4-4-12 桁の 16 進数をハイフンでつないだ形式',
    'Enter 8-4-4-4-12 hexadecimal digits joined by hyphens',
  ],
  [
    'a 10 kB UUID',
    `?uuid=${'a'.repeat(10_000)}`,
    ['uuid'],
    'uuid',
    '入力が長すぎます（100 文字まで）。代わりに RFC 9562 の v1 の例',
    'The input is too long (100 characters at most). Showing the RFC 9562 v1 example',
  ],
  [
    'a 10 kB instant',
    `?at=${'1'.repeat(10_000)}`,
    ['at'],
    'at',
    '入力が長すぎます（40 文字まで）。代わりに 2025-01-01T00:00:00.000Z で計算しています。',
    'The input is too long (40 characters at most). Calculating with 2025-01-01T00:00:00.000Z instead.',
  ],
  [
    'a date that does not exist',
    '?at=2025-02-30T00:00:00Z',
    ['at'],
    'at',
    '存在しない日付か時刻です。代わりに 2025-01-01T00:00:00.000Z で計算しています。',
    'No such date or time. Calculating with 2025-01-01T00:00:00.000Z instead.',
  ],
];

for (const locale of ['ja', 'en'] as const) {
  describe(`a hand-edited link, ${locale}`, () => {
    for (const [label, raw, ja, en] of ID_CASES) {
      test(`${label} in id= is explained and the layout's example ID is decoded`, () => {
        const expected = defaultResults(locale);
        const exampleId = expected[0]!;
        const view = renderCalculator(<SnowflakeCalculator />, {
          locale,
          search: `?id=${encodeURIComponent(raw)}`,
        });
        const id = field(view.container, 'id');
        expectFieldMessage(id, locale === 'en' ? en : ja);
        expectFieldMessage(
          id,
          locale === 'en'
            ? `Decoding the example ID ${exampleId} instead.`
            : `代わりに例の ID ${exampleId} を分解しています。`,
        );
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
        expectLinkWarning(screen.getAllByRole('alert'), locale, ['id']);
        expect(view.param('id')).toBeNull();
      });
    }

    for (const [label, search, names, name, ja, en] of OTHER_CASES) {
      test(`${label} is explained and the default is used`, () => {
        const expected = defaultResults(locale);
        const view = renderCalculator(<SnowflakeCalculator />, { locale, search });
        expectLinkWarning(screen.getAllByRole('alert'), locale, names);
        expectFieldMessage(field(view.container, name), locale === 'en' ? en : ja);
        expect(resultTexts(view.container, RESULTS)).toEqual(expected);
        expectSaneCalculator(view.container);
        // The link left to copy describes the page: the default, so no value.
        expect(view.param(name)).toBeNull();
      });
    }

    test('values with an unreadable pair are ignored as a whole, like any rejected value', () => {
      const expected = defaultResults(locale);
      const view = renderCalculator(<SnowflakeCalculator />, {
        locale,
        search: '?values=worker-5.nonsense',
      });
      expectLinkWarning(screen.getAllByRole('alert'), locale, ['values']);
      expect(resultTexts(view.container, RESULTS)).toEqual(expected);
      expect(view.param('values')).toBeNull();
    });

    test('with every parameter rejected, the page is the default one', () => {
      const expected = defaultResults(locale);
      const view = renderCalculator(<SnowflakeCalculator />, {
        locale,
        search: '?layout=t1-x&id=-5&at=2025-13-01T00:00:00Z&values=worker-1.x&uuid=0-0',
      });
      expectLinkWarning(screen.getAllByRole('alert'), locale, [
        'layout',
        'id',
        'at',
        'values',
        'uuid',
      ]);
      expect(resultTexts(view.container, RESULTS)).toEqual(expected);
      expect(view.search()).toBe('');
    });
  });
}

test('“clear the input” goes back to the layout’s example ID', () => {
  const expected = defaultResults('en');
  const view = renderCalculator(<SnowflakeCalculator />, { locale: 'en', search: '?id=abc' });
  fireEvent.click(screen.getByRole('button', { name: 'Clear the input and show the example ID' }));
  expect(field(view.container, 'id').value).toBe('');
  expect(field(view.container, 'id').getAttribute('aria-invalid')).toBeNull();
  expect(view.param('id')).toBeNull();
  expect(resultTexts(view.container, RESULTS)).toEqual(expected);
  // With the field empty there is nothing to clear.
  expect(
    screen.queryByRole('button', { name: 'Clear the input and show the example ID' }),
  ).toBeNull();
});

describe('the layout editor’s field list', () => {
  /** The field buttons in list order, and the legend naming the field being edited. */
  const editor = () => {
    const list = screen.getByRole('list', { name: 'Fields (most significant first)' });
    return {
      buttons: within(list).getAllByRole('button'),
      legend: () => screen.getByText(/^Selected field:/).textContent,
    };
  };

  test('names every field with its width and bits, and selects the one chosen', () => {
    renderCalculator(<SnowflakeCalculator />, { locale: 'en', search: '?layout=twitter' });
    const { buttons, legend } = editor();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Unused (sign bit) 1 bit (bit 63)',
      'Timestamp 41 bits (bits 62–22)',
      'Datacenter 5 bits (bits 21–17)',
      'Worker 5 bits (bits 16–12)',
      'Sequence 12 bits (bits 11–0)',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    // The 1-bit field is as reachable as any other.
    fireEvent.click(buttons[3]!);
    expect(buttons[3]?.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(legend()).toBe('Selected field: Worker (worker) (bits 16–12)');
    fireEvent.click(buttons[0]!);
    expect(legend()).toBe('Selected field: Unused (sign bit) (unused) (bit 63)');
  });

  test('keys on a field button select, resize and move it, into the URL', () => {
    const view = renderCalculator(<SnowflakeCalculator />, {
      locale: 'en',
      search: '?layout=twitter',
    });
    const worker = editor().buttons[3]!;
    worker.focus();
    fireEvent.keyDown(worker, { key: '-' });
    expect(view.param('layout')).toMatch(/\.n5-datacenter\.n4-worker\./);
    expect(screen.getByText(/^Worker \(worker\) is now 4 bits wide/)).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', shiftKey: true });
    expect(view.param('layout')).toMatch(/\.n4-worker\.n5-datacenter\./);
    // Focus follows the moved field to its new place in the list.
    expect(document.activeElement).toBe(editor().buttons[2]);
    expect(document.activeElement?.textContent).toMatch(/^Worker 4 bits/);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(editor().buttons[1]);
    expect(editor().buttons[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(editor().legend()).toMatch(/^Selected field: Timestamp \(timestamp\)/);
  });
});

/*
 * Expected values follow from the layouts in src/calculators/snowflake/presets.ts:
 *
 * - Discord: 42-bit ms timestamp since 1420070400000 in bits 63–22, worker 5,
 *   process 5, increment 12. 175928847299117063 >> 22 = 41,944,705,796 ms after
 *   the epoch = 2016-04-30T11:18:25.796Z; worker (bits 21–17) = 1, process = 0,
 *   increment = 7. In hex the ID is 0x271065ac1020007.
 * - Twitter: unused bit, 41-bit ms timestamp since 1288834974657. Its example
 *   1307025659294674945 >> 22 + epoch = 2020-09-18T18:36:15.195Z (the API
 *   says 18:36:15, second precision). The clock overflows after 2^41 ms:
 *   1288834974657 + 2199023255552 = 2080-07-10T17:30:30.209Z.
 * - UUID v1 of RFC 9562 A.1 and v7 of A.6 both encode 2022-02-22T19:22:22Z:
 *   v7's first 48 bits 0x017f22e279b0 = 1645557742000 ms.
 */
const DISCORD_ISO = '2016-04-30T11:18:25.796Z';
const TWITTER_EXAMPLE_ID = '1307025659294674945';
const TWITTER_EXAMPLE_ISO = '2020-09-18T18:36:15.195Z';
const TWITTER_OVERFLOW = '2080-07-10T17:30:30.209Z';
const UUID_V1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
const UUID_V4 = '919108f7-52d1-4320-9bac-f847db4148a8';
const RFC_INSTANT = '2022-02-22T19:22:22.000Z';

const testIdText = (id: string): string | null => screen.getByTestId(id).textContent;

test('reads a hexadecimal ID', () => {
  renderCalculator(<SnowflakeCalculator />, { search: '?layout=discord&id=0x271065ac1020007' });
  expect(testIdText('snowflake-decoded-id')).toBe(DISCORD_ID);
  expect(testIdText('snowflake-decoded-iso')).toBe(DISCORD_ISO);
  expect(testIdText('snowflake-field-increment')).toBe('7');
});

test('re-encodes the Discord example from its instant, worker and increment', () => {
  // Discord at the example's instant: 41,944,705,796 << 22; with worker 1 and
  // increment 7 the encoder gives back the documented ID.
  renderCalculator(<SnowflakeCalculator />, {
    search: `?layout=discord&at=${DISCORD_ISO}&values=worker-1.increment-7`,
  });
  expect(testIdText('snowflake-smallest-id')).toBe('175928847298985984');
  expect(testIdText('snowflake-encoded-id')).toBe(DISCORD_ID);
});

test('refuses instants after the preset’s overflow date', () => {
  const view = renderCalculator(<SnowflakeCalculator />, { search: '?at=2090-01-01T00:00:00Z' });
  expect(testIdText('snowflake-encoded-id-error')).toBe(
    `タイムスタンプは ${TWITTER_OVERFLOW} に桁あふれするため、それ以降の日時は表せません。`,
  );
  expectSaneCalculator(view.container);
});

describe('reads the timestamps of UUID v7 and v1', () => {
  test('v7', () => {
    renderCalculator(<SnowflakeCalculator />, { search: `?uuid=${UUID_V7}` });
    expect(screen.getByTestId('snowflake-uuid-version').getAttribute('data-version')).toBe('7');
    expect(testIdText('snowflake-uuid-iso')).toBe(RFC_INSTANT);
  });

  test('v1, and its bytes as UUID_TO_BIN(uuid, 1) stores them', () => {
    renderCalculator(<SnowflakeCalculator />, { search: `?uuid=${UUID_V1}` });
    expect(screen.getByTestId('snowflake-uuid-version').getAttribute('data-version')).toBe('1');
    expect(testIdText('snowflake-uuid-iso')).toBe(RFC_INSTANT);
    // UUID_TO_BIN(uuid, 1) puts time_high (11EC) and time_mid (9414) before time_low.
    expect(testIdText('snowflake-uuid-text-hex')).toBe('C232AB00941411ECB3C89F6BDECED846');
    expect(testIdText('snowflake-uuid-swapped-hex')).toBe('11EC9414C232AB00B3C89F6BDECED846');
  });

  test('v4 has no timestamp', () => {
    renderCalculator(<SnowflakeCalculator />, { search: `?uuid=${UUID_V4}` });
    expect(screen.getByTestId('snowflake-uuid-version').getAttribute('data-version')).toBe('4');
    expect(screen.queryByTestId('snowflake-uuid-iso')).toBeNull();
    expect(screen.getByTestId('snowflake-uuid-random')).toBeDefined();
  });
});

test('a hand-edited link shows a message and decodes the example instead', () => {
  const view = renderCalculator(<SnowflakeCalculator />, {
    search: `?id=${encodeURIComponent('<script>window.__pwned=1</script>')}&at=2025-02-30T00:00:00Z`,
  });
  expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  expect(view.container.textContent).toContain(
    `代わりに例の ID ${TWITTER_EXAMPLE_ID} を分解しています。`,
  );
  expect(view.container.textContent).toContain(
    '存在しない日付か時刻です。代わりに 2025-01-01T00:00:00.000Z で計算しています。',
  );
  expect(testIdText('snowflake-decoded-id')).toBe(TWITTER_EXAMPLE_ID);
  expect(testIdText('snowflake-decoded-iso')).toBe(TWITTER_EXAMPLE_ISO);
  // The smallest Twitter ID at 2025-01-01T00:00:00.000Z (1735689600000):
  // (1735689600000 − 1288834974657) << 22.
  expect(testIdText('snowflake-smallest-id')).toBe('1874244142494646272');
  expectSaneCalculator(view.container);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the English page shows messages in English', () => {
  const view = renderCalculator(<SnowflakeCalculator />, { locale: 'en', search: '?id=abc' });
  expect(view.container.textContent).toContain(
    'Enter a decimal number (e.g. 175928847299117063) or a hexadecimal number starting with 0x',
  );
  expect(view.container.textContent).toContain(
    `Decoding the example ID ${TWITTER_EXAMPLE_ID} instead.`,
  );
  expect(testIdText('snowflake-decoded-iso')).toBe(TWITTER_EXAMPLE_ISO);
  // Japanese may appear only inside a quoted source title (“…”).
  expect(view.container.textContent.replace(/“[^”]*”/g, '')).not.toMatch(JAPANESE);
});
