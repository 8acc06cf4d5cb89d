import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * Inside an article at 1280 px a calculator gets ≈660 px, not the window.
 * When calculators split into two columns by the window's width, their
 * tables got ≈320 px and were cut off mid-column ("Scattere", "311,619,200,53").
 * Every table in an embedded calculator shows all its columns, unless it sits
 * in a scroll region a reader can find: named, focusable, with edge shadows
 * (the Redshift year-by-year table is wider than any article column).
 */
const articlesWithCalculators = [
  '/docs/io-memory/disk-io-hit-ratio',
  '/docs/transactions-locking/group-commit',
  '/docs/cloud-storage/iops',
  '/docs/id-design/id-strategy',
  '/docs/data-architecture/technical-debt',
];

test.use({ viewport: { width: 1280, height: 900 } });

for (const article of articlesWithCalculators) {
  for (const pathname of [article, `/en${article}`]) {
    test(`${pathname}: tables in the embedded calculator show every column`, async ({ page }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLTableElement>('article [data-calculator] table')]
          .filter((table) => table.getClientRects().length > 0)
          .map((table) => {
            const box = table.parentElement ?? table;
            const hidden = Math.max(
              table.scrollWidth - table.clientWidth,
              box.scrollWidth - box.clientWidth,
            );
            const region = table.closest<HTMLElement>('[role="region"]');
            const findableScrollRegion =
              region !== null &&
              region.tabIndex === 0 &&
              Boolean(
                region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'),
              ) &&
              region.scrollWidth > region.clientWidth;
            return {
              caption: (table.caption?.textContent ?? table.rows[0]?.textContent ?? '').slice(
                0,
                60,
              ),
              hidden: findableScrollRegion ? 0 : hidden,
            };
          }),
      );
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.filter((table) => table.hidden > 1)).toEqual([]);
    });
  }
}
