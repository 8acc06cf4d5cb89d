import { describe, expect, it } from 'vitest';
import { loadPage } from './buildOutput';

/*
 * The tag index groups tags under headings. Grouped by first character, the
 * Japanese index had a heading per kana or kanji with one tag under each
 * (ク, グ, ス, 勉, 技 …); Latin letters stay, Japanese tags share one heading.
 * Read from the server HTML (the browser sweep loads both pages and fails on
 * a hydration mismatch).
 */

interface TagGroup {
  readonly heading: string;
  readonly tags: number;
  readonly links: readonly string[];
}

function tagGroups(pathname: string): TagGroup[] {
  const $ = loadPage(pathname);
  return $('main article')
    .map((_, article) => ({
      // The heading's anchor link adds a zero-width space.
      heading: $(article)
        .find('h2')
        .first()
        .text()
        .replace(/\u200b/g, '')
        .trim(),
      tags: $(article).find('li').length,
      links: $(article)
        .find('li a')
        .map((__, link) => $(link).text().trim())
        .get(),
    }))
    .get();
}

describe.each(['/blog/tags', '/en/blog/tags'])('%s', (pathname) => {
  it('has Latin letters as headings, plus at most one group for Japanese tags', () => {
    const groups = tagGroups(pathname);
    expect(groups.length).toBeGreaterThan(1);
    const other = groups.filter((group) => !/^([A-Z]|0-9)$/.test(group.heading));
    expect(other.length).toBeLessThanOrEqual(1);
    for (const group of other) {
      expect(group.heading).toBe(pathname.startsWith('/en') ? 'Japanese' : '日本語');
    }
    // Every tag link sits in a group's list.
    const tagLinks = loadPage(pathname)('main article li a').length;
    expect(groups.reduce((sum, group) => sum + group.tags, 0)).toBe(tagLinks);
  });
});

it('the Japanese tag index lists its Japanese tags under one heading', () => {
  const japanese = tagGroups('/blog/tags').find((group) => group.heading === '日本語');
  expect(japanese?.tags ?? 0).toBeGreaterThan(0);
  expect(japanese?.links.some((name) => /グループコミット/.test(name))).toBe(true);
});
