/**
 * The prose of an article or blog post, as the seed-overlap check reads it:
 * the text of its paragraphs, headings, list items and admonitions, and its
 * front matter `description`, in pieces that never span what is not our own
 * wording: quotations (「…」, 『…』, “…”, "…", block quotes), code, formulas,
 * tables, JSX attributes and link targets. A short excerpt kept on purpose
 * goes in 「」 with its citation, and a cited title is in quotes too.
 *
 * Citations (src/sources/remarkCitations.ts) are markers, not prose: a
 * `<Cite id />` inside a sentence drops out and the sentence reads on as the
 * reader sees it (so a marker cannot split a carried-over run in two); a
 * `<Source id />` stands for the source's title from the registry, so it ends
 * a piece like a quotation.
 *
 * Parsed with the MDX/remark parser the site builds with, not with regexes.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes, Parent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/** A piece of prose and the line (1-based, in the file) where its block starts. */
export interface ProseSegment {
  readonly text: string;
  readonly line: number;
}

/** Ends a piece: what stood there was not prose (code, a formula, a quotation). */
const BREAK = '\n';

/** Opening → closing marks of a quotation. */
const QUOTES: Readonly<Record<string, string>> = {
  '「': '」',
  '『': '』',
  '“': '”',
  '"': '"',
};

/** An English gloss of a quoted title: “原題” [English title]. */
const GLOSS = /^\s*\[[^\]]*\]/;

/**
 * `text` with every quotation, and the bracketed gloss right after a quoted
 * title, replaced by a break (nested quotations included; an unclosed one
 * runs to the end).
 */
export function withoutQuotations(text: string): string {
  let result = '';
  const open: string[] = [];
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    const closing = open.at(-1);
    if (closing !== undefined && char === closing) {
      open.pop();
      if (open.length > 0) continue;
      result += BREAK;
      const gloss = GLOSS.exec(chars.slice(i + 1).join(''));
      if (gloss) i += Array.from(gloss[0]).length;
    } else if (char in QUOTES) {
      open.push(QUOTES[char] ?? '');
    } else if (open.length === 0) {
      result += char;
    }
  }
  return result;
}

/** Nodes whose whole subtree is not our prose. */
const SKIPPED = new Set([
  'blockquote',
  'code',
  'definition',
  'html',
  'image',
  'imageReference',
  'inlineCode',
  'inlineMath',
  'math',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'table',
  'yaml',
]);

/** Blocks whose children are phrasing content: each one gives its own pieces. */
const PHRASING_BLOCKS = new Set(['paragraph', 'heading']);

/** A JSX element's name, or `undefined` for any other node. */
function jsxName(node: Nodes): string | null | undefined {
  return node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement'
    ? node.name
    : undefined;
}

function phrasingText(node: Nodes): string {
  if (SKIPPED.has(node.type)) return BREAK;
  const name = jsxName(node);
  if (name === 'Cite') return '';
  if (name === 'Source') return BREAK;
  if (node.type === 'text') return node.value.replace(/\n/g, ' ');
  if (node.type === 'break') return ' ';
  if ('children' in node) return (node as Parent).children.map(phrasingText).join('');
  return BREAK;
}

function collect(node: Nodes, pieces: ProseSegment[]): void {
  if (SKIPPED.has(node.type)) return;
  if (PHRASING_BLOCKS.has(node.type)) {
    const line = node.position?.start.line ?? 0;
    for (const text of withoutQuotations(phrasingText(node)).split(BREAK)) {
      if (text.trim() !== '') pieces.push({ text: text.trim(), line });
    }
    return;
  }
  if ('children' in node) for (const child of (node as Parent).children) collect(child, pieces);
}

/** The front matter block, if any (`---` … `---` at the very start). */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
/** The front matter's `mdx: format:`, which overrides the file extension in Docusaurus. */
const FORMAT_OVERRIDE = /^mdx:[ \t]*\r?\n[ \t]+format:[ \t]*['"]?(md|mdx)['"]?[ \t]*$/m;
/** Docusaurus's explicit heading ID, which MDX would read as an expression. */
const HEADING_ID = /[ \t]*\{#[\w-]+\}[ \t]*$/gm;

/**
 * The prose of a page. `format` is how Docusaurus reads it here (`markdown.format:
 * 'detect'`): `.mdx` files as MDX, `.md` files as CommonMark, unless the
 * front matter says otherwise (`mdx: format: mdx`, as the blog posts do so that
 * their `<Cite>` markers work).
 */
export function proseSegments(source: string, format: 'md' | 'mdx'): ProseSegment[] {
  const pieces: ProseSegment[] = [];
  let body = source;
  const frontMatter = FRONT_MATTER.exec(source);
  const override = FORMAT_OVERRIDE.exec(frontMatter?.[1] ?? '')?.[1];
  const readAs = override === 'md' || override === 'mdx' ? override : format;
  if (frontMatter) {
    const lines = frontMatter[0].split('\n');
    lines.forEach((line, i) => {
      const description = /^description:\s*(.+)$/.exec(line)?.[1];
      if (description !== undefined) {
        const unquoted = description.replace(/^(['"])(.*)\1$/, '$2');
        for (const text of withoutQuotations(unquoted).split(BREAK)) {
          if (text.trim() !== '') pieces.push({ text: text.trim(), line: i + 1 });
        }
      }
    });
    // Blank lines in its place keep the body's line numbers those of the file.
    body = '\n'.repeat(lines.length - 1) + source.slice(frontMatter[0].length);
  }
  body = body.replace(HEADING_ID, '');
  const processor = createProcessor({
    format: readAs,
    remarkPlugins: [remarkGfm, remarkDirective, remarkMath],
  });
  collect(processor.parse(body), pieces);
  return pieces;
}
