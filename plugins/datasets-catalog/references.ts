/**
 * Finding where pages use datasets: `<DatasetChart id="…" />` in MDX
 * (docs, blog, both languages) and in TS/TSX code. Shared by the catalog
 * plugin (the "used in" links of a dataset page) and the unit test that
 * checks every dataset is used and every use names a dataset.
 *
 * @packageDocumentation
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Removes fenced code blocks and inline code spans, where a `<DatasetChart>` is an example, not a use. */
export function stripCode(source: string): string {
  const lines = source.split('\n');
  let fence: string | null = null;
  const kept: string[] = [];
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker[0] === '`' ? '`'.repeat(marker.length) : '~'.repeat(marker.length);
      kept.push('');
      continue;
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      kept.push('');
      continue;
    }
    kept.push(line.replace(/`[^`\n]*`/g, ''));
  }
  return kept.join('\n');
}

const USE = /<DatasetChart\b[^>]*?\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})/g;

/** The dataset ids a page or module uses through `<DatasetChart id="…">`, in order, without repeats. */
export function datasetIdsIn(source: string, { markdown }: { markdown: boolean }): string[] {
  const text = markdown ? stripCode(source) : source;
  const ids: string[] = [];
  for (const match of text.matchAll(USE)) {
    const id = match[1] ?? match[2] ?? match[3] ?? '';
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Files under `dir` (recursively) whose names end with one of `extensions`, sorted; `[]` if `dir` is missing. */
export function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) {
        out.push(full);
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** Top-level scalar fields of a Markdown file's YAML front matter (`title`, `slug`, …), unquoted. */
export function frontMatter(source: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const fields: Record<string, string> = {};
  if (block === undefined) return fields;
  for (const line of block.split(/\r?\n/)) {
    const match = /^([A-Za-z_][\w-]*):\s*(.+?)\s*$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    let value = match[2];
    if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(value)) value = JSON.parse(value) as string;
    fields[match[1]] = value;
  }
  return fields;
}

/** A docs page that shows datasets. */
export interface DocUsage {
  /** Path relative to the docs folder, e.g. `io-memory/disk-io-hit-ratio.mdx`. */
  readonly file: string;
  /** Site path without base URL or locale, e.g. `/docs/io-memory/disk-io-hit-ratio`. */
  readonly permalink: string;
  readonly title: string;
  readonly ids: readonly string[];
}

/**
 * The permalink Docusaurus gives a docs file (route base `docs`): its path
 * without extension, `index`/`README` standing for the folder, or its
 * front-matter `slug`.
 */
export function docPermalink(relativeFile: string, slug: string | undefined): string {
  const posix = relativeFile.split(path.sep).join('/');
  const dir = path.posix.dirname(posix);
  if (slug !== undefined) {
    const joined = slug.startsWith('/') ? slug : path.posix.join('/', dir, slug);
    return path.posix.join('/docs', joined).replace(/\/$/, '') || '/docs';
  }
  const stem = posix.replace(/\.mdx?$/, '');
  const base = path.posix.basename(stem).toLowerCase();
  const route = base === 'index' || base === 'readme' ? dir : stem;
  return route === '.' ? '/docs' : `/docs/${route}`;
}

/**
 * The docs pages that show datasets, in one language: each file of `docsDir`
 * (the default language), read from `localizedDir` when a translation exists
 * there (as Docusaurus does).
 */
export function docsUsages(docsDir: string, localizedDir?: string): DocUsage[] {
  const usages: DocUsage[] = [];
  for (const file of listFiles(docsDir, ['.md', '.mdx'])) {
    const relative = path.relative(docsDir, file);
    const translated = localizedDir ? path.join(localizedDir, relative) : undefined;
    const source = readFileSync(translated && existsSync(translated) ? translated : file, 'utf8');
    const ids = datasetIdsIn(source, { markdown: true });
    if (ids.length === 0) continue;
    const fields = frontMatter(source);
    const title = fields.title ?? /^#\s+(.+)$/m.exec(source)?.[1] ?? relative;
    usages.push({ file: relative, permalink: docPermalink(relative, fields.slug), title, ids });
  }
  return usages;
}
