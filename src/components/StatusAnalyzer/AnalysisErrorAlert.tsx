import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { AnalysisError } from '../../calculators/status-analyzer/analyzeStatus';
import { errorMessage } from './messages';
import { MAX_MEGABYTES } from './format';
import styles from './styles.module.css';

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
          <Translate id="statusAnalyzer.swap">1 回目と 2 回目を入れ替える</Translate>
        </button>
      ) : null}
    </div>
  );
}
