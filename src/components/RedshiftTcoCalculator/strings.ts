/** This calculator's UI strings, in both languages; they load with the calculator (see src/i18n/messages.ts). */
import { defineMessages } from '../../i18n/messages';

export const redshiftTcoStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'presentation.scenario.redshiftTco.10tb':
      '出典の 10 TB（圧縮後）・3 年: 1000 万〜1500 万円の目安',
    'presentation.scenario.redshiftTco.4tb': '出典の 4 TB（圧縮後）・3 年: 600 万〜900 万円の目安',
    'redshiftTco.altScale.fixed': '毎年同じ額',
    'redshiftTco.altScale.scalesWithData': 'データ量に比例して増える（容量課金）',
    'redshiftTco.alternative.band':
      '代替手段の 3 年間の累計 {cost} を同じ目安と比べると：{verdict}',
    'redshiftTco.alternative.cheaper':
      '{years} 年間の累計では、代替手段の方が {difference} 安くなります（代替手段 {alternative}、Redshift {redshift}）。',
    'redshiftTco.alternative.costlier':
      '{years} 年間の累計では、代替手段の方が {difference} 高くなります（代替手段 {alternative}、Redshift {redshift}）。元記事の考え方では、この差を払い続けることが技術的負債です。',
    'redshiftTco.alternative.equal':
      '{years} 年間の累計は、代替手段と Redshift で同じです（どちらも {redshift}）。',
    'redshiftTco.assumption.tag': '仮定',
    'redshiftTco.assumptions.alternative':
      '代替手段の年額を「データ量に比例」とした場合は、1 年目の平均データ量に対する各年の平均データ量の比で増やします。',
    'redshiftTco.assumptions.bands':
      '出典の目安は 2014 年の円建ての感覚値で、元記事は時間とともに確実に下がると書いています。比べるときは、入力したデータ量に最も近い目安（4 TB か 10 TB）をそのまま使い、間や外側を比例換算はしません。ドル表示でも比較は円で行います。',
    'redshiftTco.assumptions.defaults':
      '既定値のうち、圧縮率 3:1、Serverless の 1 日 8 時間、ディスク使用率の上限 75 %、基本容量 8 RPU はこの計算ツールが置いた仮定で、出典の数値ではありません。4 TB（出典の 2 つの目安のうち小さい方）、3 年（出典の期間）、増加率 0 % は出典に合わせた既定値です。',
    'redshiftTco.assumptions.heading': '計算の前提',
    'redshiftTco.assumptions.hours':
      '金額はすべて米ドルで計算し、円は入力した為替レートで換算します。1 年は 8,760 時間（365 日 × 24 時間）、1 か月は 1 年の 12 分の 1 です。',
    'redshiftTco.assumptions.serverless':
      'Serverless の計算資源は「基本容量 × 1 日の利用時間 × 365 日」の RPU 時間で見積もります。実際の課金はクエリが動いた秒数に応じるので、利用時間は見込みです。',
    'redshiftTco.assumptions.sizing':
      'ノード数は各年の終わりのデータ量で決めます（年の途中で足りなくならないように）。DC2・DS2 はノードあたりの容量 × ディスク使用率の上限で割り、RA3 はノードあたりのマネージドストレージの上限だけを満たせばよいものとします。',
    'redshiftTco.assumptions.storage':
      'RA3 と Serverless のマネージドストレージは、その年の平均データ量（年初と年末の平均）に対して課金します。',
    'redshiftTco.chart.alternative': '代替手段',
    'redshiftTco.chart.band': '出典の目安 {tb} TB：{min}〜{max}（3 年累計）',
    'redshiftTco.chart.marker': '3 年：{cost}',
    'redshiftTco.chart.redshift': 'Redshift（{deployment}）',
    'redshiftTco.chart.title': '累計コストの推移（{currency}）と出典の目安（3 年累計の範囲）',
    'redshiftTco.chart.x': '経過年数',
    'redshiftTco.chart.y': '累計コスト（{currency}）',
    'redshiftTco.currency.jpy': '円（JPY）',
    'redshiftTco.currency.usd': '米ドル（USD）',
    'redshiftTco.deployment.legacy': '{label}・旧世代',
    'redshiftTco.deployment.local': '{id}（{vcpu} vCPU、ノードあたり {tb} TB の {media}）',
    'redshiftTco.deployment.managed': '{id}（{vcpu} vCPU、マネージドストレージ）',
    'redshiftTco.deployment.serverless': 'Redshift Serverless',
    'redshiftTco.deployment.withPricing': '{node}、{pricing}',
    'redshiftTco.error.cannotCompute':
      'この組み合わせでは計算できませんでした。入力を既定値に戻してください。',
    'redshiftTco.error.noPrice':
      '価格表には {requested} の価格がありません。1 時間あたりの価格を入力するか、別の組み合わせを選んでください。代わりに {used} で計算しています。',
    'redshiftTco.error.noStoragePrice':
      '価格表にはこのリージョンのマネージドストレージの価格がないため、{requested} を計算できません。1 GB・月あたりのストレージ価格を入力するか、別の組み合わせを選んでください。代わりに {used} で計算しています。',
    'redshiftTco.error.notOnStep': '{min} から {step} 刻みの値にしてください。',
    'redshiftTco.error.outOfModel': '計算モデルが扱える範囲の外の値です。',
    'redshiftTco.error.usingFallback': '代わりに {fallback} で計算しています。',
    'redshiftTco.exchange.annualAverage': '{year} 年の年間平均',
    'redshiftTco.field.alt': '代替手段の 1 年目のコスト（年額）',
    'redshiftTco.field.alt.hint':
      '表示する通貨（{currency}）で入力します。通貨を切り替えても数値は換算されません。',
    'redshiftTco.field.altScale': '代替手段のコストの増え方',
    'redshiftTco.field.compare': '比較する代替手段',
    'redshiftTco.field.compare.alternative': '年間コストを入力して比べる',
    'redshiftTco.field.compare.none': 'なし',
    'redshiftTco.field.currency': '表示する通貨',
    'redshiftTco.field.fill': 'ディスク使用率の上限',
    'redshiftTco.field.fill.hint':
      '既定の 75 % はこの計算ツールが置いた余裕で、出典や AWS の数値ではありません。ノードのローカルディスク（DC2・DS2）にだけ使います。',
    'redshiftTco.field.fx': '為替レート（1 米ドルあたりの円）',
    'redshiftTco.field.fx.hint':
      '既定値 {rate} 円は {period} です（{source}）。価格は米ドルなので、円の表示と出典の目安との比較にこのレートを使います。',
    'redshiftTco.field.growth': '1 年あたりの増加率',
    'redshiftTco.field.growth.hint':
      '既定の 0 % は、データ量を固定して考える出典の見方に合わせています。',
    'redshiftTco.field.hours': '1 日にクエリが動く時間',
    'redshiftTco.field.hours.hint':
      '既定の 1 日 8 時間は説明のための仮定で、出典の数値ではありません。Serverless はクエリが動いている間だけ計算資源に課金されます。',
    'redshiftTco.field.minNodes': '最低ノード数',
    'redshiftTco.field.minNodes.hint':
      'クエリ性能のために増やしたいときに。{node} 自体の最小 {min} ノードは自動的に満たします。',
    'redshiftTco.field.node': 'ノードタイプ',
    'redshiftTco.field.node.hint':
      '{min}〜{max} ノード（{source}、{asOf}）。価格表に価格のないノードタイプも、1 時間あたりの価格を入力すると選べます。',
    'redshiftTco.field.node.serverlessHint':
      'RPU 時間とマネージドストレージで課金され、オンデマンド料金で計算します（{source}、{asOf}）。',
    'redshiftTco.field.nodePrice': '1 ノード 1 時間あたりの価格（上書き）',
    'redshiftTco.field.nodePrice.hint':
      '入力した価格は、選んでいるノードタイプと料金体系に使われます。',
    'redshiftTco.field.pricing': '料金体系',
    'redshiftTco.field.pricing.hint':
      'リザーブド料金は、前払いと時間料金を期間の全時間に割り振った実質の時間単価で計算します。価格表にない組み合わせも、実質の時間単価を入力すると選べます。',
    'redshiftTco.field.ratio': '圧縮率（圧縮前 ÷ 圧縮後）',
    'redshiftTco.field.ratio.hint':
      '既定の 3:1 は説明のための仮定で、出典の数値ではありません。実際の圧縮率はデータによって大きく変わります。',
    'redshiftTco.field.raw': 'いまのデータ量（圧縮前）',
    'redshiftTco.field.region': 'リージョン',
    'redshiftTco.field.rpu': '基本容量',
    'redshiftTco.field.rpu.hint':
      '既定の {min} RPU は AWS が示す最小値で、出典の数値ではありません（コンソールの既定は {console} RPU）。{min}〜{max} RPU を {step} 刻みで指定します。',
    'redshiftTco.field.rpuPrice': '1 RPU 時間あたりの価格（上書き）',
    'redshiftTco.field.size': 'データ量の指定方法',
    'redshiftTco.field.storagePrice': 'マネージドストレージ 1 GB・月あたりの価格（上書き）',
    'redshiftTco.field.tb': 'いまのデータ量（圧縮後）',
    'redshiftTco.field.tb.hint':
      '出典の目安は 4 TB と 10 TB（いずれも圧縮後）について示されています。',
    'redshiftTco.field.years': '計算する期間',
    'redshiftTco.field.years.hint':
      '1〜10 年。出典の目安は 3 年間の累計です（判定は期間にかかわらず 3 年で行います）。',
    'redshiftTco.group.alternative': '代替手段との比較',
    'redshiftTco.group.currency': '通貨',
    'redshiftTco.group.data': 'データ量',
    'redshiftTco.group.deployment': '構成と価格',
    'redshiftTco.option.needsStoragePrice': '{label} — ストレージ価格の入力が必要',
    'redshiftTco.option.unpriced': '{label} — 価格表に価格なし',
    'redshiftTco.preset.10tb': '出典の 10 TB・3 年にする',
    'redshiftTco.preset.4tb': '出典の 4 TB・3 年にする',
    'redshiftTco.price.fallbackTable': '価格表の価格',
    'redshiftTco.price.noTablePrice':
      '価格表にこの組み合わせの価格はありません。価格を入力すると計算できます。',
    'redshiftTco.price.reservedFigures':
      '価格表のリザーブド料金は前払い {upfront} と時間料金 {hourly} です（出典は上記）。期間の {hours} 時間すべてに課金されるので、実質の時間単価は前払い ÷ {hours} ＋ 時間料金 ＝ {effective} です。',
    'redshiftTco.price.usingTable':
      '空欄のときは価格表の {price} を使います（{kind}：{source}、{asOf}）。',
    'redshiftTco.price.usingYours':
      '入力した価格で計算しています。価格表の値は {price}（{kind}：{source}、{asOf}）です。',
    'redshiftTco.price.usingYoursNoTable':
      '入力した価格で計算しています（価格表にはこの組み合わせの価格がありません）。',
    'redshiftTco.pricing.onDemand': 'オンデマンド',
    'redshiftTco.pricing.reserved1yrAllUpfront': 'リザーブド 1 年・全額前払い',
    'redshiftTco.pricing.reserved1yrNoUpfront': 'リザーブド 1 年・前払いなし',
    'redshiftTco.pricing.reserved1yrPartialUpfront': 'リザーブド 1 年・一部前払い',
    'redshiftTco.pricing.reserved3yrAllUpfront': 'リザーブド 3 年・全額前払い',
    'redshiftTco.pricing.reserved3yrNoUpfront': 'リザーブド 3 年・前払いなし',
    'redshiftTco.pricing.reserved3yrPartialUpfront': 'リザーブド 3 年・一部前払い',
    'redshiftTco.result.fromRaw': '（圧縮前 {raw} TB ÷ {ratio}）',
    'redshiftTco.result.nodesValue': '{node} × {nodes} ノード',
    'redshiftTco.result.perTbYear': '1 年目の 1 TB・1 年あたりのコスト',
    'redshiftTco.result.perYear': '{cost}／年',
    'redshiftTco.result.rpuValue': '{rpu} RPU（1 日 {hours} 時間）',
    'redshiftTco.result.setup': '計算した構成',
    'redshiftTco.result.setupProvisioned': '{node}（{pricing}）、{region}、圧縮後 {tb} TB から',
    'redshiftTco.result.setupServerless': 'Redshift Serverless、{region}、圧縮後 {tb} TB から',
    'redshiftTco.result.total': '{years} 年間の累計コスト',
    'redshiftTco.result.year1Cost': '1 年目のコスト',
    'redshiftTco.result.year1Nodes': '1 年目のノード数',
    'redshiftTco.result.year1Rpu': '1 年目の基本容量',
    'redshiftTco.sizeMode.compressed': '圧縮後のサイズで入力',
    'redshiftTco.sizeMode.raw': '圧縮前のサイズと圧縮率で入力',
    'redshiftTco.source.secondary': '二次資料（AWS の価格を転載した第三者の資料）',
    'redshiftTco.source.vendor': 'AWS の文書',
    'redshiftTco.sources.exchange': '為替レートの既定値：{source}（{period}）',
    'redshiftTco.sources.heading': '出典と価格表',
    'redshiftTco.sources.item': '{kind}：{source}（{asOf}）',
    'redshiftTco.sources.post':
      '松信嘉範「{title}」({date})：3 年間で 4 TB（圧縮後）あたり 600 万〜900 万円、10 TB あたり 1,000 万〜1,500 万円を超えたら技術的負債、という目安。',
    'redshiftTco.sources.table':
      '価格表は {asOf} にまとめたものです。単価は地域や契約で変わるので、最新の Amazon Redshift 料金ページで確かめ、必要なら価格の欄に入力してください。',
    'redshiftTco.table.alternative': '代替手段の累計',
    'redshiftTco.table.caption':
      '年ごとのノード数とコスト。データ量は圧縮後、TB・年あたりのコストはその年の平均データ量で割った値です。',
    'redshiftTco.table.compute': '計算資源',
    'redshiftTco.table.cumulative': '累計コスト',
    'redshiftTco.table.nodes': 'ノード数',
    'redshiftTco.table.perTbYear': 'TB・年あたり',
    'redshiftTco.table.rpu': 'RPU',
    'redshiftTco.table.size': '年末のデータ量',
    'redshiftTco.table.storage': 'ストレージ',
    'redshiftTco.table.year': '年',
    'redshiftTco.table.yearN': '{year} 年目',
    'redshiftTco.table.yearly': '年間コスト',
    'redshiftTco.title': 'Redshift の数年間の総コスト（TCO）を計算する',
    'redshiftTco.unit.hoursPerDay': '時間／日',
    'redshiftTco.unit.nodes': 'ノード',
    'redshiftTco.unit.perGbMonth': '／GB・月',
    'redshiftTco.unit.perNodeHour': '／ノード・時間',
    'redshiftTco.unit.perRpuHour': '／RPU・時間',
    'redshiftTco.unit.years': '年',
    'redshiftTco.unit.yenPerUsd': '円／ドル',
    'redshiftTco.verdict.above':
      '目安の上限を超えています：出典の基準では「すでに技術的負債」で、より低コストな手段を探すべき水準です。',
    'redshiftTco.verdict.below': '目安の範囲より安い：出典の基準では技術的負債ではありません。',
    'redshiftTco.verdict.caveat':
      '目安は 2014 年の円建ての感覚値で、今日の価格表と直接比べるものではありません。元記事は、この範囲は時間とともに確実に下がると書いています。',
    'redshiftTco.verdict.extrapolated':
      '圧縮後 {tb} TB は、出典が目安を示す 4〜10 TB の外にあります。最も近い {band} TB の目安をそのまま当てているので、参考程度に見てください。',
    'redshiftTco.verdict.inYen': '（{rate} 円／ドルで {yen}。目安は {min}〜{max}）',
    'redshiftTco.verdict.lead':
      '3 年間の累計 {cost} を、出典の {tb} TB（圧縮後）の目安 {min}〜{max} と比べると：',
    'redshiftTco.verdict.nearest':
      '出典は 4 TB と 10 TB の 2 点しか示していないため、圧縮後 {tb} TB には最も近い {band} TB の目安をそのまま当てています（比例換算はしていません）。',
    'redshiftTco.verdict.within': '目安の範囲内：上限は超えておらず、出典の基準では許容範囲です。',
    'redshiftTco.warning.exceedsMaxNodes':
      '{year} 年目に {nodes} ノードが必要になり、{node} の上限 {max} ノードを超えます。より大きなノードタイプを検討してください（費用は {nodes} ノードのまま計算しています）。',
    'redshiftTco.warning.legacyNodeType':
      '{node} は旧世代のノードタイプ（DS2、HDD）です。AWS は RA3 への移行を勧めています。',
    'redshiftTco.warning.secondaryPriceSource':
      '使った価格の一部は AWS の文書ではなく、AWS の価格を転載した第三者の資料（二次資料）から取っています。最新の料金ページで確かめ、必要なら価格の欄に入力してください。',
    'redshiftTco.warning.serverlessBaseRaised':
      '{year} 年目にデータが {threshold} TB を超えるため、AWS の説明に従って基本容量を {rpu} RPU に引き上げて計算しています。',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'presentation.scenario.redshiftTco.10tb':
      "The post's 10 TB (compressed), 3 years: the ¥10–15 million band",
    'presentation.scenario.redshiftTco.4tb':
      "The post's 4 TB (compressed), 3 years: the ¥6–9 million band",
    'redshiftTco.altScale.fixed': 'The same amount every year',
    'redshiftTco.altScale.scalesWithData': 'Grows with the data (priced by capacity)',
    'redshiftTco.alternative.band':
      "The alternative's three-year total of {cost}, against the same threshold: {verdict}",
    'redshiftTco.alternative.cheaper':
      'Over {years} years the alternative costs {difference} less in total (alternative {alternative}, Redshift {redshift}).',
    'redshiftTco.alternative.costlier':
      "Over {years} years the alternative costs {difference} more in total (alternative {alternative}, Redshift {redshift}). In the post's terms, paying this difference year after year is the technical debt.",
    'redshiftTco.alternative.equal':
      'Over {years} years the alternative and Redshift cost the same in total ({redshift} each).',
    'redshiftTco.assumption.tag': 'Assumption',
    'redshiftTco.assumptions.alternative':
      "When the alternative “grows with the data”, its yearly cost is scaled by each year's average data size relative to year 1's.",
    'redshiftTco.assumptions.bands':
      "The post's thresholds are 2014 gut-feel figures in yen, and the post says they are certain to fall over time. The comparison uses the threshold nearest to your data size (4 TB or 10 TB) as it is, with no scaling between or beyond them. Even when amounts are shown in dollars, the comparison is made in yen.",
    'redshiftTco.assumptions.defaults':
      "Of the defaults, the 3:1 compression ratio, 8 hours a day of Serverless use, the 75 % disk fill limit and the 8 RPU base capacity are this calculator's assumptions, not figures from the source. 4 TB (the smaller of the post's two sizes), 3 years (the post's period) and 0 % growth follow the source.",
    'redshiftTco.assumptions.heading': 'Assumptions',
    'redshiftTco.assumptions.hours':
      'All amounts are computed in US dollars and converted to yen at the exchange rate you enter. A year is 8,760 hours (365 days × 24 hours); a month is a twelfth of a year.',
    'redshiftTco.assumptions.serverless':
      'Serverless compute is estimated as base capacity × hours of use a day × 365 days of RPU-hours. Real billing follows the seconds queries actually run, so the hours are an estimate.',
    'redshiftTco.assumptions.sizing':
      'Nodes are sized for the data at the end of each year (so the cluster does not run short mid-year). DC2 and DS2 divide by per-node capacity × the disk fill limit; RA3 only has to meet the per-node managed storage limit.',
    'redshiftTco.assumptions.storage':
      "Managed storage for RA3 and Serverless is billed on the year's average data size (the mean of the start and end of the year).",
    'redshiftTco.chart.alternative': 'Alternative',
    'redshiftTco.chart.band': "Post's threshold for {tb} TB: {min}–{max} (3-year total)",
    'redshiftTco.chart.marker': '3 years: {cost}',
    'redshiftTco.chart.redshift': 'Redshift ({deployment})',
    'redshiftTco.chart.title':
      "Cumulative cost ({currency}) and the post's thresholds (3-year total ranges)",
    'redshiftTco.chart.x': 'Years',
    'redshiftTco.chart.y': 'Cumulative cost ({currency})',
    'redshiftTco.currency.jpy': 'Japanese yen (JPY)',
    'redshiftTco.currency.usd': 'US dollars (USD)',
    'redshiftTco.deployment.legacy': '{label}, previous generation',
    'redshiftTco.deployment.local': '{id} ({vcpu} vCPU, {tb} TB {media} per node)',
    'redshiftTco.deployment.managed': '{id} ({vcpu} vCPU, managed storage)',
    'redshiftTco.deployment.serverless': 'Redshift Serverless',
    'redshiftTco.deployment.withPricing': '{node}, {pricing}',
    'redshiftTco.error.cannotCompute':
      'This combination could not be computed. Please reset the inputs to their defaults.',
    'redshiftTco.error.noPrice':
      'The price table has no price for {requested}. Enter an hourly price or choose another combination. Using {used} instead.',
    'redshiftTco.error.noStoragePrice':
      'The price table has no managed-storage price for this region, so {requested} cannot be calculated. Enter a storage price per GB-month or choose another combination. Calculating with {used} instead.',
    'redshiftTco.error.notOnStep': 'Use a value from {min} in steps of {step}.',
    'redshiftTco.error.outOfModel': 'The value is outside what the model can handle.',
    'redshiftTco.error.usingFallback': 'Using {fallback} instead.',
    'redshiftTco.exchange.annualAverage': 'the {year} annual average',
    'redshiftTco.field.alt': "Alternative's cost in year 1 (per year)",
    'redshiftTco.field.alt.hint':
      'Enter it in the display currency ({currency}). Switching currency does not convert the number.',
    'redshiftTco.field.altScale': "How the alternative's cost develops",
    'redshiftTco.field.compare': 'Alternative to compare',
    'redshiftTco.field.compare.alternative': 'Compare with a yearly cost I enter',
    'redshiftTco.field.compare.none': 'None',
    'redshiftTco.field.currency': 'Show amounts in',
    'redshiftTco.field.fill': 'Disk fill limit',
    'redshiftTco.field.fill.hint':
      'The default 75 % is headroom chosen for this calculator, not a figure from the source or from AWS. It applies only to node-local disks (DC2, DS2).',
    'redshiftTco.field.fx': 'Exchange rate (yen per US dollar)',
    'redshiftTco.field.fx.hint':
      "The default of {rate} yen is {period} ({source}). Prices are in US dollars, so this rate converts them to yen and to compare with the post's yen thresholds.",
    'redshiftTco.field.growth': 'Growth per year',
    'redshiftTco.field.growth.hint':
      "The default 0 % matches the post's view of a fixed data size.",
    'redshiftTco.field.hours': 'Hours a day that queries run',
    'redshiftTco.field.hours.hint':
      'The default 8 hours a day is an illustrative assumption, not a figure from the source. Serverless bills compute only while queries run.',
    'redshiftTco.field.minNodes': 'Minimum number of nodes',
    'redshiftTco.field.minNodes.hint':
      'Raise it if you need more nodes for query performance. The minimum of {min} nodes for {node} itself is always met.',
    'redshiftTco.field.node': 'Node type',
    'redshiftTco.field.node.hint':
      '{min} to {max} nodes ({source}, {asOf}). Node types the table has no price for become selectable once you enter an hourly price.',
    'redshiftTco.field.node.serverlessHint':
      'Billed by RPU-hours plus managed storage, and computed at on-demand prices ({source}, {asOf}).',
    'redshiftTco.field.nodePrice': 'Price per node-hour (override)',
    'redshiftTco.field.nodePrice.hint': 'Your price applies to the selected node type and pricing.',
    'redshiftTco.field.pricing': 'Pricing',
    'redshiftTco.field.pricing.hint':
      'Reserved pricing is costed at its effective hourly rate: the upfront payment and the hourly charge spread over every hour of the term. Combinations the price table lacks become selectable once you enter an effective hourly price.',
    'redshiftTco.field.ratio': 'Compression ratio (raw ÷ compressed)',
    'redshiftTco.field.ratio.hint':
      'The default 3:1 is an illustrative assumption, not a figure from the source. Real compression ratios depend heavily on the data.',
    'redshiftTco.field.raw': 'Data today (raw, uncompressed)',
    'redshiftTco.field.region': 'Region',
    'redshiftTco.field.rpu': 'Base capacity',
    'redshiftTco.field.rpu.hint':
      'The default {min} RPUs is the minimum AWS documents, not a figure from the source (the console default is {console} RPUs). Set {min} to {max} RPUs in steps of {step}.',
    'redshiftTco.field.rpuPrice': 'Price per RPU-hour (override)',
    'redshiftTco.field.size': 'How to give the data size',
    'redshiftTco.field.storagePrice': 'Managed storage price per GB-month (override)',
    'redshiftTco.field.tb': 'Data today (compressed)',
    'redshiftTco.field.tb.hint':
      'The post states its thresholds for 4 TB and 10 TB, both compressed.',
    'redshiftTco.field.years': 'Period',
    'redshiftTco.field.years.hint':
      "1 to 10 years. The post's thresholds are three-year totals (the verdict always uses three years, whatever the period).",
    'redshiftTco.group.alternative': 'Compare with an alternative',
    'redshiftTco.group.currency': 'Currency',
    'redshiftTco.group.data': 'Data',
    'redshiftTco.group.deployment': 'Deployment and prices',
    'redshiftTco.option.needsStoragePrice': '{label} — enter a storage price',
    'redshiftTco.option.unpriced': '{label} — no price in the table',
    'redshiftTco.preset.10tb': "Use the post's 10 TB, 3 years",
    'redshiftTco.preset.4tb': "Use the post's 4 TB, 3 years",
    'redshiftTco.price.fallbackTable': "the table's price",
    'redshiftTco.price.noTablePrice':
      'The table has no price for this combination. Enter a price to compute it.',
    'redshiftTco.price.reservedFigures':
      "The price table's reservation is {upfront} upfront plus {hourly} (source as above). It bills all {hours} hours of the term, so the effective hourly rate is upfront ÷ {hours} + hourly = {effective}.",
    'redshiftTco.price.usingTable':
      "When empty, the table's price of {price} is used ({kind}: {source}, {asOf}).",
    'redshiftTco.price.usingYours':
      "Using your price. The table's price is {price} ({kind}: {source}, {asOf}).",
    'redshiftTco.price.usingYoursNoTable':
      'Using your price (the table has no price for this combination).',
    'redshiftTco.pricing.onDemand': 'On demand',
    'redshiftTco.pricing.reserved1yrAllUpfront': 'Reserved, 1 year, all upfront',
    'redshiftTco.pricing.reserved1yrNoUpfront': 'Reserved, 1 year, no upfront',
    'redshiftTco.pricing.reserved1yrPartialUpfront': 'Reserved, 1 year, partial upfront',
    'redshiftTco.pricing.reserved3yrAllUpfront': 'Reserved, 3 years, all upfront',
    'redshiftTco.pricing.reserved3yrNoUpfront': 'Reserved, 3 years, no upfront',
    'redshiftTco.pricing.reserved3yrPartialUpfront': 'Reserved, 3 years, partial upfront',
    'redshiftTco.result.fromRaw': '({raw} TB raw ÷ {ratio})',
    'redshiftTco.result.nodesValue': '{nodes} × {node}',
    'redshiftTco.result.perTbYear': 'Cost per TB-year in year 1',
    'redshiftTco.result.perYear': '{cost} per year',
    'redshiftTco.result.rpuValue': '{rpu} RPUs ({hours} hours a day)',
    'redshiftTco.result.setup': 'Computed for',
    'redshiftTco.result.setupProvisioned':
      '{node} ({pricing}), {region}, starting from {tb} TB compressed',
    'redshiftTco.result.setupServerless':
      'Redshift Serverless, {region}, starting from {tb} TB compressed',
    'redshiftTco.result.total': 'Cumulative cost over {years} years',
    'redshiftTco.result.year1Cost': 'Cost in year 1',
    'redshiftTco.result.year1Nodes': 'Nodes in year 1',
    'redshiftTco.result.year1Rpu': 'Base capacity in year 1',
    'redshiftTco.sizeMode.compressed': 'Enter the compressed size',
    'redshiftTco.sizeMode.raw': 'Enter the raw size and a compression ratio',
    'redshiftTco.source.secondary': 'Secondary source (a third party reproducing AWS prices)',
    'redshiftTco.source.vendor': 'AWS documentation',
    'redshiftTco.sources.exchange': 'Default exchange rate: {source} ({period})',
    'redshiftTco.sources.heading': 'Sources and price table',
    'redshiftTco.sources.item': '{kind}: {source} ({asOf})',
    'redshiftTco.sources.post':
      'Yoshinori Matsunobu, “{title}” ({date}): the rule of thumb that a three-year total above ¥6–9M per 4 TB (compressed) or ¥10–15M per 10 TB is technical debt.',
    'redshiftTco.sources.table':
      'The price table was compiled on {asOf}. Unit prices vary by region and commitment, so check the current Amazon Redshift pricing page and enter your own prices if needed.',
    'redshiftTco.table.alternative': 'Alternative, cumulative',
    'redshiftTco.table.caption':
      "Nodes and cost year by year. Data sizes are compressed; cost per TB-year divides the year's cost by its average data size.",
    'redshiftTco.table.compute': 'Compute',
    'redshiftTco.table.cumulative': 'Cumulative cost',
    'redshiftTco.table.nodes': 'Nodes',
    'redshiftTco.table.perTbYear': 'Per TB-year',
    'redshiftTco.table.rpu': 'RPUs',
    'redshiftTco.table.size': 'Data at year end',
    'redshiftTco.table.storage': 'Storage',
    'redshiftTco.table.year': 'Year',
    'redshiftTco.table.yearN': 'Year {year}',
    'redshiftTco.table.yearly': 'Yearly cost',
    'redshiftTco.title': "Calculate Redshift's total cost of ownership (TCO) over several years",
    'redshiftTco.unit.hoursPerDay': 'hours/day',
    'redshiftTco.unit.nodes': 'nodes',
    'redshiftTco.unit.perGbMonth': ' per GB-month',
    'redshiftTco.unit.perNodeHour': ' per node-hour',
    'redshiftTco.unit.perRpuHour': ' per RPU-hour',
    'redshiftTco.unit.years': 'years',
    'redshiftTco.unit.yenPerUsd': 'yen/USD',
    'redshiftTco.verdict.above':
      "Above the range: by the post's measure this is “already technical debt”, the level at which to look for a cheaper way.",
    'redshiftTco.verdict.below': "Below the range: not technical debt by the post's measure.",
    'redshiftTco.verdict.caveat':
      "The thresholds are 2014 gut-feel figures in yen, not something to compare directly with today's price list. The post says the range is certain to fall over time.",
    'redshiftTco.verdict.extrapolated':
      '{tb} TB compressed lies outside the 4–10 TB the post gives thresholds for. The nearest threshold, for {band} TB, is applied as it is, so treat the verdict as a rough guide.',
    'redshiftTco.verdict.inYen': '({yen} at {rate} yen per dollar; the threshold is {min}–{max})',
    'redshiftTco.verdict.lead':
      "The three-year total of {cost}, compared with the post's threshold for {tb} TB (compressed) of {min}–{max}:",
    'redshiftTco.verdict.nearest':
      'The post gives only two points, 4 TB and 10 TB, so {tb} TB compressed is compared with the nearest threshold, for {band} TB, as it is (no scaling).',
    'redshiftTco.verdict.within':
      "Within the range: the upper limit is not exceeded, acceptable by the post's measure.",
    'redshiftTco.warning.exceedsMaxNodes':
      'In year {year} the data needs {nodes} nodes, more than the {max}-node limit of {node}. Consider a larger node type (the cost is still computed for {nodes} nodes).',
    'redshiftTco.warning.legacyNodeType':
      '{node} is a previous-generation node type (DS2, HDD). AWS recommends moving to RA3.',
    'redshiftTco.warning.secondaryPriceSource':
      'Some prices used come not from AWS documentation but from a third-party file that reproduces AWS prices (a secondary source). Check them against the current pricing page and type your own price into the price fields if needed.',
    'redshiftTco.warning.serverlessBaseRaised':
      'In year {year} the data exceeds {threshold} TB, so the base capacity is raised to {rpu} RPUs, as AWS documents.',
  },
});
