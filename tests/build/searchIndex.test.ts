import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLE_DETAIL_SELECTORS, CONTENT_SELECTORS } from '../../scripts/search/pagefindIndex';
import { normalizeSearchQuery } from '../../src/lib/searchQuery';
import {
  NAVBAR_LIMIT,
  PAGE_LIMIT,
  collectShown,
  plainText,
  type ResultLimit,
  type ShownResult,
} from '../../src/search/pagefindResults';
import {
  defaultLocale,
  htmlFileOf,
  loadHtmlFile,
  locales,
  sitemapUrls,
  type BuiltLocale,
} from './buildOutput';
import { buildFetch, indexedPages, loadPagefind, topResults } from './siteSearch';

/*
 * The Pagefind index as built (scripts/build-search-index.ts): what each
 * locale's bundle holds, read from the indexer's fragment files, and what the
 * bundle's pagefind.js finds in Node (./siteSearch.ts), shown as the search
 * boxes show it (src/search/pagefindResults.ts). Typing, the navbar's list,
 * highlighting and clicks stay in tests/e2e/search.spec.ts.
 */

const localeNamed = (name: string): BuiltLocale => {
  const found = locales.find((locale) => locale.locale === name);
  if (!found) throw new Error(`no locale ${name} in config/i18n.ts`);
  return found;
};

/** Text as compared here: no white space at all (Pagefind separates words its own way). */
const squeezed = (text: string): string => text.replace(/[\s\u200b]+/g, '').toLowerCase();

const CONTENT_RULES = [...CONTENT_SELECTORS, ...ARTICLE_DETAIL_SELECTORS];

/**
 * Sitemap pages the index leaves out, restated here from the rules of
 * scripts/search/pagefindIndex.ts: the home page, the search page, the
 * short-link index, the dataset pages (not the catalogue), the blog's lists
 * and the tag pages.
 */
const LEFT_OUT =
  /^(?:|search|go|data\/.+|blog|blog\/(?:archive|authors|tags.*|page\/.*)|docs\/tags.*)$/;

