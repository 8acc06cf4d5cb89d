import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { estimateAssumptions } from '../../calculators/hit-ratio/estimateHitRatio';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import styles from './styles.module.css';

interface Props {
  /** The chosen access skew: the Zipf-only assumptions are listed only for Zipf. */
  readonly skew: string;
}

/** The estimate model's assumptions, folded away under the estimate. */
export default function EstimateAssumptions({ skew }: Props): ReactNode {
  const localized = useLocalizedText();
  return (
    <details className={styles.assumptions}>
      <summary>
        <Translate id="hitRatio.estimate.assumptions">
          見積もりの前提（出典にはない、このサイト独自のモデルです）
        </Translate>
      </summary>
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
