import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadDefaultJapaneseParser } from 'budoux';
import { describe, expect, it } from 'vitest';
import { layOutCard, loadFonts, logoDataUri } from '../../../plugins/social-cards/card';
import {
  MAX_UNBREAKABLE_LENGTH,
  WORD_JOINER,
  graphemes,
  hasJapanese,
  joinPhrases,
  lineTexts,
  linesOf,
  phrasesOf,
} from '../../../plugins/social-cards/phrases';
import { readFrontMatterField } from '../../../src/lib/translationFreshness';

const site = path.resolve(__dirname, '../../..');

/** Every page title of the docs and the blog, Japanese (the default locale) and English. */
function frontMatterTitles(): string[] {
  const dirs = ['docs', 'blog', 'i18n/en/docusaurus-plugin-content-docs/current'].map((dir) =>
    path.join(site, dir),
  );
  dirs.push(path.join(site, 'i18n/en/docusaurus-plugin-content-blog'));
  const titles: string[] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const title = readFrontMatterField(
        readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
        'title',
      );
      if (title) titles.push(title);
    }
  }
  return titles;
}

const titles = frontMatterTitles();
const japaneseTitles = titles.filter(hasJapanese);
const englishTitles = titles.filter((title) => !hasJapanese(title));

/** Offsets in `text` where BudouX (used directly) lets a line break: between its phrases. */
function budouxBoundaries(text: string): Set<number> {
  const boundaries = new Set<number>();
  let offset = 0;
  for (const phrase of loadDefaultJapaneseParser().parse(text)) {
    offset += phrase.length;
    boundaries.add(offset);
  }
  return boundaries;
}

describe('phrasesOf', () => {
  it('reads titles in both languages from the front matter', () => {
    expect(japaneseTitles.length).toBeGreaterThan(20);
    expect(englishTitles.length).toBeGreaterThan(20);
  });

  it.each(japaneseTitles)('splits %s at BudouX boundaries only, losing nothing', (title) => {
    const phrases = phrasesOf(title);
    expect(phrases.join('')).toBe(title);
    const boundaries = budouxBoundaries(title);
    let offset = 0;
    for (const phrase of phrases.slice(0, -1)) {
      offset += phrase.length;
      // A space moved to the end of the phrase before it: the boundary is
      // after the space instead of before it.
      const trailing = phrase.length - phrase.trimEnd().length;
      expect(boundaries.has(offset) || boundaries.has(offset - trailing), phrase).toBe(true);
      expect(phrases[phrases.indexOf(phrase) + 1], 'no phrase starts with a space').not.toMatch(
        /^\s/,
      );
    }
  });

  it.each(englishTitles)('keeps %s as one run that wraps at its spaces', (title) => {
    expect(phrasesOf(title)).toEqual([title]);
    expect(joinPhrases(title)).toBe(title);
  });
});

describe('joinPhrases', () => {
  it.each(japaneseTitles)(
    'joins the characters of each phrase of %s, and nothing else',
    (title) => {
      const joined = joinPhrases(title);
      expect(joined.replaceAll(WORD_JOINER, '')).toBe(title);
      let joiners = 0;
      for (const phrase of phrasesOf(title)) {
        if (phrase.length > MAX_UNBREAKABLE_LENGTH) continue;
        const word = phrase.trimEnd();
        expect(joined, phrase).toContain(graphemes(word).join(WORD_JOINER));
        joiners += graphemes(word).length - 1;
      }
      // None between two phrases.
      expect(joined.split(WORD_JOINER).length - 1).toBe(joiners);
    },
  );
});

describe('linesOf', () => {
  it('groups boxes by their top edge, in reading order', () => {
    const boxes = [
      { index: 2, top: 142, height: 78 },
      { index: 0, top: 64, height: 78 },
      { index: 1, top: 64.4, height: 78 },
      { index: 3, top: 142, height: 78 },
    ];
    expect(linesOf(boxes)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(
      lineTexts(['ディスク I/O と', 'バッファプールの', 'ヒット率', ' '], linesOf(boxes)),
    ).toEqual(['ディスク I/O とバッファプールの', 'ヒット率']);
  });
});

describe('card titles laid out by satori', () => {
  const fonts = loadFonts();
  const logo = logoDataUri('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

  it.each(japaneseTitles.flatMap((title) => [[title, false] as const, [title, true] as const]))(
    '%s (under a figure: %s): no line starts or ends inside a phrase',
    async (title, withFigure) => {
      const card = await layOutCard(
        {
          siteName: 'DB パフォーマンス・フィールドガイド',
          title,
          description: '',
          address: 'localhost:3000/',
          ...(withFigure && { figure: { label: 'ラベル', value: '12,345', caption: '結果' } }),
        },
        fonts,
        logo,
      );
      const lines = card.titleLines ?? [];
      expect(lines.length, 'lines').toBeGreaterThan(0);
      expect(lines.length, 'lines').toBeLessThanOrEqual(withFigure ? 2 : 3);
      expect(card.phraseWrapped, 'a phrase wrapped inside its box').toBe(false);
      // The lines, read in order, are the title; each break is a phrase boundary.
      const boundaries = budouxBoundaries(title);
      let offset = 0;
      lines.forEach((line, index) => {
        offset += /^\s*/.exec(title.slice(offset))?.[0].length ?? 0;
        expect(title.startsWith(line, offset), `line ${index + 1}: ${line}`).toBe(true);
        offset += line.length;
        if (index === lines.length - 1) return;
        const afterSpace = offset + (/^\s*/.exec(title.slice(offset))?.[0].length ?? 0);
        expect(
          boundaries.has(offset) || boundaries.has(afterSpace),
          `line ends inside a phrase: ${line}`,
        ).toBe(true);
      });
      expect(title.slice(offset).trim(), 'text left over').toBe('');
    },
  );

  it('English titles are set as one block that satori wraps at spaces', async () => {
    const title = englishTitles[0] ?? '';
    const card = await layOutCard(
      { siteName: 'Site', title, description: '', address: 'localhost:3000/en' },
      fonts,
      logo,
    );
    expect(card.titleLines).toBeUndefined();
    expect(card.svg).toContain('<svg');
  });
});
