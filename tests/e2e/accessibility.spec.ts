import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const PAGES = [
  '/',
  '/docs/io-memory/disk-io-hit-ratio',
  '/calculators/hit-ratio',
  '/calculators',
  '/en/',
  '/en/docs/io-memory/disk-io-hit-ratio',
  '/en/calculators/hit-ratio',
  '/en/calculators',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const pathname of PAGES) {
      test(`axe finds no violations on ${pathname}`, async ({ page }) => {
        await page.goto(pathname);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
