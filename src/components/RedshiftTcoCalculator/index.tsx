import clsx from 'clsx';
import React, { useId, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import LineChart, { type ChartBand, type ChartMarker, type ChartSeries } from '../LineChart';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import { PRICE_TABLE } from '../../calculators/redshift-tco/priceTable';
import { SEED_REDSHIFT_POST } from '../../calculators/redshift-tco/sourceFigures';
import {
  SERVERLESS,
  bandVerdict,
  type RedshiftTcoResult,
} from '../../calculators/redshift-tco/tco';
import { alternativeThreeYearCost, citedSources, type Scenario } from './model';
import {
  alternativeVerdictText,
  deploymentShortName,
  exchangePeriodText,
  pricingLabel,
  sourceKindLabel,
  verdictText,
  warningText,
} from './messages';
import { useMoneyFormat } from './format';
import AlternativeFieldset from './AlternativeFieldset';
import Assumption from './Assumption';
import CurrencyFieldset from './CurrencyFieldset';
import DataSizeFieldset from './DataSizeFieldset';
import DeploymentFieldset from './DeploymentFieldset';
import { speakerScenarios } from './scenarios';
import { useRedshiftTcoCalculator } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

/**
 * Total cost of ownership of Amazon Redshift over a few years, against the
 * technical-debt thresholds of Matsunobu's 2014-03-24 post. Renders the maths
 * of src/calculators/redshift-tco; all state, price overrides included, lives
 * in the URL.
 */
export default function RedshiftTcoCalculator({ embedded = false }: Props): ReactNode {
  const { fields, priceReads, overrides, scenario, result, urlErrorNames } =
    useRedshiftTcoCalculator();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';
  const table = PRICE_TABLE;
  const exchange = table.exchangeRates.default;

  const inputs = (
    <>
      <DataSizeFieldset fields={fields} />
      <DeploymentFieldset
        fields={fields}
        priceReads={priceReads}
        overrides={overrides}
        scenario={scenario}
        table={table}
      />
      <CurrencyFieldset fields={fields} table={table} />
      <AlternativeFieldset fields={fields} />
    </>
  );

  const results = result ? (
    <Results
      result={result}
      scenario={scenario}
      rawTb={fields.values.raw}
      ratio={fields.values.ratio}
    />
  ) : (
    <p className="alert alert--danger" role="alert">
      <Translate id="redshiftTco.error.cannotCompute">
        この組み合わせでは計算できませんでした。入力を既定値に戻してください。
      </Translate>
    </p>
  );

  return (
    <CalculatorFrame
      id="redshift-tco-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={
        <Translate id="redshiftTco.title">Redshift の数年間の総コスト（TCO）を計算する</Translate>
      }
      urlErrorNames={urlErrorNames}
      inputs={inputs}
      results={results}
      scenarios={speakerScenarios()}
      onApplyScenario={fields.setTexts}
    >
      {result ? <CostChart result={result} /> : null}
      <div className={styles.notes}>
        <section aria-labelledby="redshift-tco-assumptions">
          <Heading as={subheading} id="redshift-tco-assumptions" className={styles.subheading}>
            <Translate id="redshiftTco.assumptions.heading">計算の前提</Translate>
          </Heading>
          <ul className={styles.noteList}>
            <li>
              <Translate id="redshiftTco.assumptions.hours">
                金額はすべて米ドルで計算し、円は入力した為替レートで換算します。1 年は 8,760
                時間（365 日 × 24 時間）、1 か月は 1 年の 12 分の 1 です。
              </Translate>
            </li>
            <li>
              <Translate id="redshiftTco.assumptions.sizing">
                ノード数は各年の終わりのデータ量で決めます（年の途中で足りなくならないように）。DC2・DS2
                はノードあたりの容量 × ディスク使用率の上限で割り、RA3
                はノードあたりのマネージドストレージの上限だけを満たせばよいものとします。
              </Translate>
            </li>
            <li>
              <Translate id="redshiftTco.assumptions.storage">
                RA3 と Serverless
                のマネージドストレージは、その年の平均データ量（年初と年末の平均）に対して課金します。
              </Translate>
            </li>
            <li>
              <Translate id="redshiftTco.assumptions.serverless">
                Serverless の計算資源は「基本容量 × 1 日の利用時間 × 365 日」の RPU
                時間で見積もります。実際の課金はクエリが動いた秒数に応じるので、利用時間は見込みです。
              </Translate>
            </li>
            <li>
              <Assumption>
                <Translate id="redshiftTco.assumptions.defaults">
                  既定値のうち、圧縮率 3:1、Serverless の 1 日 8 時間、ディスク使用率の上限 75
                  %、基本容量 8 RPU はこの計算機が置いた仮定で、出典の数値ではありません。4
                  TB（出典の 2 つの目安のうち小さい方）、3 年（出典の期間）、増加率 0 %
                  は出典に合わせた既定値です。
                </Translate>
              </Assumption>
            </li>
            <li>
              <Translate id="redshiftTco.assumptions.bands">
                出典の目安は 2014
                年の円建ての感覚値で、元記事は時間とともに確実に下がると書いています。比べるときは、入力したデータ量に最も近い目安（4
                TB か 10
                TB）をそのまま使い、間や外側を比例換算はしません。ドル表示でも比較は円で行います。
              </Translate>
            </li>
            <li>
              <Translate id="redshiftTco.assumptions.alternative">
                代替手段の年額を「データ量に比例」とした場合は、1
                年目の平均データ量に対する各年の平均データ量の比で増やします。
              </Translate>
            </li>
          </ul>
        </section>
        <section aria-labelledby="redshift-tco-sources">
          <Heading as={subheading} id="redshift-tco-sources" className={styles.subheading}>
            <Translate id="redshiftTco.sources.heading">出典と価格表</Translate>
          </Heading>
          <ul className={styles.noteList}>
            <li>
              <Translate
                id="redshiftTco.sources.post"
                values={{ title: SEED_REDSHIFT_POST.title, date: SEED_REDSHIFT_POST.date }}
              >
                {
                  '松信嘉範「{title}」({date})：3 年間で 4 TB（圧縮後）あたり 600万〜900万円、10 TB あたり 1,000万〜1,500万円を超えたら技術的負債、という目安。'
                }
              </Translate>
            </li>
            {(result ? citedSources(result) : []).map((source) => (
              <li key={`${source.url}|${source.asOf}|${source.title}`}>
                <Translate
                  id="redshiftTco.sources.item"
                  values={{
                    kind: sourceKindLabel(source.kind),
                    source: <Link href={source.url}>{source.title}</Link>,
                    asOf: source.asOf,
                  }}
                >
                  {'{kind}：{source}（{asOf}）'}
                </Translate>
              </li>
            ))}
            <li>
              <Translate
                id="redshiftTco.sources.exchange"
                values={{
                  source: <Link href={exchange.source.url}>{exchange.source.title}</Link>,
                  period: exchangePeriodText(exchange.period),
                }}
              >
                {'為替レートの既定値：{source}（{period}）'}
              </Translate>
            </li>
            <li>
              <Translate id="redshiftTco.sources.table" values={{ asOf: table.asOf }}>
                {
                  '価格表は {asOf} にまとめたものです。単価は地域や契約で変わるので、最新の Amazon Redshift 料金ページで確かめ、必要なら価格の欄に入力してください。'
                }
              </Translate>
            </li>
          </ul>
        </section>
      </div>
    </CalculatorFrame>
  );
}

