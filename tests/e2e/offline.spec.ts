import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectErrors, waitForHydration } from './helpers';

/**
 * Offline reading (src/offline/, config/pwa.ts): the service worker keeps the
 * pages a reader opened, and "Save for offline" on `/go` saves the whole
 * locale — pages, calculators, datasets and the search index — so that
 * everything works with the network off. An address that is neither saved
 * nor visited gets the worker's offline page, in its language, instead of the
 * browser's error. Service workers need a secure context; http://127.0.0.1 is
 * one.
 */

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const LOCALES = [
  {
    name: 'ja',
    baseUrl: '/',
    save: 'オフライン用に保存',
    saved: /この端末に保存済みです/,
    size: /(\d[\d,]*) ファイル、ダウンロードは約 ([\d.]+) MB です。/,
    offline: 'オフラインです',
    searchTerm: 'グループコミット',
    unavailable: /検索インデックスを読み込めない/,
    other: { baseUrl: '/en/', offline: 'You are offline' },
  },
  {
    name: 'en',
    baseUrl: '/en/',
    save: 'Save for offline',
    saved: /^Saved on this device/,
    size: /(\d[\d,]*) files, a download of about ([\d.]+) MB\./,
    offline: 'You are offline',
    searchTerm: 'buffer pool',
    unavailable: /Search is unavailable/,
    other: { baseUrl: '/', offline: 'オフラインです' },
  },
] as const;

/**
 * Waits until the site's service worker is active (it keeps what the page
 * loads from then on). One worker serves both locales: its scope is `/`.
 */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async (scopePath) => {
    const scope = new URL(scopePath, location.href).href;
    for (;;) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      const registration = registrations.find((candidate) => candidate.scope === scope);
      if (registration?.active?.state === 'activated') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, '/');
}

/** Saves the locale from its `/go` page and returns the file count the page announced. */
async function saveForOffline(
  page: Page,
  locale: (typeof LOCALES)[number],
  origin = '',
): Promise<number> {
  await page.goto(`${origin}${locale.baseUrl}go#offline`);
  await waitForHydration(page);
  await waitForWorker(page);
  const status = page.locator('#offline ~ div [role="status"]');
  await expect(status).toContainText(locale.size);
  const [, files = '0', megabytes = '0'] =
    locale.size.exec((await status.textContent()) ?? '') ?? [];
  // The size is said before anything is downloaded: between 1 and 20 MB today.
  expect(Number(megabytes)).toBeGreaterThan(1);
  expect(Number(megabytes)).toBeLessThan(20);
  await page.getByRole('button', { name: locale.save }).click();
  await expect(status).toContainText(locale.saved, { timeout: 120_000 });
  return Number(files.replace(/,/g, ''));
}

/**
 * An HTTP proxy to the site on its own 127.0.0.1 port (a separate origin, so
 * its service workers and caches are separate too). After `deploy()`, it
 * serves what a new build would change: sw.js gets one more line, the English
 * calculators page another comment, and the English offline-copy list a new
 * version with that page's new revision.
 */
/** The page the simulated deployment changes. */
const CHANGED_PAGE = '/en/calculators';

