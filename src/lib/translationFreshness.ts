/**
 * Translation freshness: each English page records, in its front matter, the
 * revision of its Japanese source that it translates —
 * `source_hash: "<first 16 hex digits of the SHA-256 of the normalised
 * Japanese file>"`. When the Japanese file changes afterwards, the hashes
 * differ and the English page is stale: `npm run check:freshness` lists it
 * and the page shows a banner (src/remark/staleTranslationBanner.ts). After
 * updating the translation, `npm run mark:fresh -- <english files…>` records
 * the current hash.
 *
 * The functions that compute and compare are pure; only
 * {@link checkTranslationFreshness} reads files.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listPages, type ParityPair } from './translationParity';

/** The front-matter field of an English page that holds its source's hash. */
export const SOURCE_HASH_FIELD = 'source_hash';

/** Hex digits kept from the SHA-256. */
export const SOURCE_HASH_LENGTH = 16;

/**
 * Normalises a source text so that editor noise does not count as a change:
 * CRLF/CR line endings become LF and trailing whitespace is removed from
 * every line. Everything else (front matter included) counts.
 */
export function normaliseSource(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** First {@link SOURCE_HASH_LENGTH} hex digits of the SHA-256 of the normalised text. */
export function sourceHash(text: string): string {
  return createHash('sha256')
    .update(normaliseSource(text), 'utf8')
    .digest('hex')
    .slice(0, SOURCE_HASH_LENGTH);
}

interface FrontMatterBlock {
  /** Lines between the opening and closing `---`. */
  readonly lines: string[];
  /** Text before the first front-matter line (`---` + newline, maybe a BOM). */
  readonly head: string;
  /** Text from the closing `---` on. */
  readonly tail: string;
  readonly newline: string;
}

function splitFrontMatter(text: string): FrontMatterBlock | null {
  const open = /^(\uFEFF?---[ \t]*(\r?\n))/.exec(text);
  if (!open) return null;
  const head = open[1] ?? '';
  const newline = open[2] ?? '\n';
  const rest = text.slice(head.length);
  const close = /^---[ \t]*\r?$/m.exec(rest);
  if (!close) return null;
  const body = rest.slice(0, close.index);
  const lines = body === '' ? [] : body.replace(/\r?\n$/, '').split(/\r?\n/);
  return { lines, head, tail: rest.slice(close.index), newline };
}

function unquote(raw: string): string {
  const value = raw.trim();
  const double = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (double) return (double[1] ?? '').replace(/\\(.)/g, '$1');
  const single = /^'((?:[^']|'')*)'$/.exec(value);
  if (single) return (single[1] ?? '').replace(/''/g, "'");
  // Plain scalar: a ` #` starts a comment.
  return value.replace(/\s+#.*$/, '');
}

