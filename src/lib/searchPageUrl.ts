/**
 * The search plugin links to `<baseUrl>search/?q=…`, but the site is built with
 * `trailingSlash: false`: the page is `search.html`, and static servers that
 * redirect `/search/` to `/search` (docusaurus serve does) drop the query on
 * the way, so a reload or a new tab showed an empty search page.
 */

/** The same URL without the slash after `search`, or null when it is not a `…/search/` URL. */
export function withoutSearchTrailingSlash(pathname: string): string | null {
  return /\/search\/$/.test(pathname) ? pathname.slice(0, -1) : null;
}

/**
 * Rewrites an href like `/en/search/?q=x#h` to `/en/search?q=x#h`; other
 * hrefs come back unchanged.
 */
export function canonicalSearchHref(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  const fixed = withoutSearchTrailingSlash(pathname);
  return fixed === null ? href : fixed + rest;
}
