import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_COPY_LIST, parseOfflineCopyList } from '../../src/offline/offlineCopyList';
import { BUILD_DIR, locales, sitemapUrls } from './buildOutput';

/**
 * "Make this site available offline" saves the files its locale's list
 * names (offline-copy.json, written after the build). Everything a page of
 * the locale can ask for must be on it: every page of the sitemap, every
 * script and stylesheet (a page's route chunks are only known to the
 * browser's runtime), the search index and the datasets. The browser test
 * (offline.spec.ts) then opens a sample of the page kinds from the saved
 * copy with the network off; this test is what covers every page.
 */
describe.each(locales.map((locale) => [locale.locale, locale] as const))(
  '%s: the offline copy list',
  (_, locale) => {
    const dir = path.join(BUILD_DIR, locale.dir);
    const list = parseOfflineCopyList(
      JSON.parse(readFileSync(path.join(dir, OFFLINE_COPY_LIST), 'utf8')),
    );
    const urls = new Set(list?.entries.map((entry) => entry.url));

    it('is a list the page can read', () => {
      expect(list).not.toBeNull();
      expect(urls.size).toBe(list?.entries.length);
    });

    it('has every page of the locale’s sitemap', () => {
      const pages = sitemapUrls(locale).map((url) => url.pathname);
      expect(pages.length).toBeGreaterThan(50);
      expect(pages.filter((page) => !urls.has(page))).toEqual([]);
    });

    it('has every script and stylesheet of the locale, its whole search bundle and the datasets', () => {
      const assets = ['assets/js', 'assets/css'].flatMap((folder) =>
        readdirSync(path.join(dir, folder))
          .filter((name) => /\.(?:js|css)$/.test(name))
          .map((name) => `${locale.basePath}${folder}/${name}`),
      );
      expect(assets.length).toBeGreaterThan(100);
      const wanted = [
        ...assets,
        // Every file of the locale's Pagefind bundle: entry, scripts, WebAssembly, index chunks, fragments.
        // Not the precompressed twins: the server picks those for the same address.
        ...readdirSync(path.join(dir, 'pagefind'), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
          .map(
            (entry) =>
              `${locale.basePath}${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
          ),
        ...readdirSync(path.join(dir, 'data'))
          .filter((name) => name.endsWith('.json'))
          .map((name) => `${locale.basePath}data/${name}`),
      ];
      expect(wanted.filter((url) => !urls.has(url))).toEqual([]);
    });
  },
);
