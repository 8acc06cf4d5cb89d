#!/usr/bin/env -S npx tsx
/**
 * Writes src/datasets/registry.ts and src/datasets/catalog.ts from
 * static/data/*.json (see codegen.ts). Usage:
 * `npx tsx plugins/datasets-catalog/generate.ts [siteDir]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles } from './codegen';

async function main(): Promise<void> {
  const siteDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..'));
  for (const { file, content } of await generatedFiles(siteDir)) {
    const target = path.join(siteDir, file);
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === content) {
      console.log(`  unchanged ${file}`);
    } else {
      writeFileSync(target, content);
      console.log(`  wrote ${file}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