interface ResultsProps {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
  readonly rawTb: number;
  readonly ratio: number;
}

/** The headline numbers, the verdict against the post's band and the module's warnings. */
function Results({ result, scenario, rawTb, ratio }: ResultsProps): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const localized = useLocalizedText();
  const used = scenario.inputs;
  const currency = result.currency;
  const [firstYear] = result.years;
  const comparison = result.bandComparison;
  const bandView =
    result.sourceBands.find((view) => view.band === comparison.band) ?? result.sourceBands[0];
  const yen = (value: number) => money.money(value, 'JPY');
  const inDisplay = (value: number) => money.money(value, currency);
  const regionLabel = scenario.table.regions[used.region]?.label;

  const alternativeThreeYear = alternativeThreeYearCost(scenario, result);
  const alternativeThreeYearJpy =
    alternativeThreeYear === null
      ? null
      : currency === 'JPY'
        ? alternativeThreeYear
        : alternativeThreeYear * result.jpyPerUsd;
  const alternativeTotal = result.years[result.years.length - 1]?.alternativeCumulativeCost ?? null;

  return (
    <>
      <dl className={styles.results}>
        <div>
          <dt>
            <Translate id="redshiftTco.result.total" values={{ years: used.horizonYears }}>
              {'{years} 年間の累計コスト'}
            </Translate>
          </dt>
          <dd className={styles.headline} data-testid="redshift-tco-total-cost">
            {inDisplay(result.totalCost)}
          </dd>
        </div>
        {firstYear ? (
          <>
            <div>
              <dt>
                {firstYear.nodes === null ? (
                  <Translate id="redshiftTco.result.year1Rpu">1 年目の基本容量</Translate>
                ) : (
                  <Translate id="redshiftTco.result.year1Nodes">1 年目のノード数</Translate>
                )}
              </dt>
              {firstYear.nodes === null ? (
                <dd data-testid="redshift-tco-year1-rpu">
                  <Translate
                    id="redshiftTco.result.rpuValue"
                    values={{
                      rpu: format.number(firstYear.rpu ?? 0),
                      hours: format.number(used.serverlessHoursPerDay),
                    }}
                  >
                    {'{rpu} RPU（1 日 {hours} 時間）'}
                  </Translate>
                </dd>
              ) : (
                <dd data-testid="redshift-tco-year1-nodes">
                  <Translate
                    id="redshiftTco.result.nodesValue"
                    values={{ nodes: format.number(firstYear.nodes), node: used.nodeType }}
                  >
                    {'{node} × {nodes} ノード'}
                  </Translate>
                </dd>
              )}
            </div>
            <div>
              <dt>
                <Translate id="redshiftTco.result.year1Cost">1 年目のコスト</Translate>
              </dt>
              <dd>
                <Translate
                  id="redshiftTco.result.perYear"
                  values={{ cost: inDisplay(firstYear.yearlyCost) }}
                >
                  {'{cost}／年'}
                </Translate>
              </dd>
            </div>
            <div>
              <dt>
                <Translate id="redshiftTco.result.perTbYear">
                  1 年目の 1 TB・1 年あたりのコスト
                </Translate>
              </dt>
              <dd data-testid="redshift-tco-per-tb-year">{inDisplay(firstYear.costPerTbYear)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>
            <Translate id="redshiftTco.result.setup">計算した構成</Translate>
          </dt>
          <dd className={styles.small}>
            {used.nodeType === SERVERLESS ? (
              <Translate
                id="redshiftTco.result.setupServerless"
                values={{
                  tb: format.number(result.initialCompressedTb, 2),
                  region: regionLabel ? localized(regionLabel) : used.region,
                }}
              >
                {'Redshift Serverless、{region}、圧縮後 {tb} TB から'}
              </Translate>
            ) : (
              <Translate
                id="redshiftTco.result.setupProvisioned"
                values={{
                  node: used.nodeType,
                  pricing: pricingLabel(used.pricing),
                  tb: format.number(result.initialCompressedTb, 2),
                  region: regionLabel ? localized(regionLabel) : used.region,
                }}
              >
                {'{node}（{pricing}）、{region}、圧縮後 {tb} TB から'}
              </Translate>
            )}
            {used.sizeMode === 'raw' ? (
              <>
                {' '}
                <Translate
                  id="redshiftTco.result.fromRaw"
                  values={{ raw: format.number(rawTb, 2), ratio: format.number(ratio, 2) }}
                >
                  {'（圧縮前 {raw} TB ÷ {ratio}）'}
                </Translate>
              </>
            ) : null}
          </dd>
        </div>
      </dl>

      <div className={styles.verdict} data-verdict={comparison.verdict}>
        <p>
          <Translate
            id="redshiftTco.verdict.lead"
            values={{
              cost: (
                <strong data-testid="redshift-tco-three-year-cost">
                  {inDisplay(result.threeYearCost)}
                </strong>
              ),
              tb: format.number(comparison.band.compressedTb),
              min: bandView ? inDisplay(bandView.min) : '',
              max: bandView ? inDisplay(bandView.max) : '',
            }}
          >
            {'3 年間の累計 {cost} を、出典の {tb} TB（圧縮後）の目安 {min}〜{max} と比べると：'}
          </Translate>
          {currency === 'USD' ? (
            <>
              {' '}
              <Translate
                id="redshiftTco.verdict.inYen"
                values={{
                  yen: yen(comparison.threeYearCostJpy),
                  rate: format.number(result.jpyPerUsd, 4),
                  min: yen(comparison.band.minJpy),
                  max: yen(comparison.band.maxJpy),
                }}
              >
                {'（{rate} 円／ドルで {yen}。目安は {min}〜{max}）'}
              </Translate>
            </>
          ) : null}
        </p>
        <p className={styles.verdictText} data-testid="redshift-tco-verdict">
          {verdictText(comparison.verdict)}
        </p>
        {comparison.sizeRatio !== 1 ? (
          <p className={styles.small}>
            {comparison.extrapolated ? (
              <Translate
                id="redshiftTco.verdict.extrapolated"
                values={{
                  tb: format.number(result.initialCompressedTb, 2),
                  band: format.number(comparison.band.compressedTb),
                }}
              >
                {
                  '圧縮後 {tb} TB は、出典が目安を示す 4〜10 TB の外にあります。最も近い {band} TB の目安をそのまま当てているので、参考程度に見てください。'
                }
              </Translate>
            ) : (
              <Translate
                id="redshiftTco.verdict.nearest"
                values={{
                  tb: format.number(result.initialCompressedTb, 2),
                  band: format.number(comparison.band.compressedTb),
                }}
              >
                {
                  '出典は 4 TB と 10 TB の 2 点しか示していないため、圧縮後 {tb} TB には最も近い {band} TB の目安をそのまま当てています（比例換算はしていません）。'
                }
              </Translate>
            )}
          </p>
        ) : null}
        <p className={styles.small}>
          <Translate id="redshiftTco.verdict.caveat">
            目安は 2014
            年の円建ての感覚値で、今日の価格表と直接比べるものではありません。元記事は、この範囲は時間とともに確実に下がると書いています。
          </Translate>
        </p>
      </div>

      {result.alternativeVerdict !== null && alternativeTotal !== null ? (
        <div className={styles.alternative}>
          <p data-testid="redshift-tco-alternative">
            {alternativeVerdictText(result.alternativeVerdict, {
              years: used.horizonYears,
              difference: inDisplay(Math.abs(alternativeTotal - result.totalCost)),
              alternative: inDisplay(alternativeTotal),
              redshift: inDisplay(result.totalCost),
            })}
          </p>
          {alternativeThreeYear !== null && alternativeThreeYearJpy !== null ? (
            <p className={styles.small} data-testid="redshift-tco-alternative-verdict">
              <Translate
                id="redshiftTco.alternative.band"
                values={{
                  cost: inDisplay(alternativeThreeYear),
                  verdict: verdictText(bandVerdict(alternativeThreeYearJpy, comparison.band)),
                }}
              >
                {'代替手段の 3 年間の累計 {cost} を同じ目安と比べると：{verdict}'}
              </Translate>
            </p>
          ) : null}
        </div>
      ) : null}

      {result.warnings.map((warning) => (
        <p
          key={warning.code}
          className={
            warning.code === 'exceedsMaxNodes' ? 'alert alert--warning' : 'alert alert--info'
          }
          data-warning={warning.code}
        >
          {warningText(warning, {
            nodeType: used.nodeType,
            thresholdTb: scenario.table.serverless.largeStorageThresholdTb,
          })}
        </p>
      ))}
    </>
  );
}

/** Cumulative cost over the horizon with the post's bands, and the year-by-year table. */
function CostChart({ result }: { readonly result: RedshiftTcoResult }): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const currency = result.currency;
  const compact = (value: number) => money.compact(value, currency);
  const inDisplay = (value: number) => money.money(value, currency);
  const hasAlternative = result.years.some((year) => year.alternativeCumulativeCost !== null);
  const isServerless = result.deployment === SERVERLESS;
  const tableCaptionId = `${useId()}-caption`;

  const series: ChartSeries[] = [
    {
      id: 'redshift',
      kind: 'line',
      label: isServerless
        ? deploymentShortName(result.deployment)
        : translate(
            { id: 'redshiftTco.chart.redshift', message: 'Redshift（{deployment}）' },
            { deployment: deploymentShortName(result.deployment) },
          ),
      points: result.chartSeries.map((point) => ({ x: point.year, y: point.cumulativeCost })),
    },
  ];
  if (hasAlternative) {
    series.push({
      id: 'alternative',
      kind: 'line',
      label: translate({ id: 'redshiftTco.chart.alternative', message: '代替手段' }),
      points: result.chartSeries.map((point) => ({
        x: point.year,
        y: point.alternativeCumulativeCost ?? 0,
      })),
    });
  }
  const bands: ChartBand[] = result.sourceBands.map((view) => ({
    id: `source-${view.band.compressedTb}tb`,
    label: translate(
      {
        id: 'redshiftTco.chart.band',
        message: '出典の目安 {tb} TB：{min}〜{max}（3 年累計）',
      },
      { tb: view.band.compressedTb, min: compact(view.min), max: compact(view.max) },
    ),
    from: view.min,
    to: view.max,
  }));
  const third = result.years[2];
  const markers: ChartMarker[] = third
    ? [
        {
          x: third.year,
          y: third.cumulativeCost,
          label: translate(
            { id: 'redshiftTco.chart.marker', message: '3 年：{cost}' },
            { cost: compact(third.cumulativeCost) },
          ),
        },
      ]
    : [];
  const highest = Math.max(
    ...series.flatMap((item) => item.points.map((point) => point.y)),
    ...bands.map((band) => Math.max(band.from, band.to)),
  );
  const horizon = result.years.length;
  const yMax = Number.isFinite(highest) && highest > 0 ? highest * 1.05 : 1;

  return (
    <LineChart
      title={translate(
        {
          id: 'redshiftTco.chart.title',
          message: '累計コストの推移（{currency}）と出典の目安（3 年累計の範囲）',
        },
        { currency },
      )}
      xLabel={translate({ id: 'redshiftTco.chart.x', message: '経過年数' })}
      yLabel={translate(
        { id: 'redshiftTco.chart.y', message: '累計コスト（{currency}）' },
        { currency },
      )}
      xDomain={[0, horizon]}
      yDomain={[0, yMax]}
      formatX={(value) => (Number.isInteger(value) ? format.number(value, 0) : '')}
      formatY={compact}
      series={series}
      bands={bands}
      markers={markers}
      table={
        // A focusable, named region: where the table is wider than the column
        // it scrolls sideways, and keyboard users must be able to scroll it
        // too (axe: scrollable-region-focusable), hence the tabIndex.
        <div
          className={clsx(styles.tableWrapper, 'scroll-shadows')}
          role="region"
          aria-labelledby={tableCaptionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id={tableCaptionId}>
              <Translate id="redshiftTco.table.caption">
                年ごとのノード数とコスト。データ量は圧縮後、TB・年あたりのコストはその年の平均データ量で割った値です。
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="redshiftTco.table.year">年</Translate>
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.size">年末のデータ量</Translate>
                </th>
                <th scope="col">
                  {isServerless ? (
                    <Translate id="redshiftTco.table.rpu">RPU</Translate>
                  ) : (
                    <Translate id="redshiftTco.table.nodes">ノード数</Translate>
                  )}
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.compute">計算資源</Translate>
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.storage">ストレージ</Translate>
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.yearly">年間コスト</Translate>
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.cumulative">累計コスト</Translate>
                </th>
                <th scope="col">
                  <Translate id="redshiftTco.table.perTbYear">TB・年あたり</Translate>
                </th>
                {hasAlternative ? (
                  <th scope="col">
                    <Translate id="redshiftTco.table.alternative">代替手段の累計</Translate>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {result.years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">
                    <Translate id="redshiftTco.table.yearN" values={{ year: year.year }}>
                      {'{year} 年目'}
                    </Translate>
                  </th>
                  <td>{`${format.number(year.endCompressedTb, 2)} TB`}</td>
                  <td>{format.number((isServerless ? year.rpu : year.nodes) ?? 0)}</td>
                  <td>{inDisplay(year.computeCost)}</td>
                  <td>{inDisplay(year.storageCost)}</td>
                  <td>{inDisplay(year.yearlyCost)}</td>
                  <td>{inDisplay(year.cumulativeCost)}</td>
                  <td>{inDisplay(year.costPerTbYear)}</td>
                  {hasAlternative ? (
                    <td>
                      {year.alternativeCumulativeCost === null
                        ? ''
                        : inDisplay(year.alternativeCumulativeCost)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
