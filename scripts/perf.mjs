/**
 * The site's performance against a bare Docusaurus classic template
 * (perf/bare-site, with Pagefind as its search too), page kind by page kind, in
 * both locales:
 * - Lighthouse's mobile defaults (simulated slow 4G and 4× CPU), median of 3
 *   runs, for the performance score, TBT, FCP and LCP, and in the same runs
 *   the accessibility, best-practices and SEO scores, with the ids of the
 *   audits that kept each page below 100 (scripts/perf/lighthouseCategories.ts);
 * - the bytes a first visit transfers, the service worker's precache included
 *   (scripts/perf/firstVisit.mjs);
 * - the gzip size of the JavaScript a plain article and a Mermaid article
 *   load, and each locale's search bundle (Pagefind's files);
 * - a first search from the navbar of the locale's home at 4× CPU: time to
 *   the first suggestion and the bytes it fetched (scripts/perf/firstSearch.mjs).
 * Builds both sites first (the template with the root node_modules, its two
 * articles and one blog post copied from the site, so they are the same
 * Markdown), serves each build with its precompressed twins, and prints a
 * table — figure | this site | bare template | ratio — then the category
 * scores and failed audits per page, and writes every run to perf-results/.
 * Prints figures; asserts nothing, and is not part of `npm test`.
 *
 *   npm run perf [-- --no-build] [--runs 3] [--only <page kind> | --only 'first search']
 *
 * `--no-build` reuses build/ and perf/bare-site/build when they are newer
 * than their sources (it stops otherwise). `--only` runs one page kind
 * (PAGE_KINDS) or the first search alone. The machine is shared, so the
 * absolute figures are noisy; the runs of the two sites alternate run by run
 * so both see the same load, and the ratios are the point.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { headlessFlags, playwrightLaunchOptions, systemChromium } from './browser/chromium.mjs';
import { FIRST_SEARCH_CPU_SLOWDOWN, firstSearch } from './perf/firstSearch.mjs';
import { buildFileOf, firstVisit, gzipSize, serveBuild } from './perf/firstVisit.mjs';
import { formatTable, median } from './perf/figures.ts';
import {
  CATEGORIES,
  categoryScores,
  failedAuditCounts,
  failedAudits,
  formatCategoryTable,
  formatFailedAudits,
  medianCategoryScores,
} from './perf/lighthouseCategories.ts';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4182' },
    'bare-port': { type: 'string', default: '4186' },
    only: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const SITE_BUILD = 'build';
const BARE_SITE = 'perf/bare-site';
const BARE_BUILD = path.join(BARE_SITE, 'build');

/**
 * Site files the template gets a copy of before it is built, so that the
 * compared article pages are the same Markdown (the template's
 * src/theme/MDXComponents.js stands in for the site's <Cite> and <Source>).
 */
const COPIED_TO_BARE = [
  ['docs/cloud-storage/mysql-56-parameter-baseline.mdx', 'docs/mysql-56-parameter-baseline.mdx'],
  ['docs/io-memory/linux-for-database-servers.mdx', 'docs/linux-for-database-servers.mdx'],
  [
    'i18n/en/docusaurus-plugin-content-docs/current/cloud-storage/mysql-56-parameter-baseline.mdx',
    'i18n/en/docusaurus-plugin-content-docs/current/mysql-56-parameter-baseline.mdx',
  ],
  [
    'i18n/en/docusaurus-plugin-content-docs/current/io-memory/linux-for-database-servers.mdx',
    'i18n/en/docusaurus-plugin-content-docs/current/linux-for-database-servers.mdx',
  ],
  [
    'blog/2013-07-29-mysql-5-6-parameter-review.md',
    'blog/2013-07-29-mysql-5-6-parameter-review.md',
  ],
  ['blog/authors.yml', 'blog/authors.yml'],
  ['blog/tags.yml', 'blog/tags.yml'],
  [
    'i18n/en/docusaurus-plugin-content-blog/2013-07-29-mysql-5-6-parameter-review.md',
    'i18n/en/docusaurus-plugin-content-blog/2013-07-29-mysql-5-6-parameter-review.md',
  ],
  [
    'i18n/en/docusaurus-plugin-content-blog/authors.yml',
    'i18n/en/docusaurus-plugin-content-blog/authors.yml',
  ],
  [
    'i18n/en/docusaurus-plugin-content-blog/tags.yml',
    'i18n/en/docusaurus-plugin-content-blog/tags.yml',
  ],
];

