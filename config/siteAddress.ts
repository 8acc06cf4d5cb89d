/**
 * Where the site is published, set at build time:
 *
 *   SITE_URL=https://guide.example.com BASE_URL=/guide/ npm run build
 *
 * `SITE_URL` is the origin machines read (canonical links, hreflang, Open
 * Graph, the sitemap, the feeds, link-preview cards); `BASE_URL` is the path
 * the site lives under. Local builds default to the address `npm run serve`
 * uses, so no page ever names a placeholder domain. What a page offers a
 * person to copy (short links, copy-link, QR codes) is built in the browser
 * from the address the page was actually served from, not from these.
 */

/** `npm run serve`'s address: right for local builds and previews. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_BASE_URL = '/';

export interface SiteAddress {
  /** Origin without a trailing slash, e.g. `https://guide.example.com`. */
  readonly url: string;
  /** Path with a leading and trailing slash, e.g. `/` or `/guide/`. */
  readonly baseUrl: string;
}

/**
 * Reads and checks the two settings; a mistake fails the build with a
 * sentence saying what to write instead, rather than shipping wrong links.
 */
export function siteAddress(env: Readonly<Record<string, string | undefined>>): SiteAddress {
  return { url: siteUrl(env.SITE_URL), baseUrl: baseUrl(env.BASE_URL) };
}

function siteUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL=${JSON.stringify(value)} is not a URL. Write the site's origin, e.g. SITE_URL=https://guide.example.com`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// (or http://), not ${parsed.protocol}//`);
  }
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    throw new Error(
      `SITE_URL=${JSON.stringify(value)} has a path, query or fragment. Give only the origin (${parsed.origin}) and put the path in BASE_URL (e.g. BASE_URL=${parsed.pathname.replace(/\/?$/, '/')})`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new Error('SITE_URL must not contain a user name or password');
  }
  return parsed.origin;
}

function baseUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_BASE_URL;
  // Segments as they appear in a URL path; no dots, so `/../` cannot sneak in.
  if (!/^\/(?:[A-Za-z0-9_~-]+(?:[A-Za-z0-9_.~-]*[A-Za-z0-9_~-])?\/)*$/.test(value)) {
    throw new Error(
      `BASE_URL=${JSON.stringify(value)} is not a path of the form /name/ (leading and trailing slash, letters, digits, '-', '_', '.', '~'), e.g. BASE_URL=/guide/`,
    );
  }
  return value;
}
