/** This calculator's UI strings, in both languages; they load with the calculator (see src/i18n/messages.ts). */
import { defineMessages } from '../../i18n/messages';

export const snowflakeStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'presentation.scenario.snowflake.discord': 'Discord のレイアウトとドキュメントの例の ID',
    'presentation.scenario.snowflake.instagram': 'Instagram（2011 年）のレイアウト',
    'presentation.scenario.snowflake.source': '出典の i × 2³² 方式（sifue/mysql_id_strategy）',
    'presentation.scenario.snowflake.twitter': 'Twitter Snowflake（2010 年）のレイアウト',
    'snowflake.article': '挿入性能との関係は解説記事「{article}」で説明しています。',
    'snowflake.article.link': 'InnoDB のための ID 設計',
    'snowflake.consequences.allGenerators': '全生成器の合計で毎秒最大 {total} 個。',
    'snowflake.consequences.bigint': '符号付き BIGINT（Java の long）に収まるか',
    'snowflake.consequences.bigintNo':
      '収まりません。{when} 2⁶³ 以上になり、符号付き BIGINT では負の値になります。BIGINT UNSIGNED に格納してください。',
    'snowflake.consequences.bigintYes':
      '収まります。どの ID も 2⁶³ 未満なので、符号付き BIGINT でも正の値のままです。',
    'snowflake.consequences.generatorCount': '{count}（ノードのフィールド計 {bits} ビット）',
    'snowflake.consequences.generators': '区別できる生成器の数',
    'snowflake.consequences.heading': 'このレイアウトで決まること',
    'snowflake.consequences.js': 'JavaScript の number（2⁵³ 未満）で扱えるか',
    'snowflake.consequences.jsNo':
      '扱えません。{when} 2⁵³（9,007,199,254,740,992）以上になり、JSON.parse などで number にすると下位の桁が丸められます。ブラウザーやクライアントには文字列で渡してください。',
    'snowflake.consequences.jsYes':
      '扱えます。どの ID も 2⁵³ 未満なので、JavaScript の number で正確に表せます。',
    'snowflake.consequences.lifespan':
      'エポック {epoch} から約 {years} 年（2^{bits} × {unit} ms）。',
    'snowflake.consequences.noClock':
      'タイムスタンプがないので日時では尽きません。{field} が {count} 通りを使い切ると終わりです。',
    'snowflake.consequences.noClockNoCounter':
      'タイムスタンプも連番もないので、ID は生成器ごとに 1 つしか作れません。',
    'snowflake.consequences.now': 'いま発行される ID の範囲',
    'snowflake.consequences.nowAfterOverflow': 'タイムスタンプはすでに桁あふれしています。',
    'snowflake.consequences.nowBeforeEpoch':
      'エポックがまだ来ていないため、いまは ID を作れません。',
    'snowflake.consequences.overflow': 'タイムスタンプが桁あふれする日時',
    'snowflake.consequences.perGenerator': '1 生成器あたりの ID の数',
    'snowflake.consequences.perSecond':
      '毎秒 {perSecond} 個（連番 {bits} ビットで {unit} ms ごとに {perTick} 個）',
    'snowflake.consequences.singleGenerator':
      'ノードのフィールドがないので、生成器は 1 つだけか、連番を共有する仕組みが必要です。',
    'snowflake.consequences.total': '時刻で区切らないので、全部で {total} 個',
    'snowflake.decode.bits': 'ビット',
    'snowflake.decode.caption': 'フィールドごとの値（上が最上位ビット側）',
    'snowflake.decode.field': 'フィールド',
    'snowflake.decode.id': 'ID（10 進/16 進）',
    'snowflake.decode.jsRounded':
      'この ID は 2⁵³ 以上なので、JavaScript の number（JSON.parse の結果など）では {rounded} に丸められ、別の ID を指してしまいます。API では文字列として渡してください。',
    'snowflake.decode.negative':
      'この ID は 2⁶³ 以上なので、符号付き BIGINT（Java の long）では負の値 {signed} になります。',
    'snowflake.decode.noTime': 'このレイアウトにはタイムスタンプがありません。',
    'snowflake.decode.prompt':
      '分解する ID を入力してください。このレイアウトには出典の例の ID がありません。',
    'snowflake.decode.ticks': '（単位数。Unix ミリ秒 = {epoch} + 値 × {unit}）',
    'snowflake.decode.time': '作成日時（ISO 8601、UTC）',
    'snowflake.decode.value': '値',
    'snowflake.editor.add': 'フィールドを追加',
    'snowflake.editor.added': '{field} を {bits} ビットで追加しました（{range}）。',
    'snowflake.editor.budget':
      '使用中 {used}/64 ビット（空き {free} ビット。空きは最上位側に 0 として残ります）',
    'snowflake.editor.epoch': 'エポック',
    'snowflake.editor.epoch.hint': 'ISO 8601 か Unix ミリ秒。いまの値: {iso}（Unix ミリ秒 {ms}）',
    'snowflake.editor.epoch.hintEmpty':
      'ISO 8601（例: 2015-01-01T00:00:00Z）か Unix ミリ秒（例: 1420070400000）。',
    'snowflake.editor.heading': 'ビット配置とレイアウトの編集',
    'snowflake.editor.help':
      '帯の下のフィールド一覧から選ぶと、その下で編集できます。一覧ではキーボードの ← → で選択、Shift + ← → で上位・下位へ移動、+ と − で幅を 1 ビットずつ変更します。帯のセルの数字は分解中の ID のビットです。',
    'snowflake.editor.invalid':
      'このレイアウトはまだ使えません。直すまでは直前の有効なレイアウトで計算しています。',
    'snowflake.editor.kind': '種類',
    'snowflake.editor.kindChanged': '{field} の種類を {kind} にしました。',
    'snowflake.editor.layoutString': 'URL でのレイアウト表記: {text}',
    'snowflake.editor.moveDown': '下位へ移動 →',
    'snowflake.editor.moveUp': '← 上位へ移動',
    'snowflake.editor.movedDown': '{field} を下位へ移動しました（{range}）。',
    'snowflake.editor.movedUp': '{field} を上位へ移動しました（{range}）。',
    'snowflake.editor.name': '名前',
    'snowflake.editor.name.hint':
      '英小文字で始まる英小文字・数字・_（24 文字まで）。URL にもこの名前が入ります。',
    'snowflake.editor.narrow': '幅 −1',
    'snowflake.editor.noFreeBits':
      '空きビットがありません。追加するにはほかのフィールドを縮めてください。',
    'snowflake.editor.range': 'ビット {hi}〜{lo}',
    'snowflake.editor.rangeSingle': 'ビット {bit}',
    'snowflake.editor.remove': '削除',
    'snowflake.editor.removed': '{field} を削除しました。',
    'snowflake.editor.resized': '{field} の幅を {bits} ビットにしました（{range}）。',
    'snowflake.editor.revert': '直前の有効なレイアウトに戻す',
    'snowflake.editor.reverted': '直前の有効なレイアウトに戻しました。',
    'snowflake.editor.selected': '選択中のフィールド: {field}（{range}）',
    'snowflake.editor.unit': '1 単位の長さ（ms）',
    'snowflake.editor.unit.hint': 'Twitter などは 1 ms、Sonyflake は 10 ms。',
    'snowflake.editor.widen': '幅 +1',
    'snowflake.editor.width': '幅（ビット）',
    'snowflake.editor.widthLimit': '{field} の幅は {bits} ビットのままです（1〜{max} ビット）。',
    'snowflake.encode.at': '日時（ISO 8601）',
    'snowflake.encode.at.hint':
      '例: 2025-01-01T09:30:00Z。タイムゾーンを省略すると UTC とみなします（+09:00 のように付けることもできます）。',
    'snowflake.encode.atFallback': '代わりに {fallback} で計算しています。',
    'snowflake.encode.fieldValue': '{field}（{bits} ビット）',
    'snowflake.encode.heading': '日時と値から ID を組み立てる',
    'snowflake.encode.noTimestamp':
      'このレイアウトにはタイムスタンプがないので、ID はフィールドの値だけで決まります。',
    'snowflake.encode.now': '現在時刻にする',
    'snowflake.encode.partial': '読めない値や範囲外の値は 0 として組み立てています。',
    'snowflake.encode.range': '0〜{max}。空欄は 0。',
    'snowflake.encode.rejectedPairs':
      'リンクの values に読めない組が {count} 個あったため、values 全体を無視しました（形式は「名前-10 進数」を . でつないだもの）。',
    'snowflake.encode.result': '組み立てた ID（10 進/16 進）',
    'snowflake.encode.smallest': 'この日時の最小の ID（範囲検索の下限）',
    'snowflake.encode.smallest.hint':
      'タイムスタンプ以外のフィールドを 0 にした値です。この日時以降に作られた ID はすべてこれ以上になります。終わりの日時も同じように求めて id < … とすれば、作成日時で範囲を絞れます。',
    'snowflake.encode.smallest.tick':
      'タイムスタンプ以外のフィールドを 0 にした値です。時刻は {unit} ms 単位に切り捨てられるので、境界は最大 1 単位ずれます。終わりの日時も同じように求めて id < … とすれば、作成日時で範囲を絞れます。',
    'snowflake.encode.useDecoded': '分解した ID の値を入れる',
    'snowflake.encode.valueFallback': '代わりに 0 で計算しています。',
    'snowflake.example.documentedTime': '出典に書かれた作成日時: {time}',
    'snowflake.example.note': '例: {preset} の出典に載っている ID を分解しています。',
    'snowflake.field.datacenter': 'データセンター',
    'snowflake.field.i': 'カウンタ i',
    'snowflake.field.increment': '連番（increment）',
    'snowflake.field.machine': 'マシン ID',
    'snowflake.field.process': 'プロセス',
    'snowflake.field.sequence': '連番',
    'snowflake.field.shard': 'シャード',
    'snowflake.field.timestamp': 'タイムスタンプ',
    'snowflake.field.toUser': 'to_user_id の印',
    'snowflake.field.unused': '未使用（符号ビット）',
    'snowflake.field.worker': 'ワーカー',
    'snowflake.field.zero': '常に 0',
    'snowflake.fieldList.label': 'フィールド（上位ビットから順に）',
    'snowflake.fieldList.width': '{bits} ビット（ビット {hi}〜{lo}）',
    'snowflake.fieldList.widthSingle': '1 ビット（ビット {bit}）',
    'snowflake.id.clear': '入力を消して例の ID に戻す',
    'snowflake.id.exampleHint':
      '空欄のときは、このレイアウトの出典にある実在の ID を例として分解します。',
    'snowflake.id.fallbackExample': '代わりに例の ID {id} を分解しています。',
    'snowflake.id.hint':
      '数値のまま（JavaScript の number を通さずに）読むので、2⁵³ を超える ID も桁が落ちません。',
    'snowflake.id.label': '分解する ID（10 進または 0x で始まる 16 進）',
    'snowflake.idError.empty': '値が入力されていません。',
    'snowflake.idError.exceeds64': '64 ビットの最大値 18,446,744,073,709,551,615 を超えています。',
    'snowflake.idError.exceedsLayout':
      'このレイアウトのビット幅より大きい値です。はみ出した上位ビットは無視して分解しています。別のレイアウトの ID ではないか確かめてください。',
    'snowflake.idError.negative':
      '負の値は使えません。符号付き BIGINT で負になった ID は、2⁶⁴ を足した値で入力してください。',
    'snowflake.idError.notANumber':
      '10 進数（例: 175928847299117063）か、0x で始まる 16 進数（例: 0x271065ac1020007）で入力してください。区切りの記号や小数は使えません。',
    'snowflake.idError.tooLong': '入力が長すぎます（100 文字まで）。',
    'snowflake.idError.unusedBits':
      '未使用（常に 0）のはずのビットが立っています。別のレイアウトの ID ではないか確かめてください。',
    'snowflake.instant.afterOverflow':
      'タイムスタンプは {overflow} に桁あふれするため、それ以降の日時は表せません。',
    'snowflake.instant.beforeEpoch': 'エポック（{epoch}）より前の日時は表せません。',
    'snowflake.instant.noTimestamp':
      'このレイアウトにはタイムスタンプがないため、日時から ID は決まりません。',
    'snowflake.instant.notTimeOrdered':
      'タイムスタンプより上位にノードや連番のフィールドがあるため、ID は時刻順に並ばず、日時の範囲を ID の範囲で表せません。',
    'snowflake.instantError.empty': '日時が入力されていません。',
    'snowflake.instantError.invalidDate': '存在しない日付か時刻です。',
    'snowflake.instantError.malformed':
      'ISO 8601 の形式で入力してください（例: 2025-01-01T09:30:00Z、2025-01-01 18:30:00+09:00、2025-01-01）。',
    'snowflake.instantError.tooLong': '入力が長すぎます（40 文字まで）。',
    'snowflake.kind.node': 'ノード（生成器ごとに一定）',
    'snowflake.kind.sequence': '連番',
    'snowflake.kind.timestamp': 'タイムスタンプ',
    'snowflake.kind.unused': '未使用（常に 0）',
    'snowflake.layout.custom': 'カスタム（編集したレイアウト）',
    'snowflake.layout.customHint':
      '下のビット配置で編集したレイアウトです。URL にそのまま入るので、リンクで共有できます。',
    'snowflake.layout.label': 'ID のレイアウト',
    'snowflake.layout.sources': 'このレイアウトの出典:',
    'snowflake.layout.unreadable':
      'レイアウトを読めませんでした: {issues} 代わりに {preset} で計算しています。',
    'snowflake.layoutError.atField': '{n} 番目のフィールド: {message}',
    'snowflake.layoutError.badName':
      '名前は英小文字で始め、英小文字・数字・アンダースコア（_）だけで 24 文字以内にしてください。',
    'snowflake.layoutError.duplicateName': '同じ名前のフィールドがほかにあります。',
    'snowflake.layoutError.empty': 'レイアウトが空です。',
    'snowflake.layoutError.epoch':
      'エポックは 1970-01-01T00:00:00Z 以降の ISO 8601 の日時か、0 から 8,640,000,000,000,000 までの Unix ミリ秒で指定してください。',
    'snowflake.layoutError.malformedField':
      '書式が正しくありません。フィールドは「種類の文字・ビット幅-名前」で、タイムスタンプだけ「-エポック-単位」が続きます（例: t41-timestamp-1288834974657-1）。',
    'snowflake.layoutError.multipleTimestamps': 'タイムスタンプのフィールドは 1 つまでです。',
    'snowflake.layoutError.noFields': 'フィールドがありません。',
    'snowflake.layoutError.noTimestamp': 'タイムスタンプのフィールドがありません。',
    'snowflake.layoutError.tooLong': 'レイアウトの文字列が長すぎます（1,024 文字まで）。',
    'snowflake.layoutError.tooManyBits': 'ビット幅の合計が 64 を超えています。',
    'snowflake.layoutError.tooManyFields': 'フィールドは 16 個までです。',
    'snowflake.layoutError.unit':
      '1 単位の長さは 1 ms から 86,400,000 ms（1 日）までの整数にしてください。',
    'snowflake.layoutError.unknownKind': '種類が不明です。',
    'snowflake.layoutError.width': 'ビット幅は 1 から 64 までの整数にしてください。',
    'snowflake.local.outOfRange':
      '（JavaScript の Date で表せない範囲のため、ローカル時刻は表示できません）',
    'snowflake.local.pending': '（閲覧環境のローカル時刻はページの読み込み後に表示します）',
    'snowflake.local.value': 'ローカル時刻（{zone}）: {time}',
    'snowflake.locality.heading': 'InnoDB の挿入位置（主キーにした場合）',
    'snowflake.locality.hotPages':
      '挿入先ごとに 16 KiB のリーフページを 1 枚ずつバッファプールに置いておくだけで、最大 {bytes} が必要です。これを超えると挿入のたびにディスクからページを読むことになります。',
    'snowflake.locality.increasing':
      '昇順に届く：新しい行はクラスタインデックスの右端に追記されます',
    'snowflake.locality.increasingShort': '昇順（右端に追記）',
    'snowflake.locality.leadingCounter':
      '上位で値が変わる最初のフィールドがカウンタ（{part}）なので、カウンタが増え続ける限り挿入は右端に集まります。出典の「インクリメンタルな BIGINT」と同じ形です。',
    'snowflake.locality.leadingTimestamp':
      '上位で値が変わる最初のフィールドがタイムスタンプ（{part}）なので、ID は作られた順にほぼ増えていきます。複数の生成器の ID は同じミリ秒の中で入り混じるだけで、挿入先は右端付近の少数のページに集まります。出典で毎秒 4,000〜5,000 件を保った「インクリメンタルな BIGINT」や「UUIDv1 + シャード ID」と同じ形です。',
    'snowflake.locality.noOrderedPart':
      '時刻とともに増えるフィールド（タイムスタンプか連番）がないため、挿入はインデックス全体に散らばります。出典で毎秒 1,000 件前後まで落ちた「ランダムな BIGINT」と同じ形です。',
    'snowflake.locality.prefixed':
      '増えていく部分（{part}）より上位に {prefix} があるため、その値ごとに別々の「右端」ができ、挿入先は最大 {points} か所に分かれます。値の種類が少なければ（動いている生成器が数台なら）影響は小さいものの、行ごとに変わる値なら、出典で性能が出なかった「シャード ID + UUIDv1」と同じく挿入が散らばります。',
    'snowflake.locality.scattered': '散らばる：新しい行はインデックスの複数の場所に挿入されます',
    'snowflake.locality.scatteredShort': '散らばる',
    'snowflake.measured.caption': 'グラフの実測値（直前の区間の挿入速度）',
    'snowflake.measured.contrast': '比較 — {label}',
    'snowflake.measured.heading': '実測: この並びの主キーの挿入速度',
    'snowflake.measured.introIncreasing':
      '上の判定では、この配置の ID は右端に追記されます。ラボで同じ並び（と逆の並び）の主キーに行を挿入し続けたときの速度です。',
    'snowflake.measured.introScattered':
      '上の判定では、この配置の ID は索引のあちこちに挿入されます。ラボで同じ並び（と逆の並び）の主キーに行を挿入し続けたときの速度です。',
    'snowflake.measured.matched': 'この配置と同じ並び — {label}',
    'snowflake.measured.note':
      '表より小さなバッファプールのサーバーで、時刻は行数に比例して進む模擬時計です。負荷の高い共有マシンで測ったので、速度の絶対値ではなく形（落ち込むかどうか）を見てください。途中で終わっている系列は時間切れで打ち切ったものです。',
    'snowflake.measured.title': '挿入済みの行数と挿入速度（ラボの実測。計算モデルではありません）',
    'snowflake.measured.x': '挿入済みの行数',
    'snowflake.measured.y': '挿入速度 (行/秒)',
    'snowflake.now.all': 'いま発行される ID はすべて {limit} 以上です。',
    'snowflake.now.none': 'いま発行される ID はすべて {limit} 未満です。',
    'snowflake.now.some':
      'いま発行される ID には {limit} 以上のものがあります（ほかのフィールドの値しだい）。',
    'snowflake.preset.discord': 'Discord',
    'snowflake.preset.discord.note':
      'ミリ秒 42 ビット（エポック 2015-01-01T00:00:00Z）+ 内部ワーカー 5 + 内部プロセス 5 + 連番 12。符号ビットを空けていないため、2084 年にタイムスタンプが最上位ビットに達します。',
    'snowflake.preset.instagram': 'Instagram（2011 年）',
    'snowflake.preset.instagram.note':
      'ミリ秒 41 ビット（エポック 2011-08-24T21:07:01.721Z、記事の next_id() の our_epoch）+ 論理シャード 13 + 連番 10。記事は 41 ビットで「41 年」としていますが、2⁴¹ ms は約 69.7 年です。符号ビットを空けていないので、2046-06-27 以降の ID は 2⁶³ 以上になります。',
    'snowflake.preset.mastodon': 'Mastodon',
    'snowflake.preset.mastodon.note':
      'Unix ミリ秒 48 ビット（独自エポックなし）+ 下位 16 ビット。下位 16 ビットは「テーブル名・秘密のソルト・時刻の MD5 の先頭 2 バイト + テーブルごとのシーケンス」で、行数を隠しつつ同じミリ秒内の ID を区別します。',
    'snowflake.preset.sonyflake': 'Sonyflake（v1）',
    'snowflake.preset.sonyflake.note':
      '符号ビット 1 + 10 ms 単位の 39 ビット（既定のエポック 2014-09-01T00:00:00Z）+ 連番 8 + マシン ID 16。Twitter と違い、連番がマシン ID より上にあります。v2 モジュールは幅と単位を変更でき、既定のエポックも 2025-01-01 に変わったので、v2 の ID はカスタムレイアウトで読んでください。',
    'snowflake.preset.source': '出典の i × 2³² 方式（sifue/mysql_id_strategy）',
    'snowflake.preset.source.note':
      '出典の「インクリメンタルな BIGINT」：from_user_id = i × 4,294,967,296、to_user_id = i × 4,294,967,296 + 2,147,483,648（i = 1〜5,000,000）。上位 32 ビットがループカウンタ i、次の 1 ビットが to_user_id の印で、下位 31 ビットは常に 0 です。タイムスタンプはありません。i ≥ 2²¹ で 2⁵³ を超えるので、500 万行の大半は JavaScript の安全な整数の範囲外です。',
    'snowflake.preset.twitter': 'Twitter Snowflake（2010 年）',
    'snowflake.preset.twitter.note':
      '符号ビット 1 + ミリ秒 41 ビット（エポック 2010-11-04T01:42:54.657Z）+ データセンター 5 + ワーカー 5 + 連番 12。IdWorker はタイムスタンプをマスクせずに 22 ビット左へずらすため、2080-07-10 以降の ID は実際には符号ビットに達します。ここではその時点で時計が尽きるものとして扱います。',
    'snowflake.ribbon.free': '空き（0）',
    'snowflake.seed.caption':
      '出典の測定：MySQL 5.5、MacBook Pro（2011 年後期）、各パターン 500 万件の単一行 INSERT。判定はこのページのモデルによるもの。',
    'snowflake.seed.incrementalBigint': 'インクリメンタルな BIGINT（i × 2³²）',
    'snowflake.seed.incrementalBigint.measured': 'ほぼずっと毎秒 4,000〜5,000 件',
    'snowflake.seed.key': '主キー',
    'snowflake.seed.measured': '出典の挿入速度（500 万行まで）',
    'snowflake.seed.notes':
      'ランダムな INT は散らばる形ですが、出典の 500 万行では遅くなりませんでした。挿入先のページがまだバッファプールに収まっていたためと考えられ、行数が増えるかメモリが減れば同じように落ちます。UUIDv1 は文字列のバイト順だと先頭の time_low が約 429.5 秒ごとに 0 に戻るため、厳密な昇順ではありません（下の UUID の節を参照）。',
    'snowflake.seed.randomBigint': 'ランダムな BIGINT（8 バイト × 2）',
    'snowflake.seed.randomBigint.measured': '毎秒 1,000 件前後で、データ量が増えるにつれて悪化',
    'snowflake.seed.randomInt': 'ランダムな INT（4 バイト × 2）',
    'snowflake.seed.randomInt.measured': 'ほぼずっと毎秒 4,000〜5,000 件',
    'snowflake.seed.shardUuid': 'シャード ID + UUIDv1（BINARY(18)）',
    'snowflake.seed.shardUuid.measured': '良い性能が出なかった（数値の記載なし）',
    'snowflake.seed.uuidShard': 'UUIDv1 + シャード ID（BINARY(18)）',
    'snowflake.seed.uuidShard.measured': '毎秒 4,000〜5,000 件を維持',
    'snowflake.seed.verdict': 'このページの判定',
    'snowflake.source.date.aboutPostsOf': '{on} の投稿について',
    'snowflake.source.date.copyrightHeader': 'ファイル冒頭の著作権表示「{header}」による',
    'snowflake.source.date.exampleFrom': '掲載例の日付は {on}',
    'snowflake.source.date.fileAtCommit': 'コミット {commit} 時点のファイル',
    'snowflake.source.date.livingDocument':
      '随時更新される文書。{file} のコミット {commit} 時点の内容',
    'snowflake.source.date.mirrored': '{on} のアーカイブで確認',
    'snowflake.source.date.scriptsFrom': '{circa} 年ごろ。スクリプトは {from} 以降の日付を使用',
    'snowflake.source.date.undated': '日付の記載なし',
    'snowflake.source.date.undatedWithNote': '日付の記載なし、{note}',
    'snowflake.source.date.yearWithNote': '{year}、{note}',
    'snowflake.title': '64 ビット ID のレイアウトを設計・分解する',
    'snowflake.uuid.example': 'RFC 9562 の v{version} の例',
    'snowflake.uuid.fallback': '代わりに RFC 9562 の v1 の例 {example} を表示しています。',
    'snowflake.uuid.heading': 'UUID を調べる',
    'snowflake.uuid.input': 'UUID',
    'snowflake.uuid.input.hint': '8-4-4-4-12 桁の形式。大文字・小文字どちらでも構いません。',
    'snowflake.uuid.larger': '大きく',
    'snowflake.uuid.max': 'Max UUID（すべてのビットが 1）',
    'snowflake.uuid.nextWrap':
      'この UUID から約 {seconds} 秒後（{at}）に time_low が 0 に戻ります。その直後に同じノードで作られる {uuid} は、文字列の順ではこの UUID より{text}なり、UUID_TO_BIN(uuid, 1) の順では{stored}なります。',
    'snowflake.uuid.nil': 'Nil UUID（すべてのビットが 0）',
    'snowflake.uuid.noTime.note':
      'このバージョンは時刻を含まないか、このページでは読み取らない形式です（v3 と v5 は名前のハッシュ、v8 は独自形式）。',
    'snowflake.uuid.otherVariant':
      'RFC 9562 のバリアントではない UUID（バージョン番号は定義されていません）',
    'snowflake.uuid.otherVersion': 'バージョン {version}',
    'snowflake.uuid.smaller': '小さく',
    'snowflake.uuid.swapped': 'MySQL 8 の UUID_TO_BIN(uuid, 1)',
    'snowflake.uuid.textual': "文字列のバイト順（UNHEX(REPLACE(uuid, '-', '')) で格納した場合）",
    'snowflake.uuid.time': '作成日時（ISO 8601、UTC）',
    'snowflake.uuid.v1': 'バージョン 1（時刻 + ノード）',
    'snowflake.uuid.v4': 'バージョン 4（ランダム）',
    'snowflake.uuid.v4.note':
      'v4 はバージョンとバリアントの 6 ビットを除く 122 ビットがランダムです。時刻を含まないので、主キーにすると挿入はインデックス全体に散らばります。',
    'snowflake.uuid.v6': 'バージョン 6（v1 の時刻を上位から並べたもの）',
    'snowflake.uuid.v6.note':
      'v6 は v1 と同じ 60 ビットの時刻（1582-10-15 からの 100 ns 単位）を上位から順に並べた形式で、バイト列のままで時刻順に並びます。',
    'snowflake.uuid.v7': 'バージョン 7（Unix ミリ秒 + ランダム）',
    'snowflake.uuid.v7.note':
      '先頭 48 ビットが Unix ミリ秒なので、BINARY(16) にそのまま入れれば時刻順に並び、InnoDB への挿入はインデックスの右端に集まります。UUID_TO_BIN の入れ替え（第 2 引数の 1）は v1 用なので、v7 には使わないでください。',
    'snowflake.uuid.version': 'バージョン',
    'snowflake.uuid.wrap':
      'v1 の先頭の time_low は 60 ビットの時刻（100 ns 単位）の下位 32 ビットで、2³² × 100 ns ≈ 429.5 秒ごとに 0 に戻ります。そのため文字列のバイト順の v1 は単調には増えず、約 7 分ごとにキー空間の下端へ戻ります。UUID_TO_BIN(uuid, 1) は time_high と time_low を入れ替え、変化の遅い部分を先頭に置くので、格納したバイト列が時刻順に並びます。',
    'snowflake.uuidError.empty': 'UUID が入力されていません。',
    'snowflake.uuidError.malformed':
      '8-4-4-4-12 桁の 16 進数をハイフンでつないだ形式で入力してください（例: c232ab00-9414-11ec-b3c8-9f6bdeced846）。',
    'snowflake.uuidError.tooLong': '入力が長すぎます（100 文字まで）。',
    'snowflake.valueError.negative': '負の値は使えません。',
    'snowflake.valueError.notAnInteger': '0 以上の整数を入力してください。',
    'snowflake.valueError.tooLarge': 'このフィールドに入るのは {max} までです。',
    'snowflake.valueError.unknownField': 'このレイアウトにないフィールドです。',
    'snowflake.valueError.unused': '未使用のフィールドは 0 でなければなりません。',
    'snowflake.when.counterAll': '{field} が {all} 以上になると ID はすべて',
    'snowflake.when.counterBoth':
      '{field} が {some} 以上で一部の ID が、{all} 以上ですべての ID が',
    'snowflake.when.counterSome': '{field} が {some} 以上になると一部の ID が',
    'snowflake.when.timeAll': '{all} 以降の ID はすべて',
    'snowflake.when.timeBoth': '{some} 以降は一部の ID が、{all} 以降はすべての ID が',
    'snowflake.when.timeSome': '{some} 以降は一部の ID（ほかのフィールドの値が大きいもの）が',
    'snowflake.when.values': 'フィールドの値によっては ID が',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'presentation.scenario.snowflake.discord': "Discord layout with the documentation's example ID",
    'presentation.scenario.snowflake.instagram': 'Instagram (2011) layout',
    'presentation.scenario.snowflake.source':
      "The source's i × 2³² scheme (sifue/mysql_id_strategy)",
    'presentation.scenario.snowflake.twitter': 'Twitter Snowflake (2010) layout',
    'snowflake.article':
      'How this relates to insert performance is explained in the article "{article}".',
    'snowflake.article.link': 'ID design for InnoDB',
    'snowflake.consequences.allGenerators': 'Up to {total} per second across all generators.',
    'snowflake.consequences.bigint': 'Fits a signed BIGINT (Java long)?',
    'snowflake.consequences.bigintNo':
      'No: {when} reach 2⁶³ and become negative in a signed BIGINT. Store them in BIGINT UNSIGNED.',
    'snowflake.consequences.bigintYes':
      'Yes. Every ID is below 2⁶³, so it stays positive in a signed BIGINT.',
    'snowflake.consequences.generatorCount': '{count} ({bits} node bits in total)',
    'snowflake.consequences.generators': 'Generators it can tell apart',
    'snowflake.consequences.heading': 'What this layout implies',
    'snowflake.consequences.js': 'Safe as a JavaScript number (below 2⁵³)?',
    'snowflake.consequences.jsNo':
      'No: {when} reach 2⁵³ (9,007,199,254,740,992) or more, and turning them into a number (JSON.parse, for example) rounds the low digits. Send them to browsers and clients as strings.',
    'snowflake.consequences.jsYes':
      'Yes. Every ID is below 2⁵³, so a JavaScript number holds it exactly.',
    'snowflake.consequences.lifespan':
      'About {years} years from the epoch {epoch} (2^{bits} × {unit} ms).',
    'snowflake.consequences.noClock':
      'No timestamp, so no date runs out. It ends when {field} has used all {count} values.',
    'snowflake.consequences.noClockNoCounter':
      'Neither a timestamp nor a sequence: each generator can make only one ID.',
    'snowflake.consequences.now': 'Range of IDs issued now',
    'snowflake.consequences.nowAfterOverflow': 'The timestamp has already overflowed.',
    'snowflake.consequences.nowBeforeEpoch':
      'The epoch has not arrived yet, so no ID can be made now.',
    'snowflake.consequences.overflow': 'When the timestamp overflows',
    'snowflake.consequences.perGenerator': 'IDs per generator',
    'snowflake.consequences.perSecond':
      '{perSecond} per second ({perTick} every {unit} ms from {bits} sequence bits)',
    'snowflake.consequences.singleGenerator':
      'No node field, so there can be only one generator, or the generators must share the sequence.',
    'snowflake.consequences.total': 'Not divided by time: {total} in total',
    'snowflake.decode.bits': 'Bits',
    'snowflake.decode.caption': 'Value of each field (most significant first)',
    'snowflake.decode.field': 'Field',
    'snowflake.decode.id': 'ID (decimal / hexadecimal)',
    'snowflake.decode.jsRounded':
      'This ID is 2⁵³ or more, so a JavaScript number (the result of JSON.parse, for example) rounds it to {rounded}, which is a different ID. Pass IDs as strings in APIs.',
    'snowflake.decode.negative':
      'This ID is 2⁶³ or more, so a signed BIGINT (a Java long) holds it as the negative value {signed}.',
    'snowflake.decode.noTime': 'This layout has no timestamp.',
    'snowflake.decode.prompt':
      'Enter an ID to decode. This layout has no example ID from its sources.',
    'snowflake.decode.ticks': '(ticks; Unix milliseconds = {epoch} + value × {unit})',
    'snowflake.decode.time': 'Created at (ISO 8601, UTC)',
    'snowflake.decode.value': 'Value',
    'snowflake.editor.add': 'Add a field',
    'snowflake.editor.added': 'Added {field} with {bits} bits ({range}).',
    'snowflake.editor.budget':
      '{used} of 64 bits used ({free} free; free bits stay 0 at the most significant end)',
    'snowflake.editor.epoch': 'Epoch',
    'snowflake.editor.epoch.hint':
      'ISO 8601 or Unix milliseconds. Current value: {iso} (Unix milliseconds {ms})',
    'snowflake.editor.epoch.hintEmpty':
      'ISO 8601 (e.g. 2015-01-01T00:00:00Z) or Unix milliseconds (e.g. 1420070400000).',
    'snowflake.editor.heading': 'Bit ribbon and layout editor',
    'snowflake.editor.help':
      'Choose a field in the list under the ribbon to edit it below. In the list, ← → select with the keyboard, Shift + ← → move the field towards the most or least significant end, and + and − change its width by one bit. The digits in the ribbon’s cells are the bits of the ID being decoded.',
    'snowflake.editor.invalid':
      'This layout cannot be used yet. Until it is fixed, the calculator uses the last valid layout.',
    'snowflake.editor.kind': 'Kind',
    'snowflake.editor.kindChanged': '{field} is now of kind {kind}.',
    'snowflake.editor.layoutString': 'Layout as written in the URL: {text}',
    'snowflake.editor.moveDown': 'Move down (less significant) →',
    'snowflake.editor.moveUp': '← Move up (more significant)',
    'snowflake.editor.movedDown': 'Moved {field} down ({range}).',
    'snowflake.editor.movedUp': 'Moved {field} up ({range}).',
    'snowflake.editor.name': 'Name',
    'snowflake.editor.name.hint':
      'Lower-case letter first, then lower-case letters, digits or _ (up to 24). The name also goes into the URL.',
    'snowflake.editor.narrow': 'Width −1',
    'snowflake.editor.noFreeBits': 'No free bits. Narrow another field to add one.',
    'snowflake.editor.range': 'bits {hi}–{lo}',
    'snowflake.editor.rangeSingle': 'bit {bit}',
    'snowflake.editor.remove': 'Remove',
    'snowflake.editor.removed': 'Removed {field}.',
    'snowflake.editor.resized': '{field} is now {bits} bits wide ({range}).',
    'snowflake.editor.revert': 'Go back to the last valid layout',
    'snowflake.editor.reverted': 'Went back to the last valid layout.',
    'snowflake.editor.selected': 'Selected field: {field} ({range})',
    'snowflake.editor.unit': 'Length of one tick (ms)',
    'snowflake.editor.unit.hint': '1 ms for Twitter and most others, 10 ms for Sonyflake.',
    'snowflake.editor.widen': 'Width +1',
    'snowflake.editor.width': 'Width (bits)',
    'snowflake.editor.widthLimit': '{field} stays {bits} bits wide (1 to {max} bits).',
    'snowflake.encode.at': 'Date and time (ISO 8601)',
    'snowflake.encode.at.hint':
      'E.g. 2025-01-01T09:30:00Z. Without a time zone the time is taken as UTC (you can also add one, like +09:00).',
    'snowflake.encode.atFallback': 'Calculating with {fallback} instead.',
    'snowflake.encode.fieldValue': '{field} ({bits} bits)',
    'snowflake.encode.heading': 'Build an ID from a time and field values',
    'snowflake.encode.noTimestamp':
      'This layout has no timestamp, so the ID depends on the field values alone.',
    'snowflake.encode.now': 'Use the current time',
    'snowflake.encode.partial': 'Unreadable or out-of-range values are built in as 0.',
    'snowflake.encode.range': '0 to {max}. Empty means 0.',
    'snowflake.encode.rejectedPairs':
      "The link's values had {count} unreadable pair(s), so all of its values were ignored (the format is name-decimal pairs joined by dots).",
    'snowflake.encode.result': 'Built ID (decimal / hexadecimal)',
    'snowflake.encode.smallest': 'Smallest ID of this time (lower bound for range queries)',
    'snowflake.encode.smallest.hint':
      'Every field but the timestamp set to 0. Every ID created at or after this time is at least this large. Compute the end time the same way and add id < … to select rows by creation time.',
    'snowflake.encode.smallest.tick':
      'Every field but the timestamp set to 0. The time is rounded down to {unit} ms ticks, so the bound can be off by up to one tick. Compute the end time the same way and add id < … to select rows by creation time.',
    'snowflake.encode.useDecoded': "Fill in the decoded ID's values",
    'snowflake.encode.valueFallback': 'Calculating with 0 instead.',
    'snowflake.example.documentedTime': 'Creation time given by the source: {time}',
    'snowflake.example.note': 'Example: decoding an ID published in the sources of {preset}.',
    'snowflake.field.datacenter': 'Datacenter',
    'snowflake.field.i': 'Counter i',
    'snowflake.field.increment': 'Sequence (increment)',
    'snowflake.field.machine': 'Machine ID',
    'snowflake.field.process': 'Process',
    'snowflake.field.sequence': 'Sequence',
    'snowflake.field.shard': 'Shard',
    'snowflake.field.timestamp': 'Timestamp',
    'snowflake.field.toUser': 'to_user_id flag',
    'snowflake.field.unused': 'Unused (sign bit)',
    'snowflake.field.worker': 'Worker',
    'snowflake.field.zero': 'Always 0',
    'snowflake.fieldList.label': 'Fields (most significant first)',
    'snowflake.fieldList.width': '{bits} bits (bits {hi}–{lo})',
    'snowflake.fieldList.widthSingle': '1 bit (bit {bit})',
    'snowflake.id.clear': 'Clear the input and show the example ID',
    'snowflake.id.exampleHint':
      "While this is empty, a real ID from this layout's sources is decoded as an example.",
    'snowflake.id.fallbackExample': 'Decoding the example ID {id} instead.',
    'snowflake.id.hint':
      'The ID is read as an integer without going through a JavaScript number, so IDs above 2⁵³ keep every digit.',
    'snowflake.id.label': 'ID to decode (decimal, or hexadecimal starting with 0x)',
    'snowflake.idError.empty': 'No value entered.',
    'snowflake.idError.exceeds64': 'Larger than the 64-bit maximum, 18,446,744,073,709,551,615.',
    'snowflake.idError.exceedsLayout':
      'Wider than this layout. The bits above it are ignored in the decoding; check that the ID is not from another layout.',
    'snowflake.idError.negative':
      'Negative values are not allowed. For an ID that a signed BIGINT shows as negative, enter it plus 2⁶⁴.',
    'snowflake.idError.notANumber':
      'Enter a decimal number (e.g. 175928847299117063) or a hexadecimal number starting with 0x (e.g. 0x271065ac1020007). Separators and fractions are not allowed.',
    'snowflake.idError.tooLong': 'The input is too long (100 characters at most).',
    'snowflake.idError.unusedBits':
      'A bit that should be unused (always 0) is set. Check that the ID is not from another layout.',
    'snowflake.instant.afterOverflow':
      'The timestamp overflows at {overflow}, so later times cannot be expressed.',
    'snowflake.instant.beforeEpoch': 'Times before the epoch ({epoch}) cannot be expressed.',
    'snowflake.instant.noTimestamp':
      'This layout has no timestamp, so a time does not determine an ID.',
    'snowflake.instant.notTimeOrdered':
      'A node or sequence field sits above the timestamp, so IDs are not in time order and a time range cannot be expressed as an ID range.',
    'snowflake.instantError.empty': 'No date or time entered.',
    'snowflake.instantError.invalidDate': 'No such date or time.',
    'snowflake.instantError.malformed':
      'Enter an ISO 8601 date or time (e.g. 2025-01-01T09:30:00Z, 2025-01-01 18:30:00+09:00, 2025-01-01).',
    'snowflake.instantError.tooLong': 'The input is too long (40 characters at most).',
    'snowflake.kind.node': 'Node (fixed per generator)',
    'snowflake.kind.sequence': 'Sequence',
    'snowflake.kind.timestamp': 'Timestamp',
    'snowflake.kind.unused': 'Unused (always 0)',
    'snowflake.layout.custom': 'Custom (edited layout)',
    'snowflake.layout.customHint':
      'The layout edited in the bit ribbon below. It goes into the URL as it is, so a link shares it.',
    'snowflake.layout.label': 'ID layout',
    'snowflake.layout.sources': 'Sources for this layout:',
    'snowflake.layout.unreadable':
      'Could not read the layout: {issues} Calculating with {preset} instead.',
    'snowflake.layoutError.atField': 'Field {n}: {message}',
    'snowflake.layoutError.badName':
      'Start the name with a lower-case letter and use only lower-case letters, digits and underscores (_), 24 characters at most.',
    'snowflake.layoutError.duplicateName': 'Another field has the same name.',
    'snowflake.layoutError.empty': 'The layout is empty.',
    'snowflake.layoutError.epoch':
      'Give the epoch as an ISO 8601 time from 1970-01-01T00:00:00Z on, or as Unix milliseconds from 0 to 8,640,000,000,000,000.',
    'snowflake.layoutError.malformedField':
      'Malformed. A field is "kind letter + width-name", and only a timestamp continues with "-epoch-unit" (e.g. t41-timestamp-1288834974657-1).',
    'snowflake.layoutError.multipleTimestamps': 'At most one timestamp field.',
    'snowflake.layoutError.noFields': 'There are no fields.',
    'snowflake.layoutError.noTimestamp': 'There is no timestamp field.',
    'snowflake.layoutError.tooLong': 'The layout string is too long (1,024 characters at most).',
    'snowflake.layoutError.tooManyBits': 'The widths add up to more than 64 bits.',
    'snowflake.layoutError.tooManyFields': 'At most 16 fields.',
    'snowflake.layoutError.unit':
      'Make the tick a whole number of milliseconds from 1 to 86,400,000 (one day).',
    'snowflake.layoutError.unknownKind': 'Unknown kind.',
    'snowflake.layoutError.width': 'Make the width a whole number of bits from 1 to 64.',
    'snowflake.local.outOfRange':
      '(outside the range of a JavaScript Date, so no local time can be shown)',
    'snowflake.local.pending': '(the local time of your device appears once the page has loaded)',
    'snowflake.local.value': 'Local time ({zone}): {time}',
    'snowflake.locality.heading': 'InnoDB insert position (as the primary key)',
    'snowflake.locality.hotPages':
      'Just keeping one 16 KiB leaf page per insert position in the buffer pool takes up to {bytes}. Beyond that, inserts read pages from disk.',
    'snowflake.locality.increasing':
      'Increasing: new rows are appended at the right edge of the clustered index',
    'snowflake.locality.increasingShort': 'Increasing (appends at the right edge)',
    'snowflake.locality.leadingCounter':
      'The first field above that changes is the counter ({part}), so as long as it keeps growing, inserts gather at the right edge. This is the shape of the source\'s "incremental BIGINT".',
    'snowflake.locality.leadingTimestamp':
      'The first field above that changes is the timestamp ({part}), so IDs grow roughly in creation order. IDs from several generators only interleave within the same millisecond, and inserts gather in a few pages near the right edge. This is the shape of the source\'s "incremental BIGINT" and "UUIDv1 + shard ID", which kept 4,000–5,000 inserts per second.',
    'snowflake.locality.noOrderedPart':
      'No field grows with time (neither a timestamp nor a sequence), so inserts scatter over the whole index. This is the shape of the source\'s "random BIGINT", which fell to around 1,000 inserts per second.',
    'snowflake.locality.prefixed':
      '{prefix} sits above the growing part ({part}), so each of its values has a right edge of its own and inserts are split over up to {points} places. With few values (a handful of active generators) the effect is small; with a value that changes from row to row, inserts scatter like the source\'s "shard ID + UUIDv1", which did not perform well.',
    'snowflake.locality.scattered': 'Scattered: new rows are inserted at many places in the index',
    'snowflake.locality.scatteredShort': 'Scattered',
    'snowflake.measured.caption':
      'The measurements in the chart (insert rate over the preceding window)',
    'snowflake.measured.contrast': 'For comparison — {label}',
    'snowflake.measured.heading': 'Measured: insert rate of primary keys in this order',
    'snowflake.measured.introIncreasing':
      "By the verdict above, IDs of this layout are appended at the index's right edge. These are the rates the lab measured while inserting rows continuously into a primary key in the same order (and in the opposite order).",
    'snowflake.measured.introScattered':
      'By the verdict above, IDs of this layout are inserted all over the index. These are the rates the lab measured while inserting rows continuously into a primary key in the same order (and in the opposite order).',
    'snowflake.measured.matched': 'Same order as this layout — {label}',
    'snowflake.measured.note':
      'Measured on a server with a buffer pool smaller than the table, with a simulated clock that advances in proportion to the rows inserted. The shared machine was under load, so read the shape (whether the rate collapses), not the absolute rates. Series that end early ran out of their time budget.',
    'snowflake.measured.title': 'Rows inserted and insert rate (lab measurements, not a model)',
    'snowflake.measured.x': 'Rows inserted',
    'snowflake.measured.y': 'Insert rate (rows/s)',
    'snowflake.now.all': 'Every ID issued now is {limit} or more.',
    'snowflake.now.none': 'Every ID issued now is below {limit}.',
    'snowflake.now.some':
      'Some IDs issued now are {limit} or more (depending on the other fields).',
    'snowflake.preset.discord': 'Discord',
    'snowflake.preset.discord.note':
      '42 bits of milliseconds (epoch 2015-01-01T00:00:00Z) + 5 internal worker + 5 internal process + 12 increment. No sign bit is kept free, so the timestamp reaches the top bit in 2084.',
    'snowflake.preset.instagram': 'Instagram (2011)',
    'snowflake.preset.instagram.note':
      '41 bits of milliseconds (epoch 2011-08-24T21:07:01.721Z, our_epoch in the post\'s next_id()) + 13 logical shard + 10 sequence. The post says 41 bits give "41 years"; 2⁴¹ ms is in fact about 69.7 years. No sign bit is kept free, so IDs from 2046-06-27 on are 2⁶³ or more.',
    'snowflake.preset.mastodon': 'Mastodon',
    'snowflake.preset.mastodon.note':
      '48 bits of Unix milliseconds (no custom epoch) + 16 low bits. The low bits are "the first 2 bytes of an MD5 of table name, secret salt and time, plus a per-table sequence": they hide the row count while keeping IDs in the same millisecond distinct.',
    'snowflake.preset.sonyflake': 'Sonyflake (v1)',
    'snowflake.preset.sonyflake.note':
      '1 sign bit + 39 bits in 10 ms units (default epoch 2014-09-01T00:00:00Z) + 8 sequence + 16 machine ID. Unlike Twitter, the sequence sits above the machine ID. The v2 module makes widths and unit configurable and moves the default epoch to 2025-01-01, so read v2 IDs with a custom layout.',
    'snowflake.preset.source': "The source's i × 2³² scheme (sifue/mysql_id_strategy)",
    'snowflake.preset.source.note':
      'The source\'s "incremental BIGINT": from_user_id = i × 4,294,967,296 and to_user_id = i × 4,294,967,296 + 2,147,483,648 (i = 1…5,000,000). The top 32 bits hold the loop counter i, the next bit marks to_user_id, and the low 31 bits are always 0. There is no timestamp. From i ≥ 2²¹ the IDs pass 2⁵³, so most of the 5 million rows are beyond JavaScript\'s safe integers.',
    'snowflake.preset.twitter': 'Twitter Snowflake (2010)',
    'snowflake.preset.twitter.note':
      '1 sign bit + 41 bits of milliseconds (epoch 2010-11-04T01:42:54.657Z) + 5 datacenter + 5 worker + 12 sequence. IdWorker shifts the timestamp left by 22 without masking it, so from 2080-07-10 on real IDs would reach the sign bit; here the clock is taken to run out at that point.',
    'snowflake.ribbon.free': 'Free (0)',
    'snowflake.seed.caption':
      "The source's measurements: MySQL 5.5 on a MacBook Pro (late 2011), 5 million single-row INSERTs per pattern. The verdicts come from this page's model.",
    'snowflake.seed.incrementalBigint': 'Incremental BIGINT (i × 2³²)',
    'snowflake.seed.incrementalBigint.measured': 'About 4,000–5,000 per second almost throughout',
    'snowflake.seed.key': 'Primary key',
    'snowflake.seed.measured': 'Insert rate in the source (up to 5 million rows)',
    'snowflake.seed.notes':
      "The random INT has the scattered shape but did not slow down within the source's 5 million rows, most likely because the pages it inserted into still fitted in the buffer pool; with more rows or less memory it falls in the same way. In textual byte order a UUIDv1 starts with time_low, which returns to 0 about every 429.5 seconds, so it is not strictly increasing (see the UUID section below).",
    'snowflake.seed.randomBigint': 'Random BIGINT (8 bytes × 2)',
    'snowflake.seed.randomBigint.measured': 'Around 1,000 per second, getting worse as data grows',
    'snowflake.seed.randomInt': 'Random INT (4 bytes × 2)',
    'snowflake.seed.randomInt.measured': 'About 4,000–5,000 per second almost throughout',
    'snowflake.seed.shardUuid': 'Shard ID + UUIDv1 (BINARY(18))',
    'snowflake.seed.shardUuid.measured': 'Did not perform well (no figure given)',
    'snowflake.seed.uuidShard': 'UUIDv1 + shard ID (BINARY(18))',
    'snowflake.seed.uuidShard.measured': 'Kept 4,000–5,000 per second',
    'snowflake.seed.verdict': "This page's verdict",
    'snowflake.source.date.aboutPostsOf': 'about posts of {on}',
    'snowflake.source.date.copyrightHeader': 'from the file header "{header}"',
    'snowflake.source.date.exampleFrom': 'its example is dated {on}',
    'snowflake.source.date.fileAtCommit': 'file as of commit {commit}',
    'snowflake.source.date.livingDocument':
      'a living document; its text as of commit {commit} of {file}',
    'snowflake.source.date.mirrored': 'seen in an archived copy of {on}',
    'snowflake.source.date.scriptsFrom': 'c. {circa}; its scripts use dates from {from} on',
    'snowflake.source.date.undated': 'undated',
    'snowflake.source.date.undatedWithNote': 'undated; {note}',
    'snowflake.source.date.yearWithNote': '{year}; {note}',
    'snowflake.title': 'Design and decode a 64-bit ID layout',
    'snowflake.uuid.example': 'RFC 9562 v{version} example',
    'snowflake.uuid.fallback': 'Showing the RFC 9562 v1 example {example} instead.',
    'snowflake.uuid.heading': 'Inspect a UUID',
    'snowflake.uuid.input': 'UUID',
    'snowflake.uuid.input.hint': '8-4-4-4-12 hexadecimal digits, upper or lower case.',
    'snowflake.uuid.larger': 'higher',
    'snowflake.uuid.max': 'Max UUID (all bits 1)',
    'snowflake.uuid.nextWrap':
      'time_low returns to 0 about {seconds} seconds after this UUID ({at}). The UUID {uuid}, made on the same node right after that, sorts {text} than this one in textual order, and {stored} in UUID_TO_BIN(uuid, 1) order.',
    'snowflake.uuid.nil': 'Nil UUID (all bits 0)',
    'snowflake.uuid.noTime.note':
      'This version has no time, or a format this page does not read (v3 and v5 are name hashes, v8 is custom).',
    'snowflake.uuid.otherVariant': 'Not an RFC 9562 variant UUID (no version number is defined)',
    'snowflake.uuid.otherVersion': 'Version {version}',
    'snowflake.uuid.smaller': 'lower',
    'snowflake.uuid.swapped': 'MySQL 8 UUID_TO_BIN(uuid, 1)',
    'snowflake.uuid.textual': "Textual byte order (stored with UNHEX(REPLACE(uuid, '-', '')))",
    'snowflake.uuid.time': 'Created at (ISO 8601, UTC)',
    'snowflake.uuid.v1': 'Version 1 (time + node)',
    'snowflake.uuid.v4': 'Version 4 (random)',
    'snowflake.uuid.v4.note':
      'Apart from the 6 version and variant bits, the 122 bits of a v4 are random. There is no time in it, so as a primary key its inserts scatter over the whole index.',
    'snowflake.uuid.v6': "Version 6 (v1's time, most significant first)",
    'snowflake.uuid.v6.note':
      'v6 stores the same 60-bit time as v1 (100 ns intervals since 1582-10-15) most significant first, so its bytes sort in time order as they are.',
    'snowflake.uuid.v7': 'Version 7 (Unix milliseconds + random)',
    'snowflake.uuid.v7.note':
      'The first 48 bits are Unix milliseconds, so stored as they are in BINARY(16) the values sort by time and InnoDB inserts gather at the right edge of the index. The swap of UUID_TO_BIN (second argument 1) is meant for v1; do not use it for v7.',
    'snowflake.uuid.version': 'Version',
    'snowflake.uuid.wrap':
      "A v1's leading time_low holds the low 32 bits of its 60-bit time (in 100 ns units), so it returns to 0 every 2³² × 100 ns ≈ 429.5 seconds. v1 UUIDs in textual byte order therefore do not increase monotonically: about every 7 minutes they jump back to the low end of the key space. UUID_TO_BIN(uuid, 1) swaps time_high and time_low, putting the slowly changing part first, so the stored bytes sort by time.",
    'snowflake.uuidError.empty': 'No UUID entered.',
    'snowflake.uuidError.malformed':
      'Enter 8-4-4-4-12 hexadecimal digits joined by hyphens (e.g. c232ab00-9414-11ec-b3c8-9f6bdeced846).',
    'snowflake.uuidError.tooLong': 'The input is too long (100 characters at most).',
    'snowflake.valueError.negative': 'Negative values are not allowed.',
    'snowflake.valueError.notAnInteger': 'Enter a whole number of 0 or more.',
    'snowflake.valueError.tooLarge': 'This field holds values up to {max}.',
    'snowflake.valueError.unknownField': 'This layout has no such field.',
    'snowflake.valueError.unused': 'An unused field must be 0.',
    'snowflake.when.counterAll': 'once {field} reaches {all}, all IDs',
    'snowflake.when.counterBoth':
      'once {field} reaches {some} some IDs, and from {all} on all IDs,',
    'snowflake.when.counterSome': 'once {field} reaches {some}, some IDs',
    'snowflake.when.timeAll': 'from {all} on, all IDs',
    'snowflake.when.timeBoth': 'from {some} on some IDs, and from {all} on all IDs,',
    'snowflake.when.timeSome':
      'from {some} on, some IDs (those with large values in the other fields)',
    'snowflake.when.values': 'depending on the field values, IDs',
  },
});
