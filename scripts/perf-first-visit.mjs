/**
 * The bytes a first visit to an article transfers, with the text compressed
 * on the fly (gzip, as a plain nginx `gzip on;` does) and precompressed
 * (the build's `.br` twins, scripts/precompress.ts). Serves the build with
 * scripts/serve-build.mjs, opens each article in a fresh Chromium context
 * (no cache), records every response — the page's own, then the service
 * worker's precache of the whole locale (config/pwa.ts, offline mode
 * `always`) until the worker is active — and prices each file once under
 * each scheme from the build's files. The last column is what Chromium
 * reported for this run (bodies as sent, plus response headers): the
 * precompressed scheme, measured. Prints figures; asserts nothing (the
 * README records them).
 *
 *   npm run build && npm run perf:first-visit [-- --port 4391]
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from './browser/chromium.mjs';
import { bodySizes, buildFileOf, firstVisit, serveBuild } from './perf/firstVisit.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '4391' },
    dir: { type: 'string', default: 'build' },
  },
});
const ARTICLES = [
  '/en/docs/cloud-storage/mysql-56-parameter-baseline',
  '/docs/cloud-storage/mysql-56-parameter-baseline',
  '/en/docs/transactions-locking/group-commit',
  '/docs/transactions-locking/group-commit',
];

const { origin, stop } = await serveBuild({ dir: options.dir, port: options.port });
// The full browser, as the figures in the README were measured.
const browser = await chromium.launch(playwrightLaunchOptions({ fullBrowser: true }));

const KIB = 1024;
const kib = (bytes) => (bytes / KIB).toFixed(1).padStart(8);
const rows = [];
try {
  for (const article of ARTICLES) {
    const records = await firstVisit(browser, origin + article);
    for (const scope of ['page', 'page + precache']) {
      const included = records.filter((record) => scope !== 'page' || record.phase === 'page');
      // Each file priced once: the precache re-requests a few files the page
      // already has (a revision parameter), the measured column counts those.
      const files = new Set();
      const totals = { identity: 0, gzip1: 0, gzip6: 0, gzipTwin: 0, brTwin: 0 };
      for (const record of included) {
        if (record.status !== 200) continue;
        const file = buildFileOf(options.dir, record.url);
        if (file === undefined || files.has(file)) continue;
        files.add(file);
        const sizes = bodySizes(file);
        for (const key of Object.keys(totals)) totals[key] += sizes[key];
      }
      const body = included.reduce((sum, record) => sum + record.body, 0);
      const headers = included.reduce((sum, record) => sum + record.headers, 0);
      const encodings = new Set(included.map((record) => record.encoding));
      rows.push({
        article,
        scope,
        requests: included.length,
        files: files.size,
        totals,
        body,
        headers,
        encodings,
      });
    }
  }
} finally {
  await browser.close();
  stop();
}

console.log(
  `First visit, fresh browser. Bodies in KiB, each file once, priced from the build: "none" ` +
    `uncompressed, "gzip -1" nginx's default on-the-fly level, "gzip -6" a typical tuned level, ` +
    `".gz -9"/".br q11" the build's copies. "requests", "sent body" and "headers" are what Chromium ` +
    `counted in this run from the precompressed server (a file fetched twice counts twice).\n` +
    `${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`,
);
console.log(
  `${'article'.padEnd(52)} ${'scope'.padEnd(16)} ${'files'.padStart(5)} ${'none'.padStart(8)} ` +
    `${'gzip -1'.padStart(8)} ${'gzip -6'.padStart(8)} ${'.gz -9'.padStart(8)} ${'.br q11'.padStart(8)} ` +
    `${'requests'.padStart(8)} ${'sent body'.padStart(9)} ${'headers'.padStart(8)}  encodings sent`,
);
for (const row of rows) {
  console.log(
    `${row.article.padEnd(52)} ${row.scope.padEnd(16)} ${String(row.files).padStart(5)} ` +
      `${kib(row.totals.identity)} ${kib(row.totals.gzip1)} ${kib(row.totals.gzip6)} ` +
      `${kib(row.totals.gzipTwin)} ${kib(row.totals.brTwin)} ${String(row.requests).padStart(8)} ` +
      `${kib(row.body).padStart(9)} ${kib(row.headers)}  ${[...row.encodings].sort().join(', ')}`,
  );
}
