import { describe, expect, it } from 'vitest';
import { pagefindRanking } from '../../../src/search/pagefindRanking';

describe('pagefindRanking', () => {
  it('keeps Pagefind’s defaults for Japanese, with or without a region', () => {
    expect(pagefindRanking('ja')).toEqual({});
    expect(pagefindRanking('ja-JP')).toEqual({});
  });

  it('weighs page length less for English, so a long article keeps its own topic', () => {
    expect(pagefindRanking('en')).toEqual({ pageLength: 0.25 });
    expect(pagefindRanking('EN-us')).toEqual({ pageLength: 0.25 });
  });
});
