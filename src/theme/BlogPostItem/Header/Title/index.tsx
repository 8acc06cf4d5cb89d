import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Title';
import { keepNumbersWithUnits } from '../../../../lib/numberUnitSpaces';
import styles from './styles.module.css';

/**
 * The theme's post title (ejected, Docusaurus 3.10), with its number kept
 * with the Japanese word after it: "2013 年 7 月：…" broke as "2013" / "年".
 * Blog titles do not go through @theme/Heading, which does the same for
 * the docs' and pages' titles (src/lib/numberUnitSpaces.ts).
 */
export default function BlogPostItemHeaderTitle({ className }: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { permalink } = metadata;
  const title = keepNumbersWithUnits(metadata.title);
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <TitleHeading className={clsx(styles.title, className)}>
      {isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}
    </TitleHeading>
  );
}
