/** This calculator's UI strings, in both languages; they load with the calculator (see src/i18n/messages.ts). */
import { defineMessages } from '../../i18n/messages';

export const groupCommitStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'groupCommit.assumptions.background':
      '設定 0 と 2 の約 1 秒ごとのバックグラウンド fsync は、1 トランザクションあたりの回数に含めません。',
    'groupCommit.assumptions.ceiling':
      'コミット速度の上限は「ストレージの fsync 回数 ÷ 1トランザクションあたりの fsync」と「クライアント数 ÷ 1件の処理時間」の小さい方です。CPU、ロック待ち、mutex の中のバイナリログ書き込み、fsync 1 回を超える待ち行列は含まないので、実際の値はこれより低くなります。',
    'groupCommit.assumptions.closedLoop':
      'クライアントはそれぞれ常に 1 件のトランザクションを実行中で、終わるとすぐ次を始めます。1 件ごとに「fsync 待ち以外の時間」を使います。',
    'groupCommit.assumptions.counts':
      '5.6 以降は、グループごとにフラッシュステージの REDO ログ fsync を 1 回、シンクステージのバイナリログ fsync を 1 回（sync_binlog=N なら N グループに 1 回）と数え、InnoDB のコミット記録自体は fsync しません（5.7 以降のソースコードの動作。5.6 も同じと仮定）。',
    'groupCommit.assumptions.device':
      'ストレージは fsync を 1 回ずつ順に処理し、1 回に「fsync 1 回の時間」かかります。REDO ログとバイナリログは同じストレージを共有します。',
    'groupCommit.assumptions.group':
      '共有される fsync は、始まった時点で待っているコミットをすべて含みます。グループの大きさは、各クライアントが 1 件の処理時間のうち共有 fsync を待っている割合 × クライアント数（1 以上、クライアント数以下）とします。fsync 待ち以外の時間が 0 なら全員が同じ fsync に乗ります。',
    'groupCommit.assumptions.serial':
      'mutex の中の fsync（5.0/5.1 標準 InnoDB の全 fsync、5.5 までのバイナリログの fsync）は共有されません。',
    'groupCommit.assumptions.summary': 'モデルの前提（出典にはない、このサイト独自の仮定です）',
    'groupCommit.basis.accessTime': 'アクセス時間を同期書き込み 1 回の時間として使用',
    'groupCommit.basis.datasheet': 'データシートの書き込みレイテンシ（fsync の下限の目安）',
    'groupCommit.basis.measured': '1 スレッドでの測定値',
    'groupCommit.basis.statedCeiling': '出典が述べる上限（測定値ではない）',
    'groupCommit.basis.vendorTarget': 'ベンダーの設計目標（平均レイテンシの上限）',
    'groupCommit.button.mysql8': 'MySQL 8.0 の既定値にする',
    'groupCommit.button.source': '2009 年のベンチマークの設定に戻す',
    'groupCommit.chart.ceiling.caption':
      'fsync が許すコミット速度の上限（件/秒、いまの設定で世代を変えて計算）。CPU やロックなど他の制約は含みません。',
    'groupCommit.chart.ceiling.none':
      'この設定ではコミット時に fsync をしないので、fsync によるコミット速度の上限のグラフはありません。',
    'groupCommit.chart.ceiling.table': '数値の表を見る',
    'groupCommit.chart.ceiling.title': '同時接続数と fsync が許すコミット速度の上限（件/秒）',
    'groupCommit.chart.ceiling.y': 'コミット/秒',
    'groupCommit.chart.fsyncs.caption':
      '1 トランザクションあたりの fsync 回数（REDO ログとバイナリログの合計、いまの設定で世代を変えて計算）',
    'groupCommit.chart.fsyncs.table': '数値の表を見る',
    'groupCommit.chart.fsyncs.title':
      '同時接続数と 1 トランザクションあたりの fsync 回数（同じ設定で世代を比べる）',
    'groupCommit.chart.fsyncs.y': 'fsync/トランザクション',
    'groupCommit.chart.innodbOnly':
      '{generation}: InnoDB の fsync だけ（Innodb_data_fsyncs が数えるもの）',
    'groupCommit.chart.measuredBuiltin': '出典の測定値: 標準 InnoDB、30 接続（{value} 回）',
    'groupCommit.chart.measuredPlugin': '出典の測定値: InnoDB Plugin 1.0.4、30 接続（{value} 回）',
    'groupCommit.chart.selected': '{generation}（選択中）',
    'groupCommit.chart.x': 'クライアント数',
    'groupCommit.compare.builtin': '標準 InnoDB: 10 万トランザクションあたりの Innodb_data_fsyncs',
    'groupCommit.compare.explain':
      '標準 InnoDB の「1トランザクションあたり2回」はモデルも出典と同じです（測定値の 200,251 には、データファイルなどコミット以外の fsync も含まれます）。Plugin 1.0.4 の測定値はモデルの {ratio} 倍です。モデルは全員が fsync を待つだけの理想的な場合を計算しており、mutex の中で 1 件ずつ行うバイナリログの書き込み、SQL の実行時間、CPU などは含みません。そのため実際のグループはモデルより小さく、コミット速度の比も実測の 6.1 倍を上回ります。',
    'groupCommit.compare.heading': '2009 年の測定値とモデルの比較',
    'groupCommit.compare.intro':
      '出典のベンチマーク（mysqlslap で並列 INSERT、30 接続、10 万トランザクション、バッテリーバックアップ付きライトキャッシュの HDD、バイナリログ有効、innodb_flush_log_at_trx_commit=1、sync_binlog=0、innodb_support_xa=1）と同じ設定でモデルを計算した値です。fsync の性能は出典の「毎秒 10,000 回程度」、fsync 待ち以外の時間は上で入力した {other} を使っています。モデルはこの測定値に合わせて調整していません。',
    'groupCommit.compare.item': '項目',
    'groupCommit.compare.measured': '出典の測定値',
    'groupCommit.compare.model': 'このモデル',
    'groupCommit.compare.plugin':
      'InnoDB Plugin 1.0.4: 10 万トランザクションあたりの Innodb_data_fsyncs',
    'groupCommit.compare.speedup':
      'Plugin 1.0.4 ÷ 標準 InnoDB（モデルは上限の比、出典はスループットの比）',
    'groupCommit.compare.times': '{value} 倍',
    'groupCommit.crash.binlog.none': 'バイナリログ: 失われません。',
    'groupCommit.crash.binlog.notEnabled': 'バイナリログ: 無効です。',
    'groupCommit.crash.binlog.unflushedTail':
      'バイナリログ: OS がまだディスクへ書き出していなかった末尾が失われえます。',
    'groupCommit.crash.binlog.upToNGroups':
      'バイナリログ: 最大 {n} コミットグループ分が失われえます。',
    'groupCommit.crash.binlog.upToNTransactions':
      'バイナリログ: 最大 {n} トランザクション分が失われえます。',
    'groupCommit.crash.consistency.binlogAhead':
      '整合性: バイナリログにだけあるトランザクションが残りえます。レプリカには届いたのにソースには無い、という状態です。',
    'groupCommit.crash.consistency.consistent':
      '整合性: 回復後の InnoDB とバイナリログは一致します。',
    'groupCommit.crash.consistency.eitherWay':
      '整合性: InnoDB とバイナリログのどちらにも、片方にしか無いトランザクションが残りえます。',
    'groupCommit.crash.consistency.innodbAhead':
      '整合性: InnoDB にだけあるトランザクションが残りえます。レプリカに届かず、バイナリログからのポイントインタイムリカバリでも復元できません。',
    'groupCommit.crash.consistency.noBinlog':
      '整合性: バイナリログが無いので、ずれは起きません（レプリケーションもできません）。',
    'groupCommit.crash.heading': 'この設定でクラッシュしたときに失われるもの',
    'groupCommit.crash.innodb.none': 'InnoDB: コミット済みのトランザクションは失われません。',
    'groupCommit.crash.innodb.upTo1s':
      'InnoDB: 直近およそ 1 秒分のコミット済みトランザクションが失われえます。',
    'groupCommit.crash.innodb.withLostBinlog':
      'InnoDB: バイナリログから消えたトランザクションは、回復時に prepare 状態からロールバックされ、InnoDB からも失われます（5.6 以降はコミット記録をコミット時に fsync しないため）。',
    'groupCommit.crash.mysqld': 'mysqld だけが落ちた場合',
    'groupCommit.crash.mysqld.hint':
      'OS は動き続けるので、OS に書き渡した（fsync 前の）データは残ります。',
    'groupCommit.crash.note.deviceFlush':
      'fsync で守れるのは、ストレージが書き込み完了を正しく報告する場合だけです（電源喪失保護のないキャッシュが完了を先に返すと、fsync 済みでも失われえます）。',
    'groupCommit.crash.note.noTwoPhaseCommit':
      '2 相コミットが無いので、「バイナリログに書いた後、InnoDB に書く前」のクラッシュでバイナリログだけにトランザクションが残ります（出典の記事が挙げる例）。',
    'groupCommit.crash.note.oncePerSecond':
      '「約1秒」は innodb_flush_log_at_timeout（既定 1 秒）ごとのバックグラウンド書き出しによるもので、マニュアルは毎秒の書き出しが 100 % 保証されるわけではないとしています。',
    'groupCommit.crash.os': 'OS クラッシュ・電源断の場合',
    'groupCommit.crash.os.hint': '残るのは fsync 済みのデータだけです。',
    'groupCommit.error.outOfModelRange':
      'この組み合わせはモデルが扱える範囲を超えています。入力を見直してください。',
    'groupCommit.field.binlog': 'バイナリログ（log-bin）',
    'groupCommit.field.binlog.off': '無効',
    'groupCommit.field.binlog.on': '有効',
    'groupCommit.field.clients': '同時にコミットするクライアント数',
    'groupCommit.field.clients.hint':
      '1〜100,000。各クライアントが常に 1 件のトランザクションを実行中と仮定します（出典のベンチマークは 30 接続）。',
    'groupCommit.field.device': 'ストレージの fsync 性能',
    'groupCommit.field.device.basis': '（数値の種類: {basis}）',
    'groupCommit.field.device.custom': '自分で入力する',
    'groupCommit.field.device.customHint':
      '自分の環境で測った値を入れてください。fsync 1 回の時間か、1 秒あたりの fsync 回数のどちらでも指定できます。',
    'groupCommit.field.device.source': '出典: {source}',
    'groupCommit.field.fsyncPerSec': '1 秒あたりの fsync 回数',
    'groupCommit.field.fsyncUnit': '指定のしかた',
    'groupCommit.field.fsyncUnit.latency': 'fsync 1 回の時間（µs）',
    'groupCommit.field.fsyncUnit.rate': '1 秒あたりの fsync 回数',
    'groupCommit.field.fsyncUs': 'fsync 1 回の時間',
    'groupCommit.field.gen': 'サーバーの世代',
    'groupCommit.field.otherUs': 'fsync 待ち以外に 1 トランザクションが使う時間',
    'groupCommit.field.otherUs.hint':
      'SQL の実行やネットワークの往復など。0 は全員が常に fsync を待っている、グループが最も大きくなる理想的な場合です（出典には数値がありません）。',
    'groupCommit.field.syncBinlog.hintGroups':
      '0 = 書き出しを OS に任せる、1 = コミットグループごとに fsync、N = N グループごとに fsync（5.6 以降の数え方）。',
    'groupCommit.field.syncBinlog.hintTransactions':
      '0 = 書き出しを OS に任せる、1 = コミットごとに fsync、N = N 回の書き込み（トランザクション）ごとに fsync（5.5 までの数え方）。',
    'groupCommit.field.trx.0': '0 — 書き出しも fsync も約 1 秒ごと',
    'groupCommit.field.trx.1': '1 — コミットごとに書いて fsync',
    'groupCommit.field.trx.2': '2 — コミットごとに OS へ書き、fsync は約 1 秒ごと',
    'groupCommit.field.xa.0': '0 — 使わない（prepare を省く）',
    'groupCommit.field.xa.1': '1 — 2 相コミットを使う',
    'groupCommit.field.xa.hint':
      '5.7.10 で非推奨（以降は 0 にできない）、MySQL 8.0 で削除されました。',
    'groupCommit.field.xa.removed':
      'innodb_support_xa は MySQL 8.0 で削除され、2 相コミットは常に有効です。',
    'groupCommit.fsync.alone': 'fsync はこのトランザクション単独（他と共有できない）',
    'groupCommit.fsync.aloneEveryN': '{n} トランザクションごとに 1 回、単独で fsync',
    'groupCommit.fsync.shared': 'fsync はグループで 1 回（待っている全員で共有）',
    'groupCommit.fsync.sharedEveryN': '{n} グループごとに 1 回 fsync',
    'groupCommit.fsync.skippedBinlogOs': 'fsync しない（いつディスクに書くかは OS 任せ）',
    'groupCommit.fsync.skippedLogBuffer':
      'fsync しない（ログバッファに残す。約 1 秒ごとに書き出して fsync）',
    'groupCommit.fsync.skippedOsWrite':
      'fsync しない（OS に書くだけ。約 1 秒ごとにまとめて fsync）',
    'groupCommit.gen.bgc': 'MySQL 5.6/5.7（バイナリロググループコミット）',
    'groupCommit.gen.builtin': 'MySQL 5.0/5.1 標準 InnoDB',
    'groupCommit.gen.mysql8': 'MySQL 8.0 以降',
    'groupCommit.gen.plugin': 'InnoDB Plugin 1.0.4/MySQL 5.5',
    'groupCommit.lock.lockLog': 'バイナリログのロック（LOCK_log）を保持中',
    'groupCommit.lock.prepareCommitMutex':
      'prepare_commit_mutex を保持中（他のトランザクションは待つ）',
    'groupCommit.lock.stageLeader': 'リーダーがグループ全員の分をまとめて実行',
    'groupCommit.overlay.beyond':
      'クライアント数がグラフの範囲を超える実測値が {count} 点あります（クライアント数を増やすと表示されます）。',
    'groupCommit.overlay.binlogOff':
      'ラボの実測はバイナリログを有効にした実行だけなので、この設定には重ねていません。',
    'groupCommit.overlay.caption':
      'ラボの実測値: コミット 1 回あたりの Innodb_data_fsyncs の増分（同じ設定の実行）',
    'groupCommit.overlay.innodbOnly':
      'Innodb_data_fsyncs はバイナリログの fsync を数えないので、実測値は破線（InnoDB の fsync だけのモデル）と比べてください。',
    'groupCommit.overlay.noRun':
      'この innodb_flush_log_at_trx_commit と sync_binlog の組み合わせはラボで測っていないので、実測値は重ねていません（測ったのは 1/1、1/0、2/1、2/0、0/0）。',
    'groupCommit.result.background':
      'このほか、REDO ログはバックグラウンドで約 1 秒に 1 回 fsync されます（1 トランザクションあたりの回数には含めていません）。',
    'groupCommit.result.breakdown': '内訳: InnoDB REDO ログ {redo} 回、バイナリログ {binlog} 回',
    'groupCommit.result.ceiling': 'fsync が許すコミット速度の上限',
    'groupCommit.result.ceiling.none': 'fsync による上限なし',
    'groupCommit.result.device': 'fsync 1 回の時間',
    'groupCommit.result.device.value': '{latency}（最大 {rate}）',
    'groupCommit.result.fsyncsPerTxn': '1 トランザクションあたりの fsync',
    'groupCommit.result.fsyncsPerTxn.value': '{value} 回',
    'groupCommit.result.groupSize': '1 回の fsync を共有するコミット数',
    'groupCommit.result.groupSize.none': '1（この構成では fsync を共有しません）',
    'groupCommit.result.limitedByDevice':
      'ストレージの fsync 性能（{rate}）を使い切った状態での上限です。',
    'groupCommit.result.limitedByLatency':
      'クライアントが少なく、ストレージは {device} のうち {rate} しか使っていません。上限は各コミットの待ち時間で決まっています。',
    'groupCommit.result.limitedByNone':
      'コミット時に fsync をしないため、上限は CPU など他の要素で決まります。',
    'groupCommit.sequence.announce': '手順 {index}/{count}: {title}。{details}',
    'groupCommit.sequence.counter': '手順 {index}/{count}',
    'groupCommit.sequence.currentTitle': '手順 {index}: {title}',
    'groupCommit.sequence.fsyncTag': 'fsync',
    'groupCommit.sequence.groupSize':
      'いまの設定と同時接続数では、約 {size} 件のコミットで 1 回を共有します。',
    'groupCommit.sequence.heading': '1 件のコミットを順に見る',
    'groupCommit.sequence.intro':
      '{generation} で 1 件のトランザクションがコミットされるまで。図の枠に「単独」とある fsync は他のトランザクションと共有できず、「共有」はグループで 1 回、「省略」は設定により fsync しない手順です。いちばん上の帯は、その手順の間ロックを持っていることを示します。',
    'groupCommit.sequence.keys':
      'ボタンのほか、手順の一覧では ← → ↑ ↓ と Home/End キーで移動できます。',
    'groupCommit.sequence.lane.binlog': 'バイナリログ',
    'groupCommit.sequence.lane.lock': 'ロック・キュー',
    'groupCommit.sequence.lane.redo': 'InnoDB REDO ログ',
    'groupCommit.sequence.listLabel': '手順の一覧',
    'groupCommit.sequence.next': '次の手順 →',
    'groupCommit.sequence.pause': '一時停止',
    'groupCommit.sequence.play': '自動再生',
    'groupCommit.sequence.previous': '← 前の手順',
    'groupCommit.sequence.reducedMotion':
      '動きを減らす設定が有効なため、自動再生は止めています。ボタンか矢印キーで 1 手順ずつ進めてください。',
    'groupCommit.sequence.svgTitle': '{generation} のコミット手順の図。いまは手順 {index}: {title}',
    'groupCommit.sequence.tagAlone': '単独',
    'groupCommit.sequence.tagShared': '共有',
    'groupCommit.sequence.tagSkipped': '省略',
    'groupCommit.sources.heading': '出典',
    'groupCommit.sources.seedNote':
      '（2 相コミットの手順、標準 InnoDB の 1 トランザクションあたり 2 回・1 回、30 接続で 200,251 → 26,092、6.1 倍、毎秒約 10,000 回の fsync）',
    'groupCommit.sources.syncBinlogNote': '（Plugin 1.0.4 でも sync_binlog=1 は依然として遅い）',
    'groupCommit.step.acquireMutex': 'prepare_commit_mutex を確保',
    'groupCommit.step.binlogFsync': 'バイナリログを fsync',
    'groupCommit.step.binlogWrite': 'バイナリログに書く',
    'groupCommit.step.commitFsync': 'commit の REDO ログを fsync',
    'groupCommit.step.commitStage':
      'コミットステージ: バイナリログと同じ順で InnoDB にコミット（fsync なし）',
    'groupCommit.step.commitWrite': 'commit を REDO ログに書く',
    'groupCommit.step.flushStageBinlog':
      'フラッシュステージ: グループ全員のイベントをバイナリログに書く',
    'groupCommit.step.flushStageRedo':
      'フラッシュステージ: グループの prepare 記録を REDO ログに fsync',
    'groupCommit.step.prepareFsync': 'prepare の REDO ログを fsync',
    'groupCommit.step.prepareWrite': 'prepare を REDO ログに書く',
    'groupCommit.step.queue': 'フラッシュステージのキューに並ぶ（先頭がリーダー）',
    'groupCommit.step.releaseMutex': 'prepare_commit_mutex を解放',
    'groupCommit.step.syncStage': 'シンクステージ: バイナリログを fsync',
    'groupCommit.table.clients': 'クライアント数',
    'groupCommit.table.noCeiling': '上限なし',
    'groupCommit.title': 'グループコミットと 2 相コミットのシミュレーター',
    'groupCommit.unit.fsyncsPerSecond': '{value} fsync/秒',
    'groupCommit.unit.perSecond': '{value} 件/秒',
    'groupCommit.unit.perSecondShort': '回/秒',
    'groupCommit.warning.binlogFsyncNotShared':
      '5.5 まではバイナリログの fsync を 1 トランザクションずつ行うため、sync_binlog=1 ではグループコミットが効きません（出典: 「sync-binlog=1 の場合は依然として遅く」）。',
    'groupCommit.warning.noFsyncAtCommit':
      'この設定ではコミット時に fsync をしません。fsync はコミット速度の上限を決めませんが、そのぶんクラッシュで失いうるものが増えます（下の「クラッシュで失われるもの」）。',
    'groupCommit.warning.noTwoPhaseCommit':
      '2 相コミットなしでバイナリログを使う設定です。prepare の fsync は減りますが、クラッシュ後に InnoDB とバイナリログが一致しなくなることがあります（出典の記事が一般には推奨しない理由）。',
    'groupCommit.warning.xaFixedOn':
      'innodb_support_xa=0 にできるのは 5.6 と 5.7.10 より前の 5.7 だけです。5.7.10 以降は常に有効です。',
    'groupCommit.warning.xaOffBgcAssumed':
      '5.6/5.7 で innodb_support_xa=0 の場合、このモデルは REDO ログの fsync をグループあたり 1 回と仮定しています（出典に数値はありません）。',
    'groupCommit.warning.xaRemoved':
      'innodb_support_xa は MySQL 8.0 で削除されました。2 相コミットは常に有効なので、innodb_support_xa=1 として計算しています。',
    'groupCommit.warning.xaWithoutBinlog':
      'バイナリログが無効なので 2 相コミットは行われず、innodb_support_xa は fsync 回数に影響しません。',
    'presentation.scenario.groupCommit.bgc':
      'MySQL 5.6/5.7 のバイナリログ・グループコミット、1/sync_binlog=1（同じ 30 接続とディスク）',
    'presentation.scenario.groupCommit.builtinXa0':
      '5.0/5.1 標準の InnoDB、innodb_support_xa=0（30 接続）',
    'presentation.scenario.groupCommit.builtinXa1':
      '5.0/5.1 標準の InnoDB、innodb_support_xa=1（30 接続）',
    'presentation.scenario.groupCommit.mysql8':
      'MySQL 8.0 の既定値（1/sync_binlog=1、同じ 30 接続とディスク）',
    'presentation.scenario.groupCommit.plugin':
      'InnoDB Plugin 1.0.4、innodb_support_xa=1（30 接続）',
    'presentation.scenario.groupCommit.pluginSyncBinlog':
      'InnoDB Plugin 1.0.4 で sync_binlog=1 にすると',
    'presentation.scenario.groupCommit.source.bgc':
      '出典: MySQL Worklog WL#5223（5.6）、MySQL 5.7 リファレンスマニュアル（sync_binlog）',
    'presentation.scenario.groupCommit.source.mysql8':
      '出典: MySQL 5.7 リファレンスマニュアル（sync_binlog の既定値は 5.7.7 から 1）、MySQL 8.0 で innodb_support_xa は削除',
    'presentation.scenario.groupCommit.source.post':
      '出典: 松信「InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース」2009-08-12',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'groupCommit.assumptions.background':
      'The about-once-a-second background fsync of settings 0 and 2 is not counted per transaction.',
    'groupCommit.assumptions.ceiling':
      'The commit-rate ceiling is the smaller of "storage fsyncs per second ÷ fsyncs per transaction" and "clients ÷ time per transaction". CPU, lock waits, the binary log write inside the mutex and queueing beyond one fsync are not included, so real figures are lower.',
    'groupCommit.assumptions.closedLoop':
      'Each client always has one transaction in flight and starts the next as soon as one finishes. Each transaction also spends the "time outside fsync waits".',
    'groupCommit.assumptions.counts':
      'From 5.6, each group counts one redo log fsync in the flush stage and one binary log fsync in the sync stage (every N groups with sync_binlog=N); the InnoDB commit record itself is not fsynced (what the 5.7 and later source code does; 5.6 assumed the same).',
    'groupCommit.assumptions.device':
      'The storage handles fsyncs one at a time, each taking the "time of one fsync". The redo log and the binary log share the same storage.',
    'groupCommit.assumptions.group':
      "A shared fsync takes every commit waiting when it starts. The group size is the share of each client's time per transaction spent waiting on the shared fsync, times the number of clients (at least 1, at most the number of clients). With no time outside fsync waits, everyone joins the same fsync.",
    'groupCommit.assumptions.serial':
      'fsyncs inside a mutex (every fsync of 5.0/5.1 built-in InnoDB, and binary log fsyncs up to 5.5) are never shared.',
    'groupCommit.assumptions.summary':
      "The model's assumptions (this site's own, not the source's)",
    'groupCommit.basis.accessTime': 'an access time, used as the time of one synchronous write',
    'groupCommit.basis.datasheet': 'a datasheet write latency (a lower bound for an fsync)',
    'groupCommit.basis.measured': 'measured with one thread',
    'groupCommit.basis.statedCeiling': 'a ceiling stated by the source, not a measurement',
    'groupCommit.basis.vendorTarget':
      "a vendor's design target (an upper bound on average latency)",
    'groupCommit.button.mysql8': 'Use MySQL 8.0 defaults',
    'groupCommit.button.source': 'Back to the 2009 benchmark settings',
    'groupCommit.chart.ceiling.caption':
      'Commit-rate ceiling set by fsync (commits/s), computed with the current settings in each generation. Other limits such as CPU and locks are not included.',
    'groupCommit.chart.ceiling.none':
      'Nothing is fsynced at commit with these settings, so there is no fsync ceiling to chart.',
    'groupCommit.chart.ceiling.table': 'Show the numbers',
    'groupCommit.chart.ceiling.title':
      'Commit-rate ceiling set by fsync against concurrency (commits/s)',
    'groupCommit.chart.ceiling.y': 'commits/s',
    'groupCommit.chart.fsyncs.caption':
      'fsyncs per transaction (redo log and binary log together), computed with the current settings in each generation',
    'groupCommit.chart.fsyncs.table': 'Show the numbers',
    'groupCommit.chart.fsyncs.title':
      'fsyncs per transaction against concurrency (the same settings in each generation)',
    'groupCommit.chart.fsyncs.y': 'fsyncs / transaction',
    'groupCommit.chart.innodbOnly':
      '{generation}: InnoDB fsyncs only (what Innodb_data_fsyncs counts)',
    'groupCommit.chart.measuredBuiltin':
      'Source measurement: built-in InnoDB, 30 connections ({value})',
    'groupCommit.chart.measuredPlugin':
      'Source measurement: InnoDB Plugin 1.0.4, 30 connections ({value})',
    'groupCommit.chart.selected': '{generation} (selected)',
    'groupCommit.chart.x': 'Clients',
    'groupCommit.compare.builtin': 'Built-in InnoDB: Innodb_data_fsyncs per 100,000 transactions',
    'groupCommit.compare.explain':
      "For the built-in engine the model gives the same 2 fsyncs per transaction as the source (the measured 200,251 also includes fsyncs outside commits, such as data files). The Plugin 1.0.4 measurement is {ratio}× the model. The model computes the ideal case where everyone only waits on fsync; it leaves out the binary log write done one at a time inside the mutex, SQL execution time, CPU and so on. Real groups are therefore smaller than the model's, and its speed-up exceeds the measured 6.1×.",
    'groupCommit.compare.heading': 'The 2009 measurements beside the model',
    'groupCommit.compare.intro':
      'The model run with the settings of the source\'s benchmark (mysqlslap parallel INSERTs, 30 connections, 100,000 transactions, HDD with battery-backed write cache, binary log on, innodb_flush_log_at_trx_commit=1, sync_binlog=0, innodb_support_xa=1). fsync performance is the source\'s "about 10,000 per second"; the time outside fsync waits is the {other} entered above. The model is not adjusted to these measurements.',
    'groupCommit.compare.item': 'Item',
    'groupCommit.compare.measured': 'Source measurement',
    'groupCommit.compare.model': 'This model',
    'groupCommit.compare.plugin':
      'InnoDB Plugin 1.0.4: Innodb_data_fsyncs per 100,000 transactions',
    'groupCommit.compare.speedup':
      'Plugin 1.0.4 ÷ built-in InnoDB (model: ratio of ceilings; source: ratio of throughput)',
    'groupCommit.compare.times': '{value}×',
    'groupCommit.crash.binlog.none': 'Binary log: nothing is lost.',
    'groupCommit.crash.binlog.notEnabled': 'Binary log: off.',
    'groupCommit.crash.binlog.unflushedTail':
      'Binary log: the tail the operating system had not yet written to disk can be lost.',
    'groupCommit.crash.binlog.upToNGroups': 'Binary log: up to {n} commit groups can be lost.',
    'groupCommit.crash.binlog.upToNTransactions': 'Binary log: up to {n} transactions can be lost.',
    'groupCommit.crash.consistency.binlogAhead':
      'Consistency: transactions can remain only in the binary log — replicas received data the source no longer has.',
    'groupCommit.crash.consistency.consistent':
      'Consistency: after recovery InnoDB and the binary log agree.',
    'groupCommit.crash.consistency.eitherWay':
      'Consistency: either InnoDB or the binary log can end up with transactions the other lacks.',
    'groupCommit.crash.consistency.innodbAhead':
      'Consistency: transactions can remain only in InnoDB — they never reach replicas, and point-in-time recovery from the binary log cannot restore them.',
    'groupCommit.crash.consistency.noBinlog':
      'Consistency: with no binary log there is nothing to disagree with (and no replication either).',
    'groupCommit.crash.heading': 'What a crash can lose with these settings',
    'groupCommit.crash.innodb.none': 'InnoDB: no committed transaction is lost.',
    'groupCommit.crash.innodb.upTo1s':
      'InnoDB: roughly the last second of committed transactions can be lost.',
    'groupCommit.crash.innodb.withLostBinlog':
      'InnoDB: transactions whose binary log events are lost are rolled back from their prepared state at recovery, so InnoDB loses them too (from 5.6 the commit record is not fsynced at commit).',
    'groupCommit.crash.mysqld': 'Only mysqld crashes',
    'groupCommit.crash.mysqld.hint':
      'The operating system keeps running, so whatever was handed to it (written, not yet fsynced) survives.',
    'groupCommit.crash.note.deviceFlush':
      'fsync only protects data on storage that reports completion truthfully (a cache without power-loss protection that acknowledges early can lose even fsynced data).',
    'groupCommit.crash.note.noTwoPhaseCommit':
      'Without two-phase commit, a crash after writing the binary log but before writing InnoDB leaves the transaction only in the binary log (the example in the source post).',
    'groupCommit.crash.note.oncePerSecond':
      '"About one second" comes from the background flush every innodb_flush_log_at_timeout (1 second by default); the manual notes that this once-per-second flush is not 100 % guaranteed.',
    'groupCommit.crash.os': 'OS crash or power loss',
    'groupCommit.crash.os.hint': 'Only fsynced data survives.',
    'groupCommit.error.outOfModelRange':
      'This combination is outside what the model can handle. Please check the inputs.',
    'groupCommit.field.binlog': 'Binary log (log-bin)',
    'groupCommit.field.binlog.off': 'Off',
    'groupCommit.field.binlog.on': 'On',
    'groupCommit.field.clients': 'Clients committing at the same time',
    'groupCommit.field.clients.hint':
      "1 to 100,000. Each client is assumed to always have one transaction in flight (the source's benchmark used 30 connections).",
    'groupCommit.field.device': 'Storage fsync performance',
    'groupCommit.field.device.basis': '(kind of figure: {basis})',
    'groupCommit.field.device.custom': 'Enter my own',
    'groupCommit.field.device.customHint':
      'Enter a value measured on your own system, either as the time of one fsync or as fsyncs per second.',
    'groupCommit.field.device.source': 'Source: {source}',
    'groupCommit.field.fsyncPerSec': 'fsyncs per second',
    'groupCommit.field.fsyncUnit': 'Given as',
    'groupCommit.field.fsyncUnit.latency': 'time of one fsync (µs)',
    'groupCommit.field.fsyncUnit.rate': 'fsyncs per second',
    'groupCommit.field.fsyncUs': 'Time of one fsync',
    'groupCommit.field.gen': 'Server generation',
    'groupCommit.field.otherUs': 'Time per transaction outside fsync waits',
    'groupCommit.field.otherUs.hint':
      'SQL execution, network round trips and so on. 0 is the ideal case where everyone is always waiting on fsync and groups are as large as they get (the source gives no figure).',
    'groupCommit.field.syncBinlog.hintGroups':
      '0 = leave writing to the OS, 1 = fsync every commit group, N = fsync every N groups (counted this way from 5.6).',
    'groupCommit.field.syncBinlog.hintTransactions':
      '0 = leave writing to the OS, 1 = fsync every commit, N = fsync every N writes (transactions) (counted this way up to 5.5).',
    'groupCommit.field.trx.0': '0 — write and fsync about once a second',
    'groupCommit.field.trx.1': '1 — write and fsync at every commit',
    'groupCommit.field.trx.2': '2 — write to the OS at every commit, fsync about once a second',
    'groupCommit.field.xa.0': '0 — do not (skip prepare)',
    'groupCommit.field.xa.1': '1 — use two-phase commit',
    'groupCommit.field.xa.hint':
      'Deprecated in 5.7.10 (from then on it cannot be set to 0) and removed in MySQL 8.0.',
    'groupCommit.field.xa.removed':
      'innodb_support_xa was removed in MySQL 8.0; two-phase commit is always on.',
    'groupCommit.fsync.alone': 'fsync for this transaction alone (cannot be shared)',
    'groupCommit.fsync.aloneEveryN': 'fsync alone, once every {n} transactions',
    'groupCommit.fsync.shared': 'one fsync for the whole group (shared by everyone waiting)',
    'groupCommit.fsync.sharedEveryN': 'one fsync every {n} groups',
    'groupCommit.fsync.skippedBinlogOs':
      'no fsync (the operating system decides when to write it to disk)',
    'groupCommit.fsync.skippedLogBuffer':
      'no fsync (left in the log buffer; written and fsynced about once a second)',
    'groupCommit.fsync.skippedOsWrite':
      'no fsync (written to the OS only; fsynced together about once a second)',
    'groupCommit.gen.bgc': 'MySQL 5.6/5.7 (binary log group commit)',
    'groupCommit.gen.builtin': 'MySQL 5.0/5.1 built-in InnoDB',
    'groupCommit.gen.mysql8': 'MySQL 8.0 and later',
    'groupCommit.gen.plugin': 'InnoDB Plugin 1.0.4 / MySQL 5.5',
    'groupCommit.lock.lockLog': 'holding the binary log lock (LOCK_log)',
    'groupCommit.lock.prepareCommitMutex': 'holding prepare_commit_mutex (other transactions wait)',
    'groupCommit.lock.stageLeader': 'the leader does this for the whole group',
    'groupCommit.overlay.beyond':
      "{count} measured client counts lie beyond the chart's range (raise the number of clients to show them).",
    'groupCommit.overlay.binlogOff':
      'The lab only ran with the binary log on, so no measurements are drawn for this setting.',
    'groupCommit.overlay.caption':
      'Lab measurements: increase of Innodb_data_fsyncs per commit (the run with the same settings)',
    'groupCommit.overlay.innodbOnly':
      "Innodb_data_fsyncs does not count binary-log fsyncs, so compare the measurements with the dashed line (the model's InnoDB fsyncs only).",
    'groupCommit.overlay.noRun':
      'The lab did not run this combination of innodb_flush_log_at_trx_commit and sync_binlog, so no measurements are drawn (it ran 1/1, 1/0, 2/1, 2/0 and 0/0).',
    'groupCommit.result.background':
      'In addition, the redo log is fsynced in the background about once a second (not counted per transaction).',
    'groupCommit.result.breakdown': 'InnoDB redo log {redo}, binary log {binlog}',
    'groupCommit.result.ceiling': 'Commit-rate ceiling set by fsync',
    'groupCommit.result.ceiling.none': 'No ceiling from fsync',
    'groupCommit.result.device': 'Time of one fsync',
    'groupCommit.result.device.value': '{latency} (at most {rate})',
    'groupCommit.result.fsyncsPerTxn': 'fsyncs per transaction',
    'groupCommit.result.fsyncsPerTxn.value': '{value}',
    'groupCommit.result.groupSize': 'Commits sharing one fsync',
    'groupCommit.result.groupSize.none': '1 (nothing is shared in this configuration)',
    'groupCommit.result.limitedByDevice':
      "The ceiling with the storage's fsync capacity ({rate}) used up.",
    'groupCommit.result.limitedByLatency':
      'Too few clients: the storage uses only {rate} of {device}. The ceiling is set by how long each commit waits.',
    'groupCommit.result.limitedByNone':
      'Nothing is fsynced at commit, so the ceiling is set elsewhere (CPU and so on).',
    'groupCommit.sequence.announce': 'Step {index}/{count}: {title}. {details}',
    'groupCommit.sequence.counter': 'Step {index} / {count}',
    'groupCommit.sequence.currentTitle': 'Step {index}: {title}',
    'groupCommit.sequence.fsyncTag': 'fsync',
    'groupCommit.sequence.groupSize':
      'With the current settings and concurrency, about {size} commits share each one.',
    'groupCommit.sequence.heading': 'One commit, step by step',
    'groupCommit.sequence.intro':
      'How one transaction commits in {generation}. In the diagram, an fsync marked "alone" cannot be shared with other transactions, "shared" happens once per group, and "skipped" is a step the settings leave without fsync. The band on the top row shows that a lock is held during that step.',
    'groupCommit.sequence.keys':
      'Besides the buttons, the step list responds to ← → ↑ ↓ and Home / End.',
    'groupCommit.sequence.lane.binlog': 'Binary log',
    'groupCommit.sequence.lane.lock': 'Locks and queue',
    'groupCommit.sequence.lane.redo': 'InnoDB redo log',
    'groupCommit.sequence.listLabel': 'List of steps',
    'groupCommit.sequence.next': 'Next step →',
    'groupCommit.sequence.pause': 'Pause',
    'groupCommit.sequence.play': 'Play',
    'groupCommit.sequence.previous': '← Previous step',
    'groupCommit.sequence.reducedMotion':
      'Auto-play is off because reduced motion is requested. Step through with the buttons or the arrow keys.',
    'groupCommit.sequence.svgTitle':
      'Diagram of the commit steps in {generation}. Current step {index}: {title}',
    'groupCommit.sequence.tagAlone': 'alone',
    'groupCommit.sequence.tagShared': 'shared',
    'groupCommit.sequence.tagSkipped': 'skipped',
    'groupCommit.sources.heading': 'Sources',
    'groupCommit.sources.seedNote':
      '(the two-phase commit sequences; 2 and 1 fsyncs per transaction for built-in InnoDB; 200,251 → 26,092 at 30 connections; 6.1×; about 10,000 fsyncs per second)',
    'groupCommit.sources.syncBinlogNote': '(sync_binlog=1 is still slow with Plugin 1.0.4)',
    'groupCommit.step.acquireMutex': 'Acquire prepare_commit_mutex',
    'groupCommit.step.binlogFsync': 'fsync the binary log',
    'groupCommit.step.binlogWrite': 'Write to the binary log',
    'groupCommit.step.commitFsync': 'fsync the redo log for commit',
    'groupCommit.step.commitStage': 'Commit stage: commit in InnoDB in binary log order (no fsync)',
    'groupCommit.step.commitWrite': 'Write the commit record to the redo log',
    'groupCommit.step.flushStageBinlog':
      "Flush stage: write every group member's events to the binary log",
    'groupCommit.step.flushStageRedo':
      "Flush stage: fsync the group's prepare records in the redo log",
    'groupCommit.step.prepareFsync': 'fsync the redo log for prepare',
    'groupCommit.step.prepareWrite': 'Write the prepare record to the redo log',
    'groupCommit.step.queue': 'Queue for the flush stage (the first in line leads)',
    'groupCommit.step.releaseMutex': 'Release prepare_commit_mutex',
    'groupCommit.step.syncStage': 'Sync stage: fsync the binary log',
    'groupCommit.table.clients': 'Clients',
    'groupCommit.table.noCeiling': 'no ceiling',
    'groupCommit.title': 'Group commit and two-phase commit simulator',
    'groupCommit.unit.fsyncsPerSecond': '{value} fsync/s',
    'groupCommit.unit.perSecond': '{value} /s',
    'groupCommit.unit.perSecondShort': '/s',
    'groupCommit.warning.binlogFsyncNotShared':
      'Up to 5.5 the binary log is fsynced one transaction at a time, so with sync_binlog=1 group commit does not help it (the source: with sync-binlog=1 it is "still slow").',
    'groupCommit.warning.noFsyncAtCommit':
      'With these settings nothing is fsynced at commit. fsync no longer caps the commit rate, but a crash can lose more (see "What a crash can lose" below).',
    'groupCommit.warning.noTwoPhaseCommit':
      'This uses the binary log without two-phase commit. It saves the prepare fsync, but after a crash InnoDB and the binary log may disagree (why the source post does not recommend it in general).',
    'groupCommit.warning.xaFixedOn':
      'innodb_support_xa=0 is only possible in 5.6 and in 5.7 before 5.7.10; from 5.7.10 it is always on.',
    'groupCommit.warning.xaOffBgcAssumed':
      'For 5.6/5.7 with innodb_support_xa=0 the model assumes one redo log fsync per group (the source gives no figure).',
    'groupCommit.warning.xaRemoved':
      'innodb_support_xa was removed in MySQL 8.0. Two-phase commit is always on, so this is computed as innodb_support_xa=1.',
    'groupCommit.warning.xaWithoutBinlog':
      'With the binary log off there is no two-phase commit, so innodb_support_xa does not change the fsync count.',
    'presentation.scenario.groupCommit.bgc':
      'MySQL 5.6/5.7 binary log group commit, 1 / sync_binlog=1 (same 30 clients and disk)',
    'presentation.scenario.groupCommit.builtinXa0':
      '5.0/5.1 built-in InnoDB, innodb_support_xa=0 (30 clients)',
    'presentation.scenario.groupCommit.builtinXa1':
      '5.0/5.1 built-in InnoDB, innodb_support_xa=1 (30 clients)',
    'presentation.scenario.groupCommit.mysql8':
      'MySQL 8.0 defaults (1 / sync_binlog=1, same 30 clients and disk)',
    'presentation.scenario.groupCommit.plugin':
      'InnoDB Plugin 1.0.4, innodb_support_xa=1 (30 clients)',
    'presentation.scenario.groupCommit.pluginSyncBinlog': 'InnoDB Plugin 1.0.4 with sync_binlog=1',
    'presentation.scenario.groupCommit.source.bgc':
      'Sources: MySQL Worklog WL#5223 (5.6); MySQL 5.7 Reference Manual (sync_binlog)',
    'presentation.scenario.groupCommit.source.mysql8':
      'Sources: MySQL 5.7 Reference Manual (sync_binlog defaults to 1 from 5.7.7); innodb_support_xa removed in MySQL 8.0',
    'presentation.scenario.groupCommit.source.post':
      'Source: Matsunobu, “InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース”, 2009-08-12',
  },
});
