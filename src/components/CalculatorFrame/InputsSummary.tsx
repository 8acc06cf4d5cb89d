import React, { type ReactNode } from 'react';
import type { InputSummaryItem } from './inputsSummary';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

/** More pairs than this wrap past two lines on a 1280 × 720 slide; the rest are counted. */
const MAX_SHOWN = 6;

/** The folded inputs in one line: "label value" pairs, the values bold. */
export default function InputsSummary({
  items,
}: {
  items: readonly InputSummaryItem[];
}): ReactNode {
  const shown = items.slice(0, MAX_SHOWN);
  const more = items.length - shown.length;
  return (
    <>
      <span className={styles.summaryHeading}>
        {pageText(calculatorKitStrings, 'calculator.compact.summaryHeading')}
      </span>{' '}
      {shown.map((item, index) => (
        <span key={`${item.label}-${String(index)}`} className={styles.summaryItem}>
          {item.label} <strong>{item.value}</strong>
        </span>
      ))}
      {more > 0 ? (
        <span className={styles.summaryItem}>
          {pageText(calculatorKitStrings, 'calculator.compact.summaryMore', { count: more })}
        </span>
      ) : null}
    </>
  );
}
