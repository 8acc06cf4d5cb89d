/**
 * Writing a calculator's inputs to the URL without disturbing anything else
 * in it. A calculator owns some query parameters (its inputs); the rest —
 * the view (`present`, `embed`, `scenario`), a campaign tag, another tool's
 * state — belong to someone else and are kept as they are.
 */
import { formatSearch } from '../presentation/modeUrl';

/** Fired on `window` after {@link replaceUrl}, so URL-watching code can re-read `location`. */
export const URL_REPLACED_EVENT = 'fieldguide:url-replaced';

export interface UrlParts {
  readonly pathname: string;
  /** `?a=1&b=2`, or '' */
  readonly search: string;
  /** `#id`, or '' */
  readonly hash: string;
}

/**
 * The URL (path + query + hash) after a calculator writes its state: the
 * calculator's parameters as `ownQuery` gives them (in that order, first),
 * then every parameter it does not own, in the order the current URL has
 * them. A parameter the calculator owns but left out of `ownQuery` (back at
 * its default, or rejected) is removed. Flags such as `present` stay bare.
 *
 * @param current - the page's URL now
 * @param ownedNames - every parameter the calculator reads
 * @param ownQuery - the calculator's state as a query string, without `?` ('' when all defaults)
 */
export function calculatorUrl(
  current: UrlParts,
  ownedNames: readonly string[],
  ownQuery: string,
): string {
  const owned = new Set(ownedNames);
  const next = new URLSearchParams(ownQuery);
  for (const [name, value] of new URLSearchParams(current.search)) {
    if (!owned.has(name)) next.append(name, value);
  }
  return `${current.pathname}${formatSearch(next)}${current.hash}`;
}

/** The current page's path + query + hash. */
export function currentUrl(parts: UrlParts): string {
  return `${parts.pathname}${parts.search}${parts.hash}`;
}

/**
 * Replaces the page's URL, keeping react-router's history state (so its
 * navigation keeps working) and the back button for real navigation.
 */
export function replaceUrl(href: string): void {
  window.history.replaceState(window.history.state, '', href);
  window.dispatchEvent(new Event(URL_REPLACED_EVENT));
}
