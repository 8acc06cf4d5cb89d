import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import {
  checkTranslationParity,
  describeParityProblem,
  headingIds,
  sitePairs,
} from '../../src/lib/translationParity';

const fixtures = path.resolve(__dirname, 'fixtures');
const run = promisify(execFile);

describe('headingIds', () => {
  it('lists explicit IDs in order and skips fenced code', () => {
    const text = '## A {#a}\n```\n## B {#b}\n```\n### C {#c}\n## No id\n';
    expect(headingIds(text)).toEqual(['a', 'c']);
  });
});

describe('checkTranslationParity', () => {
  it('passes a tree where every page has both languages and the same IDs', async () => {
    expect(await checkTranslationParity(sitePairs(path.join(fixtures, 'parity-good')))).toEqual([]);
  });

  it('names every missing twin and every heading-ID mismatch in a bad tree', async () => {
    const problems = await checkTranslationParity(sitePairs(path.join(fixtures, 'parity-bad')));
    const lines = problems.map(describeParityProblem).sort();
    expect(lines).toEqual([
      'blog: english-only.md exists only in English (no Japanese original)',
      'docs: topic/japanese-only.mdx has no English version',
      'docs: topic/page.mdx heading IDs differ (only in Japanese: [details]; only in English: [detail])',
    ]);
  });

  it('exits non-zero from the command line on the bad tree, and zero on the good one', async () => {
    const script = path.resolve(__dirname, '../../scripts/check-translation-parity.ts');
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
    await expect(run(tsx, [script, path.join(fixtures, 'parity-good')])).resolves.toBeDefined();
    const failure = await run(tsx, [script, path.join(fixtures, 'parity-bad')]).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('topic/japanese-only.mdx');
  });
});
