import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  defaultLocale,
  hostRedirect,
  htmlFileOf,
  loadHtmlFile,
  locales,
  refreshTarget,
  sitemapUrls,
  type BuiltLocale,
} from './buildOutput';

/**
 * Every page of both sitemaps names itself as canonical and names its twin
 * in each locale (config/i18n.ts) at the same path, with the default locale
 * (Japanese, at the root) as x-default. Each twin exists in the build and
 * names itself canonical, so a search engine can pair the two languages.
 * The canonical address is the one a static host serves the page at without
 * a redirect (scripts/deploy/cleanUrls.ts).
 */

/** The page's path inside its locale: `/en/docs/x` → `docs/x`, `/en/` → ``. */
function pathInLocale(pathname: string, locale: BuiltLocale): string {
  expect(pathname.startsWith(locale.basePath), `${pathname} is under ${locale.basePath}`).toBe(
    true,
  );
  return pathname.slice(locale.basePath.length);
}

describe.each(locales)('canonical link and hreflang alternates ($locale)', (locale) => {
  const sitemapOf = new Map(
    locales.map((other) => [other.locale, new Set(sitemapUrls(other).map((url) => url.pathname))]),
  );

  it.each(sitemapUrls(locale).map((url) => [url.pathname, url] as const))('%s', (where, url) => {
    const file = htmlFileOf(where);
    expect(file, `${where}: no HTML file`).toBeDefined();
    const $ = loadHtmlFile(file!);
    expect($('html').attr('lang'), `${where}: <html lang>`).toBe(locale.htmlLang);

    const canonicals = $('head link[rel="canonical"]');
    expect(canonicals, `${where}: exactly one canonical link`).toHaveLength(1);
    expect(canonicals.attr('href'), `${where}: canonical`).toBe(url.href);
    // The canonical address is the one the host serves the page at, not one
    // it redirects (the English home is `/en/`: Cloudflare Pages and GitHub
    // Pages send `/en` there, and the test server does the same).
    expect(hostRedirect(where), `${where}: the host redirects it`).toBeNull();

    const alternates = new Map<string, string[]>();
    $('head link[rel="alternate"][hreflang]').each((_, link) => {
      const hreflang = $(link).attr('hreflang') ?? '';
      alternates.set(hreflang, [...(alternates.get(hreflang) ?? []), $(link).attr('href') ?? '']);
    });
    expect([...alternates.keys()].sort(), `${where}: hreflang values`).toEqual(
      [...locales.map((other) => other.htmlLang), 'x-default'].sort(),
    );

    const inLocale = pathInLocale(where, locale);
    const twinOf = (other: BuiltLocale): string => `${other.basePath}${inLocale}`;
    for (const other of locales) {
      expect(alternates.get(other.htmlLang), `${where}: hreflang=${other.htmlLang}`).toEqual([
        absoluteUrl(twinOf(other)),
      ]);
    }
    expect(
      alternates.get('x-default'),
      `${where}: x-default is the ${defaultLocale.locale} page`,
    ).toEqual([absoluteUrl(twinOf(defaultLocale))]);

    // Each twin is a page of the build, in its locale's sitemap, canonical to itself.
    for (const other of locales.filter((candidate) => candidate !== locale)) {
      const twin = twinOf(other);
      const twinFile = htmlFileOf(twin);
      expect(
        twinFile,
        `${where}: its ${other.locale} twin ${twin} is not in the build`,
      ).toBeDefined();
      const $twin = loadHtmlFile(twinFile!);
      expect(refreshTarget($twin), `${twin} is a redirect`).toBeUndefined();
      expect($twin('head link[rel="canonical"]').attr('href'), `${twin}: canonical`).toBe(
        absoluteUrl(twin),
      );
      expect(
        sitemapOf.get(other.locale)?.has(twin),
        `${twin} is in the ${other.locale} sitemap`,
      ).toBe(true);
    }
  });
});
