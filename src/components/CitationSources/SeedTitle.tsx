import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { usePageLocale } from '../../hooks/usePageLocale';
import { sourceForSeed } from '../../sources/registry';
import styles from './styles.module.css';

/**
 * A seed post's title where a dataset or calculator names its source: the
 * Japanese title as published, linked to the original when the registry
 * (src/sources/registry.ts) has its confirmed address, with the English
 * gloss on English pages.
 */
export default function SeedTitle({
  file,
  title,
}: {
  /** Seed file name, as the dataset or citation records it. */
  readonly file: string;
  /** Post title, verbatim. */
  readonly title: string;
}): ReactNode {
  const { locale } = usePageLocale();
  const entry = sourceForSeed(file, title);
  const cite = (
    <cite lang="ja" className={styles.title}>
      {title}
    </cite>
  );
  return (
    <span data-source-description="">
      {entry?.url ? <Link to={entry.url}>{cite}</Link> : cite}
      {locale === 'en' && entry?.gloss ? (
        <>
          {' '}
          <Translate
            id="citation.source.gloss"
            description="English gloss of a Japanese title, after the title"
            values={{
              gloss: (
                <span className={styles.gloss} data-gloss="">
                  {entry.gloss}
                </span>
              ),
            }}
          >
            {'[{gloss}]'}
          </Translate>
        </>
      ) : null}
    </span>
  );
}
