/**
 * Sizes of an InnoDB index as the server's persistent statistics give them
 * (`mysql.innodb_index_stats`, refreshed by `ANALYZE TABLE`), shared by the
 * experiments that compare how many pages a plan touches with the size of
 * the index it reads.
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
