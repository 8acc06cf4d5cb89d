/**
 * The most rows a dataset page shows open. A longer table starts closed
 * under its summary (「データ表（390 行）」): the lab datasets' 96–390 rows,
 * open by default, made their pages up to ≈39,000 px tall and buried the
 * environment and the excerpts below them. Twenty rows are about one screen.
 * The table stays in the server HTML inside a native <details>, so it opens
 * without JavaScript and the browser's find-in-page still reaches it.
 */
export const OPEN_TABLE_MAX_ROWS = 20;

/** Whether a dataset page shows its data table of `rows` rows open. */
export function tableStartsOpen(rows: number): boolean {
  return rows <= OPEN_TABLE_MAX_ROWS;
}
