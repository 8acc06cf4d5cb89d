import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
        <Translate id="hitRatio.inverse.heading">目標スループットに必要なヒット率</Translate>
      </Heading>
      <NumberField
        {...targetField}
        label={
          <Translate id="hitRatio.field.target">目標スループット（全件ヒット時に対して）</Translate>
        }
        unit="%"
      />
      <p data-testid="hit-ratio-required">
        {required.ok ? (
          required.value.alwaysMet ? (
            <Translate id="hitRatio.inverse.alwaysMet">
              ヒット率が 0 % でもこの目標は満たせます。
            </Translate>
          ) : (
            <Translate
              id="hitRatio.inverse.answer"
              values={{ hit: <strong>{format.percent(required.value.hitRatio, 3)}</strong> }}
            >
              {'必要なヒット率: {hit} 以上'}
            </Translate>
          )
        ) : (
          hitRatioMessage(required.code)
        )}
      </p>
    </section>
  );
}
