/**
 * Element ids of a page's citations: the Sources entry of a source and each
 * marker citing it. Shared by the components and the build test.
 *
 * @packageDocumentation
 */

/** Id of a source's entry in the page's Sources list. */
export function sourceAnchor(id: string): string {
  return `source-${id}`;
}

/** Id of the `k`-th marker (from 1) citing a source on the page. */
export function citeAnchor(id: string, k: number): string {
  return `cite-${id}-${k}`;
}
