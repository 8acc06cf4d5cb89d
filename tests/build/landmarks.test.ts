import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, loadHtmlFile, loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * Every page a reader can land on has exactly one `<main>`: the landmark a
 * screen reader jumps to and the target of "Skip to main content". The
 * local-search plugin's page had none (plugins/search-query gives it one).
 */
describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    it('each have one <main>: every sitemap page, the search page and the 404 page', () => {
      const pages = [
        ...new Set([...sitemapUrls(locale).map((url) => url.pathname), `${locale.basePath}search`]),
      ].map((urlPath) => [urlPath, loadPage(urlPath)] as const);
      pages.push(['404.html', loadHtmlFile(path.join(BUILD_DIR, locale.dir, '404.html'))]);
      expect(pages.length).toBeGreaterThan(30);
      const offenders = pages
        .map(([urlPath, $]) => [urlPath, $('main').length] as const)
        .filter(([, count]) => count !== 1)
        .map(([urlPath, count]) => `${urlPath}: ${String(count)} <main>`);
      expect(offenders).toEqual([]);
    });

    it('hold the search form and its results inside the search page’s <main>', () => {
      const $ = loadPage(`${locale.basePath}search`);
      expect($('main input[name="q"]').length).toBe(1);
      expect($('main h1').length).toBe(1);
    });
  },
);
