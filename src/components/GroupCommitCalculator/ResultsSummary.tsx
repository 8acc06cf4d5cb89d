import React, { type ReactNode } from 'react';
import type {
  GroupCommitAnalysis,
  GroupCommitErrorCode,
} from '../../calculators/group-commit/groupCommitModel';
import type { CalculationResult } from '../../calculators/group-commit/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { errorMessage, warningMessage } from './messages';
import { useUnitFormat } from './useUnitFormat';
import ResultList, { Result, ResultNote } from '../ResultList';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly analysis: CalculationResult<GroupCommitAnalysis, GroupCommitErrorCode>;
}

/** The headline results: fsyncs per transaction, the commit-rate ceiling, group size, fsync time. */
export default function ResultsSummary({ analysis }: Props): ReactNode {
  const format = useNumberFormat();
  const units = useUnitFormat();
  if (!analysis.ok) {
    return <p className="alert alert--warning">{errorMessage(analysis.code)}</p>;
  }
  const result = analysis.value;
  return (
    <>
      <ResultList>
        <Result
          term={pageText(groupCommitStrings, 'groupCommit.result.fsyncsPerTxn')}
          value={pageText(groupCommitStrings, 'groupCommit.result.fsyncsPerTxn.value', {
            value: format.significant(result.fsyncsPerTransaction),
          })}
          emphasis="headline"
          testId="group-commit-fsyncs-per-txn"
        >
          <ResultNote>
            {pageText(groupCommitStrings, 'groupCommit.result.breakdown', {
              redo: format.significant(result.redoFsyncsPerTransaction),
              binlog: format.significant(result.binlogFsyncsPerTransaction),
            })}
          </ResultNote>
        </Result>
        <CeilingResult result={result} />
        <Result
          term={pageText(groupCommitStrings, 'groupCommit.result.groupSize')}
          value={
            result.plan.grouping === 'none'
              ? pageText(groupCommitStrings, 'groupCommit.result.groupSize.none')
              : format.number(result.groupSize, 1)
          }
          testId="group-commit-group-size"
        />
        <Result
          term={pageText(groupCommitStrings, 'groupCommit.result.device')}
          value={pageText(groupCommitStrings, 'groupCommit.result.device.value', {
            latency: units.durationUs(result.fsyncLatencyUs),
            rate: units.fsyncsPerSecond(result.deviceFsyncsPerSecond),
          })}
        />
      </ResultList>
      {result.backgroundRedoFlushesPerSecond > 0 ? (
        <p className={styles.note}>
          {pageText(groupCommitStrings, 'groupCommit.result.background')}
        </p>
      ) : null}
      {result.warnings.map((code) => (
        <p key={code} className="alert alert--info">
          {warningMessage(code)}
        </p>
      ))}
    </>
  );
}

/** The commit-rate ceiling and what sets it: the device's fsync rate, the clients' waits, or nothing. */
function CeilingResult({ result }: { readonly result: GroupCommitAnalysis }): ReactNode {
  const units = useUnitFormat();
  return (
    <Result
      term={pageText(groupCommitStrings, 'groupCommit.result.ceiling')}
      value={
        result.commitRateCeiling === null
          ? pageText(groupCommitStrings, 'groupCommit.result.ceiling.none')
          : units.perSecond(result.commitRateCeiling)
      }
      emphasis="headline"
      testId="group-commit-ceiling"
    >
      <ResultNote>
        {result.limitedBy === 'device'
          ? pageText(groupCommitStrings, 'groupCommit.result.limitedByDevice', {
              rate: units.fsyncsPerSecond(result.deviceFsyncsPerSecond),
            })
          : result.limitedBy === 'latency'
            ? pageText(groupCommitStrings, 'groupCommit.result.limitedByLatency', {
                rate: units.fsyncsPerSecond(result.fsyncsPerSecondAtCeiling),
                device: units.fsyncsPerSecond(result.deviceFsyncsPerSecond),
              })
            : pageText(groupCommitStrings, 'groupCommit.result.limitedByNone')}
      </ResultNote>
    </Result>
  );
}
