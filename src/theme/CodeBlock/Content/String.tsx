/**
 * Docusaurus's CodeBlock/Content/String (ejected, 3.10.2) with one addition:
 * the tokens src/remark/highlightCode.ts made at build time (the
 * `highlightedTokens` property of a fenced block) go into the block's
 * metadata, where CodeBlock/Content draws them.
 */
import React, { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type { Props as DocusaurusProps } from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { parseCodeLines } from '../../../lib/codeTokens';
import type { HighlightedMetadata } from './highlightedMetadata';

type Props = DocusaurusProps & { readonly highlightedTokens?: string };

function useCodeBlockMetadata(props: Props): HighlightedMetadata {
  const { prism } = useThemeConfig();
  const { children, className, metastring, language, title, showLineNumbers, highlightedTokens } =
    props;
  return useMemo(
    () => ({
      ...createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
      tokens: highlightedTokens === undefined ? undefined : parseCodeLines(highlightedTokens),
    }),
    [
      children,
      className,
      metastring,
      prism.magicComments,
      prism.defaultLanguage,
      language,
      title,
      showLineNumbers,
      highlightedTokens,
    ],
  );
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
