import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sitePairs } from '../../src/lib/translationParity';
import {
  checkTranslationFreshness,
  compareSourceHash,
  describeFreshness,
  englishTwinOf,
  japaneseSourceOf,
  normaliseSource,
  readFrontMatterField,
  setFrontMatterField,
  sourceHash,
  translationStatus,
} from '../../src/lib/translationFreshness';
import staleTranslationBanner, { stalenessOf } from '../../src/remark/staleTranslationBanner';
import type { Root } from 'mdast';
import { VFile } from 'vfile';

const fixtures = path.resolve(__dirname, 'fixtures');
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const checkScript = path.join(root, 'scripts/check-translation-freshness.ts');
const markScript = path.join(root, 'scripts/mark-translation-fresh.ts');
const run = promisify(execFile);

type Failure = { code: number; stdout: string; stderr: string };

describe('sourceHash', () => {
  it('is the first 16 hex digits of the SHA-256', () => {
    expect(sourceHash('')).toBe('e3b0c44298fc1c14');
    expect(sourceHash('本文\n')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ignores line endings and trailing whitespace, but not other changes', () => {
    const text = '---\ntitle: ページ\n---\n\n本文です。\n';
    expect(sourceHash(text.replace(/\n/g, '\r\n'))).toBe(sourceHash(text));
    expect(sourceHash(text.replace('本文です。', '本文です。  \t'))).toBe(sourceHash(text));
    expect(normaliseSource('a  \r\nb\t\rc')).toBe('a\nb\nc');
    expect(sourceHash(text.replace('本文', '本 文'))).not.toBe(sourceHash(text));
    expect(sourceHash(`${text}\n`)).not.toBe(sourceHash(text));
  });
});

describe('front matter', () => {
  const page = '---\ntitle: "IOPS: measuring"\nsource_hash: 0123456789abcdef\n---\n\n## A {#a}\n';

  it('reads plain and quoted one-line fields', () => {
    expect(readFrontMatterField(page, 'title')).toBe('IOPS: measuring');
    expect(readFrontMatterField(page, 'source_hash')).toBe('0123456789abcdef');
    expect(readFrontMatterField("---\nsource_hash: 'abc' \n---\n", 'source_hash')).toBe('abc');
    expect(readFrontMatterField(page, 'description')).toBeUndefined();
    expect(readFrontMatterField('source_hash: x\n', 'source_hash')).toBeUndefined();
    // Only the front matter counts, not the body.
    expect(readFrontMatterField('---\ntitle: T\n---\nsource_hash: x\n', 'source_hash')).toBe(
      undefined,
    );
  });

  it('replaces a field in place or appends it, leaving the rest untouched', () => {
    const replaced = setFrontMatterField(page, 'source_hash', 'fedcba9876543210');
    expect(replaced).toBe(page.replace('0123456789abcdef', '"fedcba9876543210"'));
    const added = setFrontMatterField('---\ntitle: T\n---\n\nBody\n', 'source_hash', 'abc');
    expect(added).toBe('---\ntitle: T\nsource_hash: "abc"\n---\n\nBody\n');
    expect(readFrontMatterField(added, 'source_hash')).toBe('abc');
    expect(setFrontMatterField('Body\n', 'source_hash', 'abc')).toBe(
      '---\nsource_hash: "abc"\n---\n\nBody\n',
    );
    const crlf = '---\r\ntitle: T\r\n---\r\nBody\r\n';
    expect(setFrontMatterField(crlf, 'source_hash', 'abc')).toBe(
      '---\r\ntitle: T\r\nsource_hash: "abc"\r\n---\r\nBody\r\n',
    );
  });

  it('compares the recorded hash with the current one', () => {
    expect(compareSourceHash(undefined, 'abc')).toBe('missing');
    expect(compareSourceHash('ABC', 'abc')).toBe('fresh');
    expect(compareSourceHash('abd', 'abc')).toBe('stale');
    const source = '本文\n';
    const english = setFrontMatterField('Body\n', 'source_hash', sourceHash(source));
    expect(translationStatus(english, source)).toBe('fresh');
    expect(translationStatus(english, '本文が変わった\n')).toBe('stale');
  });
});

describe('twin paths', () => {
  it('maps English docs and blog files to their Japanese sources', () => {
    expect(
      japaneseSourceOf('/site/i18n/en/docusaurus-plugin-content-docs/current/io-memory/a.mdx'),
    ).toEqual({ kind: 'docs', source: '/site/docs/io-memory/a.mdx' });
    expect(japaneseSourceOf('i18n/en/docusaurus-plugin-content-blog/2009-08-12-post.md')).toEqual({
      kind: 'blog',
      source: 'blog/2009-08-12-post.md',
    });
    expect(japaneseSourceOf('/site/docs/io-memory/a.mdx')).toBeUndefined();
    expect(japaneseSourceOf('/site/src/pages/go.tsx')).toBeUndefined();
  });

  it('maps Japanese files to their English twins', () => {
    expect(englishTwinOf('docs/glossary.mdx')).toBe(
      'i18n/en/docusaurus-plugin-content-docs/current/glossary.mdx',
    );
    expect(englishTwinOf('./blog/x.md')).toBe('i18n/en/docusaurus-plugin-content-blog/x.md');
    expect(englishTwinOf('src/pages/go.tsx')).toBeUndefined();
  });
});

describe('checkTranslationFreshness', () => {
  it('finds every page fresh in a tree whose hashes match', async () => {
    const results = await checkTranslationFreshness(
      sitePairs(path.join(fixtures, 'freshness-fresh')),
    );
    expect(results.map((r) => `${r.pair}: ${r.file} ${r.status}`)).toEqual([
      'docs: topic/page.mdx fresh',
      'blog: 2009-08-12-post.md fresh',
    ]);
  });

  it('names the page whose source changed and the page never marked', async () => {
    const results = await checkTranslationFreshness(
      sitePairs(path.join(fixtures, 'freshness-stale')),
    );
    expect(results.map((r) => `${r.pair}: ${r.file} ${r.status}`)).toEqual([
      'docs: topic/changed.mdx stale',
      'docs: topic/page.mdx fresh',
      'blog: 2009-08-12-post.md missing',
    ]);
    const changed = results.find((r) => r.file === 'topic/changed.mdx');
    expect(changed && describeFreshness(changed)).toMatch(
      /^docs: topic\/changed\.mdx — the Japanese source has changed since this translation/,
    );
  });
});

describe('command line', () => {
  it('passes a fresh tree, also with --strict', async () => {
    const { stdout } = await run(tsx, [
      checkScript,
      '--strict',
      path.join(fixtures, 'freshness-fresh'),
    ]);
    expect(stdout).toContain('all 2 English pages match');
  });

  it('fails a stale tree with --strict, naming the files', async () => {
    const failure = await run(tsx, [
      checkScript,
      '--strict',
      path.join(fixtures, 'freshness-stale'),
    ]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as Failure;
    expect(stderr).toContain('i18n/en/docusaurus-plugin-content-docs/current/topic/changed.mdx');
    expect(stderr).toContain('i18n/en/docusaurus-plugin-content-blog/2009-08-12-post.md');
    expect(stderr).not.toContain('topic/page.mdx');
  });

  it('only reports a stale tree without --strict', async () => {
    const { stdout } = await run(tsx, [checkScript, path.join(fixtures, 'freshness-stale')]);
    expect(stdout).toContain('2 of 3 English page(s) are behind their Japanese source');
    expect(stdout).toContain('topic/changed.mdx');
  });

  it('mark-translation-fresh records the current hashes, after which the check passes', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'freshness-'));
    try {
      await cp(path.join(fixtures, 'freshness-stale'), site, { recursive: true });
      const english = path.join(
        site,
        'i18n/en/docusaurus-plugin-content-docs/current/topic/changed.mdx',
      );
      const before = await readFile(english, 'utf8');
      // One English file, and one Japanese file standing for its English twin.
      await run(tsx, [
        markScript,
        '--site',
        site,
        english,
        path.join(site, 'blog/2009-08-12-post.md'),
      ]);
      const after = await readFile(english, 'utf8');
      expect(after).toBe(
        before.replace(
          /source_hash: "[0-9a-f]+"/,
          `source_hash: "${sourceHash(await readFile(path.join(site, 'docs/topic/changed.mdx'), 'utf8'))}"`,
        ),
      );
      await expect(run(tsx, [checkScript, '--strict', site])).resolves.toBeDefined();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('staleTranslationBanner (remark)', () => {
  const stale = path.join(fixtures, 'freshness-stale');
  const docs = path.join(stale, 'i18n/en/docusaurus-plugin-content-docs/current/topic');
  const blog = path.join(stale, 'i18n/en/docusaurus-plugin-content-blog/2009-08-12-post.md');

  function transform(filePath: string): Root {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    staleTranslationBanner()(tree, new VFile({ path: filePath }));
    return tree;
  }

  it('puts the banner first on a stale or never-marked English page', () => {
    expect(stalenessOf(path.join(docs, 'changed.mdx'))).toBe('stale');
    expect(transform(path.join(docs, 'changed.mdx')).children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'StaleTranslationBanner',
      attributes: [{ type: 'mdxJsxAttribute', name: 'kind', value: 'docs' }],
    });
    expect(stalenessOf(blog)).toBe('missing');
    expect(transform(blog).children[0]).toMatchObject({
      name: 'StaleTranslationBanner',
      attributes: [{ name: 'kind', value: 'blog' }],
    });
  });

  it('leaves fresh pages, Japanese pages and unknown files alone', () => {
    for (const file of [
      path.join(docs, 'page.mdx'),
      path.join(stale, 'docs/topic/changed.mdx'),
      path.join(docs, 'no-such-page.mdx'),
    ]) {
      expect(
        transform(file).children.map((node) => node.type),
        file,
      ).toEqual(['paragraph']);
    }
  });
});
