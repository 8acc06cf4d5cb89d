import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import NumberField from '../NumberField';
import type {
  RequiredHitRatio,
  RequiredHitRatioErrorCode,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { CalculationResult } from '../../calculators/hit-ratio/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { hitRatioMessage } from './messages';
import type { NumberFieldBinding } from './useHitRatioFields';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly targetField: NumberFieldBinding;
  readonly required: CalculationResult<RequiredHitRatio, RequiredHitRatioErrorCode>;
  readonly headingAs: 'h3' | 'h4';
}

/** The inverse question: the hit ratio a target throughput needs. */
export default function InverseSection({ targetField, required, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <section aria-labelledby="hit-ratio-inverse">
      <Heading as={headingAs} id="hit-ratio-inverse" className={styles.subheading}>
        {pageText(hitRatioStrings, 'hitRatio.inverse.heading')}
      </Heading>
      <NumberField
        {...targetField}
        label={pageText(hitRatioStrings, 'hitRatio.field.target')}
        unit="%"
      />
      <p data-testid="hit-ratio-required">
        {required.ok
          ? required.value.alwaysMet
            ? pageText(hitRatioStrings, 'hitRatio.inverse.alwaysMet')
            : pageText(hitRatioStrings, 'hitRatio.inverse.answer', {
                hit: <strong>{format.percent(required.value.hitRatio, 3)}</strong>,
              })
          : hitRatioMessage(required.code)}
      </p>
    </section>
  );
}
