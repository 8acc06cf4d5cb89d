/**
 * How the service worker answers each request (src/offline/serviceWorker.mjs),
 * as pure functions so they can be unit-tested. Plain JavaScript because the
 * PWA plugin compiles its worker with Babel for `.js`/`.mjs` only.
 *
 * - `page` (a navigation): the network first, so an online reader always
 *   gets the newest deployment; offline, the saved copy or the pages this
 *   browser already opened; failing both, a page that says so.
 * - `hashed`: a content-hashed bundle never changes, so any cached copy is
 *   right: cache first, and kept after the first download.
 * - `fresh`: everything else of ours (the search, datasets, fonts, images):
 *   the network first, the cache when offline; kept after download when it is
 *   something a page needs to work again offline.
 * - `pass`: not ours to answer (other origins, non-GET, the worker itself,
 *   the offline-copy list, range requests).
 */

/** Must match OFFLINE_COPY_LIST in src/offline/offlineCopyList.ts (a unit test compares them). */
export const OFFLINE_COPY_LIST = 'offline-copy.json';

/** Cache of what the reader's own visits downloaded. */
export const VISITED_CACHE = 'visited-pages-v1';

/** Entries kept in the visited cache; the oldest go first. A saved copy has no limit. */
export const VISITED_CACHE_LIMIT = 400;

const HASHED = /\/assets\/.+\.[0-9a-f]{8,}\.(?:js|css)$/;
/** Pagefind asks for its entry file as `pagefind-entry.json?ts=<time>`, never the same twice. */
const SEARCH_ENTRY = /\/pagefind\/pagefind-entry\.json$/;

/** @param {string} url an address or path: whether it names a content-hashed bundle */
export function isContentHashed(url) {
  return HASHED.test(new URL(url, 'https://host.invalid').pathname);
}

/**
 * @param {{ method: string, url: string, mode: string, headers: { get(name: string): string | null } }} request
 * @param {string} workerOrigin
 * @returns {'page' | 'hashed' | 'fresh' | 'pass'}
 */
export function routeOf(request, workerOrigin) {
  if (request.method !== 'GET' || request.headers.get('range') !== null) return 'pass';
  const url = new URL(request.url);
  if (url.origin !== workerOrigin) return 'pass';
  if (url.pathname.endsWith('/sw.js') || url.pathname.endsWith(`/${OFFLINE_COPY_LIST}`))
    return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (HASHED.test(url.pathname)) return 'hashed';
  return 'fresh';
}

/**
 * Whether a cache lookup for this URL ignores its query: pages (a calculator
 * link carries its scenario in the query; the page is the same file) and the
 * search's entry file (requested as `pagefind-entry.json?ts=<time>`).
 *
 * @param {string} url
 * @param {'page' | 'hashed' | 'fresh'} route
 */
export function matchIgnoringQuery(url, route) {
  return route === 'page' || SEARCH_ENTRY.test(new URL(url).pathname);
}

/**
 * The key a response is stored under in the visited cache: pages and the
 * search's entry file without their query (one copy each), the rest as requested.
 *
 * @param {string} url
 * @param {'page' | 'hashed' | 'fresh'} route
 */
export function visitedCacheKey(url, route) {
  if (!matchIgnoringQuery(url, route)) return url;
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/**
 * The locale of a page address, from the worker's scope: the default
 * locale's worker (scope `/` or `/guide/`) also receives `/en/…` requests
 * when the English worker is not installed.
 *
 * @param {string} pathname
 * @param {string} rootPath the default locale's base path (`/`, `/guide/`)
 * @returns {'ja' | 'en'}
 */
export function localeOfPath(pathname, rootPath) {
  return pathname.startsWith(`${rootPath}en/`) || pathname === `${rootPath}en` ? 'en' : 'ja';
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const OFFLINE_TEXT = {
  ja: {
    lang: 'ja',
    title: 'オフラインです',
    body: 'このページはこの端末に保存されていません。ネットワークにつながると開けます。',
    save: 'ネットワークなしで読むには、オンラインのときに「短縮リンク」ページで「オフライン用に保存」を選ぶと、日本語のページ、検索、データセットがすべてこの端末に保存されます。',
    home: 'トップページへ',
    go: '「オフライン用に保存」のページへ',
  },
  en: {
    lang: 'en',
    title: 'You are offline',
    body: 'This page is not saved on this device. It opens once you are back online.',
    save: 'To read without a network, choose “Save for offline” on the Short links page while online: every English page, the search and the datasets are then saved on this device.',
    home: 'Go to the home page',
    go: 'Go to “Save for offline”',
  },
};

/**
 * The page shown for an address that is neither online nor saved: in the
 * address's language, with the other language below, and links to the
 * locale's home and its save button (`/go#offline`). Inline styles only: it
 * is built by the worker, with no stylesheet to rely on.
 *
 * @param {string} pathname the address that failed
 * @param {string} rootPath the default locale's base path
 */
export function offlinePageHtml(pathname, rootPath) {
  const locale = localeOfPath(pathname, rootPath);
  const order = locale === 'en' ? ['en', 'ja'] : ['ja', 'en'];
  const sections = order.map((code, index) => {
    const text = OFFLINE_TEXT[code];
    const base = code === 'en' ? `${rootPath}en/` : rootPath;
    const heading = index === 0 ? 'h1' : 'h2';
    return `<section lang="${text.lang}"><${heading}>${escapeHtml(text.title)}</${heading}><p>${escapeHtml(text.body)}</p><p>${escapeHtml(text.save)}</p><p><a href="${escapeHtml(base)}">${escapeHtml(text.home)}</a> · <a href="${escapeHtml(`${base}go#offline`)}">${escapeHtml(text.go)}</a></p></section>`;
  });
  const first = OFFLINE_TEXT[locale];
  // `data:,` stops the browser asking the (offline) network for /favicon.ico.
  // Links take the site's colours (the system LinkText is purple in dark mode).
  return `<!doctype html><html lang="${first.lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(first.title)}</title><style>:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans JP","Noto Sans CJK JP",sans-serif;line-height:1.7}body{margin:0 auto;max-width:40em;padding:2rem 1.25rem;background:Canvas;color:CanvasText}h1,h2{line-height:1.3}section+section{margin-top:2.5rem;padding-top:1rem;border-top:1px solid GrayText}a{color:#1d5fa8}@media (prefers-color-scheme:dark){a{color:#7db4f0}}</style></head><body>${sections.join('')}</body></html>`;
}
