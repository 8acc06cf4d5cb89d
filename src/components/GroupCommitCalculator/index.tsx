import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import LineChart, { type ChartSeries } from '../LineChart';
import { MeasuredPointsTable, overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { groupCommitOverlay } from '../../datasets/modelOverlays';
import { labGroupCommit } from '../../datasets/overlayData/lab-group-commit';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import {
  concurrencySeries,
  generationInfo,
  generations,
  mysql80Defaults,
  simulateGroupCommit,
  sourceBenchmarkSettings,
  type CommitSettings,
  type ConcurrencyPoint,
  type FlushLogAtTrxCommit,
  type Generation,
  type SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import {
  findFsyncDevicePreset,
  fsyncDevicePresets,
  latencyUsFromFsyncsPerSecond,
  type FsyncDevicePreset,
} from '../../calculators/group-commit/fsyncDevices';
import {
  analyzeCrashLoss,
  crashSources,
  type CrashOutcome,
} from '../../calculators/group-commit/crashLoss';
import {
  compareWithSource,
  sourceBenchmark,
} from '../../calculators/group-commit/sourceComparison';
import { SEED_SYNC_BINLOG_STILL_SLOW } from '../../calculators/group-commit/sources';
import type { Citation } from '../../calculators/group-commit/types';
import type { ParamError } from '../../calculators/shared/queryParams';
import { groupCommitParams, type GroupCommitParams } from './params';
import {
  basisLabel,
  binlogLossText,
  consistencyText,
  crashNoteText,
  errorMessage,
  generationLabel,
  innodbLossText,
  warningMessage,
} from './messages';
import SequenceView from './SequenceView';
import { groupCommitScenarios } from './scenarios';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

const SERIES_POINTS = 120;
/** Server variable names: shown as code, never translated. */
const TRX_VARIABLE = 'innodb_flush_log_at_trx_commit';
const SYNC_BINLOG_VARIABLE = 'sync_binlog';
const SUPPORT_XA_VARIABLE = 'innodb_support_xa';
const TABLE_CLIENTS = [1, 2, 4, 8, 16, 30, 64, 128, 256, 1000, 10_000] as const;

function citationText(source: Citation): string {
  return source.kind === 'seed'
    ? `${source.title} (${source.date})`
    : `${source.publisher}, ${source.title} (${source.asOf})`;
}

function CitationLink({ source }: { readonly source: Citation }): ReactNode {
  if (source.kind === 'seed') {
    return (
      <Translate id="groupCommit.source.seed" values={{ title: source.title, date: source.date }}>
        {'松信嘉範「{title}」({date})'}
      </Translate>
    );
  }
  return (
    <>
      <Link to={source.url}>{source.title}</Link>
      {` — ${source.publisher} (${source.asOf})`}
    </>
  );
}

/** Client counts for the chart tables: a few round numbers up to N, and N itself. */
function tableClients(maxClients: number): readonly number[] {
  const rows = TABLE_CLIENTS.filter((clients) => clients < maxClients);
  return [...rows, maxClients];
}

/**
 * Group commit and the binary-log two-phase commit: fsyncs per transaction,
 * the commit-rate ceiling, what a crash can lose, and one commit step by
 * step, for four server generations. Renders the maths of
 * src/calculators/group-commit; all state lives in the URL.
 */
export default function GroupCommitCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<GroupCommitParams>(groupCommitParams);
  const { values, texts, errors, setText, setTexts } = state;
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const compact = (value: number) =>
    new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(
      value,
    );
  const subheading = embedded ? 'h4' : 'h3';

  const errorFor = (name: keyof GroupCommitParams, shown: string): string | undefined => {
    const error: ParamError | undefined = errors[name];
    return error ? paramErrorMessage(error, format.number, shown) : undefined;
  };

  // Device: a preset's fsync time, or the reader's latency or rate.
  const preset: FsyncDevicePreset | undefined =
    values.device === 'custom' ? undefined : findFsyncDevicePreset(values.device);
  const fsyncLatencyUs = preset
    ? preset.latencyUs
    : values.fsyncUnit === 'latency'
      ? values.fsyncUs
      : latencyUsFromFsyncsPerSecond(values.fsyncPerSec);

  const generation: Generation = values.gen;
  const settings: CommitSettings = {
    generation,
    binlog: values.binlog === 'on',
    flushLogAtTrxCommit: Number(values.trx) as FlushLogAtTrxCommit,
    syncBinlog: values.syncBinlog,
    supportXa: values.xa === '1',
  };
  const input: SimulationInput = {
    ...settings,
    clients: values.clients,
    fsyncLatencyUs,
    otherTimeUs: values.otherUs,
  };
  const info = generationInfo[generation];

  const analysis = simulateGroupCommit(input);
  const crash = analyzeCrashLoss(settings);
  const comparison = compareWithSource(values.otherUs);
  const seriesByGeneration = generations.map((gen) => ({
    gen,
    series: concurrencySeries({ ...input, generation: gen }, SERIES_POINTS),
  }));

  const perSecond = (value: number) =>
    translate(
      { id: 'groupCommit.unit.perSecond', message: '{value} 件/秒' },
      { value: format.significant(value) },
    );
  const fsyncsPerSecondText = (value: number) =>
    translate(
      { id: 'groupCommit.unit.fsyncsPerSecond', message: '{value} fsync/秒' },
      { value: format.significant(value) },
    );
  const durationUs = (us: number) => format.durationNs(us * 1000);

  // ---------------------------------------------------------------- inputs
  const deviceChoices = [
    ...fsyncDevicePresets.map((item) => ({
      value: item.id,
      label: `${localized(item.label)}`,
    })),
    {
      value: 'custom' as const,
      label: translate({ id: 'groupCommit.field.device.custom', message: '自分で入力する' }),
    },
  ];

  const syncBinlogHint =
    info.syncBinlogCounts === 'groups' ? (
      <Translate id="groupCommit.field.syncBinlog.hintGroups">
        0 = 書き出しを OS に任せる、1 = コミットグループごとに fsync、N = N グループごとに
        fsync（5.6 以降の数え方）。
      </Translate>
    ) : (
      <Translate id="groupCommit.field.syncBinlog.hintTransactions">
        0 = 書き出しを OS に任せる、1 = コミットごとに fsync、N = N
        回の書き込み（トランザクション）ごとに fsync（5.5 までの数え方）。
      </Translate>
    );

  const inputs = (
    <>
      <ChoiceField
        name="gen"
        label={<Translate id="groupCommit.field.gen">サーバーの世代</Translate>}
        value={values.gen}
        onChange={(value) => setText('gen', value)}
        choices={generations.map((gen) => ({ value: gen, label: generationLabel(gen) }))}
        error={errorFor('gen', generationLabel(groupCommitParams.gen.defaultValue))}
      />
      <ChoiceField
        name="binlog"
        label={<Translate id="groupCommit.field.binlog">バイナリログ（log-bin）</Translate>}
        value={values.binlog}
        onChange={(value) => setText('binlog', value)}
        choices={[
          { value: 'on', label: translate({ id: 'groupCommit.field.binlog.on', message: '有効' }) },
          {
            value: 'off',
            label: translate({ id: 'groupCommit.field.binlog.off', message: '無効' }),
          },
        ]}
        error={errorFor('binlog', 'on')}
      />
      <ChoiceField
        name="trx"
        label={<code>{TRX_VARIABLE}</code>}
        value={values.trx}
        onChange={(value) => setText('trx', value)}
        choices={[
          {
            value: '1',
            label: translate({
              id: 'groupCommit.field.trx.1',
              message: '1 — コミットごとに書いて fsync',
            }),
          },
          {
            value: '2',
            label: translate({
              id: 'groupCommit.field.trx.2',
              message: '2 — コミットごとに OS へ書き、fsync は約1秒ごと',
            }),
          },
          {
            value: '0',
            label: translate({
              id: 'groupCommit.field.trx.0',
              message: '0 — 書き出しも fsync も約1秒ごと',
            }),
          },
        ]}
        error={errorFor('trx', '1')}
      />
      <NumberField
        name="syncBinlog"
        label={<code>{SYNC_BINLOG_VARIABLE}</code>}
        value={texts.syncBinlog}
        onChange={(text) => setText('syncBinlog', text)}
        error={errorFor('syncBinlog', format.number(groupCommitParams.syncBinlog.defaultValue))}
        hint={syncBinlogHint}
      />
      {info.hasSupportXa ? (
        <ChoiceField
          name="xa"
          label={<code>{SUPPORT_XA_VARIABLE}</code>}
          value={values.xa}
          onChange={(value) => setText('xa', value)}
          choices={[
            {
              value: '1',
              label: translate({ id: 'groupCommit.field.xa.1', message: '1 — 2相コミットを使う' }),
            },
            {
              value: '0',
              label: translate({
                id: 'groupCommit.field.xa.0',
                message: '0 — 使わない（prepare を省く）',
              }),
            },
          ]}
          error={errorFor('xa', '1')}
          hint={
            <Translate id="groupCommit.field.xa.hint">
              5.7.10 で非推奨（以降は 0 にできない）、MySQL 8.0 で削除されました。
            </Translate>
          }
        />
      ) : (
        <p className={styles.hintText}>
          <Translate id="groupCommit.field.xa.removed">
            innodb_support_xa は MySQL 8.0 で削除され、2相コミットは常に有効です。
          </Translate>
        </p>
      )}
      <NumberField
        name="clients"
        label={
          <Translate id="groupCommit.field.clients">同時にコミットするクライアント数</Translate>
        }
        value={texts.clients}
        onChange={(text) => setText('clients', text)}
        error={errorFor('clients', format.number(groupCommitParams.clients.defaultValue))}
        hint={
          <Translate id="groupCommit.field.clients.hint">
            1〜100,000。各クライアントが常に1件のトランザクションを実行中と仮定します（出典のベンチマークは
            30 接続）。
          </Translate>
        }
      />
      <ChoiceField
        name="device"
        label={<Translate id="groupCommit.field.device">ストレージの fsync 性能</Translate>}
        value={values.device}
        onChange={(value) => setText('device', value)}
        choices={deviceChoices}
        error={errorFor(
          'device',
          localized(
            findFsyncDevicePreset(groupCommitParams.device.defaultValue)?.label ?? {
              ja: '',
              en: '',
            },
          ),
        )}
        hint={
          preset ? (
            <>
              {localized(preset.note)}{' '}
              <Translate
                id="groupCommit.field.device.basis"
                values={{ basis: basisLabel(preset.basis) }}
              >
                {'（数値の種類: {basis}）'}
              </Translate>{' '}
              <Translate
                id="groupCommit.field.device.source"
                values={{ source: citationText(preset.source) }}
              >
                {'出典: {source}'}
              </Translate>
            </>
          ) : (
            <Translate id="groupCommit.field.device.customHint">
              自分の環境で測った値を入れてください。fsync 1回の時間か、1秒あたりの fsync
              回数のどちらでも指定できます。
            </Translate>
          )
        }
      />
      {preset ? null : (
        <>
          <ChoiceField
            name="fsyncUnit"
            label={<Translate id="groupCommit.field.fsyncUnit">指定のしかた</Translate>}
            value={values.fsyncUnit}
            onChange={(value) => setText('fsyncUnit', value)}
            error={errorFor(
              'fsyncUnit',
              translate({
                id: 'groupCommit.field.fsyncUnit.rate',
                message: '1秒あたりの fsync 回数',
              }),
            )}
            choices={[
              {
                value: 'rate',
                label: translate({
                  id: 'groupCommit.field.fsyncUnit.rate',
                  message: '1秒あたりの fsync 回数',
                }),
              },
              {
                value: 'latency',
                label: translate({
                  id: 'groupCommit.field.fsyncUnit.latency',
                  message: 'fsync 1回の時間（µs）',
                }),
              },
            ]}
          />
          {values.fsyncUnit === 'latency' ? (
            <NumberField
              name="fsyncUs"
              label={<Translate id="groupCommit.field.fsyncUs">fsync 1回の時間</Translate>}
              unit="µs"
              value={texts.fsyncUs}
              onChange={(text) => setText('fsyncUs', text)}
              error={errorFor('fsyncUs', format.number(groupCommitParams.fsyncUs.defaultValue))}
            />
          ) : (
            <NumberField
              name="fsyncPerSec"
              label={
                <Translate id="groupCommit.field.fsyncPerSec">1秒あたりの fsync 回数</Translate>
              }
              unit={translate({ id: 'groupCommit.unit.perSecondShort', message: '回/秒' })}
              value={texts.fsyncPerSec}
              onChange={(text) => setText('fsyncPerSec', text)}
              error={errorFor(
                'fsyncPerSec',
                format.number(groupCommitParams.fsyncPerSec.defaultValue),
              )}
            />
          )}
        </>
      )}
      <NumberField
        name="otherUs"
        label={
          <Translate id="groupCommit.field.otherUs">
            fsync 待ち以外に1トランザクションが使う時間
          </Translate>
        }
        unit="µs"
        value={texts.otherUs}
        onChange={(text) => setText('otherUs', text)}
        error={errorFor('otherUs', format.number(groupCommitParams.otherUs.defaultValue))}
        hint={
          <Translate id="groupCommit.field.otherUs.hint">
            SQL の実行やネットワークの往復など。0 は全員が常に fsync
            を待っている、グループが最も大きくなる理想的な場合です（出典には数値がありません）。
          </Translate>
        }
      />
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            setTexts({
              gen: 'builtin',
              binlog: 'on',
              trx: String(sourceBenchmarkSettings.flushLogAtTrxCommit),
              syncBinlog: String(sourceBenchmarkSettings.syncBinlog),
              xa: '1',
              clients: String(sourceBenchmark.clients),
              device: 'hdd-bbwc-2009',
              otherUs: '0',
            })
          }
        >
          <Translate id="groupCommit.button.source">2009年のベンチマークの設定に戻す</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            setTexts({
              gen: mysql80Defaults.generation,
              binlog: 'on',
              trx: String(mysql80Defaults.flushLogAtTrxCommit),
              syncBinlog: String(mysql80Defaults.syncBinlog),
              xa: '1',
            })
          }
        >
          <Translate id="groupCommit.button.mysql8">MySQL 8.0 の既定値にする</Translate>
        </button>
      </div>
    </>
  );

  // --------------------------------------------------------------- results
  const results = analysis.ok ? (
    <>
      <dl className={styles.results}>
        <div>
          <dt>
            <Translate id="groupCommit.result.fsyncsPerTxn">
              1トランザクションあたりの fsync
            </Translate>
          </dt>
          <dd className={styles.headline} data-testid="group-commit-fsyncs-per-txn">
            {translate(
              { id: 'groupCommit.result.fsyncsPerTxn.value', message: '{value} 回' },
              { value: format.significant(analysis.value.fsyncsPerTransaction) },
            )}
          </dd>
          <dd className={styles.breakdown}>
            <Translate
              id="groupCommit.result.breakdown"
              values={{
                redo: format.significant(analysis.value.redoFsyncsPerTransaction),
                binlog: format.significant(analysis.value.binlogFsyncsPerTransaction),
              }}
            >
              {'内訳: InnoDB REDO ログ {redo} 回、バイナリログ {binlog} 回'}
            </Translate>
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="groupCommit.result.ceiling">fsync が許すコミット速度の上限</Translate>
          </dt>
          <dd className={styles.headline} data-testid="group-commit-ceiling">
            {analysis.value.commitRateCeiling === null ? (
              <Translate id="groupCommit.result.ceiling.none">fsync による上限なし</Translate>
            ) : (
              perSecond(analysis.value.commitRateCeiling)
            )}
          </dd>
          <dd className={styles.breakdown}>
            {analysis.value.limitedBy === 'device' ? (
              <Translate
                id="groupCommit.result.limitedByDevice"
                values={{ rate: fsyncsPerSecondText(analysis.value.deviceFsyncsPerSecond) }}
              >
                {'ストレージの fsync 性能（{rate}）を使い切った状態での上限です。'}
              </Translate>
            ) : analysis.value.limitedBy === 'latency' ? (
              <Translate
                id="groupCommit.result.limitedByLatency"
                values={{
                  rate: fsyncsPerSecondText(analysis.value.fsyncsPerSecondAtCeiling),
                  device: fsyncsPerSecondText(analysis.value.deviceFsyncsPerSecond),
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
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="groupCommit.result.groupSize">
              1回の fsync を共有するコミット数
            </Translate>
          </dt>
          <dd data-testid="group-commit-group-size">
            {analysis.value.plan.grouping === 'none' ? (
              <Translate id="groupCommit.result.groupSize.none">
                1（この構成では fsync を共有しません）
              </Translate>
            ) : (
              format.number(analysis.value.groupSize, 1)
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="groupCommit.result.device">fsync 1回の時間</Translate>
          </dt>
          <dd>
            <Translate
              id="groupCommit.result.device.value"
              values={{
                latency: durationUs(analysis.value.fsyncLatencyUs),
                rate: fsyncsPerSecondText(analysis.value.deviceFsyncsPerSecond),
              }}
            >
              {'{latency}（最大 {rate}）'}
            </Translate>
          </dd>
        </div>
      </dl>
      {analysis.value.backgroundRedoFlushesPerSecond > 0 ? (
        <p className={styles.note}>
          <Translate id="groupCommit.result.background">
            このほか、REDO ログはバックグラウンドで約1秒に1回 fsync
            されます（1トランザクションあたりの回数には含めていません）。
          </Translate>
        </p>
      ) : null}
      {analysis.value.warnings.map((code) => (
        <p key={code} className="alert alert--info">
          {warningMessage(code)}
        </p>
      ))}
    </>
  ) : (
    <p className="alert alert--warning">{errorMessage(analysis.code)}</p>
  );

  // ---------------------------------------------------------------- charts
  const allSeries = seriesByGeneration.flatMap(({ gen, series }) =>
    series.ok ? [{ gen, points: series.value }] : [],
  );
  const xMax = Math.max(2, values.clients);
  const measuredVisible =
    values.clients >= sourceBenchmark.clients &&
    settings.binlog === sourceBenchmarkSettings.binlog &&
    settings.flushLogAtTrxCommit === sourceBenchmarkSettings.flushLogAtTrxCommit &&
    settings.syncBinlog === sourceBenchmarkSettings.syncBinlog &&
    settings.supportXa === sourceBenchmarkSettings.supportXa;
  const lineLabel = (gen: Generation) =>
    gen === generation
      ? translate(
          { id: 'groupCommit.chart.selected', message: '{generation}（選択中）' },
          { generation: generationLabel(gen) },
        )
      : generationLabel(gen);
  const fsyncSeries: ChartSeries[] = allSeries.map(({ gen, points }) => ({
    id: gen,
    kind: 'line',
    label: lineLabel(gen),
    points: points.map((point) => ({ x: point.clients, y: point.fsyncsPerTransaction })),
  }));
  if (measuredVisible) {
    fsyncSeries.push(
      {
        id: 'measured-builtin',
        kind: 'points',
        label: translate(
          {
            id: 'groupCommit.chart.measuredBuiltin',
            message: '出典の測定値: 標準 InnoDB、30接続（{value} 回）',
          },
          { value: format.number(sourceBenchmark.measuredFsyncsPer100k.builtin / 100_000, 3) },
        ),
        points: [
          {
            x: sourceBenchmark.clients,
            y: sourceBenchmark.measuredFsyncsPer100k.builtin / sourceBenchmark.transactions,
          },
        ],
      },
      {
        id: 'measured-plugin',
        kind: 'points',
        label: translate(
          {
            id: 'groupCommit.chart.measuredPlugin',
            message: '出典の測定値: InnoDB Plugin 1.0.4、30接続（{value} 回）',
          },
          { value: format.number(sourceBenchmark.measuredFsyncsPer100k.plugin / 100_000, 3) },
        ),
        points: [
          {
            x: sourceBenchmark.clients,
            y: sourceBenchmark.measuredFsyncsPer100k.plugin / sourceBenchmark.transactions,
          },
        ],
      },
    );
  }
  // The lab's run with the same settings (MariaDB 10.11), drawn as measured points.
  const overlayLabel = useOverlayLabel();
  const labOverlay = groupCommitOverlay(labGroupCommit, {
    binlog: settings.binlog,
    flushLogAtTrxCommit: settings.flushLogAtTrxCommit,
    syncBinlog: settings.syncBinlog,
    maxClients: xMax,
  });
  if (labOverlay.status === 'shown') {
    const selected = allSeries.find(({ gen }) => gen === generation);
    if (labOverlay.innodbOnly && selected) {
      // Innodb_data_fsyncs leaves out binary-log fsyncs: compare with the InnoDB part of the model.
      fsyncSeries.push({
        id: 'model-innodb-only',
        kind: 'line',
        dashed: true,
        label: translate(
          {
            id: 'groupCommit.chart.innodbOnly',
            message: '{generation}: InnoDB の fsync だけ（Innodb_data_fsyncs が数えるもの）',
          },
          { generation: generationLabel(generation) },
        ),
        points: selected.points.map((point) => ({
          x: point.clients,
          y: point.redoFsyncsPerTransaction,
        })),
      });
    }
    fsyncSeries.push(
      overlayChartSeries(labOverlay.series, overlayLabel(labOverlay.series), {
        // Not joined: a line would read as one more model curve among the generations'.
        shape: 'triangle',
        colour: 4,
      }),
    );
  }
  const fsyncMax = Math.max(
    0.1,
    ...fsyncSeries.flatMap((series) => series.points.map((point) => point.y)),
  );
  const ceilingSeries: ChartSeries[] = allSeries.flatMap(({ gen, points }) => {
    const defined = points.flatMap((point) =>
      point.commitRateCeiling === null ? [] : [{ x: point.clients, y: point.commitRateCeiling }],
    );
    return defined.length > 0
      ? [{ id: gen, kind: 'line' as const, label: lineLabel(gen), points: defined }]
      : [];
  });
  const ceilingMax = Math.max(
    1,
    ...ceilingSeries.flatMap((series) => series.points.map((point) => point.y)),
  );
  const rowsFor = (pick: (point: ConcurrencyPoint) => string) =>
    tableClients(values.clients).map((clients) => (
      <tr key={clients}>
        <th scope="row">{format.number(clients, 0)}</th>
        {generations.map((gen) => {
          const single = simulateGroupCommit({ ...input, generation: gen, clients });
          const point = single.ok
            ? ({
                clients,
                fsyncsPerTransaction: single.value.fsyncsPerTransaction,
                redoFsyncsPerTransaction: single.value.redoFsyncsPerTransaction,
                binlogFsyncsPerTransaction: single.value.binlogFsyncsPerTransaction,
                groupSize: single.value.groupSize,
                commitRateCeiling: single.value.commitRateCeiling,
              } satisfies ConcurrencyPoint)
            : undefined;
          return <td key={gen}>{point ? pick(point) : '—'}</td>;
        })}
      </tr>
    ));
  const generationHeaders = generations.map((gen) => (
    <th key={gen} scope="col">
      {generationLabel(gen)}
    </th>
  ));
  const clientsHeader = (
    <th scope="col">
      <Translate id="groupCommit.table.clients">クライアント数</Translate>
    </th>
  );
  const currentPoint = analysis.ok ? analysis.value : undefined;
  const noCeilingText = translate({
    id: 'groupCommit.table.noCeiling',
    message: '上限なし',
  });

  // ---------------------------------------------------------------- crash
  const n = format.number(values.syncBinlog, 0);
  const crashColumn = (outcome: CrashOutcome) => (
    <ul>
      <li>{innodbLossText(outcome.innodb)}</li>
      <li>{binlogLossText(outcome.binlog, n)}</li>
      <li>{consistencyText(outcome.consistency)}</li>
    </ul>
  );

  return (
    <CalculatorFrame
      id="group-commit-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={
        <Translate id="groupCommit.title">グループコミットと2相コミットのシミュレーター</Translate>
      }
      urlErrorNames={state.urlErrorNames.map(String)}
      inputs={inputs}
      results={results}
      scenarios={groupCommitScenarios()}
      onApplyScenario={setTexts}
    >
      <section aria-labelledby="group-commit-crash" className={styles.section}>
        <Heading as={subheading} id="group-commit-crash" className={styles.subheading}>
          <Translate id="groupCommit.crash.heading">
            この設定でクラッシュしたときに失われるもの
          </Translate>
        </Heading>
        {crash.ok ? (
          <div data-testid="group-commit-crash-loss">
            <div className={styles.crashGrid}>
              <div className={styles.crashCard}>
                <p className={styles.crashTitle}>
                  <Translate id="groupCommit.crash.mysqld">mysqld だけが落ちた場合</Translate>
                </p>
                <p className={styles.hintText}>
                  <Translate id="groupCommit.crash.mysqld.hint">
                    OS は動き続けるので、OS に書き渡した（fsync 前の）データは残ります。
                  </Translate>
                </p>
                {crashColumn(crash.value.mysqld)}
              </div>
              <div className={styles.crashCard}>
                <p className={styles.crashTitle}>
                  <Translate id="groupCommit.crash.os">OS クラッシュ・電源断の場合</Translate>
                </p>
                <p className={styles.hintText}>
                  <Translate id="groupCommit.crash.os.hint">
                    残るのは fsync 済みのデータだけです。
                  </Translate>
                </p>
                {crashColumn(crash.value.os)}
              </div>
            </div>
            {crash.value.notes.length > 0 ? (
              <ul className={styles.note}>
                {crash.value.notes.map((note) => (
                  <li key={note}>{crashNoteText(note)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <p className="alert alert--warning" data-testid="group-commit-crash-loss">
            {errorMessage(crash.code)}
          </p>
        )}
      </section>

      {fsyncSeries.length > 0 ? (
        <LineChart
          title={translate({
            id: 'groupCommit.chart.fsyncs.title',
            message: '同時接続数と1トランザクションあたりの fsync 回数（同じ設定で世代を比べる）',
          })}
          xLabel={translate({ id: 'groupCommit.chart.x', message: 'クライアント数' })}
          yLabel={translate({
            id: 'groupCommit.chart.fsyncs.y',
            message: 'fsync / トランザクション',
          })}
          xDomain={[1, xMax]}
          yDomain={[0, fsyncMax * 1.1]}
          formatX={(value) => format.number(value, 0)}
          formatY={(value) => format.number(value, 2)}
          series={fsyncSeries}
          markers={
            currentPoint
              ? [
                  {
                    x: values.clients,
                    y: currentPoint.fsyncsPerTransaction,
                    label: `${format.number(values.clients, 0)} → ${format.significant(currentPoint.fsyncsPerTransaction)}`,
                  },
                ]
              : []
          }
          table={
            <>
              <details className={styles.tableDetails}>
                <summary>
                  <Translate id="groupCommit.chart.fsyncs.table">数値の表を見る</Translate>
                </summary>
                <div className={styles.tableWrapper}>
                  <table className={styles.table}>
                    <caption>
                      <Translate id="groupCommit.chart.fsyncs.caption">
                        1トランザクションあたりの fsync 回数（REDO
                        ログとバイナリログの合計、いまの設定で世代を変えて計算）
                      </Translate>
                    </caption>
                    <thead>
                      <tr>
                        {clientsHeader}
                        {generationHeaders}
                      </tr>
                    </thead>
                    <tbody>
                      {rowsFor((point) => format.significant(point.fsyncsPerTransaction))}
                    </tbody>
                  </table>
                </div>
              </details>
              <MeasuredPointsTable
                series={labOverlay.status === 'shown' ? [labOverlay.series] : []}
                caption={
                  <Translate id="groupCommit.overlay.caption">
                    ラボの実測値: コミット 1 回あたりの Innodb_data_fsyncs の増分（同じ設定の実行）
                  </Translate>
                }
                xLabel={translate({ id: 'groupCommit.chart.x', message: 'クライアント数' })}
                yLabel={translate({
                  id: 'groupCommit.chart.fsyncs.y',
                  message: 'fsync / トランザクション',
                })}
                formatX={(value) => format.number(value, 0)}
                formatY={(value) => format.significant(value)}
                note={
                  labOverlay.status === 'hidden' ? (
                    labOverlay.reason === 'binlog-off' ? (
                      <Translate id="groupCommit.overlay.binlogOff">
                        ラボの実測はバイナリログを有効にした実行だけなので、この設定には重ねていません。
                      </Translate>
                    ) : (
                      <Translate id="groupCommit.overlay.noRun">
                        この innodb_flush_log_at_trx_commit と sync_binlog
                        の組み合わせはラボで測っていないので、実測値は重ねていません（測ったのは
                        1/1、1/0、2/1、2/0、0/0）。
                      </Translate>
                    )
                  ) : (
                    <>
                      {labOverlay.innodbOnly ? (
                        <Translate id="groupCommit.overlay.innodbOnly">
                          Innodb_data_fsyncs はバイナリログの fsync
                          を数えないので、実測値は破線（InnoDB の fsync
                          だけのモデル）と比べてください。
                        </Translate>
                      ) : null}{' '}
                      {labOverlay.beyondChart > 0 ? (
                        <Translate
                          id="groupCommit.overlay.beyond"
                          values={{ count: labOverlay.beyondChart }}
                        >
                          {
                            'クライアント数がグラフの範囲を超える実測値が {count} 点あります（クライアント数を増やすと表示されます）。'
                          }
                        </Translate>
                      ) : null}
                    </>
                  )
                }
              />
            </>
          }
        />
      ) : null}

      {ceilingSeries.length > 0 ? (
        <LineChart
          title={translate({
            id: 'groupCommit.chart.ceiling.title',
            message: '同時接続数と fsync が許すコミット速度の上限（件/秒）',
          })}
          xLabel={translate({ id: 'groupCommit.chart.x', message: 'クライアント数' })}
          yLabel={translate({ id: 'groupCommit.chart.ceiling.y', message: 'コミット/秒' })}
          xDomain={[1, xMax]}
          yDomain={[0, ceilingMax * 1.1]}
          formatX={(value) => format.number(value, 0)}
          formatY={compact}
          series={ceilingSeries}
          markers={
            currentPoint && currentPoint.commitRateCeiling !== null
              ? [
                  {
                    x: values.clients,
                    y: currentPoint.commitRateCeiling,
                    label: `${format.number(values.clients, 0)} → ${compact(currentPoint.commitRateCeiling)}`,
                  },
                ]
              : []
          }
          table={
            <details className={styles.tableDetails}>
              <summary>
                <Translate id="groupCommit.chart.ceiling.table">数値の表を見る</Translate>
              </summary>
              <div className={styles.tableWrapper}>
                <table className={styles.table}>
                  <caption>
                    <Translate id="groupCommit.chart.ceiling.caption">
                      fsync が許すコミット速度の上限（件/秒、いまの設定で世代を変えて計算）。CPU
                      やロックなど他の制約は含みません。
                    </Translate>
                  </caption>
                  <thead>
                    <tr>
                      {clientsHeader}
                      {generationHeaders}
                    </tr>
                  </thead>
                  <tbody>
                    {rowsFor((point) =>
                      point.commitRateCeiling === null
                        ? noCeilingText
                        : format.significant(point.commitRateCeiling),
                    )}
                  </tbody>
                </table>
              </div>
            </details>
          }
        />
      ) : (
        <p className={styles.note}>
          <Translate id="groupCommit.chart.ceiling.none">
            この設定ではコミット時に fsync をしないので、fsync
            によるコミット速度の上限のグラフはありません。
          </Translate>
        </p>
      )}

      <section aria-labelledby="group-commit-source" className={styles.section}>
        <Heading as={subheading} id="group-commit-source" className={styles.subheading}>
          <Translate id="groupCommit.compare.heading">2009年の測定値とモデルの比較</Translate>
        </Heading>
        {comparison.ok ? (
          <div data-testid="group-commit-source-comparison">
            <p>
              <Translate
                id="groupCommit.compare.intro"
                values={{
                  other: `${format.number(comparison.value.otherTimeUs)} µs`,
                }}
              >
                {
                  '出典のベンチマーク（mysqlslap で並列 INSERT、30接続、10万トランザクション、バッテリーバックアップ付きライトキャッシュの HDD、バイナリログ有効、innodb_flush_log_at_trx_commit=1、sync_binlog=0、innodb_support_xa=1）と同じ設定でモデルを計算した値です。fsync の性能は出典の「毎秒 10,000 回程度」、fsync 待ち以外の時間は上で入力した {other} を使っています。モデルはこの測定値に合わせて調整していません。'
                }
              </Translate>
            </p>
            <div className={styles.tableWrapper}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">
                      <Translate id="groupCommit.compare.item">項目</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="groupCommit.compare.model">このモデル</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="groupCommit.compare.measured">出典の測定値</Translate>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">
                      <Translate id="groupCommit.compare.builtin">
                        標準 InnoDB: 10万トランザクションあたりの Innodb_data_fsyncs
                      </Translate>
                    </th>
                    <td>{format.number(comparison.value.builtin.model, 0)}</td>
                    <td>{format.number(comparison.value.builtin.measured, 0)}</td>
                  </tr>
                  <tr>
                    <th scope="row">
                      <Translate id="groupCommit.compare.plugin">
                        InnoDB Plugin 1.0.4: 10万トランザクションあたりの Innodb_data_fsyncs
                      </Translate>
                    </th>
                    <td data-testid="group-commit-source-plugin-model">
                      {format.number(comparison.value.plugin.model, 0)}
                    </td>
                    <td>{format.number(comparison.value.plugin.measured, 0)}</td>
                  </tr>
                  <tr>
                    <th scope="row">
                      <Translate id="groupCommit.compare.speedup">
                        Plugin 1.0.4 ÷ 標準 InnoDB（モデルは上限の比、出典はスループットの比）
                      </Translate>
                    </th>
                    <td>
                      {translate(
                        { id: 'groupCommit.compare.times', message: '{value} 倍' },
                        { value: format.significant(comparison.value.speedup.model) },
                      )}
                    </td>
                    <td>
                      {translate(
                        { id: 'groupCommit.compare.times', message: '{value} 倍' },
                        { value: format.number(comparison.value.speedup.measured, 1) },
                      )}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p className={styles.note}>
              <Translate
                id="groupCommit.compare.explain"
                values={{ ratio: format.number(comparison.value.pluginMeasuredOverModel, 1) }}
              >
                {
                  '標準 InnoDB の「1トランザクションあたり2回」はモデルも出典と同じです（測定値の 200,251 には、データファイルなどコミット以外の fsync も含まれます）。Plugin 1.0.4 の測定値はモデルの {ratio} 倍です。モデルは全員が fsync を待つだけの理想的な場合を計算しており、mutex の中で1件ずつ行うバイナリログの書き込み、SQL の実行時間、CPU などは含みません。そのため実際のグループはモデルより小さく、コミット速度の比も実測の 6.1 倍を上回ります。'
                }
              </Translate>
            </p>
          </div>
        ) : (
          <p className="alert alert--warning" data-testid="group-commit-source-comparison">
            {errorMessage(comparison.code)}
          </p>
        )}
      </section>

      <SequenceView
        key={JSON.stringify(settings)}
        settings={settings}
        groupSize={
          analysis.ok && analysis.value.plan.grouping !== 'none' ? analysis.value.groupSize : null
        }
        headingAs={subheading}
      />

      <details className={styles.assumptions}>
        <summary>
          <Translate id="groupCommit.assumptions.summary">
            モデルの前提（出典にはない、このサイト独自の仮定です）
          </Translate>
        </summary>
        <ul>
          <li>
            <Translate id="groupCommit.assumptions.device">
              ストレージは fsync を1回ずつ順に処理し、1回に「fsync 1回の時間」かかります。REDO
              ログとバイナリログは同じストレージを共有します。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.closedLoop">
              クライアントはそれぞれ常に1件のトランザクションを実行中で、終わるとすぐ次を始めます。1件ごとに「fsync
              待ち以外の時間」を使います。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.group">
              共有される fsync
              は、始まった時点で待っているコミットをすべて含みます。グループの大きさは、各クライアントが1件の処理時間のうち共有
              fsync を待っている割合 × クライアント数（1 以上、クライアント数以下）とします。fsync
              待ち以外の時間が 0 なら全員が同じ fsync に乗ります。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.serial">
              mutex の中の fsync（5.0/5.1 標準 InnoDB の全 fsync、5.5 までのバイナリログの
              fsync）は共有されません。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.ceiling">
              コミット速度の上限は「ストレージの fsync 回数 ÷ 1トランザクションあたりの
              fsync」と「クライアント数 ÷ 1件の処理時間」の小さい方です。CPU、ロック待ち、mutex
              の中のバイナリログ書き込み、fsync
              1回を超える待ち行列は含まないので、実際の値はこれより低くなります。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.counts">
              5.6 以降は、グループごとにフラッシュステージの REDO ログ fsync
              を1回、シンクステージのバイナリログ fsync を1回（sync_binlog=N なら N
              グループに1回）と数え、InnoDB のコミット記録自体は fsync しません（5.7
              以降のソースコードの動作。5.6 も同じと仮定）。
            </Translate>
          </li>
          <li>
            <Translate id="groupCommit.assumptions.background">
              設定 0 と 2 の約1秒ごとのバックグラウンド fsync
              は、1トランザクションあたりの回数に含めません。
            </Translate>
          </li>
        </ul>
      </details>

      <div className={styles.sources}>
        <p className={styles.sourcesTitle}>
          <Translate id="groupCommit.sources.heading">出典</Translate>
        </p>
        <ul>
          <li>
            <CitationLink source={sourceBenchmark.sources.fsyncsPer100k} />{' '}
            <Translate id="groupCommit.sources.seedNote">
              （2相コミットの手順、標準 InnoDB の 1トランザクションあたり 2回・1回、30接続で 200,251
              → 26,092、6.1 倍、毎秒約 10,000 回の fsync）
            </Translate>
          </li>
          <li>
            <CitationLink source={SEED_SYNC_BINLOG_STILL_SLOW} />{' '}
            <Translate id="groupCommit.sources.syncBinlogNote">
              （Plugin 1.0.4 でも sync_binlog=1 は依然として遅い）
            </Translate>
          </li>
          {[...info.sources, ...crashSources]
            .filter(
              (source): source is Extract<Citation, { kind: 'vendor' }> => source.kind === 'vendor',
            )
            .filter(
              (source, index, all) => all.findIndex((item) => item.url === source.url) === index,
            )
            .map((source) => (
              <li key={source.url}>
                <CitationLink source={source} />
              </li>
            ))}
          {preset &&
          !(
            preset.source.kind === 'seed' &&
            preset.source.file === sourceBenchmark.sources.ceiling.file
          ) ? (
            <li>
              <CitationLink source={preset.source} />
            </li>
          ) : null}
        </ul>
      </div>
    </CalculatorFrame>
  );
}
