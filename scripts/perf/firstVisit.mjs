/**
 * A first visit, measured: serve a build the way the browser tests do
 * (scripts/serve-build.mjs: clean URLs, the build's `_headers`, its `.br`/`.gz`
 * twins), open a page in a fresh browser context (no cache), and record every
 * response — the page's own, then what its service worker fetches until the
 * worker is active — with the file of the build each one came from.
 * Shared by scripts/perf-first-visit.mjs and scripts/perf.mjs. Import with
 * `node --import tsx` (the price of a file reads scripts/deploy/*.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { textContentType } from '../deploy/precompression.ts';

/** nginx's `gzip_min_length` default: smaller responses go out as they are. */
const NGINX_GZIP_MIN_LENGTH = 20;

/**
 * Serves `dir` on 127.0.0.1:`port` with scripts/serve-build.mjs and resolves
 * once it answers. Returns the origin and a function that stops the server.
 *
 * @param {{ dir: string, port: number | string }} options
 */
export async function serveBuild({ dir, port }) {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve-build.mjs',
      '--dir',
      path.resolve(dir),
      '--port',
      String(port),
      // Not the browser suite's page-load count.
      '--count-file',
      path.join(tmpdir(), `serve-build-${port}.json`),
    ],
    { stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(origin);
      break;
    } catch {
      if (tries > 300) {
        server.kill();
        throw new Error(`the build server did not start on ${origin}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => server.kill() };
}

/**
 * The build file a URL of the served site is read from (clean URLs, as the
 * server maps them), or undefined.
 *
 * @param {string} buildDir
 * @param {string} url
 */
export function buildFileOf(buildDir, url) {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const relative = pathname.replace(/^\/+/, '');
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(path.resolve(buildDir), candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const sizeCache = new Map();
/**
 * A file's body size under each scheme: uncompressed, gzip on the fly at
 * levels 1 and 6 (as nginx would send it), and the build's `.gz` (-9) and
 * `.br` (q11) twins (the file itself where it has none).
 *
 * @param {string} file
 * @returns {{ identity: number, gzip1: number, gzip6: number, gzipTwin: number, brTwin: number }}
 */
export function bodySizes(file) {
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

/** A file's gzip -9 size (the size report's unit for code). */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Lighthouse's default mobile screen (its `screenEmulation`), as a Playwright context. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Every response of a first visit to `url` in a new context of `browser`,
 * each marked `page` or `precache` (fetched by the service worker), with its
 * resource type. Waits for the network to be quiet, then, for a site with a
 * service worker, for the worker to be active (its precache is done then).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ serviceWorker?: boolean, phone?: boolean }} [options] `phone`: at
 *   Lighthouse's mobile screen (412 × 823, touch), where the doc sidebar is
 *   the closed menu; otherwise Playwright's 1280 × 720 desktop, where the
 *   sidebar's visible links prefetch their pages
 */
export async function firstVisit(browser, url, { serviceWorker = true, phone = false } = {}) {
  const context = await browser.newContext(phone ? PHONE : {});
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await quiet(1000);
  if (serviceWorker) {
    // The worker is active once it has precached what it keeps.
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('no active service worker after 180 s')), 180_000);
          void navigator.serviceWorker.ready.then(resolve);
        }),
    );
  }
  await quiet(2000);
  const records = [];
  for (const { phase, request } of finished) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    records.push({
      phase,
      url: request.url(),
      resourceType: request.resourceType(),
      status: response.status(),
      encoding: response.headers()['content-encoding'] ?? 'identity',
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
    });
  }
  await context.close();
  return records;
}
