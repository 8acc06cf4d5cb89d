/**
 * The offline copy of a locale: which built files it holds, under which
 * address, and how a saved copy catches up with a new deployment. Pure (no
 * DOM, no file system): the build writes the list (plugins/pwa-assets), the
 * page saves and refreshes it (src/offline/offlineCopyStore.ts), and the
 * service worker answers from it (src/offline/serviceWorker.mjs).
 *
 * Why a list of our own rather than the PWA plugin's precache: the plugin
 * precaches the whole locale on a reader's first visit (3.7 MiB), and its
 * Workbox manifest silently drops files over 2 MiB (the former lunr search
 * index among them). Readers now pay for the pages they open; the whole
 * locale, search index included, is saved only when they ask for it ("Save for offline" on
 * `/go` and in speaker mode).
 *
 * @packageDocumentation
 */

/** The list's file name in each locale's output directory. */
export const OFFLINE_COPY_LIST = 'offline-copy.json';

/** Cache name of a locale's saved copy, by its base URL (`/`, `/en/`, `/guide/en/`). */
export function offlineCopyCacheName(localeBaseUrl: string): string {
  return `offline-copy:${localeBaseUrl}`;
}

/** One file of the copy. */
export interface OfflineCopyEntry {
  /** The address a reader's browser asks for (a page's clean URL, without `.html`). */
  readonly url: string;
  /** Content hash: a file whose revision is unchanged is not downloaded again. */
  readonly revision: string;
  /** Bytes on the wire with gzip, to tell the reader the download's size before it starts. */
  readonly transferBytes: number;
}

export interface OfflineCopyList {
  /** Changes whenever any entry does: a saved copy with another version is out of date. */
  readonly version: string;
  readonly entries: readonly OfflineCopyEntry[];
}

/**
 * File types a reader's pages load; sitemaps, feeds, maps and precompressed
 * twins are not. The `pf_*` and `.pagefind` files are the search's
 * (`pagefind/`: its WebAssembly, the index's metadata and chunks, the
 * pages' fragments and filters).
 */
const SAVED_EXTENSIONS =
  /\.(?:html|js|css|json|csv|svg|png|ico|woff2|webmanifest|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;

/**
 * Whether a file of the locale's output directory (path relative to it, `/`
 * separators) belongs to its offline copy. `otherLocales` are the locales
 * whose output sits in subfolders of this one (the default locale's directory
 * holds `en/`): each locale is saved on its own.
 */
export function belongsToOfflineCopy(
  relativePath: string,
  otherLocales: readonly string[],
): boolean {
  if (!SAVED_EXTENSIONS.test(relativePath)) return false;
  const top = relativePath.split('/')[0] ?? '';
  if (otherLocales.includes(top)) return false;
  // Link-preview images are for crawlers.
  if (relativePath.startsWith('img/social/')) return false;
  // The worker (sw.js and its chunks) and the list itself are fetched fresh,
  // never from the copy.
  return !/(?:^|\.)sw\.js$/.test(relativePath) && relativePath !== OFFLINE_COPY_LIST;
}

/**
 * The address a browser asks for, for a built file: the site uses
 * `trailingSlash: false`, so `docs/glossary.html` is requested as
 * `/docs/glossary` and `index.html` as its folder (`404.html` is the host's
 * file for unknown addresses and keeps its name).
 */
export function requestUrlFor(relativePath: string, localeBaseUrl: string): string {
  let address = `${localeBaseUrl}${relativePath}`;
  if (relativePath === 'index.html') address = localeBaseUrl;
  else if (relativePath.endsWith('/index.html'))
    address = `${localeBaseUrl}${relativePath.slice(0, -'/index.html'.length)}`;
  else if (relativePath.endsWith('.html') && relativePath !== '404.html')
    address = `${localeBaseUrl}${relativePath.slice(0, -'.html'.length)}`;
  // As a browser writes it (percent-encoded), so it equals a cache key's pathname.
  return new URL(address, 'https://host.invalid').pathname;
}

/** Response header that records, on each saved file, the revision it was saved at. */
export const REVISION_HEADER = 'x-offline-copy-revision';

/** What a saved copy must do to match the newest list. */
export interface RefreshPlan {
  readonly download: readonly OfflineCopyEntry[];
  readonly remove: readonly string[];
}

/**
 * Entries to download (not saved, or saved at another revision) and saved
 * addresses to delete (no longer built). `saved` maps each saved address to
 * its revision, as read back from the cache, so an interrupted save resumes
 * where it stopped.
 */
export function planRefresh(
  saved: ReadonlyMap<string, string>,
  next: OfflineCopyList,
): RefreshPlan {
  const nextUrls = new Set(next.entries.map((entry) => entry.url));
  return {
    download: next.entries.filter((entry) => saved.get(entry.url) !== entry.revision),
    remove: [...saved.keys()].filter((url) => !nextUrls.has(url)),
  };
}

export function totalTransferBytes(entries: readonly OfflineCopyEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.transferBytes, 0);
}

function isEntry(value: unknown): value is OfflineCopyEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { url, revision, transferBytes } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    url.startsWith('/') &&
    typeof revision === 'string' &&
    revision.length > 0 &&
    typeof transferBytes === 'number' &&
    Number.isSafeInteger(transferBytes) &&
    transferBytes >= 0
  );
}

/**
 * The list as fetched, or null when it is not one (a host's HTML error page
 * served with status 200, a truncated download): saving then stops with a
 * message instead of caching garbage.
 */
export function parseOfflineCopyList(value: unknown): OfflineCopyList | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, entries } = value as Record<string, unknown>;
  if (typeof version !== 'string' || version.length === 0) return null;
  if (!Array.isArray(entries) || !entries.every(isEntry)) return null;
  return { version, entries };
}
