/** Stand-in for `@theme/Heading`: the heading element with its id, without the anchor link. */
import React, { type HTMLAttributes, type ReactNode } from 'react';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface Props extends HTMLAttributes<HTMLHeadingElement> {
  readonly as: HeadingTag;
}

export default function Heading({ as: Tag, children, ...rest }: Props): ReactNode {
  return <Tag {...rest}>{children}</Tag>;
}
