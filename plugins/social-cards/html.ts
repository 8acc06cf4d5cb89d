/**
 * Small, dependency-free readers and writers for the HTML that Docusaurus
 * emits (minified by swc: attributes may be unquoted and optional end tags
 * such as `</dd>` are left out). Only the few things the link previews need
 * are read: `<html lang>`, `<title>`, the description metas, and the headline
 * result of a calculator.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Collapses whitespace the way a browser shows text. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of one start tag (`<meta a=b c="d">`), names lower-cased, values decoded. */
export function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-zA-Z][^\s/>]*/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (!name) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set(name.toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

/** A start or end tag, with quoted attribute values that may contain `>`. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function headOf(html: string): { start: number; end: number } {
  const start = html.search(/<head[\s>]/i);
  const end = html.search(/<\/head>/i);
  if (start < 0 || end < 0) throw new Error('no <head> in the page');
  return { start, end };
}

/** Key of a meta tag: its `property` or `name` (`og:title`, `description`, …). */
function metaKey(attributes: Map<string, string>): string | undefined {
  return attributes.get('property') ?? attributes.get('name');
}

export interface PageHead {
  /** `<html lang>`, e.g. `ja-JP`. */
  lang: string | undefined;
  /** Text of `<title>`. */
  title: string | undefined;
  /** `content` of every meta tag, by `property`/`name` (first one wins). */
  metas: Map<string, string>;
}

export function readHead(html: string): PageHead {
  const { start, end } = headOf(html);
  const head = html.slice(start, end);
  const htmlTag = /<html\b(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(html);
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head);
  const metas = new Map<string, string>();
  for (const match of head.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const attributes = parseAttributes(match[0]);
    const key = metaKey(attributes);
    const content = attributes.get('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  return {
    lang: htmlTag ? parseAttributes(htmlTag[0]).get('lang') : undefined,
    title: title?.[1] === undefined ? undefined : normalizeSpace(decodeEntities(title[1])),
    metas,
  };
}

export interface MetaTag {
  /** `property` for Open Graph, `name` for the others. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/**
 * Removes every meta tag of the head whose key is one of `tags` and appends
 * `tags` at the end of the head.
 */
export function replaceMetaTags(html: string, tags: MetaTag[]): string {
  const { start, end } = headOf(html);
  const keys = new Set(tags.map((tag) => tag.key));
  const head = html.slice(start, end).replace(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) => {
    const key = metaKey(parseAttributes(tag));
    return key && keys.has(key) ? '' : tag;
  });
  const added = tags
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}">`,
    )
    .join('');
  return html.slice(0, start) + head + added + html.slice(end);
}

export interface Figure {
  /** Text of the `<dt>` that labels the headline result. */
  label: string;
  /** The headline result itself. */
  value: string;
}

function hasHeadlineClass(attributes: Map<string, string>): boolean {
  return (attributes.get('class') ?? '').split(/\s+/).some((name) => /^headline(?:_|$)/.test(name));
}

/**
 * The first headline result of the page: the calculators render their key
 * number as `<dt>label</dt><dd class="headline_…">value</dd>` (a CSS-module
 * class named `headline`). When the `<dd>` holds several parts, the first
 * element with a `data-testid` is the value (the calculators mark their
 * results that way), e.g. the ISO time of the Snowflake decoder rather than
 * the note next to it.
 */
export function extractFigure(html: string): Figure | undefined {
  const main = html.search(/<main[\s>]/i);
  if (main < 0) return undefined;
  TAG.lastIndex = main;
  let lastDtEnd = -1;
  let lastDtStart = -1;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html))) {
    const [whole, closing, rawName = '', rawAttributes = ''] = match;
    const name = rawName.toLowerCase();
    if (closing) continue;
    if (name === 'dt') {
      lastDtStart = match.index;
      lastDtEnd = match.index + whole.length;
      continue;
    }
    if (name !== 'dd' || !hasHeadlineClass(parseAttributes(`<dd ${rawAttributes}>`))) continue;
    const label =
      lastDtStart >= 0 ? textOf(html.slice(lastDtEnd, match.index).replace(/<\/dt>\s*$/i, '')) : '';
    const value = ddValue(html, match.index + whole.length, rawAttributes);
    return value ? { label, value } : undefined;
  }
  return undefined;
}

function textOf(fragment: string): string {
  return normalizeSpace(decodeEntities(fragment.replace(/<[^>]*>/g, ' ')));
}

/** Text of a `<dd>` starting at `from`, or of its first `data-testid` element. */
function ddValue(html: string, from: number, ddAttributes: string): string {
  const ddHasTestId = parseAttributes(`<dd ${ddAttributes}>`).has('data-testid');
  let all = '';
  let marked = '';
  let depth = 0;
  /** Depth at which the first data-testid element was opened; -1 before, -2 after it closed. */
  let markedDepth = ddHasTestId ? 0 : -1;
  let position = from;
  TAG.lastIndex = from;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html))) {
    const text = decodeEntities(html.slice(position, match.index));
    all += text;
    if (markedDepth >= 0 && depth >= markedDepth) marked += text;
    position = match.index + match[0].length;
    const [whole, closing, rawName = '', rawAttributes = ''] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      if (depth === 0) break;
      depth -= 1;
      if (markedDepth > 0 && depth < markedDepth) markedDepth = -2;
      continue;
    }
    if (depth === 0 && (name === 'dd' || name === 'dt')) break;
    if (VOID_ELEMENTS.has(name) || whole.endsWith('/>')) {
      if (name === 'br') all += ' ';
      continue;
    }
    depth += 1;
    if (markedDepth === -1 && parseAttributes(`<${name} ${rawAttributes}>`).has('data-testid')) {
      markedDepth = depth;
    }
  }
  return normalizeSpace(marked) || normalizeSpace(all);
}
