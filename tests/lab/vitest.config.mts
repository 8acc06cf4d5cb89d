import { defineConfig } from 'vitest/config';

// The benchmark lab's tests (`npm run test:lab`): they start real MariaDB
// servers, so they run one file at a time with long timeouts, apart from the
// unit tests of vitest.config.mts.
export default defineConfig({
  test: {
    include: ['tests/lab/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
  },
});
