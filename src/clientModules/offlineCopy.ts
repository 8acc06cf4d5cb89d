/**
 * Client module for offline reading (src/offline/): after a page has loaded,
 *
 * - on a first visit (no service worker controlled the page yet), keeps the
 *   page and the files it loaded in the worker's visited cache, so the page
 *   a reader opened first also reopens offline (later pages are kept by the
 *   worker itself as they load);
 * - when this locale is saved for offline reading and a new deployment
 *   changed the list, brings the saved copy up to date in the background,
 *   downloading only the files that changed.
 *
 * Production only: the dev server has no service worker.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { VISITED_CACHE, visitedCacheKey } from '../offline/requestRoutes.mjs';
import {
  fetchOfflineCopyList,
  offlineCopySupported,
  saveOfflineCopy,
  savedOfflineCopyList,
} from '../offline/offlineCopyStore';

async function keepFirstVisit(): Promise<void> {
  const cache = await caches.open(VISITED_CACHE);
  const page = visitedCacheKey(location.href, 'page');
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin)
    .map((url) => visitedCacheKey(url, 'fresh'));
  // From the HTTP cache: the browser has just downloaded them.
  await Promise.all([page, ...new Set(files)].map((url) => cache.add(url).catch(() => undefined)));
}

async function refreshSavedCopy(): Promise<void> {
  const { baseUrl } = siteConfig;
  const saved = await savedOfflineCopyList(baseUrl);
  if (!saved || !navigator.onLine) return;
  const newest = await fetchOfflineCopyList(baseUrl);
  if (newest.version !== saved.version) await saveOfflineCopy(baseUrl, newest, () => undefined);
}

async function afterLoad(): Promise<void> {
  const firstVisit = navigator.serviceWorker.controller === null;
  await navigator.serviceWorker.ready;
  if (firstVisit) await keepFirstVisit();
  await refreshSavedCopy();
}

if (
  ExecutionEnvironment.canUseDOM &&
  process.env.NODE_ENV === 'production' &&
  offlineCopySupported()
) {
  const start = (): void => {
    // Offline reading is a convenience: a failure here must never disturb the page.
    void afterLoad().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
