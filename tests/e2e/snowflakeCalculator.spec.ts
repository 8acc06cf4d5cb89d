import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { waitForHydration } from './helpers';

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
const TWITTER_OVERFLOW = '2080-07-10T17:30:30.209Z';
const UUID_V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';
const RFC_INSTANT = '2022-02-22T19:22:22.000Z';

// Rendering, maths and URL parsing (hexadecimal IDs, the encoder, overflow
// dates, UUID versions, a hand-edited link, the English page) are checked in
// tests/component/snowflakeCalculator.test.tsx, and the server-rendered
// default decoding in tests/build/calculatorsWithoutJavaScript.test.ts; what
// needs a real browser is here, in as few page loads as possible.

test('the page: input written to the URL; reload restores it and decodes the Discord example', async ({
  page,
  calculator,
}) => {
  await calculator.open('snowflake');

  await test.step('the defaults: Twitter’s smallest ID of 2025-01-01 and its overflow date', async () => {
    // Twitter at the default instant 2025-01-01T00:00:00.000Z.
    await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('1874244142494646272');
    await expect(calculator.root).toContainText('WHERE id >= 1874244142494646272');
    await expect(page.getByTestId('snowflake-overflow')).toHaveText(TWITTER_OVERFLOW);
  });

  await test.step('responds to input and writes the state into the URL', async () => {
    await calculator.field('layout').selectOption('discord');
    await expect.poll(() => calculator.param('layout')).toBe('discord');
    // Discord's 42 bits: 1420070400000 + 2^42 ms.
    await expect(page.getByTestId('snowflake-overflow')).toHaveText('2154-05-15T07:35:11.104Z');
    await calculator.field('id').fill(DISCORD_ID);
    await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
    await expect.poll(() => calculator.param('id')).toBe(DISCORD_ID);

    await calculator.field('uuid').fill(UUID_V7);
    await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
    await expect.poll(() => calculator.param('uuid')).toBe(UUID_V7);

    await calculator.field('at').fill(DISCORD_ISO);
    // Discord at the example's instant: 41,944,705,796 << 22.
    await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('175928847298985984');
    await expect.poll(() => calculator.param('at')).toBe(DISCORD_ISO);
  });

  await test.step('a reload restores every input, and the link’s state is applied', async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(calculator.field('layout')).toHaveValue('discord');
    await expect(calculator.field('id')).toHaveValue(DISCORD_ID);
    await expect(calculator.field('uuid')).toHaveValue(UUID_V7);
    await expect(calculator.field('at')).toHaveValue(DISCORD_ISO);
    // The link's state is applied: the page no longer marks it pending.
    await expect(page.locator('html')).not.toHaveAttribute('data-linked-state');
    await expect(page.getByText('リンクの条件を読み込んでいます')).toBeHidden();
    await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
    await expect(page.getByTestId('snowflake-smallest-id')).toHaveText('175928847298985984');
  });

  await test.step('decodes the Discord documentation example to 2016-04-30T11:18:25.796Z', async () => {
    await expect(page.getByTestId('snowflake-decoded-id')).toHaveText(DISCORD_ID);
    await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
    await expect(page.getByTestId('snowflake-field-timestamp')).toContainText('41,944,705,796');
    await expect(page.getByTestId('snowflake-field-worker')).toHaveText('1');
    await expect(page.getByTestId('snowflake-field-process')).toHaveText('0');
    await expect(page.getByTestId('snowflake-field-increment')).toHaveText('7');
    await expect(calculator.root).toContainText('0x0271065ac1020007');
    // 2^53 ≤ ID: a JavaScript number rounds it to the nearest double, …056.
    await expect(page.getByTestId('snowflake-js-rounded')).toContainText('175928847299117056');
    // Issue #13: the link, QR and speaker-mode buttons and the reset button
    // (shown while an ID is typed) read at the body's size and sit above the
    // tables, at 1280 and 390 px.
    await expectReadableActionRow(page, calculator.root, { reset: true });
    await calculator.expectNoBrokenNumbers();
  });
});

test('before its scripts run, a page opened from a link marks the defaults it shows as pending', async ({
  page,
}) => {
  // What a reader sees until the bundles have run (on a slow phone, seconds):
  // the server-rendered defaults, which are not the link's numbers.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/en${PAGE}?layout=discord&id=${DISCORD_ID}`);
  await expect(page.locator('html')).toHaveAttribute('data-linked-state', 'pending');
  const note = page.getByText('Loading the scenario from the link');
  await expect(note).toBeVisible();
  const layout = note.locator('xpath=following-sibling::div[1]');
  expect(
    Number(await layout.evaluate((element) => getComputedStyle(element).opacity)),
  ).toBeLessThan(0.5);
  await expect(layout).toHaveCSS('pointer-events', 'none');
});

test('the calculator is embedded in its article and works there', async ({ page, calculator }) => {
  await calculator.open('snowflake', `?layout=discord&id=${DISCORD_ID}#calculator`, {
    path: ARTICLE,
  });
  await expect(page.locator('article h1')).toHaveText('InnoDB のための ID 設計');
  await expect(page.getByTestId('snowflake-decoded-iso')).toHaveText(DISCORD_ISO);
  await calculator.field('uuid').fill(UUID_V7);
  await expect(page.getByTestId('snowflake-uuid-iso')).toHaveText(RFC_INSTANT);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}\\?`));
  await expect.poll(() => calculator.param('uuid')).toBe(UUID_V7);
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
    test(`${path}: table cells break between words, the table scrolls; field targets ≥ 24 px`, async ({
      page,
      calculator,
    }) => {
      await calculator.open('snowflake', '?layout=twitter', { path });
      const tables = calculator.root.locator('table');
      expect(await tables.count()).toBeGreaterThanOrEqual(2);
      for (const table of await tables.all()) {
        expect(await table.evaluate(wordsBrokenAcrossLines)).toEqual([]);
      }
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);

      // The layout editor's targets: the field list (the 1-bit sign field too), never the
      // ribbon's ≈ 11 px cells; WCAG 2.2's target size asks for 24 × 24 px.
      const fieldButtons = calculator.root.locator('ol li > button[aria-pressed]');
      await expect(fieldButtons).toHaveCount(5);
      for (const button of await fieldButtons.all()) {
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }
      await fieldButtons.nth(3).tap();
      await expect(fieldButtons.nth(3)).toHaveAttribute('aria-pressed', 'true');
      await expect(fieldButtons.nth(0)).toHaveAttribute('aria-pressed', 'false');
      await expect(calculator.root.locator('legend', { hasText: '(worker)' })).toBeVisible();
    });
  }
});
