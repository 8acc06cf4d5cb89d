import { defineConfig } from 'vitest/config';

// Unit, property and script tests. Browser tests live in tests/e2e and run
// under Playwright against the production build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
    environment: 'node',
    // fast-check property runs are CPU-bound; keep the default timeout generous
    // on a 2-core machine instead of shrinking the number of runs.
    testTimeout: 30_000,
  },
});
