import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { Props } from '@theme/DocCard/Heading/Icon';
import styles from './styles.module.css';

/*
 * The stock card icon is an emoji (📄, 🗃, 🔗). Machines without a colour emoji
 * font (many Linux desktops, our CI browser) draw it as an empty box, so the
 * category pages use a small SVG with the same meaning instead.
 */
function iconKind(item: Props['item']): 'category' | 'doc' | 'external' {
  if (item.type === 'category') {
    return 'category';
  }
  return item.type === 'link' && !isInternalUrl(item.href) ? 'external' : 'doc';
}

const paths: Record<ReturnType<typeof iconKind>, string> = {
  // A folder.
  category:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  // A page with a folded corner and three lines of text.
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4M9 11h6M9 14h6M9 17h4',
  // A link leaving the site.
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};

export default function DocCardHeadingIcon({ item }: Props): ReactNode {
  return (
    <span
      className={clsx(ThemeClassNames.docs.docCard.icon, styles.cardTitleIcon)}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          d={paths[iconKind(item)]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
