/**
 * Code blocks highlighted at build time (src/remark/highlightCode.ts) and
 * drawn in the browser without Prism (src/theme/CodeBlock/Content).
 *
 * The tokens are prism-react-renderer's (`normalizeTokens`: one array of
 * tokens per line) and the styles follow its `Highlight` component to the
 * letter, so the HTML is what Docusaurus's own code block wrote; only the
 * tokenizing moved out of the browser, where evaluating Prism and its
 * grammars cost ≈ 314 ms at 4× CPU on every page (README, "Hydration cost").
 *
 * @packageDocumentation
 */
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type { CSSProperties } from 'react';

/** One token of a line, as prism-react-renderer's `normalizeTokens` makes it. */
export interface CodeToken {
  types: string[];
  content: string;
  /** Set on the one token of an empty line, whose content is then "\n". */
  empty?: boolean;
}

/** A code block's tokens, line by line. */
export type CodeLines = CodeToken[][];

/**
 * The tokens as a compact string for a Markdown element's property: per
 * token its types joined by spaces (Prism's token names have none) and its
 * content. `empty` is not stored: only an empty line's token holds "\n", since
 * normalizeTokens splits every other content at line breaks.
 */
export function serializeCodeLines(lines: CodeLines): string {
  return JSON.stringify(
    lines.map((line) => line.map((token) => [token.types.join(' '), token.content])),
  );
}

/** The tokens `serializeCodeLines` stored; throws on anything else. */
export function parseCodeLines(text: string): CodeLines {
  const value: unknown = JSON.parse(text);
  const isPair = (pair: unknown): pair is [string, string] =>
    Array.isArray(pair) &&
    pair.length === 2 &&
    typeof pair[0] === 'string' &&
    typeof pair[1] === 'string';
  if (!Array.isArray(value) || !value.every((line) => Array.isArray(line) && line.every(isPair)))
    throw new Error('Not serialised code tokens');
  return value.map((line: [string, string][]) =>
    line.map(([types, content]) =>
      content === '\n'
        ? { types: types.split(' '), content, empty: true }
        : { types: types.split(' '), content },
    ),
  );
}

/** The code the tokens spell, lines joined by "\n" (an empty line's "\n" is no text). */
export function codeOfLines(lines: CodeLines): string {
  return lines
    .map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''))
    .join('\n');
}

/** prism-react-renderer's tokens of code in a language without a grammar: plain lines. */
export function plainCodeLines(code: string): CodeLines {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{ types: ['plain'], content: '\n', empty: true }]
        : [{ types: ['plain'], content }],
    );
}

/** Styles by token type, plus `root` (the block) and `plain` (a line). */
export type ThemeDictionary = Record<string, CSSProperties>;

/** prism-react-renderer's `themeToDict`: the theme's styles that apply to `language`. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const { languages, style, types } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style };
  }
  dictionary.root = theme.plain;
  dictionary.plain = { ...theme.plain, backgroundColor: undefined };
  return dictionary;
}

/** prism-react-renderer's style of one token (`useGetTokenProps`). */
export function tokenStyle(
  dictionary: ThemeDictionary,
  { types, empty }: CodeToken,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain')
    return empty !== undefined ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && empty !== undefined) return dictionary[types[0] as string];
  return Object.assign(
    empty !== undefined ? { display: 'inline-block' } : {},
    ...types.map((type) => dictionary[type]),
  ) as CSSProperties;
}

/** What `@theme/CodeBlock/Line` passes for a line (prism-react-renderer's `LineInputProps`). */
export interface LineInput {
  line: CodeToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

/** What `@theme/CodeBlock/Line` passes for a token (prism-react-renderer's `TokenInputProps`). */
export interface TokenInput {
  token: CodeToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

/** prism-react-renderer's `getLineProps`. */
export function lineProps(
  dictionary: ThemeDictionary,
  { className, style, line: _line, ...rest }: LineInput,
): { className: string; style?: CSSProperties; [key: string]: unknown } {
  return {
    ...rest,
    className: clsx('token-line', className),
    style: style === undefined ? dictionary.plain : { ...dictionary.plain, ...style },
  };
}

/** prism-react-renderer's `getTokenProps`. */
export function tokenProps(
  dictionary: ThemeDictionary,
  { token, className, style, ...rest }: TokenInput,
): { className: string; children: string; style?: CSSProperties; [key: string]: unknown } {
  const themed = tokenStyle(dictionary, token);
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style === undefined ? themed : { ...themed, ...style },
  };
}
