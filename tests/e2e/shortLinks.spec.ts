import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shortLinkPath, shortLinks } from '../../src/registry/shortLinks';

/**
 * Every short link of src/registry/shortLinks.ts, in both locales, against the
 * production build: the redirect file exists and names the target, and a
 * browser that opens the short URL lands on the target page (HTTP 200, the
 * expected pathname). `/go` lists them all.
 */

// E2E_BUILD_DIR: for checking a build kept elsewhere (served on E2E_PORT).
const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../build'));

/** Locale prefix of each build: Japanese at the root, English under /en. */
const LOCALES = [
  { locale: 'ja', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

for (const { locale, prefix } of LOCALES) {
  test.describe(`short links (${locale})`, () => {
    test(`every ${prefix}/go/<name> redirect file exists and names its target`, () => {
      const problems: string[] = [];
      for (const link of shortLinks) {
        const file = path.join(BUILD, prefix, 'go', link.name, 'index.html');
        if (!existsSync(file)) {
          problems.push(`${path.relative(BUILD, file)} is missing`);
          continue;
        }
        const html = readFileSync(file, 'utf8');
        const target = `${prefix}${link.to}`;
        if (!html.includes(`url=${target}"`)) {
          problems.push(`${path.relative(BUILD, file)} does not refresh to ${target}`);
        }
      }
      expect(problems).toEqual([]);
    });

    for (const link of shortLinks) {
      const from = `${prefix}${shortLinkPath(link.name)}`;
      const target = `${prefix}${link.to}`;
      test(`${from} lands on ${target}`, async ({ page }) => {
        const landing = page.waitForResponse(
          (response) =>
            response.request().isNavigationRequest() &&
            response.request().frame() === page.mainFrame() &&
            new URL(response.url()).pathname === target,
        );
        await page.goto(from, { waitUntil: 'commit' });
        const response = await landing;
        expect(response.status(), `${target} after ${from}`).toBe(200);
        await page.waitForURL((url) => url.pathname === target);
        expect(new URL(page.url()).pathname).toBe(target);
      });
    }

    test(`${prefix}/go lists every short URL`, async ({ page, baseURL }) => {
      const response = await page.goto(`${prefix}/go`);
      expect(response?.status()).toBe(200);
      const shown = await page.locator('main code').allInnerTexts();
      expect(shown).toHaveLength(shortLinks.length);
      // The page shows absolute URLs on the configured site URL; compare paths.
      const paths = shown.map((url) => new URL(url, baseURL).pathname).sort();
      expect(paths).toEqual(shortLinks.map((link) => `${prefix}/go/${link.name}`).sort());
      // Each entry links to its target in the same locale.
      for (const link of shortLinks) {
        await expect(page.locator(`main a[href="${prefix}${link.to}"]`).first()).toBeVisible();
      }
    });
  });
}
