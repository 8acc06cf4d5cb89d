/**
 * Saving a locale for offline reading, from the page (the "Save for offline"
 * button, src/components/OfflineCopy, and the background refresh of
 * src/clientModules/offlineCopy.ts). The page fills the Cache Storage the
 * service worker reads (src/offline/serviceWorker.mjs): caches are shared by
 * the page and its worker, and the page can show progress as it goes.
 *
 * Each saved file carries its revision in a header, so an interrupted save
 * resumes where it stopped and a refresh downloads only what changed. The
 * list itself is stored last: a copy counts as saved only once it is whole.
 */
import {
  OFFLINE_COPY_LIST,
  REVISION_HEADER,
  offlineCopyCacheName,
  parseOfflineCopyList,
  planRefresh,
  totalTransferBytes,
  type OfflineCopyEntry,
  type OfflineCopyList,
} from './offlineCopyList';
import { isContentHashed } from './requestRoutes.mjs';

/** Downloads at a time: enough to fill a connection, few enough to leave the page responsive. */
const PARALLEL_DOWNLOADS = 4;

/** Why a save stopped, for the message the reader sees. */
export type SaveFailure = 'network' | 'storage' | 'list';

export class OfflineCopyError extends Error {
  constructor(
    readonly reason: SaveFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SaveProgress {
  readonly doneFiles: number;
  readonly totalFiles: number;
  readonly doneBytes: number;
  readonly totalBytes: number;
}

/** Whether this browser, in this context, can keep an offline copy. */
export function offlineCopySupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'caches' in window &&
    'serviceWorker' in navigator &&
    window.isSecureContext
  );
}

function listUrl(localeBaseUrl: string): string {
  return `${localeBaseUrl}${OFFLINE_COPY_LIST}`;
}

/** The newest list from the host, or an OfflineCopyError. */
export async function fetchOfflineCopyList(localeBaseUrl: string): Promise<OfflineCopyList> {
  let body: unknown;
  try {
    const response = await fetch(listUrl(localeBaseUrl), { cache: 'no-cache' });
    if (!response.ok) throw new OfflineCopyError('list', `HTTP ${String(response.status)}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof OfflineCopyError) throw error;
    throw new OfflineCopyError(error instanceof SyntaxError ? 'list' : 'network', String(error));
  }
  const list = parseOfflineCopyList(body);
  if (!list) throw new OfflineCopyError('list', 'not an offline-copy list');
  return list;
}

/** The list of the copy saved in this browser, or null when none is (whole). */
export async function savedOfflineCopyList(localeBaseUrl: string): Promise<OfflineCopyList | null> {
  if (!(await caches.has(offlineCopyCacheName(localeBaseUrl)))) return null;
  const cache = await caches.open(offlineCopyCacheName(localeBaseUrl));
  const response = await cache.match(listUrl(localeBaseUrl));
  return response ? parseOfflineCopyList(await response.json()) : null;
}

async function savedRevisions(cache: Cache): Promise<Map<string, string>> {
  const revisions = new Map<string, string>();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/${OFFLINE_COPY_LIST}`)) continue;
    const response = await cache.match(request);
    revisions.set(url.pathname, response?.headers.get(REVISION_HEADER) ?? '');
  }
  return revisions;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

async function saveEntry(cache: Cache, entry: OfflineCopyEntry): Promise<void> {
  let response: Response;
  try {
    // Revalidated: a page the browser cached heuristically could be an older
    // deployment's than the revision recorded with it. Hashed bundles never change.
    response = await fetch(entry.url, isContentHashed(entry.url) ? {} : { cache: 'no-cache' });
  } catch (error) {
    throw new OfflineCopyError('network', String(error));
  }
  if (!response.ok)
    throw new OfflineCopyError('network', `${entry.url}: HTTP ${String(response.status)}`);
  // A fresh Response: a redirected one could not answer a navigation later,
  // and the revision header lets a later save skip this file.
  const headers = new Headers(response.headers);
  headers.set(REVISION_HEADER, entry.revision);
  const body = await response.blob();
  try {
    await cache.put(entry.url, new Response(body, { status: 200, headers }));
  } catch (error) {
    throw isQuotaError(error)
      ? new OfflineCopyError('storage', String(error))
      : new OfflineCopyError('network', String(error));
  }
}

/**
 * Brings the locale's saved copy up to the list (everything, the first
 * time), reporting progress after each file. Stops at the first failure with
 * an OfflineCopyError; what was saved stays, and the next call resumes.
 */
export async function saveOfflineCopy(
  localeBaseUrl: string,
  list: OfflineCopyList,
  onProgress: (progress: SaveProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const cache = await caches.open(offlineCopyCacheName(localeBaseUrl));
  const plan = planRefresh(await savedRevisions(cache), list);
  const totalBytes = totalTransferBytes(plan.download);
  let doneFiles = 0;
  let doneBytes = 0;
  onProgress({ doneFiles, totalFiles: plan.download.length, doneBytes, totalBytes });
  const queue = [...plan.download];
  const worker = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      if (signal?.aborted) return;
      await saveEntry(cache, entry);
      doneFiles += 1;
      doneBytes += entry.transferBytes;
      onProgress({ doneFiles, totalFiles: plan.download.length, doneBytes, totalBytes });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  if (signal?.aborted) return;
  await Promise.all(plan.remove.map((url) => cache.delete(url)));
  try {
    await cache.put(
      listUrl(localeBaseUrl),
      new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch (error) {
    throw new OfflineCopyError(isQuotaError(error) ? 'storage' : 'network', String(error));
  }
  // Ask the browser not to evict the copy under storage pressure (it may say no).
  await navigator.storage.persist().catch(() => false);
}

export async function removeOfflineCopy(localeBaseUrl: string): Promise<void> {
  await caches.delete(offlineCopyCacheName(localeBaseUrl));
}
