/**
 * Percent-decoding that never throws. `decodeURIComponent` throws a URIError
 * on a malformed escape (`%E0%A4%A`, `%zz`, an escaped lone surrogate); the
 * URL's query and fragment are whatever a link or the address bar says, so
 * code that decodes them must not let that error reach React (a thrown error
 * in a render or effect replaces the page with the crash page).
 *
 * Pure (no `window`): used by the client modules, the presentation store and
 * the site-wide guard of Docusaurus's scroll-to-fragment
 * (src/clientModules/fragmentGuard.ts).
 */

/** The decoded text, or null when `text` holds a malformed escape. */
export function tryDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The decoded text, or `text` itself (as written) when it holds a malformed escape. */
export function decodeURIComponentOrRaw(text: string): string {
  return tryDecodeURIComponent(text) ?? text;
}

/**
 * The element id a fragment names: `#a%20b` → `a b`, `''` for none. A
 * malformed fragment names its text as written (`#%E0%A4%A` → `%E0%A4%A`),
 * which is also what browsers look for first (HTML, "find a potential
 * indicated element").
 *
 * @param hash - `location.hash`, with or without its `#`
 */
export function fragmentId(hash: string): string {
  return decodeURIComponentOrRaw(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * A fragment that code decoding it without a guard can take: a well-formed
 * one unchanged; a malformed one with each `%` escaped as `%25`, so that
 * decoding gives back the text as written (`#%E0%A4%A` → `#%25E0%25A4%25A`,
 * which decodes to `%E0%A4%A`).
 *
 * @param hash - `location.hash` (`''` or `#…`)
 */
export function decodableFragment(hash: string): string {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (tryDecodeURIComponent(text) !== null) return hash;
  return `#${text.replaceAll('%', '%25')}`;
}
