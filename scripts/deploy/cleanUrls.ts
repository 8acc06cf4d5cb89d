/**
 * The address a static host serves each page of the build at, and the
 * redirect it answers the other spellings with. Cloudflare Pages (whose
 * `_headers` the build writes) and GitHub Pages agree:
 *
 * - `docs/glossary.html` is served at `/docs/glossary`; `/docs/glossary/`
 *   and `/docs/glossary.html` redirect there;
 * - a folder's `index.html` (`en/index.html`) is served at the folder with
 *   its slash, `/en/`; `/en` and `/en/index.html` redirect there.
 *
 * Docusaurus writes the pages so (`trailingSlash: false`: a file per page,
 * folders only for the locale homes), and its canonical links name the same
 * addresses. The test server (scripts/serve-build.mjs) answers by these
 * rules, so the browser suite sees the deployed addresses;
 * tests/build/canonicalAndHreflang.test.ts checks that every canonical link
 * is one the host serves without a redirect.
 */

/** Whether the build holds a file (not a folder) at this path inside the site (`en/index.html`). */
export type IsBuiltFile = (relativePath: string) => boolean;

/**
 * Where the host redirects a request for `pathname` (inside the site, starting
 * with `/`, percent-decoded), or `null` when it serves it as it is (a page,
 * an asset, or a 404). The query string is the caller's to keep.
 */
export function cleanUrlRedirect(pathname: string, isBuiltFile: IsBuiltFile): string | null {
  if (pathname === '/' || !pathname.startsWith('/')) return null;
  const inside = pathname.slice(1);
  if (inside.endsWith('.html') && isBuiltFile(inside)) {
    if (inside === 'index.html' || inside.endsWith('/index.html'))
      return `/${inside.slice(0, -'index.html'.length)}`;
    return `/${inside.slice(0, -'.html'.length)}`;
  }
  if (inside.endsWith('/')) {
    const bare = inside.slice(0, -1);
    return !isBuiltFile(`${inside}index.html`) && isBuiltFile(`${bare}.html`) ? `/${bare}` : null;
  }
  if (isBuiltFile(inside) || isBuiltFile(`${inside}.html`)) return null;
  return isBuiltFile(`${inside}/index.html`) ? `/${inside}/` : null;
}
