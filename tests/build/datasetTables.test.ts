import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_TABLE_MAX_ROWS } from '../../src/components/DatasetPage/tableRows';
import { loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * A dataset page (/data/<id>) shows a short data table open and keeps a long
 * one closed (the lab's 390-row table made /en/data/lab-id-strategy ≈39,000 px
 * tall): every row is still in the server HTML, inside a native <details>
 * that opens without JavaScript.
 */

const DATA_DIR = path.join(__dirname, '..', '..', 'static', 'data');

function pointCount(datasetId: string): number {
  const dataset = JSON.parse(readFileSync(path.join(DATA_DIR, `${datasetId}.json`), 'utf8')) as {
    points: unknown[];
  };
  return dataset.points.length;
}

describe.each(locales)('dataset pages ($locale)', (locale) => {
  const datasetPaths = sitemapUrls(locale)
    .map((url) => url.pathname)
    .filter((pathname) => new RegExp(`^${locale.basePath}data/[^/]+$`).test(pathname));

  it('the sitemap lists dataset pages, some with long tables', () => {
    expect(datasetPaths.length).toBeGreaterThan(10);
    const long = datasetPaths.filter(
      (pathname) => pointCount(path.posix.basename(pathname)) > OPEN_TABLE_MAX_ROWS,
    );
    expect(long).toContain(`${locale.basePath}data/lab-id-strategy`);
  });

  it.each(['lab-id-strategy', 'obama-2008-campaign', 'access-latencies'])(
    '/data/%s: the table holds every point, open only when short',
    (datasetId) => {
      const $ = loadPage(`${locale.basePath}data/${datasetId}`);
      const details = $(`[data-dataset-chart="${datasetId}"] details:has(table)`);
      expect(details.length).toBe(1);
      const rows = pointCount(datasetId);
      expect(details.find('table tbody tr').length).toBe(rows);
      expect(details.children('summary').text()).toContain(String(rows));
      expect(details.attr('open') !== undefined, `${rows} rows: open`).toBe(
        rows <= OPEN_TABLE_MAX_ROWS,
      );
    },
  );

  it('every dataset page opens its table only when it has at most OPEN_TABLE_MAX_ROWS rows', () => {
    const wrong = datasetPaths.flatMap((pathname) => {
      const $ = loadPage(pathname);
      const details = $('[data-dataset-chart] details:has(table)');
      const rows = details.find('table tbody tr').length;
      const open = details.attr('open') !== undefined;
      return open === rows <= OPEN_TABLE_MAX_ROWS
        ? []
        : [`${pathname}: ${rows} rows, open=${open}`];
    });
    expect(wrong).toEqual([]);
  });

  it('a long list of the values one excerpt or lab run backs is closed, and whole', () => {
    const $ = loadPage(`${locale.basePath}data/lab-id-strategy`);
    const lists = $('#provenance ~ ol > li > ul, #provenance ~ ol > li > details > ul')
      .map((_, list) => {
        const details = $(list).parent('details');
        return {
          values: $(list).children('li').length,
          open: details.length === 0 || details.attr('open') !== undefined,
        };
      })
      .get();
    expect(lists.reduce((sum, list) => sum + list.values, 0)).toBe(pointCount('lab-id-strategy'));
    expect(lists.filter((list) => list.open === list.values > OPEN_TABLE_MAX_ROWS)).toEqual([]);
  });

  it('every dataset page with a chart offers a reader’s result file, in its language and disabled until hydrated; a table-only one does not', () => {
    const wrong = datasetPaths.flatMap((pathname) => {
      const $ = loadPage(pathname);
      const hasChart = $('[data-dataset-chart] svg[role="img"]').length > 0;
      const control = $('[data-dataset-chart] [data-reader-results]');
      const input = control.find('input[type="file"]');
      const heading = control.find('p').first().text();
      const ok = hasChart
        ? control.length === 1 &&
          input.attr('disabled') !== undefined &&
          heading ===
            (locale.locale === 'en'
              ? 'Compare with your own measurement'
              : 'あなたの計測結果と比べる')
        : control.length === 0;
      return ok ? [] : [`${pathname}: chart ${hasChart}, control ${control.length}, "${heading}"`];
    });
    expect(wrong).toEqual([]);
  });
});
