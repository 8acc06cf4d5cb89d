import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** Whole minutes, computed at build time by src/remark/readingTime. */
  readonly minutes: number;
}

/** "About N minutes to read", under an article's title. */
export default function ReadingTime({ minutes }: Props): ReactNode {
  return (
    // data-reading-time: left out of the search index (scripts/search/pagefindIndex.ts).
    <p className={styles.readingTime} data-reading-time="">
      {translate(
        { id: 'article.readingTime', message: 'この記事は約 {minutes} 分で読めます' },
        { minutes },
      )}
    </p>
  );
}
