import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
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
        <Translate id="hitRatio.estimate.heading">
          データ量とアクセスの偏りからヒット率を見積もる
        </Translate>
      </Heading>
      <div className={styles.estimateFields}>
        <NumberField
          {...fields.numberField('data')}
          label={<Translate id="hitRatio.field.data">データ量（テーブルとインデックス）</Translate>}
          unit="GiB"
        />
        <NumberField
          {...fields.numberField('pool')}
          label={<Translate id="hitRatio.field.pool">バッファプールのサイズ</Translate>}
          unit="GiB"
        />
        <ChoiceField
          {...skew}
          label={<Translate id="hitRatio.field.skew">アクセスの偏り</Translate>}
          choices={[
            {
              value: 'uniform',
              label: translate({
                id: 'hitRatio.field.skew.uniform',
                message: '一様（どのページも同じ頻度）',
              }),
            },
            {
              value: 'zipf',
              label: translate({
                id: 'hitRatio.field.skew.zipf',
                message: 'Zipf 分布（一部のヘビーユーザーに集中）',
              }),
            },
          ]}
        />
        {skew.value === 'zipf' ? (
          <NumberField
            {...fields.numberField('zipf')}
            label={<Translate id="hitRatio.field.zipf">Zipf 指数 s</Translate>}
            hint={
              <Translate id="hitRatio.field.zipf.hint">
                大きいほど偏りが強くなります。1 がよく使われる目安です。
              </Translate>
            }
          />
        ) : null}
      </div>
      {estimate.ok ? (
        <p className={styles.estimate}>
          <span data-testid="hit-ratio-estimate">
            <Translate
              id="hitRatio.estimate.answer"
              values={{ hit: <strong>{format.percent(estimate.value.hitRatio, 2)}</strong> }}
            >
              {'見積もったヒット率: {hit}'}
            </Translate>
          </span>{' '}
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => {
              onUseHitRatio(estimate.value.hitRatio);
            }}
          >
            <Translate id="hitRatio.estimate.use">このヒット率で計算する</Translate>
          </button>
        </p>
      ) : (
        <p className="alert alert--warning">{hitRatioMessage(estimate.code)}</p>
      )}
      <EstimateAssumptions skew={skew.value} />
    </section>
  );
}
