import React, { type ReactNode } from 'react';
import { sourceForSeed } from '../../sources/registry';
import GlossedTitle from './GlossedTitle';

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
  const entry = sourceForSeed(file, title);
  return (
    <span data-source-description="">
      <GlossedTitle title={title} titleLang="ja" url={entry?.url} gloss={entry?.gloss} />
    </span>
  );
}
