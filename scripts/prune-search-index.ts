/**
 * Drops the terms no query can use from each locale's search index
 * (scripts/search/pruneSearchIndex.ts says which and why), after `docusaurus
 * build` and before the offline-copy lists and the compressed twins are
 * written, which read the index's final size. The search plugin writes the
 * index in a postBuild step that runs alongside the other plugins', so a
 * plugin could not rewrite it reliably.
 *
 *   tsx scripts/prune-search-index.ts [build folder, default build]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { i18n } from '../config/i18n';
import { pruneSearchIndex, type SearchIndexPart } from './search/pruneSearchIndex';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const defaultLocale: string = i18n?.defaultLocale ?? 'ja';
const locales: string[] = (i18n?.locales ?? []).filter(
  (locale): locale is string => typeof locale === 'string',
);

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const gzipKib = (text: string): string => kib(gzipSync(text, { level: 9 }).length);

for (const locale of locales) {
  const file = path.join(buildDir, locale === defaultLocale ? '' : locale, 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: did the search plugin run?`);
  const before = readFileSync(file, 'utf8');
  const { parts, figures } = pruneSearchIndex(JSON.parse(before) as SearchIndexPart[]);
  const after = JSON.stringify(parts);
  writeFileSync(file, after);
  const { empty, japaneseRun, shortNumber } = figures.dropped;
  console.log(
    `[search index] ${locale}: ${figures.termsBefore} → ${figures.termsAfter} terms ` +
      `(dropped ${japaneseRun} Japanese runs, ${shortNumber} one- or two-digit numbers, ${empty} empty), ` +
      `${kib(Buffer.byteLength(before))} → ${kib(Buffer.byteLength(after))}, gzip ${gzipKib(before)} → ${gzipKib(after)}`,
  );
}
