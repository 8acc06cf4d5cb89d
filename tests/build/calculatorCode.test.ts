import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, locales } from './buildOutput';
import {
  initialScripts,
  markdownSource,
  markersBeforeHydration,
  scriptsLoadedFor,
} from './pageScripts';

/**
 * An article's calculator costs its first load nothing but a small loader
 * (src/components/LazyCalculator): the calculator's code (component, maths,
 * charts, strings) is a chunk of its own that loads when the calculator
 * nears the viewport, while the server's HTML of the calculator is whole in
 * the page (issue #18).
 */

/** Code of any calculator, never in an article's first scripts. */
const CALCULATOR_CODE = {
  /** CalculatorFrame's outer element, shared by every calculator. */
  frame: '"data-calculator":',
  /** visx's axes (the calculators' charts). */
  visx: 'visx-axis',
} as const;

/** Each article with a calculator: its registry id, its frame's element id and a key of its strings. */
const ARTICLES = [
  {
    page: 'docs/transactions-locking/group-commit',
    id: 'group-commit',
    frame: 'group-commit-calculator',
    key: 'groupCommit.assumptions.background',
  },
  {
    page: 'docs/cloud-storage/iops',
    id: 'iops',
    frame: 'iops-calculator',
    key: 'iops.adjust.deviceCount',
  },
  {
    page: 'docs/io-memory/disk-io-hit-ratio',
    id: 'hit-ratio',
    frame: 'hit-ratio-calculator',
    key: 'hitRatio.chart.model',
  },
  {
    page: 'docs/data-architecture/technical-debt',
    id: 'redshift-tco',
    frame: 'redshift-tco-calculator',
    key: 'redshiftTco.altScale.fixed',
  },
  {
    page: 'docs/id-design/id-strategy',
    id: 'snowflake',
    frame: 'snowflake-calculator',
    key: 'snowflake.article',
  },
] as const;

describe('calculators in articles', () => {
  it.each(ARTICLES)(
    '$page: the scripts loaded before hydration hold no calculator code and no calculator strings',
    ({ page, key }) => {
      const problems = markersBeforeHydration(page, { ...CALCULATOR_CODE, strings: key });
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it.each(ARTICLES)(
    '$page: the page loads the calculator, with its strings, as chunks of their own',
    ({ page, id, key }) => {
      for (const locale of locales) {
        const initial = initialScripts(locale.dir, markdownSource(locale, page));
        // The loader in the article's scripts, and what it loads for this calculator.
        const loaded = initial.flatMap((script) =>
          scriptsLoadedFor(locale.dir, readFileSync(script, 'utf8'), id),
        );
        expect(loaded.length, `${locale.locale}: a loader of ${id}`).toBeGreaterThan(0);
        const code = loaded.map((script) => readFileSync(script, 'utf8')).join('\n');
        expect(code, `${locale.locale}: ${id}'s frame`).toContain(CALCULATOR_CODE.frame);
        expect(code, `${locale.locale}: ${id}'s strings`).toContain(`"${key}"`);
        for (const script of loaded) expect(initial).not.toContain(script);
      }
    },
  );

  it.each(ARTICLES)(
    '$page: the calculator is whole in the HTML, in its slot',
    ({ page, frame }) => {
      for (const locale of locales) {
        const file = htmlFileOf(`${locale.basePath}${page}`);
        if (!file) throw new Error(`no HTML for ${page} (${locale.locale})`);
        const html = readFileSync(file, 'utf8');
        // The slot holds the calculator's frame directly: no Suspense boundary
        // React wrote elsewhere and moves in with an inline script.
        const slot = new RegExp(`<div data-server-markup=[^>]*><section id="?${frame}"?[ >]`);
        const at = html.search(slot);
        expect(at, `${file}: ${frame} in a slot`).toBeGreaterThan(-1);
        const section = html.slice(at, html.indexOf('</section>', html.indexOf('<form', at)));
        // Its form, with fields, and its results, rendered on the server.
        expect(section).toMatch(/<form[^>]*>.*<(input|select)/s);
        expect(section).toMatch(/aria-live="?polite/);
        expect(html).not.toMatch(/<template id="?B:/);
      }
    },
  );
});
