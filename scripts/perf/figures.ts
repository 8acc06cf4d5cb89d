/**
 * The arithmetic and the table of `npm run perf` (scripts/perf.mjs), apart
 * from the browser so it can be tested: medians of runs, this site against
 * the bare template as a ratio, and the printed table.
 */

/** The median of some numbers (the mean of the middle two for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** This site's figure over the bare template's; undefined when either is missing or the bare one is 0. */
export function ratio(site: number | undefined, bare: number | undefined): number | undefined {
  if (site === undefined || bare === undefined || bare === 0) return undefined;
  return site / bare;
}

/** How a figure is printed. */
export type Unit = 'score' | 'ms' | 'KiB';

/** One line of the table: a figure of a page kind, on this site and on the bare template. */
export interface FigureRow {
  figure: string;
  unit: Unit;
  site: number | undefined;
  bare: number | undefined;
}

const KIB = 1024;

/** A figure in its unit: a score 0–100, whole milliseconds, KiB with one decimal; "—" for none. */
export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined) return '—';
  if (unit === 'score') return String(Math.round(value * 100));
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en-US')} ms`;
  return `${(value / KIB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KiB`;
}

/** A ratio as "×1.23", "—" for none. */
export function formatRatio(value: number | undefined): string {
  return value === undefined ? '—' : `×${value.toFixed(2)}`;
}

/** The rows as an aligned text table: figure | this site | bare template | ratio. */
export function formatTable(rows: readonly FigureRow[]): string {
  const cells = [
    ['figure', 'this site', 'bare template', 'ratio'],
    ...rows.map((row) => [
      row.figure,
      formatValue(row.site, row.unit),
      formatValue(row.bare, row.unit),
      formatRatio(ratio(row.site, row.bare)),
    ]),
  ];
  return alignedTable(cells);
}

/**
 * Rows of cells (the first row the heading) as aligned text: the first
 * column left-aligned, the others right-aligned, a rule under the heading.
 */
export function alignedTable(cells: readonly (readonly string[])[]): string {
  const widths = (cells[0] ?? []).map((_, column) =>
    Math.max(...cells.map((line) => line[column]?.length ?? 0)),
  );
  const lines = cells.map((line) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines.join('\n');
}
