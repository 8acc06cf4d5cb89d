/**
 * Docusaurus's CodeBlock/Content (ejected, 3.10.2) drawing the tokens made at
 * build time (src/remark/highlightCode.ts) instead of running
 * prism-react-renderer's `Highlight`, so no page loads Prism. Styles come from
 * the colour mode's theme as before (src/lib/codeTokens.ts follows
 * prism-react-renderer), so switching the colour mode recolours the block.
 * A block without build-time tokens (none in the site's content) is drawn as
 * plain text.
 */
import React, { useMemo, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {
  codeOfLines,
  lineProps,
  plainCodeLines,
  themeDictionary,
  tokenProps,
  type CodeLines,
  type LineInput,
  type TokenInput,
} from '../../../lib/codeTokens';
import type { HighlightedMetadata } from './highlightedMetadata';
// Docusaurus's own module, so the class names stay the ones its CSS and ours target.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});
Pre.displayName = 'CodeBlockPre';

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** The build-time tokens when they spell the code shown, else plain lines. */
function linesOf({ tokens, code }: HighlightedMetadata): CodeLines {
  return tokens !== undefined && codeOfLines(tokens) === code ? tokens : plainCodeLines(code);
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata: codeBlockMetadata, wordWrap } = useCodeBlockContext();
  const metadata = codeBlockMetadata as HighlightedMetadata;
  const prismTheme = usePrismTheme();
  const { language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useMemo(() => linesOf(metadata), [metadata]);
  const dictionary = useMemo(
    () => themeDictionary(prismTheme, language.toLowerCase()),
    [prismTheme, language],
  );
  // The token lines only change with the tokens and the colour mode: a
  // re-render for the word-wrap state (useCodeWordWrap measures the block
  // after mount) keeps them, instead of drawing every token again.
  const drawnLines = useMemo(() => {
    const getLineProps = (input: LineInput) => lineProps(dictionary, input);
    const getTokenProps = (input: TokenInput) => tokenProps(dictionary, input);
    return lines.map((line, i) => (
      <Line
        key={i}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClassNames[i]}
        showLineNumbers={lineNumbersStart !== undefined}
      />
    ));
  }, [lines, dictionary, lineClassNames, lineNumbersStart]);
  return (
    <Pre
      /* eslint-disable-next-line react-hooks/refs -- handed to <pre>, not read (as in Docusaurus) */
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
      style={dictionary.root}
    >
      <Code>{drawnLines}</Code>
    </Pre>
  );
}
