/** This calculator's UI strings, in both languages; they load with the calculator (see src/i18n/messages.ts). */
import { defineMessages } from '../../i18n/messages';

export const statusAnalyzerStrings = defineMessages({
  ja: process.env.BUNDLE_LOCALE !== 'en' && {
    'presentation.scenario.status.builtin':
      'コミットあたり fsync 2 回: 5.1 標準の InnoDB（support_xa=1、30 接続）',
    'presentation.scenario.status.healthy':
      '健全なサーバーの例（ヒット率 99.9 %、コミットあたり fsync 1.45 回）',
    'presentation.scenario.status.lab':
      'ヒット率が低いサーバー（バッファプール 48 MB の MariaDB 10.11）',
    'presentation.scenario.status.note.post':
      '松信「InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース」（2009-08-12）。記事には取得間隔がないため、毎秒の値は記事の「fsync は毎秒 10,000 回前後」と「30 接続で 6.1 倍」から推定した間隔で割ったものです。コミットあたりの fsync は記事の数値そのままです。',
    'presentation.scenario.status.plugin':
      'グループコミットが効くと: InnoDB Plugin 1.0.4（support_xa=1、30 接続）',
    'presentation.scenario.status.source.illustrative':
      '作例です（実測値ではありません）。説明のために作った数値です。',
    'presentation.scenario.status.source.lab':
      'このサイトの計測: MariaDB 10.11.19、2026-11-21（tests/unit/calculators/status-analyzer/fixtures/README.md）',
    'presentation.scenario.status.source.post':
      '出典: 松信 2009-08-12 の Innodb_data_fsyncs の増加量（10 万トランザクションあたり {fsyncs}）',
    'statusAnalyzer.article.diskIoHitRatio': 'ディスク I/O とバッファプールのヒット率',
    'statusAnalyzer.article.groupCommit': 'グループコミットとバイナリログの 2 相コミット',
    'statusAnalyzer.article.iops': 'IOPS：測り方、バースト、スロットリング',
    'statusAnalyzer.article.parameterBaseline': 'MySQL 5.6 パラメータの叩き台を読み直す',
    'statusAnalyzer.article.tableDesign': 'バッファプールを意識したテーブル設計',
    'statusAnalyzer.articleSection': '{article}「{section}」',
    'statusAnalyzer.binlog.off': '無効（更新があったのに書き込みなし）',
    'statusAnalyzer.binlog.on': '有効（書き込みあり）',
    'statusAnalyzer.binlog.unknown': '不明',
    'statusAnalyzer.clear': '欄を空にする',
    'statusAnalyzer.commitCounter.binlogCacheUse':
      'Binlog_cache_use（バイナリログのキャッシュを使ったトランザクション）',
    'statusAnalyzer.commitCounter.binlogCommits':
      'Binlog_commits（バイナリログに書かれたトランザクション）',
    'statusAnalyzer.commitCounter.comCommit':
      'Com_commit（明示的な COMMIT。自動コミットの更新は数えないため概算）',
    'statusAnalyzer.commitCounter.none': 'この間にコミットはありません',
    'statusAnalyzer.commitCounter.writeStatements':
      'INSERT・UPDATE・DELETE などの文の数（自動コミットとみなした概算）',
    'statusAnalyzer.counters.caption': '計算に使ったカウンタの増分',
    'statusAnalyzer.counters.delta': '増分',
    'statusAnalyzer.counters.name': '変数',
    'statusAnalyzer.error.counterDecreased':
      'カウンタ {variable} が減っています。再起動していないのにカウンタが戻るのは、別のサーバーのスナップショットを比べている場合などです。',
    'statusAnalyzer.error.duplicateVariable':
      '変数 {variable} が 2 回出てきます。1 つのスナップショットだけを貼り付けてください。',
    'statusAnalyzer.error.empty': 'まだ何も貼り付けられていません。',
    'statusAnalyzer.error.identicalSnapshots':
      '2 つのスナップショットが同じです（カウンタが 1 つも動いていません）。同じものを 2 回貼り付けていませんか。',
    'statusAnalyzer.error.incompleteRow':
      'この行が途中で終わっています（表の行の閉じ「|」や、\\G 形式の Value: がありません）。コピーが途中で切れていないか確認してください。',
    'statusAnalyzer.error.intervalEmpty': '2 つのスナップショットの間隔（秒）を入力してください。',
    'statusAnalyzer.error.intervalNotANumber': '間隔は秒数で入力してください（例: 60）。',
    'statusAnalyzer.error.intervalNotPositive': '間隔は 0 より大きい秒数にしてください。',
    'statusAnalyzer.error.intervalTooLarge': '間隔が長すぎます（上限 31 日）。',
    'statusAnalyzer.error.intervalTooSmall': '間隔が短すぎます（{min} 秒以上にしてください）。',
    'statusAnalyzer.error.looksLikeVariables':
      'これは SHOW VARIABLES（設定値）の出力のようです。必要なのはカウンタが入った SHOW GLOBAL STATUS の出力です。',
    'statusAnalyzer.error.malformedLine':
      'この行は変数の行として読めません。データの途中に別の文字列が混ざっていないか確認してください。',
    'statusAnalyzer.error.multipleSnapshots':
      'ここから 2 つ目のスナップショットが始まっています（mysqladmin -i の繰り返し出力など）。1 つの欄には 1 回分だけを貼り付けてください。',
    'statusAnalyzer.error.noMetrics':
      '両方のスナップショットに共通するカウンタから、計算できる値がありません。SHOW GLOBAL STATUS を絞り込まずに取得してください。',
    'statusAnalyzer.error.noStatusCounters':
      '形式は読めましたが、このツールが使うステータス変数（Uptime、Questions、Innodb_buffer_pool_read_requests など）が 1 つもありません。',
    'statusAnalyzer.error.serverRestarted':
      '2 回目の Uptime が 1 回目より小さくなっています。間にサーバーが再起動し、カウンタが 0 に戻ったため差分が取れません。再起動後に 2 回取り直してください。',
    'statusAnalyzer.error.snapshotsSwapped':
      'カウンタがちょうど間隔の分だけ減っています。1 回目と 2 回目を逆に貼り付けていませんか。',
    'statusAnalyzer.error.statusFlushed':
      'Uptime_since_flush_status が減っています。間に FLUSH STATUS が実行され、カウンタがリセットされた可能性があるため差分は信用できません。',
    'statusAnalyzer.error.tooLarge':
      '大きすぎます（上限 {size} MB）。SHOW GLOBAL STATUS の出力は通常 100 KB 未満です。別のものが混ざっていないか確認してください。',
    'statusAnalyzer.error.unknownFormat':
      'SHOW GLOBAL STATUS の出力として読めません。mysql の表形式、タブ区切り（-B）、\\G 形式、mysqladmin extended-status のいずれかを貼り付けてください。',
    'statusAnalyzer.error.where': '{snapshot}のスナップショット: ',
    'statusAnalyzer.error.whereLine': '{snapshot}のスナップショット {line} 行目: ',
    'statusAnalyzer.field.format': '読み取った形式: {format}',
    'statusAnalyzer.field.interval': '2 回の取得の間隔',
    'statusAnalyzer.field.interval.hint':
      '1 回目と 2 回目を取った時刻の差です。分からなければ Uptime の差を使えます。',
    'statusAnalyzer.field.snapshot': '{snapshot}の SHOW GLOBAL STATUS',
    'statusAnalyzer.field.syncBinlog': 'サーバーの sync_binlog',
    'statusAnalyzer.field.syncBinlog.hint':
      '設定値はステータス変数に出ないため指定してください。バイナリログの fsync を数えるかどうかが変わります。',
    'statusAnalyzer.field.syncBinlog.one':
      '1（グループコミットごとに fsync。MySQL 5.7.7 以降の既定値）',
    'statusAnalyzer.field.syncBinlog.other': '0 または 2 以上（MariaDB の既定値は 0）',
    'statusAnalyzer.flag.binlogNotCounted.detail':
      'MySQL はバイナリログの fsync をステータス変数で数えないため、表示している 1 コミットあたり {value} 回は InnoDB の分だけです。sync_binlog=1 なら、グループコミット 1 回ごとにバイナリログの fsync が 1 回加わります。',
    'statusAnalyzer.flag.binlogNotCounted.title': 'バイナリログの fsync は数えられていない',
    'statusAnalyzer.flag.fsyncsPerCommit.detail':
      'バイナリログが有効な状態で、1 コミットあたり {value} 回の fsync をしています（目安: {threshold} 回以上で注意）。グループコミットが効いていないと、fsync の回数がコミット数の上限になります。',
    'statusAnalyzer.flag.fsyncsPerCommit.title': 'コミットあたりの fsync が多い',
    'statusAnalyzer.flag.hitRatioLow.detail':
      'この間のヒット率は {value} で、目安の {threshold} を下回っています。ディスクの読み取りがメモリの 100 倍遅いとすると、99 % でもスループットは全件ヒット時の約半分です。ワーキングセットがバッファプールに収まっているかを確認してください。',
    'statusAnalyzer.flag.hitRatioLow.title': 'バッファプールのヒット率が低い',
    'statusAnalyzer.flag.lowActivity.detail':
      'この間のクエリは {value} 件だけです。件数が少ないと比率はぶれやすいので、負荷がかかっている時間帯に取り直すことをおすすめします。',
    'statusAnalyzer.flag.lowActivity.title': 'ほとんど負荷がない',
    'statusAnalyzer.flag.readAhead.detail':
      '先読みしたページが {value} ページあり、ミスの数より多くなっています。先読みはヒット率の計算に入らないため、大きな範囲スキャンが多いとヒット率が実際のディスク読み取りを過小に見せます。',
    'statusAnalyzer.flag.readAhead.title': '先読みが多い',
    'statusAnalyzer.flag.tmpDisk.detail':
      '内部一時テーブルの {value} がディスク上に作られています（目安: {threshold} 以上で注意）。TEXT/BLOB 列を含む GROUP BY や、メモリ上の一時テーブルの上限（tmp_table_size など）を確認してください。',
    'statusAnalyzer.flag.tmpDisk.title': 'ディスク上の一時テーブルが多い',
    'statusAnalyzer.flag.waitFree.detail':
      'この間に {value} 回、バッファプールの空きページを待ちました（Innodb_buffer_pool_wait_free）。バッファプールが小さすぎるか、ダーティページの書き出しが追いついていません。',
    'statusAnalyzer.flag.waitFree.title': '空きページを待っている',
    'statusAnalyzer.flags.heading': '気になる点',
    'statusAnalyzer.flags.none': 'この間の値には、目安を外れたものはありませんでした。',
    'statusAnalyzer.flags.read': '解説:',
    'statusAnalyzer.format.tab': 'タブ区切り（mysql -B）',
    'statusAnalyzer.format.table': '表形式（mysql -t、mysqladmin extended-status）',
    'statusAnalyzer.format.vertical': '縦表示（\\G、mysql -E）',
    'statusAnalyzer.iops.systemName': '実測',
    'statusAnalyzer.loadSample': 'サンプルを読み込む',
    'statusAnalyzer.method.commits':
      'コミット数は、Binlog_commits（MariaDB）、Binlog_cache_use、Com_commit、INSERT・UPDATE・DELETE などの文の数のうち、増えている最初のものを使います。Handler_commit はストレージエンジンごと・文ごとに数えられ、読み取りだけの文でも増えるため使いません。',
    'statusAnalyzer.method.deltas':
      '値はすべて、2 回のスナップショットの差（増分）を間隔の秒数で割って求めます。ステータス変数は起動時からの累積値なので、1 回分の値だけでは直近の状態が分かりません。',
    'statusAnalyzer.method.fsyncs':
      'Innodb_data_fsyncs は InnoDB の fsync だけを数えます。MariaDB では Binlog_group_commits（sync_binlog=1 ならグループコミット 1 回につきバイナリログの fsync 1 回）を足します。MySQL にはこれに当たるステータス変数がありません。',
    'statusAnalyzer.method.hitRatio':
      'ヒット率 = 1 − ΔInnodb_buffer_pool_reads ÷ ΔInnodb_buffer_pool_read_requests。先読み（Innodb_buffer_pool_read_ahead）は含みません。',
    'statusAnalyzer.method.summary': '計算のしかたと、フラグの目安',
    'statusAnalyzer.method.thresholds':
      'フラグの目安: ヒット率 {hit} 未満（ページ要求が {pages} 回以上のとき）、バイナリログ有効時に 1 コミットあたり fsync {fsyncs} 回以上（コミットが {commits} 回以上のとき）、ディスク上の一時テーブル {tmp} 以上（一時テーブルが {tables} 個以上のとき）。一時テーブルの目安は経験則で、出典のある数字ではありません。',
    'statusAnalyzer.open.groupCommit': 'このバイナリログ設定でグループコミットを試算する',
    'statusAnalyzer.open.heading': '測った値で計算ツールを開く',
    'statusAnalyzer.open.hitRatio': 'ヒット率 {hit} でスループットを計算する',
    'statusAnalyzer.open.iops': '読み取り・書き込みの回数で IOPS を見積もる',
    'statusAnalyzer.privacy':
      '貼り付けた内容はこのページの中（お使いのブラウザ）だけで処理され、どこにも送信されません。共有リンクに入るのは計算した数値だけです。',
    'statusAnalyzer.queryCounter.queries': 'Queries（ストアドプログラム内の文を含む）',
    'statusAnalyzer.queryCounter.questions': 'Questions（クライアントが送った文）',
    'statusAnalyzer.result.binlog': 'バイナリログ',
    'statusAnalyzer.result.commits': 'コミット',
    'statusAnalyzer.result.dataIo': 'InnoDB のデータ読み取り・書き込み',
    'statusAnalyzer.result.dataIo.value': '読み取り {reads}、書き込み {writes}',
    'statusAnalyzer.result.fsyncs': 'InnoDB の fsync',
    'statusAnalyzer.result.fsyncsPerCommit': '1 コミットあたりの fsync',
    'statusAnalyzer.result.fsyncsPerCommit.innodbOnly':
      'InnoDB の {innodb} 回のみ（バイナリログの分はステータス変数にありません）',
    'statusAnalyzer.result.fsyncsPerCommit.split': 'InnoDB {innodb} 回 + バイナリログ {binlog} 回',
    'statusAnalyzer.result.groupSize': '（グループコミット 1 回あたり平均 {size} コミット）',
    'statusAnalyzer.result.hitRatio': 'バッファプールのヒット率',
    'statusAnalyzer.result.hitRatio.detail':
      'ページ要求 {requests}、うちディスクから読んだもの {misses}',
    'statusAnalyzer.result.queries': 'クエリ',
    'statusAnalyzer.result.tmpDisk': 'ディスク上に作られた一時テーブルの割合',
    'statusAnalyzer.result.tmpDisk.detail': '一時テーブル {all} のうち {disk}',
    'statusAnalyzer.sampleNote':
      'サンプルは、使い捨ての MariaDB 10.11（バッファプール 48 MB、sync_binlog=1）に 8 クライアントで約 30 秒負荷をかけ、その前後に取った実際の出力です。',
    'statusAnalyzer.section.binlogGroupCommit': 'MySQL 5.6 以降のバイナリロググループコミット',
    'statusAnalyzer.section.caveats': '読み方の注意',
    'statusAnalyzer.section.fsyncCounts': 'fsync 回数で見る効果',
    'statusAnalyzer.section.hitRatioArithmetic': 'ヒット率がスループットを決める',
    'statusAnalyzer.section.limitRangeScans': 'LIMIT と範囲検索',
    'statusAnalyzer.section.myisamAndMemory': 'MyISAM とメモリ上のテーブル',
    'statusAnalyzer.section.practicalGuidance': '実践ガイド',
    'statusAnalyzer.section.workingSet': 'データサイズではなくワーキングセット',
    'statusAnalyzer.shared':
      '共有リンクの数値を表示しています（元のステータスはリンクに含まれません）。自分のサーバーを調べるには、下の欄に貼り付けてください。',
    'statusAnalyzer.snapshot.after': '2 回目（後）',
    'statusAnalyzer.snapshot.before': '1 回目（前）',
    'statusAnalyzer.swap': '1 回目と 2 回目を入れ替える',
    'statusAnalyzer.title': 'SHOW GLOBAL STATUS の差分を読む',
    'statusAnalyzer.unit.perSecond': '{value}/秒',
    'statusAnalyzer.unit.seconds': '秒',
    'statusAnalyzer.useUptime': 'Uptime の差（{seconds} 秒）を間隔にする',
    'statusAnalyzer.warning.differentServer':
      'サーバーごとに決まる値 {variable} が 2 つのスナップショットで違います。別のサーバーのものではありませんか。',
    'statusAnalyzer.warning.formatsDiffer':
      '2 つのスナップショットの形式が違いますが、問題なく比較できます。',
    'statusAnalyzer.warning.hitRatioInconsistent':
      'Innodb_buffer_pool_reads の増分が Innodb_buffer_pool_read_requests の増分を上回っているため、ヒット率は表示しません。',
    'statusAnalyzer.warning.ignoredLines':
      '{snapshot}のスナップショットで、データの前後にある {count} 行（最初は {line} 行目）を読み飛ばしました。',
    'statusAnalyzer.warning.intervalMismatch':
      'Uptime の差は {seconds} 秒で、入力した間隔と合いません。間隔が正しいか確認してください。',
    'statusAnalyzer.warning.missingCounters':
      '次のカウンタが両方のスナップショットにないため、一部の値は計算していません: {variables}',
    'statusAnalyzer.warning.notACounter': '{variable} の値が整数ではないため、計算から外しました。',
    'statusAnalyzer.warning.uptimeMissing':
      'Uptime がないため、間にサーバーが再起動していないかを確かめられません。',
    'statusAnalyzer.warning.variableSetsDiffer':
      '片方にしかない変数が {count} 個あります。バージョンやサーバーが違うスナップショットを比べていないか確認してください。',
  },
  en: process.env.BUNDLE_LOCALE !== 'ja' && {
    'presentation.scenario.status.builtin':
      '2 fsyncs per commit: 5.1 built-in InnoDB (support_xa=1, 30 clients)',
    'presentation.scenario.status.healthy':
      'A healthy server (hit ratio 99.9 %, 1.45 fsyncs per commit)',
    'presentation.scenario.status.lab':
      'A server with a low hit ratio (MariaDB 10.11 with a 48 MB buffer pool)',
    'presentation.scenario.status.note.post':
      "Matsunobu, “InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース” (2009-08-12). The post gives no sampling interval, so the per-second values divide by an interval we estimated from its “about 10,000 fsyncs per second” and “6.1 times faster at 30 clients”. The fsyncs per commit are the post's own figures.",
    'presentation.scenario.status.plugin':
      'With group commit working: InnoDB Plugin 1.0.4 (support_xa=1, 30 clients)',
    'presentation.scenario.status.source.illustrative':
      'Illustrative example, not measured data: figures made up for the explanation.',
    'presentation.scenario.status.source.lab':
      'Measured by this site: MariaDB 10.11.19, 2026-11-21 (tests/unit/calculators/status-analyzer/fixtures/README.md)',
    'presentation.scenario.status.source.post':
      'Source: Matsunobu, 2009-08-12: increase of Innodb_data_fsyncs ({fsyncs} per 100,000 transactions)',
    'statusAnalyzer.article.diskIoHitRatio': 'Disk I/O and the buffer-pool hit ratio',
    'statusAnalyzer.article.groupCommit': 'Group commit and two-phase commit with the binary log',
    'statusAnalyzer.article.iops': 'IOPS: measuring, bursting and throttling',
    'statusAnalyzer.article.parameterBaseline': 'A MySQL 5.6 parameter baseline, revisited',
    'statusAnalyzer.article.tableDesign': 'Designing tables for the buffer pool',
    'statusAnalyzer.articleSection': '{article}: {section}',
    'statusAnalyzer.binlog.off': 'off (not written to despite updates)',
    'statusAnalyzer.binlog.on': 'on (written to)',
    'statusAnalyzer.binlog.unknown': 'unknown',
    'statusAnalyzer.clear': 'Clear the boxes',
    'statusAnalyzer.commitCounter.binlogCacheUse':
      'Binlog_cache_use (transactions that used the binary-log cache)',
    'statusAnalyzer.commitCounter.binlogCommits':
      'Binlog_commits (transactions written to the binary log)',
    'statusAnalyzer.commitCounter.comCommit':
      'Com_commit (explicit COMMITs; approximate, as autocommit writes are not counted)',
    'statusAnalyzer.commitCounter.none': 'No commits during this interval',
    'statusAnalyzer.commitCounter.writeStatements':
      'INSERT, UPDATE, DELETE and similar statements (approximate, assuming autocommit)',
    'statusAnalyzer.counters.caption': 'Increase of the counters used',
    'statusAnalyzer.counters.delta': 'Increase',
    'statusAnalyzer.counters.name': 'Variable',
    'statusAnalyzer.error.counterDecreased':
      'The counter {variable} went down. Without a restart, counters going backwards usually means the snapshots come from different servers.',
    'statusAnalyzer.error.duplicateVariable':
      'The variable {variable} appears twice. Paste one snapshot only.',
    'statusAnalyzer.error.empty': 'Nothing has been pasted yet.',
    'statusAnalyzer.error.identicalSnapshots':
      'The two snapshots are the same (not one counter moved). Was the same one pasted twice?',
    'statusAnalyzer.error.incompleteRow':
      'This row is cut off (a table row without its closing “|”, or a \\G name without its Value:). Check that the copy was not truncated.',
    'statusAnalyzer.error.intervalEmpty': 'Enter the time between the two snapshots, in seconds.',
    'statusAnalyzer.error.intervalNotANumber':
      'Enter the interval as a number of seconds (for example 60).',
    'statusAnalyzer.error.intervalNotPositive': 'The interval must be more than 0 seconds.',
    'statusAnalyzer.error.intervalTooLarge': 'The interval is too long (the limit is 31 days).',
    'statusAnalyzer.error.intervalTooSmall':
      'The interval is too short (it must be at least {min} seconds).',
    'statusAnalyzer.error.looksLikeVariables':
      'This looks like the output of SHOW VARIABLES (settings). What is needed is SHOW GLOBAL STATUS, which holds the counters.',
    'statusAnalyzer.error.malformedLine':
      'This line cannot be read as a variable. Check that nothing else got pasted into the middle of the data.',
    'statusAnalyzer.error.multipleSnapshots':
      'A second snapshot starts here (repeated output of mysqladmin -i, for instance). Paste one snapshot per box.',
    'statusAnalyzer.error.noMetrics':
      'Nothing can be computed from the counters the two snapshots have in common. Take SHOW GLOBAL STATUS without a filter.',
    'statusAnalyzer.error.noStatusCounters':
      'The format is readable, but none of the status variables this tool uses (Uptime, Questions, Innodb_buffer_pool_read_requests and so on) is there.',
    'statusAnalyzer.error.serverRestarted':
      'Uptime is lower in the second snapshot than in the first: the server restarted in between and its counters went back to 0, so no difference can be taken. Take both snapshots again after the restart.',
    'statusAnalyzer.error.snapshotsSwapped':
      'The counters went down by exactly the interval. Were the first and second snapshots pasted the wrong way round?',
    'statusAnalyzer.error.statusFlushed':
      'Uptime_since_flush_status went down: FLUSH STATUS ran in between and may have reset counters, so the differences cannot be trusted.',
    'statusAnalyzer.error.tooLarge':
      'Too large (the limit is {size} MB). SHOW GLOBAL STATUS output is usually under 100 KB; check that nothing else was pasted with it.',
    'statusAnalyzer.error.unknownFormat':
      "This cannot be read as SHOW GLOBAL STATUS output. Paste the mysql client's table, its tab-separated output (-B), the \\G format, or mysqladmin extended-status output.",
    'statusAnalyzer.error.where': 'In the {snapshot} snapshot: ',
    'statusAnalyzer.error.whereLine': 'In the {snapshot} snapshot, line {line}: ',
    'statusAnalyzer.field.format': 'Read as: {format}',
    'statusAnalyzer.field.interval': 'Time between the two snapshots',
    'statusAnalyzer.field.interval.hint':
      'The difference between the times the first and second snapshots were taken. If you did not note it, the Uptime difference will do.',
    'statusAnalyzer.field.snapshot': 'SHOW GLOBAL STATUS, {snapshot}',
    'statusAnalyzer.field.syncBinlog': "The server's sync_binlog",
    'statusAnalyzer.field.syncBinlog.hint':
      'Settings do not appear in the status variables, so please state it. It decides whether binary-log fsyncs are counted.',
    'statusAnalyzer.field.syncBinlog.one':
      "1 (fsync at every group commit; MySQL's default since 5.7.7)",
    'statusAnalyzer.field.syncBinlog.other': "0, or 2 and above (MariaDB's default is 0)",
    'statusAnalyzer.flag.binlogNotCounted.detail':
      "MySQL does not count binary-log fsyncs in its status variables, so the {value} fsyncs per commit shown are InnoDB's alone. With sync_binlog=1, each group commit adds one binary-log fsync.",
    'statusAnalyzer.flag.binlogNotCounted.title': 'Binary-log fsyncs are not counted',
    'statusAnalyzer.flag.fsyncsPerCommit.detail':
      'With the binary log on, each commit costs {value} fsyncs (rule of thumb: look into it at {threshold} or more). Without working group commit, the fsync rate caps the commit rate.',
    'statusAnalyzer.flag.fsyncsPerCommit.title': 'Many fsyncs per commit',
    'statusAnalyzer.flag.hitRatioLow.detail':
      'The hit ratio over this interval is {value}, below the rule of thumb of {threshold}. If a disk read costs 100 times a memory access, even 99 % halves the throughput of an all-hit workload. Check whether the working set fits in the buffer pool.',
    'statusAnalyzer.flag.hitRatioLow.title': 'Low buffer-pool hit ratio',
    'statusAnalyzer.flag.lowActivity.detail':
      'Only {value} queries ran during this interval. Ratios from so few events jump around; take the snapshots again while the server is under load.',
    'statusAnalyzer.flag.lowActivity.title': 'Hardly any load',
    'statusAnalyzer.flag.readAhead.detail':
      '{value} pages were read ahead, more than were missed. Read-ahead is not part of the hit ratio, so with many large range scans the hit ratio understates the real disk reads.',
    'statusAnalyzer.flag.readAhead.title': 'Much read-ahead',
    'statusAnalyzer.flag.tmpDisk.detail':
      '{value} of internal temporary tables were created on disk (rule of thumb: look into it at {threshold} or more). Check GROUP BY over TEXT/BLOB columns and the in-memory temporary-table limit (tmp_table_size and friends).',
    'statusAnalyzer.flag.tmpDisk.title': 'Many temporary tables on disk',
    'statusAnalyzer.flag.waitFree.detail':
      'The server waited {value} times for a free buffer-pool page (Innodb_buffer_pool_wait_free). The buffer pool is too small, or flushing dirty pages is not keeping up.',
    'statusAnalyzer.flag.waitFree.title': 'Waiting for free pages',
    'statusAnalyzer.flags.heading': 'What stands out',
    'statusAnalyzer.flags.none':
      'None of the values for this interval is outside the rules of thumb.',
    'statusAnalyzer.flags.read': 'Read:',
    'statusAnalyzer.format.tab': 'tab-separated (mysql -B)',
    'statusAnalyzer.format.table': 'table (mysql -t / mysqladmin extended-status)',
    'statusAnalyzer.format.vertical': 'vertical (\\G / mysql -E)',
    'statusAnalyzer.iops.systemName': 'measured',
    'statusAnalyzer.loadSample': 'Load the sample',
    'statusAnalyzer.method.commits':
      'Commits are counted with the first of Binlog_commits (MariaDB), Binlog_cache_use, Com_commit and the number of INSERT, UPDATE, DELETE and similar statements that increased. Handler_commit is not used: it counts per storage engine and per statement, and read-only statements increase it too.',
    'statusAnalyzer.method.deltas':
      'Every value is the difference (increase) between the two snapshots divided by the seconds between them. Status variables are totals since the server started, so one snapshot alone says nothing about the present.',
    'statusAnalyzer.method.fsyncs':
      "Innodb_data_fsyncs counts InnoDB's fsyncs only. On MariaDB, Binlog_group_commits is added (with sync_binlog=1, one binary-log fsync per group commit). MySQL has no status variable for this.",
    'statusAnalyzer.method.hitRatio':
      'Hit ratio = 1 − ΔInnodb_buffer_pool_reads ÷ ΔInnodb_buffer_pool_read_requests. Pages read ahead (Innodb_buffer_pool_read_ahead) are not included.',
    'statusAnalyzer.method.summary': "How the values are computed, and the flags' rules of thumb",
    'statusAnalyzer.method.thresholds':
      'Flags are raised for: a hit ratio below {hit} (with at least {pages} page requests); {fsyncs} or more fsyncs per commit with the binary log on (with at least {commits} commits); {tmp} or more of temporary tables on disk (with at least {tables} temporary tables). The temporary-table threshold is a rule of thumb, not a sourced figure.',
    'statusAnalyzer.open.groupCommit': 'Try group commit with this binary-log setting',
    'statusAnalyzer.open.heading': 'Open a calculator with the measured values',
    'statusAnalyzer.open.hitRatio': 'Throughput at a {hit} hit ratio',
    'statusAnalyzer.open.iops': 'Size IOPS from these reads and writes',
    'statusAnalyzer.privacy':
      'What you paste is processed only inside this page, in your browser, and is sent nowhere. A shared link carries only the computed figures.',
    'statusAnalyzer.queryCounter.queries': 'Queries (including statements inside stored programs)',
    'statusAnalyzer.queryCounter.questions': 'Questions (statements sent by clients)',
    'statusAnalyzer.result.binlog': 'Binary log',
    'statusAnalyzer.result.commits': 'Commits',
    'statusAnalyzer.result.dataIo': 'InnoDB data reads and writes',
    'statusAnalyzer.result.dataIo.value': 'reads {reads}, writes {writes}',
    'statusAnalyzer.result.fsyncs': 'InnoDB fsyncs',
    'statusAnalyzer.result.fsyncsPerCommit': 'fsyncs per commit',
    'statusAnalyzer.result.fsyncsPerCommit.innodbOnly':
      "InnoDB's {innodb} only (the binary log's are not in the status variables)",
    'statusAnalyzer.result.fsyncsPerCommit.split': 'InnoDB {innodb} + binary log {binlog}',
    'statusAnalyzer.result.groupSize': '({size} commits per group commit on average)',
    'statusAnalyzer.result.hitRatio': 'Buffer-pool hit ratio',
    'statusAnalyzer.result.hitRatio.detail':
      '{requests} page requests, of which {misses} read from disk',
    'statusAnalyzer.result.queries': 'Queries',
    'statusAnalyzer.result.tmpDisk': 'Share of temporary tables created on disk',
    'statusAnalyzer.result.tmpDisk.detail': '{disk} of {all} temporary tables',
    'statusAnalyzer.sampleNote':
      'The sample is real output taken before and after loading a throwaway MariaDB 10.11 server (48 MB buffer pool, sync_binlog=1) with 8 clients for about 30 seconds.',
    'statusAnalyzer.section.binlogGroupCommit': 'Binary log group commit in MySQL 5.6 and later',
    'statusAnalyzer.section.caveats': 'Reading the numbers',
    'statusAnalyzer.section.fsyncCounts': 'The effect in fsync counts',
    'statusAnalyzer.section.hitRatioArithmetic': 'The hit ratio sets the throughput',
    'statusAnalyzer.section.limitRangeScans': 'LIMIT and range scans',
    'statusAnalyzer.section.myisamAndMemory': 'MyISAM and in-memory tables',
    'statusAnalyzer.section.practicalGuidance': 'Practical guidance',
    'statusAnalyzer.section.workingSet': 'Working set, not data size',
    'statusAnalyzer.shared':
      'Showing the figures from a shared link (the link does not contain the original status output). To analyse your own server, paste its snapshots below.',
    'statusAnalyzer.snapshot.after': 'second (after)',
    'statusAnalyzer.snapshot.before': 'first (before)',
    'statusAnalyzer.swap': 'Swap the first and second snapshots',
    'statusAnalyzer.title': 'Read the difference between two SHOW GLOBAL STATUS snapshots',
    'statusAnalyzer.unit.perSecond': '{value}/s',
    'statusAnalyzer.unit.seconds': 's',
    'statusAnalyzer.useUptime': 'Use the Uptime difference ({seconds} s) as the interval',
    'statusAnalyzer.warning.differentServer':
      '{variable}, which is fixed for a server, differs between the snapshots. Do they come from different servers?',
    'statusAnalyzer.warning.formatsDiffer':
      'The two snapshots are in different formats; they compare fine.',
    'statusAnalyzer.warning.hitRatioInconsistent':
      'Innodb_buffer_pool_reads grew more than Innodb_buffer_pool_read_requests, so no hit ratio is shown.',
    'statusAnalyzer.warning.ignoredLines':
      'In the {snapshot} snapshot, {count} lines around the data (the first on line {line}) were skipped.',
    'statusAnalyzer.warning.intervalMismatch':
      'The Uptime difference is {seconds} s, which does not match the interval entered. Check the interval.',
    'statusAnalyzer.warning.missingCounters':
      'These counters are not in both snapshots, so some values are not computed: {variables}',
    'statusAnalyzer.warning.notACounter':
      'The value of {variable} is not a whole number, so it was left out.',
    'statusAnalyzer.warning.uptimeMissing':
      'Without Uptime, a restart between the snapshots cannot be ruled out.',
    'statusAnalyzer.warning.variableSetsDiffer':
      '{count} variables appear in only one of the snapshots. Check that they come from the same server and version.',
  },
});
