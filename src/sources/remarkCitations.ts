/**
 * Numbers an article's citations at build time. Authors write a compact
 * marker where a figure is used — `<Cite id="…" />` — and list each source
 * once under `## 出典 {#sources}` / `## Sources {#sources}` as
 * `- <Source id="…" />：what was used`. This plugin:
 *
 * - numbers the `<Source>` entries in the order they are listed, and gives
 *   every `<Cite>` the number of its entry (`n`) and its place among the
 *   markers citing that source (`k`, for the entry's back-links);
 * - passes each entry's registry data into the page (`entry`, JSON), so
 *   pages do not load the registry;
 * - fails the build on an id the registry lacks, a source listed twice, or a
 *   marker whose source is not listed on the same page (a blog excerpt, which
 *   has no Sources list, drops its markers instead).
 *
 * @packageDocumentation
 */

import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { findSource } from './registry';
import type { RenderedSource, SourceEntry } from './types';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The literal string value of attribute `name`, or `undefined`. */
function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attribute && typeof attribute.value === 'string' ? attribute.value : undefined;
}

function setAttribute(element: JsxElement, name: string, value: string): void {
  element.attributes = element.attributes.filter(
    (a) => !(a.type === 'mdxJsxAttribute' && a.name === name),
  );
  element.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

/** What a page needs of an entry (not the maintainers' notes). */
export function renderedSource(entry: SourceEntry): RenderedSource {
  const rendered: Record<string, unknown> = { ...entry };
  delete rendered.confirmedBy;
  delete rendered.notConfirmed;
  delete rendered.seed;
  return rendered as unknown as RenderedSource;
}

/** A build error naming the page. */
function citationError(path: string | undefined, message: string): Error {
  return new Error(`${path ?? '(unknown file)'}: ${message}`);
}

export default function remarkCitations() {
  return (tree: Root, file: { path?: string }): void => {
    const sources: JsxElement[] = [];
    const cites: JsxElement[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (node.name === 'Source') sources.push(node);
      else if (node.name === 'Cite') cites.push(node);
    });
    if (sources.length === 0 && cites.length === 0) return;
    if (sources.length === 0) {
      // A blog post's excerpt (the list pages compile the text above the
      // truncate marker on its own) has markers but not the Sources list:
      // it shows the sentences without them. On a whole page the unit test
      // (tests/unit/sources/registry.test.ts) and the build test catch a
      // marker without its list.
      visit(tree, 'mdxJsxTextElement', (node, index, parent) => {
        if (node.name !== 'Cite' || parent === undefined || index === undefined) return;
        parent.children.splice(index, 1);
        // Continue with the node that took its place.
        return index;
      });
      return;
    }

    const numbers = new Map<string, number>();
    const entries = new Map<string, SourceEntry>();
    for (const element of sources) {
      const id = literalAttribute(element, 'id');
      if (id === undefined) throw citationError(file.path, '<Source> needs a literal id="…"');
      const entry = findSource(id);
      if (!entry) {
        throw citationError(
          file.path,
          `<Source id="${id}" />: no such id in src/sources/registry.ts`,
        );
      }
      if (numbers.has(id)) {
        throw citationError(file.path, `<Source id="${id}" /> is listed twice`);
      }
      numbers.set(id, numbers.size + 1);
      entries.set(id, entry);
    }

    const counts = new Map<string, number>();
    for (const element of cites) {
      const id = literalAttribute(element, 'id');
      if (id === undefined) throw citationError(file.path, '<Cite> needs a literal id="…"');
      const n = numbers.get(id);
      if (n === undefined) {
        throw citationError(
          file.path,
          findSource(id)
            ? `<Cite id="${id}" /> has no <Source id="${id}" /> in this page's Sources list`
            : `<Cite id="${id}" />: no such id in src/sources/registry.ts`,
        );
      }
      const k = (counts.get(id) ?? 0) + 1;
      counts.set(id, k);
      setAttribute(element, 'n', String(n));
      setAttribute(element, 'k', String(k));
    }

    for (const element of sources) {
      const id = literalAttribute(element, 'id')!;
      setAttribute(element, 'n', String(numbers.get(id)));
      setAttribute(element, 'refs', String(counts.get(id) ?? 0));
      setAttribute(element, 'entry', JSON.stringify(renderedSource(entries.get(id)!)));
    }
  };
}
