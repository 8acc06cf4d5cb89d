import { expect, test } from '@playwright/test';
import { calculatorHelpers, waitForHydration } from './helpers';

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
 * - Smallest Twitter ID at the default instant 2025-01-01T00:00:00.000Z
 *   (1735689600000): (1735689600000 − 1288834974657) << 22 = 1874244142494646272.
 * - UUID v1 of RFC 9562 A.1 and v7 of A.6 both encode 2022-02-22T19:22:22Z:
 *   v7's first 48 bits 0x017f22e279b0 = 1645557742000 ms.
 */

const PAGE = '/calculators/snowflake';
const ARTICLE = '/docs/id-design/id-strategy';

const DISCORD_ID = '175928847299117063';
const DISCORD_ISO = '2016-04-30T11:18:25.796Z';
const TWITTER_EXAMPLE_ID = '1307025659294674945';
const TWITTER_EXAMPLE_ISO = '2020-09-18T18:36:15.195Z';
const TWITTER_OVERFLOW = '2080-07-10T17:30:30.209Z';
const UUID_V1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
const UUID_V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';
const UUID_V4 = '919108f7-52d1-4320-9bac-f847db4148a8';
const RFC_INSTANT = '2022-02-22T19:22:22.000Z';

const { open, calculator, field, param, expectNoBrokenNumbers } = calculatorHelpers(
  '#snowflake-calculator',
  PAGE,
);

test('decodes the Discord documentation example to 2016-04-30T11:18:25.796Z', async ({ page }) => {
  await open(page, `?layout=discord&id=${DISCORD_ID}`);
  await expect(field(page, 'layout')).toHaveValue('discord');
  await expect(page.getByTestId('snowflake-decoded-id')).toHaveText(DISCORD_ID);
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await expect(page.getByTestId('snowflake-field-timestamp')).toContainText('41,944,705,796');
  await expect(page.getByTestId('snowflake-field-worker')).toHaveText('1');
  await expect(page.getByTestId('snowflake-field-process')).toHaveText('0');
  await expect(page.getByTestId('snowflake-field-increment')).toHaveText('7');
  await expect(calculator(page)).toContainText('0x0271065ac1020007');
  // 2^53 ≤ ID: a JavaScript number rounds it to the nearest double, …056.
  await expect(page.getByTestId('snowflake-js-rounded')).toContainText('175928847299117056');
  await expectNoBrokenNumbers(page);
});

test('reads a hexadecimal ID', async ({ page }) => {
  await open(page, '?layout=discord&id=0x271065ac1020007');
  await expect(page.getByTestId('snowflake-decoded-id')).toHaveText(DISCORD_ID);
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await expect(page.getByTestId('snowflake-field-increment')).toHaveText('7');
});

test('gives the smallest ID of an instant and re-encodes the Discord example', async ({ page }) => {
  await open(page);
  // Twitter at the default instant 2025-01-01T00:00:00.000Z.
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('1874244142494646272');
  await expect(calculator(page)).toContainText('WHERE id >= 1874244142494646272');

  // Discord at the example's instant: 41,944,705,796 << 22; with worker 1 and
  // increment 7 the encoder gives back the documented ID.
  await open(page, `?layout=discord&at=${DISCORD_ISO}&values=worker-1.increment-7`);
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('175928847298985984');
  await expect(page.getByTestId('snowflake-encoded-id')).toHaveText(DISCORD_ID);
});

test('shows the overflow date of a preset and refuses instants after it', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('snowflake-overflow')).toHaveText(TWITTER_OVERFLOW);
  // Discord's 42 bits: 1420070400000 + 2^42 ms.
  await open(page, '?layout=discord');
  await expect(page.getByTestId('snowflake-overflow')).toHaveText('2154-05-15T07:35:11.104Z');

  await open(page, '?at=2090-01-01T00:00:00Z');
  await expect(page.getByTestId('snowflake-encoded-id-error')).toHaveText(
    `タイムスタンプは ${TWITTER_OVERFLOW} に桁あふれするため、それ以降の日時は表せません。`,
  );
  await expectNoBrokenNumbers(page);
});

