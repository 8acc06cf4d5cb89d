import { describe, expect, it } from 'vitest';
import { loadPage, locales } from './buildOutput';

/**
 * The blog archive of both locales (src/theme/BlogArchivePage): newest first
 * within each year as well as by year (Docusaurus listed a year's posts
 * oldest first), and each entry names its date once (it wrote the day and
 * month before titles that start with their month: "March 3 - March 2013: …").
 * Each entry's date is read from the post it links to.
 */

interface ArchiveEntry {
  readonly year: string;
  readonly text: string;
  readonly href: string;
  /** The post's publication date (YYYY-MM-DD), from its own page. */
  readonly date: string;
}

function archiveEntries(basePath: string): ArchiveEntry[] {
  const $ = loadPage(`${basePath}blog/archive`);
  return $('main h2')
    .map((_, heading) => {
      // The id: the heading's text ends with its anchor link's zero-width space.
      const year = $(heading).attr('id') ?? '';
      return $(heading)
        .nextAll('ul')
        .first()
        .find('li a')
        .map((__, link) => {
          const href = $(link).attr('href') ?? '';
          const published = loadPage(href)('meta[property="article:published_time"]').attr(
            'content',
          );
          return { year, text: $(link).text().trim(), href, date: published?.slice(0, 10) ?? '' };
        })
        .get();
    })
    .get();
}

/**
 * How often a month's name appears in a text (ja "3月" also after "2013年", and spaced as the
 * titles write it, "2013 年 3 月", not inside "13月"; en "May" not inside "Mayor").
 */
function monthMentions(text: string, date: string, locale: string): number {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
    .format(new Date(date))
    .replace(/^(\d+)月$/u, '$1 ?月');
  const pattern = new RegExp(`(?<![\\p{N}\\p{Script=Latin}])${month}(?!\\p{Script=Latin})`, 'gu');
  return [...text.matchAll(pattern)].length;
}

describe.each(locales)('blog archive ($locale)', ({ basePath, locale }) => {
  const entries = archiveEntries(basePath);

  it('lists posts, each with its publication date and in its year', () => {
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      expect(entry.date, `${entry.href}: article:published_time`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.date.slice(0, 4), entry.text).toBe(entry.year);
    }
  });

  it('skips no heading level: the years are h2 under the page’s h1 (Lighthouse heading-order)', () => {
    const $ = loadPage(`${basePath}blog/archive`);
    const levels = $('h1, h2, h3, h4, h5, h6')
      .map((_, heading) => Number(heading.tagName.slice(1)))
      .get();
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(2);
    const skips = levels.filter(
      (level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1,
    );
    expect(skips).toEqual([]);
  });

  it('lists the newest post first, within each year as well as across years', () => {
    const dates = entries.map((entry) => `${entry.date} ${entry.text}`);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('names each entry’s date once (no day and month before a title that starts with its month)', () => {
    const repeated = entries
      .filter(
        (entry) =>
          monthMentions(entry.text, entry.date, locale) > 1 ||
          entry.text.split(entry.year).length - 1 > 1,
      )
      .map((entry) => entry.text);
    expect(repeated).toEqual([]);
  });
});
