/**
 * Line-break opportunities inside identifiers such as `innodb_autoinc_lock_mode`:
 * right after each underscore, and nowhere else. A phone broke such names
 * anywhere in headings ("innodb_autoinc_loc / k_mode"); a `<wbr>` after each
 * underscore lets them wrap at their parts instead. `<wbr>` adds no character,
 * so the text, copy and paste, search and heading IDs stay the same.
 *
 * @packageDocumentation
 */

/** An underscore between two word characters: the place a break may follow. */
const BREAK_AFTER_UNDERSCORE = /(?<=[\p{L}\p{N}]_)(?=[\p{L}\p{N}])/u;

/**
 * `text` cut after every underscore that joins two parts of a name; one part
 * when there is none. Joining the parts gives `text` back.
 */
export function splitAfterUnderscores(text: string): string[] {
  // Most headings have no underscore: skip the regex, whose first use builds
  // its Unicode classes (6.6–8.3 ms in Node for a page's 12 headings, 0.03
  // ms with this test; issue #18).
  if (!text.includes('_')) return [text];
  return text.split(BREAK_AFTER_UNDERSCORE);
}

/**
 * An HTML fragment (a table-of-contents entry) with `<wbr>` after such
 * underscores in its text; tags and their attributes are left alone.
 */
export function htmlWithIdentifierBreaks(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : splitAfterUnderscores(part).join('<wbr>')))
    .join('');
}
