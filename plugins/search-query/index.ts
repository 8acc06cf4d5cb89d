/**
 * Local plugin: puts src/search/searchByWorker*.ts in place of the
 * local-search plugin's module that starts its search worker, for its navbar
 * box and its search page. They start the site's own worker
 * (src/search/searchWorker.ts: the plugin's index and lunr queries, a link
 * limit for the search page, Japanese words found as written) and normalise
 * the query (src/lib/searchQuery.ts).
 *
 * The plugin reads its input in two components of its own, and the query
 * reaches the worker through one module they both import as
 * `../searchByWorker`; replacing that import changes nothing else of theirs,
 * where swizzling would copy (eject) both components. The same way, the
 * search page gets a Layout with a `<main>` landmark. The build fails if the
 * plugin moves the module, so an upgrade cannot drop the fix silently.
 *
 * @packageDocumentation
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);
const PLUGIN_THEME_DIR = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
);

/** Which stand-in each of the plugin's components gets. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  SearchBar: 'searchByWorker.ts',
  SearchPage: 'searchByWorkerForPage.ts',
};

/**
 * The navbar SearchBar imports `searchResultLimits` from the plugin's
 * generated constants, a module that also loads lunr and its Japanese
 * tokenizer for the worker; on the navbar (every page) that put lunr in
 * main.js. The SearchBar gets src/search/searchBarConstants.ts instead, as
 * long as that one name is all it imports (checked below, so an upgrade that
 * reads more fails the build instead of reading undefined).
 */
const CONSTANTS_REQUEST = /^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/;
const CONSTANTS_STAND_IN = 'searchBarConstants.ts';
const SEARCH_BAR_CONSTANTS_IMPORT =
  'import { searchResultLimits } from "../../utils/proxiedGeneratedConstants";';

const LAYOUT_STAND_IN = 'SearchPageLayout.tsx';
const SEARCH_PAGE_LAYOUT_IMPORT = 'import Layout from "@theme/Layout";';

interface ResolveData {
  request: string;
  context?: string;
}

export default function searchQueryPlugin(context: LoadContext): Plugin {
  const standIns = path.join(context.siteDir, 'src', 'search');
  for (const [component, file] of Object.entries(REPLACEMENTS)) {
    const importer = path.join(PLUGIN_THEME_DIR, component);
    if (!existsSync(importer) || !existsSync(path.join(standIns, file))) {
      throw new Error(
        `search-query: ${importer} or src/search/${file} is missing; has @easyops-cn/docusaurus-search-local changed its layout?`,
      );
    }
  }
  const searchBarSource = path.join(PLUGIN_THEME_DIR, 'SearchBar', 'SearchBar.jsx');
  const constantImports = existsSync(searchBarSource)
    ? readFileSync(searchBarSource, 'utf8')
        .split('\n')
        .filter((line) => line.includes('proxiedGeneratedConstants'))
    : [];
  if (constantImports.length !== 1 || constantImports[0]?.trim() !== SEARCH_BAR_CONSTANTS_IMPORT) {
    throw new Error(
      `search-query: ${searchBarSource} no longer imports only searchResultLimits from the generated constants; update src/search/${CONSTANTS_STAND_IN}.`,
    );
  }
  // The search page's Layout gets a <main> around its content (src/search/SearchPageLayout.tsx).
  const searchPageSource = path.join(PLUGIN_THEME_DIR, 'SearchPage', 'SearchPage.jsx');
  if (
    !existsSync(searchPageSource) ||
    !readFileSync(searchPageSource, 'utf8').includes(SEARCH_PAGE_LAYOUT_IMPORT)
  ) {
    throw new Error(
      `search-query: ${searchPageSource} no longer imports Layout from @theme/Layout; update src/search/${LAYOUT_STAND_IN}.`,
    );
  }
  return {
    name: 'search-query',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^\.\.\/searchByWorker$/,
        (resource: ResolveData) => {
          const importerDir = resource.context ?? '';
          if (path.dirname(importerDir) !== PLUGIN_THEME_DIR) return;
          const file = REPLACEMENTS[path.basename(importerDir)];
          if (file) resource.request = path.join(standIns, file);
        },
      );
      const constants = new currentBundler.instance.NormalModuleReplacementPlugin(
        CONSTANTS_REQUEST,
        (resource: ResolveData) => {
          if (resource.context === path.join(PLUGIN_THEME_DIR, 'SearchBar')) {
            resource.request = path.join(standIns, CONSTANTS_STAND_IN);
          }
        },
      );
      const layout = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^@theme\/Layout$/,
        (resource: ResolveData) => {
          if (resource.context === path.join(PLUGIN_THEME_DIR, 'SearchPage')) {
            resource.request = path.join(standIns, LAYOUT_STAND_IN);
          }
        },
      );
      return { plugins: [replacement, constants, layout] };
    },
  };
}
