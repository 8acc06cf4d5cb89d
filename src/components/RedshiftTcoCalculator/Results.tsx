import React, { type ReactNode } from 'react';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import type { Scenario } from './model';
import AlternativeComparison from './AlternativeComparison';
import BandVerdict from './BandVerdict';
import HeadlineFigures from './HeadlineFigures';
import ResultWarnings from './ResultWarnings';

interface Props {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
  /** The raw size and compression ratio as entered, for the "from raw" note. */
  readonly rawTb: number;
  readonly ratio: number;
}

/** The headline numbers, the verdict against the post's band and the module's warnings. */
export default function Results({ result, scenario, rawTb, ratio }: Props): ReactNode {
  return (
    <>
      <HeadlineFigures result={result} scenario={scenario} rawTb={rawTb} ratio={ratio} />
      <BandVerdict result={result} />
      <AlternativeComparison result={result} scenario={scenario} />
      <ResultWarnings result={result} scenario={scenario} />
    </>
  );
}
