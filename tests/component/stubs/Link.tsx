/** Stand-in for `@docusaurus/Link`: a plain anchor; site paths get the locale's base. */
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { withLocaleBase } from './baseUrl';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to?: string;
}

export default function Link({ to, href, children, ...rest }: Props): ReactNode {
  const target = to ?? href ?? '';
  return (
    <a href={to === undefined ? target : withLocaleBase(target)} {...rest}>
      {children}
    </a>
  );
}
