import React, { type ReactNode } from 'react';
import { estimateAssumptions } from '../../calculators/hit-ratio/estimateHitRatio';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  /** The chosen access skew: the Zipf-only assumptions are listed only for Zipf. */
  readonly skew: string;
}

/** The estimate model's assumptions, folded away under the estimate. */
export default function EstimateAssumptions({ skew }: Props): ReactNode {
  const localized = useLocalizedText();
  return (
    <details className={styles.assumptions}>
      <summary>{pageText(hitRatioStrings, 'hitRatio.estimate.assumptions')}</summary>
      <ul>
        {estimateAssumptions
          .filter((assumption) => assumption.appliesTo === 'all' || skew === 'zipf')
          .map((assumption) => (
            <li key={assumption.code}>{localized(assumption.text)}</li>
          ))}
      </ul>
    </details>
  );
}
