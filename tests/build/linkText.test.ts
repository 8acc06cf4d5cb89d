import { describe, expect, it } from 'vitest';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * Link texts that say nothing about where a link goes: Lighthouse's SEO
 * audit link-text fails a page with one (its lists for English and
 * Japanese, lighthouse/core/audits/seo/link-text.js, 12.x), plus the
 * Japanese theme's 「もっと見る」, which Lighthouse's list lacks but which is
 * as empty as "see more". The English blog list's "Read more" links failed it.
 */
const GENERIC_LINK_TEXTS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ],
  ja: [
    'ここをクリック',
    'こちらをクリック',
    'リンク',
    '続きを読む',
    '続く',
    '全文表示',
    'もっと見る',
  ],
};

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    it('have no link whose whole text is a generic phrase ("Read more")', () => {
      const generic = new Set(GENERIC_LINK_TEXTS[locale.locale] ?? []);
      expect(generic.size).toBeGreaterThan(0);
      const offenders: string[] = [];
      let links = 0;
      for (const url of sitemapUrls(locale)) {
        const $ = loadPage(url.pathname);
        // As Lighthouse: links that leave the page (not a fragment or javascript:).
        $('a[href]:not([href^="#"]):not([href^="javascript:"])').each((__, link) => {
          links += 1;
          const text = $(link).text().trim().toLowerCase();
          if (generic.has(text))
            offenders.push(`${url.pathname}: “${text}” → ${$(link).attr('href') ?? ''}`);
        });
      }
      expect(links).toBeGreaterThan(1000);
      expect([...new Set(offenders)]).toEqual([]);
    });
  },
);
