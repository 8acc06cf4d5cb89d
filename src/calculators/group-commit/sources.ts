/**
 * Citations of the seed posts this simulator takes figures from. Every
 * figure carries one of these next to it on the page.
 *
 * @packageDocumentation
 */

import type { QuotedSeedCitation } from './types';

const POST = {
  kind: 'seed',
  source: 'matsunobu-2009-innodb-plugin-104',
} as const;

/** The group-commit post (2009-08-12): the two commit sequences and why the old one broke group commit. */
export const SEED_GROUP_COMMIT_POST: QuotedSeedCitation = {
  ...POST,
  locator: '●グループコミットの修正とは何か (the two commit sequences)',
  quote:
    'mutex内は同時に1個のスレッドしか動くことができないので、従来型のアプローチだと、ファイルへの同期書き込みがシリアライズされます。',
};

/** The same post: ≈10,000 synchronous writes per second even with a battery-backed write cache. */
export const SEED_GROUP_COMMIT_CEILING: QuotedSeedCitation = {
  ...POST,
  locator: '●グループコミットの修正とは何か (first paragraph)',
  quote:
    'ディスクへの同期書き込みはコストの高い処理で、バッテリーバックアップつきライトキャッシュが搭載されていてもせいぜい毎秒10000回程度しかできません。',
};

/** The same post: fsyncs per transaction of the built-in engine. */
export const SEED_BUILTIN_FSYNCS_PER_TRANSACTION: QuotedSeedCitation = {
  ...POST,
  locator: '●グループコミットの修正とは何か (Innodb_data_fsyncs)',
  quote:
    '5.1.37+Builtin(support_xa=1)では、同時接続数に関係なく、1トランザクションあたり2回のfsyncが発生しています。innodb_support_xa=0の場合は1トランザクションあたり1回です。',
};

/** The same post: Innodb_data_fsyncs per 100,000 transactions at 30 connections. */
export const SEED_FSYNCS_AT_30_CLIENTS: QuotedSeedCitation = {
  ...POST,
  locator: '●グループコミットの修正とは何か (Innodb_data_fsyncs)',
  quote:
    'たとえば30接続(innodb_support_xa=1)のときは、10万トランザクションに対して増加量が200251から26092と、87%も減っています。',
};

/** The same post: 6.1× the built-in engine's throughput at 30 connections. */
export const SEED_SPEEDUP_AT_30_CLIENTS: QuotedSeedCitation = {
  ...POST,
  locator: 'first graph (mysqlslap INSERT throughput)',
  quote: '30接続では6.1倍もの性能差が出ていることが分かります(innodb_support_xa=1の場合)',
};

/** The same post: sync_binlog=1 is still slow with Plugin 1.0.4. */
export const SEED_SYNC_BINLOG_STILL_SLOW: QuotedSeedCitation = {
  ...POST,
  locator: 'last paragraph',
  quote:
    'バイナリログを同期書き込みする(sync-binlog=1)場合は依然として遅くなってしまいますが、デフォルトの0であれば上図のように非常に高速になります。',
};

/** The benchmark-pitfalls post (2009-08-20): HDD access time 5 ms. */
export const SEED_BENCHMARK_LATENCIES: QuotedSeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2009-benchmark-points',
  locator: '2. 大まかなアクセス性能を知っておく',
  quote:
    'HDD へのアクセス時間が5ms ということは、1秒あたり200回くらいしかアクセスできないことを意味しています。',
};