function fieldPattern(field: string): RegExp {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}:(?:\\s(.*))?$`);
}

/**
 * The value of a top-level scalar field of a Markdown file's front matter
 * (quotes removed), or `undefined` when there is no front matter or no such
 * field. Enough for one-line fields such as `title` and `source_hash`.
 */
export function readFrontMatterField(text: string, field: string): string | undefined {
  const block = splitFrontMatter(text);
  if (!block) return undefined;
  const pattern = fieldPattern(field);
  for (const line of block.lines) {
    const match = pattern.exec(line);
    if (match) return unquote(match[1] ?? '');
  }
  return undefined;
}

/**
 * The text with a top-level front-matter field set to a double-quoted string
 * value: replaced in place when present, otherwise added as the last field.
 * A file without front matter gets one. Nothing else changes.
 */
export function setFrontMatterField(text: string, field: string, value: string): string {
  const line = `${field}: ${JSON.stringify(value)}`;
  const block = splitFrontMatter(text);
  if (!block) return `---\n${line}\n---\n\n${text}`;
  const pattern = fieldPattern(field);
  const index = block.lines.findIndex((l) => pattern.exec(l));
  const lines = [...block.lines];
  if (index >= 0) lines[index] = line;
  else lines.push(line);
  return `${block.head}${lines.map((l) => `${l}${block.newline}`).join('')}${block.tail}`;
}

export type FreshnessStatus = 'fresh' | 'stale' | 'missing';

/** Compares a translation's recorded hash with the hash of its source now. */
export function compareSourceHash(recorded: string | undefined, current: string): FreshnessStatus {
  if (recorded === undefined || recorded === '') return 'missing';
  return recorded.toLowerCase() === current.toLowerCase() ? 'fresh' : 'stale';
}

/** Freshness of an English text against the text of its Japanese source. */
export function translationStatus(translation: string, source: string): FreshnessStatus {
  return compareSourceHash(
    readFrontMatterField(translation, SOURCE_HASH_FIELD),
    sourceHash(source),
  );
}

export interface TwinPaths {
  readonly kind: 'docs' | 'blog';
  /** The Japanese source file. */
  readonly source: string;
}

/**
 * The Japanese source of an English docs or blog file, by path:
 * `…/i18n/<locale>/docusaurus-plugin-content-docs/current/X` → `…/docs/X`,
 * `…/i18n/<locale>/docusaurus-plugin-content-blog/X` → `…/blog/X`.
 * `undefined` for any other file (a Japanese source, a page, a partial…).
 * Works with absolute and relative paths and either path separator.
 */
export function japaneseSourceOf(translationPath: string): TwinPaths | undefined {
  const file = translationPath.split(path.sep).join('/');
  const docs = /^(.*\/)?i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/.exec(file);
  if (docs) return { kind: 'docs', source: `${docs[1] ?? ''}docs/${docs[2]}` };
  const blog = /^(.*\/)?i18n\/[^/]+\/docusaurus-plugin-content-blog\/(.+)$/.exec(file);
  if (blog) return { kind: 'blog', source: `${blog[1] ?? ''}blog/${blog[2]}` };
  return undefined;
}

/**
 * The English twin of a Japanese docs or blog file (`docs/X` →
 * `i18n/en/docusaurus-plugin-content-docs/current/X`, `blog/X` →
 * `i18n/en/docusaurus-plugin-content-blog/X`), relative to the site
 * directory; `undefined` for other paths.
 */
export function englishTwinOf(relativeSourcePath: string): string | undefined {
  const file = relativeSourcePath.split(path.sep).join('/').replace(/^\.\//, '');
  if (file.startsWith('docs/')) {
    return `i18n/en/docusaurus-plugin-content-docs/current/${file.slice('docs/'.length)}`;
  }
  if (file.startsWith('blog/')) {
    return `i18n/en/docusaurus-plugin-content-blog/${file.slice('blog/'.length)}`;
  }
  return undefined;
}

export interface FreshnessResult {
  /** Label of the pair of trees, `docs` or `blog`. */
  readonly pair: string;
  /** Path relative to both trees, e.g. `io-memory/disk-io-hit-ratio.mdx`. */
  readonly file: string;
  /** The English file, as given by the pair (for messages and mark-fresh). */
  readonly translationPath: string;
  readonly status: FreshnessStatus;
  readonly recorded: string | undefined;
  readonly current: string;
}

/**
 * Freshness of every English page that has a Japanese source, in each pair
 * of trees. (Pages present in one language only are the parity check's
 * business, not this one's.)
 */
export async function checkTranslationFreshness(
  pairs: readonly ParityPair[],
): Promise<FreshnessResult[]> {
  const results: FreshnessResult[] = [];
  for (const pair of pairs) {
    const sources = new Set(await listPages(pair.sourceDir));
    for (const file of await listPages(pair.translationDir)) {
      if (!sources.has(file)) continue;
      const translationPath = path.join(pair.translationDir, file);
      const [source, translation] = await Promise.all([
        readFile(path.join(pair.sourceDir, file), 'utf8'),
        readFile(translationPath, 'utf8'),
      ]);
      const recorded = readFrontMatterField(translation, SOURCE_HASH_FIELD);
      const current = sourceHash(source);
      results.push({
        pair: pair.label,
        file,
        translationPath,
        status: compareSourceHash(recorded, current),
        recorded,
        current,
      });
    }
  }
  return results;
}

/** One line for a page that is not fresh, naming the file, for the terminal. */
export function describeFreshness(result: FreshnessResult): string {
  switch (result.status) {
    case 'fresh':
      return `${result.pair}: ${result.file} is up to date`;
    case 'stale':
      return `${result.pair}: ${result.file} — the Japanese source has changed since this translation (recorded ${result.recorded}, now ${result.current})`;
    case 'missing':
      return `${result.pair}: ${result.file} — no ${SOURCE_HASH_FIELD} in the English front matter`;
  }
}
