import { expect, test, type Page } from '@playwright/test';
import { smallestChartTextPx, waitForHydration } from './helpers';
import {
  lineChartsWithoutWholeYTitle,
  overlappingTickLabels,
  textOutsideCharts,
} from './sweep/layoutChecks';

/**
 * Layout of the charts (LineChart, BarChart) on a phone and a desktop, in
 * the article, on a calculator page and in speaker mode: no text cut off at
 * the edge of the plot, no tick labels running into each other, and chart
 * text enlarged in speaker mode on a phone too.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
  await expect(page.locator('figure svg').first()).toBeVisible();
}

// The same checks run on every page of the site, at 1280 and 375 px, in the
// sweep (tests/e2e/sweep.spec.ts); speaker mode lays charts out anew.
for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

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
    const marker = swatch.querySelector<SVGGraphicsElement>('circle, rect, polygon');
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

      // Nine tangled lines: the legend's entries highlight their series, from the keyboard too.
      const legend = page.locator('[data-dataset-chart="lab-id-strategy"] figure ul').first();
      const entries = legend.locator('button[aria-pressed]');
      await expect(entries).toHaveCount(9);
      await entries.nth(0).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(entries.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(entries.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(entries.nth(2)).toHaveAttribute('aria-pressed', 'false');
      // The other seven stay drawn, dimmed, under the two.
      const dimmedOpacity = await page.evaluate(() =>
        [...document.querySelectorAll('[data-dataset-chart="lab-id-strategy"] svg [data-series]')]
          .slice(0, 7)
          .map((group) => getComputedStyle(group).opacity),
      );
      expect(dimmedOpacity).toEqual(Array.from({ length: 7 }, () => '0.2'));

      // The reader's own result (issue #17), once, on the English page: the
      // real file chooser opened from the drop zone draws the file's nine
      // runs as nine more series, in the reader's ink with hollow markers.
      if (!pathname.startsWith('/en/')) return;
      const figure = page.locator('[data-dataset-chart="lab-id-strategy"]');
      const chooser = page.waitForEvent('filechooser');
      await figure.locator('[data-reader-drop]').click();
      await (await chooser).setFiles('static/data/lab-id-strategy.json');
      const readerSeries = figure.locator('svg [data-series^="reader:"]');
      await expect(readerSeries).toHaveCount(9);
      await expect(figure.locator('[data-legend-series^="reader:"]')).toHaveCount(9);
      await expect(figure.locator('[data-reader-shown]')).toContainText(
        'values of lab-id-strategy.json are drawn',
      );
      const readerLooks = await readerSeries.first().evaluate((group) => {
        const marker = group.querySelector('g > :is(circle, rect, polygon)');
        const pageBackground = getComputedStyle(document.documentElement)
          .getPropertyValue('--fg-page-background')
          .trim();
        const probe = document.createElement('span');
        probe.style.color = pageBackground;
        document.body.append(probe);
        const background = getComputedStyle(probe).color;
        probe.remove();
        return {
          fill: marker ? getComputedStyle(marker).fill : 'none',
          stroke: marker ? getComputedStyle(marker).stroke : 'none',
          background,
        };
      });
      // Hollow: filled with the page's colour, outlined in the reader's ink (#111827 in light mode).
      expect(readerLooks).toEqual({
        fill: readerLooks.background,
        stroke: 'rgb(17, 24, 39)',
        background: readerLooks.background,
      });
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
  const characters = [...new Set(figure.textContent)].filter(
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
