import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths, smallestChartTextPx, waitForHydration } from './helpers';

/**
 * Layout of the charts (LineChart, BarChart) on a phone and a desktop, in
 * the article, on a calculator page and in speaker mode: no text cut off at
 * the edge of the plot, no tick labels running into each other, and chart
 * text enlarged in speaker mode on a phone too.
 */

const ROOT = path.resolve(__dirname, '../..');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Pages whose line charts have long y-axis titles (the ones that were clipped). */
const LINE_CHART_PAGES = [
  '/docs/transactions-locking/group-commit',
  '/calculators/hit-ratio',
  '/docs/io-memory/disk-io-hit-ratio',
].flatMap((pathname) => [pathname, `/en${pathname}`]);

/**
 * Every page with a log-scale bar chart: the dataset pages of bar datasets on
 * a log scale and the articles that embed them (found in the sources, so a
 * new one is checked without editing this list).
 */
function pagesWithLogBarCharts(): string[] {
  const ids = readdirSync(path.join(ROOT, 'static/data'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(ROOT, 'static/data', file), 'utf8')))
    .filter((dataset) => dataset.chart?.kind === 'bar' && dataset.chart?.yScale === 'log')
    .map((dataset) => String(dataset.id));
  const pages = ids.map((id) => `/data/${id}`);
  const docs = path.join(ROOT, 'docs');
  for (const entry of readdirSync(docs, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.mdx')) continue;
    const source = readFileSync(path.join(docs, entry), 'utf8');
    if (ids.some((id) => source.includes(`<DatasetChart id="${id}"`))) {
      pages.push(`/docs/${entry.replace(/\.mdx$/, '')}`);
    }
  }
  return pages.flatMap((pathname) => [pathname, `/en${pathname}`]);
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
  await expect(page.locator('figure svg').first()).toBeVisible();
}

/** SVG text of a chart that reaches outside its SVG (which clips it). */
function textOutsideCharts(): string[] {
  const outside: string[] = [];
  for (const svg of document.querySelectorAll<SVGSVGElement>('figure svg[role="img"]')) {
    const box = svg.getBoundingClientRect();
    for (const text of svg.querySelectorAll('text')) {
      const label = text.textContent?.trim() ?? '';
      if (!label) continue;
      const own = text.getBoundingClientRect();
      if (
        own.left < box.left - 1 ||
        own.right > box.right + 1 ||
        own.top < box.top - 1 ||
        own.bottom > box.bottom + 1
      ) {
        outside.push(label);
      }
    }
  }
  return outside;
}

/** Line charts (they have a left axis) whose y-axis title is not shown whole, in HTML. */
function lineChartsWithoutWholeYTitle(): string[] {
  const missing: string[] = [];
  for (const figure of document.querySelectorAll('figure:has(.visx-axis-left)')) {
    const title = figure.querySelector<HTMLElement>('[data-chart-axis-title="y"]');
    const name = figure.querySelector('figcaption')?.textContent ?? '?';
    if (!title || !title.textContent?.trim()) missing.push(`${name}: no y-axis title`);
    else if (title.scrollWidth > title.clientWidth + 1 || title.getBoundingClientRect().height < 8)
      missing.push(`${name}: y-axis title cut off`);
  }
  return missing;
}

