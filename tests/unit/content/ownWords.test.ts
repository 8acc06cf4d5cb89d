/**
 * "Facts and figures carry over, sentences do not" (../shared/seeds/README.md):
 * no article or blog post, in Japanese or English, shares a run of
 * OVERLAP_LIMIT characters or more with the source material outside
 * quotations, code, formulas and tables (src/lib/proseSegments.ts says
 * exactly what is read). A short excerpt kept on purpose goes in 「」 (or
 * “…” in English) with its citation.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { proseSegments } from '../../../src/lib/proseSegments';
import { buildSeedIndex, sharedRuns } from '../../../src/lib/seedOverlap';

/** Characters in common (after normalisation) that make a carried-over sentence. */
const OVERLAP_LIMIT = 25;

/**
 * Names that we must spell as the sources do (products, events, a statement,
 * a title used as a name): they are cut out before matching, like identifiers
 * with an underscore (src/lib/seedOverlap.ts). Wording around them still counts.
 */
const NAMES = [
  'Amazon Linux AMI 2013.03.1',
  'JPOUG Advent Calendar 2012',
  'MySQL Conference & Expo 2009',
  'MySQL/Redis/MongoDB/Redshift',
  'Native Command Queuing',
  'Oracle Database 12c Release 1',
  'SHOW ENGINE INNODB STATUS',
];

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
/** The seeds sit beside the repository: /work/shared/seeds locally, shared/ beside the clone in CI. */
const seedsDir = path.resolve(repoRoot, '..', 'shared', 'seeds');

/** Markdown and MDX pages under a folder of the repository, as paths relative to it. */
function pages(folder: string): string[] {
  const dir = path.join(repoRoot, folder);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort();
}

const FOLDERS = [
  'docs',
  'blog',
  'i18n/en/docusaurus-plugin-content-docs/current',
  'i18n/en/docusaurus-plugin-content-blog',
];

describe('articles in our own words', () => {
  it('finds the seed files beside the repository', () => {
    expect(existsSync(seedsDir), `seeds expected at ${seedsDir}`).toBe(true);
  });

  const seedFiles = existsSync(seedsDir)
    ? readdirSync(seedsDir)
        .filter((name) => name.endsWith('.txt'))
        .sort()
    : [];
  const index = buildSeedIndex(
    seedFiles.map((name) => ({ name, text: readFileSync(path.join(seedsDir, name), 'utf8') })),
  );
  const files = FOLDERS.flatMap(pages);

  it('reads the source texts and both languages of every page', () => {
    expect(seedFiles.length).toBeGreaterThanOrEqual(5);
    for (const folder of FOLDERS) expect(files.some((file) => file.startsWith(folder))).toBe(true);
  });

  it.each(files)('%s shares no long run with the sources', (file) => {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    const segments = proseSegments(source, file.endsWith('.mdx') ? 'mdx' : 'md');
    expect(segments.length).toBeGreaterThan(0);
    const offenders = segments.flatMap((segment) =>
      sharedRuns(index, segment.text, OVERLAP_LIMIT, NAMES).map(
        (run) =>
          `${file}:${segment.line}: ${run.length} characters shared with ${run.seed}: ${run.text}`,
      ),
    );
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});
