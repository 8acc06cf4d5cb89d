import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OFFLINE_COPY_LIST,
  belongsToOfflineCopy,
  offlineCopyCacheName,
  parseOfflineCopyList,
  planRefresh,
  requestUrlFor,
  totalTransferBytes,
  type OfflineCopyEntry,
  type OfflineCopyList,
} from '../../../src/offline/offlineCopyList';
import {
  OFFLINE_COPY_LIST as WORKER_LIST_NAME,
  localeOfPath,
  matchIgnoringQuery,
  offlinePageHtml,
  routeOf,
  visitedCacheKey,
} from '../../../src/offline/requestRoutes.mjs';

describe('which built files the offline copy holds', () => {
  it('keeps what pages load and leaves out the rest', () => {
    for (const file of [
      'index.html',
      'docs/glossary.html',
      'assets/js/main.0123abcd.js',
      'assets/css/styles.0123abcd.css',
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/wasm.unknown.pagefind',
      'pagefind/pagefind.ja_0123abcd.pf_meta',
      'pagefind/index/ja_0123abcd.pf_index',
      'pagefind/fragment/ja_0123abcd.pf_fragment',
      'pagefind/filter/ja_0123abcd.pf_filter',
      'data/access-latencies.json',
      'fonts/Example-Regular.woff2',
      'img/logo.svg',
      'manifest.json',
    ])
      expect(belongsToOfflineCopy(file, ['en']), file).toBe(true);
    for (const file of [
      'en/index.html',
      'en/assets/js/main.0123abcd.js',
      'img/social/group-commit.png',
      'fonts/Example-Regular.ttf',
      'fonts/Example-Regular.woff',
      'sw.js',
      '32.sw.js',
      OFFLINE_COPY_LIST,
      'sitemap.xml',
      'assets/js/main.0123abcd.js.br',
      'assets/js/main.0123abcd.js.gz',
      '_headers',
    ])
      expect(belongsToOfflineCopy(file, ['en']), file).toBe(false);
  });

  it('lists the default locale without the other locales and each locale with its own folders', () => {
    expect(belongsToOfflineCopy('en/docs/a.html', ['en'])).toBe(false);
    expect(belongsToOfflineCopy('en/docs/a.html', [])).toBe(true);
  });
});

describe('the address a browser asks for', () => {
  it('drops .html and index.html as a trailing-slash-free site is requested', () => {
    expect(requestUrlFor('index.html', '/')).toBe('/');
    expect(requestUrlFor('index.html', '/guide/en/')).toBe('/guide/en/');
    expect(requestUrlFor('docs/glossary.html', '/en/')).toBe('/en/docs/glossary');
    expect(requestUrlFor('blog/index.html', '/')).toBe('/blog');
    expect(requestUrlFor('404.html', '/')).toBe('/404.html');
    expect(requestUrlFor('assets/js/main.0123abcd.js', '/guide/')).toBe(
      '/guide/assets/js/main.0123abcd.js',
    );
  });

  it('percent-encodes as a cache key does', () => {
    expect(requestUrlFor('docs/tags/バッファ.html', '/')).toBe(
      new URL('/docs/tags/バッファ', 'https://example.com').pathname,
    );
  });
});

const entryArbitrary = fc.record({
  url: fc.constantFrom('/', '/a', '/b', '/c', '/assets/x.js', '/pagefind/pagefind-entry.json'),
  revision: fc.constantFrom('r1', 'r2', 'r3'),
  transferBytes: fc.nat({ max: 1_000_000 }),
});

/** A list with each address once, as the build writes it. */
const listArbitrary = fc
  .uniqueArray(entryArbitrary, { selector: (entry) => entry.url })
  .map((entries): OfflineCopyList => ({ version: 'v', entries }));

describe('bringing a saved copy up to a newer list', () => {
  it('downloads everything the first time and removes nothing', () => {
    fc.assert(
      fc.property(listArbitrary, (list) => {
        const plan = planRefresh(new Map(), list);
        expect(plan.download).toEqual(list.entries);
        expect(plan.remove).toEqual([]);
      }),
    );
  });

  it('ends with exactly the new list saved, each file at its new revision', () => {
    fc.assert(
      fc.property(listArbitrary, listArbitrary, (before, after) => {
        const saved = new Map(before.entries.map((entry) => [entry.url, entry.revision]));
        const plan = planRefresh(saved, after);
        for (const url of plan.remove) saved.delete(url);
        for (const entry of plan.download) saved.set(entry.url, entry.revision);
        expect(saved).toEqual(new Map(after.entries.map((entry) => [entry.url, entry.revision])));
        // Nothing unchanged is downloaded again.
        for (const entry of plan.download)
          expect(
            before.entries.some((old) => old.url === entry.url && old.revision === entry.revision),
          ).toBe(false);
      }),
    );
  });

  it('adds up the download size', () => {
    const entries: OfflineCopyEntry[] = [
      { url: '/a', revision: 'r', transferBytes: 1200 },
      { url: '/b', revision: 'r', transferBytes: 34 },
    ];
    expect(totalTransferBytes(entries)).toBe(1234);
  });
});

