import { translate } from '@docusaurus/Translate';

/** A calculator as the index page and the home page list it. */
export interface CalculatorEntry {
  readonly id: string;
  /** Route of the standalone page (locale prefix is added by Link). */
  readonly to: string;
  /** The article that explains it. */
  readonly articleTo: string;
  readonly title: string;
  readonly description: string;
}

/**
 * Every calculator the site has. Labels are translated at call time, so call
 * this inside a component.
 */
export function calculatorEntries(): readonly CalculatorEntry[] {
  return [
    {
      id: 'status-analyzer',
      to: '/tools/status-analyzer',
      articleTo: '/docs/io-memory/disk-io-hit-ratio',
      title: translate({
        id: 'calculators.statusAnalyzer.title',
        message: 'SHOW GLOBAL STATUS アナライザー',
      }),
      description: translate({
        id: 'calculators.statusAnalyzer.description',
        message:
          '2 回分の SHOW GLOBAL STATUS を貼り付けると、差分からヒット率・fsync 回数・I/O を求め、気になる点を記事と計算ツールにつなげます。データはブラウザーの外に出ません。',
      }),
    },
    {
      id: 'group-commit',
      to: '/calculators/group-commit',
      articleTo: '/docs/transactions-locking/group-commit',
      title: translate({
        id: 'calculators.groupCommit.title',
        message: 'グループコミットと 2 相コミット',
      }),
      description: translate({
        id: 'calculators.groupCommit.description',
        message:
          'サーバーの世代と innodb_flush_log_at_trx_commit・sync_binlog の設定から、1 トランザクションあたりの fsync 回数とコミット性能の上限、クラッシュで失われうるものを求めます。1 回のコミットの流れも順に追えます。',
      }),
    },
    {
      id: 'hit-ratio',
      to: '/calculators/hit-ratio',
      articleTo: '/docs/io-memory/disk-io-hit-ratio',
      title: translate({
        id: 'calculators.hitRatio.title',
        message: 'バッファプールのヒット率とスループット',
      }),
      description: translate({
        id: 'calculators.hitRatio.description',
        message:
          'ヒット率が数ポイント下がるだけでスループットがどこまで落ちるかを計算します。目標スループットに必要なヒット率や、データ量とアクセスの偏りからのヒット率の見積もりも。',
      }),
    },
    {
      id: 'iops',
      to: '/calculators/iops',
      articleTo: '/docs/cloud-storage/iops',
      title: translate({ id: 'calculators.iops.title', message: 'IOPS の見積もり' }),
      description: translate({
        id: 'calculators.iops.description',
        message:
          '複数のシステムの読み書き IOPS を合計し、デバイス・RAID・cgroup やプロビジョンド IOPS の上限と比べて、足りるかどうかと必要な台数を求めます。',
      }),
    },
    {
      id: 'snowflake',
      to: '/calculators/snowflake',
      articleTo: '/docs/id-design/id-strategy',
      title: translate({ id: 'calculators.snowflake.title', message: 'Snowflake ID のビット設計' }),
      description: translate({
        id: 'calculators.snowflake.description',
        message:
          'Twitter・Discord・Instagram などの 64 ビット ID を分解・生成し、ビット配分から寿命や生成速度、InnoDB への挿入の局所性を確かめます。UUID v1/v7 の時刻も読めます。',
      }),
    },
    {
      id: 'redshift-tco',
      to: '/calculators/redshift-tco',
      articleTo: '/docs/data-architecture/technical-debt',
      title: translate({ id: 'calculators.redshiftTco.title', message: 'Redshift の総保有コスト' }),
      description: translate({
        id: 'calculators.redshiftTco.description',
        message:
          'データ量と増加率から必要なノード数と 3 年間の費用を求め、2014 年の記事が「技術的負債」とした金額の目安と比べます。',
      }),
    },
  ];
}
