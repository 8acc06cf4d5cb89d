/**
 * Short links: `/go/<name>` (and `/en/go/<name>`) for every page worth saying
 * out loud in a talk or printing on a slide.
 *
 * THE RULE: this list is append-only. Once a name is published it never
 * changes, never disappears and never points somewhere else — slides, printed
 * handouts and old posts keep using it for years. To add a link, append an
 * entry at the END of the list and add the same `name → to` pair to
 * `tests/unit/shortLinks/published.json`; the unit test fails if a published
 * name is renamed, removed or retargeted. If a page moves, keep the name and
 * change nothing here: redirect the old page path instead.
 *
 * `to` is the page path without the locale prefix (`/docs/…`, not
 * `/en/docs/…`); the redirect pages are generated for both locales by
 * `config/shortLinks.ts`. `title` is what the `/go` page shows; the unit test
 * keeps article and dataset titles equal to the pages' own titles.
 *
 * This module is plain data (no Docusaurus imports), so the site config, the
 * `/go` page and the tests can all read it.
 *
 * @packageDocumentation
 */

/** What a short link points to; the `/go` page groups the links by it. */
export type ShortLinkKind = 'article' | 'tool' | 'dataset' | 'page';

/** A title in both site languages. */
export interface ShortLinkTitle {
  readonly ja: string;
  readonly en: string;
}

export interface ShortLink {
  /** Lowercase letters, digits and single hyphens; never changes once published. */
  readonly name: string;
  /** Target page path without the locale prefix, e.g. `/docs/glossary`. */
  readonly to: string;
  readonly kind: ShortLinkKind;
  readonly title: ShortLinkTitle;
}

/** Path prefix of every short link (the locale prefix, if any, comes before it). */
export const SHORT_LINK_PREFIX = '/go/';

/** Allowed names: lowercase ASCII words joined by single hyphens. */
export const SHORT_LINK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The short path of a link, without the locale prefix: `/go/<name>`. */
export function shortLinkPath(name: string): string {
  return `${SHORT_LINK_PREFIX}${name}`;
}

