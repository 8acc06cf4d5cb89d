import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import remarkCitations from '../../../src/sources/remarkCitations';
import { sourceById } from '../../../src/sources/registry';

/** The JavaScript MDX compiles `source` to with the plugin. */
async function compiled(source: string): Promise<string> {
  return String(await compile(source, { remarkPlugins: [remarkCitations] }));
}

/** The attributes of each `<Tag>` after the plugin ran, in document order. */
async function attributes(
  source: string,
  tag: 'Cite' | 'Source',
): Promise<Record<string, string>[]> {
  const found: Record<string, string>[] = [];
  // Runs after the plugin and records what it left on each element.
  const capture = () => (tree: Root) => {
    visit(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === tag
      ) {
        found.push(
          Object.fromEntries(
            node.attributes.flatMap((a) =>
              a.type === 'mdxJsxAttribute' && typeof a.value === 'string'
                ? [[a.name, a.value]]
                : [],
            ),
          ),
        );
      }
    });
  };
  await compile(source, { remarkPlugins: [remarkCitations, capture] });
  return found;
}

const PLUGIN = 'matsunobu-2009-innodb-plugin-104';
const AUTOINC = 'matsunobu-2009-autoinc-51';
const OBAMA = 'matsunobu-2009-obama-campaign';

describe('remarkCitations', () => {
  it('numbers markers by the order of the Sources list and counts each source’s markers', async () => {
    const page = [
      `Text<Cite id="${AUTOINC}" /> more<Cite id="${PLUGIN}" /> and<Cite id="${AUTOINC}" />.`,
      '',
      '## Sources',
      '',
      `- <Source id="${PLUGIN}" />: note`,
      `- <Source id="${AUTOINC}" />`,
      `- <Source id="${OBAMA}" />`,
    ].join('\n');
    expect((await attributes(page, 'Cite')).map(({ id, n, k }) => [id, n, k])).toEqual([
      [AUTOINC, '2', '1'],
      [PLUGIN, '1', '1'],
      [AUTOINC, '2', '2'],
    ]);
    const sources = await attributes(page, 'Source');
    expect(sources.map(({ id, n, refs }) => [id, n, refs])).toEqual([
      [PLUGIN, '1', '1'],
      [AUTOINC, '2', '2'],
      [OBAMA, '3', '0'],
    ]);
    // The page gets what it renders, not the maintainers' notes.
    const obama = JSON.parse(sources[2]!.entry!) as Record<string, unknown>;
    expect(obama.url).toBe(sourceById(OBAMA).url);
    expect(obama).not.toHaveProperty('confirmedBy');
    expect(obama).not.toHaveProperty('seed');
  });

  it('leaves pages without citations alone', async () => {
    const code = await compiled('# Title\n\nText.\n');
    expect(code).not.toContain('Cite');
  });

  it('fails on a marker whose source is not listed on the page', async () => {
    await expect(
      compiled(`Text<Cite id="${PLUGIN}" />.\n\n- <Source id="${AUTOINC}" />\n`),
    ).rejects.toThrow(`<Cite id="${PLUGIN}" /> has no <Source id="${PLUGIN}" />`);
  });

  it('drops the markers of a text with no Sources list at all (a blog excerpt)', async () => {
    const excerpt = `One<Cite id="${PLUGIN}" /> and two<Cite id="${AUTOINC}" /><Cite id="${PLUGIN}" />.\n`;
    expect(await attributes(excerpt, 'Cite')).toEqual([]);
    const code = await compiled(excerpt);
    expect(code).not.toContain('Cite');
    expect(code).toContain('" and two"');
  });

  it('fails on an id the registry lacks, and on a source listed twice', async () => {
    await expect(compiled('- <Source id="no-such-source" />\n')).rejects.toThrow(
      'no such id in src/sources/registry.ts',
    );
    await expect(
      compiled(`- <Source id="${PLUGIN}" />\n- <Source id="${PLUGIN}" />\n`),
    ).rejects.toThrow('listed twice');
  });
});
