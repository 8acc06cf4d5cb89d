import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, htmlFileOf, locales } from './buildOutput';

/**
 * An article's dataset charts cost its first load nothing but a small
 * component (src/components/DatasetChart): the chart's code (DatasetFigure,
 * the charts, visx) and its dataset load when a chart nears the viewport,
 * while the server's HTML of the chart is whole in the page (issue #18).
 *
 * "The scripts a page loads before it runs" are read from the build as the
 * Docusaurus runtime finds them: runtime~main and main, and the chunks the
 * route table in main.js loads for the article's compiled Markdown.
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
 * both without a calculator, and the group-commit article (a calculator:
 * visx is its own).
 */
const ARTICLES = [
  { page: 'docs/io-memory/linux-for-database-servers', calculator: false },
  { page: 'docs/io-memory/table-design-for-buffer-pool', calculator: false },
  { page: 'docs/transactions-locking/group-commit', calculator: true },
] as const;

function scriptDir(localeDir: string): string {
  return path.join(BUILD_DIR, localeDir, 'assets/js');
}

/** `<name>.<content hash>.js` in `dir`. */
function scriptNamed(dir: string, name: string): string {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]+\\.js$`);
  const file = readdirSync(dir).find((entry) => pattern.test(entry));
  if (!file) throw new Error(`${dir}: no script ${name}.<hash>.js`);
  return path.join(dir, file);
}

/**
 * The scripts Docusaurus loads before it hydrates an article: the runtime,
 * main, and the chunks of the article's compiled Markdown (its entry in
 * main.js's route registry: `()=>Promise.all([n.e("…"),…]).then(…),"@site/…mdx"`).
 */
function initialScripts(localeDir: string, source: string): string[] {
  const dir = scriptDir(localeDir);
  const runtime = scriptNamed(dir, 'runtime~main');
  const main = scriptNamed(dir, 'main');
  const mainCode = readFileSync(main, 'utf8');
  const at = mainCode.indexOf(`,"${source}",`);
  if (at === -1) throw new Error(`${main}: no route registry entry for ${source}`);
  const entry = mainCode.slice(mainCode.lastIndexOf('()=>', at), at);
  const chunkIds = [...entry.matchAll(/\.e\("([^"]+)"\)/g)].map((match) => match[1]!);
  if (chunkIds.length === 0) throw new Error(`${main}: no chunks in the entry for ${source}`);
  // The runtime names chunks by id: `"assets/js/"+(({id:"name",…})[e]||e)`.
  const runtimeCode = readFileSync(runtime, 'utf8');
  const namesMap = /"assets\/js\/"\+\(*\{([^}]*)\}/.exec(runtimeCode)?.[1] ?? '';
  const names = new Map(
    [...namesMap.matchAll(/(\d+):"([^"]+)"/g)].map((match) => [match[1]!, match[2]!]),
  );
  // Chunks the runtime starts with (`{4014:0,…},n.f.j=`) are inside main.js.
  const inMain = new Set(
    /\{((?:\d+:0,?)+)\},\w+\.f\.j=/.exec(runtimeCode)?.[1]?.match(/\d+(?=:)/g) ?? [],
  );
  return [
    runtime,
    main,
    ...chunkIds.filter((id) => !inMain.has(id)).map((id) => scriptNamed(dir, names.get(id) ?? id)),
  ];
}

function markdownSource(locale: { readonly locale: string }, page: string): string {
  const docPath = page.replace(/^docs\//, '');
  return locale.locale === 'ja'
    ? `@site/docs/${docPath}.mdx`
    : `@site/i18n/${locale.locale}/docusaurus-plugin-content-docs/current/${docPath}.mdx`;
}

describe('dataset charts in articles', () => {
  it.each(ARTICLES)(
    '$page: the scripts loaded before hydration hold no chart code and no dataset',
    ({ page, calculator }) => {
      const problems: string[] = [];
      for (const locale of locales) {
        const scripts = initialScripts(locale.dir, markdownSource(locale, page));
        expect(scripts.length).toBeGreaterThan(2);
        for (const script of scripts) {
          const code = readFileSync(script, 'utf8');
          for (const [what, marker] of Object.entries(CHART_CODE)) {
            // A calculator draws its own charts with visx.
            if (calculator && what === 'visx') continue;
            if (code.includes(marker)) {
              problems.push(`${path.relative(BUILD_DIR, script)}: ${what} (${marker})`);
            }
          }
        }
      }
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
      const slots = html.match(/<div data-server-markup=[^>]*>/g) ?? [];
      const charts = html.match(/<div[^>]*\sdata-dataset-chart=/g) ?? [];
      expect(slots.length, `${file}: chart slots`).toBeGreaterThan(0);
      expect(charts.length, `${file}: charts`).toBe(slots.length);
      // Each slot holds its chart directly: no Suspense boundary React
      // wrote elsewhere and moves in with an inline script.
      for (const slot of html.split(/<div data-server-markup=[^>]*>/).slice(1)) {
        expect(slot.startsWith('<div id=dataset-') || slot.startsWith('<div id="dataset-')).toBe(
          true,
        );
      }
      expect(html).not.toMatch(/<template id="?B:/);
    }
  });
});
