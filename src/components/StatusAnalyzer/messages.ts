import { translate } from '@docusaurus/Translate';
import {
  MIN_INTERVAL_SECONDS,
  type AnalysisError,
  type AnalysisWarning,
  type BinlogState,
  type CommitCounter,
  type FlagCode,
  type QueryCounter,
  type SnapshotRole,
} from '../../calculators/status-analyzer/analyzeStatus';
import type { ArticleId, ArticleRef } from '../../calculators/status-analyzer/articles';
import type { SnapshotFormat } from '../../calculators/status-analyzer/parseStatus';

/** "before" / "after" as the page labels the boxes. */
export function snapshotName(role: SnapshotRole): string {
  return role === 'before'
    ? translate({ id: 'statusAnalyzer.snapshot.before', message: '1 回目（前）' })
    : translate({ id: 'statusAnalyzer.snapshot.after', message: '2 回目（後）' });
}

function inSnapshot(error: AnalysisError, problem: string): string {
  if (!error.snapshot) return problem;
  const where =
    error.line === undefined
      ? translate(
          { id: 'statusAnalyzer.error.where', message: '{snapshot}のスナップショット: ' },
          { snapshot: snapshotName(error.snapshot) },
        )
      : translate(
          {
            id: 'statusAnalyzer.error.whereLine',
            message: '{snapshot}のスナップショット {line} 行目: ',
          },
          { snapshot: snapshotName(error.snapshot), line: String(error.line) },
        );
  return `${where}${problem}`;
}