test('reads the timestamps of UUID v7 and v1', async ({ page }) => {
  await open(page, `?uuid=${UUID_V7}`);
  await expect(page.getByTestId('snowflake-uuid-version')).toHaveAttribute('data-version', '7');
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);

  await open(page, `?uuid=${UUID_V1}`);
  await expect(page.getByTestId('snowflake-uuid-version')).toHaveAttribute('data-version', '1');
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
  // UUID_TO_BIN(uuid, 1) puts time_high (11EC) and time_mid (9414) before time_low.
  await expect(page.getByTestId('snowflake-uuid-text-hex')).toHaveText(
    'C232AB00941411ECB3C89F6BDECED846',
  );
  await expect(page.getByTestId('snowflake-uuid-swapped-hex')).toHaveText(
    '11EC9414C232AB00B3C89F6BDECED846',
  );

  await open(page, `?uuid=${UUID_V4}`);
  await expect(page.getByTestId('snowflake-uuid-version')).toHaveAttribute('data-version', '4');
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveCount(0);
  await expect(page.getByTestId('snowflake-uuid-random')).toBeVisible();
});

test('responds to input and writes the state into the URL; reload restores it', async ({
  page,
}) => {
  await open(page);
  await field(page, 'layout').selectOption('discord');
  await expect.poll(() => param(page, 'layout')).toBe('discord');
  await field(page, 'id').fill(DISCORD_ID);
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await expect.poll(() => param(page, 'id')).toBe(DISCORD_ID);

  await field(page, 'uuid').fill(UUID_V7);
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
  await expect.poll(() => param(page, 'uuid')).toBe(UUID_V7);

  await field(page, 'at').fill(DISCORD_ISO);
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('175928847298985984');
  await expect.poll(() => param(page, 'at')).toBe(DISCORD_ISO);

  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'layout')).toHaveValue('discord');
  await expect(field(page, 'id')).toHaveValue(DISCORD_ID);
  await expect(field(page, 'uuid')).toHaveValue(UUID_V7);
  await expect(field(page, 'at')).toHaveValue(DISCORD_ISO);
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('175928847298985984');
});

const NOT_A_NUMBER = '10 進数（例: 175928847299117063）か、0x で始まる 16 進数';

