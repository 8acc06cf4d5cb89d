import type { Element, ElementContent, Root } from 'hast';
import rehypeKatex from 'rehype-katex';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Formulas (`$…$`, `$$…$$`, marked by remark-math) become MathML at build
 * time: KaTeX parses the TeX (rehype-katex with `output: 'mathml'`) and the
 * browser lays the MathML out with the system's maths font (src/css/custom.css,
 * "Formulas"). No stylesheet and no web font load for them.
 *
 * KaTeX's HTML output needed its own fonts, and a web font that finishes
 * loading after the first layout makes the browser lay out every text node
 * of the page again: on the group-commit article two such relayouts (one per
 * KaTeX font, ≈ 3,550 objects each) after load, and the same load without
 * those fonts spent 40 % less time in layout (README, "Formulas without web
 * fonts"). MathML also reaches screen readers and find-in-page as it is,
 * where KaTeX's HTML kept a hidden MathML copy beside the visible one.
 *
 * KaTeX wraps a display formula in `.katex-display` only in its HTML output;
 * this wraps it again, so display formulas keep one box that scrolls
 * sideways on a phone and that speaker mode shows as a figure.
 */
function isDisplayFormula(node: ElementContent): node is Element {
  if (node.type !== 'element' || node.tagName !== 'span') return false;
  const classes = node.properties.className;
  if (!Array.isArray(classes) || !classes.includes('katex')) return false;
  const math = node.children[0];
  return math?.type === 'element' && math.tagName === 'math' && math.properties.display === 'block';
}

function wrapDisplayFormulas(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined || !isDisplayFormula(node)) return undefined;
    parent.children[index] = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['katex-display'] },
      children: [node],
    };
    return SKIP;
  });
}

export default function rehypeMathml() {
  const renderFormulas = rehypeKatex({ output: 'mathml' });
  return (tree: Root, file: VFile): void => {
    renderFormulas(tree, file);
    wrapDisplayFormulas(tree);
  };
}
