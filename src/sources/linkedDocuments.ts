/**
 * Documents the articles and blog posts link inline in their prose (a
 * manual page named in a sentence), with how each address was confirmed.
 * Build-time only: tests/build/citations.test.ts accepts an external link in
 * page content when its address is here or a confirmed entry of
 * ./registry.ts; nothing in the pages' bundles imports this list.
 * The same rule as the registry: an address is added only when a stored
 * copy shows it (never from memory); the others stay unlinked, listed in
 * ./UNLINKED.md.
 *
 * @packageDocumentation
 */

/** One inline-linked document. */
export interface LinkedDocument {
  readonly url: string;
  /** The document's title as the stored copy shows it. */
  readonly title: string;
  /** How the address was confirmed: corpus, query, rank. */
  readonly confirmedBy: string;
}

export const LINKED_DOCUMENTS: readonly LinkedDocument[] = [
  {
    url: 'https://aws.amazon.com/redshift/pricing/',
    title: 'Amazon Redshift pricing',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "Amazon Redshift pricing on-demand RA3 serverless" → rank 3, exact address (ranks 1–2 are the same page with ?nc=sn&loc=3 / ?ref= query strings), page "Amazon Redshift pricing" overview (no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/clone-plugin.html',
    title: 'MySQL 8.4 Reference Manual — 7.6.7 The Clone Plugin',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL The Clone Plugin reference manual" → rank 10, title "Documentation Home" (MySQL 8.4 Reference Manual, 7.6.7 The Clone Plugin)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/information-schema-optimizer-trace-table.html',
    title: 'MySQL 8.4 Reference Manual — The INFORMATION_SCHEMA OPTIMIZER_TRACE Table',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "INFORMATION_SCHEMA OPTIMIZER_TRACE Table MySQL" → rank 8, title "Documentation Home" (MySQL 8.4 Reference Manual, 28.3.19)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/innodb-doublewrite-buffer.html',
    title: 'MySQL 8.4 Reference Manual — 17.6.4 Doublewrite Buffer',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL InnoDB Doublewrite Buffer" → rank 5, title "Documentation Home" (MySQL 8.4 Reference Manual, 17.6.4)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/innodb-performance-midpoint_insertion.html',
    title: 'MySQL 8.4 Reference Manual — Making the Buffer Pool Scan Resistant',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Making the Buffer Pool Scan Resistant midpoint insertion InnoDB" → rank 2, title "Documentation Home" (MySQL 8.4 Reference Manual, 17.8.3.3)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/merge-storage-engine.html',
    title: 'MySQL 8.4 Reference Manual — The MERGE Storage Engine',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "The MERGE Storage Engine MySQL" → rank 9, title "Documentation Home" (MySQL 8.4 Reference Manual, 18.7)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/mysqlslap.html',
    title: 'MySQL 8.4 Reference Manual — mysqlslap — A Load Emulation Client',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "mysqlslap Load Emulation Client" → rank 3, title "Documentation Home" (MySQL 8.4 Reference Manual, 6.5.7)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/replication-solutions-diffengines.html',
    title:
      'MySQL 8.4 Reference Manual — Using Replication with Different Source and Replica Storage Engines',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Using Replication with Different Source and Replica Storage Engines" → rank 2, title "Documentation Home" (MySQL 8.4 Reference Manual, 19.4.4)).',
  },
  {
    url: 'https://dev.mysql.com/doc/en/system-schema.html',
    title: 'system schema',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "The mysql System Schema grant tables data dictionary" → rank 1, title "system schema").',
  },
  {
    url: 'https://dev.mysql.com/doc/mysqld-version-reference/en/optvar-changes-8-2.html',
    title:
      'MySQL Server Version Reference / mysqld Options and Variables / Option and Variable Changes for MySQL 8.2',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Changes in MySQL 8.2 options and variables added deprecated removed" → rank 1, title "MySQL Server Version Reference / mysqld Options and Variables / Option and Variable Changes for MySQL 8.2").',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/5.7/en/innodb-buffer-pool-resize.html',
    title: 'Configuring InnoDB Buffer Pool Size',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 5.7 Configuring InnoDB Buffer Pool Size online innodb_buffer_pool_chunk_size" → rank 3, exact address, page heading "14.8.3.1 Configuring InnoDB Buffer Pool Size" (MySQL 5.7 Reference Manual; no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/5.7/en/innodb-introduction.html',
    title: 'innodb introduction',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 Introduction to InnoDB key advantages" → rank 1, title "innodb introduction" (result host spelled dev.MySQL.com; host compared case-insensitively)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/5.7/en/innodb-table-import.html',
    title: 'MySQL 5.7 Reference Manual — 14.6.1.3 Importing InnoDB Tables',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 Importing InnoDB Tables transportable tablespace" → rank 1, title "Documentation Home" (MySQL 5.7 Reference Manual, 14.6.1.3 Importing InnoDB Tables)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/index-condition-pushdown-optimization.html',
    title: 'MySQL 8.0 Reference Manual — Index Condition Pushdown Optimization',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 8.0 Index Condition Pushdown Optimization" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 10.2.1.6)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/information-schema-innodb-buffer-pool-stats-table.html',
    title: 'MySQL 8.0 Reference Manual — The INFORMATION_SCHEMA INNODB_BUFFER_POOL_STATS Table',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "INFORMATION_SCHEMA INNODB_BUFFER_POOL_STATS Table MySQL 8.0" → rank 6, title "Documentation Home" (MySQL 8.0 Reference Manual, 28.4.4)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-auto-increment-handling.html',
    title: 'MySQL 8.0 Reference Manual — AUTO_INCREMENT Handling in InnoDB',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "AUTO_INCREMENT Handling in InnoDB MySQL 8.0 Reference Manual" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.6.1.6)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-buffer-pool-resize.html',
    title: 'MySQL 8.0 Reference Manual — Configuring InnoDB Buffer Pool Size',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 8.0 Configuring InnoDB Buffer Pool Size" → rank 4, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.8.3.1)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-configuring-io-capacity.html',
    title: 'MySQL 8.0 Reference Manual — 17.8.7 Configuring InnoDB I/O Capacity',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.0 Reference Manual Configuring InnoDB I/O Capacity innodb_io_capacity_max" → rank 2 (pages results carry no title field; page heading "MySQL 8.0 Reference Manual / ... / Configuring InnoDB I/O Capacity")).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-deadlock-detection.html',
    title: 'MySQL 8.0 Reference Manual — Deadlock Detection',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB Deadlock Detection MySQL 8.0" → rank 10, title "When deadlock" (result host spelled dev.MySQL.com)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-dedicated-server.html',
    title:
      'MySQL 8.0 Reference Manual — Enabling Automatic InnoDB Configuration for a Dedicated MySQL Server',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Enabling Automatic InnoDB Configuration for a Dedicated MySQL Server innodb_dedicated_server" → rank 2, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.8.12)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-doublewrite-buffer.html',
    title: 'MySQL 8.0 Reference Manual — 17.6.4 Doublewrite Buffer',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL InnoDB Doublewrite Buffer" → rank 7, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.6.4)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-index-types.html',
    title: 'MySQL 8.0 Reference Manual — Clustered and Secondary Indexes',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB Index Types clustered and secondary indexes MySQL" → rank 6, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.6.2.1 Clustered and Secondary Indexes)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-online-ddl.html',
    title: 'MySQL 8.0 Reference Manual — InnoDB and Online DDL',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB and Online DDL MySQL 8.0" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.12)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-redo-log.html',
    title: 'MySQL 8.0 Reference Manual — 17.6.5 Redo Log',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB Redo Log MySQL 8.0 innodb_redo_log_capacity" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.6.5 Redo Log)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-row-format.html',
    title: 'MySQL 8.0 Reference Manual — InnoDB Row Formats',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB Row Formats DYNAMIC COMPACT REDUNDANT COMPRESSED MySQL 8.0" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 17.10)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-undo-tablespaces.html',
    title: 'innodb undo tablespaces',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Undo Tablespaces MySQL 8.0 InnoDB" → rank 2, title "innodb undo tablespaces" (result host spelled dev.MySQL.com; rank 1 was the same path with a ?spm= query string)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/replication-features-transactions.html',
    title: 'MySQL 8.0 Reference Manual — Replication and Transactions',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Replication and Transactions mixing transactional nontransactional MySQL 8.0" → rank 1, title "Documentation Home" (MySQL 8.0 Reference Manual, 19.5.1.35)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/en/statement-caching.html',
    title:
      'MySQL 8.0 Reference Manual — 10.10.3 Caching of Prepared Statements and Stored Programs',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.0 Caching of Prepared Statements and Stored Programs statement-caching" → rank 3 (no title field; page heading "MySQL 8.0 Reference Manual / ... / Caching of Prepared Statements and Stored Programs"); docs corpus had only ".../8.0/en//statement-caching.html" (double slash)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.0/ja/innodb-dedicated-server.html',
    title: 'innodb dedicated server',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 8.0 リファレンスマニュアル 専用 MySQL サーバーの InnoDB 自動構成の有効化" → rank 8, title "innodb dedicated server" (result host spelled dev.MySQL.com)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/alter-instance.html',
    title: 'ALTER INSTANCE Statement',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.4 Reference Manual ALTER INSTANCE Statement" → rank 1, exact address, page heading "15.1.5 ALTER INSTANCE Statement" (MySQL 8.4 Reference Manual; no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/creating-ssl-rsa-files-using-mysql.html',
    title: 'Creating SSL and RSA Certificates and Keys using MySQL',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "Creating SSL and RSA Certificates and Keys using MySQL auto_generate_certs" → rank 7, exact address, page heading "8.3.3.1 Creating SSL and RSA Certificates and Keys using MySQL" (MySQL 8.4 Reference Manual; no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/information-schema-innodb-tablespaces-table.html',
    title: 'MySQL 8.4 Reference Manual — The INFORMATION_SCHEMA INNODB_TABLESPACES Table',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "INFORMATION_SCHEMA INNODB_TABLESPACES Table MySQL 8.4" → rank 2, title "Documentation Home" (MySQL 8.4 Reference Manual, 28.4.24)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/information-schema-tables-table.html',
    title: 'The INFORMATION_SCHEMA TABLES Table',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.4 Reference Manual The INFORMATION_SCHEMA TABLES Table TABLE_ROWS AVG_ROW_LENGTH DATA_LENGTH" → rank 1, exact address, page heading "The INFORMATION_SCHEMA TABLES Table" (MySQL 8.4 Reference Manual; no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/innodb-configuring-io-capacity.html',
    title: 'MySQL 8.4 Reference Manual — 17.8.7 Configuring InnoDB I/O Capacity',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.0 Reference Manual Configuring InnoDB I/O Capacity innodb_io_capacity_max" → rank 3 (also rank 4), no title field; page heading "MySQL 8.4 Reference Manual / ... / Configuring InnoDB I/O Capacity").',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/innodb-dedicated-server.html',
    title:
      'MySQL 8.4 Reference Manual — Enabling Automatic InnoDB Configuration for a Dedicated MySQL Server',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Enabling Automatic InnoDB Configuration for a Dedicated MySQL Server innodb_dedicated_server" → rank 6, title "When innodb_dedicated_server" (result host spelled dev.MySQL.com)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/innodb-index-types.html',
    title: 'Clustered and Secondary Indexes',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.4 Clustered and Secondary Indexes InnoDB" → rank 6, exact address, page heading "Clustered and Secondary Indexes" (MySQL 8.4 Reference Manual; no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/partitioning-limitations-storage-engines.html',
    title: 'MySQL 8.4 Reference Manual — Partitioning Limitations Relating to Storage Engines',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Partitioning Limitations Relating to Storage Engines MySQL 8.4" → rank 7, title "In MySQL 8.4, partitioning support is not actually" (result host spelled dev.MySQL.com)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/replication-options-binary-log.html',
    title: 'Binary Logging Options and Variables',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.4 Reference Manual Binary Logging Options and Variables" → rank 1, exact address, page heading "19.1.6.4 Binary Logging Options and Variables" (no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/replication-options-replica.html',
    title: 'MySQL 8.4 Reference Manual — Replica Server Options and Variables',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Replica Server Options and Variables MySQL 8.4" → rank 9, title "This section explains the server options and system variables that apply to replica servers and contains the following:" (result host spelled dev.MySQL.com)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/sql-mode.html',
    title: 'Server SQL Modes',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "MySQL 8.4 Reference Manual Server SQL Modes" → rank 6, exact address, page text "Server SQL Modes" / default SQL mode in MySQL 8.4 (no title field)).',
  },
  {
    url: 'https://dev.mysql.com/doc/refman/en/performance-schema-quick-start.html',
    title: 'MySQL 8.4 Reference Manual — Performance Schema Quick Start',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Performance Schema Quick Start MySQL" → rank 6, title "Documentation Home" (MySQL 8.4 Reference Manual, 29.1)).',
  },
  {
    url: 'https://dev.mysql.com/worklog/task/?id=5349',
    title: 'WL#5349: Change default storage engine to InnoDB',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Changes to Server Defaults MySQL 5.6" → rank 8, title "WL#5349: Change default storage engine to InnoDB" (the query "MySQL worklog WL#5349" had returned only listing pages)).',
  },
  {
    url: 'https://dev.mysql.com/worklog/task/?id=6117',
    title: 'WL#6117: InnoDB: Resize the InnoDB Buffer Pool Online',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Configuring InnoDB Buffer Pool Size online resize MySQL 5.7" → rank 3, title "WL#6117: InnoDB: Resize the InnoDB Buffer Pool Online").',
  },
  {
    url: 'https://docs.aws.amazon.com/redshift/latest/dg/SYS_SERVERLESS_USAGE.html',
    title: 'SYS_SERVERLESS_USAGE - Amazon Redshift',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Billing for Amazon Redshift Serverless RPU hours" → rank 2, title "SYS_SERVERLESS_USAGE - Amazon Redshift").',
  },
  {
    url: 'https://docs.huihoo.com/mysql/innodb-plugin-1.0-en/innodb-parameter-changes.html',
    title: 'innodb parameter changes',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB Plugin 1.0 changes for configuration parameters" → rank 1, title "innodb parameter changes").',
  },
  {
    url: 'https://docs.netapp.com/us-en/ontap-apps-dbs/mysql/mysql-innodb_flush_method.html',
    title: 'mysql innodb flush method',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "NetApp MySQL innodb_flush_method ONTAP" → rank 2, title "mysql innodb flush method").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.6-en/binary-log-setting.html',
    title:
      'MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide — Setting The Binary Log Format',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.6 Setting The Binary Log Format" → rank 1, title "MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.6-en/innodb-memcached-intro.html',
    title:
      'MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide — InnoDB memcached Architecture',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.6 Introduction to InnoDB memcached Plugin" → rank 2, title "MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.6-en/server-default-changes.html',
    title:
      'MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide — 5.1.2.1 Changes to Server Defaults',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Changes to Server Defaults MySQL 5.6" → rank 1, title "MySQL 5.6 Reference Manual Including MySQL NDB Cluster 7.3-7.4 Reference Guide" (5.1.2.1 Changes to Server Defaults)).',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.7-en/query-cache-configuration.html',
    title:
      'MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6 — Query Cache Configuration',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 Query Cache Configuration query_cache_size" → rank 2, title "MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.7-en/query-cache-operation.html',
    title:
      'MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6 — How the Query Cache Operates',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 How the Query Cache Operates" → rank 3, title "MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-5.7-en/query-cache.html',
    title:
      'MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6 — The MySQL Query Cache',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 The MySQL Query Cache" → rank 4, title "MySQL 5.7 Reference Manual Including MySQL NDB Cluster 7.5 and NDB Cluster 7.6").',
  },
  {
    url: 'https://docs.oracle.com/cd/E17952_01/mysql-8.0-en/innodb-memcached.html',
    title:
      'MySQL 8.0 Reference Manual Including MySQL NDB Cluster 8.0 — 17.20 InnoDB memcached Plugin',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Introduction to InnoDB memcached Plugin MySQL 8.0" → rank 1, title "MySQL 8.0 Reference Manual Including MySQL NDB Cluster 8.0" (17.20 InnoDB memcached Plugin)).',
  },
  {
    url: 'https://docs.oracle.com/en/database/oracle/oracle-database/18/drdaa/MySQL-client-library-driver-for-oracle.html',
    title: '6 MySQL Client Library Driver for Oracle',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL client library driver for Oracle Database 18c" → rank 1, title "6 MySQL Client Library Driver for Oracle").',
  },
  {
    url: 'https://docs.oracle.com/en/database/oracle/oracle-database/23/drdaa/changes-this-release-drdaa.html',
    title: 'Changes in This Release for Oracle Database SQL Translation and Migration Guide',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL client library driver for Oracle Database 18c" → rank 5, title "Changes in This Release for Oracle Database SQL Translation and Migration Guide").',
  },
  {
    url: 'https://github.com/MariaDB/server/commit/420f8e24ab',
    title: 'MDEV-24854: Change innodb_flush_method=O_DIRECT by default (MariaDB/server)',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MariaDB innodb_flush_method default O_DIRECT 10.6 deprecated 11.0 innodb_data_file_buffering" → rank 8, exact address, title "github.com" (repository MariaDB/server, commit 420f8e2 "MDEV-24854: Change innodb_flush_method=O_DIRECT by default")).',
  },
  {
    url: 'https://github.com/MariaDB/server/commit/4c0cd953ab',
    title: 'MDEV-28766: SET GLOBAL innodb_log_file_buffering (MariaDB/server)',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "innodb_log_file_buffering added MariaDB 10.8 10.11 O_DIRECT redo log file system cache" → rank 1, exact address, title "github.com" (repository MariaDB/server, commit "MDEV-28766: SET GLOBAL innodb_log_file_buffering": default OFF, ON when started with innodb_flush_log_at_trx_commit=2)).',
  },
  {
    url: 'https://github.com/redis/redis/blob/unstable/LICENSE.txt',
    title: 'LICENSE.txt (redis/redis)',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Redis licenses legal RSALv2 SSPLv1 AGPL" → rank 3, exact address, title "github.com" (repository redis/redis, LICENSE.txt); also find_files redis/redis LICENSE.txt present at commit 0c6227e72976632e29adb621a87c41ad7cf06be5).',
  },
  {
    url: 'https://mariadb.com/docs/maxscale/reference/maxscale-filters/maxscale-cache',
    title: 'MaxScale Cache',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MaxScale Cache filter" → rank 3, title "MaxScale Cache").',
  },
  {
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/innodb_flush_log_at_trx_commit',
    title: 'innodb flush log at trx commit',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "innodb_flush_log_at_trx_commit MariaDB system variable" → rank 5, title "innodb flush log at trx commit").',
  },
  {
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/innodb_flush_method',
    title: 'innodb flush method',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MariaDB innodb_flush_method default O_DIRECT 10.6 deprecated 11.0 innodb_data_file_buffering" → rank 3, title "innodb flush method" (Dynamic: No; Product Default Value: O_DIRECT)).',
  },
  {
    url: 'https://mariadb.com/docs/server/ref/mdb/system-variables/innodb_old_blocks_time',
    title: 'innodb old blocks time',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "innodb_old_blocks_time MariaDB system variable" → rank 3, title "innodb old blocks time").',
  },
  {
    url: 'https://mariadb.com/docs/server/server-usage/storage-engines/innodb/innodb-flush-method',
    title: 'InnoDB Flush Method',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MariaDB InnoDB flush method innodb_flush_method" → rank 8, title "InnoDB Flush Method").',
  },
  {
    url: 'https://mariadb.com/docs/server/server-usage/storage-engines/innodb/mariadb-enterprise-server-innodb-operations/configure-the-innodb-buffer-pool',
    title: 'Configure the InnoDB Buffer Pool',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 8.0 Configuring InnoDB Buffer Pool Size" → rank 6, title "Configure the InnoDB Buffer Pool").',
  },
  {
    url: 'https://mariadb.com/kb/en/auto_increment-handling-in-innodb',
    title: 'AUTO_INCREMENT Handling in InnoDB',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "AUTO_INCREMENT Handling in InnoDB MariaDB knowledge base" → rank 4, title "AUTO_INCREMENT Handling in InnoDB").',
  },
  {
    url: 'https://mariadb.com/kb/en/information-schema-innodb_buffer_pool_stats-table',
    title: 'Information Schema INNODB_BUFFER_POOL_STATS Table',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Information Schema INNODB_BUFFER_POOL_STATS Table MariaDB" → rank 2, title "Information Schema INNODB_BUFFER_POOL_STATS Table").',
  },
  {
    url: 'https://mariadb.com/kb/en/innodb-dynamic-row-format',
    title: 'InnoDB DYNAMIC Row Format',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "InnoDB DYNAMIC Row Format MariaDB" → rank 6, title "InnoDB DYNAMIC Row Format").',
  },
  {
    url: 'https://mariadb.com/kb/en/mariadb/query-cache/',
    title: 'Query Cache',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MySQL 5.7 How the Query Cache Operates" → rank 11, title "# Query Cache").',
  },
  {
    url: 'https://mariadb.com/kb/en/setting-innodb-buffer-pool-size-dynamically/',
    title: 'Setting Innodb Buffer Pool Size Dynamically',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Configuring InnoDB Buffer Pool Size online resize MySQL 5.7" → rank 8, title "Setting Innodb Buffer Pool Size Dynamically").',
  },
  {
    url: 'https://mariadb.com/kb/en/system-variables-added-in-mariadb-11-0/',
    title: 'System Variables Added in MariaDB 11.0',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "innodb_log_file_buffering MariaDB system variable dynamic default" → rank 7, exact address, title "System Variables Added in MariaDB 11.0" (innodb_data_file_buffering, innodb_data_file_write_through, innodb_log_file_write_through: MariaDB 11.0.1)).',
  },
  {
    url: 'https://mariadb.com/kb/en/uuid_v7/',
    title: 'UUID_v7',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MariaDB UUID_v7 function" → rank 1, title "# UUID\\_v7").',
  },
  {
    url: 'https://mariadb.com/resources/blog/getting-started-with-the-mariadb-handlersocket-plugin',
    title: 'getting started with the mariadb handlersocket plugin',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "HandlerSocket MariaDB" → rank 11, title "getting started with the mariadb handlersocket plugin").',
  },
  {
    url: 'https://proxysql.com/documentation/query-cache/',
    title: 'query cache',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "ProxySQL query cache documentation" → rank 1, title "query cache").',
  },
  {
    url: 'https://raw.githubusercontent.com/redis/redis/8.0.0/00-RELEASENOTES',
    title: '00 RELEASENOTES',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "redis 00-RELEASENOTES release notes Redis 8.0" → rank 1, title "00 RELEASENOTES").',
  },
  {
    url: 'https://repost.aws/knowledge-center/rds-low-burst-balance',
    title: 'Why is my burst balance value low in my RDS DB instance?',
    confirmedBy:
      'Stored copy (search tool, corpus pages query "RDS low burst balance gp2 knowledge center" → rank 3, page "Why is my burst balance value low in my RDS DB instance?" (no title field in result)).',
  },
  {
    url: 'https://www.mariadb.com/docs/server/ha-and-performance/optimization-and-tuning/system-variables/innodb-status-variables',
    title: 'InnoDB Server Status Variables',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "MariaDB InnoDB status variables" → rank 5, title "InnoDB Server Status Variables").',
  },
  {
    url: 'https://www.percona.com/blog/provisioning-replication-with-clone-plugin',
    title: 'provisioning replication with clone plugin',
    confirmedBy:
      'Stored copy (search tool, corpus docs query "Provisioning replication with clone plugin Percona blog" → rank 5, title "provisioning replication with clone plugin").',
  },
  // Registry entry `mysql-blog-new-defaults-80` until the calculators' registry was slimmed.
  {
    url: 'https://dev.mysql.com/blog-archive/new-defaults-in-mysql-8-0',
    title: 'New Defaults in MySQL 8.0',
    confirmedBy:
      'Stored documentation (search, corpus docs, “What Is New in MySQL 8.4 since MySQL 8.0 InnoDB system variable default value changes”): this address, “MySQL 8.0 comes with improved defaults … Table : Changed Defaults in MySQL 8.0”.',
  },
  // Registry entry `mysql-version-reference-optvar-83` until the calculators' registry was slimmed.
  {
    url: 'https://dev.mysql.com/doc/mysqld-version-reference/en/optvar-changes-8-3.html',
    title: 'MySQL Server Version Reference — Option and Variable Changes for MySQL 8.3',
    confirmedBy:
      'Stored documentation (search, corpus docs, “mysqld version reference option and variable changes MySQL 8.3”): this address, “1.5 Option and Variable Changes for MySQL 8.3”.',
  },
  // Registry entry `mysql84-whats-new` until the calculators' registry was slimmed.
  {
    url: 'https://dev.mysql.com/doc/refman/8.4/en/mysql-nutshell.html',
    title: 'MySQL 8.4 Reference Manual — What Is New in MySQL 8.4 since MySQL 8.0',
    confirmedBy:
      'Stored documentation (search, corpus docs, “What Is New in MySQL 8.4 since MySQL 8.0 …”): a cnblogs.com page states this address; the docs corpus holds the same 8.4 text (Table 1.1, InnoDB system variable default values in MySQL 8.4 differing from MySQL 8.0) at dev.mysql.com/doc/refman/en/mysql-nutshell.html.',
  },
  // Registry entry `github-akopytov-sysbench` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/akopytov/sysbench',
    title: 'sysbench',
    confirmedBy: 'Repository index: find_repos “sysbench” lists akopytov/sysbench.',
  },
  // Registry entry `github-percona-lab-tpcc-mysql` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/Percona-Lab/tpcc-mysql',
    title: 'tpcc-mysql',
    confirmedBy: 'Repository index: find_repos “tpcc-mysql” lists Percona-Lab/tpcc-mysql.',
  },
  // Registry entry `github-tpc-council-hammerdb` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/TPC-Council/HammerDB',
    title: 'HammerDB',
    confirmedBy: 'Repository index: find_repos “HammerDB” lists TPC-Council/HammerDB.',
  },
  // Registry entry `github-axboe-fio` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/axboe/fio',
    title: 'fio',
    confirmedBy: 'Repository index: find_repos “axboe/fio” lists axboe/fio.',
  },
  // Registry entry `github-assaf-uuid` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/assaf/uuid',
    title: 'uuid',
    confirmedBy: 'Repository index: find_repos “assaf/uuid” lists assaf/uuid.',
  },
  // Registry entry `github-valkey-io` until the calculators' registry was slimmed.
  {
    url: 'https://github.com/valkey-io',
    title: 'valkey-io',
    confirmedBy:
      'Repository index: find_repos “valkey-io/” lists 47 repositories of the organisation, valkey-io/valkey among them.',
  },
  // Registry entry `redis-2024-dual-source-available` until the calculators' registry was slimmed.
  {
    url: 'https://redis.io/blog/redis-adopts-dual-source-available-licensing',
    title: 'Redis Adopts Dual Source-Available Licensing',
    confirmedBy:
      'Stored web pages (search, corpus pages, “Redis adopts dual source-available licensing RSALv2 SSPLv1”): this address, “Starting with Redis 7.4, Redis will be dual-licensed under the Redis Source Available License (RSALv2) and Server Side Public License (SSPLv1)”.',
  },
  // Registry entry `valkey-docs-persistence` until the calculators' registry was slimmed.
  {
    url: 'https://valkey.io/topics/persistence',
    title: 'Documentation: Persistence',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Valkey documentation persistence RDB AOF”): this address, “Documentation: Persistence”, RDB, AOF, no persistence, RDB + AOF.',
  },
  // Registry entry `mongodb-72-storage-engines` until the calculators' registry was slimmed.
  {
    url: 'https://mongodb.com/docs/v7.2/core/storage-engines',
    title: 'Storage Engines',
    confirmedBy:
      'Stored documentation (search, corpus docs, “MongoDB manual storage engines WiredTiger default v7.2”): this address, “WiredTiger is the default storage engine starting in MongoDB 3.2 … Starting in version 4.2, MongoDB removes the deprecated MMAPv1 storage engine”.',
  },
  // Registry entry `aws-redshift-serverless-billing-on-demand-ja` until the calculators' registry was slimmed.
  {
    url: 'https://docs.aws.amazon.com/ja_jp/redshift/latest/mgmt/serverless-billing-on-demand.html',
    title: 'オンデマンドのコンピューティング容量に対する請求',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Compute capacity for Amazon Redshift Serverless base capacity RPU 8 to 512”): this address, 「オンデマンドのコンピューティング容量に対する請求」, billing in RPU-hours per second, none while no query runs.',
  },
  // Registry entry `aws-redshift-stv-node-storage-capacity` until the calculators' registry was slimmed.
  {
    url: 'https://docs.aws.amazon.com/redshift/latest/dg/r_STV_NODE_STORAGE_CAPACITY.html',
    title: 'STV_NODE_STORAGE_CAPACITY',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Amazon Redshift Management Guide node type details dense compute RA3 working-with-clusters”): this address, “For RA3 node types, used blocks include both locally cached blocks and blocks persisted in Amazon S3”.',
  },
  // Registry entry `aws-repost-redshift-ra3-node-type` until the calculators' registry was slimmed.
  {
    url: 'https://www.repost.aws/zh-Hant/knowledge-center/redshift-ra3-node-type',
    title: 'How do I migrate my Amazon Redshift cluster to an RA3 node type?',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Amazon Redshift Management Guide node type details dense compute RA3 working-with-clusters”): this address (the English text under the zh-Hant path), “RA3 nodes allow you to optimize your data by scaling and paying for compute and managed storage”.',
  },
  // Registry entry `aws-repost-rds-low-burst-balance-ja` until the calculators' registry was slimmed.
  {
    url: 'https://repost.aws/ja/knowledge-center/rds-low-burst-balance',
    title:
      'Amazon Relational Database Service (Amazon RDS) for PostgreSQL DB インスタンスのバーストバランスが低くなっています。これを防ぎたいと思っています。',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Amazon EBS General Purpose SSD volumes gp2 baseline 3 IOPS per GiB burst credits”): this address, gp2 3 IOPS per GiB, 100 to 16,000 IOPS, 5.4 million I/O credits.',
  },
  // Registry entry `aws-sdk-kotlin-ebs-block-device-iops` until the calculators' registry was slimmed.
  {
    url: 'https://docs.aws.amazon.com/sdk-for-kotlin/api/latest/ec2/aws.sdk.kotlin.services.ec2.model/-ebs-block-device/iops.html',
    title: 'iops',
    confirmedBy:
      'Stored documentation (search, corpus docs, “Amazon EBS General Purpose SSD volumes gp2 baseline 3 IOPS per GiB burst credits”): this address, “gp3: 3,000 - 16,000 IOPS; io1: 100 - 64,000 IOPS; io2: 100 - 256,000 IOPS”.',
  },
  // Registry entry `ietf-rfc9562` until the calculators' registry was slimmed.
  {
    url: 'https://datatracker.ietf.org/doc/rfc9562/',
    title: 'Universally Unique IDentifiers (UUIDs)',
    confirmedBy:
      'Stored web pages (search, corpus pages, “RFC 9562 Universally Unique IDentifiers UUID version 7”): this address, “RFC 9562 … Proposed Standard (May 2024) … Obsoletes RFC 4122”. The rfc-editor.org address the articles had was not found.',
  },
];
