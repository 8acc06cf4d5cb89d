#!/usr/bin/env -S npx tsx
// After updating a translation: records the current hash of each English
// page's Japanese source in the page's front matter (`source_hash`), so the
// freshness check and the stale-translation banner treat it as up to date.
// Takes English files (i18n/en/…); a Japanese docs/ or blog/ file stands for
// its English twin. --all marks every English docs and blog page.
// Usage: tsx scripts/mark-translation-fresh.ts [--site <dir>] (--all | <files…>)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sitePairs } from '../src/lib/translationParity';
import {
  SOURCE_HASH_FIELD,
  checkTranslationFreshness,
  englishTwinOf,
  japaneseSourceOf,
  readFrontMatterField,
  setFrontMatterField,
  sourceHash,
} from '../src/lib/translationFreshness';

function parseArgs(argv: readonly string[]): { siteDir: string; all: boolean; files: string[] } {
  let siteDir = '.';
  let all = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--all') all = true;
    else if (arg === '--site') siteDir = argv[++i] ?? '.';
    else files.push(arg);
  }
  return { siteDir: path.resolve(siteDir), all, files };
}

/** The English file a command-line argument stands for (absolute path). */
function translationFor(siteDir: string, arg: string): string {
  const absolute = path.resolve(arg);
  if (japaneseSourceOf(absolute)) return absolute;
  const twin = englishTwinOf(path.relative(siteDir, absolute));
  if (twin) return path.join(siteDir, twin);
  throw new Error(
    `${arg}: not an English docs/blog page (i18n/en/docusaurus-plugin-content-{docs/current,blog}/…) ` +
      'nor a Japanese docs/ or blog/ page',
  );
}

async function mark(translationPath: string): Promise<'marked' | 'unchanged'> {
  const twin = japaneseSourceOf(translationPath);
  if (!twin) throw new Error(`${translationPath}: no Japanese source path`);
  const [source, translation] = await Promise.all([
    readFile(twin.source, 'utf8').catch(() => {
      throw new Error(`${translationPath}: its Japanese source ${twin.source} does not exist`);
    }),
    readFile(translationPath, 'utf8'),
  ]);
  const hash = sourceHash(source);
  if (readFrontMatterField(translation, SOURCE_HASH_FIELD) === hash) return 'unchanged';
  await writeFile(translationPath, setFrontMatterField(translation, SOURCE_HASH_FIELD, hash));
  return 'marked';
}

async function main(): Promise<void> {
  const { siteDir, all, files } = parseArgs(process.argv.slice(2));
  const targets = all
    ? (await checkTranslationFreshness(sitePairs(siteDir))).map((r) => r.translationPath)
    : files.map((file) => translationFor(siteDir, file));
  if (targets.length === 0) {
    console.error('Usage: mark-translation-fresh [--site <dir>] (--all | <english files…>)');
    process.exit(2);
  }
  let failed = false;
  for (const target of targets) {
    const name = path.relative(siteDir, target);
    try {
      const outcome = await mark(target);
      console.log(`${outcome === 'marked' ? '✓ marked' : '· already fresh'} ${name}`);
    } catch (error) {
      failed = true;
      console.error(`✗ ${(error as Error).message}`);
    }
  }
  if (failed) process.exit(1);
}

void main();
