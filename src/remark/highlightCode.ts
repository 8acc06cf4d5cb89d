import { createRequire } from 'node:module';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { serializeCodeLines, type CodeLines } from '../lib/codeTokens';

/**
 * Highlights fenced code blocks at build time: each block's Prism tokens go
 * to the code block as the `highlightedTokens` property, which
 * src/theme/CodeBlock/Content draws with the colour mode's theme. The browser
 * then loads no Prism (plugins/build-time-highlight removes Docusaurus's
 * client module that loaded it on every page).
 *
 * Same Prism and grammars as Docusaurus's code block used: prism-react-
 * renderer's bundled Prism plus `languages` (themeConfig.prism.additionalLanguages),
 * loaded the way Docusaurus's prism-include-languages loads them.
 */
export interface HighlightCodeOptions {
  readonly languages: readonly string[];
}

/** Docusaurus's default magic comments, which remove their line from the code. */
const MAGIC_COMMENT = /\b(?:highlight-next-line|highlight-start|highlight-end)\b/;

const require = createRequire(import.meta.url);
/** prismjs's grammar files, the ones Docusaurus's prism-include-languages loads. */
const GRAMMAR_FOLDER = path.dirname(require.resolve('prismjs/components/prism-core.js'));
const loadedLanguages = new Set<string>();

/** Prism with the extra grammars, each loaded once per process. */
function prismWith(languages: readonly string[]): typeof Prism {
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return Prism;
  // The grammar files extend the Prism they find on globalThis.
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      require(path.join(GRAMMAR_FOLDER, `prism-${language}.js`));
      loadedLanguages.add(language);
    }
  } finally {
    global.Prism = before;
  }
  return Prism;
}

/**
 * The tokens Docusaurus's code block made of `code` in `language` (lower
 * case): prism-react-renderer's `Highlight`, without its React.
 */
export function tokenizeCode(prism: typeof Prism, code: string, language: string): CodeLines {
  const grammar = prism.languages[language];
  if (grammar === undefined) return normalizeTokens([code]);
  const environment = { code, grammar, language, tokens: [] as ReturnType<typeof prism.tokenize> };
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

/**
 * The code Docusaurus's code block highlights for a fenced block (its
 * `parseLines`): line breaks as "\n". A magic comment would also remove its
 * line; none is used, so one fails the build instead of being copied here.
 */
function codeOf(node: Code, path: string | undefined): string {
  const lines = node.value.split(/\r?\n/);
  if (lines.some((line) => MAGIC_COMMENT.test(line)))
    throw new Error(
      `${path ?? 'A page'}: a magic comment (highlight-…) in a code block is not supported by src/remark/highlightCode.ts`,
    );
  return lines.join('\n');
}

export default function highlightCode(options: HighlightCodeOptions) {
  return (tree: Root, file: { path?: string }): void => {
    const blocks: Code[] = [];
    visit(tree, 'code', (node: Code) => {
      // Mermaid blocks are drawings (src/diagrams), never shown as code.
      if (node.lang !== 'mermaid') blocks.push(node);
    });
    if (blocks.length === 0) return;
    const prism = prismWith(options.languages);
    for (const node of blocks) {
      // Docusaurus's language: the fence's, lower case, or `text`.
      const language = (node.lang ?? 'text').toLowerCase();
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        highlightedTokens: serializeCodeLines(
          tokenizeCode(prism, codeOf(node, file.path), language),
        ),
      };
    }
  };
}
