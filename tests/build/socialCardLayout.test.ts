import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDefaultJapaneseParser } from 'budoux';
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { CARDS_MANIFEST, type CardRecord } from '../../plugins/social-cards';
import { cardInstant } from '../../plugins/social-cards/figures';
import { parseIsoInstant } from '../../src/calculators/snowflake';
import { BUILD_DIR, htmlFileOf, loadHtmlFile, locales, sitemapUrls } from './buildOutput';

/**
 * The link-preview cards as drawn: the plugin records, for every card, what
 * it shows and where satori broke a Japanese title (img/social/cards.json).
 * A line of a Japanese title never starts or ends inside a BudouX phrase, and
 * the snowflake calculator's card says which layout its date was read with.
 */

function metaContent($: CheerioAPI, key: string): string | undefined {
  return $(`head meta[property="${key}"], head meta[name="${key}"]`).attr('content');
}

/** Offsets of the title where BudouX puts a phrase boundary (spaces around one count with it). */
function boundaryOffsets(title: string): Set<number> {
  const offsets = new Set<number>();
  let offset = 0;
  for (const phrase of loadDefaultJapaneseParser().parse(title)) {
    offset += phrase.length;
    offsets.add(offset);
    // A space just before or after a boundary: the break sits at the space.
    for (let back = offset; /\s/.test(title[back - 1] ?? ''); back -= 1) offsets.add(back - 1);
    for (let ahead = offset; /\s/.test(title[ahead] ?? ''); ahead += 1) offsets.add(ahead + 1);
  }
  return offsets;
}

describe.each(locales)('link-preview card layout ($locale)', (locale) => {
  const records = JSON.parse(
    readFileSync(path.join(BUILD_DIR, locale.dir, CARDS_MANIFEST), 'utf8'),
  ) as CardRecord[];
  const byRoute = new Map(records.map((record) => [record.route, record]));
  const urls = sitemapUrls(locale);

  it('records the card of every page of the sitemap, as the page names it', () => {
    expect(urls.length).toBeGreaterThan(10);
    for (const { pathname } of urls) {
      const record = byRoute.get(pathname);
      expect(record, `${pathname}: no record`).toBeDefined();
      const image = metaContent(loadHtmlFile(htmlFileOf(pathname)!), 'og:image');
      expect(image, pathname).toBeDefined();
      expect(new URL(image!).pathname, pathname).toBe(`${locale.basePath}${record!.image}`);
    }
  });

  const japanese = records.filter((record) =>
    /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u.test(record.title),
  );
  if (locale.isDefault) {
    it('the Japanese locale has Japanese titles', () => {
      expect(japanese.length).toBeGreaterThan(20);
    });
  }

  it.each(japanese.map((record) => [record.route, record] as const))(
    '%s: every line of the title ends at a phrase boundary',
    (_, record) => {
      const lines = record.titleLines ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(record.figure ? 2 : 3);
      const { title } = record;
      const boundaries = boundaryOffsets(title);
      let offset = 0;
      lines.forEach((line, index) => {
        offset += /^\s*/.exec(title.slice(offset))?.[0].length ?? 0;
        expect(title.startsWith(line, offset), `line ${index + 1} «${line}» of «${title}»`).toBe(
          true,
        );
        offset += line.length;
        if (index < lines.length - 1) {
          expect(boundaries.has(offset), `«${line}» ends inside a phrase of «${title}»`).toBe(true);
        }
      });
      expect(title.slice(offset).trim(), 'title left undrawn').toBe('');
    },
  );

  it('English titles wrap at spaces (no phrase layout)', () => {
    const english = records.filter((record) => !japanese.includes(record));
    if (!locale.isDefault) expect(english.length).toBeGreaterThan(20);
    for (const record of english) expect(record.titleLines, record.route).toBeUndefined();
  });

  it('the snowflake card says which layout its date is read with, and it is the page’s date', () => {
    const route = `${locale.basePath}calculators/snowflake`;
    const record = byRoute.get(route);
    expect(record?.figure, route).toBeDefined();
    const $ = loadHtmlFile(htmlFileOf(route)!);
    const iso = $('[data-testid="snowflake-decoded-iso"]').first().text().trim();
    const parsed = parseIsoInstant(iso);
    expect(parsed.ok, `page's headline instant: ${iso}`).toBe(true);
    if (!parsed.ok) return;
    expect(record!.figure!.value).toContain(cardInstant(parsed.value));
    expect(record!.figure!.value).toContain(
      $('[data-testid="snowflake-decoded-id"]').first().text().trim(),
    );
    expect(record!.figure!.label).toMatch(locale.isDefault ? /ビット/ : /-bit/);
    expect(metaContent($, 'og:image:alt')).toContain(record!.figure!.value);
  });
});
