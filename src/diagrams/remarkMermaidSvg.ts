import { visit } from 'unist-util-visit';
import type { Node, Root } from 'mdast';
import { normalizeSource } from './diagramCache';
import { installedMermaidVersion, renderedDiagram } from './renderedDiagrams';

/**
 * Gives each ```mermaid block that `npm run diagrams` has drawn its two SVG
 * drawings (light, dark) as props of the `mermaid` element, which
 * src/theme/Mermaid inlines: the page shows the diagram from its HTML and
 * loads no Mermaid JavaScript. A block not drawn yet (a diagram being
 * written in the dev server) keeps only its source and is drawn in the
 * browser as before; tests/build/diagrams.test.ts fails the build output
 * while any is left. Runs after Docusaurus's own Mermaid step (markdown.mermaid),
 * which turned the blocks into `mermaidCodeBlock` nodes.
 */
export default function remarkMermaidSvg() {
  let mermaidVersion: string | undefined;
  return (tree: Root): void => {
    visit(tree, (node: Node) => {
      if (node.type !== 'mermaidCodeBlock') return;
      const properties = node.data?.hProperties;
      if (!properties || typeof properties.value !== 'string') return;
      mermaidVersion ??= installedMermaidVersion();
      const drawing = renderedDiagram(normalizeSource(properties.value), mermaidVersion);
      if (!drawing) return;
      properties.light = drawing.light;
      properties.dark = drawing.dark;
      // The source is each drawing's <desc>; the page needs no third copy.
      delete properties.value;
    });
  };
}
