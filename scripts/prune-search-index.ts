/**
 * Makes each locale's search index smaller after `docusaurus build`, before
 * the offline-copy lists and the compressed twins are written, which read
 * the final files. The search plugin writes the index in a postBuild step
 * that runs alongside the other plugins', so a plugin could not rewrite it
 * reliably.
 *
 * - Drops the terms no query can use (scripts/search/pruneSearchIndex.ts).
 * - Moves the match positions into one file per page
 *   (scripts/search/splitPositions.ts), in a folder named by the index's
 *   content hash, `search-positions/<hash>/<page id>.json`, which every part
 *   of the index names as `positions`: a new deployment never mixes an old
 *   index with new positions.
 *
 *   tsx scripts/prune-search-index.ts [build folder, default build]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { i18n } from '../config/i18n';
import { pruneSearchIndex, type SearchIndexPart } from './search/pruneSearchIndex';
import { POSITIONS_FOLDER, splitPositions } from './search/splitPositions';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const defaultLocale: string = i18n?.defaultLocale ?? 'ja';
const locales: string[] = (i18n?.locales ?? []).filter(
  (locale): locale is string => typeof locale === 'string',
);

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const gzipKib = (text: string): string => kib(gzipSync(text, { level: 9 }).length);

for (const locale of locales) {
  const localeDir = path.join(buildDir, locale === defaultLocale ? '' : locale);
  const file = path.join(localeDir, 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: did the search plugin run?`);
  const before = readFileSync(file, 'utf8');
  const { parts: pruned, figures } = pruneSearchIndex(JSON.parse(before) as SearchIndexPart[]);
  const { parts: ranked, pages } = splitPositions(pruned);
  const hash = createHash('sha256').update(JSON.stringify(ranked)).digest('hex').slice(0, 12);
  const folder = `${POSITIONS_FOLDER}/${hash}/`;
  rmSync(path.join(localeDir, POSITIONS_FOLDER), { recursive: true, force: true });
  mkdirSync(path.join(localeDir, folder), { recursive: true });
  let positionBytes = 0;
  for (const [pageId, positions] of pages) {
    const text = JSON.stringify(positions);
    positionBytes += Buffer.byteLength(text);
    writeFileSync(path.join(localeDir, folder, `${pageId}.json`), text);
  }
  const after = JSON.stringify(ranked.map((part) => ({ ...part, positions: folder })));
  writeFileSync(file, after);
  const { empty, japaneseRun, shortNumber } = figures.dropped;
  console.log(
    `[search index] ${locale}: ${figures.termsBefore} → ${figures.termsAfter} terms ` +
      `(dropped ${japaneseRun} Japanese runs, ${shortNumber} one- or two-digit numbers, ${empty} empty), ` +
      `${kib(Buffer.byteLength(before))} → ${kib(Buffer.byteLength(after))}, ` +
      `gzip ${gzipKib(before)} → ${gzipKib(after)}; ` +
      `positions of ${pages.size} pages in ${folder} (${kib(positionBytes)})`,
  );
}
