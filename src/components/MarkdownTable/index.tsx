import React, { type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';
import { useScrollRegion } from '../../hooks/useScrollRegion';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider
 * than the article column (the 5.6 parameter tables need ≈1,100 px, the
 * column at 1280 px is ≈700). Only then does the box become a focusable,
 * named region, so keyboard users can scroll it (axe
 * "scrollable-region-focusable"), and shadows at its edges show that more
 * columns lie beyond. A table that fits stays a plain table with no tab stop.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const { boxRef, scrolls, regionProps } = useScrollRegion('data-markdown-table', (number) =>
    translate(
      {
        id: 'markdownTable.scrollRegionLabel',
        message: '表 {number}（横にスクロールできます）',
        description: 'Accessible name of a wide table that scrolls sideways in an article',
      },
      { number },
    ),
  );
  return (
    <div
      ref={boxRef}
      className={clsx(styles.box, 'scroll-shadows')}
      data-markdown-table=""
      data-scrolls={scrolls ? 'true' : undefined}
      {...regionProps}
    >
      <table {...props} />
    </div>
  );
}
