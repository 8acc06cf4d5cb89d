#!/usr/bin/env -S npx tsx
/**
 * Bundle-size report: for every page in the built sitemaps (both locales),
 * adds up the gzip size of every JS and CSS file the page fetched, as the
 * browser sweep (tests/e2e/sweep.spec.ts) recorded it while it visited the
 * page in a fresh Chromium context, until the network was idle. Lazy chunks
 * (a calculator loaded on demand) count; link prefetches of other pages do
 * not. Fails when a page goes over its JS budget:
 *
 * - a page without a calculator: the bare classic template's docs page plus
 *   local search, ≈200 KiB gzip measured on this stack;
 * - a calculator page (one with a `[data-calculator]` element): 40 KiB more;
 * - a page with a dataset chart (`[data-dataset-chart]`): 40 KiB more, or
 *   20 KiB beside a calculator (they share visx);
 * - a page that draws a Mermaid diagram: Mermaid's own weight more (it is
 *   loaded only by such pages; the check is that it stays there);
 * - the search results page: the search engine it loads, 25 KiB more;
 * - English pages: plus the site's own translated UI strings, which
 *   Docusaurus bundles from i18n/en/code.json into every English page.
 *
 * Budgets are in gzip -9 bytes, what a host without Brotli sends (GitHub
 * Pages) and comparable with every figure recorded before the build shipped
 * Brotli copies; the Brotli size of the same code is printed beside it.
 *
 * The budget applies to code: the chunk that holds the page's own compiled
 * Markdown (its prose, tables and formulas as JSX) is listed separately and
 * not counted, because a long article is not a library leaking. Bundlers move
 * shared chunks around, so this is what catches a heavy library (Mermaid,
 * a chart) leaking onto every page.
 *
 * Usage: npm run size  (after npm run build and the sweep:
 * npx playwright test tests/e2e/sweep.spec.ts, which npm run test:e2e runs)
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY_VARIABLE, brotliQuality } from './deploy/precompression';
import { PAGE_WEIGHTS_DIR, readPageWeights, type PageWeight } from '../tests/e2e/sweep/pageWeights';

const KIB = 1024;
/**
 * Code budget of a page without a calculator. Measured with this script on
 * Docusaurus 3.10.2 (Rspack): a bare classic-template site with local search,
 * the Mermaid theme and the SQL/ini/bash grammars loads 192 KiB on its docs
 * page and 195 KiB on a blog post. A real site's route table and sidebar
 * metadata grow with its page count (≈12 KiB at ~100 pages per locale here),
 * and the speaker-mode client module that must run on every page to catch
 * `?present`/`?embed` before first paint adds ≈4 KiB. The search box's
 * translated label and canonical results link, and speaker mode for charts
 * (both on every page since 2026-11-21), took a blog post from 211.5 to
 * 216.1 KiB and a docs page from 204.6 to 205.8; the budget was 220 KiB.
 * On 2026-11-26 docs pages reached 220.0 and the cause was the search box:
 * the plugin's navbar SearchBar pulled lunr and its Japanese tokenizer into
 * main.js for one constant (plugins/search-query now swaps that import), and
 * every page dropped by 19.3 KiB (docs 220.0 → 200.7). The budget follows
 * it down to 205 KiB, so lunr coming back (19 KiB), zod (25 KiB), visx
 * (21 KiB), Mermaid (190 KiB) or the QR encoder leaking onto every page
 * breaks it. 208 KiB since 2026-11-27 (session 11): speaker mode on an
 * article became slides, and the slide bar and its controller
 * (src/components/ArticleSlides, src/presentation/deckController.ts) are on
 * every docs page, server-rendered so the first slide shows before
 * hydration: docs pages 203.4 → 207.8 KiB. Then (issue #18) the deck's
 * controller became a chunk loaded only in speaker mode on an article
 * (src/presentation/deckStore.ts; 2.9 KiB gzip), while the bars gained the
 * offline-copy button (its box is another lazy chunk): /docs/glossary
 * 208.3 → 207.1 KiB, /en/docs/glossary 238.7 → 237.7 (recorded as the sweep
 * records a page, 2026-11-27). Budgets are whole KiB, so 208 stays: the
 * measured 207.1 plus a 0.9 KiB margin (207 would leave none).
 */
