/**
 * How long a page opened from a calculator link shows the defaults before
 * the link's numbers (issue: "linked state never shows the wrong numbers").
 * Serves build/ (scripts/serve-build.mjs), opens each link cold (a new
 * browser context, no cache, no service worker) with the CPU slowed 4× as
 * Lighthouse's mobile profile does, and prints, median of RUNS runs:
 * first contentful paint, and the time the page stopped marking the
 * calculator pending (html[data-linked-state] removed: the link's values are
 * on screen). Prints figures; asserts nothing (the README records them).
 *
 *   npm run build && node --import tsx scripts/linked-state-timing.mjs [--runs 5] [--port 4390]
 */
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from './browser/chromium.mjs';
import { serveBuild } from './perf/firstVisit.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const RUNS = option('--runs', 5);
const PORT = option('--port', 4390);
const CPU_SLOWDOWN = 4;
const LINKS = [
  '/en/calculators/snowflake?layout=discord&id=175928847299117063',
  '/calculators/hit-ratio?hit=80',
  '/en/calculators/group-commit?scenario=builtin-xa1',
];

const { origin, stop } = await serveBuild({ dir: 'build', port: PORT });
// The full browser, as the figures in the README were measured.
const browser = await chromium.launch(playwrightLaunchOptions({ fullBrowser: true }));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`cold loads, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} (ms)`);
console.log('  FCP  linked numbers  link');
try {
  for (const link of LINKS) {
    const fcp = [];
    const applied = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // The moment the attribute goes, seen by an observer installed before
      // any of the page's own scripts.
      await page.addInitScript(() => {
        // <html> does not exist yet when this runs: watch the document.
        new MutationObserver(() => {
          const html = document.documentElement;
          if (html.hasAttribute('data-linked-state')) window.__linkedStatePending = true;
          else if (window.__linkedStatePending && window.__linkedStateAppliedAt === undefined) {
            window.__linkedStateAppliedAt = performance.now();
          }
        }).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ['data-linked-state'],
        });
      });
      await page.goto(origin + link, { waitUntil: 'load' });
      const appliedAt = await page
        .waitForFunction(() => window.__linkedStateAppliedAt, undefined, {
          timeout: 60_000,
        })
        .then((handle) => handle.jsonValue());
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      fcp.push(paint);
      applied.push(appliedAt);
      await context.close();
    }
    console.log(
      `${String(Math.round(median(fcp))).padStart(5)}  ${String(Math.round(median(applied))).padStart(14)}  ${link}`,
    );
  }
} finally {
  await browser.close();
  stop();
}
