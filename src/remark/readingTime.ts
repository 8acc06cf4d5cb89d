import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

/** Reading speeds: Japanese is read in characters, English in words. */
export const JAPANESE_CHARACTERS_PER_MINUTE = 500;
export const ENGLISH_WORDS_PER_MINUTE = 220;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/gu;

/**
 * Estimated reading time in whole minutes (at least 1) for a text: CJK
 * characters at {@link JAPANESE_CHARACTERS_PER_MINUTE}, and the remaining
 * words at {@link ENGLISH_WORDS_PER_MINUTE}, so mixed Japanese/English text
 * (Japanese prose with English identifiers) is counted fairly.
 */
export function readingMinutes(text: string): number {
  const cjkCharacters = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(/[A-Za-z0-9][\w'’.-]*/g)?.length ?? 0;
  const minutes = cjkCharacters / JAPANESE_CHARACTERS_PER_MINUTE + words / ENGLISH_WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/**
 * Puts `<ReadingTime minutes={n} />` (registered in src/theme/MDXComponents)
 * at the top of every doc, under its title. Docusaurus shows reading time
 * for blog posts only; articles here are long enough to want it too.
 */
export default function readingTime() {
  return (tree: Root, file: VFile): void => {
    if (/(^|\/)_[^/]*$/.test(file.path)) return; // partials
    let text = '';
    visit(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        text += ` ${node.value}`;
      }
    });
    const minutes = readingMinutes(text);
    tree.children.unshift({
      type: 'mdxJsxFlowElement',
      name: 'ReadingTime',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'minutes',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: String(minutes),
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                body: [
                  {
                    type: 'ExpressionStatement',
                    expression: { type: 'Literal', value: minutes, raw: String(minutes) },
                  },
                ],
              },
            },
          },
        },
      ],
      children: [],
    } satisfies MdxJsxFlowElement);
  };
}
