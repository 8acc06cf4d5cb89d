import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const BUILD = path.resolve(__dirname, '../../build');

/** Every page path listed in the built sitemaps of both locales. */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const file of ['sitemap.xml', 'en/sitemap.xml']) {
    const sitemap = path.join(BUILD, file);
    if (!existsSync(sitemap)) throw new Error(`${sitemap} is missing: run npm run build first`);
    for (const match of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.push(new URL(match[1] ?? '/').pathname);
    }
  }
  return [...new Set(paths)].sort();
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (Docusaurus marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Rendered size (px on screen) of SVG text: its font size times the SVG's scale. */
export async function smallestChartTextPx(frame: Locator): Promise<number> {
  return frame.evaluate((element) => {
    let smallest = Number.POSITIVE_INFINITY;
    for (const svg of element.querySelectorAll('svg')) {
      // visx wraps some labels in nested <svg>s: measure from the outermost.
      if (svg.parentElement?.closest('svg')) continue;
      const viewBoxWidth = svg.viewBox.baseVal.width;
      const scale = viewBoxWidth > 0 ? svg.getBoundingClientRect().width / viewBoxWidth : 1;
      for (const text of svg.querySelectorAll('text')) {
        if (!text.textContent.trim()) continue;
        smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(text).fontSize) * scale);
      }
    }
    return smallest;
  });
}

/**
 * How a table is laid out: the data cells whose text wraps onto more than one
 * line, and how many px of it are scrolled out of view.
 */
export async function tableLayout(
  table: Locator,
): Promise<{ wrappedCells: string[]; overflowPx: number }> {
  return table.evaluate((element) => {
    const lines = (node: Node): number => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      ).size;
    };
    // The box that scrolls: the table itself (a bare `.markdown table`), else its wrapper.
    const scroller = [element, element.parentElement].find(
      (box) => box && box.scrollWidth > box.clientWidth + 1,
    );
    return {
      wrappedCells: [...element.querySelectorAll('td')]
        .filter((cell) => lines(cell) > 1)
        .map((cell) => cell.textContent),
      overflowPx: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
    };
  });
}

/**
 * Opacity (0–1) of an element's own background colour. A dialog or a sticky
 * bar painted with Infima's light `--ifm-background-color` (transparent) lets
 * the page's text show through: 0 here.
 */
export async function backgroundAlpha(element: Locator): Promise<number> {
  const colour = await element.evaluate((node) => getComputedStyle(node).backgroundColor);
  const parts =
    /^rgba?\(([^)]+)\)$/
      .exec(colour)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean) ?? [];
  if (parts.length < 3) throw new Error(`unreadable background colour: ${colour}`);
  return parts.length === 3 ? 1 : Number.parseFloat(parts[3] ?? '0');
}
