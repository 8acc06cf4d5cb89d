/**
 * A locale's Pagefind bundle as built (`<locale dir>/pagefind/`), read in
 * Node: what the indexer recorded for each page (its fragment files), and
 * the bundle's own `pagefind.js` searching it, as a browser runs it, with
 * `fetch` reading the build's files. Node has no Web Worker, so pagefind.js
 * searches in-process (in a browser it starts its own worker).
 *
 * @packageDocumentation
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BUILD_DIR, type BuiltLocale } from './buildOutput';
import { PAGEFIND_FOLDER } from '../../scripts/search/pagefindIndex';
import type { PagefindData } from '../../src/search/pagefindResults';
import { pagefindRanking } from '../../src/search/pagefindRanking';

/** The locale's bundle folder in the build. */
export function bundleDir(locale: BuiltLocale): string {
  return path.join(BUILD_DIR, locale.dir, PAGEFIND_FOLDER);
}

/** What Pagefind indexed of one page (a fragment file). */
export interface IndexedPage {
  /** As stored: relative to the locale's base URL (`/docs/glossary`). */
  readonly url: string;
  readonly title: string;
  /**
   * The indexed text. Pagefind's extended build writes Japanese with a
   * zero-width space between the words it cut; `text` keeps them.
   */
  readonly text: string;
  readonly anchors: readonly { readonly id: string; readonly text: string }[];
}

/** Every page of the locale's index, from its fragment files (gzip, a signature, then JSON). */
export function indexedPages(locale: BuiltLocale): IndexedPage[] {
  const folder = path.join(bundleDir(locale), 'fragment');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => {
      const raw = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8');
      const fragment = JSON.parse(raw.slice(raw.indexOf('{'))) as {
        url: string;
        content: string;
        meta: { title?: string };
        anchors: { id: string; text: string }[];
      };
      return {
        url: fragment.url,
        title: fragment.meta.title ?? '',
        text: fragment.content,
        anchors: fragment.anchors,
      };
    });
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { id: string; score: number; data(): Promise<PagefindData> }[];
  }>;
}

/** A made-up origin per locale, which the stubbed fetch maps to the locale's folder. */
const originOf = (locale: BuiltLocale): string => `http://${locale.locale}.build.invalid`;

/**
 * A `fetch` that answers the locales' made-up origins from the build's files
 * (see originOf); `bytes` counts what it served, as a browser would download it.
 */
export function buildFetch(
  locales: readonly BuiltLocale[],
  counter: { bytes: number } = { bytes: 0 },
): typeof fetch {
  return (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const locale = locales.find((candidate) => originOf(candidate) === url.origin);
    if (!locale) return Promise.resolve(new Response('', { status: 404 }));
    try {
      const body = readFileSync(path.join(BUILD_DIR, locale.dir, decodeURIComponent(url.pathname)));
      counter.bytes += body.length;
      return Promise.resolve(new Response(body, { status: 200 }));
    } catch {
      return Promise.resolve(new Response('', { status: 404 }));
    }
  };
}

/**
 * The locale's pagefind.js, ready to search. Needs `fetch` answered by
 * buildFetch (the test stubs the global). Each locale's bundle is its own
 * module, so both locales can be searched side by side.
 */
export async function loadPagefind(locale: BuiltLocale): Promise<PagefindModule> {
  const file = path.join(bundleDir(locale), 'pagefind.js');
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as PagefindModule;
  await module.options({
    basePath: `${originOf(locale)}/${PAGEFIND_FOLDER}/`,
    baseUrl: locale.basePath,
    // The boxes' ranking (src/search/pagefindSearch.ts), so relevance is tested as readers get it.
    ranking: pagefindRanking(locale.locale),
  });
  // pagefind.js takes the language from <html lang>, and for Japanese cuts the
  // query into words (Intl.Segmenter) as the browser does; Node has no
  // document, so init() is lent one with the locale's lang. Without it every
  // query was searched whole, and Japanese ranked differently than for readers.
  const global = globalThis as { document?: unknown };
  const lent = global.document === undefined;
  if (lent) global.document = { querySelector: () => ({ getAttribute: () => locale.locale }) };
  try {
    await module.init();
  } finally {
    if (lent) delete global.document;
  }
  return module;
}

/** The first `count` results' data, best first. */
export async function topResults(
  pagefind: PagefindModule,
  query: string,
  count: number,
): Promise<PagefindData[]> {
  const { results } = await pagefind.search(query);
  return Promise.all(results.slice(0, count).map((result) => result.data()));
}
