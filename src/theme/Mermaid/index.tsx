import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import OriginalMermaid from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import { translate } from '@docusaurus/Translate';

/**
 * A Mermaid diagram in a box that scrolls sideways. Diagrams are drawn at
 * their natural size (src/css/custom.css, "Mermaid diagrams"): shrunk to the
 * column, a five-lane sequence diagram's text came out at 9–10 px. A diagram
 * wider than the column scrolls inside this box, with the scroll shadows at
 * its edges; only then is the box a focusable, named region, so keyboard users
 * can scroll it (axe "scrollable-region-focusable"), as MarkdownTable does.
 */
export default function Mermaid(props: Props): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<number | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        // Numbered in page order so that each region has its own name.
        const boxes = [...document.querySelectorAll('[data-diagram-scroller]')];
        setPosition(boxes.indexOf(box) + 1);
      } else {
        setPosition(null);
      }
    };
    update();
    // The box's height changes when Mermaid has drawn (it draws after
    // hydration), and its width with the window.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, []);

  const scrolls = position !== null;
  return (
    <div
      ref={boxRef}
      className="scroll-shadows"
      data-diagram-scroller=""
      role={scrolls ? 'region' : undefined}
      // A focusable box only while there is something to scroll to.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      aria-label={
        scrolls
          ? translate(
              {
                id: 'mermaid.scrollRegionLabel',
                message: '図 {number}（横にスクロールできます）',
                description:
                  'Accessible name of a wide diagram that scrolls sideways in an article',
              },
              { number: position },
            )
          : undefined
      }
    >
      <OriginalMermaid {...props} />
    </div>
  );
}
