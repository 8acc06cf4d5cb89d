/**
 * Hydration cost of the plain long article against the same Markdown in the
 * bare template (issue #18). Serves this site's build and the template's
 * (perf/bare-site/build), opens each page cold RUNS times, the two sites
 * alternating, in Debian's headless shell with the CPU slowed 4× (Lighthouse's
 * mobile factor), a fresh context each time and service workers blocked, and
 * prints medians of:
 *  - TBT-like: Σ max(0, long task − 50 ms) from first contentful paint until
 *    the page has hydrated and then been quiet (no long task) for QUIET_MS,
 *  - script ms: CDP Performance.getMetrics ScriptDuration at that point
 *    (all JavaScript the page ran, short tasks included),
 *  - task ms: TaskDuration at that point (all main-thread work),
 *  - renderer CPU ms: CPU time the page's renderer process used from the
 *    navigation to that point, all its threads. It grows with the throttling
 *    too (≈1.0 s unslowed, ≈4.5 s at 4× for the Japanese page), but leaves
 *    out the time the page waited for a core: the steadiest figure here,
 *  - nodes: elements inside <article> after hydration.
 * Prints figures; asserts nothing.
 *
 *   node --import tsx scripts/perf/hydration.mjs [--runs 7] [--port 4636]
 *        [--site build] [--template perf/bare-site/build] [--profile out.cpuprofile]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from '../browser/chromium.mjs';
import { serveBuild } from './firstVisit.mjs';
import { median } from './figures.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4636' },
    site: { type: 'string', default: 'build' },
    template: { type: 'string', default: 'perf/bare-site/build' },
    // Write CPU profiles of the Japanese page of both (same throttling), 3 each:
    // <prefix>-site-<n>.cpuprofile, <prefix>-template-<n>.cpuprofile.
    profile: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** The main thread counts as done with hydration after this long without a long task. */
const QUIET_MS = 1500;

const PAGES = [
  {
    name: 'ja',
    site: '/docs/cloud-storage/mysql-56-parameter-baseline',
    template: '/docs/mysql-56-parameter-baseline',
  },
  {
    name: 'en',
    site: '/en/docs/cloud-storage/mysql-56-parameter-baseline',
    template: '/en/docs/mysql-56-parameter-baseline',
  },
];

const sitePort = Number(options.port);
const site = await serveBuild({ dir: options.site, port: sitePort });
const template = await serveBuild({ dir: options.template, port: sitePort + 1 });
const browser = await chromium.launch(playwrightLaunchOptions());
const browserSession = await browser.newBrowserCDPSession();

/** CPU seconds used so far by each renderer process, by process id. */
async function rendererCpu() {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return new Map(
    processInfo.filter((info) => info.type === 'renderer').map((info) => [info.id, info.cpuTime]),
  );
}

/** One cold load; returns the figures above. */
async function measure(url, { profilePath } = {}) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  if (profilePath) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__lastLongTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([entry.startTime, entry.duration]);
        window.__lastLongTaskEnd = Math.max(
          window.__lastLongTaskEnd,
          entry.startTime + entry.duration,
        );
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cpuBefore = await rendererCpu();
  await page.goto(url, { waitUntil: 'load' });
  // Hydrated (Docusaurus marks <html> then), then QUIET_MS without a long
  // task (at most 30 s): the route's chunks can arrive after the load event,
  // and a busy machine made a quiet gap before them on some loads.
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
    timeout: 30_000,
  });
  await page.waitForFunction(
    (quiet) => performance.now() - window.__lastLongTaskEnd > quiet,
    QUIET_MS,
    { polling: 100, timeout: 30_000 },
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  // CPU time, unlike the durations, leaves out the time the page waited for
  // a core on a busy machine.
  let cpu = 0;
  for (const [id, seconds] of await rendererCpu())
    cpu += (seconds - (cpuBefore.get(id) ?? 0)) * 1000;
  const metric = (name) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const result = await page.evaluate((longTaskMs) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    let blocking = 0;
    for (const [start, duration] of window.__longTasks) {
      // As Lighthouse: tasks from FCP on; one straddling FCP counts its part after it.
      const end = start + duration;
      if (end <= fcp) continue;
      const counted = start < fcp ? end - fcp : duration;
      blocking += Math.max(0, counted - longTaskMs);
    }
    return { fcp, blocking, nodes: document.querySelectorAll('article *').length };
  }, LONG_TASK_MS);
  if (profilePath) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
  }
  await context.close();
  return { ...result, cpu, script: metric('ScriptDuration'), task: metric('TaskDuration') };
}

const fmt = (value) => Math.round(value).toLocaleString('en-US');
try {
  if (options.profile) {
    for (let run = 1; run <= 3; run += 1) {
      for (const which of ['site', 'template']) {
        const origin = which === 'site' ? site.origin : template.origin;
        const profilePath = `${options.profile}-${which}-${run}.cpuprofile`;
        await measure(origin + PAGES[0][which], { profilePath });
        console.log(`profile written to ${profilePath}`);
      }
    }
  }
  console.log(
    `cold loads, CPU ${CPU_SLOWDOWN}× slower, 412×823, median of ${RUNS} (site / template = ratio)`,
  );
  for (const pageSpec of PAGES) {
    const runs = { site: [], template: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which site goes first, so both see the same load on average.
      const order = run % 2 ? ['template', 'site'] : ['site', 'template'];
      for (const which of order) {
        const origin = which === 'site' ? site.origin : template.origin;
        runs[which].push(await measure(origin + pageSpec[which]));
      }
    }
    console.log(`${pageSpec.name} ${pageSpec.site}`);
    for (const [key, label] of [
      ['blocking', 'TBT-like ms'],
      ['script', 'script ms'],
      ['task', 'main-thread ms'],
      ['cpu', 'renderer CPU ms'],
      ['fcp', 'FCP ms'],
      ['nodes', '<article> elements'],
    ]) {
      const a = median(runs.site.map((r) => r[key]));
      const b = median(runs.template.map((r) => r[key]));
      const all = (list) => list.map((r) => fmt(r[key])).join(' ');
      console.log(
        `  ${label.padEnd(19)} ${fmt(a).padStart(6)} / ${fmt(b).padStart(6)} = ×${(a / b).toFixed(2)}` +
          `   [site ${all(runs.site)}] [template ${all(runs.template)}]`,
      );
    }
  }
} finally {
  await browser.close();
  site.stop();
  template.stop();
}
