import { compile } from '@mdx-js/mdx';
import fc from 'fast-check';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits, NO_BREAK_SPACE } from '../../../src/lib/numberUnitSpaces';
import keepNumbersWithUnitsPlugin from '../../../src/remark/keepNumbersWithUnits';

const NBSP = NO_BREAK_SPACE;

describe('keepNumbersWithUnits', () => {
  it.each([
    [
      'グループコミットとバイナリログの 2 相コミット',
      `グループコミットとバイナリログの 2${NBSP}相コミット`,
    ],
    ['2009 年と 2026 年', `2009${NBSP}年と 2026${NBSP}年`],
    ['100 万件を 16 コアで', `100${NBSP}万件を 16${NBSP}コアで`],
    ['約 3 つ', `約 3${NBSP}つ`],
    ['MySQL 8.0 以降', `MySQL 8.0${NBSP}以降`],
    ['ヒット率 87 %', `ヒット率 87${NBSP}%`],
  ])('%s', (text, kept) => {
    expect(keepNumbersWithUnits(text)).toBe(kept);
  });

  it.each([
    ['English stays as written', 'MySQL 5.6 and 2 phase commit'],
    ['a word before Japanese may still break', 'InnoDB テーブル'],
    ['Japanese before a number may still break', '合計 100'],
    ['no space, nothing to keep', '2相コミット'],
    ['two spaces are not the style, left alone', '2  相'],
  ])('%s', (_, text) => {
    expect(keepNumbersWithUnits(text)).toBe(text);
  });

  it('only turns spaces into no-break spaces, and only after a digit, before Japanese', () => {
    const piece = fc.constantFrom(
      '2',
      '100',
      ' ',
      '相',
      'コア',
      'ー',
      'ひ',
      'a',
      'MySQL',
      '.',
      '万',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const kept = keepNumbersWithUnits(text);
        // The same text but for the spaces turned.
        expect(kept.replaceAll(NBSP, ' ')).toBe(text.replaceAll(NBSP, ' '));
        // None left to turn, and none turned elsewhere.
        expect(kept).not.toMatch(/\d (?=[\u3040-\u30ff\u4e00-\u9fff%])/);
        // (Same length: one UTF-16 unit replaced by another.)
        for (let index = 0; index < kept.length; index += 1) {
          if (kept[index] !== NBSP || text[index] === NBSP) continue;
          expect(kept[index - 1]).toMatch(/\d/);
          expect(kept[index + 1]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff%]/);
        }
        // Applying it twice changes nothing more.
        expect(keepNumbersWithUnits(kept)).toBe(kept);
      }),
    );
  });
});

describe('the remark plugin', () => {
  it('keeps numbers with their units in prose and headings, not in code or formulas', async () => {
    const source = [
      '## 2 相コミット',
      '',
      '2009 年の記事では `SET x = 2 回` と書き、$2 回$ と計算します。',
      '',
      '```sql',
      'SELECT 1 件;',
      '```',
    ].join('\n');
    const output = String(
      await compile(source, { remarkPlugins: [remarkMath, keepNumbersWithUnitsPlugin] }),
    );
    expect(output).toContain(`2${NBSP}相コミット`);
    expect(output).toContain(`2009${NBSP}年の記事`);
    // The inline code and the formula keep their space.
    expect(output).not.toContain(`2${NBSP}回`);
    expect(output.match(/2 回/g)).toHaveLength(2);
    expect(output).toContain('SELECT 1 件;');
  });
});
