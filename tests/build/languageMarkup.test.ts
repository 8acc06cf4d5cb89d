import { describe, expect, it } from 'vitest';
import { containsJapanese } from '../../src/lib/japaneseRuns';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * On a page that is not Japanese, every Japanese word sits in an element
 * with `lang="ja"` (WCAG 3.1.2, Language of Parts): a quoted source title or
 * section name, a term's Japanese name, a verbatim excerpt. English pages
 * carried 747 unmarked Japanese text runs on 56 pages (chart captions such as
 * "— 2. 大まかなアクセス性能を知っておく", the Obama table's source column);
 * screen readers read them with English rules and browsers chose glyphs by
 * guess. The server HTML is checked: the articles are marked at build time
 * (src/remark/rehypeJapaneseLang.ts), data and calculator text when rendered
 * (src/components/LangMarkedText).
 */
const translated = locales.filter((locale) => !locale.locale.startsWith('ja'));

describe.each(translated.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    const paths = sitemapUrls(locale).map((url) => url.pathname);

    it('mark every Japanese text run in the page content lang="ja"', () => {
      expect(paths.length).toBeGreaterThan(30);
      const offenders: string[] = [];
      let marked = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        marked += $('main [lang="ja"]').length;
        $('main')
          .find('*')
          .contents()
          .each((__, node) => {
            if (node.nodeType !== 3) return;
            const { data } = node;
            if (!containsJapanese(data)) return;
            const parent = $(node).parent();
            if (parent.closest('[lang^="ja"], script, style, .katex').length > 0) return;
            offenders.push(`${urlPath}: “${data.trim().slice(0, 60)}”`);
          });
      }
      expect(offenders).toEqual([]);
      // The check has something to look at: the pages do quote Japanese.
      expect(marked).toBeGreaterThan(500);
    });
  },
);
