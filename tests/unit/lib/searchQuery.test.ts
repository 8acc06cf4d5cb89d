import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeSearchQuery,
  oneResultPerLink,
  type LinkedSearchResult,
} from '../../../src/lib/searchQuery';

describe('normalizeSearchQuery', () => {
  it('turns half-width katakana into the full-width words the articles use', () => {
    expect(normalizeSearchQuery('ｸﾞﾙｰﾌﾟｺﾐｯﾄ')).toBe('グループコミット');
    expect(normalizeSearchQuery('ﾊﾞｯﾌｧﾌﾟｰﾙ')).toBe('バッファプール');
  });

  it('turns full-width letters, digits and spaces into ASCII', () => {
    expect(normalizeSearchQuery('ＩＯＰＳ')).toBe('IOPS');
    expect(normalizeSearchQuery('ｇｒｏｕｐ　ｃｏｍｍｉｔ')).toBe('group commit');
    expect(normalizeSearchQuery('ＭｙＳＱＬ　５．６')).toBe('MySQL 5.6');
  });

  it('leaves what the articles already use alone', () => {
    for (const query of [
      'グループコミット',
      '技術的負債',
      'ぐるーぷこみっと',
      'buffer pool',
      '2相コミット',
    ]) {
      expect(normalizeSearchQuery(query)).toBe(query);
    }
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const once = normalizeSearchQuery(text);
        expect(normalizeSearchQuery(once)).toBe(once);
      }),
    );
  });
});

const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const CONTENT = 4;

function result(
  u: string,
  h: string | undefined,
  type: number,
  id: string,
): LinkedSearchResult & { id: string } {
  return { document: h === undefined ? { u } : { u, h }, type, id };
}

describe('oneResultPerLink', () => {
  it("folds a heading and its section's text into the text result, at the heading's rank", () => {
    const results = [
      result('/docs/a', undefined, TITLE, 'title a'),
      result('/docs/a', '#x', HEADING, 'heading x'),
      result('/docs/b', '#y', CONTENT, 'text y'),
      result('/docs/a', '#x', CONTENT, 'text x'),
    ];
    expect(oneResultPerLink(results).map((r) => r.id)).toEqual(['title a', 'text x', 'text y']);
  });

  it('folds a page title and its opening text (same link, no hash)', () => {
    const results = [
      result('/calculators/group-commit', undefined, TITLE, 'title'),
      result('/calculators/group-commit', '', CONTENT, 'intro'),
    ];
    expect(oneResultPerLink(results).map((r) => r.id)).toEqual(['intro']);
  });

  it('prefers an excerpt: content over description over title', () => {
    const results = [
      result('/blog/p', undefined, TITLE, 'title'),
      result('/blog/p', undefined, DESCRIPTION, 'description'),
    ];
    expect(oneResultPerLink(results).map((r) => r.id)).toEqual(['description']);
  });

  it('keeps different links, even on the same page, in their order', () => {
    const results = [
      result('/docs/a', '#x', HEADING, '1'),
      result('/docs/a', '#y', HEADING, '2'),
      result('/en/docs/a', '#x', HEADING, '3'),
    ];
    expect(oneResultPerLink(results)).toEqual(results);
  });

  it('returns each link once, every link of the input, in first-seen order', () => {
    const link = fc.record({
      u: fc.constantFrom('/docs/a', '/docs/b', '/blog/c'),
      h: fc.constantFrom(undefined, '', '#x', '#y'),
      type: fc.constantFrom(TITLE, HEADING, DESCRIPTION, 3, CONTENT),
    });
    fc.assert(
      fc.property(fc.array(link, { maxLength: 30 }), (raw) => {
        const results = raw.map(({ u, h, type }, i) => result(u, h, type, String(i)));
        const key = (r: LinkedSearchResult): string => r.document.u + (r.document.h ?? '');
        const kept = oneResultPerLink(results);
        const firstSeen = [...new Set(results.map(key))];
        expect(kept.map(key)).toEqual(firstSeen);
        for (const r of kept) expect(results).toContain(r);
      }),
    );
  });
});
