/**
 * The site's part of the service worker (`swCustom` of @docusaurus/plugin-pwa,
 * config/pwa.ts). The plugin's own part would precache the whole locale on a
 * first visit; config/pwa.ts turns that off, and this part answers requests
 * instead (routes in src/offline/requestRoutes.mjs):
 *
 * - pages and files a reader has opened are kept (`visited-pages-v1`), so they
 *   reopen offline;
 * - the whole locale, search index included, is there once the reader saved
 *   it ("Save for offline", src/offline/offlineCopyStore.ts, which fills the
 *   `offline-copy:<base>` cache from the page);
 * - anything else offline gets a page that says what happened and how to
 *   save the site, instead of the browser's error.
 *
 * One worker, at the site's root, serves both locales; caches are per
 * origin, so it finds what either locale's pages saved.
 */
import {
  VISITED_CACHE,
  VISITED_CACHE_LIMIT,
  matchIgnoringQuery,
  offlinePageHtml,
  routeOf,
  visitedCacheKey,
} from './requestRoutes.mjs';

/** @param {string} key @param {Response} response */
async function keepVisited(key, response) {
  const cache = await caches.open(VISITED_CACHE);
  await cache.put(key, response);
  const keys = await cache.keys();
  // Keys come back in insertion order: the oldest visits go first.
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - VISITED_CACHE_LIMIT)).map((old) => cache.delete(old)),
  );
}

/** A response that can stand in for this request later (not a redirect, not an error). */
function keepable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

/**
 * @param {FetchEvent} event
 * @param {'page' | 'hashed' | 'fresh'} route
 * @param {string} rootPath
 */
async function answer(event, route, rootPath) {
  const { request } = event;
  const lookup = { ignoreSearch: matchIgnoringQuery(request.url, route), ignoreVary: true };
  if (route === 'hashed') {
    const cached = await caches.match(request, lookup);
    if (cached) return cached;
  }
  try {
    const response = await fetch(request);
    if (keepable(response))
      event.waitUntil(keepVisited(visitedCacheKey(request.url, route), response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(request.url, lookup);
    if (cached) return cached;
    if (route !== 'page') throw error;
    return new Response(offlinePageHtml(new URL(request.url).pathname, rootPath), {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

/** @param {{ offlineMode: boolean }} params the plugin's worker parameters */
export default function offlineCopyWorker(params) {
  // With the plugin's offline mode on, its precache would answer; the site's
  // registration (src/offline/registerServiceWorker.ts) never turns it on,
  // and this guard keeps the two from ever both answering.
  if (params.offlineMode) return;
  // One worker for the site (src/offline/registerServiceWorker.ts): its scope is the root.
  const rootPath = new URL(self.registration.scope).pathname;
  self.addEventListener('fetch', (event) => {
    const route = routeOf(event.request, self.location.origin);
    if (route === 'pass') return;
    event.respondWith(answer(event, route, rootPath));
  });
  // A new deployment's worker takes over as soon as it is installed: pages
  // come from the network first, so nothing is pinned to the old one. Done
  // here rather than by a message from the page, which raced the install: a
  // worker installed before the page's handler was attached stayed waiting.
  self.addEventListener('install', () => {
    void self.skipWaiting();
  });
  // Control the page that registered the worker at once, so what it loads
  // next (a client-side navigation's bundles) is kept for offline reading.
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
