/**
 * The most rows a dataset page shows open, in its data table and in each
 * list of the values an excerpt or lab run backs. A longer one starts closed
 * under its count (「データ表（390 行）」): the lab datasets' 96–390 rows,
 * open by default in the table and again under their run, made their pages
 * up to ≈39,000 px tall. Twenty rows are about one screen.
 * The table stays in the server HTML inside a native <details>, so it opens
 * without JavaScript and the browser's find-in-page still reaches it.
 */
export const OPEN_TABLE_MAX_ROWS = 20;

/** Whether a dataset page shows its data table of `rows` rows open. */
export function tableStartsOpen(rows: number): boolean {
  return rows <= OPEN_TABLE_MAX_ROWS;
}