/**
 * One page of each kind (paths of the Japanese pages; the English ones are
 * under /en), and its counterpart on the template where it has one. The
 * search page opens with a query, so it loads the index and searches: a
 * first search.
 */
const PAGE_KINDS = [
  { kind: 'home', site: '/', bare: '/' },
  {
    kind: 'plain article',
    site: '/docs/cloud-storage/mysql-56-parameter-baseline',
    bare: '/docs/mysql-56-parameter-baseline',
  },
  {
    kind: 'Mermaid article',
    site: '/docs/io-memory/linux-for-database-servers',
    bare: '/docs/linux-for-database-servers',
  },
  { kind: 'group-commit article', site: '/docs/transactions-locking/group-commit' },
  { kind: 'calculator page', site: '/calculators/snowflake' },
  { kind: 'dataset page', site: '/data/group-commit-fsyncs' },
  {
    kind: 'blog post',
    site: '/blog/mysql-5-6-parameter-review',
    bare: '/blog/mysql-5-6-parameter-review',
  },
  {
    kind: 'search page',
    site: '/search?q={query}',
    bare: '/search?q={query}',
    query: { ja: 'バッファプール', en: 'buffer pool' },
  },
];
const LOCALES = [
  { locale: 'ja', prefix: '' },
  { locale: 'en', prefix: '/en' },
];
/** `--only` name of the timed first search from the navbar (scripts/perf/firstSearch.mjs). */
const FIRST_SEARCH = 'first search';
/** The first search types the search page's query. */
const SEARCH_QUERY = PAGE_KINDS.find((pageKind) => pageKind.kind === 'search page').query;

if (
  options.only !== undefined &&
  options.only !== FIRST_SEARCH &&
  !PAGE_KINDS.some((pageKind) => pageKind.kind === options.only)
)
  throw new Error(
    `--only: no '${options.only}'; one of: ${[...PAGE_KINDS.map((pageKind) => pageKind.kind), FIRST_SEARCH].join(', ')}`,
  );

/** Runs a command in the repository, its output shown; stops the script if it fails. */
function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The newest modification time below some paths (files and folders, skipping builds and caches). */
function newestMtime(paths) {
  let newest = { time: 0, file: '' };
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) {
        if (['build', 'node_modules', '.docusaurus'].includes(entry)) continue;
        visit(path.join(file, entry));
      }
    } else if (stats.mtimeMs > newest.time) newest = { time: stats.mtimeMs, file };
  };
  paths.forEach(visit);
  return newest;
}

/** Stops the script unless `buildDir` was built after every file of `sources` changed. */
function requireFreshBuild(buildDir, sources) {
  const marker = path.join(buildDir, 'index.html');
  if (!existsSync(marker)) throw new Error(`--no-build: ${buildDir} has no build; run without it`);
  const newest = newestMtime(sources);
  if (newest.time > statSync(marker).mtimeMs)
    throw new Error(`--no-build: ${buildDir} is older than ${newest.file}; run without --no-build`);
}

/** Copies the site's articles into the template, leaving a copy that is already the same untouched. */
function copyArticlesToBare() {
  for (const [from, to] of COPIED_TO_BARE) {
    const target = path.join(BARE_SITE, to);
    if (existsSync(target) && readFileSync(target).equals(readFileSync(from))) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(from, target);
  }
}

