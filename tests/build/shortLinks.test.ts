import { describe, expect, it } from 'vitest';
import { REDIRECT_SCRIPT } from '../../plugins/short-links/redirectPage';
import { shortLinkPath, shortLinks } from '../../src/registry/shortLinks';
import {
  absoluteUrl,
  hostRedirect,
  htmlFileOf,
  loadHtmlFile,
  loadPage,
  locales,
  refreshTarget,
  relativeToBuild,
  sitemapUrls,
} from './buildOutput';

/**
 * Every short link of src/registry/shortLinks.ts, in both locales, in the
 * production build: the `/go/<name>` redirect page exists and sends the
 * reader to the target (meta refresh, canonical link and the script that
 * keeps `?query#hash`), the target is a real page of the same locale, and
 * `/go` lists every short URL next to a link to its target.
 */

/** A page path with the locale's base: `/docs/x` → `/en/docs/x`. */
const inLocale = (basePath: string, to: string): string => `${basePath}${to.replace(/^\//, '')}`;

describe.each(locales)('short links ($locale)', ({ basePath }) => {
  const sitemap = new Set(
    sitemapUrls(locales.find((l) => l.basePath === basePath)!).map((url) => url.pathname),
  );

  describe.each(shortLinks)('$name', (link) => {
    const from = inLocale(basePath, shortLinkPath(link.name));
    const target = inLocale(basePath, link.to);

    it(`redirects ${from} to ${target}`, () => {
      const file = htmlFileOf(from);
      expect(file, `${from} has no redirect file`).toBeDefined();
      const $ = loadHtmlFile(file!);
      const where = relativeToBuild(file!);
      expect(refreshTarget($), `${where}: meta refresh`).toBe(target);
      expect($('link[rel="canonical"]').attr('href'), `${where}: canonical`).toBe(target);
      // The script keeps the query and the hash (slides link to scenarios);
      // it is one text on every redirect page, so the CSP holds one hash.
      expect($('script').text(), `${where}: script`).toBe(REDIRECT_SCRIPT);
      // Served at the short link itself: as `go/<name>/index.html`, hosts
      // first redirected it to `/go/<name>/`.
      expect(hostRedirect(from), `${from}: the host redirects it`).toBeNull();
    });

    it(`lands on a page of the site at ${target}`, () => {
      const file = htmlFileOf(target);
      expect(file, `${target} has no HTML file`).toBeDefined();
      const $ = loadHtmlFile(file!);
      // A real page, not another redirect: the browser stays at `target`.
      expect(refreshTarget($), `${target} redirects again`).toBeUndefined();
      expect($('head link[rel="canonical"]').attr('href'), `${target}: canonical`).toBe(
        absoluteUrl(target),
      );
      expect(sitemap.has(target), `${target} is in the sitemap`).toBe(true);
    });
  });

  it(`${basePath}go lists every short URL, each next to a link to its target`, () => {
    const $ = loadPage(`${basePath}go`);
    const items = $('main li')
      .filter((_, li) => $(li).find('code').length > 0)
      .map((_, li) => ({
        shown: $(li).find('code').text().trim(),
        href: $(li).find('a').attr('href'),
      }))
      .get();
    expect(items).toHaveLength(shortLinks.length);
    // The page shows absolute URLs on the configured site URL.
    expect(items.map(({ shown }) => shown).sort()).toEqual(
      shortLinks.map((link) => absoluteUrl(inLocale(basePath, shortLinkPath(link.name)))).sort(),
    );
    for (const link of shortLinks) {
      const shown = absoluteUrl(inLocale(basePath, shortLinkPath(link.name)));
      expect(items.find((item) => item.shown === shown)?.href, `${shown}: link beside it`).toBe(
        inLocale(basePath, link.to),
      );
    }
  });
});