export const BASE_BUDGET_JS_KIB = 208;
/**
 * A calculator page. 40 KiB until 2026-11-26, when validating every value a
 * link carries against the calculator's own parser (issue #19) and citation
 * dates worded per locale took the snowflake page from 258.2 to 260.4 KiB.
 * 46 KiB since 2026-11-27: "Copy embed code" and the citation registry's
 * markers joined every calculator, and the base (offline reading, 1.7 KiB)
 * grew under them; measured with the sweep that counts each file once, the
 * snowflake page is the largest at 250.8 KiB (ja), the other four 232–244.
 * 48 KiB the same day: speaker mode's one-line summary of the folded inputs
 * (src/components/CalculatorFrame/inputsSummary.ts) took snowflake to
 * 251.4 KiB. Its UUID inspector (≈5 KiB of its own) is the part to load on
 * demand next, before this allowance grows again. (Session 11: citing
 * through the source registry, slimmed to what pages render, and the field
 * list that replaced the bit-ribbon buttons took snowflake to 254.9 KiB,
 * inside 208 + 48.)
 * 56 KiB since session 13 (2026-11-27): the calculators' strings left
 * i18n/en/code.json, which every English page carried (English allowance
 * 32.1 → 6.2 KiB, /en/docs/glossary 262.1 → 235.9 KiB), for message modules
 * in each calculator's chunk. Those hold both languages, so snowflake, the
 * most text, measured 262.7 KiB (ja) and 268.3 (en) in the clean-clone
 * sweep. A per-locale build constant that lets the minifier drop the other
 * language's half (≈4–8 KiB) is the step that brings this back to 48.
 * 52 KiB since session 17 (2026-11-28): that constant (plugins/bundle-locale)
 * took snowflake to 255.5 KiB (ja) and 258.9 (en), measured by the helper
 * that made it; 52 leaves it 4.5 KiB in Japanese.
 */
export const CALCULATOR_EXTRA_JS_KIB = 52;
/** A page with a dataset chart: visx plus the chart component and its data. */
export const CHART_EXTRA_JS_KIB = 40;
/** The search page: its own component (Pagefind itself loads from `pagefind/` on the first query; lunr came with the page until session 19). */
export const SEARCH_PAGE_EXTRA_JS_KIB = 25;
/** A chart on a page that already has a calculator (and so already has visx). */
export const CHART_WITH_CALCULATOR_EXTRA_JS_KIB = 20;
/** Mermaid and its renderer chunks, measured at ≈190 KiB gzip, plus slack. */
export const MERMAID_EXTRA_JS_KIB = 230;

const BUILD_DIR = path.resolve(__dirname, '../build');

/**
 * Gzip size of the site's own translated messages for a locale (theme
 * strings excluded: the bare template has those too). Docusaurus puts them
 * in main.js, so every page of that locale carries them.
 */
