import clsx from 'clsx';
import React, { useId, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CalculatorFrame from '../CalculatorFrame';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import LineChart, { type ChartBand, type ChartMarker, type ChartSeries } from '../LineChart';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { ParamError } from '../../calculators/shared/queryParams';
import { PRICE_TABLE, type SourcedUsd } from '../../calculators/redshift-tco/priceTable';
import { SEED_REDSHIFT_POST } from '../../calculators/redshift-tco/sourceFigures';
import {
  PRICING_MODELS,
  SERVERLESS,
  bandVerdict,
  isReservedPricing,
  reservedEffectiveHourlyUsd,
  reservedTermHours,
  type DeploymentId,
  type PricingModel,
  type RedshiftTcoResult,
} from '../../calculators/redshift-tco/tco';
import {
  PARAM_FOR_INPUT,
  priceOverrideSpecs,
  redshiftTcoParams,
  type PriceOverrideName,
  type RedshiftTcoParamName,
  type RedshiftTcoParams,
} from './params';
import {
  alternativeThreeYearCost,
  citedSources,
  computeScenario,
  inputsFromParams,
  isOptionPriced,
  isPricedApartFromStorage,
  readPriceOverride,
  tablePrice,
  tableReservedOffering,
  type PriceOverrides,
} from './model';
import {
  alternativeVerdictText,
  currencyLabel,
  deploymentFallbackText,
  deploymentLabel,
  deploymentShortName,
  exchangePeriodText,
  inputFallbackText,
  pricingLabel,
  scalingLabel,
  sizeModeLabel,
  sourceKindLabel,
  needsStoragePriceSuffix,
  unpricedSuffix,
  verdictText,
  warningText,
} from './messages';
import { useMoneyFormat } from './format';
import SelectField from './SelectField';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

const PRICE_OVERRIDE_NAMES: readonly PriceOverrideName[] = [
  'nodePrice',
  'storagePrice',
  'rpuPrice',
];

function isPriceOverrideName(name: string): name is PriceOverrideName {
  return (PRICE_OVERRIDE_NAMES as readonly string[]).includes(name);
}

/** Marks a hint as one of the calculator's own assumptions, not a source figure. */
function Assumption({ children }: { readonly children: ReactNode }): ReactNode {
  return (
    <>
      <span className={styles.assumptionTag}>
        <Translate id="redshiftTco.assumption.tag">仮定</Translate>
      </span>{' '}
      {children}
    </>
  );
}

/**
 * Total cost of ownership of Amazon Redshift over a few years, against the
 * technical-debt thresholds of Matsunobu's 2014-03-24 post. Renders the maths
 * of src/calculators/redshift-tco; all state, price overrides included, lives
 * in the URL.
 */
export default function RedshiftTcoCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<RedshiftTcoParams>(redshiftTcoParams);
  const { values, texts, errors, setText, setTexts } = state;
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const localized = useLocalizedText();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';
  const table = PRICE_TABLE;

  // Prices typed over the table's (empty: the table's price).
  const override = (name: PriceOverrideName) =>
    readPriceOverride(values[name], errors[name], priceOverrideSpecs[name]);
  const nodeOverride = override('nodePrice');
  const storageOverride = override('storagePrice');
  const rpuOverride = override('rpuPrice');
  const overrides: PriceOverrides = {
    nodeHourlyUsd: nodeOverride.value,
    storagePerGbMonthUsd: storageOverride.value,
    rpuHourUsd: rpuOverride.value,
  };

  const scenario = computeScenario(inputsFromParams(values), overrides, table);
  const isServerless = values.node === SERVERLESS;
  const nodeSpec = values.node === SERVERLESS ? null : table.nodeTypes[values.node];

  const defaultText = (name: RedshiftTcoParamName): string => {
    const spec = redshiftTcoParams[name];
    return spec.kind === 'number' ? format.number(spec.defaultValue, 4) : String(spec.defaultValue);
  };

  /** The message under a field: its own parse error, or a value the model rejected. */
  const errorFor = (name: RedshiftTcoParamName, fallback = defaultText(name)) => {
    const error: ParamError | undefined = errors[name];
    if (error) return paramErrorMessage(error, (n) => format.number(n, 4), fallback);
    const rejected = scenario.inputFallbacks.find((e) => PARAM_FOR_INPUT[e.field] === name);
    if (!rejected) return undefined;
    // The only value the fields accept and the model refuses is a base RPU off its step.
    return inputFallbackText(rejected, {
      fallback,
      min: format.number(table.serverless.minBaseRpu),
      step: format.number(table.serverless.baseRpuStep),
    });
  };

  const pricedWithSome = (node: DeploymentId) =>
    PRICING_MODELS.some((pricing) =>
      isOptionPriced(node, pricing, values.region, overrides, table),
    );
  // Selectable even without a storage price, so the storage field can be reached.
  const selectable = (node: DeploymentId, pricing?: PricingModel) =>
    (pricing ? [pricing] : PRICING_MODELS).some((p) =>
      isPricedApartFromStorage(node, p, values.region, overrides, table),
    );
  /** An option's label, marked when the table lacks its price or its storage price. */
  const optionLabel = (label: string, priced: boolean, canSelect: boolean) =>
    priced ? label : canSelect ? needsStoragePriceSuffix(label) : unpricedSuffix(label);
  const onNodeChange = (node: DeploymentId) => {
    if (isOptionPriced(node, values.pricing, values.region, overrides, table)) {
      setText('node', node);
      return;
    }
    const pricing =
      PRICING_MODELS.find((p) => isOptionPriced(node, p, values.region, overrides, table)) ??
      'onDemand';
    setTexts({ node, pricing });
  };

  const fallback = scenario.deploymentFallback;
  const deploymentText = (nodeType: DeploymentId, pricing: PricingModel) =>
    nodeType === SERVERLESS
      ? deploymentShortName(nodeType)
      : translate(
          { id: 'redshiftTco.deployment.withPricing', message: '{node}、{pricing}' },
          { node: deploymentShortName(nodeType), pricing: pricingLabel(pricing) },
        );
  // A region may price the nodes but not the managed storage they need (Tokyo).
  const missingStorage =
    (isServerless || nodeSpec?.storage.kind === 'managed') &&
    storageOverride.value === null &&
    tablePrice('storage', values.node, values.pricing, values.region, table) === null;
  const fallbackMessage = fallback
    ? deploymentFallbackText({
        requested: deploymentText(fallback.requested.nodeType, fallback.requested.pricing),
        used: deploymentText(fallback.used.nodeType, fallback.used.pricing),
        missingStorage,
      })
    : undefined;

  /** What a price field says about the table's price it replaces. */
  const priceHint = (tablePriceValue: SourcedUsd | null, unit: string, overridden: boolean) => {
    if (tablePriceValue === null) {
      return overridden ? (
        <Translate id="redshiftTco.price.usingYoursNoTable">
          入力した価格で計算しています（価格表にはこの組み合わせの価格がありません）。
        </Translate>
      ) : (
        <Translate id="redshiftTco.price.noTablePrice">
          価格表にこの組み合わせの価格はありません。価格を入力すると計算できます。
        </Translate>
      );
    }
    const citation = {
      price: `${money.unitUsd(tablePriceValue.usd)}${unit}`,
      kind: sourceKindLabel(tablePriceValue.source.kind),
      source: <Link href={tablePriceValue.source.url}>{tablePriceValue.source.title}</Link>,
      asOf: tablePriceValue.source.asOf,
    };
    return overridden ? (
      <Translate id="redshiftTco.price.usingYours" values={citation}>
        {'入力した価格で計算しています。価格表の値は {price}（{kind}：{source}、{asOf}）です。'}
      </Translate>
    ) : (
      <Translate id="redshiftTco.price.usingTable" values={citation}>
        {'空欄のときは価格表の {price} を使います（{kind}：{source}、{asOf}）。'}
      </Translate>
    );
  };
  const overrideError = (
    name: PriceOverrideName,
    read: ReturnType<typeof override>,
    tablePriceValue: SourcedUsd | null,
  ) =>
    read.error
      ? paramErrorMessage(
          read.error,
          (n) => format.number(n, 4),
          tablePriceValue
            ? money.unitUsd(tablePriceValue.usd)
            : translate({ id: 'redshiftTco.price.fallbackTable', message: '価格表の価格' }),
        )
      : undefined;

  const perNodeHour = translate({ id: 'redshiftTco.unit.perNodeHour', message: '／ノード・時間' });
  const perGbMonth = translate({ id: 'redshiftTco.unit.perGbMonth', message: '／GB・月' });
  const perRpuHour = translate({ id: 'redshiftTco.unit.perRpuHour', message: '／RPU・時間' });
  const tableNodePrice = tablePrice('node', values.node, values.pricing, values.region, table);
  const tableStoragePrice = tablePrice(
    'storage',
    values.node,
    values.pricing,
    values.region,
    table,
  );
  const tableRpuPrice = tablePrice('rpu', values.node, values.pricing, values.region, table);
  const tableOffering = tableReservedOffering(values.node, values.pricing, values.region, table);
  /** The reservation's stated figures and how the effective rate follows from them. */
  const reservedHint = () => {
    if (tableOffering === null || !isReservedPricing(values.pricing)) return null;
    const hours = reservedTermHours(values.pricing);
    return (
      <Translate
        id="redshiftTco.price.reservedFigures"
        values={{
          upfront: money.unitUsd(tableOffering.upfrontUsd),
          hourly: `${money.unitUsd(tableOffering.hourlyUsd)}${perNodeHour}`,
          hours: format.number(hours),
          effective: `${money.unitUsd(reservedEffectiveHourlyUsd(tableOffering, values.pricing))}${perNodeHour}`,
        }}
      >
        {
          '価格表のリザーブド料金は前払い {upfront} と時間料金 {hourly} です（出典は上記）。期間の {hours} 時間すべてに課金されるので、実質の時間単価は 前払い ÷ {hours} ＋ 時間料金 ＝ {effective} です。'
        }
      </Translate>
    );
  };
  const usesManagedStorage = isServerless || nodeSpec?.storage.kind === 'managed';
  const exchange = table.exchangeRates.default;

  const inputs = (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="redshiftTco.group.data">データ量</Translate>
        </legend>
        <ChoiceField
          name="size"
          label={<Translate id="redshiftTco.field.size">データ量の指定方法</Translate>}
          value={values.size}
          onChange={(value) => setText('size', value)}
          choices={redshiftTcoParams.size.values.map((mode) => ({
            value: mode,
            label: sizeModeLabel(mode),
          }))}
        />
        {values.size === 'compressed' ? (
          <NumberField
            name="tb"
            label={<Translate id="redshiftTco.field.tb">いまのデータ量（圧縮後）</Translate>}
            unit="TB"
            value={texts.tb}
            onChange={(text) => setText('tb', text)}
            error={errorFor('tb')}
            hint={
              <Translate id="redshiftTco.field.tb.hint">
                出典の目安は 4 TB と 10 TB（いずれも圧縮後）について示されています。
              </Translate>
            }
          />
        ) : (
          <>
            <NumberField
              name="raw"
              label={<Translate id="redshiftTco.field.raw">いまのデータ量（圧縮前）</Translate>}
              unit="TB"
              value={texts.raw}
              onChange={(text) => setText('raw', text)}
              error={errorFor('raw')}
            />
            <NumberField
              name="ratio"
              label={<Translate id="redshiftTco.field.ratio">圧縮率（圧縮前 ÷ 圧縮後）</Translate>}
              unit=": 1"
              value={texts.ratio}
              onChange={(text) => setText('ratio', text)}
              error={errorFor('ratio')}
              hint={
                <Assumption>
                  <Translate id="redshiftTco.field.ratio.hint">
                    既定の 3:1
                    は説明のための仮定で、出典の数値ではありません。実際の圧縮率はデータによって大きく変わります。
                  </Translate>
                </Assumption>
              }
            />
          </>
        )}
        <NumberField
          name="growth"
          label={<Translate id="redshiftTco.field.growth">1 年あたりの増加率</Translate>}
          unit="%"
          value={texts.growth}
          onChange={(text) => setText('growth', text)}
          error={errorFor('growth')}
          hint={
            <Translate id="redshiftTco.field.growth.hint">
              既定の 0 % は、データ量を固定して考える出典の見方に合わせています。
            </Translate>
          }
        />
        <NumberField
          name="years"
          label={<Translate id="redshiftTco.field.years">計算する期間</Translate>}
          unit={translate({ id: 'redshiftTco.unit.years', message: '年' })}
          value={texts.years}
          onChange={(text) => setText('years', text)}
          error={errorFor('years')}
          hint={
            <Translate id="redshiftTco.field.years.hint">
              1〜10 年。出典の目安は 3 年間の累計です（判定は期間にかかわらず 3 年で行います）。
            </Translate>
          }
        />
        <div className={styles.presets}>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setTexts({ size: 'compressed', tb: '4', growth: '0', years: '3' })}
          >
            <Translate id="redshiftTco.preset.4tb">出典の 4 TB・3 年にする</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setTexts({ size: 'compressed', tb: '10', growth: '0', years: '3' })}
          >
            <Translate id="redshiftTco.preset.10tb">出典の 10 TB・3 年にする</Translate>
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="redshiftTco.group.deployment">構成と価格</Translate>
        </legend>
        <SelectField
          name="node"
          label={<Translate id="redshiftTco.field.node">ノードタイプ</Translate>}
          value={values.node}
          onChange={onNodeChange}
          options={redshiftTcoParams.node.values.map((id) => {
            const canSelect = selectable(id);
            return {
              value: id,
              label: optionLabel(deploymentLabel(id, table), pricedWithSome(id), canSelect),
              disabled: !canSelect,
            };
          })}
          error={errors.node ? errorFor('node') : isServerless ? fallbackMessage : undefined}
          hint={
            nodeSpec ? (
              <Translate
                id="redshiftTco.field.node.hint"
                values={{
                  min: nodeSpec.minNodes,
                  max: nodeSpec.maxNodes,
                  source: <Link href={nodeSpec.source.url}>{nodeSpec.source.title}</Link>,
                  asOf: nodeSpec.source.asOf,
                }}
              >
                {
                  '{min}〜{max} ノード（{source}、{asOf}）。価格表に価格のないノードタイプも、1 時間あたりの価格を入力すると選べます。'
                }
              </Translate>
            ) : (
              <Translate
                id="redshiftTco.field.node.serverlessHint"
                values={{
                  source: (
                    <Link href={table.serverless.source.url}>{table.serverless.source.title}</Link>
                  ),
                  asOf: table.serverless.source.asOf,
                }}
              >
                {
                  'RPU 時間とマネージドストレージで課金され、オンデマンド料金で計算します（{source}、{asOf}）。'
                }
              </Translate>
            )
          }
        />
        {isServerless ? null : (
          <SelectField
            name="pricing"
            label={<Translate id="redshiftTco.field.pricing">料金体系</Translate>}
            value={values.pricing}
            onChange={(value) => setText('pricing', value)}
            options={PRICING_MODELS.map((pricing) => {
              const priced = isOptionPriced(values.node, pricing, values.region, overrides, table);
              const canSelect = selectable(values.node, pricing);
              return {
                value: pricing,
                label: optionLabel(pricingLabel(pricing), priced, canSelect),
                disabled: !canSelect,
              };
            })}
            error={errors.pricing ? errorFor('pricing') : fallbackMessage}
            hint={
              <Translate id="redshiftTco.field.pricing.hint">
                リザーブド料金は、前払いと時間料金を期間の全時間に割り振った実質の時間単価で計算します。価格表にない組み合わせも、実質の時間単価を入力すると選べます。
              </Translate>
            }
          />
        )}
        <SelectField
          name="region"
          label={<Translate id="redshiftTco.field.region">リージョン</Translate>}
          value={values.region}
          onChange={(value) => setText('region', value)}
          options={redshiftTcoParams.region.values.map((region) => {
            const label = table.regions[region]?.label;
            return { value: region, label: label ? `${localized(label)} (${region})` : region };
          })}
          error={errorFor('region')}
        />
        {isServerless ? (
          <NumberField
            name="rpuPrice"
            label={
              <Translate id="redshiftTco.field.rpuPrice">
                1 RPU 時間あたりの価格（上書き）
              </Translate>
            }
            unit={`USD${perRpuHour}`}
            value={texts.rpuPrice}
            onChange={(text) => setText('rpuPrice', text)}
            error={overrideError('rpuPrice', rpuOverride, tableRpuPrice)}
            hint={priceHint(tableRpuPrice, perRpuHour, rpuOverride.value !== null)}
          />
        ) : (
          <NumberField
            name="nodePrice"
            label={
              <Translate id="redshiftTco.field.nodePrice">
                1 ノード 1 時間あたりの価格（上書き）
              </Translate>
            }
            unit={`USD${perNodeHour}`}
            value={texts.nodePrice}
            onChange={(text) => setText('nodePrice', text)}
            error={overrideError('nodePrice', nodeOverride, tableNodePrice)}
            hint={
              <>
                {priceHint(tableNodePrice, perNodeHour, nodeOverride.value !== null)}{' '}
                {reservedHint()}{' '}
                <Translate id="redshiftTco.field.nodePrice.hint">
                  入力した価格は、選んでいるノードタイプと料金体系に使われます。
                </Translate>
              </>
            }
          />
        )}
        {usesManagedStorage ? (
          <NumberField
            name="storagePrice"
            label={
              <Translate id="redshiftTco.field.storagePrice">
                マネージドストレージ 1 GB・月あたりの価格（上書き）
              </Translate>
            }
            unit={`USD${perGbMonth}`}
            value={texts.storagePrice}
            onChange={(text) => setText('storagePrice', text)}
            error={overrideError('storagePrice', storageOverride, tableStoragePrice)}
            hint={priceHint(tableStoragePrice, perGbMonth, storageOverride.value !== null)}
          />
        ) : null}
        {isServerless ? (
          <>
            <NumberField
              name="rpu"
              label={<Translate id="redshiftTco.field.rpu">基本容量</Translate>}
              unit="RPU"
              value={texts.rpu}
              onChange={(text) => setText('rpu', text)}
              error={errorFor('rpu')}
              hint={
                <Assumption>
                  <Translate
                    id="redshiftTco.field.rpu.hint"
                    values={{
                      min: table.serverless.minBaseRpu,
                      max: table.serverless.maxBaseRpu,
                      step: table.serverless.baseRpuStep,
                      console: table.serverless.consoleDefaultBaseRpu,
                    }}
                  >
                    {
                      '既定の {min} RPU は AWS が示す最小値で、出典の数値ではありません（コンソールの既定は {console} RPU）。{min}〜{max} RPU を {step} 刻みで指定します。'
                    }
                  </Translate>
                </Assumption>
              }
            />
            <NumberField
              name="hours"
              label={<Translate id="redshiftTco.field.hours">1 日にクエリが動く時間</Translate>}
              unit={translate({ id: 'redshiftTco.unit.hoursPerDay', message: '時間／日' })}
              value={texts.hours}
              onChange={(text) => setText('hours', text)}
              error={errorFor('hours')}
              hint={
                <Assumption>
                  <Translate id="redshiftTco.field.hours.hint">
                    既定の 1 日 8 時間は説明のための仮定で、出典の数値ではありません。Serverless
                    はクエリが動いている間だけ計算資源に課金されます。
                  </Translate>
                </Assumption>
              }
            />
          </>
        ) : (
          <>
            <NumberField
              name="minNodes"
              label={<Translate id="redshiftTco.field.minNodes">最低ノード数</Translate>}
              unit={translate({ id: 'redshiftTco.unit.nodes', message: 'ノード' })}
              value={texts.minNodes}
              onChange={(text) => setText('minNodes', text)}
              error={errorFor('minNodes')}
              hint={
                <Translate
                  id="redshiftTco.field.minNodes.hint"
                  values={{ node: values.node, min: nodeSpec?.minNodes ?? 1 }}
                >
                  {
                    'クエリ性能のために増やしたいときに。{node} 自体の最小 {min} ノードは自動的に満たします。'
                  }
                </Translate>
              }
            />
            {nodeSpec?.storage.kind === 'local' ? (
              <NumberField
                name="fill"
                label={<Translate id="redshiftTco.field.fill">ディスク使用率の上限</Translate>}
                unit="%"
                value={texts.fill}
                onChange={(text) => setText('fill', text)}
                error={errorFor('fill')}
                hint={
                  <Assumption>
                    <Translate id="redshiftTco.field.fill.hint">
                      既定の 75 % はこの計算機が置いた余裕で、出典や AWS
                      の数値ではありません。ノードのローカルディスク（DC2・DS2）にだけ使います。
                    </Translate>
                  </Assumption>
                }
              />
            ) : null}
          </>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="redshiftTco.group.currency">通貨</Translate>
        </legend>
        <ChoiceField
          name="currency"
          label={<Translate id="redshiftTco.field.currency">表示する通貨</Translate>}
          value={values.currency}
          onChange={(value) => setText('currency', value)}
          choices={redshiftTcoParams.currency.values.map((currency) => ({
            value: currency,
            label: currencyLabel(currency),
          }))}
        />
        <NumberField
          name="fx"
          label={<Translate id="redshiftTco.field.fx">為替レート（1 米ドルあたりの円）</Translate>}
          unit={translate({ id: 'redshiftTco.unit.yenPerUsd', message: '円／ドル' })}
          value={texts.fx}
          onChange={(text) => setText('fx', text)}
          error={errorFor('fx')}
          hint={
            <Translate
              id="redshiftTco.field.fx.hint"
              values={{
                rate: format.number(exchange.jpyPerUsd, 4),
                period: exchangePeriodText(exchange.period),
                source: <Link href={exchange.source.url}>{exchange.source.title}</Link>,
              }}
            >
              {
                '既定値 {rate} 円は {period} です（{source}）。価格は米ドルなので、円の表示と出典の目安との比較にこのレートを使います。'
              }
            </Translate>
          }
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="redshiftTco.group.alternative">代替手段との比較</Translate>
        </legend>
        <ChoiceField
          name="compare"
          label={<Translate id="redshiftTco.field.compare">比較する代替手段</Translate>}
          value={values.compare}
          onChange={(value) => setText('compare', value)}
          choices={[
            {
              value: 'none',
              label: translate({ id: 'redshiftTco.field.compare.none', message: 'なし' }),
            },
            {
              value: 'alternative',
              label: translate({
                id: 'redshiftTco.field.compare.alternative',
                message: '年間コストを入力して比べる',
              }),
            },
          ]}
        />
        {values.compare === 'alternative' ? (
          <>
            <NumberField
              name="alt"
              label={
                <Translate id="redshiftTco.field.alt">代替手段の 1 年目のコスト（年額）</Translate>
              }
              unit={values.currency}
              value={texts.alt}
              onChange={(text) => setText('alt', text)}
              error={errorFor('alt')}
              hint={
                <Translate id="redshiftTco.field.alt.hint" values={{ currency: values.currency }}>
                  {
                    '表示する通貨（{currency}）で入力します。通貨を切り替えても数値は換算されません。'
                  }
                </Translate>
              }
            />
            <ChoiceField
              name="altScale"
              label={
                <Translate id="redshiftTco.field.altScale">代替手段のコストの増え方</Translate>
              }
              value={values.altScale}
              onChange={(value) => setText('altScale', value)}
              choices={redshiftTcoParams.altScale.values.map((scaling) => ({
                value: scaling,
                label: scalingLabel(scaling),
              }))}
            />
          </>
        ) : null}
      </fieldset>
    </>
  );

  const outcome = scenario.outcome;
  const result: RedshiftTcoResult | null = outcome.ok ? outcome.value : null;
  const results = result ? (
    <Results result={result} scenario={scenario} rawTb={values.raw} ratio={values.ratio} />
  ) : (
    <p className="alert alert--danger" role="alert">
      <Translate id="redshiftTco.error.cannotCompute">
        この組み合わせでは計算できませんでした。入力を既定値に戻してください。
      </Translate>
    </p>
  );

  // A link with an empty price field is fine: empty means "use the table's price".
  const urlErrorNames = state.urlErrorNames
    .map(String)
    .filter((name) => !(isPriceOverrideName(name) && errors[name]?.code === 'empty'));

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
      // Speaker mode's scenarios: the 2014-03-24 post's two bands (4 TB and
      // 10 TB compressed, 3 years), set as the "source" buttons set them.
      scenarios={[
        {
          id: 'source-4tb',
          label: translate({
            id: 'presentation.scenario.redshiftTco.4tb',
            message: '出典の 4 TB（圧縮後）・3 年: 600万〜900万円の目安',
          }),
          texts: { size: 'compressed', tb: '4', growth: '0', years: '3' },
        },
        {
          id: 'source-10tb',
          label: translate({
            id: 'presentation.scenario.redshiftTco.10tb',
            message: '出典の 10 TB（圧縮後）・3 年: 1000万〜1500万円の目安',
          }),
          texts: { size: 'compressed', tb: '10', growth: '0', years: '3' },
        },
      ]}
      onApplyScenario={setTexts}
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
  readonly scenario: ReturnType<typeof computeScenario>;
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
