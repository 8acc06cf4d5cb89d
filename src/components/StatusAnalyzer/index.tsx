import React, { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import {
  DEFAULT_THRESHOLDS,
  analyzeStatus,
  deriveValues,
  flagsFor,
  parseIntervalText,
  uptimeDifference,
  type AnalysisError,
  type AnalysisWarning,
  type CounterDelta,
  type DerivedValues,
  type SnapshotRole,
  type StatusFlag,
  type StatusMetrics,
  type SyncBinlog,
} from '../../calculators/status-analyzer/analyzeStatus';
import {
  MAX_INPUT_CHARS,
  type SnapshotFormat,
} from '../../calculators/status-analyzer/parseStatus';
import { articleHref } from '../../calculators/status-analyzer/articles';
import {
  groupCommitCalculatorLink,
  hitRatioCalculatorLink,
  iopsCalculatorLink,
} from '../../calculators/status-analyzer/calculatorLinks';
import {
  SHARE_PARAM_NAMES,
  metricsFromQuery,
  metricsToQuery,
} from '../../calculators/status-analyzer/shareParams';
import { sampleSnapshots } from '../../calculators/status-analyzer/sampleSnapshots';
import {
  articleLinkText,
  binlogLabel,
  commitCounterLabel,
  errorMessage,
  flagDetail,
  flagTitle,
  formatLabel,
  queryCounterLabel,
  snapshotName,
  warningMessage,
} from './messages';
import { useSharedQuery } from './useSharedQuery';
import { statusScenarios, type StatusScenario } from './scenarios';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: headings move one level down. */
  readonly embedded?: boolean;
}

/** What the results column shows: an analysis of pasted text, or a shared link's values. */
type Shown =
  | {
      readonly ok: true;
      readonly metrics: StatusMetrics;
      readonly derived: DerivedValues;
      readonly flags: readonly StatusFlag[];
      readonly warnings: readonly AnalysisWarning[];
      /** Only for pasted text: a shared link carries no counters. */
      readonly counters: readonly CounterDelta[] | null;
      readonly formats: Readonly<Record<SnapshotRole, SnapshotFormat>> | null;
      readonly uptimeSeconds: number | null;
    }
  | { readonly ok: false; readonly error: AnalysisError };

const MAX_MEGABYTES = String(MAX_INPUT_CHARS / (1024 * 1024));
const RATIO_FLAGS = new Set(['hit-ratio-low', 'tmp-disk-ratio-high']);