function translationKiB(locale: string): number {
  try {
    const file = path.resolve(__dirname, `../i18n/${locale}/code.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
    const own = Object.fromEntries(
      Object.entries(messages)
        .filter(([id]) => !id.startsWith('theme.'))
        .map(([id, entry]) => [id, entry.message]),
    );
    return gzipSync(JSON.stringify(own), { level: 9 }).length / KIB;
  } catch {
    return 0;
  }
}

interface PageSize {
  readonly path: string;
  readonly calculator: boolean;
  readonly chart: boolean;
  readonly mermaid: boolean;
  readonly formulas: boolean;
  /** Code: every JS file except the page's own compiled Markdown. */
  readonly jsKiB: number;
  /** The same code as a host sends it from the build's Brotli copies (not budgeted). */
  readonly jsBrotliKiB: number;
  /** The page's own compiled Markdown content chunk(s). */
  readonly contentKiB: number;
  readonly cssKiB: number;
  readonly budgetKiB: number;
}

function sitemapPaths(): string[] {
  const paths = new Set<string>();
  for (const file of ['sitemap.xml', 'en/sitemap.xml']) {
    const xml = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(match[1] ?? '/').pathname);
    }
  }
  return [...paths].sort();
}

/**
 * What a file weighs as its Brotli copy (scripts/precompress.ts), which a
 * host with `brotli_static` sends; a file too small to have one counts its
 * gzip size.
 */
function brotliBytes(file: PageWeight['files'][number]): number {
  const twin = path.join(BUILD_DIR, `${decodeURIComponent(file.path)}.br`);
  return existsSync(twin) ? statSync(twin).size : file.gzipBytes;
}

/** Which Brotli quality the twins were written at, when it is not a deployment's. */
function brotliNote(): string {
  const quality = brotliQuality(process.env[BROTLI_QUALITY_VARIABLE]);
  return quality === constants.BROTLI_MAX_QUALITY
    ? ''
    : ` at quality ${String(quality)} (the suite's build; a deployment's are at ${String(constants.BROTLI_MAX_QUALITY)}, smaller)`;
}

/** A page's recorded files added up, and its budget from its features. */
function pageSize(weight: PageWeight, translationsByLocale: Record<string, number>): PageSize {
  const sizes = { js: 0, content: 0, css: 0 };
  let jsBrotli = 0;
  for (const file of weight.files) {
    sizes[file.kind] += file.gzipBytes;
    if (file.kind === 'js') jsBrotli += brotliBytes(file);
  }
  const { features, path: pathname } = weight;
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ja';
  const budgetKiB = Math.round(
    BASE_BUDGET_JS_KIB +
      (translationsByLocale[locale] ?? 0) +
      (features.calculator ? CALCULATOR_EXTRA_JS_KIB : 0) +
      // visx is shared, so a chart beside a calculator costs only its own code.
      (features.chart
        ? features.calculator
          ? CHART_WITH_CALCULATOR_EXTRA_JS_KIB
          : CHART_EXTRA_JS_KIB
        : 0) +
      (features.mermaid ? MERMAID_EXTRA_JS_KIB : 0) +
      (/(^|\/)search$/.test(pathname) ? SEARCH_PAGE_EXTRA_JS_KIB : 0),
  );
  return {
    path: pathname,
    ...features,
    jsKiB: sizes.js / KIB,
    jsBrotliKiB: jsBrotli / KIB,
    contentKiB: sizes.content / KIB,
    cssKiB: sizes.css / KIB,
    budgetKiB,
  };
}

/** Stops the report with a message saying what to run first. */
function missingRecord(problem: string): never {
  console.error(
    `${problem}\nRecord the pages' weights first with the browser sweep (after npm run build):\n` +
      `  npx playwright test tests/e2e/sweep.spec.ts\n` +
      `(npm run test:e2e runs it too; it writes ${path.relative(process.cwd(), PAGE_WEIGHTS_DIR)}/, ` +
      `which any later Playwright run empties.)`,
  );
  process.exit(1);
}

function main(): void {
  const translationsByLocale = { ja: translationKiB('ja'), en: translationKiB('en') };
  const { pages, staleFiles } = readPageWeights();
  const sitemap = sitemapPaths();
  const unrecorded = sitemap.filter((pathname) => !pages.has(pathname));
  if (pages.size === 0) {
    missingRecord(
      staleFiles > 0
        ? `The page weights in ${PAGE_WEIGHTS_DIR} were recorded on another build.`
        : `No page weights recorded in ${PAGE_WEIGHTS_DIR}.`,
    );
  }
  if (unrecorded.length > 0) {
    missingRecord(
      `No page weights recorded for ${unrecorded.length} of ${sitemap.length} pages of this ` +
        `build (their sweep group failed to finish or did not run): ${unrecorded.join(', ')}`,
    );
  }
  const results = sitemap.map((pathname) => pageSize(pages.get(pathname)!, translationsByLocale));

  const over = results.filter((result) => result.jsKiB > result.budgetKiB);
  const rows = results.map((result) =>
    [
      result.jsKiB > result.budgetKiB ? '✗' : ' ',
      result.jsKiB.toFixed(1).padStart(7),
      result.jsBrotliKiB.toFixed(1).padStart(6),
      result.contentKiB.toFixed(1).padStart(7),
      result.cssKiB.toFixed(1).padStart(6),
      String(result.budgetKiB).padStart(6),
      [
        result.calculator && 'calculator',
        result.chart && 'chart',
        result.mermaid && 'mermaid',
        result.formulas && 'formulas',
      ]
        .filter(Boolean)
        .join(',')
        .padEnd(26),
      result.path,
    ].join('  '),
  );
  console.log(
    `   JS KiB  JS br  text KiB  CSS KiB  budget  features                    page   ` +
      `(gzip -9, as the sweep's Chromium loaded them; "JS br" = the same code from the build's ` +
      `Brotli copies${brotliNote()}, as sent, not budgeted; "text" = the page's compiled Markdown, not budgeted)`,
  );
  console.log(rows.join('\n'));
  const plain = results.filter((result) => !result.calculator && !result.chart && !result.mermaid);
  const largestPlain = Math.max(...plain.map((result) => result.jsKiB));
  const calculators = results.filter((result) => result.calculator);
  const largestCalculator = Math.max(0, ...calculators.map((result) => result.jsKiB));
  console.log(
    `\n${results.length} pages; largest without a calculator ${largestPlain.toFixed(1)} KiB JS, ` +
      `largest calculator page ${largestCalculator.toFixed(1)} KiB JS ` +
      `(base budget ${BASE_BUDGET_JS_KIB} KiB, +${CALCULATOR_EXTRA_JS_KIB} with a calculator, ` +
      `+${CHART_EXTRA_JS_KIB} with a chart, ` +
      `+${MERMAID_EXTRA_JS_KIB} with a Mermaid diagram). English pages also carry ` +
      `${translationsByLocale.en.toFixed(1)} KiB of the site's translated UI strings.`,
  );
  writeFileSync(
    path.resolve(__dirname, '../.size-report.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) over budget:`);
    for (const result of over) {
      console.error(
        `  ✗ ${result.path}: ${result.jsKiB.toFixed(1)} KiB JS > ${result.budgetKiB} KiB`,
      );
    }
    process.exit(1);
  }
}

main();
