import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import LineChart from '../LineChart';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import {
  analyzeHitRatio,
  requiredHitRatio,
  sourceWorkedExample,
  throughputCurve,
  type AccessCosts,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import {
  costsFromPresets,
  findDevicePreset,
  withPerRequestOverhead,
  type DevicePreset,
  type DevicePresetId,
} from '../../calculators/hit-ratio/devicePresets';
import {
  estimateAssumptions,
  estimateHitRatio,
} from '../../calculators/hit-ratio/estimateHitRatio';
import type { Citation } from '../../calculators/hit-ratio/types';
import type { ParamError } from '../../calculators/shared/queryParams';
import { hitRatioParams, type HitRatioParams } from './params';
import {
  MeasuredPointsTable,
  overlayChartSeries,
  useOverlayLabel,
  type OverlayStyle,
} from '../MeasuredOverlay';
import { hitRatioOverlay } from '../../datasets/modelOverlays';
import { labHitRatio } from '../../datasets/overlayData/lab-hit-ratio';
import { hitRatioWorkedExample as workedExample } from '../../datasets/overlayData/hit-ratio-worked-example';
import { hitRatioMessage } from './messages';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

const CURVE_STEPS = 400;

/** Marker shape and colour per overlaid series (the model line is colour 1). */
const OVERLAY_STYLES: Readonly<Record<string, OverlayStyle>> = {
  'lab-hit-ratio/uniform-1-client': { shape: 'triangle', colour: 2, joined: true },
  'lab-hit-ratio/zipf-1-client': { shape: 'diamond', colour: 3, joined: true },
  'hit-ratio-worked-example/worked-example': { shape: 'square', colour: 4 },
};
const FALLBACK_STYLE: OverlayStyle = { shape: 'square', colour: 4 };
const TABLE_HIT_RATIOS = [1, 0.99, 0.95, 0.9, 0.8, 0.5] as const;

function citationText(source: Citation): string {
  return source.kind === 'seed'
    ? `${source.title} (${source.date})`
    : `${source.publisher}, ${source.title} (${source.asOf})`;
}

/**
 * Buffer-pool hit ratio → throughput. Renders the maths of
 * src/calculators/hit-ratio; all state lives in the URL.
 */
export default function HitRatioCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<HitRatioParams>(hitRatioParams);
  const { values, texts, errors, setText, setTexts } = state;
  const format = useNumberFormat();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';
  const localized = useLocalizedText();

  const errorFor = (name: keyof HitRatioParams, shown: string): string | undefined => {
    const error: ParamError | undefined = errors[name];
    return error ? paramErrorMessage(error, format.number, shown) : undefined;
  };

  // Costs: relative units, or device latencies plus a fixed per-request overhead.
  const usesDevices = values.costs === 'devices';
  const memoryPreset = findDevicePreset(values.memDevice);
  const diskPreset = findDevicePreset(values.diskDevice);
  let costs: AccessCosts = { memoryCost: values.mem, diskCost: values.disk };
  let costError: string | undefined;
  if (usesDevices) {
    const withOverhead = withPerRequestOverhead(
      costsFromPresets(values.memDevice as DevicePresetId, values.diskDevice as DevicePresetId),
      values.overhead,
    );
    if (withOverhead.ok) costs = withOverhead.value;
    else costError = hitRatioMessage(withOverhead.code);
  }
  const timesText = (value: number) =>
    translate(
      { id: 'hitRatio.result.times', message: '{value} 倍' },
      { value: format.significant(value) },
    );
  const formatCost = (cost: number) =>
    usesDevices ? format.durationNs(cost) : format.significant(cost);

  const analysis = analyzeHitRatio(values.hit / 100, costs);
  const curve = throughputCurve(costs, CURVE_STEPS);
  const required = requiredHitRatio(values.target / 100, costs);
  const overlayLabel = useOverlayLabel();
  const overlay = hitRatioOverlay(labHitRatio, workedExample, {
    mode: usesDevices ? 'devices' : 'relative',
    memoryCost: values.mem,
    diskCost: values.disk,
  });
  const estimate = estimateHitRatio({
    dataSizeGiB: values.data,
    bufferPoolGiB: values.pool,
    skew: values.skew === 'zipf' ? { kind: 'zipf', exponent: values.zipf } : { kind: 'uniform' },
  });

  const presetHint = (preset: DevicePreset | undefined) =>
    preset ? (
      <>
        {localized(preset.note)}{' '}
        <Translate id="hitRatio.preset.source" values={{ source: citationText(preset.source) }}>
          {'出典: {source}'}
        </Translate>
      </>
    ) : null;

  const presetChoices = (ids: readonly string[]) =>
    ids.map((id) => ({
      value: id,
      label: (() => {
        const preset = findDevicePreset(id);
        return preset ? `${localized(preset.label)} — ${format.durationNs(preset.latencyNs)}` : id;
      })(),
    }));

  const inputs = (
    <>
      <NumberField
        name="hit"
        label={<Translate id="hitRatio.field.hit">バッファプールのヒット率</Translate>}
        unit="%"
        value={texts.hit}
        onChange={(text) => setText('hit', text)}
        error={errorFor('hit', format.number(hitRatioParams.hit.defaultValue))}
        hint={
          <Translate id="hitRatio.field.hit.hint">
            0〜100。メモリだけで処理できた要求の割合です。
          </Translate>
        }
      />
      <ChoiceField
        name="costs"
        label={<Translate id="hitRatio.field.costs">コストの指定方法</Translate>}
        value={values.costs}
        onChange={(value) => setText('costs', value)}
        choices={[
          {
            value: 'relative',
            label: translate({
              id: 'hitRatio.field.costs.relative',
              message: '相対値（出典の 1 と 100 など）',
            }),
          },
          {
            value: 'devices',
            label: translate({ id: 'hitRatio.field.costs.devices', message: 'デバイスの遅延から' }),
          },
        ]}
      />
      {usesDevices ? (
        <>
          <ChoiceField
            name="memDevice"
            label={
              <Translate id="hitRatio.field.memDevice">
                ヒットしたときのアクセス（メモリ）
              </Translate>
            }
            value={values.memDevice}
            onChange={(value) => setText('memDevice', value)}
            choices={presetChoices(hitRatioParams.memDevice.values)}
            hint={presetHint(memoryPreset)}
          />
          <ChoiceField
            name="diskDevice"
            label={
              <Translate id="hitRatio.field.diskDevice">
                ミスしたときのアクセス（ストレージ）
              </Translate>
            }
            value={values.diskDevice}
            onChange={(value) => setText('diskDevice', value)}
            choices={presetChoices(hitRatioParams.diskDevice.values)}
            hint={presetHint(diskPreset)}
          />
          <NumberField
            name="overhead"
            label={<Translate id="hitRatio.field.overhead">1 要求あたりの固定コスト</Translate>}
            unit="ns"
            value={texts.overhead}
            onChange={(text) => setText('overhead', text)}
            error={errorFor('overhead', format.number(hitRatioParams.overhead.defaultValue))}
            hint={
              <Translate id="hitRatio.field.overhead.hint">
                SQL の解析や実行計画、ネットワークなど、ヒットしてもミスしてもかかる処理時間です。
              </Translate>
            }
          />
        </>
      ) : (
        <>
          <NumberField
            name="mem"
            label={<Translate id="hitRatio.field.mem">メモリで処理できた要求のコスト</Translate>}
            value={texts.mem}
            onChange={(text) => setText('mem', text)}
            error={errorFor('mem', format.number(hitRatioParams.mem.defaultValue))}
          />
          <NumberField
            name="disk"
            label={<Translate id="hitRatio.field.disk">ディスクを読んだ要求のコスト</Translate>}
            value={texts.disk}
            onChange={(text) => setText('disk', text)}
            error={errorFor('disk', format.number(hitRatioParams.disk.defaultValue))}
            hint={
              <Translate id="hitRatio.field.disk.hint">
                出典の例はメモリ 1 に対してディスク 100
                です（松信「DBチューニングではディスクI/O性能を注視する」2009-08-13）。
              </Translate>
            }
          />
        </>
      )}
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => setTexts({ hit: '95', costs: 'relative', mem: '1', disk: '100' })}
      >
        <Translate id="hitRatio.sourceExample">出典の例（1 と 100、ヒット率 95 %）に戻す</Translate>
      </button>
    </>
  );

  const results = analysis.ok ? (
    <>
      <dl className={styles.results}>
        <div>
          <dt>
            <Translate id="hitRatio.result.throughput">
              スループット（全件ヒット時を 100 % として）
            </Translate>
          </dt>
          <dd className={styles.headline} data-testid="hit-ratio-throughput">
            {format.percent(analysis.value.relativeThroughput, 1)}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="hitRatio.result.slowdown">全件ヒット時と比べた遅さ</Translate>
          </dt>
          <dd data-testid="hit-ratio-slowdown">{timesText(analysis.value.slowdown)}</dd>
        </div>
        <div>
          <dt>
            <Translate id="hitRatio.result.meanCost">1 要求あたりの平均コスト</Translate>
          </dt>
          <dd>{formatCost(analysis.value.meanCost)}</dd>
        </div>
        <div>
          <dt>
            <Translate id="hitRatio.result.per100">100 要求あたりのコスト</Translate>
          </dt>
          <dd data-testid="hit-ratio-per100">{formatCost(analysis.value.costPer100Requests)}</dd>
        </div>
        {usesDevices ? (
          <div>
            <dt>
              <Translate id="hitRatio.result.perThread">
                1 スレッドあたりの要求数（並列なしの上限）
              </Translate>
            </dt>
            <dd>
              <Translate
                id="hitRatio.result.perThread.value"
                values={{ rate: format.significant(1e9 / analysis.value.meanCost) }}
              >
                {'{rate} 件/秒'}
              </Translate>
            </dd>
          </div>
        ) : null}
      </dl>
      {analysis.value.warnings.map((code) => (
        <p key={code} className="alert alert--info">
          {hitRatioMessage(code)}
        </p>
      ))}
      {costError ? <p className="alert alert--warning">{costError}</p> : null}
    </>
  ) : (
    <p className="alert alert--warning">{hitRatioMessage(analysis.code)}</p>
  );

  const tableRows = TABLE_HIT_RATIOS.map((hitRatio) => ({
    hitRatio,
    result: analyzeHitRatio(hitRatio, costs),
  }));

  // Speaker mode's scenarios: the 2009-08-13 post's worked example (memory 1,
  // disk 100) at 100 %, 95 % and 80 %.
  const sourceCosts = { costs: 'relative', mem: '1', disk: '100' } as const;
  const scenarios = [
    {
      id: 'hit-100',
      label: translate({
        id: 'presentation.scenario.hitRatio.100',
        message: 'ヒット率 100 %（メモリ 1・ディスク 100）',
      }),
      texts: { hit: '100', ...sourceCosts },
    },
    {
      id: 'hit-95',
      label: translate({
        id: 'presentation.scenario.hitRatio.95',
        message: 'ヒット率 95 %（メモリ 1・ディスク 100）',
      }),
      texts: { hit: '95', ...sourceCosts },
    },
    {
      id: 'hit-80',
      label: translate({
        id: 'presentation.scenario.hitRatio.80',
        message: 'ヒット率 80 %（メモリ 1・ディスク 100）',
      }),
      texts: { hit: '80', ...sourceCosts },
    },
  ];

  return (
    <CalculatorFrame
      id="hit-ratio-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={<Translate id="hitRatio.title">ヒット率からスループットを計算する</Translate>}
      urlErrorNames={state.urlErrorNames.map(String)}
      inputs={inputs}
      results={results}
      scenarios={scenarios}
      onApplyScenario={setTexts}
    >
      {curve.ok && analysis.ok ? (
        <LineChart
          title={translate({
            id: 'hitRatio.chart.title',
            message: 'ヒット率とスループットの関係（全件ヒット時を 100 % として）',
          })}
          xLabel={translate({ id: 'hitRatio.chart.x', message: 'ヒット率 (%)' })}
          yLabel={translate({ id: 'hitRatio.chart.y', message: 'スループット (%)' })}
          xDomain={[0, 100]}
          yDomain={[0, 100]}
          formatX={(value) => format.number(value, 0)}
          formatY={(value) => format.number(value, 0)}
          series={[
            {
              id: 'model',
              kind: 'line',
              label: translate({ id: 'hitRatio.chart.model', message: 'モデル' }),
              points: curve.value.map((point) => ({
                x: point.hitRatio * 100,
                y: point.relativeThroughput * 100,
              })),
            },
            ...overlay.map((series) =>
              overlayChartSeries(
                series,
                overlayLabel(series),
                OVERLAY_STYLES[series.id] ?? FALLBACK_STYLE,
              ),
            ),
          ]}
          markers={[
            {
              x: values.hit,
              y: analysis.value.relativeThroughput * 100,
              label: `${format.number(values.hit)} % → ${format.percent(analysis.value.relativeThroughput, 1)}`,
            },
          ]}
          table={
            <div className={styles.tableWrapper}>
              <table className={styles.table}>
                <caption>
                  <Translate id="hitRatio.table.caption">
                    代表的なヒット率での値（いまのコスト設定で計算）。出典の例（メモリ 1、ディスク
                    100）では 100 要求あたり 100・595・2080 になります。
                  </Translate>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Translate id="hitRatio.table.hit">ヒット率</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="hitRatio.table.per100">100 要求あたりのコスト</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="hitRatio.table.slowdown">遅さ</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="hitRatio.table.throughput">スループット</Translate>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tableRows.map(({ hitRatio, result }) =>
                    result.ok ? (
                      <tr key={hitRatio}>
                        <th scope="row">{format.percent(hitRatio, 1)}</th>
                        <td>{formatCost(result.value.costPer100Requests)}</td>
                        <td>{timesText(result.value.slowdown)}</td>
                        <td>{format.percent(result.value.relativeThroughput, 1)}</td>
                      </tr>
                    ) : null,
                  )}
                </tbody>
              </table>
              <MeasuredPointsTable
                series={overlay}
                caption={
                  <Translate id="hitRatio.overlay.caption">
                    グラフに重ねた点（モデルに合わせた値ではありません）
                  </Translate>
                }
                xLabel={translate({ id: 'hitRatio.chart.x', message: 'ヒット率 (%)' })}
                yLabel={translate({ id: 'hitRatio.chart.y', message: 'スループット (%)' })}
                formatX={(value) => format.number(value, 1)}
                formatY={(value) => format.number(value, 1)}
                note={
                  <Translate id="hitRatio.overlay.note">
                    ラボの点は 1
                    接続ずつ主キー検索した実測値で、横軸はディスクを読まずに済んだ検索の割合、縦軸は検索速度を同じ系列の「表がすべてバッファプールに載ったとき」の速度で割った比です（実測値どうしの割り算）。8
                    接続の系列はディスク読み込みが重なり CPU が先に飽和するので、1
                    要求ずつのこのモデルとは比べていません。出典の計算例はメモリ 1・ディスク 100
                    のときだけ表示します（測定値ではなく、その前提での計算です）。
                  </Translate>
                }
              />
            </div>
          }
        />
      ) : null}

      <div className={styles.extra}>
        <section aria-labelledby="hit-ratio-inverse">
          <Heading as={subheading} id="hit-ratio-inverse" className={styles.subheading}>
            <Translate id="hitRatio.inverse.heading">目標スループットに必要なヒット率</Translate>
          </Heading>
          <NumberField
            name="target"
            label={
              <Translate id="hitRatio.field.target">
                目標スループット（全件ヒット時に対して）
              </Translate>
            }
            unit="%"
            value={texts.target}
            onChange={(text) => setText('target', text)}
            error={errorFor('target', format.number(hitRatioParams.target.defaultValue))}
          />
          <p data-testid="hit-ratio-required">
            {required.ok ? (
              required.value.alwaysMet ? (
                <Translate id="hitRatio.inverse.alwaysMet">
                  ヒット率が 0 % でもこの目標は満たせます。
                </Translate>
              ) : (
                <Translate
                  id="hitRatio.inverse.answer"
                  values={{ hit: <strong>{format.percent(required.value.hitRatio, 3)}</strong> }}
                >
                  {'必要なヒット率: {hit} 以上'}
                </Translate>
              )
            ) : (
              hitRatioMessage(required.code)
            )}
          </p>
        </section>

        <section aria-labelledby="hit-ratio-estimate">
          <Heading as={subheading} id="hit-ratio-estimate" className={styles.subheading}>
            <Translate id="hitRatio.estimate.heading">
              データ量とアクセスの偏りからヒット率を見積もる
            </Translate>
          </Heading>
          <div className={styles.estimateFields}>
            <NumberField
              name="data"
              label={
                <Translate id="hitRatio.field.data">データ量（テーブルとインデックス）</Translate>
              }
              unit="GiB"
              value={texts.data}
              onChange={(text) => setText('data', text)}
              error={errorFor('data', format.number(hitRatioParams.data.defaultValue))}
            />
            <NumberField
              name="pool"
              label={<Translate id="hitRatio.field.pool">バッファプールのサイズ</Translate>}
              unit="GiB"
              value={texts.pool}
              onChange={(text) => setText('pool', text)}
              error={errorFor('pool', format.number(hitRatioParams.pool.defaultValue))}
            />
            <ChoiceField
              name="skew"
              label={<Translate id="hitRatio.field.skew">アクセスの偏り</Translate>}
              value={values.skew}
              onChange={(value) => setText('skew', value)}
              choices={[
                {
                  value: 'uniform',
                  label: translate({
                    id: 'hitRatio.field.skew.uniform',
                    message: '一様（どのページも同じ頻度）',
                  }),
                },
                {
                  value: 'zipf',
                  label: translate({
                    id: 'hitRatio.field.skew.zipf',
                    message: 'Zipf 分布（一部のヘビーユーザーに集中）',
                  }),
                },
              ]}
            />
            {values.skew === 'zipf' ? (
              <NumberField
                name="zipf"
                label={<Translate id="hitRatio.field.zipf">Zipf 指数 s</Translate>}
                value={texts.zipf}
                onChange={(text) => setText('zipf', text)}
                error={errorFor('zipf', format.number(hitRatioParams.zipf.defaultValue))}
                hint={
                  <Translate id="hitRatio.field.zipf.hint">
                    大きいほど偏りが強くなります。1 がよく使われる目安です。
                  </Translate>
                }
              />
            ) : null}
          </div>
          {estimate.ok ? (
            <p className={styles.estimate}>
              <span data-testid="hit-ratio-estimate">
                <Translate
                  id="hitRatio.estimate.answer"
                  values={{ hit: <strong>{format.percent(estimate.value.hitRatio, 2)}</strong> }}
                >
                  {'見積もったヒット率: {hit}'}
                </Translate>
              </span>{' '}
              <button
                type="button"
                className="button button--outline button--primary button--sm"
                onClick={() =>
                  setText('hit', String(Math.round(estimate.value.hitRatio * 100 * 1000) / 1000))
                }
              >
                <Translate id="hitRatio.estimate.use">このヒット率で計算する</Translate>
              </button>
            </p>
          ) : (
            <p className="alert alert--warning">{hitRatioMessage(estimate.code)}</p>
          )}
          <details className={styles.assumptions}>
            <summary>
              <Translate id="hitRatio.estimate.assumptions">
                見積もりの前提（出典にはない、このサイト独自のモデルです）
              </Translate>
            </summary>
            <ul>
              {estimateAssumptions
                .filter((assumption) => assumption.appliesTo === 'all' || values.skew === 'zipf')
                .map((assumption) => (
                  <li key={assumption.code}>{localized(assumption.text)}</li>
                ))}
            </ul>
          </details>
        </section>
      </div>
      <p className={styles.source}>
        <Translate
          id="hitRatio.source"
          values={{
            title: sourceWorkedExample.source.title,
            date: sourceWorkedExample.source.date,
          }}
        >
          {
            '出典: 松信嘉範「{title}」({date})。出典の例はメモリ 1・ディスク 100 のコストで、ヒット率 100 %・95 %・80 % のとき 100 要求あたり 100・595・2080 です。'
          }
        </Translate>
      </p>
    </CalculatorFrame>
  );
}