async function deploymentProxy(target: string): Promise<{
  origin: string;
  deploy: () => void;
  servedWorkers: () => number[];
  close: () => Promise<void>;
}> {
  let deployment = 1;
  const served: number[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${target}${request.url ?? '/'}`, { redirect: 'manual' });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      let body = Buffer.from(await upstream.arrayBuffer());
      const path = new URL(request.url ?? '/', 'http://proxy').pathname;
      if (path.endsWith('/sw.js')) served.push(deployment);
      if (deployment > 1) {
        if (path.endsWith('/sw.js'))
          body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
        if (path === CHANGED_PAGE)
          body = Buffer.concat([body, Buffer.from(`<!-- deployment ${deployment} -->`)]);
        if (path === '/en/offline-copy.json') {
          const list = JSON.parse(body.toString('utf8')) as {
            version: string;
            entries: { url: string; revision: string }[];
          };
          list.version = `${list.version}-${deployment}`;
          for (const entry of list.entries)
            if (entry.url === CHANGED_PAGE) entry.revision = `deployment-${deployment}`;
          body = Buffer.from(JSON.stringify(list));
        }
      }
      response.writeHead(upstream.status, headers).end(body);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployment += 1;
    },
    servedWorkers: () => served,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * One calculator, one tool and one dataset page of a locale, from its
 * sitemap: each kind's code opened from the saved copy. That the copy holds
 * every page and every chunk is checked over the build, in Node
 * (tests/build/offlineCopy.test.ts); opening all 34 of each locale here cost
 * ≈ 90 CPU-seconds of the suite.
 */
async function toolPaths(request: APIRequestContext, baseUrl: string): Promise<string[]> {
  const xml = await (await request.get(`${baseUrl}sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.startsWith(baseUrl) && !(baseUrl === '/' && path.startsWith('/en/')));
  return ['calculators', 'tools', 'data'].flatMap((kind) => {
    const first = paths.find((path) => new RegExp(`/${kind}/[^/]+$`).test(path));
    return first ? [first] : [];
  });
}

for (const locale of LOCALES) {
  test.describe(`${locale.name}: offline`, () => {
    test('after "Save for offline", pages, calculators, datasets and search work with the network off', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(240_000);
      const tools = await toolPaths(request, locale.baseUrl);
      expect(tools).toHaveLength(3);

      const files = await saveForOffline(page, locale);
      const saved = await page.evaluate(
        async (name) => (await (await caches.open(name)).keys()).length,
        `offline-copy:${locale.baseUrl}`,
      );
      // Every announced file plus the list itself.
      expect(saved).toBe(files + 1);
      test.info().annotations.push({ type: 'saved files', description: String(files) });

      await context.setOffline(true);
      const errors = collectErrors(page);

      // The network really is off, and an address never saved gets the
      // worker's page in its language, not the browser's error.
      const probe = await page.goto(`${locale.baseUrl}offline-probe-never-saved`);
      expect(probe?.status()).toBe(503);
      await expect(page.locator('h1')).toHaveText(locale.offline);
      // The other language is saved on its own: its pages say so in that language.
      await page.goto(`${locale.other.baseUrl}docs/glossary`);
      await expect(page.locator('h1')).toHaveText(locale.other.offline);

      // The home page comes from the saved copy.
      const home = await page.goto(locale.baseUrl);
      expect(home?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();

      // A calculator, a tool and a dataset page open (a full page load, as
      // after a browser restart).
      for (const path of tools) {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        await waitForHydration(page);
        await expect(page.locator('main h1').first(), path).toBeVisible();
      }

      // A calculator computes, from a link with its scenario in the query:
      // 80 % hit ratio costs 2,080 per 100 requests (hitRatioCalculator.spec.ts).
      await page.goto(`${locale.baseUrl}calculators/hit-ratio?hit=80`);
      await waitForHydration(page);
      await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');

      // Client-side navigation to an article, then a reload of it.
      await page.locator('main a[href$="/docs/io-memory/disk-io-hit-ratio"]').first().click();
      await expect(page).toHaveURL(/\/docs\/io-memory\/disk-io-hit-ratio$/);
      await expect(page.locator('article h1').first()).toBeVisible();
      const article = await page.reload();
      expect(article?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.locator('article h1').first()).toBeVisible();

      // Search: the saved index answers the search page.
      await page.goto(`${locale.baseUrl}search?q=${encodeURIComponent(locale.searchTerm)}`);
      await waitForHydration(page);
      await expect(page.locator('article h2 a').first()).toBeVisible();
      await expect(page.locator('[data-search-unavailable]')).toHaveCount(0);

      expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|503/.test(error))).toEqual([]);
    });
  });
}

