import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { DerivedValues, StatusMetrics } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { binlogLabel, commitCounterLabel, queryCounterLabel } from './messages';
import { statusFormat } from './format';
import styles from './styles.module.css';

interface Props {
  readonly metrics: StatusMetrics;
  readonly derived: DerivedValues;
}

/** The figures of the interval: hit ratio and fsyncs per commit first, then the rates. */
export default function MeasuredValues({ metrics, derived }: Props): ReactNode {
  const { perSecond, ratio, percent } = statusFormat(useNumberFormat());
  return (
    <dl className={styles.results}>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.hitRatio">バッファプールのヒット率</Translate>
        </dt>
        <dd className={styles.headline} data-testid="status-analyzer-hit-ratio">
          {percent(derived.hitRatio)}
        </dd>
        <dd className={styles.detail}>
          <Translate
            id="statusAnalyzer.result.hitRatio.detail"
            values={{
              requests: perSecond(metrics.pageRequestsPerSecond),
              misses: perSecond(metrics.pageMissesPerSecond),
            }}
          >
            {'ページ要求 {requests}、うちディスクから読んだもの {misses}'}
          </Translate>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.fsyncsPerCommit">1 コミットあたりの fsync</Translate>
        </dt>
        <dd className={styles.headline} data-testid="status-analyzer-fsyncs-per-commit">
          {ratio(derived.fsyncsPerCommit)}
        </dd>
        <dd className={styles.detail}>
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
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.commits">コミット</Translate>
        </dt>
        <dd data-testid="status-analyzer-commits">{perSecond(metrics.commitsPerSecond)}</dd>
        {metrics.commitsPerSecond !== null ? (
          <dd className={styles.detail}>{commitCounterLabel(metrics.commitCounter)}</dd>
        ) : null}
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.fsyncs">InnoDB の fsync</Translate>
        </dt>
        <dd data-testid="status-analyzer-fsyncs">{perSecond(metrics.fsyncsPerSecond)}</dd>
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.dataIo">InnoDB のデータ読み取り・書き込み</Translate>
        </dt>
        <dd data-testid="status-analyzer-data-io">
          <Translate
            id="statusAnalyzer.result.dataIo.value"
            values={{
              reads: perSecond(metrics.dataReadsPerSecond),
              writes: perSecond(metrics.dataWritesPerSecond),
            }}
          >
            {'読み取り {reads}、書き込み {writes}'}
          </Translate>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.queries">クエリ</Translate>
        </dt>
        <dd data-testid="status-analyzer-queries">{perSecond(metrics.queriesPerSecond)}</dd>
        {metrics.queryCounter ? (
          <dd className={styles.detail}>{queryCounterLabel(metrics.queryCounter)}</dd>
        ) : null}
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.tmpDisk">
            ディスク上に作られた一時テーブルの割合
          </Translate>
        </dt>
        <dd data-testid="status-analyzer-tmp-disk">{percent(derived.tmpDiskRatio)}</dd>
        <dd className={styles.detail}>
          <Translate
            id="statusAnalyzer.result.tmpDisk.detail"
            values={{
              disk: perSecond(metrics.tmpDiskTablesPerSecond),
              all: perSecond(metrics.tmpTablesPerSecond),
            }}
          >
            {'一時テーブル {all} のうち {disk}'}
          </Translate>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="statusAnalyzer.result.binlog">バイナリログ</Translate>
        </dt>
        <dd data-testid="status-analyzer-binlog">{binlogLabel(metrics.binlog)}</dd>
      </div>
    </dl>
  );
}
