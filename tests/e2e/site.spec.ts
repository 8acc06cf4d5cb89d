import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// Every sitemap page's load (HTTP 200, no console errors) is checked by the
// browser sweep, sweep.spec.ts.
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
    // At its canonical address, as the hosts serve it (scripts/deploy/cleanUrls.ts):
    // `/en/` itself, and `/en` redirected there (the test server once sent `/en/` to `/en`).
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/');
    const bare = await page.request.get('/en?from=slide', { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers()['location']).toBe('/en/?from=slide');
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

test('a short link keeps the slide’s query and hash, and Back does not bounce', async ({
  page,
}) => {
  await page.goto('/en/go');
  await page.goto('/en/go/hit-ratio?present&scenario=hit-80#results');
  // The scenario then writes its inputs (hit=80) into the query as well.
  await expect(page).toHaveURL(/\/en\/calculators\/hit-ratio\?/);
  const url = new URL(page.url());
  expect(url.searchParams.has('present')).toBe(true);
  expect(url.searchParams.get('scenario')).toBe('hit-80');
  expect(url.hash).toBe('#results');
  await expect(page.locator('html')).toHaveAttribute('data-presentation', 'present');
  // The redirect page replaced itself in the history: Back leaves for the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/go$/);
});

test('a mistyped short link’s 404 suggests the link it meant and a search', async ({ page }) => {
  const response = await page.goto('/go/snowfalke');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(page.locator('main code').first()).toHaveText('/go/snowfalke');
  // The nearest short link, by name: it leads to the snowflake calculator.
  const suggestion = page.locator('section[aria-labelledby="not-found-short-links"] li').first();
  await expect(suggestion.locator('code')).toHaveText('/go/snowflake');
  await expect(suggestion.locator('a')).toHaveAttribute('href', '/calculators/snowflake');
  // The search starts from the path's words.
  const search = page.getByRole('searchbox', { name: '検索する言葉' });
  await expect(search).toHaveValue('go snowfalke');
  await search.fill('snowflake');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=snowflake$/);
  await expect(page.locator('article h2 a').first()).toBeVisible();
});

// The sweep sees every diagram in server HTML kept through hydration; this
// is the other way a reader meets one: the SVG is in no page's JavaScript,
// so after client-side navigation the diagram's own chunk is loaded.
test('a diagram reached by client-side navigation is drawn from its own chunk', async ({
  page,
}) => {
  await page.goto('/en/docs/transactions-locking/group-commit');
  await waitForHydration(page);
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) chunks.push(response.url());
  });
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('a[href="/en/docs/storage-engines/myisam-vs-innodb"]').first().click();
  await expect(page).toHaveURL(/\/en\/docs\/storage-engines\/myisam-vs-innodb$/);
  const boxes = page.locator('[data-diagram-inline]');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) {
    await expect(box.locator('svg[data-colour-mode="light"]')).toBeVisible();
    await expect(box.locator('svg[data-colour-mode="dark"]')).toBeHidden();
    await expect(box.locator('svg[data-colour-mode="light"] text')).toContainText([/\S/]);
  }
  // Navigated within the page (no reload), with the drawings fetched as script.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(chunks.length).toBeGreaterThan(0);
});
