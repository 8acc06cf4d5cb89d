import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * One page of every kind, one locale each (alternating, so both are
 * covered), checked in both colour modes in the same page load: the mode
 * follows the system setting, so it is switched without a reload. Each
 * load costs CI time; the kinds are what differs in markup and colour.
 */
const PAGES = [
  // Home.
  '/',
  // An article with a chart, formulas and a calculator.
  '/en/docs/io-memory/disk-io-hit-ratio',
  // A plain long article with an `ini` code block (Prism's token colours).
  '/en/docs/cloud-storage/mysql-56-parameter-baseline',
  // The calculators index.
  '/calculators',
  // A calculator page with a chart.
  '/en/calculators/hit-ratio',
  // The snowflake calculator: the field list and the outline danger button.
  '/calculators/snowflake',
  // The status analyzer.
  '/en/tools/status-analyzer',
  // A dataset page.
  '/data/lab-group-commit',
  // A blog post.
  '/en/blog/mysql-5-6-parameter-review',
];

/**
 * WCAG 2.0–2.2 A and AA (2.2 AA adds target size: 24 × 24 px or spacing)
 * and axe's best practices.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const pathname of PAGES) {
  test(`axe finds no violations on ${pathname} in light and dark mode`, async ({ page }) => {
    // Two full axe passes in one test: the long articles took over 60 s on a loaded 2-core machine.
    test.slow();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(pathname);
    await waitForHydration(page);
    const summary: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Through a media-query listener; slow on a loaded 2-core machine.
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme, {
        timeout: 15_000,
      });
      // Colour transitions still running would be measured half-way.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished)),
      );
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      // The rules this suite is for must have had something to check.
      const checked = new Set(
        [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id),
      );
      for (const rule of ['color-contrast', 'target-size'])
        if (!checked.has(rule)) summary.push(`${scheme}: ${rule} checked nothing`);
      for (const violation of results.violations)
        summary.push(
          `${scheme}: ${violation.id}: ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
        );
    }
    expect(summary).toEqual([]);
  });
}
