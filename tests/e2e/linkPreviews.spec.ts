import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Link previews (plugins/social-cards): every page listed in either sitemap
 * carries Open Graph and Twitter card metadata in its static HTML, and its
 * og:image is a 1200×630 PNG served by the site. JavaScript is off, so the
 * page is read as a crawler reads it.
 */
test.use({ javaScriptEnabled: false });

const LOCALES = [
  { name: 'ja', baseUrl: '/', ogLocale: 'ja_JP' },
  { name: 'en', baseUrl: '/en/', ogLocale: 'en_US' },
] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Absolute page URLs of a locale's sitemap. */
async function sitemapUrls(request: APIRequestContext, baseUrl: string): Promise<URL[]> {
  const response = await request.get(`${baseUrl}sitemap.xml`);
  expect(response.ok(), `${baseUrl}sitemap.xml`).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
}

for (const locale of LOCALES) {
  test(`${locale.name}: every page in the sitemap has a link preview with a 1200×630 PNG`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const urls = await sitemapUrls(request, locale.baseUrl);
    expect(urls.length).toBeGreaterThan(10);
    const checkedImages = new Map<string, string>();

    for (const url of urls) {
      const where = url.pathname;
      const response = await page.goto(where);
      expect(response?.status(), where).toBe(200);
      const metas = await page.evaluate(() => {
        const all: Record<string, string[]> = {};
        for (const meta of document.head.querySelectorAll('meta')) {
          const key = meta.getAttribute('property') ?? meta.getAttribute('name');
          if (key) (all[key] ??= []).push(meta.getAttribute('content') ?? '');
        }
        return all;
      });
      const one = (key: string): string => {
        expect(metas[key], `${where}: exactly one ${key}`).toHaveLength(1);
        return metas[key]?.[0] ?? '';
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
        new RegExp(`^${locale.baseUrl}img/social/[0-9a-f]+\\.png$`),
      );

      if (!checkedImages.has(imageUrl.pathname)) {
        const png = await request.get(imageUrl.pathname);
        expect(png.status(), `${where}: ${imageUrl.pathname}`).toBe(200);
        expect(png.headers()['content-type']).toContain('image/png');
        expect(pngSize(await png.body()), `${where}: ${imageUrl.pathname}`).toEqual({
          width: 1200,
          height: 630,
        });
        checkedImages.set(imageUrl.pathname, where);
      }

      // Calculator and tool cards show the page's own headline result.
      if (/\/(calculators|tools)\/[^/]+$/.test(where)) {
        const headline = await page.evaluate(() => {
          const dd = document.querySelector('main dd[class*="headline"]');
          const value = dd?.matches('[data-testid]') ? dd : dd?.querySelector('[data-testid]');
          return (value ?? dd)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
        });
        if (headline) expect(one('og:image:alt'), `${where}: card figure`).toContain(headline);
      }
    }
    // Each page has its own card (no page fell back to a shared image).
    expect(checkedImages.size).toBe(urls.length);
  });
}
