import React, { type ReactNode } from 'react';
import type { AnalysisWarning } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { warningMessage } from './messages';
import styles from './styles.module.css';

interface Props {
  readonly warnings: readonly AnalysisWarning[];
}

/** What may make the figures less trustworthy (snapshots from different servers, …); nothing when none. */
export default function WarningList({ warnings }: Props): ReactNode {
  const format = useNumberFormat();
  if (warnings.length === 0) return null;
  return (
    <ul className={styles.warnings} data-testid="status-analyzer-warnings">
      {warnings.map((warning, index) => (
        <li key={`${warning.code}-${index}`} className="alert alert--secondary">
          {warningMessage(warning, (value) => format.number(value, 0))}
        </li>
      ))}
    </ul>
  );
}
