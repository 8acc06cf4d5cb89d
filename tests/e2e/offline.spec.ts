import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectErrors, waitForHydration } from './helpers';

/**
 * Offline reading (@docusaurus/plugin-pwa, config/pwa.ts, plugins/pwa-assets): after one online
 * visit, the locale's service worker has precached the whole locale, so the
 * page reloads, every calculator and tool opens and computes, and articles
 * open, all with the network off. Service workers need a secure context;
 * http://127.0.0.1 is one.
 */

const LOCALES = [
  { name: 'ja', baseUrl: '/', reload: '再読み込み' },
  { name: 'en', baseUrl: '/en/', reload: 'Reload' },
] as const;

/**
 * Waits until the locale's service worker is activated, which it is only
 * after its install step cached every precache entry; returns their count.
 * (Polls the registrations rather than `navigator.serviceWorker.ready`: the
 * page may lie outside the worker's scope, e.g. `docusaurus serve` redirects
 * `/en/` to `/en`.)
 */
async function waitForPrecache(page: Page, baseUrl: string): Promise<number> {
  return page.evaluate(async (scopePath) => {
    const scope = new URL(scopePath, location.href).href;
    for (;;) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      const registration = registrations.find((candidate) => candidate.scope === scope);
      if (registration?.active?.state === 'activated') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    let entries = 0;
    for (const name of await caches.keys()) {
      if (name.includes('precache')) entries += (await (await caches.open(name)).keys()).length;
    }
    return entries;
  }, baseUrl);
}

/**
 * An HTTP proxy to the site on its own 127.0.0.1 port (a separate origin, so
 * its service workers are separate too). After `deploy()`, every sw.js it
 * serves carries one more line, as a new build's worker would differ.
 */
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
      if (/\/sw\.js(?:\?|$)/.test(request.url ?? '')) {
        served.push(deployment);
        if (deployment > 1)
          body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
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

/** Calculator, tool and dataset pages of a locale, from its sitemap. */
async function toolPaths(request: APIRequestContext, baseUrl: string): Promise<string[]> {
  const xml = await (await request.get(`${baseUrl}sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.startsWith(baseUrl) && !(baseUrl === '/' && path.startsWith('/en/')))
    .filter((path) => /\/(?:calculators|tools|data)\/[^/]+$/.test(path));
}

for (const locale of LOCALES) {
  test.describe(`${locale.name}: offline`, () => {
    test('after one online visit, pages reload, open and compute with the network off', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const tools = await toolPaths(request, locale.baseUrl);
      expect(tools.length).toBeGreaterThan(0);

      // One online visit: the home page.
      await page.goto(locale.baseUrl);
      await waitForHydration(page);
      const entries = await waitForPrecache(page, locale.baseUrl);
      expect(entries).toBeGreaterThan(100);
      test.info().annotations.push({ type: 'precache entries', description: String(entries) });

      await context.setOffline(true);
      const errors = collectErrors(page);

      // The network really is off: an address that was never cached fails
      // (in a page of its own: Chromium's error page would disturb the next
      // navigation).
      const probe = await context.newPage();
      await expect(probe.goto(`${locale.baseUrl}offline-probe-never-cached`)).rejects.toThrow();
      await probe.close();

      // Reload: the page comes from the service worker's cache.
      const home = await page.goto(locale.baseUrl);
      expect(home?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();

      // Every calculator, tool and dataset page opens (a full page load, as
      // after a browser restart).
      for (const path of tools) {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        await waitForHydration(page);
        await expect(page.locator('main h1').first(), path).toBeVisible();
      }

      // A calculator computes: 95 % → 80 % hit ratio raises the cost of 100
      // requests from 595 to 2,080 (see hitRatioCalculator.spec.ts).
      await page.goto(`${locale.baseUrl}calculators/hit-ratio`);
      await waitForHydration(page);
      await expect(page.getByTestId('hit-ratio-per100')).toHaveText('595');
      await page.locator('input[name="hit"]').fill('80');
      await expect(page.getByTestId('hit-ratio-per100')).toHaveText('2,080');

      // Client-side navigation to an article, then a reload of it.
      await page.locator('main a[href$="/docs/io-memory/disk-io-hit-ratio"]').first().click();
      await expect(page).toHaveURL(/\/docs\/io-memory\/disk-io-hit-ratio$/);
      await expect(page.locator('article h1').first()).toBeVisible();
      const article = await page.reload();
      expect(article?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.locator('article h1').first()).toBeVisible();

      expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    });

    test('a new deployment offers a reload that switches to it', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      // A proxy in front of the site stands in for the host, so that the
      // next deployment can be simulated: the same sw.js URL, new bytes.
      const site = await deploymentProxy(baseURL ?? '');
      try {
        // A page inside the worker's scope, so that it becomes controlled.
        await page.goto(`${site.origin}${locale.baseUrl}calculators`);
        await waitForHydration(page);
        await waitForPrecache(page, locale.baseUrl);
        // A returning reader: the page is controlled by the worker.
        await page.reload();
        await waitForHydration(page);
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

        site.deploy();
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        const reload = page.getByRole('button', { name: locale.reload });
        await expect(reload).toBeVisible({ timeout: 60_000 });
        await expect(page.getByRole('status')).toBeVisible();

        await page.evaluate(() => {
          (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
        });
        await reload.click();
        // The page reloads under the new worker, and nothing waits any more.
        await expect
          .poll(() =>
            page
              .evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)
              .catch(() => 'navigating'),
          )
          .toBeUndefined();
        await waitForHydration(page);
        expect(
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(
              !registration?.active || registration.waiting || registration.installing,
            );
          }),
        ).toBe(false);
        expect(site.servedWorkers()).toContain(2);
        await expect(reload).toHaveCount(0);
      } finally {
        await site.close();
      }
    });
  });
}
