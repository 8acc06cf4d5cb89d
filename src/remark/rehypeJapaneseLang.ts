import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { VFile } from 'vfile';
import { japaneseRuns } from '../lib/japaneseRuns';

/**
 * On the translated (non-Japanese) pages, puts each run of Japanese text in
 * `<span lang="ja">`: a quoted source title, a term's Japanese name in a
 * glossary heading, a Japanese label in a table. Screen readers then read it
 * as Japanese and browsers choose Japanese glyphs, and the English page says
 * which words are not English, as WCAG 3.1.2 asks. Written by hand it would
 * be a `<span lang="ja">` in every third English sentence.
 *
 * Code, formulas and anything already marked with a `lang` are left alone.
 * Runs after the other rehype plugins (KaTeX), on HTML elements and on the
 * MDX components' text children alike.
 */

/** Files of a translation: `i18n/<locale>/…` for any locale but Japanese. */
const TRANSLATED_FILE = /(^|[/\\])i18n[/\\](?!ja[/\\])[^/\\]+[/\\]/;
const SKIPPED_TAGS = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'svg', 'math']);

type Parent = Root | Element | { type: string; children: RootContent[]; attributes?: unknown };

interface JsxAttribute {
  type: string;
  name?: string;
}

function skips(node: RootContent): boolean {
  if (node.type === 'element') {
    if (SKIPPED_TAGS.has(node.tagName)) return true;
    if (node.properties.lang !== undefined) return true;
    const className = node.properties.className;
    return Array.isArray(className) && className.some((name) => name.startsWith('katex'));
  }
  const jsx = node as { type: string; attributes?: JsxAttribute[] };
  if (jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') {
    return (jsx.attributes ?? []).some(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'lang',
    );
  }
  return false;
}

function marked(text: Text): ElementContent[] {
  return japaneseRuns(text.value).map((run) =>
    run.japanese
      ? {
          type: 'element',
          tagName: 'span',
          properties: { lang: 'ja' },
          children: [{ type: 'text', value: run.text }],
        }
      : { type: 'text', value: run.text },
  );
}

function walk(parent: Parent): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      children.push(...marked(child));
      continue;
    }
    if ('children' in child && !skips(child)) walk(child);
    children.push(child);
  }
  parent.children = children;
}

export default function rehypeJapaneseLang() {
  return (tree: Root, file: VFile): void => {
    if (!TRANSLATED_FILE.test(file.path)) return;
    walk(tree);
  };
}
