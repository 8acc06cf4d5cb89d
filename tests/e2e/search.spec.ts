import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * The site's search (Pagefind, src/search/pagefindSearch.ts, behind the
 * navbar box src/theme/SearchBar and the page src/pages/search.tsx).
 * Terms are real words from the articles' titles and headings (docs/**.mdx and
 * i18n/en/docusaurus-plugin-content-docs/**.mdx). Only what search finds is
 * asserted; terms it does not find, or ranks low, are listed in the report.
 * What needs no browser (the index's contents, every page with a term listed,
 * the ranking of a few queries, words as written) is in
 * tests/build/searchIndex.test.ts.
 */

const navbarSearch = (page: Page): Locator => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page): Locator => page.getByRole('option');

/** Opens the navbar search the way a reader does: click into it and type. */
async function typeInNavbar(page: Page, term: string): Promise<void> {
  const input = navbarSearch(page);
  await input.click();
  await input.pressSequentially(term, { delay: 20 });
  await expect(suggestions(page).first()).toBeVisible();
}

/**
 * The suggestion whose page title, or the heading of the section it leads
 * to, starts with `title`. A space may be a no-break space on the page ("2 相
 * コミット" stays on one line: src/lib/numberUnitSpaces.ts).
 */
const suggestionTitled = (page: Page, title: string): Locator =>
  suggestions(page).filter({
    has: page.locator('[class*="hitTitle"], [class*="hitSection"]', {
      hasText: new RegExp(`^${escape(title).replaceAll(' ', '[ \u00a0]')}`),
    }),
  });

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const pathOf = (page: Page): string => new URL(page.url()).pathname;
/** Path and decoded query of the address bar, e.g. `/search?q=ヒット率`. */
const addressOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}?${decodeURIComponent(url.search.slice(1).replace(/\+/g, ' '))}`;
};

const JAPANESE_TERMS = [
  // [term typed, title of the article's suggestion, article path]
  [
    'グループコミット',
    'グループコミットとバイナリログの 2 相コミット',
    '/docs/transactions-locking/group-commit',
  ],
  [
    'バッファプール',
    'バッファプールを意識したテーブル設計',
    '/docs/io-memory/table-design-for-buffer-pool',
  ],
  ['ヒット率', 'ディスク I/O とバッファプールのヒット率', '/docs/io-memory/disk-io-hit-ratio'],
  [
    '技術的負債',
    'データストア選択と技術的負債：MongoDB・Redis・Redshift',
    '/docs/data-architecture/technical-debt',
  ],
  ['用語集', '用語集', '/docs/glossary'],
  ['スロットリング', 'IOPS：測り方、バースト、スロットリング', '/docs/cloud-storage/iops'],
  [
    'クエリキャッシュ',
    'クエリキャッシュとチューニンガソン 5',
    '/docs/benchmarking/query-cache-and-tuningathon',
  ],
  [
    '落とし穴',
    'データベース・ベンチマークの 10 の落とし穴',
    '/docs/benchmarking/benchmark-pitfalls',
  ],
  [
    '2相コミット',
    'グループコミットとバイナリログの 2 相コミット',
    '/docs/transactions-locking/group-commit',
  ],
  [
    'ストアドプロシージャ',
    'SQL・ストアドプロシージャ・ハンドラ直接呼び出しの比較',
    '/docs/storage-engines/sql-vs-stored-procedures-vs-handler',
  ],
  [
    '叩き台',
    'MySQL 5.6 パラメータの叩き台を読み直す',
    '/docs/cloud-storage/mysql-56-parameter-baseline',
  ],
  ['このガイドについて', 'このガイドについて', '/docs'],
] as const;

/**
 * Types each term into the navbar search of one page, in turn, and follows
 * the suggestion titled as expected: a click is a client-side navigation, and
 * going back returns to the same page, so the whole list costs one page load
 * (it was one test, and one page load, per term).
 */
async function followSuggestions(
  page: Page,
  cases: readonly { term: string; suggestion: string; path: string; heading: string }[],
): Promise<void> {
  const home = pathOf(page);
  for (const { term, suggestion, path, heading } of cases) {
    await navbarSearch(page).fill('');
    await typeInNavbar(page, term);
    const hit = suggestionTitled(page, suggestion).first();
    await expect(hit, `「${term}」: suggestion 「${suggestion}」`).toBeVisible();
    await hit.click();
    await expect.poll(() => pathOf(page), `「${term}」 leads to`).toBe(path);
    await expect(page.locator('article h1').first(), `「${term}」`).toHaveText(heading);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(home);
  }
}

test('the Japanese navbar search finds each term, also typed in the other width, and leads to its article', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(navbarSearch(page)).toHaveAttribute('placeholder', '検索');
  await followSuggestions(page, [
    ...JAPANESE_TERMS.map(([term, title, path]) => ({
      term,
      suggestion: title,
      path,
      heading: title,
    })),
    ...WIDTH_VARIANTS.filter(([home]) => home === '/').map(([, term, title, path]) => ({
      term,
      suggestion: title,
      path,
      heading: title,
    })),
  ]);
  // A term that is nowhere in the site says so.
  await navbarSearch(page).fill('');
  await navbarSearch(page).pressSequentially('xyzzyqq', { delay: 20 });
  await expect(page.locator('.navbar__search')).toContainText('結果が見つかりません。');
  await expect(suggestions(page)).toHaveCount(0);
});

test('Enter opens the first suggestion, at its section', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await typeInNavbar(page, '技術的負債');
  const firstLink = suggestions(page).first().locator('a');
  // The article on the topic, ahead of the blog post and the calculator that name it
  // (src/search/pagefindRanking.ts), at a section; awaited, as the list of a shorter
  // query typed on the way may still be shown.
  await expect(firstLink).toHaveAttribute('href', /^\/docs\/data-architecture\/technical-debt#.+/);
  const first = (await firstLink.getAttribute('href')) ?? '';
  await navbarSearch(page).press('Enter');
  await expect.poll(() => `${pathOf(page)}${new URL(page.url()).hash}`).toBe(decodeURI(first));
});

const ENGLISH_TERMS = [
  [
    'group commit',
    'Group commit and two-phase commit with the binary',
    '/en/docs/transactions-locking/group-commit',
    'Group commit and two-phase commit with the binary log',
  ],
  [
    'buffer pool',
    'Disk I/O and the buffer-pool hit ratio',
    '/en/docs/io-memory/disk-io-hit-ratio',
    'Disk I/O and the buffer-pool hit ratio',
  ],
  [
    'fsync',
    'Group commit and two-phase commit with the binary',
    '/en/docs/transactions-locking/group-commit',
    'Group commit and two-phase commit with the binary log',
  ],
  [
    'hit ratio',
    'Disk I/O and the buffer-pool hit ratio',
    '/en/docs/io-memory/disk-io-hit-ratio',
    'Disk I/O and the buffer-pool hit ratio',
  ],
  [
    'technical debt',
    'Datastore choices as technical debt',
    '/en/docs/data-architecture/technical-debt',
    'Datastore choices as technical debt: MongoDB, Redis and Redshift',
  ],
  ['glossary', 'Glossary', '/en/docs/glossary', 'Glossary'],
  [
    'throttling',
    'IOPS: measuring, bursting and throttling',
    '/en/docs/cloud-storage/iops',
    'IOPS: measuring, bursting and throttling',
  ],
] as const;

test('the English navbar search finds each term, also typed in the other width, and leads to its article', async ({
  page,
}) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(navbarSearch(page)).toHaveAttribute('placeholder', 'Search');
  await followSuggestions(page, [
    ...ENGLISH_TERMS.map(([term, suggestion, path, heading]) => ({
      term,
      suggestion,
      path,
      heading,
    })),
    ...WIDTH_VARIANTS.filter(([home]) => home === '/en/').map(([, term, suggestion, path]) => ({
      term,
      suggestion,
      path,
      heading: ENGLISH_TERMS.find((entry) => entry[2] === path)?.[3] ?? suggestion,
    })),
  ]);
});

test('the search page lists Japanese results and opens them', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('グループコミット')}`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('検索：グループコミット');
  const results = page.locator('article h2 a');
  // The article and its calculator page both carry the term in their titles;
  // either may rank first, but the article must be among the top three.
  await expect(results.nth(2)).toBeVisible();
  const topThree = await results.evaluateAll((links) =>
    links.slice(0, 3).map((a) => a.getAttribute('href')),
  );
  expect(topThree).toContain('/docs/transactions-locking/group-commit');
  await expect(page.getByText(/^検索数：\d+件$/)).toBeVisible();
  // Japanese has no italic face: the plugin's italic excerpts came out as
  // slanted glyphs.
  const excerptStyles = await page
    .locator('article > p:has(mark)')
    .evaluateAll((excerpts) => excerpts.map((excerpt) => getComputedStyle(excerpt).fontStyle));
  expect(excerptStyles.length).toBeGreaterThan(0);
  expect(new Set(excerptStyles)).toEqual(new Set(['normal']));
  // Results of the Japanese site stay in the Japanese site.
  await expect(results.nth(1)).toBeVisible();
  for (const href of await results.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    expect(href).not.toMatch(/^\/en\//);
  }
  await page.locator('article h2 a[href="/docs/transactions-locking/group-commit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/docs/transactions-locking/group-commit');
});