/** Why the analysis stopped, in the page's language. */
export function errorMessage(error: AnalysisError, maxMegabytes: string): string {
  const variable = error.variable ?? '';
  switch (error.code) {
    case 'empty':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.empty',
          message: 'まだ何も貼り付けられていません。',
        }),
      );
    case 'too-large':
      return inSnapshot(
        error,
        translate(
          {
            id: 'statusAnalyzer.error.tooLarge',
            message:
              '大きすぎます（上限 {size} MB）。SHOW GLOBAL STATUS の出力は通常 100 KB 未満です。別のものが混ざっていないか確認してください。',
          },
          { size: maxMegabytes },
        ),
      );
    case 'unknown-format':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.unknownFormat',
          message:
            'SHOW GLOBAL STATUS の出力として読めません。mysql の表形式、タブ区切り（-B）、\\G 形式、mysqladmin extended-status のいずれかを貼り付けてください。',
        }),
      );
    case 'malformed-line':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.malformedLine',
          message:
            'この行は変数の行として読めません。データの途中に別の文字列が混ざっていないか確認してください。',
        }),
      );
    case 'incomplete-row':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.incompleteRow',
          message:
            'この行が途中で終わっています（表の行の閉じ「|」や、\\G 形式の Value: がありません）。コピーが途中で切れていないか確認してください。',
        }),
      );
    case 'duplicate-variable':
      return inSnapshot(
        error,
        translate(
          {
            id: 'statusAnalyzer.error.duplicateVariable',
            message:
              '変数 {variable} が 2 回出てきます。1 つのスナップショットだけを貼り付けてください。',
          },
          { variable },
        ),
      );
    case 'multiple-snapshots':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.multipleSnapshots',
          message:
            'ここから 2 つ目のスナップショットが始まっています（mysqladmin -i の繰り返し出力など）。1 つの欄には 1 回分だけを貼り付けてください。',
        }),
      );
    case 'looks-like-variables':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.looksLikeVariables',
          message:
            'これは SHOW VARIABLES（設定値）の出力のようです。必要なのはカウンタが入った SHOW GLOBAL STATUS の出力です。',
        }),
      );
    case 'no-status-counters':
      return inSnapshot(
        error,
        translate({
          id: 'statusAnalyzer.error.noStatusCounters',
          message:
            '形式は読めましたが、このツールが使うステータス変数（Uptime、Questions、Innodb_buffer_pool_read_requests など）が 1 つもありません。',
        }),
      );
    case 'interval-empty':
      return translate({
        id: 'statusAnalyzer.error.intervalEmpty',
        message: '2 つのスナップショットの間隔（秒）を入力してください。',
      });
    case 'interval-not-a-number':
      return translate({
        id: 'statusAnalyzer.error.intervalNotANumber',
        message: '間隔は秒数で入力してください（例: 60）。',
      });
    case 'interval-not-positive':
      return translate({
        id: 'statusAnalyzer.error.intervalNotPositive',
        message: '間隔は 0 より大きい秒数にしてください。',
      });
    case 'interval-too-small':
      return translate(
        {
          id: 'statusAnalyzer.error.intervalTooSmall',
          message: '間隔が短すぎます（{min} 秒以上にしてください）。',
        },
        { min: String(MIN_INTERVAL_SECONDS) },
      );
    case 'interval-too-large':
      return translate({
        id: 'statusAnalyzer.error.intervalTooLarge',
        message: '間隔が長すぎます（上限 31 日）。',
      });
    case 'server-restarted':
      return translate({
        id: 'statusAnalyzer.error.serverRestarted',
        message:
          '2 回目の Uptime が 1 回目より小さくなっています。間にサーバーが再起動し、カウンタが 0 に戻ったため差分が取れません。再起動後に 2 回取り直してください。',
      });
    case 'snapshots-swapped':
      return translate({
        id: 'statusAnalyzer.error.snapshotsSwapped',
        message:
          'カウンタがちょうど間隔の分だけ減っています。1 回目と 2 回目を逆に貼り付けていませんか。',
      });
    case 'status-flushed':
      return translate({
        id: 'statusAnalyzer.error.statusFlushed',
        message:
          'Uptime_since_flush_status が減っています。間に FLUSH STATUS が実行され、カウンタがリセットされた可能性があるため差分は信用できません。',
      });
    case 'counter-decreased':
      return translate(
        {
          id: 'statusAnalyzer.error.counterDecreased',
          message:
            'カウンタ {variable} が減っています。再起動していないのにカウンタが戻るのは、別のサーバーのスナップショットを比べている場合などです。',
        },
        { variable },
      );
    case 'identical-snapshots':
      return translate({
        id: 'statusAnalyzer.error.identicalSnapshots',
        message:
          '2 つのスナップショットが同じです（カウンタが 1 つも動いていません）。同じものを 2 回貼り付けていませんか。',
      });
    case 'no-metrics':
      return translate({
        id: 'statusAnalyzer.error.noMetrics',
        message:
          '両方のスナップショットに共通するカウンタから、計算できる値がありません。SHOW GLOBAL STATUS を絞り込まずに取得してください。',
      });
  }
}