test('without saving, the pages a reader opened reopen offline, and search says why it cannot run', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A first visit: the worker arrives after the page, which keeps itself.
  await page.goto('/en/docs/io-memory/disk-io-hit-ratio');
  await waitForHydration(page);
  await waitForWorker(page);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await caches.match('/en/docs/io-memory/disk-io-hit-ratio')),
      ),
    )
    .toBe(true);
  // Pages opened under the worker are kept as they load; a search loads
  // Pagefind's files (its script, entry, WebAssembly, index chunks), which
  // are kept too...
  await page.goto('/en/docs/glossary');
  await waitForHydration(page);
  await page.goto(`/en/search?q=${encodeURIComponent('innodb')}`);
  await waitForHydration(page);
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (request.url.includes('/pagefind/pagefind.js')) return true;
        return false;
      }),
    )
    .toBe(true);
  // ...but not here: as if the browser had evicted them.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (request.url.includes('/pagefind/')) await cache.delete(request);
    }
  });

  await context.setOffline(true);
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/en/docs/io-memory/disk-io-hit-ratio', /Disk I\/O/],
    ['/en/docs/glossary', /^Glossary$/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('article h1').first()).toHaveText(heading);
  }

  // The navbar box says why it finds nothing.
  const navbar = page.locator('.navbar input.navbar__search-input');
  await navbar.click();
  await navbar.pressSequentially('innodb', { delay: 20 });
  await expect(page.locator('.navbar [data-search-unavailable]')).toHaveText(
    /Search is unavailable/,
  );

  // The search page stops waiting (it used to spin forever) and says why.
  await page.goto(`/en/search?q=${encodeURIComponent('buffer pool')}`);
  await waitForHydration(page);
  const content = page.locator('main');
  await expect(content.locator('[data-search-unavailable]')).toHaveText(/Search is unavailable/);
  // The tab title read "… | undefined" when the page waited forever.
  await expect(page).toHaveTitle('Search results for "buffer pool"');

  // A page never opened: the worker's page, with the way to save the site.
  const unseen = await page.goto('/en/calculators/iops');
  expect(unseen?.status()).toBe(503);
  await expect(page.getByRole('link', { name: 'Go to “Save for offline”' })).toHaveAttribute(
    'href',
    '/en/go#offline',
  );
  // The search's failed download is caught: only the network's own errors,
  // and Pagefind's own report of them, reach the console.
  expect(
    errors.filter(
      (error) =>
        !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|503|^Failed to load Pagefind metadata/.test(error),
    ),
  ).toEqual([]);
});

test('a new deployment takes over at once and the saved copy downloads only what changed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const english = LOCALES[1];
  const site = await deploymentProxy(baseURL ?? '');
  try {
    await saveForOffline(page, english, site.origin);
    const revisionOf = (url: string) =>
      page.evaluate(
        async ([name, address]) =>
          (await (await caches.open(name)).match(address))?.headers.get(
            'x-offline-copy-revision',
          ) ?? null,
        [`offline-copy:${english.baseUrl}`, url] as const,
      );
    const before = await revisionOf(CHANGED_PAGE);
    const unchanged = await revisionOf('/en/docs/glossary');
    expect(before).not.toBeNull();

    site.deploy();
    // The reader comes back online: the page checks for a new worker and list.
    await page.reload();
    await waitForHydration(page);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => revisionOf(CHANGED_PAGE), { timeout: 60_000 }).toBe('deployment-2');
    expect(await revisionOf('/en/docs/glossary')).toBe(unchanged);
    const body = await page.evaluate(
      async ([name, address]) => (await (await caches.open(name)).match(address))?.text(),
      [`offline-copy:${english.baseUrl}`, CHANGED_PAGE] as const,
    );
    expect(body).toContain('<!-- deployment 2 -->');
    // No reload popup: the new worker is active with nothing left waiting.
    // (It skips waiting when it installs; when the page asked it to instead,
    // one installed before the page's handler was attached stayed waiting.
    // A failure here names the states seen.)
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return [
              registration?.active && 'active',
              registration?.waiting && 'waiting',
              registration?.installing && 'installing',
            ]
              .filter(Boolean)
              .join(' + ');
          }),
        { timeout: 20_000 },
      )
      .toBe('active');
    expect(site.servedWorkers()).toContain(2);
    await expect(
      page.getByRole('status').filter({ hasText: /Saved on this device/ }),
    ).toBeVisible();
  } finally {
    await site.close();
  }
});
