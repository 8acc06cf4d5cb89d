/**
 * Translation parity between the Japanese sources and their English twins:
 * every page must exist on both sides, and its explicit heading IDs
 * (`## 見出し {#id}`) must be the same, in the same order — so that a link
 * with an anchor survives a language switch.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A pair of trees to compare, e.g. docs/ and its English twin. */
export interface ParityPair {
  readonly label: string;
  readonly sourceDir: string;
  readonly translationDir: string;
}

export type ParityProblem =
  | { readonly kind: 'missingTranslation'; readonly file: string; readonly pair: string }
  | { readonly kind: 'missingSource'; readonly file: string; readonly pair: string }
  | {
      readonly kind: 'headingIdsDiffer';
      readonly file: string;
      readonly pair: string;
      readonly sourceIds: readonly string[];
      readonly translationIds: readonly string[];
    };

const PAGE = /\.mdx?$/;

/** The Markdown/MDX pages under `dir`, as sorted paths relative to it (none if it is missing). */
export async function listPages(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const pages: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) pages.push(...(await listPages(dir, relative)));
    else if (PAGE.test(entry.name)) pages.push(relative);
  }
  return pages.sort();
}

/** The explicit heading IDs of a Markdown/MDX text, in order, ignoring code fences. */
export function headingIds(markdown: string): string[] {
  const ids: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s.*\{#([^}\s]+)\}\s*$/.exec(line);
    if (heading?.[1]) ids.push(heading[1]);
  }
  return ids;
}

/** Compares each pair of trees and returns every problem found (empty when in parity). */
export async function checkTranslationParity(
  pairs: readonly ParityPair[],
): Promise<ParityProblem[]> {
  const problems: ParityProblem[] = [];
  for (const pair of pairs) {
    const sources = await listPages(pair.sourceDir);
    const translations = new Set(await listPages(pair.translationDir));
    for (const file of sources) {
      if (!translations.has(file)) {
        problems.push({ kind: 'missingTranslation', file, pair: pair.label });
        continue;
      }
      translations.delete(file);
      const [source, translation] = await Promise.all([
        readFile(path.join(pair.sourceDir, file), 'utf8'),
        readFile(path.join(pair.translationDir, file), 'utf8'),
      ]);
      const sourceIds = headingIds(source);
      const translationIds = headingIds(translation);
      if (sourceIds.join('\n') !== translationIds.join('\n')) {
        problems.push({
          kind: 'headingIdsDiffer',
          file,
          pair: pair.label,
          sourceIds,
          translationIds,
        });
      }
    }
    for (const file of translations) {
      problems.push({ kind: 'missingSource', file, pair: pair.label });
    }
  }
  return problems;
}

/** One line per problem, naming the files, for the terminal. */
export function describeParityProblem(problem: ParityProblem): string {
  switch (problem.kind) {
    case 'missingTranslation':
      return `${problem.pair}: ${problem.file} has no English version`;
    case 'missingSource':
      return `${problem.pair}: ${problem.file} exists only in English (no Japanese original)`;
    case 'headingIdsDiffer': {
      const onlySource = problem.sourceIds.filter((id) => !problem.translationIds.includes(id));
      const onlyTranslation = problem.translationIds.filter(
        (id) => !problem.sourceIds.includes(id),
      );
      const detail =
        onlySource.length || onlyTranslation.length
          ? `only in Japanese: [${onlySource.join(', ')}]; only in English: [${onlyTranslation.join(', ')}]`
          : 'same IDs in a different order';
      return `${problem.pair}: ${problem.file} heading IDs differ (${detail})`;
    }
  }
}

/** The site's own pairs, relative to the site directory. */
export function sitePairs(siteDir: string): ParityPair[] {
  return [
    {
      label: 'docs',
      sourceDir: path.join(siteDir, 'docs'),
      translationDir: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current'),
    },
    {
      label: 'blog',
      sourceDir: path.join(siteDir, 'blog'),
      translationDir: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-blog'),
    },
  ];
}
