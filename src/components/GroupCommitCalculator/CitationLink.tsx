import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { AttributedCitation } from '../../calculators/group-commit/types';

/** A seed post by its translated title and date; a vendor document linked, with publisher and date. */
export default function CitationLink({
  source,
}: {
  readonly source: AttributedCitation;
}): ReactNode {
  if (source.kind === 'seed') {
    return (
      <Translate id="groupCommit.source.seed" values={{ title: source.title, date: source.date }}>
        {'松信嘉範「{title}」({date})'}
      </Translate>
    );
  }
  return (
    <>
      <Link to={source.url}>{source.title}</Link>
      {` — ${source.publisher} (${source.asOf})`}
    </>
  );
}