/** Pairs of tick labels of one chart whose boxes overlap. */
function overlappingTickLabels(): string[] {
  const overlaps: string[] = [];
  for (const svg of document.querySelectorAll('figure svg[role="img"]')) {
    const labels = [...svg.querySelectorAll('.visx-axis-tick text')]
      .filter((text) => text.textContent?.trim())
      .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }));
    for (let i = 0; i < labels.length; i += 1) {
      for (let j = i + 1; j < labels.length; j += 1) {
        const a = labels[i]!.box;
        const b = labels[j]!.box;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          overlaps.push(`${labels[i]!.text} × ${labels[j]!.text}`);
        }
      }
    }
  }
  return overlaps;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const pathname of LINE_CHART_PAGES) {
      test(`${pathname}: axis titles and labels are never cut off`, async ({ page }) => {
        await open(page, pathname);
        expect(await page.evaluate(lineChartsWithoutWholeYTitle)).toEqual([]);
        expect(await page.evaluate(textOutsideCharts)).toEqual([]);
        expect(await page.evaluate(overlappingTickLabels)).toEqual([]);
      });
    }

    for (const pathname of ['/data/lab-group-commit', '/en/data/hit-ratio-worked-example']) {
      test(`${pathname}?present: axis titles and labels are never cut off`, async ({ page }) => {
        await open(page, `${pathname}?present`);
        await expect(page.locator('[data-presenting]')).toBeVisible();
        // Polled: the chart is laid out again once speaker mode starts.
        await expect.poll(() => page.evaluate(textOutsideCharts)).toEqual([]);
        expect(await page.evaluate(lineChartsWithoutWholeYTitle)).toEqual([]);
        expect(await page.evaluate(overlappingTickLabels)).toEqual([]);
      });
    }
  });
}

test.describe('log-scale bar charts on a phone', () => {
  test.use({ viewport: PHONE });
  const pages = pagesWithLogBarCharts();

  test('the pages with log-scale bar charts are found and are in the sitemap', () => {
    expect(pages).toContain('/docs/io-memory/disk-io-hit-ratio');
    expect(pages).toContain('/en/data/access-latencies');
    const sitemap = sitemapPaths();
    for (const pathname of pages) expect(sitemap).toContain(pathname);
  });

  for (const pathname of pages) {
    test(`${pathname}: no two tick labels of any chart overlap`, async ({ page }) => {
      await open(page, pathname);
      expect(await page.locator('.visx-axis-tick text').count()).toBeGreaterThan(0);
      expect(await page.evaluate(overlappingTickLabels)).toEqual([]);
      expect(await page.evaluate(textOutsideCharts)).toEqual([]);
    });
  }
});

test.describe('speaker mode on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const pathname of ['/data/lab-group-commit', '/en/data/access-latencies']) {
    test(`${pathname}?present enlarges chart text to at least 16 px`, async ({ page }) => {
      await open(page, `${pathname}?present`);
      await expect(page.locator('[data-presenting]')).toBeVisible();
      await expect
        .poll(() => smallestChartTextPx(page.locator('[data-presenting]')))
        .toBeGreaterThanOrEqual(16);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    });
  }
});

/**
 * The legend entries of a line chart, each as what tells it apart: colour,
 * dash pattern and marker shape (tag and corner count). Also reports dashed
 * swatches whose first gap hides behind the marker (the swatch then looks
 * solid, as the 9th series did at 22 px).
 */
function legendLooks(): { looks: string[]; hiddenDashes: string[]; plotted: string[] } {
  const figure = document.querySelector('figure:has(.visx-axis-left)');
  const looks: string[] = [];
  const hiddenDashes: string[] = [];
  const shapeOf = (marker: Element | null): string => {
    if (!marker) return 'none';
    const corners = marker.getAttribute('points')?.trim().split(/\s+/).length ?? 0;
    return `${marker.tagName}${corners ? `/${corners}` : ''}`;
  };
  for (const swatch of figure?.querySelectorAll<SVGSVGElement>('ul li svg') ?? []) {
    const line = swatch.querySelector('line');
    const marker = swatch.querySelector('circle, rect, polygon') as SVGGraphicsElement | null;
    const dash = line?.getAttribute('stroke-dasharray') ?? (line ? 'solid' : 'no line');
    looks.push(`${getComputedStyle(swatch).fill}|${dash}|${shapeOf(marker)}`);
    if (line && marker && dash !== 'solid') {
      const [first = 0, gap = 0] = dash.split(/[\s,]+/).map(Number);
      const markerLeft = marker.getBBox().x;
      if (first + gap > markerLeft)
        hiddenDashes.push(`${swatch.parentElement?.textContent}: ${dash}`);
    }
  }
  // The plot: each series' marker group, by fill colour and the shape of its first marker.
  const plotted = [...(figure?.querySelectorAll('svg[role="img"] g[style*="fill"]') ?? [])].map(
    (group) =>
      `${getComputedStyle(group).fill}|${shapeOf(group.querySelector('circle, rect, polygon'))}`,
  );
  return { looks, hiddenDashes, plotted };
}

