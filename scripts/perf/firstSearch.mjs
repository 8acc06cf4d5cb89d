/**
 * A first search, timed the way a reader meets it (issue #18: "measure the
 * first query at 4× CPU"): a fresh browser context at Lighthouse's phone
 * screen (firstVisit.mjs's PHONE, where both the site and the template keep
 * their search box in the navbar, folded to an icon until it has focus), no
 * service worker (so nothing is precached or answered from a cache), the
 * locale's home page opened, hydrated and its network quiet; then the CPU is
 * slowed 4× and the query goes into the navbar's search box. The time is the
 * page's own clock, from the box's focus (a `focusin`, where both sites start
 * loading Pagefind) to the moment the first result with its title is in the
 * page and shown (a MutationObserver installed before the typing): the site's
 * first `role="option"` (drawn only once its data is in), the template's first
 * `.pagefind-ui__result-link` (Pagefind UI draws an empty placeholder result
 * before its data arrives; that is not a result a reader can use). Until
 * session 20 the clock was Node's, stopped by Playwright's `waitFor`, which
 * looks every 500 ms after its first few tries (a result could be seen up to
 * 500 ms late), and it stopped the template's at the placeholder. What the
 * search costs on the wire is every request made from the typing to that
 * moment, bodies as sent plus headers (the index, the search's own code, …).
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
    await page.evaluate((resultSelector) => {
      const clock = { focused: undefined, shown: undefined };
      Object.assign(window, { firstSearchClock: clock });
      document.addEventListener(
        'focusin',
        () => {
          clock.focused ??= performance.now();
        },
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        for (const result of document.querySelectorAll(resultSelector)) {
          if (result.getClientRects().length === 0 || !result.textContent.trim()) continue;
          clock.shown = performance.now();
          observer.disconnect();
          return;
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    }, searchBox?.result ?? '.navbar [role="option"]');
    // fill() focuses the box and puts the whole query in at once, as an input
    // method commits a Japanese word.
    await input.fill(query);
    await page.waitForFunction(() => window.firstSearchClock.shown !== undefined, null, {
      polling: 100,
      timeout: 120_000,
    });
    const milliseconds = await page.evaluate(
      () => window.firstSearchClock.shown - window.firstSearchClock.focused,
    );

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
