#!/usr/bin/env -S npx tsx
// Lists the English pages whose Japanese source has changed since they were
// translated (their front-matter `source_hash` no longer matches the source),
// and those with no `source_hash` at all. Reports and exits 0 by default;
// with --strict, exits 1 when any page is stale.
// Usage: tsx scripts/check-translation-freshness.ts [--strict] [siteDir]
import path from 'node:path';
import { sitePairs } from '../src/lib/translationParity';
import { checkTranslationFreshness, describeFreshness } from '../src/lib/translationFreshness';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const siteDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
  const results = await checkTranslationFreshness(sitePairs(siteDir));
  const stale = results.filter((result) => result.status !== 'fresh');
  if (stale.length === 0) {
    console.log(
      `Translation freshness: all ${results.length} English pages match their Japanese source.`,
    );
    return;
  }
  const report = strict ? console.error : console.log;
  report(
    `Translation freshness: ${stale.length} of ${results.length} English page(s) are behind their Japanese source`,
  );
  for (const result of stale) {
    report(`  ✗ ${path.relative(siteDir, result.translationPath)}`);
    report(`      ${describeFreshness(result)}`);
  }
  report(
    '\nUpdate each translation, then record the new source revision with:\n' +
      '  npm run mark:fresh -- <english files…>',
  );
  if (strict) process.exit(1);
}

void main();
