import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';

/**
 * The base-path smoke test (tests/e2e/basePath.spec.ts) against the build in
 * build-base-path/, made by `npm run build:base-path` with
 * SITE_URL=https://example.com BASE_URL=/guide/ and served at /guide/.
 */
const PORT = Number(process.env.E2E_BASE_PATH_PORT ?? 4183);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /basePath\.spec\.ts$/,
  outputDir: 'test-results/playwright-base-path',
  fullyParallel: true,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx scripts/serve-build.mjs --dir build-base-path --base /guide/ --port ${PORT} --count-file test-results/page-loads-base-path.json`,
    url: `http://127.0.0.1:${PORT}/guide/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
