import React, { type ReactNode } from 'react';
import type { AnalysisError } from '../../calculators/status-analyzer/analyzeStatus';
import { errorMessage } from './messages';
import { MAX_MEGABYTES } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly error: AnalysisError;
  /** Puts the snapshots the right way round; offered when they look swapped. */
  readonly onSwap: () => void;
}

/** Why there is nothing to show, in place of the results. */
export default function AnalysisErrorAlert({ error, onSwap }: Props): ReactNode {
  return (
    <div className="alert alert--danger" role="alert" data-testid="status-analyzer-error">
      <p className={styles.errorText}>{errorMessage(error, MAX_MEGABYTES)}</p>
      {error.code === 'snapshots-swapped' ? (
        <button type="button" className="button button--secondary" onClick={onSwap}>
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.swap')}
        </button>
      ) : null}
    </div>
  );
}
