import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectErrors, sitemapPaths, waitForHydration } from './helpers';

/**
 * Speaker mode and embeds on articles with Mermaid diagrams. The modes hide
 * the article, and Mermaid measures its text while drawing: if the hidden
 * parts had no layout it got zero sizes and drew `translate(undefined, NaN)`,
 * logged as console errors and kept in the diagram the page shows when the
 * mode ends (a page without a calculator shows the article after loading).
 */

const ROOT = path.resolve(__dirname, '../..');
const LOCALES = [
  { prefix: '', dir: 'docs' },
  { prefix: '/en', dir: 'i18n/en/docusaurus-plugin-content-docs/current' },
] as const;
const MERMAID_FENCE = /^```mermaid\s*$/gm;

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

/** Every article with a diagram, in both languages, with its number of diagrams. */
const ARTICLES = LOCALES.flatMap(({ prefix, dir }) =>
  mdxFiles(path.join(ROOT, dir)).flatMap((file) => {
    const diagrams = readFileSync(file, 'utf8').match(MERMAID_FENCE)?.length ?? 0;
    if (diagrams === 0) return [];
    const slug = path.relative(path.join(ROOT, dir), file).replace(/\.mdx$/, '');
    return [{ path: `${prefix}/docs/${slug}`, diagrams }];
  }),
);

test('the list covers the diagram articles of both languages', () => {
  expect(ARTICLES.length).toBeGreaterThanOrEqual(2);
  expect(ARTICLES.filter((article) => article.path.startsWith('/en/')).length).toBe(
    ARTICLES.length / 2,
  );
  const routes = sitemapPaths();
  for (const article of ARTICLES) expect(routes).toContain(article.path);
});

for (const article of ARTICLES) {
  for (const mode of ['present', 'embed']) {
    test(`${article.path}?${mode}: diagrams draw without console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${article.path}?${mode}`);
      await waitForHydration(page);
      // The theme inserts a diagram's container once Mermaid has drawn it;
      // on a loaded machine that can take a while in a hidden page.
      const diagrams = page.locator('.docusaurus-mermaid-container');
      await expect(diagrams).toHaveCount(article.diagrams, { timeout: 30_000 });
      const broken = await diagrams.evaluateAll(
        (containers) =>
          containers.filter((container) => /NaN|undefined/.test(container.innerHTML)).length,
      );
      expect(broken, 'diagrams with NaN or undefined in their drawing').toBe(0);
      expect(errors).toEqual([]);
    });
  }
}
