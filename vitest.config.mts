import { defineConfig } from 'vitest/config';

/**
 * One Vitest config, four projects (`vitest run --project <name>`):
 *
 * - `unit`: pure modules (calculator maths with fast-check properties, URL
 *   parsing, datasets, remark plugins, scripts). Node, no DOM.
 * - `component`: React components of the calculator kit rendered in
 *   happy-dom with Testing Library (URL state, messages in both languages,
 *   reset buttons), with Docusaurus's client modules stubbed.
 * - `build`: facts that live in the production build (`build/`), read with a
 *   real HTML parser instead of a browser: redirects, meta tags, sitemaps,
 *   feeds, the search index. Needs `npm run build` first.
 * - `lab`: the benchmark lab against real throwaway MariaDB servers; one file
 *   at a time, long timeouts.
 *
 * Browser tests live in tests/e2e and run under Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          environment: 'node',
          // Pure modules without mocks or globals: the files share one module
          // graph per worker instead of re-importing it 92 times (98 → 45
          // CPU-seconds, measured 2026-11-27).
          isolate: false,
          // fast-check property runs are CPU-bound; keep the default timeout
          // generous on a 2-core machine instead of shrinking the number of runs.
          testTimeout: 30_000,
        },
      },
      {
        // Docusaurus's client modules exist only inside a Docusaurus build:
        // small stand-ins under tests/component/stubs take their place
        // (Translate really translates, from i18n/en/code.json; `@generated/i18n`
        // gives the test's locale to the calculators' message modules).
        resolve: {
          alias: [
            ...[
              'Translate',
              'useDocusaurusContext',
              'Link',
              'BrowserOnly',
              'useIsBrowser',
              'useBaseUrl',
              'ExecutionEnvironment',
              'Interpolate',
              'router',
            ].map((name) => ({
              find: `@docusaurus/${name}`,
              replacement: new URL(`./tests/component/stubs/${name}`, import.meta.url).pathname,
            })),
            {
              find: /^@theme(?:-original)?\/(.*)$/,
              replacement: new URL('./tests/component/stubs/theme/$1', import.meta.url).pathname,
            },
            { find: /^@site\/(.*)$/, replacement: new URL('./$1', import.meta.url).pathname },
            {
              find: '@generated/i18n',
              replacement: new URL('./tests/component/stubs/generatedI18n.ts', import.meta.url)
                .pathname,
            },
            {
              find: '@generated/docusaurus.config',
              replacement: new URL('./tests/component/stubs/docusaurusConfig.ts', import.meta.url)
                .pathname,
            },
          ],
        },
        // The site's tsconfig says `jsx: preserve` (Docusaurus compiles JSX itself).
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          // setup.ts unmounts and resets the URL and locale after every test,
          // so the files can share one happy-dom window per worker (72 → 51
          // CPU-seconds, measured 2026-11-27).
          isolate: false,
          // CSS modules give their class names; no stylesheet is applied.
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // One worker for all files, sharing its module cache: each built
          // page is then read and parsed once (tests/build/buildOutput.ts)
          // instead of once per file, and this step leaves the second core
          // to the browser suite that runs beside it.
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'lab',
          include: ['tests/lab/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 15 * 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
