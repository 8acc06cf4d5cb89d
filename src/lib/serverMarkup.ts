/**
 * The server's HTML of a part of the page, read back on the client before
 * React hydrates it: a part whose code is not loaded yet renders that HTML
 * again as it is (`dangerouslySetInnerHTML`), so hydration keeps the
 * server's DOM instead of emptying it, until the part's code has arrived.
 */

/** The attribute that names such a part; its value is React's `useId()` of the part. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/** What `serverMarkup` reads of the document (a DOM document or element; a stand-in in tests). */
export interface MarkupRoot {
  querySelector: (selectors: string) => { readonly innerHTML: string } | null;
}

/** A CSS attribute selector matching `value` exactly, whatever characters it holds. */
export function attributeSelector(attribute: string, value: string): string {
  return `[${attribute}="${value.replace(/["\\]/g, '\\$&')}"]`;
}

/**
 * The inner HTML the server rendered for the part `id`, or null when the
 * page has none (the page was rendered in the browser: a client-side
 * navigation, or a part added after hydration).
 */
export function serverMarkup(root: MarkupRoot | undefined, id: string): string | null {
  return root?.querySelector(attributeSelector(SERVER_MARKUP_ATTRIBUTE, id))?.innerHTML ?? null;
}
