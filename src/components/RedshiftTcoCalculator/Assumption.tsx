import React, { type ReactNode } from 'react';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly children: ReactNode;
}

/** Marks a hint as one of the calculator's own assumptions, not a source figure. */
export default function Assumption({ children }: Props): ReactNode {
  return (
    <>
      <span className={styles.assumptionTag}>
        {pageText(redshiftTcoStrings, 'redshiftTco.assumption.tag')}
      </span>{' '}
      {children}
    </>
  );
}
