import type { ArrowFunctionExpression, ImportDeclaration } from 'estree';
import type { Node, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { SKIP, visit } from 'unist-util-visit';
import { normalizeSource } from './diagramCache';
import { installedMermaidVersion, renderedDiagram } from './renderedDiagrams';

/** The local name the page imports src/theme/Mermaid under, for its drawn diagrams. */
const COMPONENT = 'BuildTimeMermaid';

/**
 * Turns each ```mermaid block that `npm run diagrams` has drawn into
 * `<BuildTimeMermaid diagram="<key>" width height load={() => import(<its drawings>)} />`
 * (src/theme/Mermaid). The server HTML gets the SVG
 * (src/diagrams/diagramDrawings.server.ts); the page's JavaScript carries
 * only the key, the size and a loader of the diagram's own chunk, used only
 * after client-side navigation. Before, the drawings were sent twice: in the
 * HTML and again in the compiled page.
 *
 * A block not drawn yet (a diagram being written in the dev server) stays a
 * `mermaid` element with its source and is drawn in the browser as before;
 * tests/build/diagrams.test.ts fails the build output while any is left.
 * Runs after Docusaurus's own Mermaid step (markdown.mermaid), which turned
 * the blocks into `mermaidCodeBlock` nodes.
 */
export default function remarkMermaidSvg() {
  let mermaidVersion: string | undefined;
  return (tree: Root): void => {
    let drawn = 0;
    visit(tree, (node: Node, index: number | undefined, parent: Parent | undefined) => {
      if (node.type !== 'mermaidCodeBlock' || !parent || index === undefined) return;
      const properties = node.data?.hProperties;
      if (!properties || typeof properties.value !== 'string') return;
      mermaidVersion ??= installedMermaidVersion();
      const drawing = renderedDiagram(normalizeSource(properties.value), mermaidVersion);
      if (!drawing) return;
      // The size reserves the drawing's box while a page reached by
      // client-side navigation loads it (the text below does not jump).
      const size = svgSize(drawing.light);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'diagram', value: drawing.key },
          ...(size
            ? (['width', 'height'] as const).map((name) => ({
                type: 'mdxJsxAttribute' as const,
                name,
                value: String(size[name]),
              }))
            : []),
          {
            type: 'mdxJsxAttribute',
            name: 'load',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: '',
              data: {
                estree: {
                  type: 'Program',
                  sourceType: 'module',
                  body: [{ type: 'ExpressionStatement', expression: drawingLoader(drawing.key) }],
                },
              },
            },
          },
        ],
        children: [],
      };
      parent.children[index] = element;
      drawn += 1;
      return SKIP;
    });
    if (drawn === 0) return;
    const importComponent: ImportDeclaration = {
      type: 'ImportDeclaration',
      specifiers: [
        { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } },
      ],
      source: { type: 'Literal', value: '@theme/Mermaid' },
      attributes: [],
    };
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [importComponent] } },
    } satisfies MdxjsEsm);
  };
}

/** estree of `() => import('@site/src/diagrams/rendered/<key>.json')`: one chunk per diagram. */
function drawingLoader(key: string): ArrowFunctionExpression {
  return {
    type: 'ArrowFunctionExpression',
    params: [],
    expression: true,
    async: false,
    generator: false,
    body: {
      type: 'ImportExpression',
      source: { type: 'Literal', value: `@site/src/diagrams/rendered/${key}.json` },
    },
  };
}

/** The pixel size Mermaid gave the drawing (its root's width and height), rounded up. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width: Math.ceil(width), height: Math.ceil(height) } : null;
}
