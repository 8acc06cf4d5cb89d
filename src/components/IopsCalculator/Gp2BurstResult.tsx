import React, { type ReactNode } from 'react';
import type {
  Gp2BurstDuration,
  Gp2BurstError,
  Gp2RefillTime,
} from '../../calculators/iops/gp2Burst';
import type { CalculationResult } from '../../calculators/iops/types';
import { Result, ResultNote } from '../ResultList';
import { durationText, useIopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
      term={pageText(iopsStrings, 'iops.result.gp2Burst')}
      value={<BurstDuration burst={burst} />}
      testId="iops-gp2-burst"
    >
      {burst.kind === 'finite' && burst.cappedAtBurstCeiling ? (
        <ResultNote>{pageText(iopsStrings, 'iops.result.gp2Capped')}</ResultNote>
      ) : null}
      {refill?.ok && refill.value.kind === 'finite' ? (
        <ResultNote testId="iops-gp2-refill">
          {pageText(iopsStrings, 'iops.result.gp2Refill', {
            duration: durationText(refill.value.seconds, format),
            rate: count(refill.value.creditsPerSecond),
          })}
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
      return pageText(iopsStrings, 'iops.result.gp2BurstFinite', {
        iops: iops(burst.deliveredIops),
        duration: durationText(burst.seconds, format),
        baseline: iops(burst.baselineIops),
      });
    case 'sustainable':
      return pageText(iopsStrings, 'iops.result.gp2Sustainable', {
        baseline: iops(burst.baselineIops),
      });
    case 'notApplicable':
      return pageText(iopsStrings, 'iops.result.gp2NotApplicable', {
        baseline: iops(burst.baselineIops),
      });
  }
}
