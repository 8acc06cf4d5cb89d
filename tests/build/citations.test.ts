import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { LINKED_DOCUMENTS } from '../../src/sources/linkedDocuments';
import { confirmedUrls } from '../../src/sources/registry';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * Citations as a reader meets them: every marker in the text links to an
 * entry of the same page's Sources list and back; every link to an
 * original (or archived copy) in a Sources list, a source entry or a
 * citation is one of the addresses src/sources/registry.ts records as
 * confirmed — no guessed or stale address reaches the site; and on English
 * pages each Japanese title carries its English gloss.
 */
const CONFIRMED = confirmedUrls();

/** Links leaving the site inside an element. */
function externalLinks($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .find('a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get()
    .filter((href) => /^[a-z]+:/i.test(href));
}

/** The content of the article's Sources section (`## … {#sources}`), up to the next h2. */
function sourcesSection($: CheerioAPI): ReturnType<CheerioAPI> {
  return $('main h2#sources').nextUntil('h2');
}

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    const paths = sitemapUrls(locale).map((url) => url.pathname);

    it('link each citation marker to an entry of the same page, and each entry back to its markers', () => {
      const problems: string[] = [];
      let markers = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        $('main sup[data-cite] a').each((__, a) => {
          markers += 1;
          const target = $(a).attr('href') ?? '';
          const entry = target.startsWith('#') ? $(`[id="${target.slice(1)}"]`) : $();
          if (entry.length !== 1 || entry.attr('data-source') === undefined) {
            problems.push(`${urlPath}: marker ${$(a).text()} → ${target} has no Sources entry`);
          }
          const id = $(a).attr('id') ?? '';
          if (id === '' || $(`a[href="#${id}"]`).length !== 1) {
            problems.push(`${urlPath}: marker ${$(a).text()} (${id}) has no back-link`);
          }
        });
        $('main [data-source] a[href^="#"]').each((__, a) => {
          const target = $(a).attr('href')!.slice(1);
          if ($(`[id="${target}"]`).length !== 1) {
            problems.push(`${urlPath}: back-link to #${target} leads nowhere`);
          }
        });
      }
      expect(problems).toEqual([]);
      // The converted articles are there to check.
      expect(markers).toBeGreaterThan(20);
    });

    it('link sources only to the registry’s confirmed addresses', () => {
      const unconfirmed: string[] = [];
      let checked = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        const links = [
          ...externalLinks($, 'main [data-source-description]'),
          ...externalLinks($, 'main sup[data-cite]'),
          ...sourcesSection($)
            .find('a[href]')
            .map((__, a) => $(a).attr('href')!)
            .get()
            .filter((href) => /^[a-z]+:/i.test(href)),
        ];
        checked += links.length;
        for (const href of links) if (!CONFIRMED.has(href)) unconfirmed.push(`${urlPath}: ${href}`);
      }
      expect(unconfirmed).toEqual([]);
      expect(checked).toBeGreaterThan(10);
    });
  },
);

/**
 * Links in a page's content (articles, blog posts, dataset pages, calculator
 * pages: everything inside `main`; the navbar and footer are outside it) that
 * leave the site over http(s) and are neither a registry address nor a
 * confirmed inline-linked document. None is allowed.
 */
function unconfirmedContentLinks($: CheerioAPI): string[] {
  return $('main a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get()
    .filter((href) => /^https?:/i.test(href) && !CONFIRMED.has(href) && !LINKED.has(href));
}

/** Documents linked inline in prose (src/sources/linkedDocuments.ts), each confirmed too. */
const LINKED = new Set(LINKED_DOCUMENTS.map((document) => document.url));

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s page content',
  (_, locale) => {
    const paths = sitemapUrls(locale).map((url) => url.pathname);

    it('links outside the site only to the registry’s confirmed addresses', () => {
      const unconfirmed: string[] = [];
      let external = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        external += $('main a[href^="http"]').length;
        for (const href of unconfirmedContentLinks($)) unconfirmed.push(`${urlPath}: ${href}`);
      }
      expect(unconfirmed).toEqual([]);
      // Articles and calculators do link out: the check has something to check.
      expect(external).toBeGreaterThan(20);
    });
  },
);

describe.each(
  locales.filter((locale) => !locale.locale.startsWith('ja')).map((l) => [l.locale, l] as const),
)('%s pages (not Japanese)', (_, locale) => {
  const paths = sitemapUrls(locale).map((url) => url.pathname);

  it('give every Japanese source title its English gloss', () => {
    const missing: string[] = [];
    let glossed = 0;
    for (const urlPath of paths) {
      const $ = loadPage(urlPath);
      $('main [data-source-description]').each((__, entry) => {
        if ($(entry).find('cite[lang="ja"]').length === 0) return;
        if ($(entry).find('[data-gloss]').text().trim() === '') {
          missing.push(`${urlPath}: ${$(entry).find('cite').text()}`);
        } else glossed += 1;
      });
    }
    expect(missing).toEqual([]);
    expect(glossed).toBeGreaterThan(0);
  });
});
