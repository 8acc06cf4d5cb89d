/**
 * The search page's address for a query: `<locale base>search?q=…`, without
 * a slash after `search`: the site is built with `trailingSlash: false`, and
 * static servers that redirect `/search/` to `/search` (docusaurus serve
 * does) drop the query on the way.
 */
export function searchPageHref(localeBaseUrl: string, query: string): string {
  const trimmed = query.trim();
  const page = `${localeBaseUrl}search`;
  return trimmed === '' ? page : `${page}?${new URLSearchParams({ q: query }).toString()}`;
}