/** A labelled monospace text area for one snapshot. */
function SnapshotBox({
  which,
  value,
  onChange,
  format,
}: {
  readonly which: SnapshotRole;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly format: SnapshotFormat | null;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        <Translate id="statusAnalyzer.field.snapshot" values={{ snapshot: snapshotName(which) }}>
          {'{snapshot}の SHOW GLOBAL STATUS'}
        </Translate>
      </label>
      <textarea
        id={id}
        name={which}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        wrap="off"
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={format ? `${id}-format` : undefined}
        data-testid={`status-analyzer-${which}`}
      />
      {format ? (
        <p id={`${id}-format`} className={styles.hint}>
          <Translate id="statusAnalyzer.field.format" values={{ format: formatLabel(format) }}>
            {'読み取った形式: {format}'}
          </Translate>
        </p>
      ) : null}
    </div>
  );
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

  const [before, setBefore] = useState<string>(sampleSnapshots.before);
  const [after, setAfter] = useState<string>(sampleSnapshots.after);
  const [intervalText, setIntervalText] = useState(String(sampleSnapshots.intervalSeconds));
  const [syncBinlog, setSyncBinlog] = useState<SyncBinlog>('1');
  const [shared, setShared] = useState<StatusMetrics | null>(null);
  const [urlErrors, setUrlErrors] = useState<readonly string[]>([]);
  // The speaker-mode scenario shown, until the reader edits anything.
  const [scenario, setScenario] = useState<StatusScenario | null>(null);
  const scenarios = statusScenarios();

  const deferredBefore = useDeferredValue(before);
  const deferredAfter = useDeferredValue(after);
  const interval = parseIntervalText(intervalText);
  const intervalSeconds = interval.ok ? interval.value : null;
  const intervalError = interval.ok ? null : interval.code;

  const shown = useMemo((): Shown => {
    if (shared) {
      return {
        ok: true,
        metrics: shared,
        derived: deriveValues(shared, syncBinlog),
        flags: flagsFor(shared, syncBinlog),
        warnings: [],
        counters: null,
        formats: null,
        uptimeSeconds: null,
      };
    }
    if (intervalSeconds === null)
      return { ok: false, error: { code: intervalError ?? 'interval-empty' } };
    const result = analyzeStatus({
      before: deferredBefore,
      after: deferredAfter,
      intervalSeconds,
      syncBinlog,
    });
    return result.ok ? { ok: true, ...result.value } : result;
  }, [shared, syncBinlog, intervalSeconds, intervalError, deferredBefore, deferredAfter]);

  // When the interval is what is wrong, offer the Uptime difference instead.
  const uptimeSeconds = useMemo(() => {
    if (shared) return null;
    if (shown.ok) return shown.uptimeSeconds;
    return uptimeDifference(deferredBefore, deferredAfter);
  }, [shared, shown, deferredBefore, deferredAfter]);

  const isSample =
    shared === null &&
    before === sampleSnapshots.before &&
    after === sampleSnapshots.after &&
    intervalSeconds === sampleSnapshots.intervalSeconds &&
    syncBinlog === '1';
  const query = shared
    ? metricsToQuery(shared, syncBinlog)
    : isSample || !shown.ok
      ? ''
      : metricsToQuery(shown.metrics, syncBinlog);

  useSharedQuery(query, SHARE_PARAM_NAMES, (search) => {
    const state = metricsFromQuery(search);
    setUrlErrors(state.errors);
    // A scenario applied from the URL just before keeps its sync_binlog
    // unless the link names one (or carries rates of its own).
    if (state.metrics || search.has('sb')) setSyncBinlog(state.syncBinlog);
    if (state.metrics) {
      setShared(state.metrics);
      setBefore('');
      setAfter('');
      setIntervalText(String(state.metrics.intervalSeconds));
    }
  });

  const edit = (change: () => void) => {
    change();
    setShared(null);
    setUrlErrors([]);
    setScenario(null);
  };

  const applyScenario = (texts: Record<string, string | undefined>, next: StatusScenario) => {
    setScenario(next);
    setUrlErrors([]);
    if (next.sample) {
      setShared(null);
      setBefore(sampleSnapshots.before);
      setAfter(sampleSnapshots.after);
      setIntervalText(String(sampleSnapshots.intervalSeconds));
      setSyncBinlog('1');
      return;
    }
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(texts)) {
      if (value !== undefined) params.set(name, value);
    }
    const state = metricsFromQuery(params);
    setSyncBinlog(state.syncBinlog);
    if (state.metrics) {
      setShared(state.metrics);
      setBefore('');
      setAfter('');
      setIntervalText(String(state.metrics.intervalSeconds));
    }
  };

  const perSecond = (value: number | null) =>
    value === null
      ? '—'
      : translate(
          { id: 'statusAnalyzer.unit.perSecond', message: '{value}/秒' },
          { value: format.number(value, value < 10 ? 2 : value < 1000 ? 1 : 0) },
        );
  const ratio = (value: number | null, digits = 2) =>
    value === null ? '—' : format.number(value, digits);
  const percent = (value: number | null) => (value === null ? '—' : format.percent(value, 2));

  const flagValue = (flag: StatusFlag) =>
    RATIO_FLAGS.has(flag.code)
      ? format.percent(flag.value, 2)
      : flag.code === 'fsyncs-per-commit-high' || flag.code === 'binlog-fsyncs-not-counted'
        ? format.number(flag.value, 2)
        : format.number(flag.value, 0);
  const flagThreshold = (flag: StatusFlag) =>
    RATIO_FLAGS.has(flag.code)
      ? format.percent(flag.threshold, 2)
      : format.number(flag.threshold, 2);

  const inputs = (
    <>
      <p className={styles.privacy} data-testid="status-analyzer-privacy">
        <Translate id="statusAnalyzer.privacy">
          貼り付けた内容はこのページの中（お使いのブラウザ）だけで処理され、どこにも送信されません。共有リンクに入るのは計算した数値だけです。
        </Translate>
      </p>
      {scenario ? (
        <p className="alert alert--info" data-testid="status-analyzer-scenario">
          <strong>{scenario.label}</strong> {scenario.source}
          {scenario.note ? ` ${scenario.note}` : null}
        </p>
      ) : shared ? (
        <p className="alert alert--info" data-testid="status-analyzer-shared">
          <Translate id="statusAnalyzer.shared">
            共有リンクの数値を表示しています（元のステータスはリンクに含まれません）。自分のサーバーを調べるには、下の欄に貼り付けてください。
          </Translate>
        </p>
      ) : null}
      <SnapshotBox
        which="before"
        value={before}
        onChange={(text) => edit(() => setBefore(text))}
        format={shown.ok && shown.formats ? shown.formats.before : null}
      />
      <SnapshotBox
        which="after"
        value={after}
        onChange={(text) => edit(() => setAfter(text))}
        format={shown.ok && shown.formats ? shown.formats.after : null}
      />
      <NumberField
        name="interval"
        label={<Translate id="statusAnalyzer.field.interval">2 回の取得の間隔</Translate>}
        unit={translate({ id: 'statusAnalyzer.unit.seconds', message: '秒' })}
        value={intervalText}
        onChange={(text) => edit(() => setIntervalText(text))}
        error={intervalError ? errorMessage({ code: intervalError }, MAX_MEGABYTES) : undefined}
        hint={
          <Translate id="statusAnalyzer.field.interval.hint">
            1 回目と 2 回目を取った時刻の差です。分からなければ Uptime の差を使えます。
          </Translate>
        }
      />
      {uptimeSeconds !== null && uptimeSeconds !== intervalSeconds ? (
        <button
          type="button"
          className="button button--outline button--primary button--sm"
          onClick={() => edit(() => setIntervalText(String(uptimeSeconds)))}
          data-testid="status-analyzer-use-uptime"
        >
          <Translate
            id="statusAnalyzer.useUptime"
            values={{ seconds: format.number(uptimeSeconds, 0) }}
          >
            {'Uptime の差（{seconds} 秒）を間隔にする'}
          </Translate>
        </button>
      ) : null}
      <ChoiceField<SyncBinlog>
        name="syncBinlog"
        label={<Translate id="statusAnalyzer.field.syncBinlog">サーバーの sync_binlog</Translate>}
        value={syncBinlog}
        onChange={(value) => {
          setSyncBinlog(value);
          setScenario(null);
        }}
        choices={[
          {
            value: '1',
            label: translate({
              id: 'statusAnalyzer.field.syncBinlog.one',
              message: '1（グループコミットごとに fsync。MySQL 5.7.7 以降の既定値）',
            }),
          },
          {
            value: '0',
            label: translate({
              id: 'statusAnalyzer.field.syncBinlog.other',
              message: '0 または 2 以上（MariaDB の既定値は 0）',
            }),
          },
        ]}
        hint={
          <Translate id="statusAnalyzer.field.syncBinlog.hint">
            設定値はステータス変数に出ないため指定してください。バイナリログの fsync
            を数えるかどうかが変わります。
          </Translate>
        }
      />
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary button--sm"
          data-testid="status-analyzer-load-sample"
          onClick={() =>
            edit(() => {
              setBefore(sampleSnapshots.before);
              setAfter(sampleSnapshots.after);
              setIntervalText(String(sampleSnapshots.intervalSeconds));
              setSyncBinlog('1');
            })
          }
        >
          <Translate id="statusAnalyzer.loadSample">サンプルを読み込む</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            edit(() => {
              setBefore('');
              setAfter('');
            })
          }
        >
          <Translate id="statusAnalyzer.clear">欄を空にする</Translate>
        </button>
      </div>
      <p className={styles.hint}>
        <Translate id="statusAnalyzer.sampleNote">
          サンプルは、使い捨ての MariaDB 10.11（バッファプール 48 MB、sync_binlog=1）に 8
          クライアントで約 30 秒負荷をかけ、その前後に取った実際の出力です。
        </Translate>
      </p>
    </>
  );

  let results: ReactNode;
  if (!shown.ok) {
    results = (
      <div className="alert alert--danger" role="alert" data-testid="status-analyzer-error">
        <p className={styles.errorText}>{errorMessage(shown.error, MAX_MEGABYTES)}</p>
        {shown.error.code === 'snapshots-swapped' ? (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() =>
              edit(() => {
                setBefore(after);
                setAfter(before);
              })
            }
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
      urlErrorNames={urlErrors}
      inputs={inputs}
      results={results}
      scenarios={scenarios}
      onApplyScenario={(texts, applied) => {
        const match = scenarios.find((candidate) => candidate.id === applied.id);
        if (match) applyScenario(texts, match);
      }}
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
