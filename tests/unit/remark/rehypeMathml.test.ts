import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { mathPlugins } from '../../../config/markdown';

interface Formula {
  /** The wrapper classes from the formula out: `katex-display > katex` or `katex`. */
  readonly wrappers: string;
  readonly display: unknown;
  /** The TeX kept as the MathML's annotation. */
  readonly tex: string;
  /** Class names anywhere inside (KaTeX's HTML output would add `katex-html`, `mord`, …). */
  readonly innerClasses: readonly string[];
  readonly text: string;
}

function classesOf(element: Element): string[] {
  const names = element.properties.className;
  return Array.isArray(names) ? names.map(String) : [];
}

function textOf(node: Element | Root): string {
  let text = '';
  visit(node, 'text', (child) => {
    text += child.value;
  });
  return text;
}

/** The formulas of `source` as the site's Markdown pipeline leaves them for MDX. */
async function formulas(source: string): Promise<Formula[]> {
  const found: Formula[] = [];
  const record = () => (tree: Root) => {
    const parents = new Map<Element, Element>();
    visit(tree, 'element', (element: Element, _index, parent) => {
      if (parent?.type === 'element') parents.set(element, parent);
    });
    visit(tree, 'element', (math: Element) => {
      if (math.tagName !== 'math') return;
      // The wrapping spans' KaTeX classes, from the outermost in.
      const wrappers: string[] = [];
      for (let outer = parents.get(math); outer; outer = parents.get(outer)) {
        const names = classesOf(outer).filter((name) => name.startsWith('katex'));
        if (names.length > 0) wrappers.unshift(names.join('.'));
      }
      let annotation = '';
      const innerClasses = new Set<string>();
      visit(math, 'element', (inner: Element) => {
        if (inner.tagName === 'annotation') annotation = textOf(inner);
        for (const name of classesOf(inner)) innerClasses.add(name);
      });
      found.push({
        wrappers: wrappers.join(' > '),
        display: math.properties.display,
        tex: annotation,
        innerClasses: [...innerClasses],
        text: textOf(math).replace(annotation, ''),
      });
    });
  };
  await compile(source, {
    remarkPlugins: mathPlugins.remarkPlugins,
    rehypePlugins: [...mathPlugins.rehypePlugins, record],
  });
  return found;
}

describe('rehypeMathml (formulas as MathML, no web font)', () => {
  it('writes an inline formula as MathML inside one .katex span', async () => {
    const [formula] = await formulas('The miss ratio is $1 - h$ here.');
    expect(formula).toEqual({
      wrappers: 'katex',
      display: undefined,
      tex: '1 - h',
      innerClasses: [],
      text: '1−h',
    });
  });

  it('gives a display formula its own .katex-display box, laid out as a block', async () => {
    const [formula] = await formulas('Before.\n\n$$\nk = \\frac{c_d}{c_m}\n$$\n\nAfter.');
    expect(formula?.wrappers).toBe('katex-display > katex');
    expect(formula?.display).toBe('block');
    expect(formula?.tex).toBe('k = \\frac{c_d}{c_m}');
    expect(formula?.text).toBe('k=cdcm');
  });

  it('leaves no HTML rendering beside the MathML (it needed KaTeX’s fonts)', async () => {
    const found = await formulas(
      'Inline $\\bar{c} = h\\,c_m$ and\n\n$$\nh = 1 - \\frac{\\Delta\\,\\texttt{reads}}{\\Delta\\,\\texttt{requests}}\n$$\n',
    );
    expect(found).toHaveLength(2);
    for (const formula of found) expect(formula.innerClasses).toEqual([]);
  });

  it('keeps each formula’s text where a screen reader and find-in-page read it', async () => {
    const [formula] = await formulas(
      '$$\nh = 1 - \\frac{\\Delta\\,\\texttt{Innodb\\_buffer\\_pool\\_reads}}{x}\n$$',
    );
    expect(formula?.text).toContain('Innodb_buffer_pool_reads');
  });

  it('shows a formula KaTeX cannot parse as its source, marked, and the build goes on', async () => {
    const [formula] = await formulas('Broken $\\frac{1}{$ formula.');
    // No MathML for it: KaTeX's error span holds the source.
    expect(formula).toBeUndefined();
    const file = await compile('Broken $\\frac{1}{$ formula.', {
      remarkPlugins: mathPlugins.remarkPlugins,
      rehypePlugins: mathPlugins.rehypePlugins,
    });
    expect(String(file)).toContain('katex-error');
    expect(String(file)).toContain('\\\\frac{1}{');
  });
});
