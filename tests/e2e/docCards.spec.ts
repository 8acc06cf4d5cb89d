import { expect, test } from '@playwright/test';
import { sitemapPaths, waitForHydration } from './helpers';

/*
 * The category pages list their articles as cards. The stock cards cut each
 * title and description to one line ("IOPS: measuring, bu…") and used an
 * emoji icon that machines without an emoji font draw as an empty box.
 */
const categoryPages = sitemapPaths().filter(
  (pathname) =>
    /^(\/en)?\/docs\/[^/]+$/.test(pathname) && !/\/docs\/(glossary|intro|about)/.test(pathname),
);

test('the sitemap lists category pages in both languages', () => {
  expect(categoryPages).toContain('/docs/cloud-storage');
  expect(categoryPages).toContain('/en/docs/cloud-storage');
});

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const pathname of categoryPages) {
      test(`${pathname}: card titles are shown whole, with a drawn icon`, async ({ page }) => {
        await page.goto(pathname);
        await waitForHydration(page);
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('.theme-doc-card-container')].map((card) => {
            const title = card.querySelector<HTMLElement>('.theme-doc-card-title');
            const icon = card.querySelector('.theme-doc-card-icon');
            // Where the title's text really ends: a word longer than the card
            // runs past the card's padding even when the title element fits.
            const range = document.createRange();
            if (title) range.selectNodeContents(title);
            const textRight = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
            const cardRight =
              card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
            return {
              title: title?.textContent ?? '',
              clipped:
                !title || title.scrollWidth > title.clientWidth + 1 || textRight > cardRight + 1,
              iconIsDrawn:
                Boolean(icon?.querySelector('svg')) && (icon?.textContent ?? '').trim() === '',
            };
          }),
        );
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.clipped, card.title).toBe(false);
          expect(card.iconIsDrawn, card.title).toBe(true);
        }
      });
    }
  });
}