function buildBoth() {
  copyArticlesToBare();
  const siteSources = [
    'docs',
    'blog',
    'i18n',
    'src',
    'static',
    'plugins',
    'config',
    'docusaurus.config.ts',
    'sidebars.ts',
    'package-lock.json',
  ];
  const bareSources = [BARE_SITE, 'package-lock.json'];
  if (options['no-build']) {
    requireFreshBuild(SITE_BUILD, siteSources);
    requireFreshBuild(BARE_BUILD, bareSources);
    return;
  }
  run('npm', ['run', 'build']);
  // The template gets the same post-build compression as the site, so both
  // are served their Brotli copies.
  run('npx', ['docusaurus', 'build', BARE_SITE]);
  // Pagefind's CLI with its defaults (every page's <body>, one bundle split by <html lang>).
  run('npx', ['pagefind', '--site', BARE_BUILD]);
  run('npx', ['tsx', 'scripts/precompress.ts', BARE_BUILD]);
}

/** The page's address on one site and locale, or undefined when the site has no such page. */
function pathOf(pageKind, site, { locale, prefix }) {
  const pattern = pageKind[site];
  if (pattern === undefined) return undefined;
  const local = pattern.replace('{query}', encodeURIComponent(pageKind.query?.[locale] ?? ''));
  return local === '/' ? prefix || '/' : `${prefix}${local}`;
}

/** Stops the script when a page is not in its build's sitemap (the search page has none: a file is enough). */
function requirePage(buildDir, origin, pagePath) {
  const pathname = new URL(pagePath, origin).pathname;
  if (buildFileOf(buildDir, origin + pathname) === undefined)
    throw new Error(`${buildDir} has no page ${pathname}: update PAGE_KINDS in scripts/perf.mjs`);
}

/** One Lighthouse run: the figures of its report. */
async function lighthouseRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // One load scored in all four categories: accessibility, best practices
    // and SEO are read from the loaded page after the trace the performance
    // metrics come from.
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const numeric = (id) => lhr.audits[id]?.numericValue;
  return {
    score: lhr.categories.performance?.score ?? undefined,
    categories: categoryScores(lhr),
    failedAudits: failedAudits(lhr),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    lighthouseBytes: numeric('total-byte-weight'),
  };
}

/** What a first visit transferred (bodies as sent plus headers) and the gzip size of its JavaScript. */
async function firstVisitFigures(browser, buildDir, url, serviceWorker) {
  // On a phone, as Lighthouse's mobile runs and the goal are.
  const records = await firstVisit(browser, url, { serviceWorker, phone: true });
  const transfer = records.reduce((sum, record) => sum + record.body + record.headers, 0);
  const precache = records
    .filter((record) => record.phase === 'precache')
    .reduce((sum, record) => sum + record.body + record.headers, 0);
  const scripts = new Set();
  for (const record of records) {
    if (record.phase !== 'page' || record.resourceType !== 'script' || record.status !== 200)
      continue;
    const file = buildFileOf(buildDir, record.url);
    if (file !== undefined) scripts.add(file);
  }
  const jsGzip = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
  return { transfer, precache, requests: records.length, jsGzip };
}

/**
 * Bytes of the locale's Pagefind bundle as served: its own files are gzip
 * already, its scripts and entry are counted at `gzip -9`. The template has
 * one bundle for both languages (at its root), the site one per locale.
 */
function searchBundleGzip(buildDir, prefix) {
  const own = path.join(buildDir, prefix, 'pagefind');
  const dir = existsSync(own) ? own : path.join(buildDir, 'pagefind');
  if (!existsSync(dir)) return undefined;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const content = readFileSync(path.join(entry.parentPath, entry.name));
    bytes += /\.(?:js|json|css)$/.test(entry.name)
      ? gzipSync(content, { level: 9 }).length
      : content.length;
  }
  return bytes;
}

// ---------------------------------------------------------------------------

buildBoth();

