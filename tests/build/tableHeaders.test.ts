import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/** The tables in a page's `<main>`. */
function tablesOf($: CheerioAPI) {
  return $('main table').get();
}

/** An element as cheerio gives it (domhandler's type, which cheerio does not re-export). */
type Element = ReturnType<typeof tablesOf>[number];

/**
 * The cells of a table laid out on its grid (colspan and rowspan taken into
 * account), so a cell's column header is whatever `<th>` sits above it.
 */
function grid($: CheerioAPI, table: Element): Element[][] {
  const rows: Element[][] = [];
  $(table)
    .find('tr')
    .filter((_, row) => $(row).closest('table').get(0) === table)
    .each((rowIndex, row) => {
      const cells = (rows[rowIndex] ??= []);
      let column = 0;
      for (const cell of $(row).children('th, td').get()) {
        while (cells[column]) column += 1;
        const width = Number($(cell).attr('colspan') ?? 1) || 1;
        const height = Number($(cell).attr('rowspan') ?? 1) || 1;
        for (let down = 0; down < height; down += 1)
          for (let across = 0; across < width; across += 1)
            (rows[rowIndex + down] ??= [])[column + across] = cell;
        column += width;
      }
    });
  return rows;
}

/**
 * Data cells with text but no header with text to their left in their row or
 * above them in their column: what axe's td-has-header (a Lighthouse audit)
 * reports. A Markdown table with an empty corner cell had its row labels in
 * data cells under that empty header (src/remark/rehypeTableRowHeaders).
 */
function cellsWithoutHeader($: CheerioAPI, table: Element): string[] {
  const rows = grid($, table);
  const named = (cell: Element | undefined): boolean =>
    cell !== undefined && cell.tagName === 'th' && $(cell).text().trim() !== '';
  const offenders: string[] = [];
  rows.forEach((cells, rowIndex) => {
    cells.forEach((cell, column) => {
      if (cell.tagName !== 'td' || $(cell).text().trim() === '') return;
      if (cells.slice(0, column).some(named)) return;
      if (rows.slice(0, rowIndex).some((above) => named(above[column]))) return;
      offenders.push($(cell).text().trim().slice(0, 40));
    });
  });
  return [...new Set(offenders)];
}

describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s pages',
  (_, locale) => {
    it('give every data cell of every table a header with text (its row’s or its column’s)', () => {
      let tables = 0;
      const offenders: string[] = [];
      for (const url of sitemapUrls(locale)) {
        const $ = loadPage(url.pathname);
        for (const table of tablesOf($)) {
          tables += 1;
          const cells = cellsWithoutHeader($, table);
          if (cells.length > 0) offenders.push(`${url.pathname}: ${cells.join(' | ')}`);
        }
      }
      // Markdown tables, dataset tables and calculator results: well over a hundred.
      expect(tables).toBeGreaterThan(100);
      expect(offenders).toEqual([]);
    });
  },
);
