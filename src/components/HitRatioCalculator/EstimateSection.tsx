import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import type {
  EstimateErrorCode,
  HitRatioEstimate,
} from '../../calculators/hit-ratio/estimateHitRatio';
import type { CalculationResult } from '../../calculators/hit-ratio/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import EstimateAssumptions from './EstimateAssumptions';
import { hitRatioMessage } from './messages';
import type { HitRatioFields } from './useHitRatioFields';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly fields: HitRatioFields;
  readonly estimate: CalculationResult<HitRatioEstimate, EstimateErrorCode>;
  /** Copies the estimated hit ratio (0–1) into the calculator's hit-ratio field. */
  readonly onUseHitRatio: (hitRatio: number) => void;
  readonly headingAs: 'h3' | 'h4';
}

/** Estimates the hit ratio from data size, buffer-pool size and access skew. */
export default function EstimateSection({
  fields,
  estimate,
  onUseHitRatio,
  headingAs,
}: Props): ReactNode {
  const format = useNumberFormat();
  const skew = fields.choiceField('skew');
  return (
    <section aria-labelledby="hit-ratio-estimate">
      <Heading as={headingAs} id="hit-ratio-estimate" className={styles.subheading}>
        {pageText(hitRatioStrings, 'hitRatio.estimate.heading')}
      </Heading>
      <div className={styles.estimateFields}>
        <NumberField
          {...fields.numberField('data')}
          label={pageText(hitRatioStrings, 'hitRatio.field.data')}
          unit="GiB"
        />
        <NumberField
          {...fields.numberField('pool')}
          label={pageText(hitRatioStrings, 'hitRatio.field.pool')}
          unit="GiB"
        />
        <ChoiceField
          {...skew}
          label={pageText(hitRatioStrings, 'hitRatio.field.skew')}
          choices={[
            {
              value: 'uniform',
              label: pageText(hitRatioStrings, 'hitRatio.field.skew.uniform'),
            },
            {
              value: 'zipf',
              label: pageText(hitRatioStrings, 'hitRatio.field.skew.zipf'),
            },
          ]}
        />
        {skew.value === 'zipf' ? (
          <NumberField
            {...fields.numberField('zipf')}
            label={pageText(hitRatioStrings, 'hitRatio.field.zipf')}
            hint={pageText(hitRatioStrings, 'hitRatio.field.zipf.hint')}
          />
        ) : null}
      </div>
      {estimate.ok ? (
        <p className={styles.estimate}>
          <span data-testid="hit-ratio-estimate">
            {pageText(hitRatioStrings, 'hitRatio.estimate.answer', {
              hit: <strong>{format.percent(estimate.value.hitRatio, 2)}</strong>,
            })}
          </span>{' '}
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => {
              onUseHitRatio(estimate.value.hitRatio);
            }}
          >
            {pageText(hitRatioStrings, 'hitRatio.estimate.use')}
          </button>
        </p>
      ) : (
        <p className="alert alert--warning">{hitRatioMessage(estimate.code)}</p>
      )}
      <EstimateAssumptions skew={skew.value} />
    </section>
  );
}
