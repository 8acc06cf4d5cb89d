/**
 * Strings of the reader's result file (src/datasets/readerResults.ts and
 * src/components/ReaderResults): they load with the dataset charts that
 * offer the control, not with every page (they are not in code.json).
 */
import { defineMessages } from '../i18n/messages';

export const readerResultStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'reader.heading': 'あなたの計測結果と比べる',
    'reader.intro':
      '同じ実験（npm run lab）を自分のサーバーで実行してできた JSON ファイルを選ぶか、ここにドロップしてください。ファイルはこのブラウザーの中だけで読み、どこにも送信しません。ページを再読み込みすると消えます。',
    'reader.choose': 'JSON ファイルを選ぶ（またはここにドロップ）',
    'reader.chooseLabel': '比べる計測結果の JSON ファイルを選ぶ：{title}',
    'reader.paste.summary': 'JSON を貼り付ける',
    'reader.paste.label': '計測結果の JSON',
    'reader.paste.show': 'グラフに表示',
    'reader.pasted': '貼り付けた JSON',
    'reader.loading': 'ファイルを確かめています…',
    'reader.shown':
      '{file} の {count} 個の値をグラフに重ねています（凡例の「あなたの結果」）。{environment}',
    'reader.skipped':
      '{count} 個の値はこのグラフの横軸にない項目か、対数目盛に描けない値のため描いていません。',
    'reader.incomplete': 'このファイルの計測は途中で止まっています。',
    'reader.remove': 'あなたの結果を外す',
    'reader.downloadFile': 'あなたのファイルをダウンロード',
    'reader.downloadComparison': 'この比較を JSON でダウンロード',
    'reader.shareNote':
      '共有するにはファイルをダウンロードして渡してください（URL には載りません）。',
    'reader.legend': 'あなたの結果: {series}（{file}、{environment}）',
    'reader.environment.lab': '{server}、{date}',
    'reader.environment.source': '「{title}」({date})',
    'reader.table.caption': 'あなたの結果（{file}）の値',
    'reader.table.series': '系列',
    'reader.table.value': '値',
    'reader.error.empty': 'ファイルが空です。npm run lab が書いた JSON ファイルを選んでください。',
    'reader.error.unreadable':
      'ファイルを読めませんでした。もう一度選ぶか、中身を「JSON を貼り付ける」に貼り付けてください。',
    'reader.error.tooLarge':
      'ファイルが大きすぎます（{size}）。受け付けるのは {limit} までです（このサイトの最大の計測結果の 10 倍ほど）。',
    'reader.error.notJson':
      'JSON として読めません。npm run lab が書いたファイルをそのまま選んでください。',
    'reader.error.schema':
      'データセットの形式（src/datasets/schema.ts）に合いません。{count} 件の問題があります（英語）:',
    'reader.error.moreIssues': 'ほか {count} 件',
    'reader.error.wrongDataset':
      'このファイルは別のデータセット「{fileId}」のものです。このグラフ（{shownId}）と同じ実験の結果か、同じ軸と単位のデータを選んでください。',
    'reader.error.incompatibleUnits':
      'このファイルは同じデータセットですが、{axis}の単位が違います（グラフ: {expected}、ファイル: {found}）。単位が違う値は重ねられません。',
    'reader.error.axis.x': '横軸',
    'reader.error.axis.y': '縦軸',
    'reader.error.unitMissing': 'なし',
    'reader.error.nothingToDraw':
      'このファイルには、このグラフに描ける値がありません（横軸の項目か単位が一致しません）。',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'reader.heading': 'Compare with your own measurement',
    'reader.intro':
      'Choose or drop the JSON file that the same experiment (npm run lab) wrote on your server. The file is read in this browser only and sent nowhere; it is gone when you reload the page.',
    'reader.choose': 'Choose a JSON file (or drop it here)',
    'reader.chooseLabel': 'Choose a result JSON file to compare: {title}',
    'reader.paste.summary': 'Paste JSON',
    'reader.paste.label': 'Result JSON',
    'reader.paste.show': 'Show on the chart',
    'reader.pasted': 'pasted JSON',
    'reader.loading': 'Checking the file…',
    'reader.shown':
      '{count} values of {file} are drawn on the chart (“Your result” in the legend). {environment}',
    'reader.skipped':
      '{count} values are not drawn: their item is not on this chart’s axis, or they cannot be drawn on a log scale.',
    'reader.incomplete': 'The run in this file stopped early.',
    'reader.remove': 'Remove your result',
    'reader.downloadFile': 'Download your file',
    'reader.downloadComparison': 'Download this comparison as JSON',
    'reader.shareNote':
      'To share it, download the file and pass it on (nothing goes into the URL).',
    'reader.legend': 'Your result: {series} ({file}; {environment})',
    'reader.environment.lab': '{server}, {date}',
    'reader.environment.source': '“{title}” ({date})',
    'reader.table.caption': 'Values of your result ({file})',
    'reader.table.series': 'Series',
    'reader.table.value': 'Value',
    'reader.error.empty': 'The file is empty. Choose the JSON file that npm run lab wrote.',
    'reader.error.unreadable':
      'The file could not be read. Choose it again, or paste its content under “Paste JSON”.',
    'reader.error.tooLarge':
      'The file is too large ({size}). Up to {limit} is accepted (about ten times this site’s largest result).',
    'reader.error.notJson': 'This is not JSON. Choose the file that npm run lab wrote, unchanged.',
    'reader.error.schema':
      'This does not match the dataset format (src/datasets/schema.ts). {count} problems:',
    'reader.error.moreIssues': 'and {count} more',
    'reader.error.wrongDataset':
      'This file belongs to another dataset, “{fileId}”. Choose a result of the same experiment as this chart ({shownId}), or data with the same axes and units.',
    'reader.error.incompatibleUnits':
      'This file is the same dataset, but its {axis} unit differs (chart: {expected}; file: {found}). Values in different units cannot be drawn together.',
    'reader.error.axis.x': 'x-axis',
    'reader.error.axis.y': 'y-axis',
    'reader.error.unitMissing': 'none',
    'reader.error.nothingToDraw':
      'This file has no value this chart can draw (neither the x-axis items nor the unit match).',
  },
});
