import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import {
  frontMatterErrors,
  markdownFilesBelow,
} from '../../../plugins/dev-content-errors/frontMatterErrors';

const siteDir = mkdtempSync(path.join(tmpdir(), 'dev-content-errors-'));
afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

function write(relative: string, text: string): string {
  const file = path.join(siteDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A stand-in parser: the front matter block must be JSON, as a strict parser would insist. */
const parseJsonFrontMatter: ParseFrontMatter = ({ fileContent }) => {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(fileContent)?.[1] ?? '{}';
  return Promise.resolve({
    frontMatter: JSON.parse(block) as Record<string, unknown>,
    content: fileContent,
  });
};

describe('front-matter errors for the dev server’s overlay', () => {
  const good = write('docs/topic/good.mdx', '---\n{"title": "Good"}\n---\n# Good\n');
  const broken = write('docs/topic/broken.md', '---\n{"title": [1\n---\n# Broken\n');
  write('docs/topic/notes.txt', 'not Markdown');

  it('finds the Markdown files of a folder, and none of a missing one', () => {
    expect(markdownFilesBelow(path.join(siteDir, 'docs')).sort()).toEqual([broken, good].sort());
    expect(markdownFilesBelow(path.join(siteDir, 'missing'))).toEqual([]);
  });

  it('reports each file whose front matter the parser rejects, by its path in the site', async () => {
    const errors = await frontMatterErrors([good, broken], parseJsonFrontMatter, siteDir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^docs\/topic\/broken\.md: front matter does not parse\n\S/);
  });

  it('reports nothing when every file parses', async () => {
    expect(await frontMatterErrors([good], parseJsonFrontMatter, siteDir)).toEqual([]);
  });
});
