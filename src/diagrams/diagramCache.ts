import { createHash } from 'node:crypto';

/**
 * Mermaid diagrams are drawn at build time (`npm run diagrams`, in headless
 * Chromium) and kept as SVG in src/diagrams/rendered/<key>.json; the build
 * inlines them (src/diagrams/remarkMermaidSvg.ts). This module is what both
 * sides must agree on: the Mermaid settings, how a diagram's source is read,
 * and the cache key. Framework-free, so the script, the build and the tests
 * share it.
 */

/** Mermaid's theme per colour mode (the dev fallback draws with the same). */
export const MERMAID_THEMES = { light: 'neutral', dark: 'dark' } as const;

export type ColourMode = keyof typeof MERMAID_THEMES;

/**
 * Options for `mermaid.initialize`. Diagrams get their natural pixel size
 * (not width: 100%): a wide sequence diagram shrunk to the column set its
 * 16 px text at 9–10 px; a wider one scrolls in its box (src/theme/Mermaid,
 * src/css/custom.css "Mermaid diagrams"). Labels are SVG `<text>`
 * (`htmlLabels: false`), not HTML in a `<foreignObject>`, so the inlined SVG
 * is plain text that needs no HTML layout to be read, found or copied.
 */
export const MERMAID_OPTIONS = {
  htmlLabels: false,
  // A label wraps past this width (px), between any two characters of a
  // Japanese word: at Mermaid's 200, 「ファイルシステムキャッシュ」 (208 px) broke
  // before its last character.
  flowchart: { useMaxWidth: false, htmlLabels: false, wrappingWidth: 240 },
  sequence: { useMaxWidth: false },
} as const;

/** One cached drawing: the same diagram in both colour modes. */
export interface RenderedDiagram {
  readonly key: string;
  readonly mermaidVersion: string;
  readonly source: string;
  readonly light: string;
  readonly dark: string;
}

/**
 * The diagram's text as the key and the drawing use it: line endings as
 * `\n`, no trailing blanks, so a stray CR or final newline does not make a
 * cached diagram look new.
 */
export function normalizeSource(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * The cache key of a drawing: a hash of everything that changes it (the
 * source, the themes, the Mermaid version, the options). 16 hex digits, also
 * the stem of the SVG element ids, so they are unique per diagram.
 */
export function diagramKey(input: {
  readonly source: string;
  readonly mermaidVersion: string;
  readonly themes?: Readonly<Record<ColourMode, string>>;
  readonly options?: unknown;
}): string {
  const material = JSON.stringify([
    normalizeSource(input.source),
    input.mermaidVersion,
    input.themes ?? MERMAID_THEMES,
    input.options ?? MERMAID_OPTIONS,
  ]);
  return createHash('sha256').update(material).digest('hex').slice(0, 16);
}

/** The id of a drawing's `<svg>`; Mermaid scopes its styles and markers by it. */
export function diagramSvgId(key: string, mode: ColourMode): string {
  return `mermaid-${key}-${mode}`;
}

const FENCE_OPEN = /^( {0,3}|\s*(?:[-*+]|\d+[.)])\s+|\s+)(`{3,}|~{3,})mermaid\s*$/;

/**
 * The ```mermaid blocks of a Markdown/MDX file, in order, as remark reads
 * them: the fence's indentation removed from each line. (A block remark
 * reads differently is caught by the build test, which finds it drawn in the
 * browser rather than inlined.)
 */
export function mermaidBlocks(markdown: string): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index] ?? '');
    if (!open) continue;
    const indent = (open[1] ?? '').length;
    const fence = open[2] ?? '```';
    const body: string[] = [];
    for (index += 1; index < lines.length; index += 1) {
      const line = lines[index] ?? '';
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
    }
    blocks.push(normalizeSource(body.join('\n')));
  }
  return blocks;
}
