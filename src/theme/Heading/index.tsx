import React, { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import OriginalHeading from '@theme-original/Heading';
import CodeInline from '@theme/CodeInline';
import type { Props } from '@theme/Heading';
import { keepNumbersWithUnits } from '../../lib/numberUnitSpaces';
import { splitAfterUnderscores } from './identifierBreaks';

/** The anchor's content, as in the original: its "#" comes from CSS. */
const ZERO_WIDTH_SPACE = '\u200B';

/** Array.isArray for a ReactNode (its own signature narrows to any[]). */
function isNodeList(node: ReactNode): node is readonly ReactNode[] {
  return Array.isArray(node);
}

/**
 * `node` with a `<wbr>` after each underscore inside a name, in its text and
 * nested elements. `mdxCode` is the component MDX renders `inline code` with.
 */
function withIdentifierBreaks(node: ReactNode, mdxCode: unknown): ReactNode {
  if (typeof node === 'string') {
    const parts = splitAfterUnderscores(node);
    if (parts.length === 1) return node;
    return parts.flatMap((part, index) =>
      index === 0 ? [part] : [<wbr key={`wbr-${index}`} />, part],
    );
  }
  if (isNodeList(node)) return Children.map(node, (child) => withIdentifierBreaks(child, mdxCode));
  // Inline code (`innodb_flush_log_at_trx_commit` in a heading): MDX's code
  // component renders a code *block* as soon as its children are not one
  // plain string, so a <wbr> inside it turned the heading's code into a
  // <pre>. Inline code is rendered as inline code directly, with its breaks.
  if (
    isValidElement<{ children?: ReactNode }>(node) &&
    mdxCode !== undefined &&
    node.type === mdxCode &&
    typeof node.props.children === 'string' &&
    !node.props.children.includes('\n')
  ) {
    return (
      <CodeInline {...node.props}>{withIdentifierBreaks(node.props.children, mdxCode)}</CodeInline>
    );
  }
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined) {
    return cloneElement(node, undefined, withIdentifierBreaks(node.props.children, mdxCode));
  }
  return node;
}

/**
 * A heading whose identifiers (`innodb_autoinc_lock_mode`) may wrap only
 * after an underscore (see ./identifierBreaks.ts), and whose numbers stay
 * with the Japanese word after them (src/lib/numberUnitSpaces.ts): the page
 * title and every Markdown heading go through here.
 */
export default function Heading({ as, id, children, ...props }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // Read from the MDX provider rather than imported: importing
  // @theme/MDXComponents/Code would put CodeBlock and Prism (≈4.5 KiB gz)
  // into the bundle every page loads, since every page has a heading.
  const mdxCode: unknown = useMDXComponents().code;
  // A title from front matter or a calculator's strings: "2 相コミット" stays on one line.
  const text = typeof children === 'string' ? keepNumbersWithUnits(children) : children;
  const withBreaks = withIdentifierBreaks(text, mdxCode);
  if (typeof text !== 'string' || withBreaks === text || as === 'h1' || !id) {
    return (
      <OriginalHeading as={as} id={id} {...props}>
        {withBreaks}
      </OriginalHeading>
    );
  }
  // The original names its anchor after a plain-string heading only (else
  // after the id): a heading text split by <wbr> keeps its name here.
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    { heading: text },
  );
  const Tag = as;
  return (
    <Tag {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {withBreaks}
      <Link
        className="hash-link"
        to={`#${id}`}
        aria-label={anchorTitle}
        title={anchorTitle}
        translate="no"
      >
        {ZERO_WIDTH_SPACE}
      </Link>
    </Tag>
  );
}
