/**
 * The JS and CSS each sitemap page fetched, recorded by the browser sweep
 * (tests/e2e/sweep.spec.ts) during its one visit of the page, and read by
 * the bundle-size report (scripts/size-report.ts, `npm run size`), which
 * checks them against the budgets without opening a browser itself.
 *
 * Each sweep group writes its own file (two workers run groups at once);
 * every file names the build it measured, so a report never judges a new
 * build by an old build's record. `npm test` clears the record before the
 * browser suite starts, so a report never mixes two runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD_DIR = path.join(ROOT, 'build');
export const PAGE_WEIGHTS_DIR = path.join(ROOT, 'test-results/page-weights');

/**
 * One file a page fetched: `content` is a chunk of the page's own compiled
 * Markdown (its prose as JSX), listed apart from the code the budget covers.
 */
export interface FetchedFile {
  readonly path: string;
  readonly kind: 'js' | 'content' | 'css';
  /** Size after gzip at level 9. */
  readonly gzipBytes: number;
}

/** What on the page raises its budget. */
export interface PageFeatures {
  readonly calculator: boolean;
  readonly chart: boolean;
  readonly mermaid: boolean;
  readonly formulas: boolean;
}

export interface PageWeight {
  readonly path: string;
  readonly features: PageFeatures;
  readonly files: readonly FetchedFile[];
}

interface PageWeightFile {
  /** `buildFingerprint()` of the build that was served. */
  readonly build: string;
  readonly recordedAt: string;
  readonly pages: readonly PageWeight[];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/**
 * Identifies a build: its sitemaps and the names of its bundles, which carry
 * content hashes (a changed page changes its chunk's name and the runtime
 * chunk that maps route to chunk).
 */
export function buildFingerprint(): string {
  const hash = createHash('sha256');
  for (const locale of ['', 'en']) {
    const sitemap = path.join(BUILD_DIR, locale, 'sitemap.xml');
    hash.update(existsSync(sitemap) ? readFileSync(sitemap) : 'no sitemap');
    hash.update(filesUnder(path.join(BUILD_DIR, locale, 'assets')).join('\n'));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A route chunk (named by an 8-hex-digit hash) holding compiled MDX: MDX
 * output always exports `frontMatter` and `contentTitle`.
 */
function isMarkdownContent(pathname: string, body: Buffer): boolean {
  if (!/\/[0-9a-f]{8}\.[0-9a-f]+\.js$/.test(pathname)) return false;
  const text = body.toString('utf8');
  return text.includes('contentTitle') && text.includes('frontMatter');
}

/**
 * Compiled MDX with a ```mermaid fence the browser must draw: a `mermaid`
 * element given only its source (`value`). One drawn at build time gets its
 * SVG drawings instead (`light`, `dark`; src/diagrams) and loads no Mermaid,
 * so it raises no budget.
 */
function usesMermaid(body: Buffer): boolean {
  return /\.mermaid,\{value:/.test(body.toString('utf8'));
}

/**
 * Starts recording the JS and CSS of `origin` the page fetches for itself:
 * lazy chunks count, link prefetches (of other pages' chunks) do not. Call
 * the returned function once the page is loaded and the network is idle: it
 * stops the recording and adds the page's features, read from the DOM and,
 * for Mermaid, from the page's compiled MDX (Mermaid draws asynchronously).
 */
/**
 * What a fetched file weighs, by path: bundle names carry a content hash, so
 * a path measured on one page needs no second read (the body over the
 * DevTools protocol and gzip at level 9 cost more than the rest of a visit's
 * bookkeeping; main.js alone is on every page).
 */
const measured = new Map<
  string,
  { kind: FetchedFile['kind']; gzipBytes: number; mermaid: boolean }
>();

export function recordPageWeight(
  page: Page,
  origin: string,
  pathname: string,
): () => Promise<PageWeight> {
  const files: FetchedFile[] = [];
  const seen = new Set<string>();
  let contentUsesMermaid = false;
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response): void => {
    const request = response.request();
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (purpose.includes('prefetch')) return;
    const url = new URL(response.url());
    const kind: 'js' | 'css' | null = url.pathname.endsWith('.js')
      ? 'js'
      : url.pathname.endsWith('.css')
        ? 'css'
        : null;
    if (!kind || url.origin !== origin) return;
    // Only what the page loads as script or stylesheet, each file once: the
    // offline client module (src/clientModules/offlineCopy.ts) fetch()es a
    // first visit's files again, from the HTTP cache, to keep them for
    // offline reading. That costs no bytes, and through the service worker
    // its responses show an empty body, which once made the calculator
    // chunk weigh nothing.
    if (request.resourceType() === 'fetch' || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const known = measured.get(url.pathname);
    if (known) {
      if (known.mermaid) contentUsesMermaid = true;
      files.push({ path: url.pathname, kind: known.kind, gzipBytes: known.gzipBytes });
      return;
    }
    pending.push(
      response.body().then(
        (body) => {
          const content = kind === 'js' && isMarkdownContent(url.pathname, body);
          const mermaid = content && usesMermaid(body);
          if (mermaid) contentUsesMermaid = true;
          const file: FetchedFile = {
            path: url.pathname,
            kind: content ? 'content' : kind,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          };
          measured.set(url.pathname, { kind: file.kind, gzipBytes: file.gzipBytes, mermaid });
          files.push(file);
        },
        // A response whose body is gone (navigation away) is not the page's.
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    await Promise.all(pending);
    const features = await page.evaluate(() => ({
      calculator: document.querySelector('[data-calculator]') !== null,
      chart: document.querySelector('[data-dataset-chart]') !== null,
      mermaid:
        document.querySelector('.docusaurus-mermaid-container:not([data-diagram-inline])') !== null,
      formulas: document.querySelector('math') !== null,
    }));
    return {
      path: pathname,
      features: { ...features, mermaid: features.mermaid || contentUsesMermaid },
      files: files.sort((a, b) => a.path.localeCompare(b.path)),
    };
  };
}

/** Saves one sweep group's page weights (`name` tells the groups apart). */
export function writePageWeights(name: string, pages: readonly PageWeight[]): void {
  mkdirSync(PAGE_WEIGHTS_DIR, { recursive: true });
  const record: PageWeightFile = {
    build: buildFingerprint(),
    recordedAt: new Date().toISOString(),
    pages,
  };
  writeFileSync(path.join(PAGE_WEIGHTS_DIR, `${name}.json`), `${JSON.stringify(record)}\n`);
}

/**
 * The recorded page weights of the current build, by page path (a page
 * recorded twice counts as last recorded), and how many record files belong
 * to other builds.
 */
export function readPageWeights(): { pages: Map<string, PageWeight>; staleFiles: number } {
  const pages = new Map<string, PageWeight>();
  let staleFiles = 0;
  const build = buildFingerprint();
  const records = filesUnder(PAGE_WEIGHTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(PAGE_WEIGHTS_DIR, name), 'utf8')) as PageWeightFile,
    )
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  for (const record of records) {
    if (record.build !== build) {
      staleFiles += 1;
      continue;
    }
    for (const page of record.pages) pages.set(page.path, page);
  }
  return { pages, staleFiles };
}
