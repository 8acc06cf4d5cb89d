#!/usr/bin/env node
// Quick author check for MDX files, without a full site build: compiles each
// file with MDX 3 + remark-math (as Docusaurus does) and checks that every
// ##/### heading carries an explicit {#id}. Usage: node scripts/check-mdx.mjs <files…>
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

const files = process.argv.slice(2);
let failures = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const problems = [];
  let inFence = false;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^#{2,3} /.test(line) && !/\{#[a-z0-9-]+\}\s*$/.test(line)) {
      problems.push(`line ${index + 1}: heading without explicit {#id}: ${line}`);
    }
  });
  // Docusaurus escapes heading IDs before MDX sees them; do the same here.
  let escaped = body.replace(/\{#([a-z0-9-]+)\}\s*$/gm, '\\{#$1\\}');
  // Plain .md files are CommonMark in this site (markdown.format: 'detect'),
  // where an HTML comment is the blog's truncate marker; MDX would reject it.
  if (file.endsWith('.md')) escaped = escaped.replace(/<!--[\s\S]*?-->/g, '');
  try {
    await compile(escaped, { remarkPlugins: [remarkGfm, remarkDirective, remarkMath] });
  } catch (error) {
    problems.push(`MDX: ${error.message}`);
  }
  if (problems.length) {
    failures += 1;
    console.log(`✗ ${file}\n  ${problems.join('\n  ')}`);
  } else {
    console.log(`✓ ${file}`);
  }
}
process.exit(failures ? 1 : 0);
