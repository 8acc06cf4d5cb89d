import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  readonly children: ReactNode;
}

/** Marks a hint as one of the calculator's own assumptions, not a source figure. */
export default function Assumption({ children }: Props): ReactNode {
  return (
    <>
      <span className={styles.assumptionTag}>
        <Translate id="redshiftTco.assumption.tag">仮定</Translate>
      </span>{' '}
      {children}
    </>
  );
}
