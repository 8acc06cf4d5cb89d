import React, { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocCard/Heading/Text';
import { splitAfterUnderscores } from '../../../Heading/identifierBreaks';
import styles from './styles.module.css';

/*
 * Titles such as "AUTO_INCREMENT locking and innodb_autoinc_lock_mode" hold
 * identifiers longer than a card is wide. A <wbr> after each underscore lets
 * them wrap between the identifier's words instead of running out of the
 * card; copied text is unchanged.
 */
function withBreaksAfterUnderscores(title: string): ReactNode {
  // The same break rule as headings and the table of contents.
  const parts = splitAfterUnderscores(title);
  return parts.map((part, index) => (
    // The parts of one title never reorder, so the index is a stable key.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

export default function DocCardHeadingText({ title }: Props): ReactNode {
  return (
    <span className={clsx(ThemeClassNames.docs.docCard.title, styles.cardTitleText)}>
      {withBreaksAfterUnderscores(title)}
    </span>
  );
}
