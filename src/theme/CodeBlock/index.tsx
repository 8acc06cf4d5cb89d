/**
 * Docusaurus's CodeBlock (theme-classic 3.10.2, ejected) without its remount
 * after hydration. Docusaurus keys the block on `useIsBrowser()`, so every
 * block is drawn anew once the page has hydrated, because Prism's colours are
 * inline styles and the server drew the light ones. The colour mode reaches
 * the block as an ordinary update instead: ColorModeProvider hydrates with the
 * default mode, as the server rendered, and switches to the reader's in an
 * effect, after which React patches the token styles it changed. The remount
 * re-created the plain article's 294 token spans and 58 lines in the first
 * task after hydration (its largest share of elements).
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable (as
 * Docusaurus): with React elements among them they stay as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