/** A warning that did not stop the analysis, in the page's language. */
export function warningMessage(
  warning: AnalysisWarning,
  formatNumber: (value: number) => string,
): string {
  switch (warning.code) {
    case 'ignored-lines':
      return translate(
        {
          id: 'statusAnalyzer.warning.ignoredLines',
          message:
            '{snapshot}のスナップショットで、データの前後にある {count} 行（最初は {line} 行目）を読み飛ばしました。',
        },
        {
          snapshot: snapshotName(warning.snapshot ?? 'before'),
          count: formatNumber(warning.count ?? 0),
          line: String(warning.line ?? 0),
        },
      );
    case 'formats-differ':
      return translate({
        id: 'statusAnalyzer.warning.formatsDiffer',
        message: '2 つのスナップショットの形式が違いますが、問題なく比較できます。',
      });
    case 'variable-sets-differ':
      return translate(
        {
          id: 'statusAnalyzer.warning.variableSetsDiffer',
          message:
            '片方にしかない変数が {count} 個あります。バージョンやサーバーが違うスナップショットを比べていないか確認してください。',
        },
        { count: formatNumber(warning.count ?? 0) },
      );
    case 'different-server':
      return translate(
        {
          id: 'statusAnalyzer.warning.differentServer',
          message:
            'サーバーごとに決まる値 {variable} が 2 つのスナップショットで違います。別のサーバーのものではありませんか。',
        },
        { variable: warning.variable ?? '' },
      );
    case 'uptime-missing':
      return translate({
        id: 'statusAnalyzer.warning.uptimeMissing',
        message: 'Uptime がないため、間にサーバーが再起動していないかを確かめられません。',
      });
    case 'interval-mismatch':
      return translate(
        {
          id: 'statusAnalyzer.warning.intervalMismatch',
          message:
            'Uptime の差は {seconds} 秒で、入力した間隔と合いません。間隔が正しいか確認してください。',
        },
        { seconds: formatNumber(warning.uptimeSeconds ?? 0) },
      );
    case 'missing-counters':
      return translate(
        {
          id: 'statusAnalyzer.warning.missingCounters',
          message:
            '次のカウンタが両方のスナップショットにないため、一部の値は計算していません: {variables}',
        },
        { variables: (warning.variables ?? []).join(', ') },
      );
    case 'not-a-counter':
      return translate(
        {
          id: 'statusAnalyzer.warning.notACounter',
          message: '{variable} の値が整数ではないため、計算から外しました。',
        },
        { variable: warning.variable ?? '' },
      );
    case 'hit-ratio-counters-inconsistent':
      return translate({
        id: 'statusAnalyzer.warning.hitRatioInconsistent',
        message:
          'Innodb_buffer_pool_reads の増分が Innodb_buffer_pool_read_requests の増分を上回っているため、ヒット率は表示しません。',
      });
  }
}

/** The one-line title of a flag. */
export function flagTitle(code: FlagCode): string {
  switch (code) {
    case 'hit-ratio-low':
      return translate({
        id: 'statusAnalyzer.flag.hitRatioLow.title',
        message: 'バッファプールのヒット率が低い',
      });
    case 'buffer-pool-wait-free':
      return translate({
        id: 'statusAnalyzer.flag.waitFree.title',
        message: '空きページを待っている',
      });
    case 'read-ahead-high':
      return translate({
        id: 'statusAnalyzer.flag.readAhead.title',
        message: '先読みが多い',
      });
    case 'fsyncs-per-commit-high':
      return translate({
        id: 'statusAnalyzer.flag.fsyncsPerCommit.title',
        message: 'コミットあたりの fsync が多い',
      });
    case 'binlog-fsyncs-not-counted':
      return translate({
        id: 'statusAnalyzer.flag.binlogNotCounted.title',
        message: 'バイナリログの fsync は数えられていない',
      });
    case 'tmp-disk-ratio-high':
      return translate({
        id: 'statusAnalyzer.flag.tmpDisk.title',
        message: 'ディスク上の一時テーブルが多い',
      });
    case 'low-activity':
      return translate({
        id: 'statusAnalyzer.flag.lowActivity.title',
        message: 'ほとんど負荷がない',
      });
  }
}

