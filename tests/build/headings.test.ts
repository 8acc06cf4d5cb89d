import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../src/lib/numberUnitSpaces';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * Headings hold inline content only. A heading whose inline code carried a
 * `<wbr>` (identifier breaks after underscores) was rendered by MDX as a code
 * *block*: a grey `<pre>` box inside the `<h3>` (the glossary's
 * `innodb_flush_log_at_trx_commit`, id-strategy's `UUID_TO_BIN`). The
 * server HTML is what the browser shows, so the build is checked directly.
 */
const BLOCK_INSIDE_HEADING = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
  .map((heading) => `${heading} :is(pre, div, p, table, ul, ol, blockquote, figure)`)
  .join(', ');

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    const paths = sitemapUrls(locale).map((url) => url.pathname);

    it('the sitemap lists pages to check', () => {
      expect(paths.length).toBeGreaterThan(30);
    });

    it('no heading contains a block element (code in headings stays inline)', () => {
      const offenders: string[] = [];
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        $(BLOCK_INSIDE_HEADING).each((_, element) => {
          const heading = $(element).closest('h1, h2, h3, h4, h5, h6');
          offenders.push(
            `${urlPath} #${heading.attr('id') ?? '?'}: <${String($(element).prop('tagName')).toLowerCase()}>`,
          );
        });
      }
      expect(offenders).toEqual([]);
    });

    // Page, post and calculator titles (src/theme/Heading,
    // src/theme/BlogPostItem/Header/Title), the Markdown's headings, tables
    // of contents, paragraphs and list items (the remark plugin), each text
    // run on its own. Not yet: the Sources list and the calculators' and
    // charts' other strings, which come from data and message modules.
    const PROSE_AND_HEADINGS = [
      'h1',
      '.markdown :is(h2, h3, h4)',
      '.table-of-contents a',
      '.markdown > p:not([data-reading-time])',
      '.markdown > :is(ul, ol) > li:not([id^="source-"])',
    ].join(', ');

    it('no heading, table of contents entry or prose splits a number from the Japanese word after it', () => {
      // "…バイナリログの 2" / "相コミット": a plain space is a line break
      // opportunity; the page has a no-break space there (src/lib/numberUnitSpaces.ts).
      // After a Latin word the number is a version ("MySQL 5.6 パラメータ"):
      // the no-break space goes between the two, unless a counter follows.
      const japanese = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff%';
      const numberSpaceJapanese = new RegExp(`([^\\s${japanese}]*\\d) (?=([${japanese}]+))`, 'g');
      const offenders: string[] = [];
      let kept = 0;
      let versionsKept = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        $(PROSE_AND_HEADINGS).each((_, element) => {
          $(element)
            .contents()
            .each((__, node) => {
              if (node.nodeType !== 3) return;
              const { data } = node;
              for (const match of data.matchAll(numberSpaceJapanese)) {
                const [, token = '', after = ''] = match;
                const before = data.slice(0, match.index);
                const counted = COUNTERS.some((counter) => after.startsWith(counter));
                const name = /[A-Za-z]/.test(token);
                const version = /(?:^|[^\w.+-])[A-Za-z][\w.+-]*\u00a0$/.test(before);
                if (!name && !(version && !counted))
                  offenders.push(`${urlPath}: “${data.trim().slice(0, 50)}”`);
              }
              kept += data.match(/\d\u00a0/g)?.length ?? 0;
              versionsKept += data.match(/[A-Za-z]\u00a0\d/g)?.length ?? 0;
            });
        });
      }
      expect(offenders).toEqual([]);
      // The Japanese pages do write numbers before Japanese words, and
      // versions after product names ("MySQL 5.6 の"): 1,957 and 236 kept
      // when this was written.
      if (locale.locale === 'ja') expect(kept).toBeGreaterThan(500);
      if (locale.locale === 'ja') expect(versionsKept).toBeGreaterThan(100);
    });

    it("heading levels never skip one (an article's calculator nests under its h2)", () => {
      // In document order, closed dialogs included: the HTML is the outline
      // that tools and readers without the page's styles get. The calculators'
      // QR dialog once sat as an <h2> between an embedded calculator's <h3>
      // title and its <h4> sections: h2 → h4 in four articles of each locale.
      const skips: string[] = [];
      let headings = 0;
      for (const urlPath of paths) {
        const $ = loadPage(urlPath);
        // From the first heading on, as axe's heading-order counts (the blog
        // sidebar's year headings, <h3>, come before a post's <h1>).
        let previous: number | undefined;
        $('h1, h2, h3, h4, h5, h6').each((_, element) => {
          headings += 1;
          const level = Number(element.tagName.slice(1));
          if (previous !== undefined && level > previous + 1) {
            const text = $(element).text().trim().slice(0, 40);
            skips.push(`${urlPath}: h${previous} → h${level} "${text}"`);
          }
          previous = level;
        });
      }
      expect(headings).toBeGreaterThan(paths.length);
      expect(skips).toEqual([]);
    });

    it('inline code in headings keeps its identifier breaks', () => {
      // The fix must not drop the breaks: a heading's long identifier still
      // wraps after its underscores on a phone.
      const codeWithBreaks = paths.flatMap((urlPath) =>
        loadPage(urlPath)(':is(h2, h3, h4) code:has(wbr)').toArray(),
      );
      expect(codeWithBreaks.length).toBeGreaterThan(0);
    });
  },
);
