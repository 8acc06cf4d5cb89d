import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers';

/**
 * The site published under a base path (playwright.base-path.config.ts
 * builds it with `SITE_URL=https://example.com BASE_URL=/guide/` and serves it
 * at /guide/): one page of every kind in both languages loads, asks for
 * nothing outside /guide/ (a hard-coded `/` path is the usual bug), links only
 * inside /guide/, and its machine-read addresses name the configured origin.
 * Then search, a calculator's link, the service worker's scope and offline
 * reading. Run with `npm run test:base-path` (it builds first).
 */

// The suite blocks service workers (playwright.config.ts); here every test
// keeps its worker: the page kinds' tests also check the worker's requests.
test.use({ serviceWorkers: 'allow' });

const BASE = '/guide/';
const CONFIGURED_ORIGIN = 'https://example.com';

/** One page of every kind, relative to a locale's base. */
const PAGE_KINDS = [
  ['home', ''],
  ['article with chart, formula and diagram', 'docs/transactions-locking/group-commit'],
  ['category', 'docs/io-memory'],
  ['blog post', 'blog/mysql-5-1-auto-increment'],
  ['blog tag', 'blog/tags'],
  ['calculator', 'calculators/hit-ratio'],
  ['analyzer', 'tools/status-analyzer'],
  ['dataset catalog', 'data'],
  ['dataset page', 'data/access-latencies'],
  ['short links', 'go'],
  ['search', 'search?q=InnoDB'],
] as const;

const LOCALES = [
  { name: 'ja', base: BASE },
  { name: 'en', base: `${BASE}en/` },
] as const;

/** Same-origin requests that leave the base path, from the page or its worker. */
function watchRequestsOutsideBase(page: Page): string[] {
  const outside: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    const origin = new URL(page.url() === 'about:blank' ? url.href : page.url()).origin;
    if (url.origin === origin && !url.pathname.startsWith(BASE)) outside.push(url.pathname);
  });
  return outside;
}

/** Links and machine-read addresses of the page that do not respect the base or the origin. */
async function addressesOutsideSite(page: Page): Promise<string[]> {
  return page.evaluate(
    ([base, configured]) => {
      const problems: string[] = [];
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const url = new URL(link.href);
        if (url.origin === location.origin && !url.pathname.startsWith(base))
          problems.push(`link ${link.getAttribute('href') ?? ''}`);
      }
      const machineRead = [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel="canonical"], link[rel="alternate"][hreflang]',
        ),
      ].map((link) => link.href);
      const ogUrl = document.querySelector('meta[property="og:url"]')?.getAttribute('content');
      if (ogUrl) machineRead.push(ogUrl);
      for (const href of machineRead) {
        const url = new URL(href);
        if (url.origin !== configured || !url.pathname.startsWith(base))
          problems.push(`machine-read address ${href}`);
      }
      return problems;
    },
    [BASE, CONFIGURED_ORIGIN] as const,
  );
}

for (const locale of LOCALES) {
  test(`${locale.name}: every page kind works under ${BASE}`, async ({ page }) => {
    const outside = watchRequestsOutsideBase(page);
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const [kind, path] of PAGE_KINDS) {
      const response = await page.goto(`${locale.base}${path}`);
      if (response?.status() !== 200) problems.push(`${kind}: HTTP ${String(response?.status())}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      if (!(await page.locator('h1').first().isVisible())) problems.push(`${kind}: no heading`);
      if (kind === 'search') {
        // Pagefind loads from under the base path; its links must stay there.
        await page
          .locator('article h2 a')
          .first()
          .waitFor()
          .catch(() => problems.push('search: no results for "InnoDB"'));
      }
      for (const problem of await addressesOutsideSite(page)) problems.push(`${kind}: ${problem}`);
      if (kind === 'calculator') {
        // Editing an input rewrites the URL: it must stay under the base path.
        const field = page.locator('main input[type="text"], main input:not([type])').first();
        await field.fill('0.95');
        await field.press('Tab');
        await expect.poll(() => new URL(page.url()).search).not.toBe('');
        if (!new URL(page.url()).pathname.startsWith(locale.base))
          problems.push(`calculator: URL rewritten to ${page.url()}`);
      }
    }
    // ?embed works below the base path too (the head script and the client agree).
    await page.goto(`${locale.base}calculators/hit-ratio?embed`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-presentation', 'embed');
    await expect(page.locator('.navbar')).toBeHidden();
    expect(problems).toEqual([]);
    expect([...new Set(outside)], 'requests outside the base path').toEqual([]);
    expect(errors).toEqual([]);
  });
}

test(`the service worker's scope is ${BASE} and a saved copy opens offline`, async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}go#offline`);
  await waitForHydration(page);
  const scope = await page.evaluate(async () => {
    for (;;) {
      const registration = (await navigator.serviceWorker.getRegistrations())[0];
      if (registration?.active?.state === 'activated') return new URL(registration.scope).pathname;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  expect(scope).toBe(BASE);
  // "Save for offline" lists and saves every file under the base path.
  await page.getByRole('button', { name: 'オフライン用に保存' }).click();
  await expect(page.locator('#offline ~ div [role="status"]')).toContainText(
    'この端末に保存済みです',
    {
      timeout: 90_000,
    },
  );
  await context.setOffline(true);
  await page.goto(`${BASE}docs/transactions-locking/group-commit`);
  await expect(page.locator('article h1').first()).toBeVisible();
  await page.goto(`${BASE}calculators/hit-ratio`);
  await waitForHydration(page);
  await expect(page.locator('main form, main [data-calculator]').first()).toBeVisible();
  // An address never saved: the worker's own page, linking under the base path.
  await page.goto(`${BASE}never-saved`);
  await expect(page.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', BASE);
});
