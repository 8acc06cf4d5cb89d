/**
 * Sizes of an InnoDB index as the server's persistent statistics give them
 * (`mysql.innodb_index_stats`, refreshed by `ANALYZE TABLE`), shared by the
 * experiments that compare how many pages a plan touches with the size of
 * the index it reads; and of a whole table from `information_schema.TABLES`,
 * for a server whose files the lab cannot see (`--server`).
 */
import type { Connection } from 'mariadb';
import { formatCount, roundTo } from './util';

export interface IndexPages {
  /** All pages of the index (`size`), leaves and upper levels, off-page columns included. */
  readonly size: number;
  /** Its leaf pages (`n_leaf_pages`). */
  readonly leaves: number;
}

/** Pages of one index of a table in the current database; 0 for a statistic the server lacks. */
export async function indexPages(
  conn: Connection,
  table: string,
  index = 'PRIMARY',
): Promise<IndexPages> {
  const stats = await conn.query<Array<{ stat_name: string; v: number | bigint }>>(
    `SELECT stat_name, stat_value AS v FROM mysql.innodb_index_stats
      WHERE database_name = DATABASE() AND table_name = ? AND index_name = ?
        AND stat_name IN ('size', 'n_leaf_pages')`,
    [table, index],
  );
  const pages = (stat: string) => Number(stats.find((s) => s.stat_name === stat)?.v ?? 0);
  return { size: pages('size'), leaves: pages('n_leaf_pages') };
}

/** InnoDB pages (16 KiB, the default `innodb_page_size`) as MiB with one decimal, e.g. `12.5 MiB`. */
export function pagesMiB(pages: number): string {
  return `${roundTo((pages * 16) / 1024, 1)} MiB`;
}

/** How a dataset records an index's size: `12,961 / 12,800 pages, 202.5 MiB` (all / leaf pages). */
export function indexPagesLine(pages: IndexPages): string {
  return `${formatCount(pages.size)} / ${formatCount(pages.leaves)} pages, ${pagesMiB(pages.size)}`;
}

/** Bytes of a table as `information_schema.TABLES` gives them: the clustered index and the secondary indexes. */
export interface TableBytes {
  /** `DATA_LENGTH`: all pages of the clustered index (InnoDB), in bytes. */
  readonly data: number;
  /** `INDEX_LENGTH`: all pages of the secondary indexes, in bytes. */
  readonly index: number;
}

/** Both together in MiB, rounded to 0.01 (what a size point records). */
export function tableMiB(bytes: TableBytes): number {
  return roundTo((bytes.data + bytes.index) / 1024 / 1024, 2);
}

/**
 * The size of a table in the current database on a server whose files the lab cannot see
 * (`--server`): `ANALYZE TABLE` first, because `information_schema.TABLES` shows the
 * statistics as of their last update (MariaDB: the last recalculation; MySQL 8: a cache kept
 * for `information_schema_stats_expiry`, 24 h by default, which `ANALYZE TABLE` refreshes).
 * The same source on MariaDB and MySQL, and it needs no privilege beyond the table's own,
 * where `INNODB_SYS_TABLESPACES` / `INNODB_TABLESPACES` (the file sizes) need PROCESS.
 */
export async function analyzedTableBytes(conn: Connection, table: string): Promise<TableBytes> {
  await conn.query(`ANALYZE TABLE \`${table}\``);
  const rows = await conn.query<Array<{ d: number | bigint | null; i: number | bigint | null }>>(
    `SELECT DATA_LENGTH AS d, INDEX_LENGTH AS i FROM information_schema.TABLES
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?`,
    [table],
  );
  return { data: Number(rows[0]?.d ?? 0), index: Number(rows[0]?.i ?? 0) };
}
