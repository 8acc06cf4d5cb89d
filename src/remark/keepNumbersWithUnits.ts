import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { keepNumbersWithUnits as keepInText } from '../lib/numberUnitSpaces';

/**
 * The space between a number and the Japanese word after it ("2 相コミット")
 * becomes a no-break space in the built page (src/lib/numberUnitSpaces.ts).
 * Runs before Docusaurus's own Markdown plugins, so the table of contents
 * reads as the headings do. Only prose: code, inline code and formulas are
 * other node types and stay as written.
 */
export default function keepNumbersWithUnits() {
  return (tree: Root): void => {
    visit(tree, 'text', (node) => {
      node.value = keepInText(node.value);
    });
  };
}
