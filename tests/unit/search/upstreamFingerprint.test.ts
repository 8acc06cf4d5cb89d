import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/search/ copies part of @easyops-cn/docusaurus-search-local and swaps
 * one of its modules (plugins/search-query). An upgrade can change what was
 * copied or what the swap relies on without any test noticing, so the files
 * are pinned here by hash: a change fails with what to re-read and re-check.
 * After re-checking, update the version and the hashes together.
 */

const PLUGIN = '@easyops-cn/docusaurus-search-local';
const REVIEWED_VERSION = '0.55.3';

const require = createRequire(import.meta.url);
const pluginRoot = path.dirname(require.resolve(`${PLUGIN}/package.json`));
const clientDir = path.join(pluginRoot, 'dist', 'client');

interface UpstreamFile {
  /** Path under the plugin's dist/client/. */
  readonly file: string;
  readonly sha256: string;
  /** What depends on it here, and what to compare. */
  readonly recheck: string;
}

const UPSTREAM_FILES: readonly UpstreamFile[] = [
  {
    file: 'client/theme/worker.js',
    sha256: 'bd81e902cc6fe3888b72297bc9ea2cb7359b74dc8fa239247f51ed84349e0a6a',
    recheck:
      'src/search/searchEngine.ts collectResults() copies its search loop (queries × indexes, ' +
      'the per-index limit, de-duplication by document id, `page` from the title index), and ' +
      'src/search/searchWorker.ts copies its index loading (URL, origin check, zhDictionary) and ' +
      'the sortSearchResults/processTreeStatusOfSearchResults calls: port the changes there',
  },
  {
    file: 'client/theme/searchByWorker.js',
    sha256: 'cf571811cb2fd0fdaa41b1d2e9d57630663d8d575665a5a1aba2875d3b1b6721',
    recheck:
      'plugins/search-query replaces this module with src/search/searchByWorker.ts and ' +
      'searchByWorkerForPage.ts: they must export the same functions with the same arguments',
  },
  {
    file: 'client/theme/SearchBar/SearchBar.jsx',
    sha256: '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
    recheck:
      'the navbar must still import `../searchByWorker` (plugins/search-query rewrites that ' +
      'request) and call searchByWorker(baseUrl, searchContext, input, searchResultLimits), ' +
      'which src/search/searchByWorker.ts counts as { results: limit }',
  },
  {
    file: 'client/theme/SearchPage/SearchPage.jsx',
    sha256: '554dcc569a17cb23c22b30066b58901002bb5b95a9d6345c5b76d302c3d40294',
    recheck:
      'the search page must still import `../searchByWorker` and ask for 100 results, which ' +
      'src/search/searchByWorkerForPage.ts counts as { links: limit }; it draws document, page, ' +
      'type, metadata and tokens of each result as searchEngine.ts builds them',
  },
  {
    file: 'client/utils/smartQueries.js',
    sha256: '09495ef70a10f82fdb29c314ddfcfbc86f39e20f01652349dd07fa622e12ab66',
    recheck:
      'src/search/searchEngine.ts strictQueries() assumes its queries: the longest one holds ' +
      'every word, looser ones drop a word or add editDistance, a trailing wildcard marks typing',
  },
  {
    file: 'shared/interfaces.js',
    sha256: '98d5020c65dcc7adf00dd75e794a3f6d7a9d591129d96fc1ca71f97da37411c1',
    recheck:
      'src/search/searchEngine.ts copies SearchDocumentType as DocumentType (the order of the ' +
      'five indexes in search-index.json)',
  },
];

describe(`${PLUGIN} (copied and swapped by src/search/)`, () => {
  it(`is installed at the reviewed version ${REVIEWED_VERSION}, pinned exactly`, () => {
    const installed = JSON.parse(readFileSync(path.join(pluginRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(
      installed.version,
      `${PLUGIN} ${installed.version} is installed; src/search/ was checked against ` +
        `${REVIEWED_VERSION}: re-check the files listed in this test, then update it`,
    ).toBe(REVIEWED_VERSION);
    const site = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(site.dependencies[PLUGIN], 'package.json pins the exact version').toBe(REVIEWED_VERSION);
  });

  it.each(UPSTREAM_FILES.map((entry) => [entry.file, entry] as const))(
    'dist/client/%s is the reviewed one',
    (file, { sha256, recheck }) => {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(clientDir, file)))
        .digest('hex');
      expect(hash, `${PLUGIN}'s dist/client/${file} changed: ${recheck}`).toBe(sha256);
    },
  );
});
