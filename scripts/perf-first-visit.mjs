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
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { textContentType } from './deploy/precompression.ts';

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
/** nginx's `gzip_min_length` default: smaller responses go out as they are. */
const NGINX_GZIP_MIN_LENGTH = 20;

const buildDir = path.resolve(options.dir);
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/serve-build.mjs',
    '--dir',
    buildDir,
    '--port',
    options.port,
    '--count-file',
    path.join(tmpdir(), `perf-first-visit-${options.port}.json`),
  ],
  { stdio: 'ignore' },
);
const origin = `http://127.0.0.1:${options.port}`;
for (let tries = 0; ; tries += 1) {
  try {
    await fetch(origin);
    break;
  } catch {
    if (tries > 100) throw new Error(`the build server did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The build file a URL of the served site is read from (clean URLs, as the server maps them). */
function buildFileOf(url) {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const relative = pathname.replace(/^\/+/, '');
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const sizeCache = new Map();
/** A file's body size under each scheme. */
function bodySizes(file) {
  let sizes = sizeCache.get(file);
  if (sizes) return sizes;
  const content = readFileSync(file);
  const compressible = textContentType(file) !== undefined;
  const onTheFly = (level) =>
    compressible && content.length >= NGINX_GZIP_MIN_LENGTH
      ? Math.min(content.length, gzipSync(content, { level }).length)
      : content.length;
  sizes = {
    identity: content.length,
    gzip1: onTheFly(1),
    gzip6: onTheFly(6),
    gzipTwin: existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : content.length,
    brTwin: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : content.length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });

/** Every response of a first visit, each marked `page` or `precache` (fetched by the service worker). */
async function firstVisit(article) {
  const context = await browser.newContext();
  const finished = [];
  let lastActivity = Date.now();
  context.on('requestfinished', (request) => {
    lastActivity = Date.now();
    finished.push({ phase: request.serviceWorker() ? 'precache' : 'page', request });
  });
  const quiet = async (milliseconds) => {
    while (Date.now() - lastActivity < milliseconds)
      await new Promise((resolve) => setTimeout(resolve, 200));
  };
  const page = await context.newPage();
  await page.goto(origin + article, { waitUntil: 'networkidle' });
  await quiet(1000);
  // The worker is active once it has precached the locale.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('no active service worker after 180 s')), 180_000);
        void navigator.serviceWorker.ready.then(resolve);
      }),
  );
  await quiet(2000);
  const records = [];
  for (const { phase: recordPhase, request } of finished) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    records.push({
      phase: recordPhase,
      url: request.url(),
      status: response.status(),
      encoding: response.headers()['content-encoding'] ?? 'identity',
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
    });
  }
  await context.close();
  return records;
}

const KIB = 1024;
const kib = (bytes) => (bytes / KIB).toFixed(1).padStart(8);
const rows = [];
try {
  for (const article of ARTICLES) {
    const records = await firstVisit(article);
    for (const scope of ['page', 'page + precache']) {
      const included = records.filter((record) => scope !== 'page' || record.phase === 'page');
      // Each file priced once: the precache re-requests a few files the page
      // already has (a revision parameter), the measured column counts those.
      const files = new Set();
      const totals = { identity: 0, gzip1: 0, gzip6: 0, gzipTwin: 0, brTwin: 0 };
      for (const record of included) {
        if (record.status !== 200) continue;
        const file = buildFileOf(record.url);
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
  server.kill();
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