describe('reading a fetched list', () => {
  it('accepts what the build writes', () => {
    const list = { version: 'abc', entries: [{ url: '/a', revision: 'r', transferBytes: 3 }] };
    expect(parseOfflineCopyList(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('rejects an HTML error page, a truncated list and malformed entries', () => {
    for (const body of [
      null,
      '<!doctype html>',
      {},
      { version: '', entries: [] },
      { version: 'v' },
      { version: 'v', entries: [{ url: 'a', revision: 'r', transferBytes: 1 }] },
      { version: 'v', entries: [{ url: '/a', revision: '', transferBytes: 1 }] },
      { version: 'v', entries: [{ url: '/a', revision: 'r', transferBytes: -1 }] },
      { version: 'v', entries: [{ url: '/a', revision: 'r', transferBytes: 1.5 }] },
    ])
      expect(parseOfflineCopyList(body), JSON.stringify(body)).toBeNull();
  });
});

describe("the service worker's routes", () => {
  const origin = 'https://site.example';
  const request = (url: string, mode = 'no-cors', method = 'GET', range: string | null = null) => ({
    url,
    mode,
    method,
    headers: { get: (name: string) => (name === 'range' ? range : null) },
  });

  it('names the list file as the page side does', () => {
    expect(WORKER_LIST_NAME).toBe(OFFLINE_COPY_LIST);
    expect(offlineCopyCacheName('/en/')).toBe('offline-copy:/en/');
  });

  it('answers our GETs and leaves the rest to the browser', () => {
    expect(routeOf(request(`${origin}/docs/a`, 'navigate'), origin)).toBe('page');
    expect(routeOf(request(`${origin}/assets/js/main.0123abcd.js`), origin)).toBe('hashed');
    expect(routeOf(request(`${origin}/en/assets/css/styles.0123abcd.css`), origin)).toBe('hashed');
    expect(routeOf(request(`${origin}/pagefind/pagefind-entry.json?ts=123`), origin)).toBe('fresh');
    expect(routeOf(request(`${origin}/pagefind/index/ja_1.pf_index`), origin)).toBe('fresh');
    expect(routeOf(request(`${origin}/data/x.json`), origin)).toBe('fresh');
    expect(routeOf(request('https://other.example/a.js'), origin)).toBe('pass');
    expect(routeOf(request(`${origin}/a`, 'cors', 'POST'), origin)).toBe('pass');
    expect(routeOf(request(`${origin}/video.mp4`, 'no-cors', 'GET', 'bytes=0-'), origin)).toBe(
      'pass',
    );
    expect(routeOf(request(`${origin}/en/sw.js?params=x`), origin)).toBe('pass');
    expect(routeOf(request(`${origin}/guide/${OFFLINE_COPY_LIST}`), origin)).toBe('pass');
  });

  it('finds a page or the search’s entry file whatever their query, and files only as requested', () => {
    expect(matchIgnoringQuery(`${origin}/calculators/hit-ratio?hit=80`, 'page')).toBe(true);
    expect(matchIgnoringQuery(`${origin}/pagefind/pagefind-entry.json?ts=1`, 'fresh')).toBe(true);
    expect(matchIgnoringQuery(`${origin}/en/pagefind/pagefind-entry.json?ts=1`, 'fresh')).toBe(
      true,
    );
    expect(matchIgnoringQuery(`${origin}/pagefind/index/ja_1.pf_index?x=1`, 'fresh')).toBe(false);
    expect(matchIgnoringQuery(`${origin}/data/x.json?v=1`, 'fresh')).toBe(false);
    expect(visitedCacheKey(`${origin}/calculators/hit-ratio?hit=80#r`, 'page')).toBe(
      `${origin}/calculators/hit-ratio`,
    );
    expect(visitedCacheKey(`${origin}/data/x.json?v=1`, 'fresh')).toBe(`${origin}/data/x.json?v=1`);
  });

  it('tells the locale of an address under any base path', () => {
    expect(localeOfPath('/en/docs/a', '/')).toBe('en');
    expect(localeOfPath('/en', '/')).toBe('en');
    expect(localeOfPath('/docs/en-route', '/')).toBe('ja');
    expect(localeOfPath('/guide/en/docs/a', '/guide/')).toBe('en');
    expect(localeOfPath('/guide/docs/a', '/guide/')).toBe('ja');
  });

  it("writes the offline page in the address's language first, with links under the base path", () => {
    const english = offlinePageHtml('/guide/en/docs/a', '/guide/');
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english.indexOf('You are offline')).toBeLessThan(english.indexOf('オフラインです'));
    expect(english).toContain('href="/guide/en/go#offline"');
    expect(english).toContain('href="/guide/go#offline"');
    const japanese = offlinePageHtml('/docs/a', '/');
    expect(japanese).toMatch(/<html lang="ja">/);
    expect(japanese.indexOf('オフラインです')).toBeLessThan(japanese.indexOf('You are offline'));
    expect(japanese).toContain('<section lang="en">');
  });
});
