import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_CHARACTERS,
  MAX_QUERY_WORDS,
  boundSearchQuery,
  normalizeSearchQuery,
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

describe('boundSearchQuery', () => {
  it('leaves a query within both bounds whole', () => {
    for (const query of [
      'グループコミット',
      'buffer pool hit ratio',
      '',
      'a'.repeat(MAX_QUERY_CHARACTERS),
    ]) {
      expect(boundSearchQuery(query)).toEqual({ query, shortened: false });
    }
  });

  it(`keeps the first ${MAX_QUERY_CHARACTERS} characters of a long Japanese query`, () => {
    const sentence = 'バッファプールのヒット率を測る。';
    const long = sentence.repeat(1 + Math.ceil((2 * MAX_QUERY_CHARACTERS) / sentence.length));
    const { query, shortened } = boundSearchQuery(long);
    expect(shortened).toBe(true);
    expect(query).toBe(long.slice(0, MAX_QUERY_CHARACTERS));
  });

  it(`keeps the first ${MAX_QUERY_WORDS} words, split at white space and hyphens`, () => {
    const words = Array.from({ length: MAX_QUERY_WORDS + 5 }, (_, i) => `w${i.toString()}`);
    const { query, shortened } = boundSearchQuery(words.join(' '));
    expect(shortened).toBe(true);
    expect(query).toBe(words.slice(0, MAX_QUERY_WORDS).join(' '));
    // Hyphens separate words too.
    expect(boundSearchQuery(words.join('-')).query).toBe(words.slice(0, MAX_QUERY_WORDS).join('-'));
  });

  it('never splits a character outside the BMP', () => {
    const kanji = '𠮷'; // two UTF-16 units
    const { query } = boundSearchQuery(kanji.repeat(MAX_QUERY_CHARACTERS + 1));
    expect(query).toBe(kanji.repeat(MAX_QUERY_CHARACTERS));
  });

  it('does not call dropped white space or hyphens a shortening', () => {
    const query = `${'a'.repeat(MAX_QUERY_CHARACTERS)}${' - '.repeat(100)}`;
    expect(boundSearchQuery(query)).toEqual({
      query: 'a'.repeat(MAX_QUERY_CHARACTERS),
      shortened: false,
    });
  });

  // What it returns depends only on the query's start, so a pasted 100 KB page
  // is cut to the same query as its first kilobyte. (No timing assertion: on a
  // loaded 2-core machine a 50 ms bound failed at 53 ms, 2026-11-27.)
  it('cuts a 100 KB query to what its first kilobyte gives', () => {
    const huge = '負債の定義'.repeat(20_000);
    const { query, shortened } = boundSearchQuery(huge);
    expect(shortened).toBe(true);
    expect(query.length).toBe(MAX_QUERY_CHARACTERS);
    expect(boundSearchQuery(huge.slice(0, 1_000))).toEqual({ query, shortened });
  });

  it('returns a prefix of the query within both bounds, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'ー', '本', ' ', '-', '𠮷', '\n'), maxLength: 400 }),
        (text) => {
          const { query, shortened } = boundSearchQuery(text);
          expect(text.startsWith(query)).toBe(true);
          // Code points, as the bound counts them.
          expect(Array.from(query).length).toBeLessThanOrEqual(MAX_QUERY_CHARACTERS);
          expect(query.match(/[^-\s]+/g)?.length ?? 0).toBeLessThanOrEqual(MAX_QUERY_WORDS);
          expect(shortened).toBe(/[^-\s]/.test(text.slice(query.length)));
          expect(boundSearchQuery(query)).toEqual({ query, shortened: false });
        },
      ),
    );
  });
});
