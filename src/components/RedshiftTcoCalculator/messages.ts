import { translate } from '@docusaurus/Translate';
import type { PriceSource, PriceTable } from '../../calculators/redshift-tco/priceTable';
import {
  SERVERLESS,
  type AlternativeScaling,
  type AlternativeVerdict,
  type BandVerdict,
  type DeploymentId,
  type DisplayCurrency,
  type InputError,
  type PricingModel,
  type SizeMode,
  type TcoWarning,
} from '../../calculators/redshift-tco/tco';

/** A node type or Serverless, with what matters for sizing. */
export function deploymentLabel(id: DeploymentId, table: PriceTable): string {
  if (id === SERVERLESS) {
    return translate({ id: 'redshiftTco.deployment.serverless', message: 'Redshift Serverless' });
  }
  const spec = table.nodeTypes[id];
  const base =
    spec.storage.kind === 'local'
      ? translate(
          {
            id: 'redshiftTco.deployment.local',
            message: '{id}（{vcpu} vCPU、ノードあたり {tb} TB の {media}）',
          },
          { id, vcpu: spec.vCpu, tb: spec.storage.perNodeTb, media: spec.storage.media },
        )
      : translate(
          {
            id: 'redshiftTco.deployment.managed',
            message: '{id}（{vcpu} vCPU、マネージドストレージ）',
          },
          { id, vcpu: spec.vCpu },
        );
  return spec.status === 'legacy'
    ? translate(
        { id: 'redshiftTco.deployment.legacy', message: '{label}・旧世代' },
        { label: base },
      )
    : base;
}

/** Short name of a deployment (for sentences). */
export function deploymentShortName(id: DeploymentId): string {
  return id === SERVERLESS
    ? translate({ id: 'redshiftTco.deployment.serverless', message: 'Redshift Serverless' })
    : id;
}

export function pricingLabel(pricing: PricingModel): string {
  switch (pricing) {
    case 'onDemand':
      return translate({ id: 'redshiftTco.pricing.onDemand', message: 'オンデマンド' });
    case 'reserved1yrNoUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved1yrNoUpfront',
        message: 'リザーブド 1 年・前払いなし',
      });
    case 'reserved1yrPartialUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved1yrPartialUpfront',
        message: 'リザーブド 1 年・一部前払い',
      });
    case 'reserved1yrAllUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved1yrAllUpfront',
        message: 'リザーブド 1 年・全額前払い',
      });
    case 'reserved3yrNoUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved3yrNoUpfront',
        message: 'リザーブド 3 年・前払いなし',
      });
    case 'reserved3yrPartialUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved3yrPartialUpfront',
        message: 'リザーブド 3 年・一部前払い',
      });
    case 'reserved3yrAllUpfront':
      return translate({
        id: 'redshiftTco.pricing.reserved3yrAllUpfront',
        message: 'リザーブド 3 年・全額前払い',
      });
  }
}

/** Appended to an option the table has no price for. */
export function unpricedSuffix(label: string): string {
  return translate(
    { id: 'redshiftTco.option.unpriced', message: '{label} — 価格表に価格なし' },
    { label },
  );
}

/** Appended to an option whose node price is known but whose region lacks a storage price. */
export function needsStoragePriceSuffix(label: string): string {
  return translate(
    {
      id: 'redshiftTco.option.needsStoragePrice',
      message: '{label} — ストレージ価格の入力が必要',
    },
    { label },
  );
}

export function sizeModeLabel(mode: SizeMode): string {
  return mode === 'compressed'
    ? translate({ id: 'redshiftTco.sizeMode.compressed', message: '圧縮後のサイズで入力' })
    : translate({
        id: 'redshiftTco.sizeMode.raw',
        message: '圧縮前のサイズと圧縮率で入力',
      });
}

export function currencyLabel(currency: DisplayCurrency): string {
  return currency === 'JPY'
    ? translate({ id: 'redshiftTco.currency.jpy', message: '円（JPY）' })
    : translate({ id: 'redshiftTco.currency.usd', message: '米ドル（USD）' });
}

export function scalingLabel(scaling: AlternativeScaling): string {
  return scaling === 'scalesWithData'
    ? translate({
        id: 'redshiftTco.altScale.scalesWithData',
        message: 'データ量に比例して増える（容量課金）',
      })
    : translate({ id: 'redshiftTco.altScale.fixed', message: '毎年同じ額' });
}

export function sourceKindLabel(kind: PriceSource['kind']): string {
  return kind === 'vendor'
    ? translate({ id: 'redshiftTco.source.vendor', message: 'AWS の文書' })
    : translate({
        id: 'redshiftTco.source.secondary',
        message: '二次資料（AWS の価格を転載した第三者の資料）',
      });
}

/** Where a 3-year total falls against the post's band, in the post's terms. */
export function verdictText(verdict: BandVerdict): string {
  switch (verdict) {
    case 'belowBand':
      return translate({
        id: 'redshiftTco.verdict.below',
        message: '目安の範囲より安い：出典の基準では技術的負債ではありません。',
      });
    case 'withinBand':
      return translate({
        id: 'redshiftTco.verdict.within',
        message: '目安の範囲内：上限は超えておらず、出典の基準では許容範囲です。',
      });
    case 'aboveBand':
      return translate({
        id: 'redshiftTco.verdict.above',
        message:
          '目安の上限を超えています：出典の基準では「すでに技術的負債」で、より低コストな手段を探すべき水準です。',
      });
  }
}