const started = new Date();
const chromePath = systemChromium({ fullBrowser: true });
const site = await serveBuild({ dir: SITE_BUILD, port: options.port });
const bare = await serveBuild({ dir: BARE_BUILD, port: options['bare-port'] });
const chrome = await launch({ chromePath, chromeFlags: headlessFlags });
const browser = await chromium.launch(playwrightLaunchOptions({ fullBrowser: true }));
const SITES = [
  { name: 'site', buildDir: SITE_BUILD, origin: site.origin, serviceWorker: true },
  {
    name: 'bare',
    buildDir: BARE_BUILD,
    origin: bare.origin,
    serviceWorker: false,
    // Pagefind's default UI: its own input and result list.
    // Its first result is the first result link: Pagefind UI draws an empty
    // `.pagefind-ui__result` placeholder before the result's data is in.
    searchBox: {
      input: '.navbar .pagefind-ui__search-input',
      result: '.navbar .pagefind-ui__result-link',
    },
  },
];

const pages = [];
const firstSearches = [];
try {
  for (const pageKind of PAGE_KINDS) {
    if (options.only && pageKind.kind !== options.only) continue;
    for (const locale of LOCALES) {
      const page = { kind: pageKind.kind, locale: locale.locale, site: {}, bare: {} };
      const targets = SITES.flatMap((target) => {
        const pagePath = pathOf(pageKind, target.name, locale);
        if (pagePath === undefined) return [];
        requirePage(target.buildDir, target.origin, pagePath);
        page[target.name].path = pagePath;
        page[target.name].runs = [];
        return [{ ...target, url: target.origin + pagePath }];
      });
      // This site and the template take turns, run by run.
      for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
        for (const target of targets) {
          process.stdout.write(
            `\r${locale.locale} ${pageKind.kind}, ${target.name}, run ${runIndex + 1}/${RUNS}   `,
          );
          page[target.name].runs.push(await lighthouseRun(target.url, chrome.port));
        }
      }
      for (const target of targets) {
        Object.assign(
          page[target.name],
          await firstVisitFigures(browser, target.buildDir, target.url, target.serviceWorker),
        );
        for (const figure of ['score', 'tbt', 'fcp', 'lcp', 'lighthouseBytes'])
          page[target.name][figure] = median(page[target.name].runs.map((one) => one[figure]));
        page[target.name].categories = medianCategoryScores(
          page[target.name].runs.map((one) => one.categories),
        );
        page[target.name].failedAudits = failedAuditCounts(
          page[target.name].runs.map((one) => one.failedAudits),
        );
      }
      pages.push(page);
    }
  }
  if (options.only === undefined || options.only === FIRST_SEARCH) {
    for (const locale of LOCALES) {
      const search = { locale: locale.locale, query: SEARCH_QUERY[locale.locale] };
      for (const target of SITES) search[target.name] = { runs: [] };
      // This site and the template take turns, run by run.
      for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
        for (const target of SITES) {
          process.stdout.write(
            `\r${locale.locale} first search, ${target.name}, run ${runIndex + 1}/${RUNS}   `,
          );
          const home = target.origin + (locale.prefix || '') + '/';
          search[target.name].runs.push(
            await firstSearch(browser, home, search.query, target.searchBox),
          );
        }
      }
      for (const target of SITES)
        for (const figure of ['milliseconds', 'bytes', 'requests'])
          search[target.name][figure] = median(search[target.name].runs.map((one) => one[figure]));
      firstSearches.push(search);
    }
  }
} finally {
  process.stdout.write('\n');
  await browser.close();
  chrome.kill();
  site.stop();
  bare.stop();
}

const searchIndex = LOCALES.map(({ locale, prefix }) => ({
  locale,
  site: searchBundleGzip(SITE_BUILD, prefix),
  bare: searchBundleGzip(BARE_BUILD, prefix),
}));

