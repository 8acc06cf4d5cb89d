import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsJapanese,
  htmlWithJapaneseMarked,
  japaneseRuns,
} from '../../../src/lib/japaneseRuns';

const japaneseOf = (text: string): string[] =>
  japaneseRuns(text)
    .filter((run) => run.japanese)
    .map((run) => run.text);

describe('japaneseRuns', () => {
  it('marks a quoted title and leaves its English gloss and punctuation out', () => {
    expect(japaneseOf('slide 10, “クエリの実行効率” (query execution efficiency)')).toEqual([
      'クエリの実行効率',
    ]);
    expect(japaneseOf('6. データサイズに注意する (ローカル50接続)')).toEqual([
      'データサイズに注意する',
      'ローカル50接続',
    ]);
    expect(japaneseOf('InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース')).toEqual([
      '史上極めて重要なリリース',
    ]);
    expect(japaneseOf('Random access (ランダムアクセス／シーケンシャルアクセス)')).toEqual([
      'ランダムアクセス／シーケンシャルアクセス',
    ]);
  });

  it('finds nothing in English text', () => {
    expect(japaneseRuns('Group commit, 5,369.62 fsync/s')).toEqual([
      { text: 'Group commit, 5,369.62 fsync/s', japanese: false },
    ]);
    expect(containsJapanese('Group commit')).toBe(false);
  });

  it('keeps every character, in order, and every Japanese character in a Japanese run', () => {
    const alphabet = Array.from('aZ09 ().,“”「」-・あア漢字ｶﾅ、。％');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }), (characters) => {
        const text = characters.join('');
        const runs = japaneseRuns(text);
        expect(runs.map((run) => run.text).join('')).toBe(text);
        for (const run of runs) {
          expect(run.text.length).toBeGreaterThan(0);
          if (!run.japanese) expect(containsJapanese(run.text)).toBe(false);
          else {
            expect(containsJapanese(Array.from(run.text)[0]!)).toBe(true);
            expect(containsJapanese(Array.from(run.text).at(-1)!)).toBe(true);
          }
        }
      }),
    );
  });
});

describe('htmlWithJapaneseMarked', () => {
  it('marks the text of a table-of-contents entry, not its tags', () => {
    expect(htmlWithJapaneseMarked('Buffer pool (<code>バッファ</code>) (バッファプール)')).toBe(
      'Buffer pool (<code><span lang="ja">バッファ</span></code>) (<span lang="ja">バッファプール</span>)',
    );
    expect(htmlWithJapaneseMarked('<a title="日本">x</a>')).toBe('<a title="日本">x</a>');
  });
});
