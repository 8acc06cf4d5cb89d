import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';

/** 「スライド 3/12」: where an article's slides are. */
export default function SlidePosition({
  position,
  total,
}: {
  position: number;
  total: number;
}): ReactNode {
  return (
    <Translate id="presentation.deck.position" values={{ position, total }}>
      {'スライド {position}/{total}'}
    </Translate>
  );
}