describe.each(locales)('Pagefind index ($locale)', (locale) => {
  const pages = indexedPages(locale);

  it('holds every page of the sitemap but the lists, each with a title', () => {
    const paths = sitemapUrls(locale).map((url) => url.pathname.slice(locale.basePath.length));
    // A doc category's page lists the articles under it.
    const isCategory = (page: string): boolean =>
      paths.some((other) => other.startsWith(`${page}/`)) && page.startsWith('docs/');
    const expected = paths.filter((page) => !LEFT_OUT.test(page) && !isCategory(page));
    expect(expected.length).toBeGreaterThan(30);
    expect(pages.map((page) => page.url.slice(1)).sort()).toEqual(expected.sort());
    expect(pages.filter((page) => page.title.trim() === '')).toEqual([]);
  });

  it('leaves out formulas’ TeX source, calculator forms, chart drawings and tables, diagrams, reading times, post dates and authors', () => {
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

  it('holds each formula once, as drawn (the TeX source beside its MathML is left out)', () => {
    // KaTeX's HTML output once put each formula in three times ("kkk").
    expect(pages.filter((page) => squeezed(page.text).includes('kkk'))).toEqual([]);
    const withTex = pages.filter((page) => /\\(?:frac|approx|texttt|Delta|min)\b/.test(page.text));
    expect(withTex.map((page) => page.url)).toEqual([]);
    // The formulas as drawn are there: the hit-ratio article's T(h) / T(1).
    expect(pages.some((page) => squeezed(page.text).includes('t(h)t(1)'))).toBe(true);
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

  // Pagefind's default pageLength weight ranked the blog post and the Redshift
  // calculator above the long article on the topic (src/search/pagefindRanking.ts).
  it.each([
    ['ja', '技術的負債', 'docs/data-architecture/technical-debt'],
    ['en', 'technical debt', 'docs/data-architecture/technical-debt'],
  ] as const)(
    'ranks the dedicated article first for its own topic (%s: %s)',
    async (name, typed, page) => {
      const locale = localeNamed(name);
      const [first] = await topResults(await loadPagefind(locale), normalizeSearchQuery(typed), 1);
      expect(first?.url).toBe(`${locale.basePath}${page}`);
    },
  );

  it('marks the query in the excerpt', async () => {
    const ja = await loadPagefind(defaultLocale);
    const [first] = await topResults(ja, 'グループコミット', 1);
    expect(first?.excerpt).toContain('<mark>グループコミット</mark>');
  });

  /** Pagefind's own results for a query typed in a locale. */
  async function localeSearch(name: string, typed: string) {
    const pagefind = await loadPagefind(localeNamed(name));
    return (await pagefind.search(normalizeSearchQuery(typed))).results;
  }

  /** What a box shows for a query typed in a locale, as src/search/pagefindSearch.ts asks. */
  async function shown(name: string, typed: string, limit: ResultLimit): Promise<ShownResult[]> {
    return collectShown(await localeSearch(name, typed), normalizeSearchQuery(typed), limit);
  }
  const excerptText = (result: ShownResult): string =>
    result.excerpt.map((part) => part.text).join('');

  it.each(['しくみ', 'ふるまい'])(
    'finds the hiragana word 「%s」 only where it is written, in the navbar and on the search page',
    async (word) => {
      // Pagefind alone cuts しくみ as しく + み and ranks 珍しく first.
      const withWord = indexedPages(defaultLocale).filter((page) =>
        plainText(page.text).includes(word),
      );
      expect(withWord.length).toBeGreaterThan(0);
      for (const limit of [NAVBAR_LIMIT, PAGE_LIMIT]) {
        const results = await shown('ja', word, limit);
        expect(results.map((result) => result.url).sort()).toEqual(
          withWord.map((page) => `${defaultLocale.basePath}${page.url.slice(1)}`).sort(),
        );
        for (const result of results) {
          expect(excerptText(result), result.url).toContain(word);
          const marks = result.excerpt.filter((part) => part.marked).map((part) => part.text);
          expect(marks.length, result.url).toBeGreaterThan(0);
          for (const mark of marks) expect(mark).toBe(word);
        }
      }
    },
  );

  it.each([
    ['ja', 'バッファプール'],
    ['ja', 'ログ'],
    ['en', 'innodb'],
  ] as const)(
    'the search page lists every page whose text has the term, each once (%s: %s)',
    async (name, term) => {
      const locale = localeNamed(name);
      const withTerm = indexedPages(locale)
        .filter((page) => plainText(page.text).toLowerCase().includes(term))
        .map((page) => `${locale.basePath}${page.url.slice(1)}`);
      expect(withTerm.length).toBeGreaterThan(10);
      const listed = (await shown(name, term, PAGE_LIMIT)).map((result) => result.url);
      expect(new Set(listed).size).toBe(listed.length);
      expect(withTerm.filter((url) => !listed.includes(url))).toEqual([]);
    },
  );

  it('lists the group-commit article in the top three of the search page, and a section of it in the navbar', async () => {
    const article = `${defaultLocale.basePath}docs/transactions-locking/group-commit`;
    const page = await shown('ja', 'グループコミット', PAGE_LIMIT);
    expect(page.slice(0, 3).map((result) => result.url)).toContain(article);
    const navbar = await shown('ja', 'グループコミット', NAVBAR_LIMIT);
    expect(navbar.length).toBeLessThanOrEqual(NAVBAR_LIMIT.shown);
    for (const result of navbar) expect(result.title.trim(), result.url).not.toBe('');
  });

  it.each([
    ['ja', 'xyzzyqq'],
    ['en', 'xyzzyqq'],
    ['ja', 'kkk'],
    ['en', 'kkk'],
  ] as const)(
    'shows nothing for a word that is nowhere, though Pagefind falls back to its first letter (%s: %s)',
    async (name, term) => {
      expect((await localeSearch(name, term)).length).toBeGreaterThan(0);
      expect(await shown(name, term, NAVBAR_LIMIT)).toEqual([]);
      expect(await shown(name, term, PAGE_LIMIT)).toEqual([]);
    },
  );
});
