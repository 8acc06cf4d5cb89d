import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as Comlink from 'comlink';
import { searchOptions } from '../../config/search';
import {
  defaultLocale,
  htmlFileOf,
  loadHtmlFile,
  locales,
  loadPage,
  refreshTarget,
  sitemapUrls,
  type BuiltLocale,
} from './buildOutput';
import { browserGlobalsForBuild, builtIndex, shown, type ShownResult } from './siteSearch';
import { pruneReason } from '../../scripts/search/pruneSearchIndex';
import type { SearchResult } from '../../src/search/searchEngine';

/*
 * The local search's index as built (`search-index.json` of each locale) and
 * the site's search run over it in Node with the modules the browser runs
 * (see ./siteSearch.ts). Typing, the navbar's list, highlighting and clicks
 * stay in tests/e2e/search.spec.ts.
 */

vi.mock('comlink', () => ({ expose: vi.fn(), wrap: vi.fn() }));
vi.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants',
  async () => (await import('./siteSearch')).builtSearchConstants(),
);

type Search = (basePath: string, query: string) => Promise<ShownResult[]>;
let navbarSearch: Search;
let pageSearch: Search;
/** The navbar's and the search page's results as the plugin's components receive them. */
let navbarResults: (basePath: string, query: string) => Promise<SearchResult[]>;
let pageResults: (basePath: string, query: string) => Promise<SearchResult[]>;

beforeAll(async () => {
  for (const [name, value] of Object.entries(browserGlobalsForBuild())) vi.stubGlobal(name, value);
  // The stand-ins search only in a production build, as the plugin's worker does.
  vi.stubEnv('NODE_ENV', 'production');
  const { SiteSearchWorker } = await import('../../src/search/searchWorker');
  // The worker runs in-process: Comlink's wrap hands back the worker class itself.
  vi.mocked(Comlink.wrap).mockReturnValue(SiteSearchWorker as never);
  const navbar = await import('../../src/search/searchByWorker');
  const page = await import('../../src/search/searchByWorkerForPage');
  const constants =
    await import('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants');
  const navbarLimit = (constants as unknown as { searchResultLimits: number }).searchResultLimits;
  // The plugin's search page asks for 100 results (SearchPage.jsx).
  navbarResults = (basePath, query) => navbar.searchByWorker(basePath, '', query, navbarLimit);
  pageResults = (basePath, query) => page.searchByWorker(basePath, '', query, 100);
  navbarSearch = async (basePath, query) => (await navbarResults(basePath, query)).map(shown);
  pageSearch = async (basePath, query) => (await pageResults(basePath, query)).map(shown);
});

const ja = defaultLocale;
/** A locale by name: test tables name it, so that test titles read `ja: グループコミット`. */
const localeNamed = (name: string): BuiltLocale => {
  const found = locales.find((locale) => locale.locale === name);
  if (!found) throw new Error(`no locale ${name} in config/i18n.ts`);
  return found;
};
const pathOf = (href: string): string => href.split('#')[0] ?? href;

