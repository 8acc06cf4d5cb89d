import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ENGLISH_WORDS_PER_MINUTE,
  JAPANESE_CHARACTERS_PER_MINUTE,
  readingMinutes,
} from '../../../src/remark/readingTime';

describe('readingMinutes', () => {
  it('reads Japanese by characters', () => {
    expect(readingMinutes('あ'.repeat(JAPANESE_CHARACTERS_PER_MINUTE * 6))).toBe(6);
  });

  it('reads English by words', () => {
    expect(readingMinutes('word '.repeat(ENGLISH_WORDS_PER_MINUTE * 4))).toBe(4);
  });

  it('adds up mixed text: Japanese prose with English identifiers', () => {
    const text = `${'グループコミット'.repeat(125)} ${'innodb_flush_log_at_trx_commit '.repeat(220)}`;
    // 1,000 characters = 2 minutes, 220 words = 1 minute.
    expect(readingMinutes(text)).toBe(3);
  });

  it('is at least one minute and grows with the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(readingMinutes(a)).toBeGreaterThanOrEqual(1);
        expect(readingMinutes(a + ' ' + b)).toBeGreaterThanOrEqual(readingMinutes(a));
      }),
    );
  });
});
