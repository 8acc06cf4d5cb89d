import { describe, expect, it } from 'vitest';
import { buildFileOf, htmlFileOf, loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * What every page links to from its navbar and footer: the dataset catalogue,
 * the short-link list and the blog's feeds were reachable from no page at
 * all, only by typing their address. Each link must lead to a page or file
 * of the same build, in the page's own language.
 */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s navbar and footer',
  (_, locale) => {
    const paths = sitemapUrls(locale).map((url) => url.pathname);
    const home = locale.basePath;

    it.each([
      ['the dataset catalogue', `${home}data`],
      ['the short-link list', `${home}go`],
      ['the blog', `${home}blog`],
      ['the RSS feed', `${home}blog/rss.xml`],
      ['the Atom feed', `${home}blog/atom.xml`],
      ['the calculators', `${home}calculators`],
    ])('every page links %s (%s) from its footer', (_name, target) => {
      const without = paths.filter(
        (urlPath) => loadPage(urlPath)(`footer.footer a[href="${target}"]`).length === 0,
      );
      expect(without).toEqual([]);
    });

    it('every page links the dataset catalogue from its navbar', () => {
      const without = paths.filter(
        (urlPath) => loadPage(urlPath)(`nav.navbar a[href="${home}data"]`).length === 0,
      );
      expect(without).toEqual([]);
    });

    it('each navbar and footer link leads to a page or file of this build', () => {
      const $ = loadPage(home);
      const targets = $('nav.navbar a[href^="/"], footer.footer a[href^="/"]')
        .map((_index, link) => $(link).attr('href') ?? '')
        .get();
      expect(targets.length).toBeGreaterThan(8);
      const missing = targets.filter((href) => !htmlFileOf(href) && !buildFileOf(href));
      expect(missing).toEqual([]);
    });

    it(`the footer speaks the page's language`, () => {
      const footer = loadPage(home)('footer.footer').text();
      if (locale.isDefault) expect(footer).toMatch(JAPANESE);
      else expect(footer).not.toMatch(JAPANESE);
    });
  },
);
