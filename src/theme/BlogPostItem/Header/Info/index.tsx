/**
 * Docusaurus's BlogPostItem/Header/Info (theme-classic 3.10.2, ejected) with
 * the post's date written by src/lib/utcDate.ts instead of
 * `Intl.DateTimeFormat`, whose first use loads the locale's date data in the
 * middle of hydration (45–78 ms of one task at 4× CPU slowdown on every
 * blog post). Same text, same markup.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { formatUtcDate } from '../../../../lib/utcDate';
// Docusaurus's own module, so the class name stays the one its CSS targets.
import styles from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';

function ReadingTime({ readingTime }: { readingTime: number }): ReactNode {
  const { selectMessage } = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      { readingTime: minutes },
    ),
  );
}

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { metadata } = useBlogPost();
  const { date, readingTime } = metadata;
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatUtcDate(date, currentLocale, 'long')}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
