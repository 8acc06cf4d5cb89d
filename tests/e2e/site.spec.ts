import { expect, test } from '@playwright/test';
import { collectErrors, sitemapPaths, waitForHydration } from './helpers';

test.describe('both locales', () => {
  test('Japanese is the default locale at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'DB パフォーマンス・フィールドガイド',
    );
    await expect(page).toHaveTitle(/DB パフォーマンス・フィールドガイド/);
  });

  test('English is served under /en/ with no Japanese UI text', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DB Performance Field Guide');
    await expect(page).toHaveTitle(/DB Performance Field Guide/);
    // Navbar, footer and home content come from translations, not the Japanese defaults.
    const chrome = await page.locator('nav.navbar, footer, main').allInnerTexts();
    expect(chrome.join('\n')).not.toMatch(/[\u3040-\u30ff]/);
  });

  test('the locale switcher keeps the page and the heading anchor', async ({ page }) => {
    await page.goto('/docs/io-memory/disk-io-hit-ratio#worked-example');
    await waitForHydration(page);
    const english = page.locator('.navbar a[lang="en-US"]').first();
    await expect(english).toHaveAttribute('href', /^\/en\/docs\/io-memory\/disk-io-hit-ratio/);
    await page.goto('/en/docs/io-memory/disk-io-hit-ratio#worked-example');
    await expect(page.locator('#worked-example')).toBeVisible();
  });
});

// Split into groups so each has its own time limit and the groups run on
// parallel workers (one test over 200 pages took 2–4 min on 2 busy cores).
const PAGE_GROUPS = 8;
const ALL_PAGES = sitemapPaths();

test('both sitemaps list the pages the groups below load', () => {
  expect(ALL_PAGES.length).toBeGreaterThan(30);
});

for (let group = 0; group < PAGE_GROUPS; group += 1) {
  const paths = ALL_PAGES.filter((_, index) => index % PAGE_GROUPS === group);
  test(`pages of both sitemaps, group ${group + 1}/${PAGE_GROUPS}, load without console errors`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const pathname of paths) {
      const errors = collectErrors(page);
      const response = await page.goto(pathname, { waitUntil: 'load' });
      await waitForHydration(page);
      if (!response || response.status() !== 200)
        failures.push(`${pathname}: HTTP ${response?.status()}`);
      for (const error of errors) failures.push(`${pathname}: ${error}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(failures).toEqual([]);
  });
}
