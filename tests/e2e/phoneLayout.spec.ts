import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths, waitForHydration } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const pathname of [
  '/',
  '/docs/io-memory/disk-io-hit-ratio',
  '/calculators/hit-ratio',
  '/en/calculators/hit-ratio',
  '/en/docs/io-memory/disk-io-hit-ratio',
]) {
  test(`${pathname} fits a phone screen without horizontal scrolling`, async ({
    page,
  }, testInfo) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    const screenshot = await page.screenshot({ fullPage: true });
    await testInfo.attach('phone screenshot', { body: screenshot, contentType: 'image/png' });
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  });
}

/** Waits until every Mermaid diagram on the page has been drawn. */
async function waitForDiagrams(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.docusaurus-mermaid-container')].every((box) =>
      box.querySelector('svg'),
    ),
  );
}

/**
 * Everything on an article that is wider than the phone screen must sit in
 * a box that scrolls sideways (tables, code blocks, formulas, diagrams):
 * `scrollWidth` of the document alone would not notice content clipped by
 * an `overflow: hidden` ancestor.
 */
function elementsOutsideViewport(): string[] {
  const viewport = window.innerWidth;
  const scrollsSideways = (element: Element): boolean => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      const { overflowX } = getComputedStyle(box);
      if ((overflowX === 'auto' || overflowX === 'scroll') && box.clientWidth <= viewport) {
        return true;
      }
    }
    return false;
  };
  const offenders: string[] = [];
  for (const element of document.querySelectorAll('main *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || (box.right <= viewport + 1 && box.left >= -1)) continue;
    // KaTeX's MathML copy is for screen readers only (clipped to 1 px).
    if (element.closest('.katex-mathml')) continue;
    if (getComputedStyle(element).position === 'fixed' || scrollsSideways(element)) continue;
    offenders.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ` +
        `${Math.round(box.left)}–${Math.round(box.right)} px`,
    );
  }
  return offenders;
}

/**
 * Numbers and inline code in the articles' Markdown tables must not be broken letter by letter
 * (an inherited `overflow-wrap: anywhere` let phone tables squeeze their
 * columns to one character: "9,9 / 99, / 83 / 1").
 */
function brokenTableTokens(): string[] {
  const lineCount = (node: Node): number => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  const broken: string[] = [];
  for (const cell of document.querySelectorAll(
    '.markdown > [data-markdown-table] > table :is(td, th)',
  )) {
    const text = cell.textContent?.trim() ?? '';
    if (/^[\d,.]{5,}$/.test(text) && lineCount(cell) > 1) broken.push(text);
    for (const code of cell.querySelectorAll('code')) {
      const token = code.textContent ?? '';
      if (/^[^\s/-]+$/.test(token) && lineCount(code) > 1) broken.push(token);
    }
  }
  return broken;
}

/**
 * Names such as `innodb_autoinc_lock_mode` in headings and table-of-contents
 * entries that wrap anywhere but right after an underscore ("innodb_autoinc_loc
 * / k_mode" in a phone's page title): each part up to and including its
 * underscore must stay on one line.
 */
function identifiersBrokenInside(selector: string): string[] {
  const broken: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const position = (offset: number): [Text, number] => {
      let found = nodes[0]!;
      for (const entry of nodes) if (entry.start <= offset) found = entry;
      return [found.node, Math.min(offset - found.start, found.node.length)];
    };
    for (const match of text.matchAll(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+/g)) {
      let start = match.index;
      for (const part of match[0].split(/(?<=_)/)) {
        const range = document.createRange();
        range.setStart(...position(start));
        range.setEnd(...position(start + part.length));
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`${match[0]} ("${part}" split)`);
        start += part.length;
      }
    }
  }
  return broken;
}

/**
 * A diagram is never drawn larger than its natural size, and on a phone a
 * wide one keeps at least 640 px (scrolling inside its box) instead of
 * shrinking to unreadable type.
 */
function badlySizedDiagrams(): string[] {
  const problems: string[] = [];
  for (const svg of document.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg')) {
    const natural = svg.viewBox.baseVal.width;
    const drawn = svg.getBoundingClientRect().width;
    const container = svg.parentElement?.clientWidth ?? 0;
    const smallest = Math.min(natural, Math.max(container, 640));
    if (drawn > natural + 1 || drawn < smallest - 1) {
      problems.push(`${svg.id}: natural ${Math.round(natural)} px, drawn ${Math.round(drawn)} px`);
    }
  }
  return problems;
}

/**
 * Mermaid sizes a note over two participants by the distance between them,
 * not by its text (mermaid-js/mermaid#3229), so a long note overflowed its
 * box and was cut at the diagram's edge. Each note's text must fit its box.
 */
function overflowingDiagramNotes(): string[] {
  const problems: string[] = [];
  for (const note of document.querySelectorAll<SVGRectElement>(
    '.docusaurus-mermaid-container rect.note',
  )) {
    const texts = [
      ...(note.parentElement?.querySelectorAll<SVGTextElement>('text.noteText') ?? []),
    ];
    const box = note.getBBox();
    for (const text of texts) {
      const textBox = text.getBBox();
      if (textBox.x < box.x - 1 || textBox.x + textBox.width > box.x + box.width + 1) {
        problems.push(
          `"${text.textContent}": text ${Math.round(textBox.width)} px, box ${Math.round(box.width)} px`,
        );
      }
    }
  }
  return problems;
}

const articles = sitemapPaths().filter((pathname) =>
  /^(\/en)?\/(docs\/.+|blog\/(?!tags|archive|authors|page)[^/]+)$/.test(pathname),
);

test('the sitemap lists the articles this check walks', () => {
  expect(articles).toContain('/docs/transactions-locking/group-commit');
  expect(articles).toContain('/en/docs/glossary');
  expect(articles.some((pathname) => pathname.startsWith('/blog/'))).toBe(true);
});

for (const pathname of articles) {
  test(`${pathname}: wide content scrolls inside its box on a phone`, async ({ page }) => {
    await page.goto(pathname);
    await waitForHydration(page);
    await waitForDiagrams(page);
    expect(await page.evaluate(elementsOutsideViewport)).toEqual([]);
    expect(await page.evaluate(brokenTableTokens)).toEqual([]);
    expect(await page.evaluate(badlySizedDiagrams)).toEqual([]);
    expect(await page.evaluate(overflowingDiagramNotes)).toEqual([]);
    expect(await page.evaluate(identifiersBrokenInside, 'article :is(h1, h2, h3, h4)')).toEqual([]);
  });
}

test.describe('identifiers in the AUTO_INCREMENT article at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const TITLE = {
    ja: 'AUTO_INCREMENT のロックと innodb_autoinc_lock_mode',
    en: 'AUTO_INCREMENT locking and innodb_autoinc_lock_mode',
  };

  for (const locale of ['ja', 'en'] as const) {
    const pathname = `${locale === 'en' ? '/en' : ''}/docs/transactions-locking/auto-increment-locking`;
    test(`${pathname}: the title, headings and contents wrap only after an underscore`, async ({
      page,
    }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const title = page.locator('article h1');
      // The breaks add no character: the text (and so copy and paste) is unchanged.
      await expect(title).toHaveText(TITLE[locale]);
      const copied = await title.evaluate((h1) => {
        window.getSelection()?.selectAllChildren(h1);
        return window.getSelection()?.toString();
      });
      expect(copied).toBe(TITLE[locale]);
      expect(
        await title.evaluate((h1) => Math.round(h1.getBoundingClientRect().height)),
      ).toBeGreaterThan(60);
      const heading = page.locator('h2#lock-modes');
      await expect(heading).toContainText('innodb_autoinc_lock_mode');
      // The heading's own link is still named after its text, not its id.
      await expect(heading.locator('a.hash-link')).toHaveAccessibleName(/innodb_autoinc_lock_mode/);
      await page.locator('.theme-doc-toc-mobile button').click();
      const tocEntry = page.locator('.theme-doc-toc-mobile a[href="#lock-modes"]');
      await expect(tocEntry).toBeVisible();
      await expect(tocEntry).toContainText('innodb_autoinc_lock_mode');
      expect(
        await page.evaluate(
          identifiersBrokenInside,
          'article :is(h1, h2, h3), .theme-doc-toc-mobile a',
        ),
      ).toEqual([]);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    });
  }
});

test('the site name in the phone navbar stays clear of the search button', async ({ page }) => {
  for (const pathname of ['/', '/en/']) {
    await page.goto(pathname);
    await waitForHydration(page);
    const title = await page.locator('.navbar__inner .navbar__title').boundingBox();
    const search = await page.locator('.navbar .navbar__search').boundingBox();
    expect(title).not.toBeNull();
    expect(search).not.toBeNull();
    if (!title || !search) return;
    expect(title.x + title.width).toBeLessThanOrEqual(search.x);
  }
});
