/**
 * Number of series colours in src/css/custom.css (`--fg-series-1` … `-5`).
 * With four, a fifth series (the group-commit lab chart has five settings)
 * was drawn in the first one's colour.
 */
export const SERIES_COLOURS = 5;
