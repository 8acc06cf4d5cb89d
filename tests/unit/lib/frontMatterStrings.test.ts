import { describe, expect, it } from 'vitest';

import { frontMatterStrings, withFrontMatterString } from '../../../src/lib/frontMatterStrings';

const page = [
  '---',
  'title: "2013年3月：題名"',
  'description: 説明文です。',
  'sidebar_position: 1',
  '---',
  '',
  'title: 本文の行は読まない',
].join('\n');

describe('frontMatterStrings', () => {
  it('reads title and description from the front matter only, unquoted, with their lines', () => {
    expect(frontMatterStrings(page)).toEqual([
      { field: 'title', text: '2013年3月：題名', line: 2 },
      { field: 'description', text: '説明文です。', line: 3 },
    ]);
  });

  it('finds nothing in a page without front matter', () => {
    expect(frontMatterStrings('title: 本文\n')).toEqual([]);
  });
});

describe('withFrontMatterString', () => {
  it('writes a new value in the same quotes and leaves every other line alone', () => {
    const [title, description] = frontMatterStrings(page);
    if (!title || !description) throw new Error('fixture has both fields');
    const fixed = withFrontMatterString(
      withFrontMatterString(page, title, '2013 年 3 月：題名'),
      description,
      '新しい説明文です。',
    );
    expect(fixed.split('\n')).toEqual([
      '---',
      'title: "2013 年 3 月：題名"',
      'description: 新しい説明文です。',
      'sidebar_position: 1',
      '---',
      '',
      'title: 本文の行は読まない',
    ]);
  });
});
