import { expect, test } from '@playwright/test';

import { sitemapPaths, waitForHydration } from './helpers';

/**
 * Calculators and charts in articles are server-rendered; hydration must keep
 * that HTML. (When they were loaded lazily, Docusaurus's context updates right
 * after hydration made React drop a still-loading Suspense boundary: the
 * calculator or chart vanished for up to a second.) A MutationObserver,
 * installed before any script runs, records every calculator or chart element
 * removed from the page.
 */
const articles = sitemapPaths().filter((p) => /\/docs\/.+/.test(p));

test.describe('server-rendered calculators and charts survive hydration', () => {
  for (const path of articles) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { __removedWidgets: string[] }).__removedWidgets = removed;
        const selector = '[data-calculator],[data-dataset-chart]';
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (!(node instanceof Element)) continue;
              const widget = node.matches(selector) ? node : node.querySelector(selector);
              if (widget) {
                removed.push(
                  widget.getAttribute('data-calculator') ??
                    widget.getAttribute('data-dataset-chart') ??
                    '?',
                );
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      const serverWidgets = await page.locator('[data-calculator],[data-dataset-chart]').count();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(
        () => (window as unknown as { __removedWidgets: string[] }).__removedWidgets,
      );
      expect(removed, 'calculators or charts removed after the page loaded').toEqual([]);
      await expect(page.locator('[data-calculator],[data-dataset-chart]')).toHaveCount(
        serverWidgets,
      );
    });
  }
});
