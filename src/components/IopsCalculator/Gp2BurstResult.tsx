import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type {
  Gp2BurstDuration,
  Gp2BurstError,
  Gp2RefillTime,
} from '../../calculators/iops/gp2Burst';
import type { CalculationResult } from '../../calculators/iops/types';
import { Result, ResultNote } from '../ResultList';
import { durationText, useIopsFormat } from './shared';

interface Props {
  readonly burst: Gp2BurstDuration;
  /** How long spent credits take to refill; `null` when unknown. */
  readonly refill: CalculationResult<Gp2RefillTime, Gp2BurstError> | null;
}

/** How long a gp2 volume's burst lasts at the demand, and how long its credits take to refill. */
export default function Gp2BurstResult({ burst, refill }: Props): ReactNode {
  const format = useIopsFormat();
  const { count } = format;
  return (
    <Result
      term={
        <Translate id="iops.result.gp2Burst">
          gp2 のバースト（満タンの 540 万クレジットから）
        </Translate>
      }
      value={<BurstDuration burst={burst} />}
      testId="iops-gp2-burst"
    >
      {burst.kind === 'finite' && burst.cappedAtBurstCeiling ? (
        <ResultNote>
          <Translate id="iops.result.gp2Capped">
            負荷が 3,000 IOPS を超えているので、バースト中も 3,000 IOPS しか出ません。
          </Translate>
        </ResultNote>
      ) : null}
      {refill?.ok && refill.value.kind === 'finite' ? (
        <ResultNote testId="iops-gp2-refill">
          <Translate
            id="iops.result.gp2Refill"
            values={{
              duration: durationText(refill.value.seconds, format),
              rate: count(refill.value.creditsPerSecond),
            }}
          >
            {
              '使い切ったクレジットが満タンに戻るまで、I/O がなくても {duration}（毎秒 {rate} クレジット）。'
            }
          </Translate>
        </ResultNote>
      ) : null}
    </Result>
  );
}

function BurstDuration({ burst }: { readonly burst: Gp2BurstDuration }): ReactNode {
  const format = useIopsFormat();
  const { iops } = format;
  switch (burst.kind) {
    case 'finite':
      return (
        <Translate
          id="iops.result.gp2BurstFinite"
          values={{
            iops: iops(burst.deliveredIops),
            duration: durationText(burst.seconds, format),
            baseline: iops(burst.baselineIops),
          }}
        >
          {'{iops} で {duration} 続き、その後はベースライン {baseline} に落ちます'}
        </Translate>
      );
    case 'sustainable':
      return (
        <Translate id="iops.result.gp2Sustainable" values={{ baseline: iops(burst.baselineIops) }}>
          {'負荷がベースライン {baseline} 以下なので、クレジットは減りません'}
        </Translate>
      );
    case 'notApplicable':
      return (
        <Translate
          id="iops.result.gp2NotApplicable"
          values={{ baseline: iops(burst.baselineIops) }}
        >
          {'ベースライン {baseline} が 3,000 IOPS 以上なので、バーストはありません'}
        </Translate>
      );
  }
}
