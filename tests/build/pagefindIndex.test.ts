import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchOptions } from '../../config/search';
import { EXCLUDE_SELECTORS } from '../../scripts/search/pagefindIndex';
import { normalizeSearchQuery } from '../../src/lib/searchQuery';
import { builtIndex } from './siteSearch';
import { defaultLocale, htmlFileOf, loadHtmlFile, locales, type BuiltLocale } from './buildOutput';
import { buildFetch, indexedPages, loadPagefind, topResults } from './pagefindSearch';

/*
 * The Pagefind index as built (scripts/build-search-index.ts): what each
 * locale's bundle holds, read from the indexer's fragment files, and what the
 * bundle's pagefind.js finds in Node (./pagefindSearch.ts).
 */

const localeNamed = (name: string): BuiltLocale => {
  const found = locales.find((locale) => locale.locale === name);
  if (!found) throw new Error(`no locale ${name} in config/i18n.ts`);
  return found;
};

/** Text as compared here: no white space at all (Pagefind separates words its own way). */
const squeezed = (text: string): string => text.replace(/[\s\u200b]+/g, '').toLowerCase();

/** The content rules of config/search.ts's selectors, besides the page layout's. */
const CONTENT_RULES = EXCLUDE_SELECTORS.filter((selector) =>
  (searchOptions.ignoreCssSelectors ?? []).includes(selector),
);

describe.each(locales)('Pagefind index ($locale)', (locale) => {
  const pages = indexedPages(locale);

  it('holds the pages the lunr index holds, each with a title', () => {
    const lunrPages = new Set(
      builtIndex(locale)
        .flatMap((part) => part.documents)
        .map((doc) => `/${doc.u.slice(locale.basePath.length)}`),
    );
    expect(pages.map((page) => page.url).sort()).toEqual([...lunrPages].sort());
    expect(pages.filter((page) => page.title.trim() === '')).toEqual([]);
  });

  it('leaves out config/search.ts’s selectors: formulas’ MathML, calculator forms, chart drawings and tables, diagrams', () => {
    // Every selector of config/search.ts is a rule of the Pagefind index too.
    expect(CONTENT_RULES).toEqual(searchOptions.ignoreCssSelectors);
    const leaked: string[] = [];
    const checked = new Map<string, number>();
    let keptParagraphs = 0;
    for (const page of pages) {
      const file = htmlFileOf(`${locale.basePath}${page.url.slice(1)}`);
      if (!file) throw new Error(`${page.url}: no page in the build`);
      const $ = loadHtmlFile(file);
      const main = $('main').clone();
      const indexed = squeezed(page.text);
      // What only a left-out part holds: its text, when the rest of the page does not also have it.
      const parts = CONTENT_RULES.map((selector) => ({
        selector,
        texts: main
          .find(selector)
          .map((_, element) => squeezed($(element).text()))
          .get()
          .filter((text) => text.length >= 8),
      }));
      main.find(CONTENT_RULES.join(', ')).remove();
      const rest = squeezed(main.text());
      for (const { selector, texts } of parts) {
        for (const text of texts.filter((candidate) => !rest.includes(candidate))) {
          checked.set(selector, (checked.get(selector) ?? 0) + 1);
          if (indexed.includes(text)) leaked.push(`${page.url} ${selector}: ${text.slice(0, 40)}`);
        }
      }
      // The same comparison finds what is indexed: the article's paragraphs.
      for (const paragraph of main.find('article p').slice(0, 3).get()) {
        const text = squeezed($(paragraph).text());
        if (text.length >= 8 && indexed.includes(text)) keptParagraphs += 1;
      }
    }
    expect(leaked).toEqual([]);
    // Each rule had something to leave out, so the check above checked something.
    for (const selector of CONTENT_RULES)
      expect(checked.get(selector) ?? 0, selector).toBeGreaterThan(0);
    expect(keptParagraphs).toBeGreaterThan(20);
  });

  it('holds no tripled formula text (KaTeX MathML and TeX source are left out)', () => {
    expect(pages.filter((page) => squeezed(page.text).includes('kkk'))).toEqual([]);
  });
});

describe('Pagefind search over the built index', () => {
  const fetched = { bytes: 0 };

  beforeAll(() => {
    vi.stubGlobal('fetch', buildFetch(locales, fetched));
  });

  it('cuts Japanese text into words (Pagefind’s extended build)', () => {
    const article = indexedPages(defaultLocale).find(
      (page) => page.url === '/docs/transactions-locking/group-commit',
    );
    // Words separated by zero-width spaces, not one run per sentence.
    expect(article?.text).toContain('バイナリログ\u200bを\u200b有効\u200bにし\u200bた');
  });

  it.each([
    ['ja', 'グループコミット', 'docs/transactions-locking/group-commit'],
    ['ja', 'ｸﾞﾙｰﾌﾟｺﾐｯﾄ', 'docs/transactions-locking/group-commit'],
    ['ja', 'ＩＯＰＳ', 'docs/cloud-storage/iops'],
    ['en', 'group commit', 'docs/transactions-locking/group-commit'],
    ['en', 'ｇｒｏｕｐ　ｃｏｍｍｉｔ', 'docs/transactions-locking/group-commit'],
    ['en', 'ＩＯＰＳ', 'docs/cloud-storage/iops'],
  ] as const)(
    'ranks the article in the top three, its own locale only (%s: %s)',
    async (name, typed, page) => {
      const locale = localeNamed(name);
      const pagefind = await loadPagefind(locale);
      const results = await topResults(pagefind, normalizeSearchQuery(typed), 3);
      expect(results.map((result) => result.url)).toContain(`${locale.basePath}${page}`);
      for (const result of results) expect(result.url.startsWith(locale.basePath)).toBe(true);
      if (!locale.isDefault) return;
      for (const other of locales.filter((candidate) => candidate.dir)) {
        for (const result of results) expect(result.url).not.toMatch(`^/${other.dir}/`);
      }
    },
  );

  it('marks the query in the excerpt', async () => {
    const ja = await loadPagefind(defaultLocale);
    const [first] = await topResults(ja, 'グループコミット', 1);
    expect(first?.excerpt).toContain('<mark>グループコミット</mark>');
  });
});
