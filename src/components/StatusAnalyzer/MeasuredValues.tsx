import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { DerivedValues, StatusMetrics } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import ResultList, { Result, ResultNote } from '../ResultList';
import { binlogLabel, commitCounterLabel, queryCounterLabel } from './messages';
import { statusFormat } from './format';

interface Props {
  readonly metrics: StatusMetrics;
  readonly derived: DerivedValues;
}

/** The figures of the interval: hit ratio and fsyncs per commit first, then the rates. */
export default function MeasuredValues({ metrics, derived }: Props): ReactNode {
  const { perSecond, ratio, percent } = statusFormat(useNumberFormat());
  return (
    <ResultList columns>
      <Result
        term={<Translate id="statusAnalyzer.result.hitRatio">バッファプールのヒット率</Translate>}
        value={percent(derived.hitRatio)}
        emphasis="headline"
        testId="status-analyzer-hit-ratio"
      >
        <ResultNote>
          <Translate
            id="statusAnalyzer.result.hitRatio.detail"
            values={{
              requests: perSecond(metrics.pageRequestsPerSecond),
              misses: perSecond(metrics.pageMissesPerSecond),
            }}
          >
            {'ページ要求 {requests}、うちディスクから読んだもの {misses}'}
          </Translate>
        </ResultNote>
      </Result>
      <Result
        term={
          <Translate id="statusAnalyzer.result.fsyncsPerCommit">1 コミットあたりの fsync</Translate>
        }
        value={ratio(derived.fsyncsPerCommit)}
        emphasis="headline"
        testId="status-analyzer-fsyncs-per-commit"
      >
        <ResultNote>
          {derived.binlogFsyncsPerCommit === null ? (
            <Translate
              id="statusAnalyzer.result.fsyncsPerCommit.innodbOnly"
              values={{ innodb: ratio(derived.innodbFsyncsPerCommit) }}
            >
              {'InnoDB の {innodb} 回のみ（バイナリログの分はステータス変数にありません）'}
            </Translate>
          ) : (
            <Translate
              id="statusAnalyzer.result.fsyncsPerCommit.split"
              values={{
                innodb: ratio(derived.innodbFsyncsPerCommit),
                binlog: ratio(derived.binlogFsyncsPerCommit),
              }}
            >
              {'InnoDB {innodb} 回 + バイナリログ {binlog} 回'}
            </Translate>
          )}
          {derived.commitsPerGroupCommit !== null ? (
            <>
              {' '}
              <Translate
                id="statusAnalyzer.result.groupSize"
                values={{ size: ratio(derived.commitsPerGroupCommit) }}
              >
                {'（グループコミット 1 回あたり平均 {size} コミット）'}
              </Translate>
            </>
          ) : null}
        </ResultNote>
      </Result>
      <Result
        term={<Translate id="statusAnalyzer.result.commits">コミット</Translate>}
        value={perSecond(metrics.commitsPerSecond)}
        testId="status-analyzer-commits"
      >
        {metrics.commitsPerSecond !== null ? (
          <ResultNote>{commitCounterLabel(metrics.commitCounter)}</ResultNote>
        ) : null}
      </Result>
      <Result
        term={<Translate id="statusAnalyzer.result.fsyncs">InnoDB の fsync</Translate>}
        value={perSecond(metrics.fsyncsPerSecond)}
        testId="status-analyzer-fsyncs"
      />
      <Result
        term={
          <Translate id="statusAnalyzer.result.dataIo">InnoDB のデータ読み取り・書き込み</Translate>
        }
        value={
          <Translate
            id="statusAnalyzer.result.dataIo.value"
            values={{
              reads: perSecond(metrics.dataReadsPerSecond),
              writes: perSecond(metrics.dataWritesPerSecond),
            }}
          >
            {'読み取り {reads}、書き込み {writes}'}
          </Translate>
        }
        testId="status-analyzer-data-io"
      />
      <Result
        term={<Translate id="statusAnalyzer.result.queries">クエリ</Translate>}
        value={perSecond(metrics.queriesPerSecond)}
        testId="status-analyzer-queries"
      >
        {metrics.queryCounter ? (
          <ResultNote>{queryCounterLabel(metrics.queryCounter)}</ResultNote>
        ) : null}
      </Result>
      <Result
        term={
          <Translate id="statusAnalyzer.result.tmpDisk">
            ディスク上に作られた一時テーブルの割合
          </Translate>
        }
        value={percent(derived.tmpDiskRatio)}
        testId="status-analyzer-tmp-disk"
      >
        <ResultNote>
          <Translate
            id="statusAnalyzer.result.tmpDisk.detail"
            values={{
              disk: perSecond(metrics.tmpDiskTablesPerSecond),
              all: perSecond(metrics.tmpTablesPerSecond),
            }}
          >
            {'一時テーブル {all} のうち {disk}'}
          </Translate>
        </ResultNote>
      </Result>
      <Result
        term={<Translate id="statusAnalyzer.result.binlog">バイナリログ</Translate>}
        value={binlogLabel(metrics.binlog)}
        testId="status-analyzer-binlog"
      />
    </ResultList>
  );
}
