import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A Markdown table whose top-left header cell is empty has row labels in its
 * first column: the articles' "2009 source | 2026 lab" tables start each row
 * with "Server", "Machine", … under a blank corner. Markdown can only write
 * those labels as data cells, so each sat under an empty column header and
 * had no header at all: a screen reader announced "Server" with nothing to
 * relate it to, and axe's td-has-header (Lighthouse) failed all ten such
 * tables in each locale. This makes the first cell of each body row a row
 * header (`<th scope="row">`), the other header cells column headers, and the
 * empty corner a plain `<td>` (an empty `<th>` is a header with no name).
 *
 * Tables whose corner has text are left alone: their first column may be
 * data (a list of values), and nothing says otherwise.
 */

function isElement(node: ElementContent | undefined, tagName: string): node is Element {
  return node?.type === 'element' && node.tagName === tagName;
}

function childElements(parent: Element, tagName: string): Element[] {
  return parent.children.filter((child): child is Element => isElement(child, tagName));
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The cells of a row: `<th>` and `<td>` in order. */
function cellsOf(row: Element): Element[] {
  return row.children.filter(
    (child): child is Element => isElement(child, 'th') || isElement(child, 'td'),
  );
}

function addRowHeaders(table: Element): void {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  if (!headerRow) return;
  const headerCells = cellsOf(headerRow);
  const [corner] = headerCells;
  if (!corner || headerCells.length < 2 || corner.tagName !== 'th') return;
  if (textOf(corner).trim() !== '') return;

  corner.tagName = 'td';
  for (const cell of headerCells.slice(1)) if (cell.tagName === 'th') cell.properties.scope = 'col';
  for (const body of childElements(table, 'tbody'))
    for (const row of childElements(body, 'tr')) {
      const [first] = cellsOf(row);
      if (first?.tagName !== 'td') continue;
      first.tagName = 'th';
      first.properties.scope = 'row';
    }
}

export default function rehypeTableRowHeaders() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') addRowHeaders(node);
    });
  };
}
