import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import {
  buildFileOf,
  htmlFileOf,
  loadHtmlFile,
  locales,
  relativeToBuild,
  sitemapUrls,
} from './buildOutput';
import { cardFigureOf } from '../../plugins/social-cards/figures';

/**
 * Link previews (plugins/social-cards): every page listed in either sitemap
 * carries Open Graph and Twitter card metadata in its static HTML, as a
 * crawler reads it (no JavaScript), and its og:image is a 1200×630 PNG of
 * the build, one card per page.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a whole PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('no PNG signature');
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') throw new Error('no IHDR chunk first');
  // A truncated file still has its header: the last chunk must be IEND.
  if (bytes.toString('ascii', bytes.length - 8, bytes.length - 4) !== 'IEND') {
    throw new Error('does not end with an IEND chunk');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every <meta> of the head by its property or name. */
function headMetas($: CheerioAPI): Map<string, string[]> {
  const all = new Map<string, string[]>();
  $('head meta').each((_, meta) => {
    const key = $(meta).attr('property') ?? $(meta).attr('name');
    if (key) all.set(key, [...(all.get(key) ?? []), $(meta).attr('content') ?? '']);
  });
  return all;
}

/** The headline result a calculator page shows without JavaScript (as the card draws it). */
function headlineText($: CheerioAPI): string | undefined {
  const dd = $('main dd[class*="headline"]').first();
  if (dd.length === 0) return undefined;
  const value = dd.is('[data-testid]') ? dd : dd.find('[data-testid]').first();
  const text = (value.length > 0 ? value : dd).text().replace(/\s+/g, ' ').trim();
  return text || undefined;
}

describe.each(locales)('link previews ($locale)', (locale) => {
  const urls = sitemapUrls(locale);

  it('the sitemap lists the site', () => {
    expect(urls.length).toBeGreaterThan(10);
  });

  it.each(urls.map((url) => [url.pathname, url] as const))('%s', (where, url) => {
    const file = htmlFileOf(where);
    expect(file, `${where}: no HTML file`).toBeDefined();
    const metas = headMetas(loadHtmlFile(file!));
    const one = (key: string): string => {
      expect(metas.get(key), `${where}: exactly one ${key}`).toHaveLength(1);
      return metas.get(key)?.[0] ?? '';
    };

    expect(one('og:title'), `${where}: og:title`).not.toBe('');
    expect(one('og:description'), `${where}: og:description`).not.toBe('');
    expect(one('description'), `${where}: description`).not.toBe('');
    expect(one('og:locale'), where).toBe(locale.ogLocale);
    expect(one('og:site_name'), where).not.toBe('');
    expect(one('og:url'), where).toBe(url.href);
    expect(one('twitter:card'), where).toBe('summary_large_image');
    expect(one('og:image:width'), where).toBe('1200');
    expect(one('og:image:height'), where).toBe('630');
    expect(one('og:image:alt'), where).not.toBe('');
    const image = one('og:image');
    expect(one('twitter:image'), where).toBe(image);

    // Absolute, on the site's own origin, inside the page's locale.
    const imageUrl = new URL(image);
    expect(imageUrl.origin, `${where}: og:image origin`).toBe(url.origin);
    expect(imageUrl.pathname, where).toMatch(
      new RegExp(`^${locale.basePath}img/social/[0-9a-f]+\\.png$`),
    );
    const png = buildFileOf(imageUrl.pathname);
    expect(png, `${where}: ${imageUrl.pathname} is not in the build`).toBeDefined();
    expect(pngSize(readFileSync(png!)), `${where}: ${relativeToBuild(png!)}`).toEqual({
      width: 1200,
      height: 630,
    });

    // Calculator and tool cards show the page's own headline result, or the
    // figure the plugin states for it (socialCardLayout.test.ts checks that one).
    const tool = /\/((?:calculators|tools)\/[^/]+)$/.exec(where)?.[1];
    if (tool) {
      const headline = headlineText(loadHtmlFile(file!));
      expect(headline, `${where}: headline result in the static HTML`).toBeDefined();
      const stated = cardFigureOf(tool, locale.locale, readFileSync(file!, 'utf8'))?.value;
      expect(one('og:image:alt'), `${where}: card figure`).toContain(stated ?? headline);
    }
  });

  it('each page has its own card (no page fell back to a shared image)', () => {
    const pagesOfImage = new Map<string, string[]>();
    for (const { pathname } of urls) {
      const file = htmlFileOf(pathname);
      const image = file ? headMetas(loadHtmlFile(file)).get('og:image')?.[0] : undefined;
      expect(image, `${pathname}: og:image`).toBeDefined();
      pagesOfImage.set(image!, [...(pagesOfImage.get(image!) ?? []), pathname]);
    }
    const shared = [...pagesOfImage].filter(([, pages]) => pages.length > 1);
    expect(shared).toEqual([]);
  });
});