test('typing on the search page updates the results and the URL', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  const input = page.locator('main input[type="search"], input[name="q"]').first();
  await input.click();
  await input.pressSequentially('技術的負債', { delay: 20 });
  await expect(page.locator('h1')).toHaveText('検索：技術的負債');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('技術的負債');
  await expect(page.locator('article h2 a').first()).toHaveAttribute(
    'href',
    /^\/docs\/data-architecture\/technical-debt/,
  );
});

test('the English search page lists English results only, drawn without moving the page', async ({
  page,
}) => {
  // The results arrive after the first paint; they used to push down a footer
  // that stood in the first screen (Lighthouse: CLS 0.74 on a phone).
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/en/search?q=${encodeURIComponent('buffer pool')}`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search results for "buffer pool"');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  // "Good" CLS is under 0.1 (web.dev); read after the next frame, once the results are laid out.
  const layoutShift = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total;
  });
  expect(layoutShift).toBeLessThan(0.1);
  const hrefs = await page
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.map((href) => href.split('#')[0])).toContain('/en/docs/io-memory/disk-io-hit-ratio');
  for (const href of hrefs) expect(href).toMatch(/^\/en\//);
});

test('"see all results" opens the search page with the term, at a URL that survives a reload and a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await typeInNavbar(page, 'ヒット率');
  const seeAll = page.getByRole('link', { name: 'すべての結果を見る' });
  // The plugin writes `/search/?q=`; the redirect a trailing-slash-free host
  // makes from `/search/` to `/search` loses the query.
  await expect(seeAll).toHaveAttribute('href', `/search?q=${encodeURIComponent('ヒット率')}`);
  const href = (await seeAll.getAttribute('href')) ?? '';

  const newTab = await context.newPage();
  await newTab.goto(href);
  await expect(newTab.locator('h1')).toHaveText('検索：ヒット率');
  await newTab.close();

  await seeAll.click();
  await expect(page.locator('h1')).toHaveText('検索：ヒット率');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  const hrefs = await page
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
  expect(hrefs).toContain('/docs/io-memory/disk-io-hit-ratio');
  await expect.poll(() => addressOf(page)).toBe('/search?q=ヒット率');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('検索：ヒット率', { timeout: 15_000 });
  await expect(page.locator('article h2 a').first()).toBeVisible();
});

test('the English "see all results" link keeps the query after a reload', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await typeInNavbar(page, 'buffer pool');
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  const seeAll = page.getByRole('link', { name: 'See all results' });
  // The link is drawn with each answer; on a busy machine the answer for
  // "buffer p" can still be showing when the last key is typed.
  await expect(seeAll).toHaveAttribute('href', '/en/search?q=buffer+pool');
  await seeAll.click();
  await expect(page.locator('h1')).toHaveText('Search results for "buffer pool"');
  // Results mean the search page has written its query back to the address.
  await expect(page.locator('article h2 a').first()).toBeVisible();
  // The plugin's own push may land on `/search/` once; nothing may put the
  // slash back afterwards (a reload at that moment lost the query).
  expect(addresses.filter((pathname) => pathname.endsWith('/search/')).length).toBeLessThanOrEqual(
    1,
  );
  expect(addresses.at(-1)).toBe('/en/search');
  // The address itself must carry the query before the reload.
  await expect.poll(() => addressOf(page)).toBe('/en/search?q=buffer pool');
  await page.reload();
  // The heading follows the query once the page has hydrated (slow with a busy CPU).
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search results for "buffer pool"', {
    timeout: 15_000,
  });
});

test('the navbar search box is labelled in the page language', async ({ page }) => {
  await page.goto('/docs/glossary');
  await waitForHydration(page);
  await expect(navbarSearch(page)).toHaveAttribute('aria-label', '検索');
  await page.goto('/en/docs/glossary');
  await waitForHydration(page);
  await expect(navbarSearch(page)).toHaveAttribute('aria-label', 'Search');
});

/** Links and excerpts of the search page's results, in order. */
async function searchPageResults(
  page: Page,
  path: string,
): Promise<{ href: string; title: string; excerpt: string }[]> {
  await page.goto(path);
  await waitForHydration(page);
  const results = page.locator('article').filter({ has: page.locator('h2 a') });
  await expect(results.first()).toBeVisible();
  return results.evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
      title: article.querySelector('h2')?.textContent ?? '',
      excerpt: article.querySelector('p[class*="Summary"]')?.textContent ?? '',
    })),
  );
}

const WIDTH_VARIANTS = [
  // [home page, typed term, suggestion title, article path]
  [
    '/',
    'ｸﾞﾙｰﾌﾟｺﾐｯﾄ',
    'グループコミットとバイナリログの 2 相コミット',
    '/docs/transactions-locking/group-commit',
  ],
  ['/', 'ＩＯＰＳ', 'IOPS：測り方、バースト、スロットリング', '/docs/cloud-storage/iops'],
  [
    '/en/',
    'ｇｒｏｕｐ　ｃｏｍｍｉｔ',
    'Group commit and two-phase commit with the binary',
    '/en/docs/transactions-locking/group-commit',
  ],
  ['/en/', 'ＩＯＰＳ', 'IOPS: measuring, bursting and throttling', '/en/docs/cloud-storage/iops'],
] as const;

// The search over every width variant, in the navbar and on the search page,
// is checked in Node over the built index (tests/build/searchIndex.test.ts);
// the navbar tests above type them in the browser. Here, one search page
// opened with a half-width term: it finds the article and keeps what was typed.
test('the search page finds a term typed in the other width and keeps it as typed', async ({
  page,
}) => {
  const [home, typed, , path] = WIDTH_VARIANTS[0];
  const results = await searchPageResults(page, `${home}search?q=${encodeURIComponent(typed)}`);
  expect(results.map((result) => result.href.split('#')[0])).toContain(path);
  await expect(page.locator('input[name="q"]')).toHaveValue(typed);
});

/*
 * Japanese words that Pagefind alone ranks low or cuts apart: its segmenter
 * cuts the query しくみ as しく + み and matched 珍しく first. The boxes show
 * the pages with the words as written (src/search/pagefindResults.ts). Each
 * word below is in exactly the articles' text, nowhere else.
 */
const KANA_WORDS = ['しくみ', 'ふるまい'] as const;

for (const word of KANA_WORDS) {
  test(`the navbar search finds the hiragana word 「${word}」 and each suggestion leads to it`, async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await typeInNavbar(page, word);
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(suggestions(page).nth(i).locator('mark').first()).toHaveText(word);
    }
    for (let i = 0; i < count; i += 1) {
      if (i > 0) {
        // Back to the home page (client-side, no reload) and the same term.
        await page.goBack();
        await expect.poll(() => pathOf(page)).toBe('/');
        await navbarSearch(page).fill('');
        await typeInNavbar(page, word);
      }
      await suggestions(page).nth(i).click();
      await expect.poll(() => pathOf(page)).not.toBe('/');
      await expect(page.locator('article').first()).toContainText(word);
    }
  });
}

/**
 * Both words on one search page: opened with the first, then the second typed
 * into its box. Each result's excerpt highlights the word, and each result's
 * page has it in its article (read from the server's HTML: the link is what
 * is checked, not the article's rendering).
 */
test(`the search page finds ${KANA_WORDS.map((word) => `「${word}」`).join(' and ')}, highlights them, and each result leads to them`, async ({
  page,
}) => {
  const [first, ...others] = KANA_WORDS;
  await searchPageResults(page, `/search?q=${encodeURIComponent(first)}`);
  for (const word of [first, ...others]) {
    if (word !== first) {
      await page.locator('input[name="q"]').fill(word);
      await expect.poll(() => addressOf(page)).toBe(`/search?q=${word}`);
    }
    const excerpts = page.locator('article p[class*="Summary"]');
    await expect(excerpts.locator('mark').first()).toHaveText(word);
    for (const mark of await excerpts.locator('mark').allTextContents()) expect(mark).toBe(word);
    const results = await page
      .locator('article')
      .filter({ has: page.locator('h2 a') })
      .evaluateAll((articles) =>
        articles.map((article) => ({
          href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
          excerpt: article.querySelector('p[class*="Summary"]')?.textContent ?? '',
        })),
      );
    expect(results.length, word).toBeGreaterThan(0);
    for (const { href, excerpt } of results) {
      expect(excerpt, href).toContain(word);
      const response = await page.request.get(href.split('#')[0]!);
      expect(response.ok(), href).toBe(true);
      const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(await response.text())?.[1] ?? '';
      expect(article.replace(/<[^>]+>/g, ''), href).toContain(word);
    }
  }
});

// Every page whose text has the term is listed: checked in Node over the
// built bundle (tests/build/searchIndex.test.ts, バッファプール, ログ, innodb).
test('the search page lists each page once, and counts what it lists', async ({ page }) => {
  const results = await searchPageResults(
    page,
    `/search?q=${encodeURIComponent('バッファプール')}`,
  );
  const hrefs = results.map((result) => result.href);
  expect(hrefs.length).toBeGreaterThan(10);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(page.getByText(`検索数：${hrefs.length}件`, { exact: true })).toBeVisible();
});
