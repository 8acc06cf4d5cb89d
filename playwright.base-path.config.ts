import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * The base-path smoke test (tests/e2e/basePath.spec.ts) against the build in
 * build-base-path/, made by `npm run build:base-path` with
 * SITE_URL=https://example.com BASE_URL=/guide/ and served at /guide/. The
 * rest is the browser suite's config (playwright.config.ts).
 */
const PORT = Number(process.env.E2E_BASE_PATH_PORT ?? 4183);

export default defineConfig({
  ...suite,
  projects: [{ name: 'base-path', testMatch: /basePath\.spec\.ts$/ }],
  outputDir: 'test-results/playwright-base-path',
  workers: 1,
  timeout: 120_000,
  use: { ...suite.use, baseURL: `http://127.0.0.1:${String(PORT)}` },
  webServer: {
    command: `node --import tsx scripts/serve-build.mjs --dir build-base-path --base /guide/ --port ${String(PORT)} --count-file test-results/page-loads-base-path.json`,
    url: `http://127.0.0.1:${String(PORT)}/guide/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
