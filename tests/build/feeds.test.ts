import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILD_DIR,
  buildFileOf,
  htmlFileOf,
  loadHtmlFile,
  loadXmlFile,
  locales,
  refreshTarget,
  site,
  sitemapUrls,
} from './buildOutput';

/**
 * The blog's RSS and Atom feeds of both locales (`feedOptions` in
 * docusaurus.config.ts): each parses as XML, names its stylesheet, and each
 * item links to a blog post of the same locale that exists in the build;
 * both feeds list the same posts, and every post of the build is in them.
 */

interface FeedItem {
  readonly title: string;
  readonly link: string;
  readonly date: string;
}

function rssItems(relativeFile: string): FeedItem[] {
  const $ = loadXmlFile(relativeFile);
  return $('rss > channel > item')
    .map((_, item) => ({
      title: $(item).children('title').text().trim(),
      link: $(item).children('link').text().trim(),
      date: $(item).children('pubDate').text().trim(),
    }))
    .get();
}

function atomItems(relativeFile: string): FeedItem[] {
  const $ = loadXmlFile(relativeFile);
  return $('feed > entry')
    .map((_, entry) => ({
      title: $(entry).children('title').text().trim(),
      link: $(entry).children('link').attr('href') ?? '',
      date: $(entry).children('updated').text().trim(),
    }))
    .get();
}

/** Blog posts of the locale's sitemap: pages that carry a publication date. */
function blogPosts(basePath: string, sitemap: readonly URL[]): string[] {
  return sitemap
    .map((url) => url.pathname)
    .filter((pathname) => pathname.startsWith(`${basePath}blog/`))
    .filter((pathname) => {
      const file = htmlFileOf(pathname);
      return file && loadHtmlFile(file)('meta[property="article:published_time"]').length > 0;
    });
}

describe.each(locales)('blog feeds ($locale)', (locale) => {
  const feeds = [
    { kind: 'rss', file: path.posix.join(locale.dir, 'blog', 'rss.xml'), items: rssItems },
    { kind: 'atom', file: path.posix.join(locale.dir, 'blog', 'atom.xml'), items: atomItems },
  ] as const;
  const sitemap = sitemapUrls(locale);

  describe.each(feeds)('$kind', ({ file, items: read }) => {
    it('names an XSLT stylesheet that is in the build', () => {
      const text = readFileSync(path.join(BUILD_DIR, file), 'utf8');
      const href = /<\?xml-stylesheet[^>]*href="([^"]+)"/.exec(text)?.[1];
      expect(href, `${file}: xml-stylesheet`).toBeDefined();
      const stylesheet = path.posix.join(path.posix.dirname(file), href!);
      expect(buildFileOf(`${site.baseUrl}${stylesheet}`), stylesheet).toBeDefined();
    });

    it('has items, each with a title, a date and a link to a post of the build', () => {
      const items = read(file);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.title, `${file}: item title`).not.toBe('');
        expect(
          Number.isNaN(Date.parse(item.date)),
          `${file}: ${item.link} date "${item.date}"`,
        ).toBe(false);
        const url = new URL(item.link);
        expect(url.origin, item.link).toBe(site.origin);
        expect(
          url.pathname.startsWith(`${locale.basePath}blog/`),
          `${item.link} is a ${locale.locale} blog page`,
        ).toBe(true);
        const page = htmlFileOf(url.pathname);
        expect(page, `${file}: ${item.link} has no page in the build`).toBeDefined();
        expect(refreshTarget(loadHtmlFile(page!)), `${item.link} is a redirect`).toBeUndefined();
      }
    });
  });

  it('both feeds list the same posts, and every post of the build', () => {
    const [rss, atom] = feeds.map(({ file, items }) =>
      items(file)
        .map((item) => new URL(item.link).pathname)
        .sort(),
    );
    expect(atom).toEqual(rss);
    const posts = blogPosts(locale.basePath, sitemap);
    expect(posts.length).toBeGreaterThan(0);
    expect(rss).toEqual(posts.sort());
  });
});
