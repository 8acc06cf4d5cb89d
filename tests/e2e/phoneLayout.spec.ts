import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { identifiersBrokenInside } from './sweep/layoutChecks';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const pathname of [
  '/',
  '/docs/io-memory/disk-io-hit-ratio',
  '/calculators/hit-ratio',
  '/en/calculators/hit-ratio',
  '/en/docs/io-memory/disk-io-hit-ratio',
]) {
  test(`${pathname} fits a phone screen without horizontal scrolling`, async ({
    page,
  }, testInfo) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    const screenshot = await page.screenshot({ fullPage: true });
    await testInfo.attach('phone screenshot', { body: screenshot, contentType: 'image/png' });
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    if (!pathname.includes('/docs/')) return;
    // The closed menu's links (the article's siblings, the glossary) are not
    // prefetched until it opens: they were, on every phone visit (167 KiB of
    // other articles' content on a 421 KiB first visit).
    const prefetched = (): Promise<string[]> =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
          (link) => link.href,
        ),
      );
    await page.waitForLoadState('networkidle');
    const closed = await prefetched();
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar__items a[href*="/docs/"]').first()).toBeVisible();
    await expect
      .poll(async () => (await prefetched()).filter((href) => !closed.includes(href)).length, {
        message: 'chunks prefetched once the menu opened',
      })
      .toBeGreaterThan(0);
  });
}

// The wide-content checks on every article at phone width (and on every
// other sitemap page) run in the browser sweep, sweep.spec.ts.

test.describe('identifiers in the AUTO_INCREMENT article at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const TITLE = {
    ja: 'AUTO_INCREMENT のロックと innodb_autoinc_lock_mode',
    en: 'AUTO_INCREMENT locking and innodb_autoinc_lock_mode',
  };

  for (const locale of ['ja', 'en'] as const) {
    const pathname = `${locale === 'en' ? '/en' : ''}/docs/transactions-locking/auto-increment-locking`;
    test(`${pathname}: the title, headings and contents wrap only after an underscore`, async ({
      page,
    }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const title = page.locator('article h1');
      // The breaks add no character: the text (and so copy and paste) is unchanged.
      await expect(title).toHaveText(TITLE[locale]);
      const copied = await title.evaluate((h1) => {
        window.getSelection()?.selectAllChildren(h1);
        return window.getSelection()?.toString();
      });
      expect(copied).toBe(TITLE[locale]);
      expect(
        await title.evaluate((h1) => Math.round(h1.getBoundingClientRect().height)),
      ).toBeGreaterThan(60);
      const heading = page.locator('h2#lock-modes');
      await expect(heading).toContainText('innodb_autoinc_lock_mode');
      // The heading's own link is still named after its text, not its id.
      await expect(heading.locator('a.hash-link')).toHaveAccessibleName(/innodb_autoinc_lock_mode/);
      await page.locator('.theme-doc-toc-mobile button').click();
      const tocEntry = page.locator('.theme-doc-toc-mobile a[href="#lock-modes"]');
      await expect(tocEntry).toBeVisible();
      await expect(tocEntry).toContainText('innodb_autoinc_lock_mode');
      expect(
        await page.evaluate(
          identifiersBrokenInside,
          'article :is(h1, h2, h3), .theme-doc-toc-mobile a',
        ),
      ).toEqual([]);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    });
  }
});

test('the site name in the phone navbar stays clear of the search button', async ({ page }) => {
  for (const pathname of ['/', '/en/']) {
    await page.goto(pathname);
    await waitForHydration(page);
    const title = await page.locator('.navbar__inner .navbar__title').boundingBox();
    const search = await page.locator('.navbar .navbar__search').boundingBox();
    expect(title).not.toBeNull();
    expect(search).not.toBeNull();
    if (!title || !search) return;
    expect(title.x + title.width).toBeLessThanOrEqual(search.x);
  }
});