/** The explanation of a flag, with its measured value and threshold already formatted. */
export function flagDetail(code: FlagCode, value: string, threshold: string): string {
  switch (code) {
    case 'hit-ratio-low':
      return translate(
        {
          id: 'statusAnalyzer.flag.hitRatioLow.detail',
          message:
            'この間のヒット率は {value} で、目安の {threshold} を下回っています。ディスクの読み取りがメモリの 100 倍遅いとすると、99 % でもスループットは全件ヒット時の約半分です。ワーキングセットがバッファプールに収まっているかを確認してください。',
        },
        { value, threshold },
      );
    case 'buffer-pool-wait-free':
      return translate(
        {
          id: 'statusAnalyzer.flag.waitFree.detail',
          message:
            'この間に {value} 回、バッファプールの空きページを待ちました（Innodb_buffer_pool_wait_free）。バッファプールが小さすぎるか、ダーティページの書き出しが追いついていません。',
        },
        { value },
      );
    case 'read-ahead-high':
      return translate(
        {
          id: 'statusAnalyzer.flag.readAhead.detail',
          message:
            '先読みしたページが {value} ページあり、ミスの数より多くなっています。先読みはヒット率の計算に入らないため、大きな範囲スキャンが多いとヒット率が実際のディスク読み取りを過小に見せます。',
        },
        { value },
      );
    case 'fsyncs-per-commit-high':
      return translate(
        {
          id: 'statusAnalyzer.flag.fsyncsPerCommit.detail',
          message:
            'バイナリログが有効な状態で、1 コミットあたり {value} 回の fsync をしています（目安: {threshold} 回以上で注意）。グループコミットが効いていないと、fsync の回数がコミット数の上限になります。',
        },
        { value, threshold },
      );
    case 'binlog-fsyncs-not-counted':
      return translate(
        {
          id: 'statusAnalyzer.flag.binlogNotCounted.detail',
          message:
            'MySQL はバイナリログの fsync をステータス変数で数えないため、表示している 1 コミットあたり {value} 回は InnoDB の分だけです。sync_binlog=1 なら、グループコミット 1 回ごとにバイナリログの fsync が 1 回加わります。',
        },
        { value },
      );
    case 'tmp-disk-ratio-high':
      return translate(
        {
          id: 'statusAnalyzer.flag.tmpDisk.detail',
          message:
            '内部一時テーブルの {value} がディスク上に作られています（目安: {threshold} 以上で注意）。TEXT/BLOB 列を含む GROUP BY や、メモリ上の一時テーブルの上限（tmp_table_size など）を確認してください。',
        },
        { value, threshold },
      );
    case 'low-activity':
      return translate(
        {
          id: 'statusAnalyzer.flag.lowActivity.detail',
          message:
            'この間のクエリは {value} 件だけです。件数が少ないと比率はぶれやすいので、負荷がかかっている時間帯に取り直すことをおすすめします。',
        },
        { value },
      );
  }
}

/** Article titles, as the links under a flag show them. */
export function articleTitle(id: ArticleId): string {
  switch (id) {
    case 'disk-io-hit-ratio':
      return translate({
        id: 'statusAnalyzer.article.diskIoHitRatio',
        message: 'ディスク I/O とバッファプールのヒット率',
      });
    case 'table-design-for-buffer-pool':
      return translate({
        id: 'statusAnalyzer.article.tableDesign',
        message: 'バッファプールを意識したテーブル設計',
      });
    case 'group-commit':
      return translate({
        id: 'statusAnalyzer.article.groupCommit',
        message: 'グループコミットとバイナリログの 2 相コミット',
      });
    case 'iops':
      return translate({
        id: 'statusAnalyzer.article.iops',
        message: 'IOPS：測り方、バースト、スロットリング',
      });
    case 'mysql-56-parameter-baseline':
      return translate({
        id: 'statusAnalyzer.article.parameterBaseline',
        message: 'MySQL 5.6 パラメータの叩き台を読み直す',
      });
  }
}

