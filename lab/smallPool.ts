/**
 * A buffer pool of a few MiB, as the experiments that make a table outgrow
 * the pool use: MariaDB's page cleaner keeps `innodb_lru_scan_depth` pages
 * free (1536 by default, 24 MiB), which would leave most of such a pool
 * unused as a cache. The setting and the note every such dataset carries.
 */
import type { LocalizedText } from '../src/datasets/localized';

/** The server variable such an experiment sets, beside its pool size. */
export const SMALL_POOL_VARIABLES = { innodb_lru_scan_depth: 100 } as const;

/** The dataset note that says so (both languages). */
export const SMALL_POOL_NOTE: LocalizedText = {
  ja: 'innodb_lru_scan_depth を最小の 100 にしています。MariaDB のページクリーナーはこの数(既定 1536 ページ = 24 MiB)だけ空きページを確保しようとするため、既定のままでは小さなバッファプールの大部分がキャッシュとして働きません。',
  en: 'innodb_lru_scan_depth is set to its minimum, 100. MariaDB’s page cleaner tries to keep that many pages free (default 1536 pages = 24 MiB), so with the default most of a small buffer pool would not work as a cache.',
};
