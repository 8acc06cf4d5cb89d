import { describe, expect, it } from 'vitest';

import { proseSegments, withoutQuotations } from '../../../src/lib/proseSegments';

const texts = (source: string, format: 'md' | 'mdx' = 'mdx'): string[] =>
  proseSegments(source, format).map((segment) => segment.text);

describe('withoutQuotations', () => {
  it('cuts out Japanese and English quotations, nested ones whole', () => {
    expect(withoutQuotations('記事は「A『B』C」と述べ、“D” and "E" end')).toBe(
      '記事は\nと述べ、\n and \n end',
    );
  });

  it('cuts out the English gloss after a quoted title', () => {
    expect(withoutQuotations('(source: “原題” [The title], 2009)')).toBe('(source: \n, 2009)');
  });

  it('runs an unclosed quotation to the end', () => {
    expect(withoutQuotations('前「途中まで')).toBe('前');
  });
});

describe('proseSegments', () => {
  it('reads paragraphs, headings, list items and the description, with their lines', () => {
    const source = [
      '---',
      'title: 題名は読まない',
      'description: 説明文です。',
      '---',
      '',
      '## 見出し {#heading}',
      '',
      '本文の **強調** と [リンク](https://example.com/long-url) です。',
      '',
      '- 項目',
    ].join('\n');
    expect(proseSegments(source, 'mdx')).toEqual([
      { text: '説明文です。', line: 3 },
      { text: '見出し', line: 6 },
      { text: '本文の 強調 と リンク です。', line: 8 },
      { text: '項目', line: 10 },
    ]);
  });

  it('leaves out code, formulas, tables, quotations, block quotes and JSX attributes', () => {
    const source = [
      'import X from "./x";',
      '',
      '前 `code` 後、$x^2$ と「引用」。',
      '',
      '```sql',
      'SELECT 1;',
      '```',
      '',
      '| 表 | 値 |',
      '| --- | --- |',
      '| 行 | 1 |',
      '',
      '> 引用ブロック',
      '',
      '<Figure caption="属性">子の文</Figure>',
      '',
      '$$',
      'a = b',
      '$$',
    ].join('\n');
    expect(texts(source)).toEqual(['前', '後、', 'と', '。', '子の文']);
  });

  it('reads a .md page as CommonMark, where an HTML comment is no prose', () => {
    expect(texts('最初の段落。\n\n<!-- truncate -->\n\n次の段落。', 'md')).toEqual([
      '最初の段落。',
      '次の段落。',
    ]);
  });

  it('drops a citation marker from its sentence, and ends a piece at a Sources entry', () => {
    const source = [
      '値は 70,000 IOPS でした<Cite id="a-source" />。次の文です。',
      '',
      '## 出典 {#sources}',
      '',
      '- <Source id="a-source" />：fio の測定値',
    ].join('\n');
    expect(texts(source)).toEqual([
      '値は 70,000 IOPS でした。次の文です。',
      '出典',
      '：fio の測定値',
    ]);
  });

  it('reads a .md page as MDX when its front matter says mdx: format: mdx', () => {
    const source = [
      '---',
      'mdx:',
      '  format: mdx',
      'description: 説明。',
      '---',
      '',
      '最初の段落<Cite id="x" />です。',
      '',
      '{/* truncate */}',
    ].join('\n');
    expect(proseSegments(source, 'md')).toEqual([
      { text: '説明。', line: 4 },
      { text: '最初の段落です。', line: 7 },
    ]);
  });
});