/** The alternative against Redshift over the horizon. */
export function alternativeVerdictText(
  verdict: AlternativeVerdict,
  values: {
    readonly years: number;
    readonly difference: string;
    readonly alternative: string;
    readonly redshift: string;
  },
): string {
  switch (verdict) {
    case 'alternativeCheaper':
      return translate(
        {
          id: 'redshiftTco.alternative.cheaper',
          message:
            '{years} 年間の累計では、代替手段の方が {difference} 安くなります（代替手段 {alternative}、Redshift {redshift}）。',
        },
        values,
      );
    case 'alternativeCostlier':
      return translate(
        {
          id: 'redshiftTco.alternative.costlier',
          message:
            '{years} 年間の累計では、代替手段の方が {difference} 高くなります（代替手段 {alternative}、Redshift {redshift}）。元記事の考え方では、この差を払い続けることが技術的負債です。',
        },
        values,
      );
    case 'alternativeEqual':
      return translate(
        {
          id: 'redshiftTco.alternative.equal',
          message: '{years} 年間の累計は、代替手段と Redshift で同じです（どちらも {redshift}）。',
        },
        values,
      );
  }
}

/** A note the module attaches to a valid result. */
export function warningText(
  warning: TcoWarning,
  context: { readonly nodeType: DeploymentId; readonly thresholdTb: number },
): string {
  switch (warning.code) {
    case 'exceedsMaxNodes':
      return translate(
        {
          id: 'redshiftTco.warning.exceedsMaxNodes',
          message:
            '{year} 年目に {nodes} ノードが必要になり、{node} の上限 {max} ノードを超えます。より大きなノードタイプを検討してください（費用は {nodes} ノードのまま計算しています）。',
        },
        {
          year: warning.year,
          nodes: warning.nodes,
          max: warning.maxNodes,
          node: deploymentShortName(context.nodeType),
        },
      );
    case 'serverlessBaseRaisedForStorage':
      return translate(
        {
          id: 'redshiftTco.warning.serverlessBaseRaised',
          message:
            '{year} 年目にデータが {threshold} TB を超えるため、AWS の説明に従って基本容量を {rpu} RPU に引き上げて計算しています。',
        },
        { year: warning.year, rpu: warning.rpu, threshold: context.thresholdTb },
      );
    case 'legacyNodeType':
      return translate(
        {
          id: 'redshiftTco.warning.legacyNodeType',
          message:
            '{node} は旧世代のノードタイプ（DS2、HDD）です。AWS は RA3 への移行を勧めています。',
        },
        { node: deploymentShortName(context.nodeType) },
      );
    case 'secondaryPriceSource':
      return translate({
        id: 'redshiftTco.warning.secondaryPriceSource',
        message:
          '使った価格の一部は AWS の文書ではなく、AWS の価格を転載した第三者の資料（二次資料）から取っています。最新の料金ページで確かめ、必要なら価格の欄に入力してください。',
      });
  }
}

/** A value the maths module rejected after the field accepted it (e.g. off its step). */
export function inputFallbackText(
  error: InputError,
  values: { readonly fallback: string; readonly min: string; readonly step: string },
): string {
  const problem =
    error.code === 'notOnStep'
      ? translate(
          {
            id: 'redshiftTco.error.notOnStep',
            message: '{min} から {step} 刻みの値にしてください。',
          },
          values,
        )
      : translate({
          id: 'redshiftTco.error.outOfModel',
          message: '計算モデルが扱える範囲の外の値です。',
        });
  const using = translate(
    { id: 'redshiftTco.error.usingFallback', message: '代わりに {fallback} で計算しています。' },
    values,
  );
  return `${problem} ${using}`;
}

/** The selected node type and pricing have no price, and what is used instead. */
export function deploymentFallbackText(values: {
  readonly requested: string;
  readonly used: string;
  /** The region has no managed-storage price, which the requested deployment needs. */
  readonly missingStorage?: boolean;
}): string {
  if (values.missingStorage) {
    return translate(
      {
        id: 'redshiftTco.error.noStoragePrice',
        message:
          '価格表にはこのリージョンのマネージドストレージの価格がないため、{requested} を計算できません。1 GB・月あたりのストレージ価格を入力するか、別の組み合わせを選んでください。代わりに {used} で計算しています。',
      },
      { requested: values.requested, used: values.used },
    );
  }
  return translate(
    {
      id: 'redshiftTco.error.noPrice',
      message:
        '価格表には {requested} の価格がありません。1 時間あたりの価格を入力するか、別の組み合わせを選んでください。代わりに {used} で計算しています。',
    },
    { requested: values.requested, used: values.used },
  );
}

/**
 * The exchange rate's period in the page's language. The table states it in
 * English ("2023 annual average"); that form is translated, anything else is
 * shown as written.
 */
export function exchangePeriodText(period: string): string {
  const annual = /^(\d{4}) annual average$/.exec(period);
  return annual
    ? translate(
        { id: 'redshiftTco.exchange.annualAverage', message: '{year} 年の年間平均' },
        { year: annual[1] ?? '' },
      )
    : period;
}
