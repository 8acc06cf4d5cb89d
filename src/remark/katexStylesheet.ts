import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/**
 * Appends `<KatexStylesheet />` (registered in src/theme/MDXComponents) to a
 * Markdown page only when it contains a formula, so the KaTeX stylesheet and
 * its fonts load on pages that use maths and nowhere else.
 */
function containsMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') found = true;
  });
  return found;
}

export default function katexStylesheet() {
  return (tree: Root): void => {
    if (!containsMath(tree)) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'KatexStylesheet',
      attributes: [],
      children: [],
    } satisfies MdxJsxFlowElement);
  };
}
