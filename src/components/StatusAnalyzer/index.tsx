import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { DEFAULT_THRESHOLDS } from '../../calculators/status-analyzer/analyzeStatus';
import { articleHref } from '../../calculators/status-analyzer/articles';
import {
  groupCommitCalculatorLink,
  hitRatioCalculatorLink,
  iopsCalculatorLink,
} from '../../calculators/status-analyzer/calculatorLinks';
import {
  articleLinkText,
  binlogLabel,
  commitCounterLabel,
  errorMessage,
  flagDetail,
  flagTitle,
  queryCounterLabel,
  warningMessage,
} from './messages';
import { useStatusAnalyzer } from './useStatusAnalyzer';
import InputsSection from './InputsSection';
import { MAX_MEGABYTES, statusFormat } from './format';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: headings move one level down. */
  readonly embedded?: boolean;
}

/**
 * The SHOW GLOBAL STATUS analyzer: two pasted snapshots and the seconds
 * between them → hit ratio, I/O and fsync rates, flags, and links into the
 * other calculators. The pasted text stays in component state; the URL holds
 * only the derived values (src/calculators/status-analyzer/shareParams.ts).
 */
export default function StatusAnalyzer({ embedded = false }: Props): ReactNode {
  const format = useNumberFormat();
  const subheading = embedded ? 'h4' : 'h3';
  const analyzer = useStatusAnalyzer();
  const { shown, syncBinlog, scenarios } = analyzer;
  const { perSecond, ratio, percent, flagValue, flagThreshold } = statusFormat(format);

  const inputs = <InputsSection analyzer={analyzer} />;

  let results: ReactNode;
  if (!shown.ok) {
    results = (
      <div className="alert alert--danger" role="alert" data-testid="status-analyzer-error">
        <p className={styles.errorText}>{errorMessage(shown.error, MAX_MEGABYTES)}</p>
        {shown.error.code === 'snapshots-swapped' ? (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={analyzer.actions.swapSnapshots}
          >
            <Translate id="statusAnalyzer.swap">1 回目と 2 回目を入れ替える</Translate>
          </button>
        ) : null}
      </div>
    );
  } else {
    const { metrics, derived, flags, warnings } = shown;
    const hitLink = hitRatioCalculatorLink(derived.hitRatio);
    const iopsLink = iopsCalculatorLink(
      metrics,
      translate({ id: 'statusAnalyzer.iops.systemName', message: '実測' }),
    );
    const groupCommitLink = groupCommitCalculatorLink(metrics, syncBinlog);
    results = (
      <>
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
              <Translate id="statusAnalyzer.result.fsyncsPerCommit">
                1 コミットあたりの fsync
              </Translate>
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
              <Translate id="statusAnalyzer.result.dataIo">
                InnoDB のデータ読み取り・書き込み
              </Translate>
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

        <Heading as={subheading} className={styles.subheading}>
          <Translate id="statusAnalyzer.flags.heading">気になる点</Translate>
        </Heading>
        {flags.length === 0 ? (
          <p data-testid="status-analyzer-no-flags">
            <Translate id="statusAnalyzer.flags.none">
              この間の値には、目安を外れたものはありませんでした。
            </Translate>
          </p>
        ) : (
          <ul className={styles.flags}>
            {flags.map((flag) => (
              <li
                key={flag.code}
                className={clsx(
                  'alert',
                  flag.severity === 'warning' ? 'alert--warning' : 'alert--info',
                  styles.flag,
                )}
                data-testid={`status-analyzer-flag-${flag.code}`}
                data-severity={flag.severity}
              >
                <strong>{flagTitle(flag.code)}</strong>
                <p>{flagDetail(flag.code, flagValue(flag), flagThreshold(flag))}</p>
                <p className={styles.flagLinks}>
                  <Translate id="statusAnalyzer.flags.read">解説:</Translate>{' '}
                  {flag.articles.map((ref, index) => (
                    <React.Fragment key={`${ref.article}#${ref.anchor ?? ''}`}>
                      {index > 0 ? ' · ' : null}
                      <Link to={articleHref(ref)}>{articleLinkText(ref)}</Link>
                    </React.Fragment>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}

        <Heading as={subheading} className={styles.subheading}>
          <Translate id="statusAnalyzer.open.heading">測った値で計算機を開く</Translate>
        </Heading>
        <ul className={styles.openLinks}>
          {hitLink ? (
            <li>
              <Link
                className="button button--outline button--primary button--sm"
                to={hitLink}
                data-testid="status-analyzer-open-hit-ratio"
              >
                <Translate
                  id="statusAnalyzer.open.hitRatio"
                  values={{ hit: percent(derived.hitRatio) }}
                >
                  {'ヒット率 {hit} でスループットを計算する'}
                </Translate>
              </Link>
            </li>
          ) : null}
          {iopsLink ? (
            <li>
              <Link
                className="button button--outline button--primary button--sm"
                to={iopsLink}
                data-testid="status-analyzer-open-iops"
              >
                <Translate id="statusAnalyzer.open.iops">
                  読み取り・書き込みの回数で IOPS を見積もる
                </Translate>
              </Link>
            </li>
          ) : null}
          {groupCommitLink ? (
            <li>
              <Link
                className="button button--outline button--primary button--sm"
                to={groupCommitLink}
                data-testid="status-analyzer-open-group-commit"
              >
                <Translate id="statusAnalyzer.open.groupCommit">
                  このバイナリログ設定でグループコミットを試算する
                </Translate>
              </Link>
            </li>
          ) : null}
        </ul>

        {warnings.length > 0 ? (
          <ul className={styles.warnings} data-testid="status-analyzer-warnings">
            {warnings.map((warning, index) => (
              <li key={`${warning.code}-${index}`} className="alert alert--secondary">
                {warningMessage(warning, (value) => format.number(value, 0))}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  const counters = shown.ok ? shown.counters : null;

  return (
    <CalculatorFrame
      id="status-analyzer"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={<Translate id="statusAnalyzer.title">SHOW GLOBAL STATUS の差分を読む</Translate>}
      urlErrorNames={analyzer.urlErrors}
      inputs={inputs}
      results={results}
      scenarios={scenarios}
      onApplyScenario={analyzer.applyScenario}
    >
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
              Binlog_group_commits（sync_binlog=1 ならグループコミット 1 回につきバイナリログの
              fsync 1 回）を足します。MySQL にはこれに当たるステータス変数がありません。
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
        {counters && counters.length > 0 ? (
          <div className={styles.tableWrapper}>
            <table className={styles.table}>
              <caption>
                <Translate id="statusAnalyzer.counters.caption">
                  計算に使ったカウンタの増分
                </Translate>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="statusAnalyzer.counters.name">変数</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="statusAnalyzer.counters.delta">増分</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {counters.map((counter) => (
                  <tr key={counter.name}>
                    <th scope="row">
                      <code>{counter.name}</code>
                    </th>
                    <td>{format.number(counter.delta, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </CalculatorFrame>
  );
}
