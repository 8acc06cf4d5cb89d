/**
 * The prose fields of a page's front matter (`title`, `description`), which
 * textlint's Markdown and MDX plugins skip as YAML: read them to lint them,
 * and write a corrected value back in place.
 */

/** A front matter field whose value is prose, with its 1-based line. */
export interface FrontMatterString {
  readonly field: 'title' | 'description';
  readonly text: string;
  readonly line: number;
}

const FIELD = /^(title|description):[ \t]*(.*?)[ \t]*$/;

/** The value of a one-line YAML scalar, without its quotes. */
function unquote(raw: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(raw);
  return quoted ? (quoted[2] ?? '') : raw;
}

/** The `title` and `description` of the front matter at the top of `source`. */
export function frontMatterStrings(source: string): FrontMatterString[] {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return [];
  const strings: FrontMatterString[] = [];
  for (let i = 1; i < lines.length && lines[i]?.trim() !== '---'; i++) {
    const match = FIELD.exec(lines[i] ?? '');
    if (match?.[1] === 'title' || match?.[1] === 'description') {
      strings.push({ field: match[1], text: unquote(match[2] ?? ''), line: i + 1 });
    }
  }
  return strings;
}

/** `source` with the value on `string.line` replaced by `text`, in the same quotes. */
export function withFrontMatterString(
  source: string,
  string: FrontMatterString,
  text: string,
): string {
  const lines = source.split('\n');
  const current = lines[string.line - 1] ?? '';
  const raw = FIELD.exec(current)?.[2] ?? '';
  const quote = /^(["'])/.exec(raw)?.[1] ?? '';
  lines[string.line - 1] = `${string.field}: ${quote}${text}${quote}`;
  return lines.join('\n');
}