/** Every short link, in publication order. Append only (see the header). */
export const shortLinks: readonly ShortLink[] = [
  // First published set. Articles (docs/**.mdx)
  {
    name: 'about',
    to: '/docs',
    kind: 'article',
    title: { ja: 'このガイドについて', en: 'About this guide' },
  },
  {
    name: 'glossary',
    to: '/docs/glossary',
    kind: 'article',
    title: { ja: '用語集', en: 'Glossary' },
  },
  {
    name: 'disk-io',
    to: '/docs/io-memory/disk-io-hit-ratio',
    kind: 'article',
    title: {
      ja: 'ディスク I/O とバッファプールのヒット率',
      en: 'Disk I/O and the buffer-pool hit ratio',
    },
  },
  {
    name: 'table-design',
    to: '/docs/io-memory/table-design-for-buffer-pool',
    kind: 'article',
    title: {
      ja: 'バッファプールを意識したテーブル設計',
      en: 'Designing tables for the buffer pool',
    },
  },
  {
    name: 'linux',
    to: '/docs/io-memory/linux-for-database-servers',
    kind: 'article',
    title: { ja: 'データベースサーバーのための Linux', en: 'Linux for database servers' },
  },
  {
    name: 'measure-iops',
    to: '/docs/cloud-storage/iops',
    kind: 'article',
    title: {
      ja: 'IOPS：測り方、バースト、スロットリング',
      en: 'IOPS: measuring, bursting and throttling',
    },
  },
  {
    name: 'ssd-hdd',
    to: '/docs/cloud-storage/ssd-vs-hdd',
    kind: 'article',
    title: {
      ja: 'SSD と HDD：InnoDB のファイルをどこに置くか',
      en: 'SSD vs HDD: where each InnoDB file belongs',
    },
  },
  {
    name: 'my-cnf',
    to: '/docs/cloud-storage/mysql-56-parameter-baseline',
    kind: 'article',
    title: {
      ja: 'MySQL 5.6 パラメータの叩き台を読み直す',
      en: 'A MySQL 5.6 parameter baseline, revisited',
    },
  },
  {
    name: 'ops-notes',
    to: '/docs/cloud-storage/operations-notes',
    kind: 'article',
    title: {
      ja: '運用メモ：テーブルサイズの一覧と TPC-C データの並列ロード',
      en: 'Operations notes: table sizes and parallel TPC-C loading',
    },
  },
  {
    name: 'binlog',
    to: '/docs/transactions-locking/group-commit',
    kind: 'article',
    title: {
      ja: 'グループコミットとバイナリログの 2 相コミット',
      en: 'Group commit and two-phase commit with the binary log',
    },
  },
  {
    name: 'autoinc',
    to: '/docs/transactions-locking/auto-increment-locking',
    kind: 'article',
    title: {
      ja: 'AUTO_INCREMENT のロックと innodb_autoinc_lock_mode',
      en: 'AUTO_INCREMENT locking and innodb_autoinc_lock_mode',
    },
  },
  {
    name: 'id-design',
    to: '/docs/id-design/id-strategy',
    kind: 'article',
    title: { ja: 'InnoDB のための ID 設計', en: 'ID strategy for InnoDB' },
  },
  {
    name: 'myisam',
    to: '/docs/storage-engines/myisam-vs-innodb',
    kind: 'article',
    title: { ja: 'MyISAM と InnoDB', en: 'MyISAM vs InnoDB' },
  },
  {
    name: 'handler',
    to: '/docs/storage-engines/sql-vs-stored-procedures-vs-handler',
    kind: 'article',
    title: {
      ja: 'SQL・ストアドプロシージャ・ハンドラ直接呼び出しの比較',
      en: 'SQL vs stored procedures vs calling the handler directly',
    },
  },
  {
    name: 'pitfalls',
    to: '/docs/benchmarking/benchmark-pitfalls',
    kind: 'article',
    title: {
      ja: 'データベース・ベンチマークの 10 の落とし穴',
      en: 'Ten pitfalls of database benchmarks',
    },
  },
  {
    name: 'query-cache',
    to: '/docs/benchmarking/query-cache-and-tuningathon',
    kind: 'article',
    title: { ja: 'クエリキャッシュとチューニンガソン 5', en: 'The query cache and Tuningathon 5' },
  },
  {
    name: 'tech-debt',
    to: '/docs/data-architecture/technical-debt',
    kind: 'article',
    title: {
      ja: 'データストア選択と技術的負債：MongoDB・Redis・Redshift',
      en: 'Datastore choices as technical debt: MongoDB, Redis and Redshift',
    },
  },
  {
    name: 'obama',
    to: '/docs/data-architecture/obama-campaign-case-study',
    kind: 'article',
    title: {
      ja: '事例：2008 年米大統領選でオバマ陣営を支えた MySQL',
      en: 'Case study: MySQL behind the 2008 Obama campaign',
    },
  },

  // Tools and calculators (src/pages/calculators/*.tsx, src/pages/tools/*.tsx)
  {
    name: 'hit-ratio',
    to: '/calculators/hit-ratio',
    kind: 'tool',
    title: {
      ja: 'バッファプールのヒット率とスループット',
      en: 'Buffer-pool hit ratio and throughput',
    },
  },
  {
    name: 'iops',
    to: '/calculators/iops',
    kind: 'tool',
    title: { ja: 'IOPS の見積もり', en: 'IOPS sizing' },
  },
  {
    name: 'snowflake',
    to: '/calculators/snowflake',
    kind: 'tool',
    title: { ja: 'Snowflake ID のビット設計', en: 'Snowflake ID bit layouts' },
  },
  {
    name: 'redshift-tco',
    to: '/calculators/redshift-tco',
    kind: 'tool',
    title: { ja: 'Redshift の総保有コスト', en: 'Redshift total cost of ownership' },
  },
  {
    name: 'group-commit',
    to: '/calculators/group-commit',
    kind: 'tool',
    title: {
      ja: 'グループコミットと 2 相コミットのシミュレーター',
      en: 'Group commit and two-phase commit simulator',
    },
  },
  {
    name: 'status',
    to: '/tools/status-analyzer',
    kind: 'tool',
    title: { ja: 'SHOW GLOBAL STATUS アナライザー', en: 'SHOW GLOBAL STATUS analyzer' },
  },

  // Index pages
  {
    name: 'calculators',
    to: '/calculators',
    kind: 'page',
    title: { ja: '計算ツール', en: 'Calculators' },
  },
  {
    name: 'data',
    to: '/data',
    kind: 'page',
    title: { ja: 'データセット', en: 'Datasets' },
  },

  // Datasets (static/data/<id>.json → /data/<id>)
  {
    name: 'data-latencies',
    to: '/data/access-latencies',
    kind: 'dataset',
    title: { ja: '1回のアクセスにかかる時間の目安(2009年)', en: 'Rough access latencies (2009)' },
  },
  {
    name: 'data-autoinc',
    to: '/data/autoinc-lock-50-vs-51',
    kind: 'dataset',
    title: {
      ja: 'AUTO_INCREMENT の INSERT 性能: MySQL 5.0.83 と 5.1.37',
      en: 'AUTO_INCREMENT insert performance: MySQL 5.0.83 vs 5.1.37',
    },
  },
  {
    name: 'data-cgroup-dd',
    to: '/data/cgroup-buffered-write-dd',
    kind: 'dataset',
    title: {
      ja: 'cgroup の IOPS 制限と Buffered Write(dd)',
      en: 'cgroup IOPS limits and buffered writes (dd)',
    },
  },
  {
    name: 'data-cgroup-iops',
    to: '/data/cgroup-iops-throttle',
    kind: 'dataset',
    title: {
      ja: 'cgroup による IOPS 制限(読み書き各 10,000 IOPS)',
      en: 'cgroup IOPS throttling (10,000 read + 10,000 write IOPS)',
    },
  },
  {
    name: 'data-covering-index',
    to: '/data/covering-index-count',
    kind: 'dataset',
    title: {
      ja: 'Covering Index: インデックスだけを読む count とフルスキャンの count',
      en: 'Covering index: index-only count vs full-scan count',
    },
  },
  {
    name: 'data-dbt2',
    to: '/data/dbt2-file-placement',
    kind: 'dataset',
    title: {
      ja: 'DBT-2: InnoDB のファイル配置と HDD/SSD',
      en: 'DBT-2: InnoDB file placement on HDD and SSD',
    },
  },
  {
    name: 'data-ebs-burst',
    to: '/data/ebs-standard-burst',
    kind: 'dataset',
    title: {
      ja: 'EBS Standard Volume のバーストとその後の IOPS',
      en: 'EBS Standard Volume: burst and post-burst IOPS',
    },
  },
  {
    name: 'data-fsyncs',
    to: '/data/group-commit-fsyncs',
    kind: 'dataset',
    title: {
      ja: 'グループコミット: InnoDB Plugin 1.0.4 と標準 InnoDB の fsync 回数',
      en: 'Group commit: fsync counts of InnoDB Plugin 1.0.4 vs built-in InnoDB',
    },
  },
  {
    name: 'data-hit-ratio',
    to: '/data/hit-ratio-worked-example',
    kind: 'dataset',
    title: {
      ja: 'バッファプールのヒット率と処理時間(計算例)',
      en: 'Buffer pool hit ratio and total time (worked example)',
    },
  },
  {
    name: 'data-id-inserts',
    to: '/data/id-strategy-insert-rates',
    kind: 'dataset',
    title: {
      ja: 'ID の生成方法と InnoDB の INSERT 性能',
      en: 'ID strategy and InnoDB insert rate',
    },
  },
  {
    name: 'data-full-scan',
    to: '/data/index-vs-full-scan-hdd-ssd',
    kind: 'dataset',
    title: {
      ja: 'インデックススキャンとフルテーブルスキャン: HDD と SSD',
      en: 'Index scan vs full table scan on HDD and SSD',
    },
  },
  {
    name: 'data-iostat',
    to: '/data/iostat-range-scan-hdd-ssd',
    kind: 'dataset',
    title: { ja: '範囲検索中の iostat: HDD と SSD', en: 'iostat during a range scan: HDD vs SSD' },
  },
  {
    name: 'data-mysqlslap',
    to: '/data/mysqlslap-local-vs-remote',
    kind: 'dataset',
    title: {
      ja: 'mysqlslap 主キー検索: ローカル接続とリモート接続',
      en: 'mysqlslap primary-key lookups: local vs remote client',
    },
  },
  {
    name: 'data-obama',
    to: '/data/obama-2008-campaign',
    kind: 'dataset',
    title: {
      ja: '2008年米大統領選オバマ陣営のシステムの数値',
      en: 'Figures from the Obama 2008 campaign systems',
    },
  },
  {
    name: 'data-split-qps',
    to: '/data/one-to-one-split-qps',
    kind: 'dataset',
    title: {
      ja: '1:1 分割と本文を読むクエリの割合ごとのスループット',
      en: 'Throughput of a 1:1 split by share of queries that read the body',
    },
  },
  {
    name: 'data-split-sizes',
    to: '/data/one-to-one-split-table-sizes',
    kind: 'dataset',
    title: { ja: '1:1 分割したテーブルのサイズ', en: 'Table sizes after a 1:1 split' },
  },
  {
    name: 'data-random-iops',
    to: '/data/random-iops-single-vs-parallel',
    kind: 'dataset',
    title: {
      ja: 'ランダムアクセス性能: 単一接続と大量接続(2009年)',
      en: 'Random access rates: one connection vs many (2009)',
    },
  },
  {
    name: 'data-redshift-cost',
    to: '/data/redshift-cost-thresholds',
    kind: 'dataset',
    title: {
      ja: 'ビッグデータ基盤の「技術的負債」とみなすコストの目安(2014年)',
      en: 'Cost above which a big-data platform counts as technical debt (2014)',
    },
  },
  {
    name: 'data-super-smack',
    to: '/data/super-smack-sql-stored-udf',
    kind: 'dataset',
    title: {
      ja: 'SQL・ストアドプロシージャ・UDF(ストレージエンジン API 直接呼び出し)の処理性能',
      en: 'SQL vs stored procedure vs UDF calling the storage engine API',
    },
  },
  {
    name: 'data-tpcc-load',
    to: '/data/tpcc-mysql-parallel-load',
    kind: 'dataset',
    title: { ja: 'tpcc-mysql: 初期データの並列ロード', en: 'tpcc-mysql: parallel initial load' },
  },
  {
    name: 'data-tpcc-sizes',
    to: '/data/tpcc-table-sizes',
    kind: 'dataset',
    title: {
      ja: 'TPC-C テーブルのサイズ(information_schema.tables)',
      en: 'TPC-C table sizes (information_schema.tables)',
    },
  },
  {
    name: 'data-tuningathon-queries',
    to: '/data/tuningathon5-baseline-queries',
    kind: 'dataset',
    title: {
      ja: 'チューニンガソン5: ベースラインのクエリ別実行時間',
      en: 'Tuningathon 5: baseline time per query',
    },
  },
  {
    name: 'data-tuningathon',
    to: '/data/tuningathon5-timings',
    kind: 'dataset',
    title: {
      ja: 'チューニンガソン5: チューニング段階ごとの実行時間',
      en: 'Tuningathon 5: run time at each tuning step',
    },
  },
  {
    name: 'data-wikipedia',
    to: '/data/wikipedia-table-sizes',
    kind: 'dataset',
    title: {
      ja: 'Wikipedia 日本語版(MediaWiki)の page・revision テーブルのサイズ',
      en: 'Size of the Japanese Wikipedia (MediaWiki) page and revision tables',
    },
  },
  {
    name: 'data-lab-id-strategy',
    to: '/data/lab-id-strategy',
    kind: 'dataset',
    title: {
      ja: '実測: 主キーの生成方法と INSERT 速度(MariaDB)',
      en: 'Measured: primary-key strategy and insert rate (MariaDB)',
    },
  },
  {
    name: 'data-lab-autoinc',
    to: '/data/lab-autoinc',
    kind: 'dataset',
    title: {
      ja: '実測: innodb_autoinc_lock_mode と並列 INSERT(MariaDB)',
      en: 'Measured: innodb_autoinc_lock_mode and concurrent INSERTs (MariaDB)',
    },
  },
  {
    name: 'data-lab-group-commit',
    to: '/data/lab-group-commit',
    kind: 'dataset',
    title: {
      ja: '実測: グループコミットと fsync(MariaDB、バイナリログ有効)',
      en: 'Measured: group commit and fsyncs (MariaDB, binary log on)',
    },
  },
  {
    name: 'data-lab-hit-ratio',
    to: '/data/lab-hit-ratio',
    kind: 'dataset',
    title: {
      ja: '実測: バッファプールのヒット率と主キー検索の速度(MariaDB)',
      en: 'Measured: buffer pool hit ratio and primary-key lookup rate (MariaDB)',
    },
  },
  {
    name: 'data-lab-covering-index',
    to: '/data/lab-covering-index',
    kind: 'dataset',
    title: {
      ja: '実測: カバリングインデックスの count とフルスキャンの count(MariaDB)',
      en: 'Measured: covering-index count vs full-scan count (MariaDB)',
    },
  },
  {
    name: 'data-lab-scan-resistance',
    to: '/data/lab-scan-resistance',
    kind: 'dataset',
    title: {
      ja: '実測: 全表スキャンと innodb_old_blocks_time(ホットな表のヒット率、MariaDB)',
      en: 'Measured: a full table scan and innodb_old_blocks_time (hit ratio of a hot table, MariaDB)',
    },
  },
  {
    name: 'data-lab-sp-handler',
    to: '/data/lab-sp-handler',
    kind: 'dataset',
    title: {
      ja: '実測: SQL・ストアドプロシージャ・HANDLER による主キー検索(MariaDB)',
      en: 'Measured: primary-key lookups via SQL, a stored procedure and HANDLER (MariaDB)',
    },
  },
  {
    name: 'data-lab-text-split',
    to: '/data/lab-text-split',
    kind: 'dataset',
    title: {
      ja: '実測: 大きな TEXT 列の 1:1 分割と本文を読むクエリの割合(MariaDB)',
      en: 'Measured: 1:1 split of a large TEXT column by share of queries reading it (MariaDB)',
    },
  },
  {
    name: 'data-lab-range-vs-full-scan',
    to: '/data/lab-range-vs-full-scan',
    kind: 'dataset',
    title: {
      ja: '実測: セカンダリインデックスの範囲検索と全表スキャン(MariaDB)',
      en: 'Measured: secondary-index range scan vs full table scan (MariaDB)',
    },
  },
  {
    name: 'data-lab-query-cache',
    to: '/data/lab-query-cache',
    kind: 'dataset',
    title: {
      ja: '実測: クエリキャッシュとチューニンガソン 5 の「チート」(MariaDB)',
      en: 'Measured: the query cache and the Tuningathon 5 “cheat” (MariaDB)',
    },
  },
  {
    name: 'data-lab-engines-concurrency',
    to: '/data/lab-engines-concurrency',
    kind: 'dataset',
    title: {
      ja: '実測: MyISAM・Aria・InnoDB の同時更新とテーブルロック(MariaDB)',
      en: 'Measured: concurrent writes and table locks in MyISAM, Aria and InnoDB (MariaDB)',
    },
  },
  {
    name: 'data-lab-round-trips',
    to: '/data/lab-round-trips',
    kind: 'dataset',
    title: {
      ja: '実測: 主キー検索の往復 — Unix ソケット、127.0.0.1、ネットワーク越し(MariaDB)',
      en: 'Measured: primary-key lookups by transport — Unix socket, 127.0.0.1, across a network hop (MariaDB)',
    },
  },
  {
    name: 'data-lab-flush-method',
    to: '/data/lab-flush-method',
    kind: 'dataset',
    title: {
      ja: '実測: innodb_flush_method の O_DIRECT と fsync(ページキャッシュとの二重のキャッシュ、MariaDB)',
      en: 'Measured: innodb_flush_method O_DIRECT vs fsync (double caching in the page cache, MariaDB)',
    },
  },
];
