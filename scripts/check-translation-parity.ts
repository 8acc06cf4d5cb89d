#!/usr/bin/env -S npx tsx
// Fails (exit 1), naming the files, when a page exists in one language only or
// its explicit heading IDs differ between Japanese and English.
// Usage: tsx scripts/check-translation-parity.ts [siteDir]
import path from 'node:path';
import {
  checkTranslationParity,
  describeParityProblem,
  sitePairs,
} from '../src/lib/translationParity';

async function main(): Promise<void> {
  const siteDir = path.resolve(process.argv[2] ?? '.');
  const problems = await checkTranslationParity(sitePairs(siteDir));
  if (problems.length > 0) {
    console.error(`Translation parity: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ✗ ${describeParityProblem(problem)}`);
    process.exit(1);
  }
  console.log('Translation parity: every page has both languages with the same heading IDs.');
}

void main();
