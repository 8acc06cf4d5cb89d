import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
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
          term={
            <Translate id="groupCommit.result.fsyncsPerTxn">
              1 トランザクションあたりの fsync
            </Translate>
          }
          value={translate(
            { id: 'groupCommit.result.fsyncsPerTxn.value', message: '{value} 回' },
            { value: format.significant(result.fsyncsPerTransaction) },
          )}
          emphasis="headline"
          testId="group-commit-fsyncs-per-txn"
        >
          <ResultNote>
            <Translate
              id="groupCommit.result.breakdown"
              values={{
                redo: format.significant(result.redoFsyncsPerTransaction),
                binlog: format.significant(result.binlogFsyncsPerTransaction),
              }}
            >
              {'内訳: InnoDB REDO ログ {redo} 回、バイナリログ {binlog} 回'}
            </Translate>
          </ResultNote>
        </Result>
        <CeilingResult result={result} />
        <Result
          term={
            <Translate id="groupCommit.result.groupSize">
              1 回の fsync を共有するコミット数
            </Translate>
          }
          value={
            result.plan.grouping === 'none' ? (
              <Translate id="groupCommit.result.groupSize.none">
                1（この構成では fsync を共有しません）
              </Translate>
            ) : (
              format.number(result.groupSize, 1)
            )
          }
          testId="group-commit-group-size"
        />
        <Result
          term={<Translate id="groupCommit.result.device">fsync 1 回の時間</Translate>}
          value={
            <Translate
              id="groupCommit.result.device.value"
              values={{
                latency: units.durationUs(result.fsyncLatencyUs),
                rate: units.fsyncsPerSecond(result.deviceFsyncsPerSecond),
              }}
            >
              {'{latency}（最大 {rate}）'}
            </Translate>
          }
        />
      </ResultList>
      {result.backgroundRedoFlushesPerSecond > 0 ? (
        <p className={styles.note}>
          <Translate id="groupCommit.result.background">
            このほか、REDO ログはバックグラウンドで約 1 秒に 1 回 fsync されます（1
            トランザクションあたりの回数には含めていません）。
          </Translate>
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
      term={<Translate id="groupCommit.result.ceiling">fsync が許すコミット速度の上限</Translate>}
      value={
        result.commitRateCeiling === null ? (
          <Translate id="groupCommit.result.ceiling.none">fsync による上限なし</Translate>
        ) : (
          units.perSecond(result.commitRateCeiling)
        )
      }
      emphasis="headline"
      testId="group-commit-ceiling"
    >
      <ResultNote>
        {result.limitedBy === 'device' ? (
          <Translate
            id="groupCommit.result.limitedByDevice"
            values={{ rate: units.fsyncsPerSecond(result.deviceFsyncsPerSecond) }}
          >
            {'ストレージの fsync 性能（{rate}）を使い切った状態での上限です。'}
          </Translate>
        ) : result.limitedBy === 'latency' ? (
          <Translate
            id="groupCommit.result.limitedByLatency"
            values={{
              rate: units.fsyncsPerSecond(result.fsyncsPerSecondAtCeiling),
              device: units.fsyncsPerSecond(result.deviceFsyncsPerSecond),
            }}
          >
            {
              'クライアントが少なく、ストレージは {device} のうち {rate} しか使っていません。上限は各コミットの待ち時間で決まっています。'
            }
          </Translate>
        ) : (
          <Translate id="groupCommit.result.limitedByNone">
            コミット時に fsync をしないため、上限は CPU など他の要素で決まります。
          </Translate>
        )}
      </ResultNote>
    </Result>
  );
}
