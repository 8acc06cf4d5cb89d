import React, { type ReactNode } from 'react';
import type {
  HitRatioErrorCode,
  HitRatioAnalysis,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { CalculationResult } from '../../calculators/hit-ratio/types';
import type { OverheadErrorCode } from '../../calculators/hit-ratio/devicePresets';
import { hitRatioMessage } from './messages';
import { useResultFormat } from './useResultFormat';
import ResultList, { Result } from '../ResultList';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly analysis: CalculationResult<HitRatioAnalysis, HitRatioErrorCode>;
  readonly usesDevices: boolean;
  /** Why the device costs could not be used, or null. */
  readonly costErrorCode: OverheadErrorCode | null;
}

/** The frame's results: throughput, slowdown and costs at the chosen hit ratio, then warnings. */
export default function ResultsList({ analysis, usesDevices, costErrorCode }: Props): ReactNode {
  const { format, timesText, formatCost } = useResultFormat(usesDevices);
  if (!analysis.ok) {
    return <p className="alert alert--warning">{hitRatioMessage(analysis.code)}</p>;
  }
  const result = analysis.value;
  return (
    <>
      <ResultList>
        <Result
          term={pageText(hitRatioStrings, 'hitRatio.result.throughput')}
          value={format.percent(result.relativeThroughput, 1)}
          emphasis="headline"
          testId="hit-ratio-throughput"
        />
        <Result
          term={pageText(hitRatioStrings, 'hitRatio.result.slowdown')}
          value={timesText(result.slowdown)}
          testId="hit-ratio-slowdown"
        />
        <Result
          term={pageText(hitRatioStrings, 'hitRatio.result.meanCost')}
          value={formatCost(result.meanCost)}
        />
        <Result
          term={pageText(hitRatioStrings, 'hitRatio.result.per100')}
          value={formatCost(result.costPer100Requests)}
          testId="hit-ratio-per100"
        />
        {usesDevices ? (
          <Result
            term={pageText(hitRatioStrings, 'hitRatio.result.perThread')}
            value={pageText(hitRatioStrings, 'hitRatio.result.perThread.value', {
              rate: format.significant(1e9 / result.meanCost),
            })}
          />
        ) : null}
      </ResultList>
      {result.warnings.map((code) => (
        <p key={code} className="alert alert--info">
          {hitRatioMessage(code)}
        </p>
      ))}
      {costErrorCode ? (
        <p className="alert alert--warning">{hitRatioMessage(costErrorCode)}</p>
      ) : null}
    </>
  );
}
