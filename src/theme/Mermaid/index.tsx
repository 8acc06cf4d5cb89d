import React, { type ReactNode } from 'react';
import OriginalMermaid from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import { translate } from '@docusaurus/Translate';
import { useScrollRegion } from '../../hooks/useScrollRegion';

/**
 * A Mermaid diagram in a box that scrolls sideways. Diagrams are drawn at
 * their natural size (src/css/custom.css, "Mermaid diagrams"): shrunk to the
 * column, a five-lane sequence diagram's text came out at 9–10 px. A diagram
 * wider than the column scrolls inside this box, with the scroll shadows at
 * its edges; only then is the box a focusable, named region, so keyboard users
 * can scroll it (axe "scrollable-region-focusable"), as MarkdownTable does.
 */
export default function Mermaid(props: Props): ReactNode {
  const { boxRef, regionProps } = useScrollRegion('data-diagram-scroller', (number) =>
    translate(
      {
        id: 'mermaid.scrollRegionLabel',
        message: '図 {number}（横にスクロールできます）',
        description: 'Accessible name of a wide diagram that scrolls sideways in an article',
      },
      { number },
    ),
  );
  return (
    <div ref={boxRef} className="scroll-shadows" data-diagram-scroller="" {...regionProps}>
      <OriginalMermaid {...props} />
    </div>
  );
}
