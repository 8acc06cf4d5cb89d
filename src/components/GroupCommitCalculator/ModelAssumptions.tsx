import React, { type ReactNode } from 'react';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

/** The model's own assumptions (not from the sources), folded away. */
export default function ModelAssumptions(): ReactNode {
  return (
    <details className={styles.assumptions}>
      <summary>{pageText(groupCommitStrings, 'groupCommit.assumptions.summary')}</summary>
      <ul>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.device')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.closedLoop')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.group')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.serial')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.ceiling')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.counts')}</li>
        <li>{pageText(groupCommitStrings, 'groupCommit.assumptions.background')}</li>
      </ul>
    </details>
  );
}
