import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCES, confirmedUrls, findSource, sourceForSeed } from '../../../src/sources/registry';
import type { SourceEntry } from '../../../src/sources/types';
import { confirmationOf } from '../../../src/sources/confirmations';

const ROOT = path.resolve(__dirname, '../../..');
const SEEDS = path.resolve(ROOT, '../shared/seeds');
const entries: readonly SourceEntry[] = SOURCES;

/** Every .md/.mdx file under `dir`, recursively. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

const PAGE_DIRS = [
  'docs',
  'blog',
  'i18n/en/docusaurus-plugin-content-docs/current',
  'i18n/en/docusaurus-plugin-content-blog',
];
const pages = PAGE_DIRS.flatMap((dir) => markdownFiles(path.join(ROOT, dir)));

/** The ids of `<Tag id="…" />` elements in a page, in order. */
function ids(text: string, tag: 'Cite' | 'Source'): string[] {
  return [...text.matchAll(new RegExp(`<${tag}\\s+id="([^"]*)"`, 'g'))].map((m) => m[1]!);
}

describe('source registry', () => {
  it('has unique ids made of lower-case words', () => {
    const seen = new Set<string>();
    for (const { id } of entries) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(seen.has(id), `duplicate id ${id}`).toBe(false);
      seen.add(id);
    }
  });

  it.each(entries.map((e) => [e.id, e] as const))('%s is well formed', (_id, entry) => {
    expect(entry.title.trim()).not.toBe('');
    expect(entry.author.ja.trim()).not.toBe('');
    expect(entry.author.en.trim()).not.toBe('');
    // A Japanese title carries an English gloss for the English pages.
    if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(entry.title)) {
      expect(entry.titleLang).toBe('ja');
      expect(entry.gloss?.trim()).toBeTruthy();
    }
    if (entry.date !== undefined) expect(entry.date).toMatch(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/);
    expect(
      entry.date !== undefined ||
        entry.dateNote !== undefined ||
        entry.kind === 'documentation' ||
        entry.kind === 'source-code-docs',
    ).toBe(true);
  });

  it.each(entries.map((e) => [e.id, e] as const))(
    '%s: an address only with how it was confirmed, and a reason when there is none',
    (_id, entry) => {
      const { confirmedBy, notConfirmed } = confirmationOf(entry);
      if (entry.url !== undefined || entry.archivedUrl !== undefined) {
        expect(confirmedBy?.trim()).toBeTruthy();
      } else {
        expect(confirmedBy).toBeUndefined();
        expect(notConfirmed?.trim()).toBeTruthy();
      }
      for (const url of [entry.url, entry.archivedUrl]) {
        if (url !== undefined) expect(new URL(url).protocol).toBe('https:');
      }
    },
  );

  it.each(entries.filter((e) => e.seed).map((e) => [e.id, e.seed!] as const))(
    '%s names a seed file that holds its title verbatim',
    (_id, seed) => {
      const file = path.join(SEEDS, seed.file);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(seed.title.split(' — ')[0]);
    },
  );

  it('finds seed posts by file and title, and lists every confirmed address once', () => {
    const withSeed = entries.filter((e) => e.seed);
    expect(withSeed.length).toBeGreaterThan(0);
    for (const entry of withSeed)
      expect(sourceForSeed(entry.seed!.file, entry.seed!.title)).toBe(entry);
    expect(sourceForSeed('000_8f50174bb76bc037.txt', 'no such post')).toBeUndefined();
    const urls = confirmedUrls();
    expect([...urls].sort()).toEqual(
      [
        ...new Set(entries.flatMap((e) => [e.url, e.archivedUrl].filter((u) => u !== undefined))),
      ].sort(),
    );
  });
});

describe('citations in the articles and posts', () => {
  it.each(pages.map((file) => [path.relative(ROOT, file), file] as const))(
    '%s cites only registered sources, each listed once on the page',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      const listed = ids(text, 'Source');
      for (const id of [...listed, ...ids(text, 'Cite')]) {
        expect(findSource(id), `unknown source id ${id}`).toBeDefined();
      }
      expect(new Set(listed).size).toBe(listed.length);
      for (const id of ids(text, 'Cite')) expect(listed).toContain(id);
    },
  );

  const japanese = pages.filter((file) => !path.relative(ROOT, file).startsWith('i18n'));
  it.each(japanese.map((file) => [path.relative(ROOT, file), file] as const))(
    '%s lists the same sources in the same order as its English twin (same numbers)',
    (name, file) => {
      const twin = path.join(
        ROOT,
        name.startsWith('docs/')
          ? name.replace(/^docs\//, 'i18n/en/docusaurus-plugin-content-docs/current/')
          : name.replace(/^blog\//, 'i18n/en/docusaurus-plugin-content-blog/'),
      );
      expect(existsSync(twin), twin).toBe(true);
      expect(ids(readFileSync(twin, 'utf8'), 'Source')).toEqual(
        ids(readFileSync(file, 'utf8'), 'Source'),
      );
    },
  );
});