test.describe('a line chart with more series than colours', () => {
  for (const pathname of ['/data/lab-id-strategy', '/en/data/lab-id-strategy']) {
    test(`${pathname}: every series looks different in the legend and the plot`, async ({
      page,
    }) => {
      await open(page, pathname);
      const { looks, hiddenDashes, plotted } = await page.evaluate(legendLooks);
      // Nine key strategies against eight colours.
      expect(looks).toHaveLength(9);
      expect(new Set(looks).size).toBe(looks.length);
      expect(hiddenDashes).toEqual([]);
      expect(plotted).toHaveLength(9);
      expect(new Set(plotted).size).toBe(plotted.length);
    });
  }
});

/**
 * How far a bar chart's bars and value labels reach across its box, as a
 * share of the box's width (the rest is empty margin).
 */
function barChartReach(datasetId: string): number {
  const svg = document.querySelector(`[data-dataset-chart="${datasetId}"] svg[role="img"]`);
  const box = svg?.parentElement?.getBoundingClientRect();
  if (!svg || !box) return 0;
  // Bars and the value printed after each (a bar's group holds its rect and
  // label; category labels and axes are not counted).
  const drawn = [...svg.querySelectorAll('g:has(> rect) > :is(rect, text)')];
  const right = Math.max(...drawn.map((element) => element.getBoundingClientRect().right));
  return (right - box.left) / box.width;
}

test.describe('bar charts on a phone use its width', () => {
  test.use({ viewport: PHONE });

  for (const pathname of [
    '/data/group-commit-fsyncs',
    '/en/data/group-commit-fsyncs',
    '/docs/transactions-locking/group-commit',
    '/en/docs/transactions-locking/group-commit',
  ]) {
    test(`${pathname}: the fsync chart's bars and labels span ≥ 90 % of its width`, async ({
      page,
    }) => {
      await open(page, pathname);
      expect(await page.evaluate(barChartReach, 'group-commit-fsyncs')).toBeGreaterThanOrEqual(0.9);
      expect(await page.evaluate(textOutsideCharts)).toEqual([]);
    });
  }
});

/**
 * Characters of a dataset's figure (chart, caption, table) that no font of
 * the chart's font stack draws: each is drawn on a canvas and compared with a
 * code point no font has (Chromium draws the same empty box for both).
 */
async function charactersWithoutGlyph(datasetId: string): Promise<string[]> {
  const figure = document.querySelector(`[data-dataset-chart="${datasetId}"] figure`);
  const label = figure?.querySelector('svg[role="img"] text');
  if (!figure || !label) return ['no chart'];
  const font = `600 24px ${getComputedStyle(label).fontFamily}`;
  const characters = [...new Set(figure.textContent ?? '')].filter(
    (character) => !/\s/u.test(character) && character !== '\u200b',
  );
  await Promise.all(characters.map((character) => document.fonts.load(font, character)));
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return ['no canvas'];
  const draw = (character: string): string => {
    context.clearRect(0, 0, 48, 48);
    context.font = font;
    context.fillText(character, 8, 34);
    return context.getImageData(0, 0, 48, 48).data.join(',');
  };
  const missing = draw('\u{10FFFD}');
  return characters.filter((character) => draw(character) === missing);
}

for (const pathname of [
  '/data/tuningathon5-baseline-queries',
  '/en/data/tuningathon5-baseline-queries',
  '/docs/benchmarking/query-cache-and-tuningathon',
  '/en/docs/benchmarking/query-cache-and-tuningathon',
]) {
  test(`${pathname}: every character of the chart has a glyph (no empty boxes)`, async ({
    page,
  }) => {
    await open(page, pathname);
    // The Q1 label once used the JOIN sign ⨝ (U+2A1D), which no font of the
    // stack has on Linux: it showed as an empty box. It now says JOIN.
    expect(await page.evaluate(charactersWithoutGlyph, 'tuningathon5-baseline-queries')).toEqual(
      [],
    );
  });
}
