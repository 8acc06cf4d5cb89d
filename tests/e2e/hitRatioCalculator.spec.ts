import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { tableLayout, waitForHydration } from './helpers';

const PAGE = '/calculators/hit-ratio';

const hitField = (page: Page) => page.getByLabel('バッファプールのヒット率');

test('reproduces the source example: 95 % hit ratio costs 595 per 100 requests', async ({
  page,
  calculator,
}) => {
  await calculator.open('hit-ratio');
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
  await expect(page.getByTestId('hit-ratio-throughput')).toHaveText('16.8%');
  // Issue #13: the link, QR and speaker-mode buttons and the reset button
  // read at the body's size and sit above the tables, at 1280 and 390 px.
  await expectReadableActionRow(page, calculator.root, { reset: true });
});

test('responds to input and writes the state into the URL', async ({ page, calculator }) => {
  await calculator.open('hit-ratio');
  await hitField(page).fill('80');
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');
  await expect(page).toHaveURL(/[?&]hit=80(&|$)/);
  await page.getByLabel('目標スループット（全件ヒット時に対して）').fill('25');
  await expect(page).toHaveURL(/target=25/);
});

test('a copied URL restores every input after reload', async ({ page, calculator }) => {
  await calculator.open('hit-ratio', '?hit=90&disk=50&target=20&data=200&pool=20&skew=uniform');
  await expect(hitField(page)).toHaveValue('90');
  await expect(page.getByLabel('ディスクを読んだ要求のコスト')).toHaveValue('50');
  // 100 × 1 + 10 × 49 = 590 per 100 requests at 90 % with disk cost 50.
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('590');
  // Uniform access: the pool holds 20 of 200 GiB, so one access in ten hits.
  await expect(page.getByTestId('hit-ratio-estimate')).toContainText('10%');
  await page.reload();
  await waitForHydration(page);
  await expect(hitField(page)).toHaveValue('90');
  await expect(page).toHaveURL(/hit=90/);
});

test('the device mode derives costs from latency presets', async ({ page, calculator }) => {
  await calculator.open(
    'hit-ratio',
    '?costs=devices&memDevice=memory-2009&diskDevice=intel-ssd-2009&hit=99',
  );
  // 60 ns vs 0.2 ms: 100 requests at 99 % cost 99 × 60 ns + 1 × 200 µs ≈ 206 µs.
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('206 µs');
});

// Each kind of bad value, in both languages, is covered by
// tests/component/hitRatioCalculator.test.tsx; this is the real page load.
test('a hand-edited link shows a message and falls back to the default result', async ({
  page,
  calculator,
}) => {
  await calculator.open(
    'hit-ratio',
    `?hit=${encodeURIComponent('<script>window.__pwned=1</script>')}&disk=1e309`,
  );
  // Each rejected name in its own <code> (they were one “a, b”).
  await expect(page.getByRole('alert').first().locator('code')).toHaveText(['hit', 'disk']);
  await expect(calculator.root).toContainText('代わりに 95 で計算しています');
  await expect(calculator.root).toContainText('代わりに 100 で計算しています');
  // The source's example: 95 hits × 1 + 5 misses × 100 per 100 requests.
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
  await calculator.expectNoBrokenNumbers();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(calculator.root.locator('script')).toHaveCount(0);
});

test('the English page shows messages in English', async ({ page }) => {
  await page.goto('/en/calculators/hit-ratio?disk=-1');
  await waitForHydration(page);
  await expect(page.locator('#hit-ratio-calculator')).toContainText(
    'Enter a value greater than 0. Calculating with 100 instead.',
  );
  // Japanese may appear only inside a quoted source title (“…”).
  const text = (await page.locator('#hit-ratio-calculator').innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff]/);
});

test('the calculator is embedded in its article and links there', async ({ page }) => {
  await page.goto('/docs/io-memory/disk-io-hit-ratio?hit=80#calculator');
  await waitForHydration(page);
  await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const pathname of [
    PAGE,
    `/en${PAGE}`,
    '/docs/io-memory/disk-io-hit-ratio',
    '/en/docs/io-memory/disk-io-hit-ratio',
  ]) {
    test(`${pathname}: the results table keeps each value with its unit and fits`, async ({
      page,
    }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const table = page.locator('#hit-ratio-calculator figure table').first();
      await expect(table).toContainText('1.99');
      // "1.99 倍" was split after the number; the English table scrolled ("Throughput" cut).
      expect(await tableLayout(table)).toEqual({ wrappedCells: [], overflowPx: 0 });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still shows the article and the default result', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
    await expect(page.locator('#hit-ratio-calculator svg[role="img"]')).toBeVisible();
    await page.goto('/docs/io-memory/disk-io-hit-ratio');
    await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
    await expect(page.locator('.katex').first()).toBeVisible();
  });
});
