import type * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadPage } from './buildOutput';

/**
 * Text of the blog chrome and the dataset pages in the page's language
 * (findings of the visual review, kept fixed), read from the server HTML:
 * the browser suite loaded seven pages for these (tests/e2e/blogAndDatasetPages.spec.ts
 * keeps what needs a layout). Hydration cannot change the text unnoticed: a
 * mismatch is a console error, which the browser sweep fails on every page.
 */

/** Text with runs of white space as one space, trimmed (as Playwright's `toHaveText` compares). */
const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('blog chrome in the page language', () => {
  it.each([
    { pathname: '/blog', sidebar: '最近の記事', title: /^ブログ \| / },
    { pathname: '/en/blog', sidebar: 'Recent posts', title: /^Blog \| / },
  ])('$pathname: sidebar heading, title and description', ({ pathname, sidebar, title }) => {
    const $ = loadPage(pathname);
    expect(normalized($('aside nav > div').first().text())).toBe(sidebar);
    expect($('head title').text()).toMatch(title);
    // The preset's default description was the bare word "Blog" in both languages.
    expect($('meta[name="description"]').attr('content')?.length ?? 0).toBeGreaterThan(20);
  });

  it.each(['/blog/archive', '/en/blog/archive'])(
    "%s: the hero's description does not repeat its title",
    (pathname) => {
      const $ = loadPage(pathname);
      const title = $('header h1').first().text().trim();
      const description = $('header h1 + p').first().text().trim();
      expect(title).toBeTruthy();
      expect(description).toBeTruthy();
      expect(description).not.toBe(title);
    },
  );
});

/** The text of `main` outside elements marked as Japanese (quoted source titles). */
function textOutsideJapaneseQuotes($: cheerio.CheerioAPI): string {
  return $('main')
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.nodeType === 3) // text nodes
    .filter((_, node) => !$(node).parent().closest('[lang]').attr('lang')?.startsWith('ja'))
    .map((_, node) => $(node).text())
    .get()
    .join(' ');
}

describe('dataset pages in the page language', () => {
  it('locators and lab runs under the excerpts follow the page language', () => {
    const japanese = loadPage('/data/autoinc-lock-50-vs-51')('main').text();
    expect(japanese).toContain('デッドロックのエラーの直後の段落');
    expect(japanese).not.toContain('paragraph after');
    expect(loadPage('/en/data/autoinc-lock-50-vs-51')('main').text()).toContain(
      'paragraph after the deadlock error',
    );
    const labRun = loadPage('/data/lab-autoinc')('main').text();
    expect(labRun).toContain('full 規模の実行(2026-11-21T');
    expect(labRun).not.toContain('run started');
  });

  it.each(['/en/data/obama-2008-campaign', '/en/data/redshift-cost-thresholds'])(
    '%s: the yen symbol is spelled out in English',
    (pathname) => {
      const text = textOutsideJapaneseQuotes(loadPage(pathname));
      expect(text).toContain('(yen)');
      expect(text).not.toContain('円');
    },
  );
});
