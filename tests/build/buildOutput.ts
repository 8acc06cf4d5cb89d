/**
 * The production build (`npm run build`) as the `build` tests read it: where
 * it is, which locales it holds, what its sitemaps list, and its HTML parsed
 * with a real HTML parser (cheerio), each file once per test file.
 *
 * `BUILD_DIR` points the tests at a build kept elsewhere (a copy, or a build
 * made with another base path). The site's origin and base path are read
 * from the build itself (the Japanese home page's canonical link), so the
 * same tests check a build served under `/some/base/`.
 *
 * @packageDocumentation
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { i18n } from '../../config/i18n';
import { cleanUrlRedirect } from '../../scripts/deploy/cleanUrls';

/** The build folder: `BUILD_DIR`, or `build/` of this checkout. */
export const BUILD_DIR = path.resolve(
  process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'),
);

if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
  throw new Error(
    `build/ is missing: run npm run build first (looked for ${path.join(BUILD_DIR, 'index.html')})`,
  );
}

/** A file's path inside the build, for messages: `en/go/iops/index.html`. */
export function relativeToBuild(file: string): string {
  return path.relative(BUILD_DIR, file).split(path.sep).join('/');
}

const documents = new Map<string, cheerio.CheerioAPI>();

/** An HTML file of the build, parsed (cached: pages are read by several tests). */
export function loadHtmlFile(file: string): cheerio.CheerioAPI {
  let $ = documents.get(file);
  if (!$) {
    $ = cheerio.load(readFileSync(file, 'utf8'));
    documents.set(file, $);
  }
  return $;
}

/** An XML file of the build (sitemap, feed), parsed as XML. */
export function loadXmlFile(relativeFile: string): cheerio.CheerioAPI {
  const file = path.join(BUILD_DIR, relativeFile);
  if (!existsSync(file)) throw new Error(`${relativeFile} is missing from the build`);
  return cheerio.load(readFileSync(file, 'utf8'), { xml: true });
}

/** Where the site lives: its origin and base path (`/` or `/base/`), from the build. */
export const site = ((): { origin: string; baseUrl: string } => {
  const $ = loadHtmlFile(path.join(BUILD_DIR, 'index.html'));
  const canonical = $('head link[rel="canonical"]').attr('href');
  if (!canonical) throw new Error('index.html has no canonical link: cannot tell the base path');
  const url = new URL(canonical);
  return {
    origin: url.origin,
    baseUrl: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`,
  };
})();

export interface BuiltLocale {
  /** `ja`, `en`. */
  readonly locale: string;
  /** `<html lang>` and hreflang value (`ja-JP`). */
  readonly htmlLang: string;
  /** Open Graph spelling of the same (`ja_JP`). */
  readonly ogLocale: string;
  readonly isDefault: boolean;
  /** Folder inside the build: `` for the default locale, `en` otherwise. */
  readonly dir: string;
  /** URL path of the locale's home: `/` or `/en/` (under the base path). */
  readonly basePath: string;
}

if (!i18n) throw new Error('config/i18n.ts has no i18n settings');
const { defaultLocale: defaultLocaleName, localeConfigs } = i18n;
// The site config's type is deeply partial; config/i18n.ts lists every locale.
const localeNames = (i18n.locales ?? []).filter((name): name is string => Boolean(name));

/** Every locale of config/i18n.ts, as built: the default at the root, the others in their folder. */
export const locales: readonly BuiltLocale[] = localeNames.map((locale) => {
  const isDefault = locale === defaultLocaleName;
  const htmlLang: string = localeConfigs?.[locale]?.htmlLang ?? locale;
  const dir = isDefault ? '' : locale;
  return {
    locale,
    htmlLang,
    ogLocale: htmlLang.replace('-', '_'),
    isDefault,
    dir,
    basePath: `${site.baseUrl}${dir ? `${dir}/` : ''}`,
  };
});

export const defaultLocale = ((): BuiltLocale => {
  const found = locales.find((locale) => locale.isDefault);
  if (!found) throw new Error(`config/i18n.ts: default locale ${defaultLocaleName} not listed`);
  return found;
})();

/** Absolute URL of a path on the site (`/en/docs` → `https://…/en/docs`). */
export function absoluteUrl(urlPath: string): string {
  return new URL(urlPath, site.origin).href;
}

/** The page URLs a locale's sitemap lists (`sitemap.xml`, `en/sitemap.xml`), in order. */
export function sitemapUrls(locale: BuiltLocale): URL[] {
  const $ = loadXmlFile(path.posix.join(locale.dir, 'sitemap.xml'));
  return $('urlset > url > loc')
    .map((_, loc) => new URL($(loc).text().trim()))
    .get();
}

/** A URL path without the base path, or undefined when it is outside the site. */
function withinSite(urlPath: string): string | undefined {
  const decoded = decodeURI(urlPath);
  if (`${decoded}/` === site.baseUrl) return '';
  return decoded.startsWith(site.baseUrl) ? decoded.slice(site.baseUrl.length) : undefined;
}

/** The file of the build a URL path names (an image, a feed), or undefined. */
export function buildFileOf(urlPath: string): string | undefined {
  const inside = withinSite(urlPath);
  if (inside === undefined) return undefined;
  const file = path.join(BUILD_DIR, inside);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * The HTML file served for a page path, as `docusaurus serve` resolves it
 * (serve-handler with clean URLs): `<path>/index.html` first, then
 * `<path>.html`. Undefined when neither exists.
 */
export function htmlFileOf(urlPath: string): string | undefined {
  const inside = withinSite(urlPath);
  if (inside === undefined) return undefined;
  const bare = inside.replace(/\/$/, '');
  const candidates = bare === '' ? ['index.html'] : [`${bare}/index.html`, `${bare}.html`];
  return candidates
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Where a static host redirects a page path (scripts/deploy/cleanUrls.ts:
 * `/en` → `/en/`, `/docs/x/` → `/docs/x`), with the base path; null when it
 * serves the path as it is.
 */
export function hostRedirect(urlPath: string): string | null {
  const inside = withinSite(urlPath);
  if (inside === undefined) throw new Error(`${urlPath} is outside the site (${site.baseUrl})`);
  const isBuiltFile = (relative: string): boolean => {
    const file = path.join(BUILD_DIR, relative);
    return existsSync(file) && statSync(file).isFile();
  };
  const target = cleanUrlRedirect(`/${inside}`, isBuiltFile);
  return target === null ? null : `${site.baseUrl}${target.slice(1)}`;
}

/** A page of the build by URL path, parsed; throws when the build has no such page. */
export function loadPage(urlPath: string): cheerio.CheerioAPI {
  const file = htmlFileOf(urlPath);
  if (!file) throw new Error(`no HTML file in the build for ${urlPath}`);
  return loadHtmlFile(file);
}

/** The target of a client-side redirect page (`<meta http-equiv="refresh">`), if it is one. */
export function refreshTarget($: cheerio.CheerioAPI): string | undefined {
  const content = $('meta[http-equiv="refresh" i]').attr('content');
  return content ? /;\s*url=(.*)$/i.exec(content)?.[1]?.trim() : undefined;
}
