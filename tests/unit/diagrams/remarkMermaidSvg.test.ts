import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { diagramKey, mermaidBlocks } from '../../../src/diagrams/diagramCache';
import {
  installedMermaidVersion,
  renderedDiagramByKey,
} from '../../../src/diagrams/renderedDiagrams';
import remarkMermaidSvg, { svgSize } from '../../../src/diagrams/remarkMermaidSvg';

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

  it('gives a drawn diagram the key and size of its drawings, and no SVG or source', async () => {
    const code = await compiled(`# Title\n\n\`\`\`mermaid\n${drawn ?? ''}\n\`\`\`\n`);
    const key = diagramKey({ source: drawn ?? '', mermaidVersion: installedMermaidVersion(ROOT) });
    const drawing = renderedDiagramByKey(key, ROOT);
    expect(drawing).not.toBeNull();
    expect(code).toContain(`diagram: "${key}"`);
    // The page's JavaScript carries no drawing: the server HTML has it (plugins/server-parts).
    expect(code).not.toContain('<svg');
    expect(code).not.toContain('value: "');
    const size = svgSize(drawing?.light ?? '');
    expect(size).not.toBeNull();
    expect(code).toContain(`width: "${String(size?.width)}"`);
    expect(code).toContain(`height: "${String(size?.height)}"`);
    // Its drawings load as their own chunk, only when the page asks (client-side navigation).
    expect(code).toContain(`load: () => import("@site/src/diagrams/rendered/${key}.json")`);
    expect(code).toMatch(/import BuildTimeMermaid from "@theme\/Mermaid"/);
  });

  it('leaves a diagram not drawn yet to the browser, with its source', async () => {
    const code = await compiled('```mermaid\nflowchart LR\n  New --> Diagram\n```\n');
    expect(code).toContain('value: "flowchart LR');
    expect(code).not.toContain('diagram:');
  });
});

describe('svgSize', () => {
  it("reads the root element's size, rounded up", () => {
    expect(
      svgSize('<svg width="995.4375" class="x" height="406.79998"><g width="1"/></svg>'),
    ).toEqual({
      width: 996,
      height: 407,
    });
  });
  it('is null for a drawing without a pixel size', () => {
    expect(svgSize('<svg viewBox="0 0 10 10" width="100%"></svg>')).toBeNull();
    expect(svgSize('<g width="10" height="10"></g>')).toBeNull();
  });
});
