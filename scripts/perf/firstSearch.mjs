/**
 * A first search, timed the way a reader meets it (issue #18: "measure the
 * first query at 4× CPU"): a fresh browser context at Lighthouse's phone
 * screen (firstVisit.mjs's PHONE, where both the site and the template keep
 * their search box in the navbar, folded to an icon until it has focus), no
 * service worker (so nothing is precached or answered from a cache), the
 * locale's home page opened, hydrated and its network quiet; then the CPU is
 * slowed 4× and the query goes into the navbar's search box. The clock stops
 * when the first suggestion (`role="option"`; the template's Pagefind UI: its
 * first result) is visible. What the search
 * costs on the wire is every request made from the typing to that moment,
 * bodies as sent plus headers (the index, the search's own code, …).
 * Used by scripts/perf.mjs; import with `node --import tsx`.
 */
import { performance } from 'node:perf_hooks';
import { PHONE } from './firstVisit.mjs';

/** The CPU slowdown of the measured search: Lighthouse's mobile default, as the issue asks. */
export const FIRST_SEARCH_CPU_SLOWDOWN = 4;

/** How long the network must stay idle after hydration before the search starts. */
const QUIET_MS = 1000;

/**
 * One first search on the site of `homeUrl` (a locale's home page).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} homeUrl
 * @param {string} query
 * @param {{ input: string, result: string }} [searchBox] the box's input and a result, when not the site's
 * @returns {Promise<{ milliseconds: number, bytes: number, requests: number }>}
 */
export async function firstSearch(browser, homeUrl, query, searchBox) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    let lastActivity = performance.now();
    const active = () => {
      lastActivity = performance.now();
    };
    context.on('request', active);
    context.on('requestfinished', active);
    context.on('requestfailed', active);
    const page = await context.newPage();
    await page.goto(homeUrl, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated !== 'false');
    // Chunks and prefetches the page asks for once hydrated are the page's, not the search's.
    while (performance.now() - lastActivity < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_SEARCH_CPU_SLOWDOWN });
    const requests = [];
    context.on('request', (request) => requests.push(request));
    const input = page.locator(searchBox?.input ?? '.navbar input.navbar__search-input');
    const started = performance.now();
    // fill() focuses the box and puts the whole query in at once, as an input
    // method commits a Japanese word.
    await input.fill(query);
    const result = searchBox ? page.locator(searchBox.result) : page.getByRole('option');
    await result.first().waitFor({ state: 'visible', timeout: 120_000 });
    const milliseconds = performance.now() - started;

    let bytes = 0;
    for (const request of requests) {
      if ((await request.response()) === null) continue;
      // Waits for a response still arriving: a request made for the search counts whole.
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    return { milliseconds, bytes, requests: requests.length };
  } finally {
    await context.close();
  }
}
