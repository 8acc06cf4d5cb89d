#!/usr/bin/env -S npx tsx
// Fails (exit 1), naming the files, when a page exists in one language only or
// its explicit heading IDs differ between Japanese and English, or when a
// message module (src/**/strings.ts: the calculators' UI strings) has a key in
// one language only, an empty text, or placeholders that differ.
// Usage: tsx scripts/check-translation-parity.ts [siteDir]
import path from 'node:path';
import { describeMessageProblem, messageProblems } from '../src/i18n/messages';
import { messageModules } from '../src/lib/messageModules';
import {
  checkTranslationParity,
  describeParityProblem,
  sitePairs,
} from '../src/lib/translationParity';

async function main(): Promise<void> {
  const siteDir = path.resolve(process.argv[2] ?? '.');
  const problems = (await checkTranslationParity(sitePairs(siteDir))).map(describeParityProblem);
  const modules = await messageModules(siteDir);
  for (const { file, name, messages } of modules) {
    for (const problem of messageProblems(messages)) {
      problems.push(`${file} (${name}): ${describeMessageProblem(problem)}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Translation parity: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  const strings = modules.reduce((sum, { messages }) => sum + Object.keys(messages.ja).length, 0);
  console.log(
    'Translation parity: every page has both languages with the same heading IDs; ' +
      `${modules.length} message modules (${strings} strings) have every key in both languages with the same placeholders.`,
  );
}

void main();
