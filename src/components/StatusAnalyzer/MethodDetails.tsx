import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import {
  DEFAULT_THRESHOLDS,
  type CounterDelta,
} from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import CounterTable from './CounterTable';
import styles from './styles.module.css';

interface Props {
  /** The counters behind the figures; null for a shared link, which carries none. */
  readonly counters: readonly CounterDelta[] | null;
}

/** "How it is computed": the formulas, the flags' thresholds, and the counters used. */
export default function MethodDetails({ counters }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <details className={styles.method}>
      <summary>
        <Translate id="statusAnalyzer.method.summary">計算のしかたと、フラグの目安</Translate>
      </summary>
      <ul>
        <li>
          <Translate id="statusAnalyzer.method.deltas">
            値はすべて、2
            回のスナップショットの差（増分）を間隔の秒数で割って求めます。ステータス変数は起動時からの累積値なので、1
            回分の値だけでは直近の状態が分かりません。
          </Translate>
        </li>
        <li>
          <Translate id="statusAnalyzer.method.hitRatio">
            ヒット率 = 1 − ΔInnodb_buffer_pool_reads ÷
            ΔInnodb_buffer_pool_read_requests。先読み（Innodb_buffer_pool_read_ahead）は含みません。
          </Translate>
        </li>
        <li>
          <Translate id="statusAnalyzer.method.commits">
            コミット数は、Binlog_commits（MariaDB）、Binlog_cache_use、Com_commit、INSERT・UPDATE・DELETE
            などの文の数のうち、増えている最初のものを使います。Handler_commit
            はストレージエンジンごと・文ごとに数えられ、読み取りだけの文でも増えるため使いません。
          </Translate>
        </li>
        <li>
          <Translate id="statusAnalyzer.method.fsyncs">
            Innodb_data_fsyncs は InnoDB の fsync だけを数えます。MariaDB では
            Binlog_group_commits（sync_binlog=1 ならグループコミット 1 回につきバイナリログの fsync
            1 回）を足します。MySQL にはこれに当たるステータス変数がありません。
          </Translate>
        </li>
        <li>
          <Translate
            id="statusAnalyzer.method.thresholds"
            values={{
              hit: format.percent(DEFAULT_THRESHOLDS.minHitRatio, 0),
              pages: format.number(DEFAULT_THRESHOLDS.minPageRequests, 0),
              fsyncs: format.number(DEFAULT_THRESHOLDS.maxFsyncsPerCommit, 0),
              commits: format.number(DEFAULT_THRESHOLDS.minCommits, 0),
              tmp: format.percent(DEFAULT_THRESHOLDS.maxTmpDiskRatio, 0),
              tables: format.number(DEFAULT_THRESHOLDS.minTmpTables, 0),
            }}
          >
            {
              'フラグの目安: ヒット率 {hit} 未満（ページ要求が {pages} 回以上のとき）、バイナリログ有効時に 1 コミットあたり fsync {fsyncs} 回以上（コミットが {commits} 回以上のとき）、ディスク上の一時テーブル {tmp} 以上（一時テーブルが {tables} 個以上のとき）。一時テーブルの目安は経験則で、出典のある数字ではありません。'
            }
          </Translate>
        </li>
      </ul>
      {counters && counters.length > 0 ? <CounterTable counters={counters} /> : null}
    </details>
  );
}
