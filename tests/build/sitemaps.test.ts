import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILD_DIR,
  htmlFileOf,
  loadHtmlFile,
  locales,
  refreshTarget,
  relativeToBuild,
  site,
  sitemapUrls,
  type BuiltLocale,
} from './buildOutput';

/**
 * Both sitemaps (`sitemap.xml`, `en/sitemap.xml`) list only pages that exist
 * in the build (not redirects, not another locale's pages), each once, and
 * every doc and blog page of the build is in its locale's sitemap.
 */

/** Every HTML file under a folder of the build, recursively. */
function htmlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** URL path of a page file: `en/docs/x.html` → `/en/docs/x`, `a/index.html` → `/a`. */
function urlPathOf(file: string): string {
  const relative = relativeToBuild(file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${site.baseUrl}${relative}`;
}

/** The other locales' folders inside this locale's folder (the default locale holds `en/`). */
function foreignFolders(locale: BuiltLocale): string[] {
  return locales
    .filter((other) => other !== locale && other.dir.startsWith(locale.dir))
    .map((other) => other.dir);
}

describe.each(locales)('sitemap ($locale)', (locale) => {
  const urls = sitemapUrls(locale);

  it('lists each page once, on the site, inside the locale', () => {
    expect(urls.length).toBeGreaterThan(10);
    const paths = urls.map((url) => url.pathname);
    expect(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      'listed twice',
    ).toEqual([]);
    for (const url of urls) {
      expect(url.origin, url.href).toBe(site.origin);
      expect(
        url.pathname.startsWith(locale.basePath),
        `${url.href} is outside ${locale.basePath}`,
      ).toBe(true);
      for (const foreign of foreignFolders(locale)) {
        expect(
          url.pathname.startsWith(`${locale.basePath}${foreign}/`),
          `${url.href} is a page of the ${foreign} site`,
        ).toBe(false);
      }
    }
  });

  it('lists only pages that exist in the build (no redirect pages)', () => {
    const problems: string[] = [];
    for (const { pathname } of urls) {
      const file = htmlFileOf(pathname);
      if (!file) problems.push(`${pathname}: no HTML file in the build`);
      else if (refreshTarget(loadHtmlFile(file)) !== undefined) {
        problems.push(`${pathname}: ${relativeToBuild(file)} is a redirect`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the search page, which search engines may index (Lighthouse: is-crawlable)', () => {
    const search = `${locale.basePath}search`;
    expect(urls.map((url) => url.pathname)).toContain(search);
    const file = htmlFileOf(search);
    if (!file) throw new Error(`${search}: no HTML file in the build`);
    const robots = loadHtmlFile(file)('meta[name="robots"]').attr('content') ?? '';
    expect(robots).not.toMatch(/noindex/i);
  });

  it('lists every doc and blog page of the build', () => {
    const listed = new Set(urls.map((url) => url.pathname));
    const pages = ['docs', 'blog']
      .flatMap((section) => htmlFilesUnder(path.join(BUILD_DIR, locale.dir, section)))
      .filter((file) => refreshTarget(loadHtmlFile(file)) === undefined);
    expect(pages.length).toBeGreaterThan(10);
    const missing = pages
      .map((file) => urlPathOf(file))
      .filter((pathname) => !listed.has(pathname));
    expect(missing).toEqual([]);
  });
});
