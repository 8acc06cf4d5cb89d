/**
 * `npm run diagrams`: draws every ```mermaid block of the site (both
 * languages) with the installed Mermaid in headless Chromium, light and dark,
 * and writes src/diagrams/rendered/<key>.json, which the build inlines as SVG
 * (src/diagrams/remarkMermaidSvg.ts). Mermaid needs a browser's text layout
 * (jsdom has none), hence a browser here and not in the build: a machine
 * without Chromium still builds from the committed files. Files no block uses
 * any more are deleted. `--check` writes nothing and fails when a drawing is
 * missing or unused.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import {
  MERMAID_OPTIONS,
  MERMAID_THEMES,
  diagramKey,
  diagramSvgId,
  mermaidBlocks,
  type ColourMode,
  type RenderedDiagram,
} from '../src/diagrams/diagramCache';
import { RENDERED_DIR, installedMermaidVersion } from '../src/diagrams/renderedDiagrams';

const ROOT = process.cwd();
const CONTENT_DIRS = ['docs', 'blog', 'src/pages', 'i18n'];
const check = process.argv.includes('--check');

function contentFiles(): string[] {
  return CONTENT_DIRS.flatMap((dir) => {
    try {
      return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.join(ROOT, dir, file));
    } catch {
      return [];
    }
  }).sort();
}

const mermaidVersion = installedMermaidVersion(ROOT);
const wanted = new Map<string, string>();
for (const file of contentFiles()) {
  for (const source of mermaidBlocks(readFileSync(file, 'utf8'))) {
    wanted.set(diagramKey({ source, mermaidVersion }), source);
  }
}

const cacheDir = path.join(ROOT, RENDERED_DIR);
mkdirSync(cacheDir, { recursive: true });
const cached = new Set(
  readdirSync(cacheDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length)),
);
const missing = [...wanted.keys()].filter((key) => !cached.has(key));
const unused = [...cached].filter((key) => !wanted.has(key));

if (check) {
  if (missing.length > 0 || unused.length > 0) {
    console.error(
      `Diagram drawings out of date: ${missing.length} missing, ${unused.length} unused. Run \`npm run diagrams\`.`,
    );
    process.exit(1);
  }
  console.log(`${wanted.size} diagrams, all drawn (Mermaid ${mermaidVersion}).`);
  process.exit(0);
}

async function main(): Promise<void> {
  for (const key of unused) rmSync(path.join(cacheDir, `${key}.json`));

  if (missing.length > 0) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.setContent(
        '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      );
      await page.addScriptTag({
        // Resolved as a package (the exact devDependency), not a path into node_modules.
        path: fileURLToPath(import.meta.resolve('mermaid/dist/mermaid.min.js')),
      });
      for (const key of missing) {
        const source = wanted.get(key) ?? '';
        const drawings: Partial<Record<ColourMode, string>> = {};
        for (const mode of Object.keys(MERMAID_THEMES) as ColourMode[]) {
          drawings[mode] = await page.evaluate(drawInBrowser, {
            id: diagramSvgId(key, mode),
            mode,
            source,
            config: { startOnLoad: false, ...MERMAID_OPTIONS, theme: MERMAID_THEMES[mode] },
          });
        }
        const rendered: RenderedDiagram = {
          key,
          mermaidVersion,
          source,
          light: drawings.light ?? '',
          dark: drawings.dark ?? '',
        };
        writeFileSync(path.join(cacheDir, `${key}.json`), `${JSON.stringify(rendered, null, 1)}\n`);
        console.log(`drew ${key}: ${source.split('\n')[0]}`);
      }
    } finally {
      await browser.close();
    }
  }
  console.log(
    `${wanted.size} diagrams (Mermaid ${mermaidVersion}): ${missing.length} drawn, ${unused.length} unused removed.`,
  );
}

/**
 * Runs in the page: draws one diagram and makes the SVG self-describing: an
 * image whose description is the diagram's source, with every id inside
 * prefixed by the SVG's own (unique per diagram and colour mode), so two
 * drawings on one page never share an id.
 */
async function drawInBrowser(input: {
  id: string;
  mode: string;
  source: string;
  config: Record<string, unknown>;
}): Promise<string> {
  const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
  mermaid.initialize(input.config);
  const { svg } = await mermaid.render(input.id, input.source);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  const prefix = `${input.id}-`;
  const renamed = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]')) {
    const id = element.id;
    if (id.startsWith(input.id)) continue;
    renamed.set(id, `${prefix}${id}`);
    element.id = `${prefix}${id}`;
  }
  if (renamed.size > 0) {
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const attribute of [...element.attributes]) {
        const value = attribute.value.replace(
          /(url\(#|^#)([^)\s]+)/g,
          (match, lead: string, id: string) => {
            const next = renamed.get(id);
            return next ? `${lead}${next}` : match;
          },
        );
        if (value !== attribute.value) element.setAttribute(attribute.name, value);
      }
    }
  }
  for (const old of root.querySelectorAll(':scope > desc')) old.remove();
  const desc = doc.createElementNS('http://www.w3.org/2000/svg', 'desc');
  desc.id = `${prefix}source`;
  desc.textContent = input.source;
  root.insertBefore(desc, root.firstChild);
  root.setAttribute('role', 'img');
  root.setAttribute('aria-describedby', desc.id);
  // Mermaid's "graphics-document document" role would expose every shape.
  root.removeAttribute('aria-roledescription');
  root.setAttribute('data-colour-mode', input.mode);
  return new XMLSerializer().serializeToString(root);

  interface MermaidApi {
    initialize(config: Record<string, unknown>): void;
    render(id: string, text: string): Promise<{ svg: string }>;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
