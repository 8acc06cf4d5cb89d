/**
 * Builds each locale's Pagefind search index after `docusaurus build`:
 * `<locale dir>/pagefind/` (`/pagefind/`, `/en/pagefind/`), with the pages
 * and content rules of scripts/search/pagefindIndex.ts. One index per locale
 * rather than one split by `<html lang>`: each locale's bundle is then a
 * folder of its own, which its offline copy saves whole
 * (scripts/write-offline-copy-lists.ts runs after this).
 *
 * The npm package's platform binary is Pagefind's extended build (the only
 * one it ships), which segments Japanese text into words.
 *
 *   tsx scripts/build-search-index.ts [build folder, default build]
 */
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '../config/i18n';
import {
  EXCLUDE_SELECTORS,
  PAGEFIND_FOLDER,
  ROOT_SELECTOR,
  indexedPages,
  indexedUrl,
  isUnusedBundleFile,
  withSpacedCells,
} from './search/pagefindIndex';
import { filesUnder } from './lib/filesUnder';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const defaultLocale: string = i18n?.defaultLocale ?? 'ja';
const others: string[] = (i18n?.locales ?? []).filter(
  (locale): locale is string => typeof locale === 'string' && locale !== defaultLocale,
);

function failOn(errors: readonly string[], what: string): void {
  if (errors.length > 0) throw new Error(`Pagefind ${what}: ${errors.join('; ')}`);
}

// Pagefind's Node API is an ES module only; tsx runs the scripts as CommonJS.
const pagefindApi = import('pagefind');

async function main(): Promise<void> {
  const pagefind = await pagefindApi;
  for (const locale of [defaultLocale, ...others]) {
    const isDefault = locale === defaultLocale;
    const outDir = isDefault ? buildDir : path.join(buildDir, locale);
    const bundleDir = path.join(outDir, PAGEFIND_FOLDER);
    rmSync(bundleDir, { recursive: true, force: true });
    const { errors, index } = await pagefind.createIndex({
      rootSelector: ROOT_SELECTOR,
      excludeSelectors: [...EXCLUDE_SELECTORS],
      forceLanguage: locale,
    });
    failOn(errors, 'createIndex');
    if (!index) throw new Error('Pagefind returned no index');
    const pages = indexedPages(filesUnder(outDir), isDefault ? others : []);
    for (const page of pages) {
      const added = await index.addHTMLFile({
        url: indexedUrl(page),
        content: withSpacedCells(readFileSync(path.join(outDir, page), 'utf8')),
      });
      failOn(added.errors, `addHTMLFile ${page}`);
    }
    failOn((await index.writeFiles({ outputPath: bundleDir })).errors, 'writeFiles');
    for (const file of filesUnder(bundleDir).filter(isUnusedBundleFile))
      rmSync(path.join(bundleDir, file));
    const files = filesUnder(bundleDir);
    const bytes = files.reduce((sum, file) => sum + statSync(path.join(bundleDir, file)).size, 0);
    console.log(
      `search index ${locale}: ${pages.length} pages, ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
}

main()
  .finally(async () => (await pagefindApi).close())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