for (const [label, raw, problem] of [
  ['text', 'abc', NOT_A_NUMBER],
  ['a negative number', '-5', '負の値は使えません。'],
  [
    'more than 64 bits',
    '18446744073709551616',
    '64 ビットの最大値 18,446,744,073,709,551,615 を超えています。',
  ],
  ['1e309', '1e309', NOT_A_NUMBER],
  // Not echoed into the field, but the field still says why (as when typed).
  ['a 10 kB string', '9'.repeat(10_000), '入力が長すぎます（100 文字まで）。'],
  ['markup', '<script>window.__pwned=1</script>', NOT_A_NUMBER],
] as const) {
  test(`a hand-edited URL with ${label} in id= shows a message and decodes the example`, async ({
    page,
  }) => {
    await open(page, `?id=${encodeURIComponent(raw)}`);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(calculator(page)).toContainText(problem);
    await expect(calculator(page)).toContainText(
      `代わりに例の ID ${TWITTER_EXAMPLE_ID} を分解しています。`,
    );
    await expect(page.getByTestId('snowflake-decoded-id')).toHaveText(TWITTER_EXAMPLE_ID);
    await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(TWITTER_EXAMPLE_ISO);
    await expectNoBrokenNumbers(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(calculator(page).locator('script')).toHaveCount(0);
  });
}

test('an unreadable layout, UUID or instant in the URL falls back with a message', async ({
  page,
}) => {
  await open(page, `?layout=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`);
  await expect(page.getByRole('alert').first()).toContainText('layout');
  await expect(calculator(page)).toContainText(
    '使えない文字が含まれています。 代わりに Twitter Snowflake（2010 年） で計算しています。',
  );
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(TWITTER_EXAMPLE_ISO);
  await expect(calculator(page).locator('img[src="x"]')).toHaveCount(0);

  await open(page, '?layout=t99-timestamp-0-1');
  await expect(calculator(page)).toContainText('レイアウトを読めませんでした:');
  await expect(calculator(page)).toContainText(
    '代わりに Twitter Snowflake（2010 年） で計算しています。',
  );
  await expect(page.getByTestId('snowflake-overflow')).toHaveText(TWITTER_OVERFLOW);

  await open(page, '?uuid=not-a-uuid');
  await expect(calculator(page)).toContainText('8-4-4-4-12 桁の 16 進数をハイフンでつないだ形式');
  await expect(calculator(page)).toContainText(
    `代わりに RFC 9562 の v1 の例 ${UUID_V1} を表示しています。`,
  );
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);

  await open(page, `?uuid=${'a'.repeat(10_000)}`);
  await expect(page.getByRole('alert').first()).toContainText('uuid');
  await expect(calculator(page)).toContainText(
    `入力が長すぎます（100 文字まで）。 代わりに RFC 9562 の v1 の例 ${UUID_V1} を表示しています。`,
  );
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);

  await open(page, `?at=${'1'.repeat(10_000)}`);
  await expect(calculator(page)).toContainText(
    '入力が長すぎます（40 文字まで）。 代わりに 2025-01-01T00:00:00.000Z で計算しています。',
  );
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('1874244142494646272');

  await open(page, '?at=2025-02-30T00:00:00Z');
  await expect(calculator(page)).toContainText(
    '存在しない日付か時刻です。 代わりに 2025-01-01T00:00:00.000Z で計算しています。',
  );
  await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('1874244142494646272');
  await expectNoBrokenNumbers(page);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('the English page shows messages in English', async ({ page }) => {
  await open(page, '?id=abc', '/en/calculators/snowflake');
  await expect(calculator(page)).toContainText(
    'Enter a decimal number (e.g. 175928847299117063) or a hexadecimal number starting with 0x',
  );
  await expect(calculator(page)).toContainText(
    `Decoding the example ID ${TWITTER_EXAMPLE_ID} instead.`,
  );
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(TWITTER_EXAMPLE_ISO);
  // Japanese may appear only inside a quoted source title (“…”).
  const text = (await calculator(page).innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the calculator is embedded in its article and works there', async ({ page }) => {
  await open(page, `?layout=discord&id=${DISCORD_ID}#calculator`, ARTICLE);
  await expect(page.locator('article h1')).toHaveText('InnoDB のための ID 設計');
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await field(page, 'uuid').fill(UUID_V7);
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}\\?`));
  await expect.poll(() => param(page, 'uuid')).toBe(UUID_V7);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page and the article still show the default decoding', async ({ page }) => {
    for (const path of [PAGE, ARTICLE]) {
      await page.goto(path);
      await expect(page.getByTestId('snowflake-decoded-id')).toHaveText(TWITTER_EXAMPLE_ID);
      await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(TWITTER_EXAMPLE_ISO);
      await expect(page.getByTestId('snowflake-overflow')).toHaveText(TWITTER_OVERFLOW);
      await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('1874244142494646272');
      await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
    }
  });
});

/**
 * Words in the calculator's tables that a line break splits: Latin words,
 * numbers and katakana words ("timesta/mp", "フィール/ド") measured by the
 * line boxes of their own text range.
 */
function wordsBrokenAcrossLines(root: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[\w,.]+|[\u30a0-\u30ff]+/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of [PAGE, `/en${PAGE}`]) {
    test(`${path}: table cells break between words, the table scrolls instead`, async ({
      page,
    }) => {
      await open(page, '?layout=twitter', path);
      const tables = calculator(page).locator('table');
      expect(await tables.count()).toBeGreaterThanOrEqual(2);
      for (const table of await tables.all()) {
        expect(await table.evaluate(wordsBrokenAcrossLines)).toEqual([]);
      }
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    });
  }
});
