/** This calculator's UI strings, in both languages; they load with the calculator (see src/i18n/messages.ts). */
import { defineMessages } from '../../i18n/messages';

export const hitRatioStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'hitRatio.chart.model': 'モデル',
    'hitRatio.chart.title': 'ヒット率とスループットの関係（全件ヒット時を 100 % として）',
    'hitRatio.chart.x': 'ヒット率 (%)',
    'hitRatio.chart.y': 'スループット (%)',
    'hitRatio.estimate.answer': '見積もったヒット率: {hit}',
    'hitRatio.estimate.assumptions': '見積もりの前提（出典にはない、このサイト独自のモデルです）',
    'hitRatio.estimate.heading': 'データ量とアクセスの偏りからヒット率を見積もる',
    'hitRatio.estimate.use': 'このヒット率で計算する',
    'hitRatio.field.costs': 'コストの指定方法',
    'hitRatio.field.costs.devices': 'デバイスの遅延から',
    'hitRatio.field.costs.relative': '相対値（出典の 1 と 100 など）',
    'hitRatio.field.data': 'データ量（テーブルとインデックス）',
    'hitRatio.field.disk': 'ディスクを読んだ要求のコスト',
    'hitRatio.field.disk.hint':
      '出典の例はメモリ 1 に対してディスク 100 です（松信「{title}」{date}）。',
    'hitRatio.field.diskDevice': 'ミスしたときのアクセス（ストレージ）',
    'hitRatio.field.hit': 'バッファプールのヒット率',
    'hitRatio.field.hit.hint': '0〜100。メモリだけで処理できた要求の割合です。',
    'hitRatio.field.mem': 'メモリで処理できた要求のコスト',
    'hitRatio.field.memDevice': 'ヒットしたときのアクセス（メモリ）',
    'hitRatio.field.overhead': '1 要求あたりの固定コスト',
    'hitRatio.field.overhead.hint':
      'SQL の解析や実行計画、ネットワークなど、ヒットしてもミスしてもかかる処理時間です。',
    'hitRatio.field.pool': 'バッファプールのサイズ',
    'hitRatio.field.skew': 'アクセスの偏り',
    'hitRatio.field.skew.uniform': '一様（どのページも同じ頻度）',
    'hitRatio.field.skew.zipf': 'Zipf 分布（一部のヘビーユーザーに集中）',
    'hitRatio.field.target': '目標スループット（全件ヒット時に対して）',
    'hitRatio.field.zipf': 'Zipf 指数 s',
    'hitRatio.field.zipf.hint': '大きいほど偏りが強くなります。1 がよく使われる目安です。',
    'hitRatio.inverse.alwaysMet': 'ヒット率が 0 % でもこの目標は満たせます。',
    'hitRatio.inverse.answer': '必要なヒット率: {hit} 以上',
    'hitRatio.inverse.heading': '目標スループットに必要なヒット率',
    'hitRatio.message.diskCheaper':
      'ディスク側のコストがメモリ側より小さく設定されています。この場合はヒット率が下がるほど速くなり、現実のバッファプールとは逆の結果になります。',
    'hitRatio.message.diskEquals':
      'ディスク側とメモリ側のコストが同じなので、ヒット率はスループットに影響しません。',
    'hitRatio.message.diskNotSlower':
      'ディスク側がメモリ側より遅くないため、「必要なヒット率」は定まりません。コストを見直してください。',
    'hitRatio.message.outOfModelRange':
      'この組み合わせはモデルが扱える範囲を超えています。値を小さくしてください。',
    'hitRatio.message.targetOutOfRange':
      '目標スループットは 0 % より大きく 100 % 以下で指定してください。',
    'hitRatio.message.unreachable':
      'すべてメモリで処理した場合（100 %）を超えるスループットは出せません。',
    'hitRatio.overlay.caption': 'グラフに重ねた点（モデルに合わせた値ではありません）',
    'hitRatio.overlay.note':
      'ラボの点は 1 接続ずつ主キー検索した実測値で、横軸はディスクを読まずに済んだ検索の割合、縦軸は検索速度を同じ系列の「表がすべてバッファプールに載ったとき」の速度で割った比です（実測値どうしの割り算）。8 接続の系列はディスク読み込みが重なり CPU が先に飽和するので、1 要求ずつのこのモデルとは比べていません。出典の計算例はメモリ 1・ディスク 100 のときだけ表示します（測定値ではなく、その前提での計算です）。',
    'hitRatio.preset.source': '出典: {source}',
    'hitRatio.result.meanCost': '1 要求あたりの平均コスト',
    'hitRatio.result.per100': '100 要求あたりのコスト',
    'hitRatio.result.perThread': '1 スレッドあたりの要求数（並列なしの上限）',
    'hitRatio.result.perThread.value': '{rate} 件/秒',
    'hitRatio.result.slowdown': '全件ヒット時と比べた遅さ',
    'hitRatio.result.throughput': 'スループット（全件ヒット時を 100 % として）',
    'hitRatio.result.times': '{value} 倍',
    'hitRatio.source':
      '出典: 松信嘉範「{title}」({date})。出典の例はメモリ 1・ディスク 100 のコストで、ヒット率 100 %・95 %・80 % のとき 100 要求あたり 100・595・2,080 です。',
    'hitRatio.sourceExample': '出典の例（1 と 100、ヒット率 95 %）に戻す',
    'hitRatio.table.caption':
      '代表的なヒット率での値（いまのコスト設定で計算）。出典の例（メモリ 1、ディスク 100）では 100 要求あたり 100・595・2,080 になります。',
    'hitRatio.table.hit': 'ヒット率',
    'hitRatio.table.per100': '100 要求あたりのコスト',
    'hitRatio.table.slowdown': '遅さ',
    'hitRatio.table.throughput': 'スループット',
    'hitRatio.title': 'ヒット率からスループットを計算する',
    'presentation.scenario.hitRatio.100': 'ヒット率 100 %（メモリ 1・ディスク 100）',
    'presentation.scenario.hitRatio.80': 'ヒット率 80 %（メモリ 1・ディスク 100）',
    'presentation.scenario.hitRatio.95': 'ヒット率 95 %（メモリ 1・ディスク 100）',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'hitRatio.chart.model': 'Model',
    'hitRatio.chart.title': 'Throughput against hit ratio (all hits = 100 %)',
    'hitRatio.chart.x': 'Hit ratio (%)',
    'hitRatio.chart.y': 'Throughput (%)',
    'hitRatio.estimate.answer': 'Estimated hit ratio: {hit}',
    'hitRatio.estimate.assumptions':
      "Assumptions of the estimate (this site's own model, not from the source)",
    'hitRatio.estimate.heading': 'Estimate the hit ratio from data size and access skew',
    'hitRatio.estimate.use': 'Use this hit ratio',
    'hitRatio.field.costs': 'How costs are given',
    'hitRatio.field.costs.devices': 'From device latencies',
    'hitRatio.field.costs.relative': "Relative units (such as the source's 1 and 100)",
    'hitRatio.field.data': 'Data size (tables and indexes)',
    'hitRatio.field.disk': 'Cost of a request that reads from disk',
    'hitRatio.field.disk.hint':
      "The source's example uses memory 1 and disk 100 (Matsunobu, “{title}” [in database tuning, watch disk I/O performance], {date}).",
    'hitRatio.field.diskDevice': 'Access on a miss (storage)',
    'hitRatio.field.hit': 'Buffer-pool hit ratio',
    'hitRatio.field.hit.hint': '0–100: the share of requests served from memory alone.',
    'hitRatio.field.mem': 'Cost of a request served from memory',
    'hitRatio.field.memDevice': 'Access on a hit (memory)',
    'hitRatio.field.overhead': 'Fixed cost per request',
    'hitRatio.field.overhead.hint':
      'Time every request spends whether it hits or misses: parsing, planning, network.',
    'hitRatio.field.pool': 'Buffer-pool size',
    'hitRatio.field.skew': 'Access skew',
    'hitRatio.field.skew.uniform': 'Uniform (every page equally likely)',
    'hitRatio.field.skew.zipf': 'Zipf (concentrated on a few heavy users)',
    'hitRatio.field.target': 'Target throughput (relative to all hits)',
    'hitRatio.field.zipf': 'Zipf exponent s',
    'hitRatio.field.zipf.hint': 'Larger means more skewed; 1 is a common rule of thumb.',
    'hitRatio.inverse.alwaysMet': 'Even a 0 % hit ratio meets this target.',
    'hitRatio.inverse.answer': 'Required hit ratio: at least {hit}',
    'hitRatio.inverse.heading': 'Hit ratio needed for a throughput target',
    'hitRatio.message.diskCheaper':
      'The disk cost is set below the memory cost. Throughput then rises as the hit ratio falls — the opposite of a real buffer pool.',
    'hitRatio.message.diskEquals':
      'Disk and memory cost the same, so the hit ratio has no effect on throughput.',
    'hitRatio.message.diskNotSlower':
      'The disk is not slower than memory, so no hit ratio is “required”. Check the costs.',
    'hitRatio.message.outOfModelRange':
      'This combination is outside what the model can handle. Use smaller values.',
    'hitRatio.message.targetOutOfRange': 'Give a target throughput above 0 % and at most 100 %.',
    'hitRatio.message.unreachable':
      'No throughput exceeds serving every request from memory (100 %).',
    'hitRatio.overlay.caption': 'Points drawn over the chart (not fitted to the model)',
    'hitRatio.overlay.note':
      "The lab points are measured primary-key lookups, one client at a time. The x axis is the share of lookups served without a disk read; the y axis is the lookup rate divided by the same series' rate with the whole table in the buffer pool (arithmetic on two measured values). The 8-client series are not compared: their disk reads overlap and the CPU saturates first, which this one-request-at-a-time model does not describe. The source's worked example is shown only with memory 1 and disk 100 (it is arithmetic on those assumptions, not a measurement).",
    'hitRatio.preset.source': 'Source: {source}',
    'hitRatio.result.meanCost': 'Mean cost per request',
    'hitRatio.result.per100': 'Cost of 100 requests',
    'hitRatio.result.perThread': 'Requests per thread (upper bound without overlap)',
    'hitRatio.result.perThread.value': '{rate} per second',
    'hitRatio.result.slowdown': 'Slower than all hits by',
    'hitRatio.result.throughput': 'Throughput (all hits = 100 %)',
    'hitRatio.result.times': '{value}×',
    'hitRatio.source':
      "Source: Yoshinori Matsunobu, “{title}” ({date}). The source's example uses costs of 1 for memory and 100 for disk: at 100 %, 95 % and 80 % hit ratio, 100 requests cost 100, 595 and 2,080.",
    'hitRatio.sourceExample': "Back to the source's example (1 and 100, 95 % hit ratio)",
    'hitRatio.table.caption':
      "Values at typical hit ratios with the current costs. With the source's example costs (memory 1, disk 100), 100 requests cost 100, 595 and 2,080.",
    'hitRatio.table.hit': 'Hit ratio',
    'hitRatio.table.per100': 'Cost of 100 requests',
    'hitRatio.table.slowdown': 'Slowdown',
    'hitRatio.table.throughput': 'Throughput',
    'hitRatio.title': 'From hit ratio to throughput',
    'presentation.scenario.hitRatio.100': 'Hit ratio 100 % (memory 1, disk 100)',
    'presentation.scenario.hitRatio.80': 'Hit ratio 80 % (memory 1, disk 100)',
    'presentation.scenario.hitRatio.95': 'Hit ratio 95 % (memory 1, disk 100)',
  },
});
