import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { mathPlugins, pagesMarkdownPlugins } from '../../../config/markdown';
import rehypeTableRowHeaders from '../../../src/remark/rehypeTableRowHeaders';

/**
 * Each table of `source` compiled as the site compiles Markdown (GFM tables,
 * then the plugin), written as rows of cells: `th[row]:Server`, `td:`.
 */
async function tables(source: string): Promise<string[][][]> {
  const found: string[][][] = [];
  const record = () => (tree: Root) => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const rows: string[][] = [];
      visit(table, 'element', (row: Element) => {
        if (row.tagName !== 'tr') return;
        rows.push(
          row.children
            .filter((cell): cell is Element => cell.type === 'element')
            .map((cell) => {
              const scope = cell.properties.scope;
              const text = cell.children
                .map((child) => (child.type === 'text' ? child.value : ''))
                .join('');
              return `${cell.tagName}${typeof scope === 'string' ? `[${scope}]` : ''}:${text}`;
            }),
        );
      });
      found.push(rows);
    });
  };
  await compile(source, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableRowHeaders, record],
  });
  return found;
}

describe('rehypeTableRowHeaders', () => {
  it('makes the first column row headers when the corner cell is empty', async () => {
    expect(
      await tables(
        '| | 2009 | 2026 |\n|---|---|---|\n| Server | n/a | MariaDB |\n| Machine | 8 GB | 2 vCPU |\n',
      ),
    ).toEqual([
      [
        ['td:', 'th[col]:2009', 'th[col]:2026'],
        ['th[row]:Server', 'td:n/a', 'td:MariaDB'],
        ['th[row]:Machine', 'td:8 GB', 'td:2 vCPU'],
      ],
    ]);
  });

  it('leaves a table with a named first column as Markdown wrote it', async () => {
    expect(await tables('| Setting | Value |\n|---|---|\n| sync_binlog | 1 |\n')).toEqual([
      [
        ['th:Setting', 'th:Value'],
        ['td:sync_binlog', 'td:1'],
      ],
    ]);
  });

  it('finds tables inside JSX (a <details> block)', async () => {
    const [table] = await tables(
      '<details>\n\n| | A | B |\n|---|---|---|\n| x | 1 | 2 |\n\n</details>\n',
    );
    expect(table?.[1]).toEqual(['th[row]:x', 'td:1', 'td:2']);
  });

  it('runs in the docs, blog and pages pipelines (their shared rehype plugins)', () => {
    // docusaurus.config.ts spreads mathPlugins into docs and blog; pages reuse its list.
    expect(mathPlugins.rehypePlugins).toContain(rehypeTableRowHeaders);
    expect(pagesMarkdownPlugins.rehypePlugins).toContain(rehypeTableRowHeaders);
  });
});
