import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { tableLayout, waitForHydration } from './helpers';

const PAGE = '/calculators/hit-ratio';

const hitField = (page: Page) => page.getByLabel('バッファプールのヒット率');

const ARTICLE = '/docs/io-memory/disk-io-hit-ratio';

// Rendering, maths and URL parsing (a copied link's figures, the device mode,
// a hand-edited link, the English page's messages) are checked in
// tests/component/hitRatioCalculator.test.tsx; what needs a real browser is
// here, in as few page loads as possible.

/**
 * On a phone (390 px), the results table keeps each value with its unit and
 * fits: "1.99 倍" was split after the number; the English table scrolled
 * ("Throughput" cut). The viewport is put back afterwards.
 */
async function expectResultsTableFitsAPhone(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.locator('#hit-ratio-calculator figure table').first();
  await expect(table).toContainText('1.99');
  await expect.poll(() => tableLayout(table)).toEqual({ wrappedCells: [], overflowPx: 0 });
  if (original) await page.setViewportSize(original);
}

test('the page: the source example, its table on a phone, input written to the URL, reload', async ({
  page,
  calculator,
}) => {
  await calculator.open('hit-ratio');

  await test.step('reproduces the source example: 95 % hit ratio costs 595 per 100 requests', async () => {
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
    await expect(page.getByTestId('hit-ratio-throughput')).toHaveText('16.8%');
  });

  await test.step(`${PAGE} on a phone: the results table keeps each value with its unit and fits`, async () => {
    await expectResultsTableFitsAPhone(page);
  });

  await test.step('the action row is readable', async () => {
    // Issue #13: the link, QR and speaker-mode buttons and the reset button
    // read at the body's size and sit above the tables, at 1280 and 390 px.
    await expectReadableActionRow(page, calculator.root, { reset: true });
  });

  await test.step('responds to input and writes the state into the URL', async () => {
    await hitField(page).fill('80');
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');
    await expect(page).toHaveURL(/[?&]hit=80(&|$)/);
    await page.getByLabel('目標スループット（全件ヒット時に対して）').fill('25');
    await expect(page).toHaveURL(/target=25/);
  });

  await test.step('a reload restores the inputs from the URL', async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(hitField(page)).toHaveValue('80');
    await expect(page.getByLabel('目標スループット（全件ヒット時に対して）')).toHaveValue('25');
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');
    await expect(page).toHaveURL(/hit=80/);
  });
});

test(`/en${PAGE} on a phone: the results table keeps each value with its unit and fits`, async ({
  page,
  calculator,
}) => {
  await calculator.open('hit-ratio', '', { locale: 'en' });
  await expectResultsTableFitsAPhone(page);
});

test('the calculator is embedded in its article and links there; its table on a phone', async ({
  page,
  calculator,
}) => {
  await calculator.open('hit-ratio', '?hit=80#calculator', { path: ARTICLE });
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');
  await test.step(`${ARTICLE} on a phone: the results table keeps each value with its unit and fits`, async () => {
    await expectResultsTableFitsAPhone(page);
  });
});

test(`/en${ARTICLE} on a phone: the results table keeps each value with its unit and fits`, async ({
  page,
  calculator,
}) => {
  await calculator.open('hit-ratio', '', { path: `/en${ARTICLE}` });
  await expectResultsTableFitsAPhone(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still shows the article and the default result', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
    await expect(page.locator('#hit-ratio-calculator svg[role="img"]')).toBeVisible();
    await page.goto(ARTICLE);
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
    await expect(page.locator('.katex').first()).toBeVisible();
  });
});
