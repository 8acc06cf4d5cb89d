import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type {
  HitRatioErrorCode,
  HitRatioAnalysis,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { CalculationResult } from '../../calculators/hit-ratio/types';
import type { OverheadErrorCode } from '../../calculators/hit-ratio/devicePresets';
import { hitRatioMessage } from './messages';
import { useResultFormat } from './useResultFormat';
import ResultList, { Result } from '../ResultList';

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
          term={
            <Translate id="hitRatio.result.throughput">
              スループット（全件ヒット時を 100 % として）
            </Translate>
          }
          value={format.percent(result.relativeThroughput, 1)}
          emphasis="headline"
          testId="hit-ratio-throughput"
        />
        <Result
          term={<Translate id="hitRatio.result.slowdown">全件ヒット時と比べた遅さ</Translate>}
          value={timesText(result.slowdown)}
          testId="hit-ratio-slowdown"
        />
        <Result
          term={<Translate id="hitRatio.result.meanCost">1 要求あたりの平均コスト</Translate>}
          value={formatCost(result.meanCost)}
        />
        <Result
          term={<Translate id="hitRatio.result.per100">100 要求あたりのコスト</Translate>}
          value={formatCost(result.costPer100Requests)}
          testId="hit-ratio-per100"
        />
        {usesDevices ? (
          <Result
            term={
              <Translate id="hitRatio.result.perThread">
                1 スレッドあたりの要求数（並列なしの上限）
              </Translate>
            }
            value={
              <Translate
                id="hitRatio.result.perThread.value"
                values={{ rate: format.significant(1e9 / result.meanCost) }}
              >
                {'{rate} 件/秒'}
              </Translate>
            }
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