describe.each(locales)('search index ($locale)', (locale) => {
  const index = builtIndex(locale);
  const documents = index.flatMap((part) => part.documents);

  it('has the plugin’s five parts (title, heading, description, keywords, content)', () => {
    expect(index).toHaveLength(5);
    expect(index[0]?.documents.length).toBeGreaterThan(10);
  });

  it('links only to pages and anchors of the build, in its own locale', () => {
    const problems: string[] = [];
    for (const { u, h } of documents) {
      if (!u.startsWith(locale.basePath)) problems.push(`${u}: outside ${locale.basePath}`);
      for (const other of locales) {
        if (other !== locale && other.dir && u.startsWith(`${locale.basePath}${other.dir}/`)) {
          problems.push(`${u}: a page of the ${other.locale} site`);
        }
      }
      const file = htmlFileOf(u);
      if (!file) {
        problems.push(`${u}: no page in the build`);
        continue;
      }
      const $ = loadHtmlFile(file);
      if (refreshTarget($) !== undefined) problems.push(`${u}: a redirect page`);
      const id = h?.slice(1);
      if (id && $(`[id="${id}"]`).length === 0) problems.push(`${u}${h ?? ''}: no such anchor`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('holds no tripled formula text (KaTeX MathML and TeX source are left out)', () => {
    // A formula $k$ was indexed as MathML + TeX + HTML: "kkk".
    expect(documents.filter((doc) => doc.t.toLowerCase().includes('kkk'))).toEqual([]);
  });

  it('holds no chart drawing, chart values table or diagram (config/search.ts leaves them out)', () => {
    const condensed = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const indexedText = new Map<string, string>();
    for (const doc of documents) {
      indexedText.set(doc.u, `${indexedText.get(doc.u) ?? ''}\n${condensed(doc.t)}`);
    }
    const found = { drawings: 0, tables: 0, diagrams: 0 };
    const leaked: string[] = [];
    for (const [url, text] of indexedText) {
      const file = htmlFileOf(url);
      if (!file) continue;
      const $ = loadHtmlFile(file);
      // What only the left-out parts hold: a drawing's or a diagram's
      // description, and a values table's first row, cells spaced as the
      // indexer spaces them.
      const texts = (selector: string): string[] =>
        $(selector)
          .map((_, element) => $(element).text())
          .get();
      const rows = $('[data-dataset-chart] table tbody tr:first-child')
        .map((_, row) =>
          $(row)
            .children('th, td')
            .map((__, cell) => $(cell).text())
            .get()
            .join(' '),
        )
        .get();
      const probes: [keyof typeof found, string][] = [
        ...texts('[data-dataset-chart] svg > desc').map((text): [keyof typeof found, string] => [
          'drawings',
          text,
        ]),
        ...rows.map((text): [keyof typeof found, string] => ['tables', text]),
        ...texts('[data-diagram-inline] svg > desc').map((text): [keyof typeof found, string] => [
          'diagrams',
          text,
        ]),
      ];
      for (const [kind, probe] of probes) {
        found[kind] += 1;
        if (text.includes(condensed(probe))) leaked.push(`${url}: ${kind}: ${probe.slice(0, 60)}`);
      }
    }
    // The build has all three on the indexed pages, so the check looked at something.
    expect(found.drawings).toBeGreaterThan(10);
    expect(found.tables).toBeGreaterThan(10);
    expect(found.diagrams).toBeGreaterThan(10);
    expect(leaked).toEqual([]);
  });

  it('holds no term a query cannot use (scripts/prune-search-index.ts ran on it)', () => {
    const unusable = index.flatMap((part) =>
      part.index.invertedIndex
        .map(([term]) => term)
        .filter((term) => pruneReason(term) !== undefined),
    );
    expect(unusable).toEqual([]);
  });

  it('has no article section made of an embedded calculator, and no untitled page', () => {
    expect(documents.filter((doc) => doc.h?.includes('calculator-title'))).toEqual([]);
    expect(index[0]?.documents.filter((doc) => doc.t.trim() === '')).toEqual([]);
  });

  it('leaves out what config/search.ts ignores: dataset pages, the blog archive and authors', () => {
    const ignored = searchOptions.ignoreFiles ?? [];
    const pages = [...new Set(documents.map((doc) => doc.u.slice(locale.basePath.length)))];
    const leaked = pages.filter((page) =>
      [ignored].flat().some((rule) => (rule instanceof RegExp ? rule.test(page) : rule === page)),
    );
    expect(leaked).toEqual([]);
    // The dataset catalog itself stays indexed.
    expect(pages).toContain('data');
  });

  it('finds each calculator and tool by its page, without the text of its form and results', () => {
    const framed = sitemapUrls(locale)
      .map((url) => url.pathname)
      .filter((pathname) => /\/(calculators|tools)\/[^/]+\/?$/.test(pathname));
    expect(framed.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    for (const pathname of framed) {
      const route = pathname.replace(/\/$/, '');
      if (!index[0]?.documents.some((doc) => doc.u === route)) problems.push(`${route}: no title`);
      const $ = loadPage(pathname);
      // Labels of the form that the page's other text does not also use.
      const labels = $('[data-calculator] label')
        .map((_, label) => $(label).text().trim())
        .get()
        .filter((text) => text.length >= 4);
      // A copy: loadPage's documents are cached and shared with the other build tests.
      const main = $('main').clone();
      main.find('[data-calculator]').remove();
      const outside = main.text();
      const ownLabels = [...new Set(labels)].filter((text) => !outside.includes(text));
      if (ownLabels.length === 0) problems.push(`${route}: no label to look for`);
      // The page's text as indexed (the meta description, a part of its own, names settings on purpose).
      const indexed = (index[4]?.documents ?? [])
        .filter((doc) => doc.u === route)
        .map((doc) => doc.t)
        .join('\n');
      for (const text of ownLabels)
        if (indexed.includes(text)) problems.push(`${route}: 「${text}」`);
    }
    expect(problems).toEqual([]);
  });
});

describe('search over the built index', () => {
  it.each([
    ['ja', 'バッファプール'],
    ['ja', 'しくみ'],
    ['en', 'buffer pool'],
    ['en', 'fsync'],
  ] as const)(
    'marks what matched in every result it shows, from the pages’ positions files (%s: %s)',
    async (name, query) => {
      const { basePath } = localeNamed(name);
      const words = query.split(' ');
      for (const results of [
        await navbarResults(basePath, query),
        await pageResults(basePath, query),
      ]) {
        expect(results.length).toBeGreaterThan(0);
        const unmarked: string[] = [];
        const allMarks: string[] = [];
        for (const { document, metadata } of results) {
          const positions = Object.values(metadata).flatMap((fields) => fields.t?.position ?? []);
          const marks = positions
            .filter(([start, length]) => start >= 0 && start + length <= document.t.length)
            .map(([start, length]) => document.t.slice(start, start + length).toLowerCase());
          // Each result marks something, inside its text (a misspelling lunr allowed, sync for fsync, included).
          if (marks.length === 0 || marks.length !== positions.length)
            unmarked.push(`${document.u}${document.h ?? ''}: ${JSON.stringify(positions)}`);
          allMarks.push(...marks);
        }
        expect(unmarked).toEqual([]);
        for (const word of words)
          expect(
            allMarks.some((text) => text.includes(word.slice(0, 4))),
            word,
          ).toBe(true);
      }
    },
  );

  it('finds nothing for the tripled formula text kkk', async () => {
    for (const locale of locales) {
      expect(await pageSearch(locale.basePath, 'kkk'), locale.locale).toEqual([]);
      expect(await navbarSearch(locale.basePath, 'kkk'), locale.locale).toEqual([]);
    }
  });

  const FORMULA_EXCERPTS = [
    // [locale, term next to the formula $k$, the words around it as indexed]
    ['ja', '確定', 'で k 件のトランザクション'],
    ['en', 'settles', 'settles k transactions'],
  ] as const;

  it.each(FORMULA_EXCERPTS)(
    'keeps a formula once in the text it shows (%s: %s)',
    async (name, term, around) => {
      const results = await pageSearch(localeNamed(name).basePath, term);
      const section = results.find((result) =>
        result.href.endsWith('/docs/transactions-locking/group-commit#fsync-and-group-commit'),
      );
      expect(section?.text).toContain(around);
      expect(section?.text).not.toContain('kkk');
    },
  );

  const EACH_LINK_ONCE = [
    ['ja', 'グループコミット'],
    ['en', 'group commit'],
  ] as const;

  it.each(EACH_LINK_ONCE)(
    'the search page lists each link once, the calculator on its own page (%s: %s)',
    async (name, term) => {
      const locale = localeNamed(name);
      const results = await pageSearch(locale.basePath, term);
      const hrefs = results.map((result) => result.href);
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
      const article = `${locale.basePath}docs/transactions-locking/group-commit`;
      // Found on its own page, not a second time as a section of the article that embeds it.
      expect(hrefs).toContain(`${locale.basePath}calculators/group-commit`);
      expect(hrefs.filter((href) => href.startsWith(`${article}#`)).length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => href.includes('calculator-title'))).toEqual([]);
      for (const result of results) expect(result.title.trim(), result.href).not.toBe('');
      for (const href of hrefs) expect(href.startsWith(locale.basePath), href).toBe(true);
      // The Japanese results stay in the Japanese site (not under /en/).
      for (const other of locales.filter((candidate) => candidate !== locale && candidate.dir)) {
        const foreign = `${locale.basePath}${other.dir}/`;
        expect(hrefs.filter((href) => href.startsWith(foreign))).toEqual([]);
      }
    },
  );

  it('ranks the group-commit article in the top three for グループコミット', async () => {
    const topThree = (await pageSearch(ja.basePath, 'グループコミット')).slice(0, 3);
    expect(topThree.map((result) => pathOf(result.href))).toContain(
      `${ja.basePath}docs/transactions-locking/group-commit`,
    );
  });

  const WIDTH_VARIANTS = [
    // [locale, typed term, the page it must find, inside the locale]
    ['ja', 'ｸﾞﾙｰﾌﾟｺﾐｯﾄ', 'docs/transactions-locking/group-commit'],
    ['ja', 'ＩＯＰＳ', 'docs/cloud-storage/iops'],
    ['en', 'ｇｒｏｕｐ　ｃｏｍｍｉｔ', 'docs/transactions-locking/group-commit'],
    ['en', 'ＩＯＰＳ', 'docs/cloud-storage/iops'],
  ] as const;

  it.each(WIDTH_VARIANTS)(
    'finds a term typed in the other width, in the navbar and on the search page (%s: %s)',
    async (name, typed, page) => {
      const locale = localeNamed(name);
      const article = `${locale.basePath}${page}`;
      const navbar = await navbarSearch(locale.basePath, typed);
      expect(navbar.filter((result) => result.type === 0).map((result) => result.href)).toContain(
        article,
      );
      const listed = await pageSearch(locale.basePath, typed);
      expect(listed.map((result) => pathOf(result.href))).toContain(article);
    },
  );

  it.each(['しくみ', 'ふるまい'])(
    'finds the hiragana word 「%s」 that lunr alone missed, only where it is written',
    async (word) => {
      const navbar = await navbarSearch(ja.basePath, word);
      expect(navbar.length).toBeGreaterThan(0);
      for (const result of navbar) expect(result.text, result.href).toContain(word);
      const page = await pageSearch(ja.basePath, word);
      expect(page.length).toBeGreaterThan(0);
      for (const result of page) expect(result.text, result.href).toContain(word);
    },
  );

  it.each([
    ['ja', 'バッファプール'],
    ['ja', 'ログ'],
    ['en', 'innodb'],
  ] as const)(
    'the search page lists every link whose text has the term, though there are over 100 (%s: %s)',
    async (name, term) => {
      const locale = localeNamed(name);
      const withTerm = builtIndex(locale)
        .flatMap((part) => part.documents)
        .filter((doc) => doc.t.toLowerCase().includes(term));
      const links = new Set(withTerm.map((doc) => doc.u + (doc.h ?? '')));
      // Headings and their sections' text: more hits than the plugin's cap.
      expect(withTerm.length).toBeGreaterThan(100);
      const hrefs = (await pageSearch(locale.basePath, term)).map((result) => result.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      const missing = [...links].filter((link) => !hrefs.includes(link));
      expect(missing).toEqual([]);
    },
  );
});
