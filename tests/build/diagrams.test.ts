import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mermaidBlocks } from '../../src/diagrams/diagramCache';
import { BUILD_DIR, htmlFileOf, loadPage, locales, sitemapUrls } from './buildOutput';

/**
 * Mermaid diagrams are drawn at build time (`npm run diagrams`) and inlined
 * as SVG (src/diagrams): an article page loads no Mermaid JavaScript. A
 * diagram without a drawing in src/diagrams/rendered would be drawn in the
 * browser instead, which the build does silently (that is how a new diagram
 * shows in the dev server), so the build output is checked here.
 */
const ROOT = path.resolve(__dirname, '../..');
const SOURCES = [
  { prefix: '', dir: 'docs' },
  { prefix: 'en/', dir: 'i18n/en/docusaurus-plugin-content-docs/current' },
] as const;
const STALE =
  'its drawing is missing or stale: run `npm run diagrams`, commit src/diagrams/rendered, ' +
  'and build again (after `npm run clear` if this persists: Rspack caches compiled pages)';

/** How many ```mermaid blocks each article's source has, by its page path under the site. */
function diagramsInSources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { prefix, dir } of SOURCES) {
    const files = readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => /\.mdx?$/.test(name))) {
      const blocks = mermaidBlocks(readFileSync(path.join(ROOT, dir, file), 'utf8')).length;
      if (blocks > 0) counts.set(`${prefix}docs/${file.replace(/\.mdx?$/, '')}`, blocks);
    }
  }
  return counts;
}

describe('Mermaid diagrams', () => {
  const expected = diagramsInSources();
  const pages = locales.flatMap((locale) =>
    sitemapUrls(locale).map((url) => url.pathname.replace(/^\//, '')),
  );

  it('the sources have diagrams in both languages', () => {
    expect([...expected.keys()].filter((page) => page.startsWith('en/')).length).toBeGreaterThan(5);
    expect([...expected.keys()].filter((page) => !page.startsWith('en/')).length).toBeGreaterThan(
      5,
    );
  });

  it('every diagram is inlined as SVG in the page, none left for the browser to draw', () => {
    // Read as text, not parsed: this looks at every page of both languages.
    const problems: string[] = [];
    for (const page of pages) {
      const file = htmlFileOf(`/${page}`);
      const html = file ? readFileSync(file, 'utf8') : '';
      const boxes = html.match(/<div[^>]*\sdata-diagram-scroller[\s=>]/g)?.length ?? 0;
      const drawn = html.match(/<div[^>]*\sdata-diagram-inline[\s=>]/g)?.length ?? 0;
      const wanted = expected.get(page) ?? 0;
      if (drawn < boxes) {
        problems.push(`${page}: ${boxes - drawn} of ${boxes} diagrams not inlined: ${STALE}`);
      }
      if (boxes !== wanted) {
        problems.push(`${page}: ${boxes} diagrams in the page, ${wanted} in its source`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the drawings are in the HTML only: no compiled page carries one, and no Mermaid library is built', () => {
    // Every locale's scripts: build/assets/js and build/<locale>/assets/js.
    const scriptDirs = locales.map((locale) => path.join(BUILD_DIR, locale.dir, 'assets/js'));
    const problems: string[] = [];
    let compiledPages = 0;
    for (const dir of scriptDirs) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
        const code = readFileSync(path.join(dir, file), 'utf8');
        const name = path.relative(BUILD_DIR, path.join(dir, file));
        // Compiled Markdown (its front matter and title are in the chunk).
        if (code.includes('contentTitle') && code.includes('frontMatter')) {
          compiledPages += 1;
          if (/mermaid-[0-9a-f]{16}-(?:light|dark)/.test(code)) {
            problems.push(`${name}: a compiled page carries a diagram's SVG`);
          }
        }
        // Mermaid's own code (its configuration schema), which only the dev fallback loads.
        if (code.includes('securityLevel')) problems.push(`${name}: Mermaid's library`);
      }
    }
    expect(compiledPages).toBeGreaterThan(2 * expected.size);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('no id is used twice on a page with diagrams', () => {
    const problems: string[] = [];
    for (const page of expected.keys()) {
      const file = htmlFileOf(`/${page}`);
      const html = file ? readFileSync(file, 'utf8') : '';
      const ids = [...html.matchAll(/<[a-zA-Z][^>]*?\sid=(?:"([^"]*)"|([^\s>]+))/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
      const seen = new Set<string>();
      const repeated = ids.filter((id) => seen.size === seen.add(id).size);
      if (repeated.length > 0) {
        problems.push(`${page}: repeated ids ${repeated.slice(0, 3).join(', ')}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // Parsed on one article per language: a page with diagrams is large
  // (≈420 KB), and every drawing comes from the same script and component.
  it.each(['docs/transactions-locking/group-commit', 'en/docs/transactions-locking/group-commit'])(
    'each drawing on %s is an image described by its source, in SVG text',
    (page) => {
      const $ = loadPage(`/${page}`);
      const problems: string[] = [];
      const drawings = $('[data-diagram-inline] > svg');
      expect(drawings.length).toBe(2 * (expected.get(page) ?? 0));
      drawings.each((_, element) => {
        const svg = $(element);
        const name = svg.attr('id') ?? '(no id)';
        const desc = svg.children('desc');
        if (svg.attr('role') !== 'img') problems.push(`${name}: role is not img`);
        if (!svg.attr('aria-label') && !svg.attr('aria-labelledby')) {
          problems.push(`${name}: no name`);
        }
        if (desc.length !== 1 || svg.attr('aria-describedby') !== desc.attr('id')) {
          problems.push(`${name}: not described by its <desc>`);
        } else if (!/^(flowchart|sequenceDiagram|graph)\b/.test(desc.text())) {
          problems.push(`${name}: its <desc> is not the diagram's source`);
        }
        if (svg.find('foreignObject').length > 0) problems.push(`${name}: HTML labels`);
        if (svg.find('text').text().trim() === '') problems.push(`${name}: no SVG text`);
      });
      $('[data-diagram-inline]').each((index, element) => {
        const modes = $(element)
          .children('svg')
          .map((_, svg) => $(svg).attr('data-colour-mode'))
          .get();
        if (modes.join() !== 'light,dark') {
          problems.push(`diagram ${index + 1} has drawings ${modes.join()}`);
        }
      });
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});
