import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { mermaidBlocks } from '../../../src/diagrams/diagramCache';
import remarkMermaidSvg from '../../../src/diagrams/remarkMermaidSvg';

const ROOT = path.resolve(__dirname, '../../..');

/** Docusaurus's own step (markdown.mermaid): a ```mermaid block becomes a `mermaid` element. */
function docusaurusMermaid() {
  return (tree: Root): void => {
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'mermaidCodeBlock',
        data: { hName: 'mermaid', hProperties: { value: node.value } },
      } as unknown as typeof node;
    });
  };
}

async function compiled(markdown: string): Promise<string> {
  return String(await compile(markdown, { remarkPlugins: [docusaurusMermaid, remarkMermaidSvg] }));
}

describe('remarkMermaidSvg', () => {
  const article = readFileSync(
    path.join(ROOT, 'docs/transactions-locking/group-commit.mdx'),
    'utf8',
  );
  const [drawn] = mermaidBlocks(article);

  it('gives a drawn diagram its light and dark SVG instead of its source', async () => {
    const code = await compiled(`# Title\n\n\`\`\`mermaid\n${drawn ?? ''}\n\`\`\`\n`);
    expect(code).toMatch(/light: "<svg [^>]*id=\\"mermaid-[0-9a-f]{16}-light\\"/);
    expect(code).toMatch(/dark: "<svg [^>]*id=\\"mermaid-[0-9a-f]{16}-dark\\"/);
    expect(code).not.toContain('value: "');
  });

  it('leaves a diagram not drawn yet to the browser, with its source', async () => {
    const code = await compiled('```mermaid\nflowchart LR\n  New --> Diagram\n```\n');
    expect(code).toContain('value: "flowchart LR');
    expect(code).not.toContain('light:');
  });
});
