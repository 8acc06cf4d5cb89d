import { compile } from '@mdx-js/mdx';
import fc from 'fast-check';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { COUNTERS, keepNumbersWithUnits, NO_BREAK_SPACE } from '../../../src/lib/numberUnitSpaces';
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
    ['ヒット率 87 %', `ヒット率 87${NBSP}%`],
    // After a Latin word a number is a version: it stays with the product.
    ['MySQL 5.6 パラメータ検討会', `MySQL${NBSP}5.6 パラメータ検討会`],
    ['（MySQL 8.0 以降）', `（MySQL${NBSP}8.0 以降）`],
    ['、RFC 9562 の', `、RFC${NBSP}9562 の`],
    // …unless a counter says it is a quantity.
    ['fsync 1 回の時間', `fsync 1${NBSP}回の時間`],
    ['HDD 1 本', `HDD 1${NBSP}本`],
    ['SSD 1,083,658 行', `SSD 1,083,658${NBSP}行`],
    ['Q5 14.307 秒', `Q5 14.307${NBSP}秒`],
    // Exponent notation is a number, not a name.
    ['1e-12 以上', `1e-12${NBSP}以上`],
  ])('%s', (text, kept) => {
    expect(keepNumbersWithUnits(text)).toBe(kept);
  });

  it.each([
    ['English stays as written', 'MySQL 5.6 and 2 phase commit'],
    ['a word before Japanese may still break', 'InnoDB テーブル'],
    ['Japanese before a number may still break', '合計 100'],
    ['no space, nothing to keep', '2相コミット'],
    ['two spaces are not the style, left alone', '2  相'],
    ['a name ending in a digit is a word', 'UUIDv1 は'],
  ])('%s', (_, text) => {
    expect(keepNumbersWithUnits(text)).toBe(text);
  });

  it('only turns spaces into no-break spaces: after a number before Japanese, or between a word and its version', () => {
    // Words with their trailing space, so that runs like "fsync 2 回" and
    // "MySQL 5.6 パラメータ" come up often.
    const piece = fc.constantFrom(
      '2 ',
      '100',
      '5.6 ',
      ' ',
      '相',
      'コア',
      '回',
      'ー',
      'ひ',
      'パラメータ',
      'a',
      'v1 ',
      'MySQL ',
      'fsync ',
      '.',
      '万',
      '（',
    );
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff%]/;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const kept = keepNumbersWithUnits(text);
        // The same text but for the spaces turned.
        expect(kept.replaceAll(NBSP, ' ')).toBe(text.replaceAll(NBSP, ' '));
        // (Same length: one UTF-16 unit replaced by another.)
        for (let index = 0; index < kept.length; index += 1) {
          if (kept[index] !== NBSP || text[index] === NBSP) continue;
          const before = kept.charAt(index - 1);
          const numberUnit = /\d/.test(before) && japanese.test(kept.charAt(index + 1));
          const wordVersion = /[\w.+-]/.test(before) && /^\S*\d /.test(kept.slice(index + 1));
          expect(numberUnit || wordVersion).toBe(true);
        }
        // A number still breakable before Japanese is a name ("v1") or a
        // version after its product word, and no counter follows it.
        for (const match of kept.matchAll(/(\S*\d) (?=(\S+))/g)) {
          const [, token = '', after = ''] = match;
          if (!japanese.test(after.charAt(0))) continue;
          if (/[A-Za-z]/.test(token)) continue;
          expect(kept.slice(0, match.index)).toMatch(/[A-Za-z][\w.+-]*\u00a0$/);
          expect(COUNTERS.some((counter) => after.startsWith(counter))).toBe(false);
        }
        // Applying it twice changes nothing more.
        expect(keepNumbersWithUnits(kept)).toBe(kept);
      }),
      { numRuns: 500 },
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