const rows = [];
for (const page of pages) {
  const label = `${page.locale} ${page.kind}`;
  rows.push(
    { figure: `${label}: performance score`, unit: 'score', ...pick(page, 'score') },
    { figure: `${label}: TBT`, unit: 'ms', ...pick(page, 'tbt') },
    { figure: `${label}: FCP`, unit: 'ms', ...pick(page, 'fcp') },
    { figure: `${label}: LCP`, unit: 'ms', ...pick(page, 'lcp') },
    { figure: `${label}: first visit transfer (incl. SW)`, unit: 'KiB', ...pick(page, 'transfer') },
  );
}
for (const { locale } of LOCALES) {
  const js = (kind) => pages.find((page) => page.kind === kind && page.locale === locale);
  const plain = js('plain article');
  const mermaid = js('Mermaid article');
  if (plain && mermaid)
    rows.push(
      { figure: `${locale} JS gzip, plain article`, unit: 'KiB', ...pick(plain, 'jsGzip') },
      { figure: `${locale} JS gzip, Mermaid article`, unit: 'KiB', ...pick(mermaid, 'jsGzip') },
    );
}
for (const search of firstSearches) {
  const label = `${search.locale} first search (${FIRST_SEARCH_CPU_SLOWDOWN}× CPU)`;
  rows.push(
    { figure: label, unit: 'ms', ...pick(search, 'milliseconds') },
    { figure: `${label} bytes`, unit: 'KiB', ...pick(search, 'bytes') },
  );
}
for (const { locale, site: siteIndex, bare: bareIndex } of searchIndex)
  rows.push({
    figure: `${locale} search bundle, gzip`,
    unit: 'KiB',
    site: siteIndex,
    bare: bareIndex,
  });

function pick(page, figure) {
  return { site: page.site[figure], bare: page.bare[figure] };
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const chromeVersion = spawnSync(chromePath ?? 'chromium', ['--version'], { encoding: 'utf8' })
  .stdout.trim()
  .replace(/\s+built on.*$/, '');
console.log(
  `\nLighthouse ${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4× CPU), median of ${RUNS} runs; ` +
    `${chromeVersion}; ${machine}; ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n` +
    `This machine is shared and loaded: absolute figures are noisy, the ratios are the point ` +
    `(the two sites' runs alternate, run by run). Transfer: bodies as sent (Brotli copies) plus ` +
    `headers, the service worker's fetches included. JS: gzip -9 of the scripts the page ran. ` +
    `First search: a fresh phone-sized context (412 × 823, touch), no service worker, the locale's home ` +
    `hydrated and quiet, then ${FIRST_SEARCH_CPU_SLOWDOWN}× CPU (CDP) and the query into the navbar box; ` +
    `the page's own clock from the box's focus until the first result with its title shows (the ` +
    `template's: its first result link, not Pagefind UI's empty placeholder); bytes: the requests made ` +
    `meanwhile (bodies plus headers).\n`,
);
console.log(formatTable(rows));

if (pages.length > 0) {
  console.log(`\nLighthouse categories, median of ${RUNS} runs (this site / template):\n`);
  console.log(
    formatCategoryTable(
      pages.map((page) => ({
        page: `${page.locale} ${page.kind}`,
        site: page.site.categories,
        bare: page.bare.categories,
      })),
    ),
  );
  console.log(
    '\nAudits failed (score < 1 or errored; accessibility, best practices, SEO; not the ' +
      'not-applicable, informative and manual ones):\n',
  );
  for (const page of pages)
    for (const target of SITES)
      if (page[target.name].failedAudits)
        console.log(
          `${page.locale} ${page.kind}, ${target.name === 'site' ? 'this site' : 'template'}: ` +
            formatFailedAudits(page[target.name].failedAudits, page[target.name].runs.length),
        );
}

mkdirSync('perf-results', { recursive: true });
const output = path.join(
  'perf-results',
  `perf-${started.toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  output,
  `${JSON.stringify({ date: started.toISOString(), machine, chrome: chromeVersion, lighthouse: lighthouseVersion(), runs: RUNS, pages, firstSearches, searchIndex, rows }, null, 2)}\n`,
);
console.log(`\nEvery run: ${output}`);

function lighthouseVersion() {
  return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}