/** The title of the section a flag links to, or `null` for a whole article. */
function sectionTitle(ref: ArticleRef): string | null {
  switch (`${ref.article}#${ref.anchor ?? ''}`) {
    case 'disk-io-hit-ratio#hit-ratio-arithmetic':
      return translate({
        id: 'statusAnalyzer.section.hitRatioArithmetic',
        message: 'ヒット率がスループットを決める',
      });
    case 'disk-io-hit-ratio#working-set':
      return translate({
        id: 'statusAnalyzer.section.workingSet',
        message: 'データサイズではなくワーキングセット',
      });
    case 'disk-io-hit-ratio#caveats':
      return translate({ id: 'statusAnalyzer.section.caveats', message: '読み方の注意' });
    case 'table-design-for-buffer-pool#practical-guidance':
      return translate({ id: 'statusAnalyzer.section.practicalGuidance', message: '実践ガイド' });
    case 'table-design-for-buffer-pool#limit-range-scans':
      return translate({
        id: 'statusAnalyzer.section.limitRangeScans',
        message: 'LIMIT と範囲検索',
      });
    case 'group-commit#fsync-counts':
      return translate({
        id: 'statusAnalyzer.section.fsyncCounts',
        message: 'fsync 回数で見る効果',
      });
    case 'group-commit#binlog-group-commit-56':
      return translate({
        id: 'statusAnalyzer.section.binlogGroupCommit',
        message: 'MySQL 5.6 以降のバイナリロググループコミット',
      });
    case 'mysql-56-parameter-baseline#myisam-and-memory':
      return translate({
        id: 'statusAnalyzer.section.myisamAndMemory',
        message: 'MyISAM とメモリ上のテーブル',
      });
    default:
      return null;
  }
}

/** The text of a link to an article or one of its sections. */
export function articleLinkText(ref: ArticleRef): string {
  const section = sectionTitle(ref);
  return section === null
    ? articleTitle(ref.article)
    : translate(
        { id: 'statusAnalyzer.articleSection', message: '{article}「{section}」' },
        { article: articleTitle(ref.article), section },
      );
}

/** Where the commit count came from. */
export function commitCounterLabel(counter: CommitCounter | null): string {
  switch (counter) {
    case 'Binlog_commits':
      return translate({
        id: 'statusAnalyzer.commitCounter.binlogCommits',
        message: 'Binlog_commits（バイナリログに書かれたトランザクション）',
      });
    case 'Binlog_cache_use':
      return translate({
        id: 'statusAnalyzer.commitCounter.binlogCacheUse',
        message: 'Binlog_cache_use（バイナリログのキャッシュを使ったトランザクション）',
      });
    case 'Com_commit':
      return translate({
        id: 'statusAnalyzer.commitCounter.comCommit',
        message: 'Com_commit（明示的な COMMIT。自動コミットの更新は数えないため概算）',
      });
    case 'write-statements':
      return translate({
        id: 'statusAnalyzer.commitCounter.writeStatements',
        message: 'INSERT・UPDATE・DELETE などの文の数（自動コミットとみなした概算）',
      });
    case null:
      return translate({
        id: 'statusAnalyzer.commitCounter.none',
        message: 'この間にコミットはありません',
      });
  }
}

/** Where the query count came from. */
export function queryCounterLabel(counter: QueryCounter): string {
  return counter === 'Questions'
    ? translate({
        id: 'statusAnalyzer.queryCounter.questions',
        message: 'Questions（クライアントが送った文）',
      })
    : translate({
        id: 'statusAnalyzer.queryCounter.queries',
        message: 'Queries（ストアドプログラム内の文を含む）',
      });
}

/** The binary log's state over the interval. */
export function binlogLabel(state: BinlogState): string {
  switch (state) {
    case 'on':
      return translate({ id: 'statusAnalyzer.binlog.on', message: '有効（書き込みあり）' });
    case 'off':
      return translate({
        id: 'statusAnalyzer.binlog.off',
        message: '無効（更新があったのに書き込みなし）',
      });
    case 'unknown':
      return translate({ id: 'statusAnalyzer.binlog.unknown', message: '不明' });
  }
}

/** The output format a snapshot was read as. */
export function formatLabel(format: SnapshotFormat): string {
  switch (format) {
    case 'table':
      return translate({
        id: 'statusAnalyzer.format.table',
        message: '表形式（mysql -t、mysqladmin extended-status）',
      });
    case 'tab':
      return translate({ id: 'statusAnalyzer.format.tab', message: 'タブ区切り（mysql -B）' });
    case 'vertical':
      return translate({
        id: 'statusAnalyzer.format.vertical',
        message: '縦表示（\\G、mysql -E）',
      });
  }
}
