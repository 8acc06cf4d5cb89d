import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_STEP_BUDGET,
  dictionaryForTokens,
  withStepBudget,
} from '../../../src/search/termExpansion';

/** The plugin's cutZhWords, as its smartTerms() calls it (plain ESM, no generated constants). */
type Cut = { value: string; trailing?: boolean }[];
const require = createRequire(import.meta.url);
const utils = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/utils',
);
const { cutZhWords } = (await import(path.join(utils, 'cutZhWords.js'))) as {
  cutZhWords: (token: string, dictionary: Iterable<string>) => Cut[];
};

/** Index terms of the articles' kind, and words that share no character with the tokens below. */
const DICTIONARY = [
  '技術',
  '技術的負債',
  '負債',
  '定義',
  '設計',
  'テーブル',
  '本',
  '本番',
  '日本',
  '率',
  '意識',
  ...Array.from({ length: 500 }, (_, i) => `無関係${i.toString()}`),
];

describe('dictionaryForTokens', () => {
  it('keeps, in order, the words whose first character is in a token', () => {
    expect(dictionaryForTokens(['技術的負債の定義'], DICTIONARY)).toEqual([
      '技術',
      '技術的負債',
      '負債',
      '定義',
    ]);
  });

  it('gives the plugin the same cuts as the whole dictionary', () => {
    for (const token of ['技術的負債の定義', 'テーブル設計', '本番の負債率', '日本の技術']) {
      expect(cutZhWords(token, dictionaryForTokens([token], DICTIONARY))).toEqual(
        cutZhWords(token, DICTIONARY),
      );
    }
  });
});

describe('withStepBudget', () => {
  it('yields the words again on each iteration while the budget lasts', () => {
    const words = withStepBudget(['a', 'b', 'c'], 7);
    expect([...words]).toEqual(['a', 'b', 'c']);
    expect([...words]).toEqual(['a', 'b', 'c']);
    expect([...words]).toEqual(['a']);
    expect([...words]).toEqual([]);
  });

  it('ends an iteration in progress once the budget is spent elsewhere', () => {
    const words = withStepBudget(['a', 'b', 'c'], 4);
    const outer: string[] = [];
    for (const word of words) {
      outer.push(word);
      if (word === 'a') expect([...words]).toEqual(['a', 'b', 'c']);
    }
    expect(outer).toEqual(['a']);
  });

  it('changes nothing for a reader-sized query', () => {
    const token = '技術的負債の定義';
    const dictionary = dictionaryForTokens([token], DICTIONARY);
    expect(cutZhWords(token, withStepBudget(dictionary, DICTIONARY_STEP_BUDGET))).toEqual(
      cutZhWords(token, dictionary),
    );
  });

  it('keeps a run with two cuts at every character (本本本…) from exploding', () => {
    // Unbounded, 本 fifteen times has 2^15 cuts and took 202 s with the site's dictionary.
    const token = '本'.repeat(200);
    const budgeted = withStepBudget(
      dictionaryForTokens([token], DICTIONARY),
      DICTIONARY_STEP_BUDGET,
    );
    let steps = 0;
    const counted: Iterable<string> = {
      *[Symbol.iterator]() {
        for (const word of budgeted) {
          steps += 1;
          yield word;
        }
      },
    };
    const cuts = cutZhWords(token, counted);
    expect(steps).toBe(DICTIONARY_STEP_BUDGET);
    expect(cuts.length).toBeGreaterThan(0);
    // Every cut still covers the whole run, as words or unmatched characters.
    expect(cuts[0]?.map((term) => term.value).join('')).toBe(token);
  });
});
