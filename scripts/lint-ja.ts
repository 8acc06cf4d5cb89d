#!/usr/bin/env -S npx tsx
// `npm run lint:ja` (part of `npm run lint`): the Japanese style guide
// (STYLE-ja.md), checked by textlint with .textlintrc.cjs, over all of the
// site's Japanese text:
//   1. the pages, docs/**/*.mdx and blog/*.md (the textlint CLI);
//   2. what textlint skips in them: the front matter `title` and `description`;
//   3. the UI strings. Japanese is the default locale, so its UI strings are
//      the default messages of <Translate> and translate() in src/, read with
//      Docusaurus's own extractor (the one `docusaurus write-translations` uses),
//      and the Japanese half of each message module (the calculators'
//      src/**/strings.ts, see src/i18n/messages.ts).
// Each string is linted on its own as plain text, so it is judged as the label
// or sentence it is; a label needs no 「。」, so that rule is not applied to them.
// `npm run lint:ja -- --fix` applies every autofix: in the pages, in the front
// matter, and in a UI string wherever its text stands verbatim in its file.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractSiteSourceCodeTranslations } from '@docusaurus/core/lib/server/translations/translationsExtractor.js';
import { createLinter, loadTextlintrc } from 'textlint';

import { frontMatterStrings, withFrontMatterString } from '../src/lib/frontMatterStrings';
import { messageModules } from '../src/lib/messageModules';

const PAGES = ['docs/**/*.mdx', 'blog/*.md'];
/**
 * Rules for running prose that do not fit a UI string: a title or a button
 * label ends without 「。」, and a heading may ask the reader a question
 * (「この短縮リンクのことですか？」).
 */
const NOT_FOR_STRINGS = new Set([
  'ja-technical-writing/ja-no-mixed-period',
  'ja-technical-writing/no-exclamation-question-mark',
]);
const ERROR = 2;

const siteDir = process.cwd();
const fix = process.argv.includes('--fix');

/** Pages under a folder of the site, as paths relative to it. */
function pagesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(siteDir, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Source files of src/ that may hold UI strings. */
function sourceFiles(): string[] {
  return pagesUnder('src', /\.(tsx?|jsx?)$/);
}

interface Problem {
  readonly where: string;
  readonly text: string;
  readonly message: string;
}

async function main(): Promise<number> {
  const textlint = path.join(siteDir, 'node_modules', '.bin', 'textlint');
  const pages = spawnSync(textlint, [...(fix ? ['--fix'] : []), ...PAGES], { stdio: 'inherit' });
  const linter = createLinter({ descriptor: await loadTextlintrc() });
  const problems: Problem[] = [];

  /**
   * Lints one string; with --fix, returns its fixed text when that differs.
   * Leading and trailing whitespace is the code's business (「…のスナップショット: 」
   * is followed by the error), so only what lies between is linted and fixed.
   */
  async function lintString(text: string, where: string): Promise<string | undefined> {
    const [, before = '', inner = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
    const result = fix
      ? await linter.fixText(inner, 'string.txt')
      : { output: inner, remainingMessages: (await linter.lintText(inner, 'string.txt')).messages };
    for (const message of result.remainingMessages) {
      if (message.severity !== ERROR || NOT_FOR_STRINGS.has(message.ruleId)) continue;
      problems.push({ where, text, message: `${message.message} (${message.ruleId})` });
    }
    return result.output === inner ? undefined : before + result.output + after;
  }

  let fixedStrings = 0;
  for (const file of [...pagesUnder('docs', /\.mdx?$/), ...pagesUnder('blog', /\.mdx?$/)]) {
    let source = readFileSync(file, 'utf8');
    for (const string of frontMatterStrings(source)) {
      const fixed = await lintString(string.text, `${file}:${string.line} (${string.field})`);
      if (fixed !== undefined) {
        source = withFrontMatterString(source, string, fixed);
        fixedStrings += 1;
      }
    }
    if (fix) writeFileSync(file, source);
  }

  const translations: Record<string, { readonly message: string }> = {
    ...(await extractSiteSourceCodeTranslations({ siteDir, plugins: [] })),
  };
  // A module's key is the id its string had in code.json; the same id cannot
  // stand in both places, so merging loses nothing.
  for (const { messages } of await messageModules(siteDir)) {
    for (const [id, message] of Object.entries(messages.ja)) translations[id] = { message };
  }
  // A generated file (src/datasets/catalog.ts, from static/data/*.json) may hold the
  // same words as a UI string; --fix must leave it to its generator.
  const files = sourceFiles()
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => !source.slice(0, 300).includes('GENERATED'));
  for (const [id, { message }] of Object.entries(translations)) {
    const homes = files.filter(({ source }) => source.includes(message));
    const fixed = await lintString(message, `${homes[0]?.file ?? 'src'} (${id})`);
    if (fixed === undefined) continue;
    // The same message may stand in several places (a page's title and its
    // heading); a message that JSX wraps over several lines stands nowhere
    // verbatim and is left to be fixed by hand.
    for (const home of homes) {
      home.source = home.source.split(message).join(fixed);
      writeFileSync(home.file, home.source);
    }
    const done = homes.length > 0 || files.some(({ source }) => source.includes(fixed));
    if (done) fixedStrings += 1;
    else problems.push({ where: `src (${id})`, text: message, message: `fix by hand: ${fixed}` });
  }

  for (const problem of problems) {
    console.log(`${problem.where}\n  ${problem.text}\n  ✗ ${problem.message}`);
  }
  const strings = Object.keys(translations).length;
  console.log(
    `Japanese strings: ${strings} UI strings and the pages' titles and descriptions checked; ` +
      `${problems.length} problem(s)${fix ? `, ${fixedStrings} fixed` : ''}.`,
  );
  return pages.status === 0 && problems.length === 0 ? 0 : 1;
}

void main().then((code) => {
  process.exitCode = code;
});
