import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, locales } from './buildOutput';
import { markersBeforeHydration, scriptDir } from './pageScripts';

/**
 * An article's dataset charts cost its first load nothing but a small
 * component (src/components/DatasetChart): the chart's code (DatasetFigure,
 * the charts, visx) and its dataset load when a chart nears the viewport,
 * while the server's HTML of the chart is whole in the page (issue #18).
 *
 * "The scripts a page loads before it runs": see ./pageScripts.ts.
 */

/** Text of the chart's code and data, each found in exactly one kind of chunk. */
const CHART_CODE = {
  /** visx's axes. */
  visx: 'visx-axis',
  /** DatasetFigure's outer element. */
  figure: '"data-dataset-chart":',
  /** A dataset's JSON, compiled into a module. */
  dataset: '"units":[{"id"',
} as const;

/**
 * The Mermaid article of `npm run perf` (two charts), one with six charts,
 * both without a calculator, and the group-commit article (a calculator,
 * whose code, visx included, loads near the viewport too:
 * tests/build/calculatorCode.test.ts).
 */
const ARTICLES = [
  { page: 'docs/io-memory/linux-for-database-servers' },
  { page: 'docs/io-memory/table-design-for-buffer-pool' },
  { page: 'docs/transactions-locking/group-commit' },
] as const;

describe('dataset charts in articles', () => {
  it.each(ARTICLES)(
    '$page: the scripts loaded before hydration hold no chart code and no dataset',
    ({ page }) => {
      const problems = markersBeforeHydration(page, CHART_CODE);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('the chart code and the datasets are in the build, as lazy chunks', () => {
    for (const locale of locales) {
      const dir = scriptDir(locale.dir);
      const code = readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'));
      for (const marker of Object.values(CHART_CODE)) {
        expect(
          code.some((text) => text.includes(marker)),
          `${locale.locale}: ${marker}`,
        ).toBe(true);
      }
    }
  });

  it.each(ARTICLES)('$page: every chart is whole in the HTML, in place', ({ page }) => {
    for (const locale of locales) {
      const file = htmlFileOf(`${locale.basePath}${page}`);
      if (!file) throw new Error(`no HTML for ${page} (${locale.locale})`);
      const html = readFileSync(file, 'utf8');
      // The slots' contents; a calculator's slot (tests/build/calculatorCode.test.ts) aside.
      const slots = html
        .split(/<div data-server-markup=[^>]*>/)
        .slice(1)
        .filter((slot) => !/^<section[^>]*\sdata-calculator=/.test(slot));
      const charts = html.match(/<div[^>]*\sdata-dataset-chart=/g) ?? [];
      expect(slots.length, `${file}: chart slots`).toBeGreaterThan(0);
      expect(charts.length, `${file}: charts`).toBe(slots.length);
      // Each slot holds its chart directly: no Suspense boundary React
      // wrote elsewhere and moves in with an inline script.
      for (const slot of slots) {
        expect(slot.startsWith('<div id=dataset-') || slot.startsWith('<div id="dataset-')).toBe(
          true,
        );
      }
      expect(html).not.toMatch(/<template id="?B:/);
    }
  });
});
