import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider
 * than the article column (the 5.6 parameter tables need ≈1,100 px, the
 * column at 1280 px is ≈700). Only then does the box become a focusable,
 * named region, so keyboard users can scroll it (axe
 * "scrollable-region-focusable"), and shadows at its edges show that more
 * columns lie beyond. A table that fits stays a plain table with no tab stop.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<number | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        // Numbered in page order so that each region has its own name.
        const boxes = [...document.querySelectorAll('[data-markdown-table]')];
        setPosition(boxes.indexOf(box) + 1);
      } else {
        setPosition(null);
      }
    };
    update();
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
      className={clsx(styles.box, 'scroll-shadows')}
      data-markdown-table=""
      data-scrolls={scrolls ? 'true' : undefined}
      role={scrolls ? 'region' : undefined}
      // A focusable box only while there is something to scroll to.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      aria-label={
        scrolls
          ? translate(
              {
                id: 'markdownTable.scrollRegionLabel',
                message: '表 {number}（横にスクロールできます）',
                description: 'Accessible name of a wide table that scrolls sideways in an article',
              },
              { number: position },
            )
          : undefined
      }
    >
      <table {...props} />
    </div>
  );
}
