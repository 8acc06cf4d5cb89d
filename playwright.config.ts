import { defineConfig, devices } from '@playwright/test';
import { playwrightLaunchOptions } from './scripts/browser/chromium.mjs';

/**
 * Browser tests against the production build served locally, in Debian's
 * Chromium (Playwright cannot download its own browser on the CI machines).
 *
 * Headless runs use Debian's `chromium-headless-shell` when it is installed:
 * the same Chromium build in the headless-only form Playwright itself uses
 * for headless tests. On this suite it cost 118 CPU-seconds where the full
 * browser's headless mode cost 213 for the same four sweep groups, and drew
 * all 140 screenshot baselines within their tolerance (measured 2026-11-27).
 * `/usr/bin/chromium` (needed for `--headed`) is the fallback, and
 * Playwright's bundled browser the last resort. PLAYWRIGHT_CHROMIUM names
 * another executable.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The browser choice and quiet flags, shared with the perf scripts (scripts/browser/chromium.mjs). */
export const chromiumLaunchOptions = playwrightLaunchOptions();

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: keep it apart from the
  // test runner's logs, the page-load count and the sweep's page weights.
  outputDir: 'test-results/playwright',
  // Screenshot baselines (appearance.spec.ts): one file per picture, named
  // by the test, without the platform suffix (CI and authors both run
  // Debian's Chromium on Linux).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only: a test that passes on its retry is still listed as
  // "flaky" in the report, and the notes must name it so it gets fixed; a
  // test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // No service worker unless a test is about offline reading
    // (offline.spec.ts, basePath.spec.ts allow it): in each test's fresh
    // context the site's worker installed itself after the first load, every
    // later request went through it into its cache, and the offline client
    // module fetched the page's files once more to keep them. Measured
    // 2026-11-27: see README, "Session 14".
    serviceWorkers: 'block',
  },
  // The sweep's twelve groups take 1–2 min each; the rest are seconds. Queued
  // first, the long groups share out between the workers and the short tests
  // fill in at the end, instead of one worker finishing a long group alone.
  projects: [
    { name: 'sweep', testMatch: /sweep\.spec\.ts$/ },
    // basePath.spec.ts needs the /guide/ build: playwright.base-path.config.ts.
    { name: 'pages', testIgnore: /(?:sweep|basePath)\.spec\.ts$/ },
  ],
  webServer: {
    // Counts the pages the suite loads (test-results/page-loads.json).
    command: `node --import tsx scripts/serve-build.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
