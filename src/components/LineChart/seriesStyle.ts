/**
 * How chart series are told apart, and which ticks a log axis labels. Pure,
 * so the rules are unit-tested apart from the SVG.
 *
 * @packageDocumentation
 */

/** Colours defined in `src/css/custom.css` (`--fg-series-1` … `--fg-series-8`), both colour modes. */
export const SERIES_COLOUR_COUNT = 8;

/** The dashed line's `stroke-dasharray`: also what a series asking to be dashed gets. */
export const DASHED = '7 4';

/** Dash patterns for lines once the colours repeat: solid first, then dashed, dotted, dash-dot. */
const DASHES = [undefined, DASHED, '2 3', '9 3 2 3'] as const;

/** The CSS colour of the series at `index` (0-based). */
export function seriesColour(index: number): string {
  return `var(--fg-series-${(Math.max(0, Math.trunc(index)) % SERIES_COLOUR_COUNT) + 1})`;
}

/**
 * The SVG `stroke-dasharray` of the series at `index`: none for the first
 * eight, then a new pattern for each round of colours, so no two of 32 series
 * look the same even without colour vision.
 */
export function seriesDash(index: number): string | undefined {
  const round = Math.floor(Math.max(0, Math.trunc(index)) / SERIES_COLOUR_COUNT);
  return DASHES[round % DASHES.length];
}

/** Marker shapes of measured points, in the order series get them by position. */
export const MARKER_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;

export type MarkerShape = (typeof MARKER_SHAPES)[number];

/**
 * The marker shape of the series at `index` (0-based) when it names none.
 * Five shapes against eight colours: series 1 and 9, which share a colour,
 * get different shapes, and neighbours differ in shape as well as colour.
 */
export function seriesShape(index: number): MarkerShape {
  return MARKER_SHAPES[Math.max(0, Math.trunc(index)) % MARKER_SHAPES.length] ?? 'circle';
}

/**
 * Tick values for a logarithmic axis over `[low, high]` (positive): 1-2-5
 * steps within each power of ten when the domain spans few decades, powers of
 * ten only when it spans many — never the crowded 1…9 of every decade.
 * Values are within the domain and ascending; at least the two ends' decades
 * appear when the domain spans one.
 */
export function logTickValues(domain: readonly [number, number], maxTicks = 8): number[] {
  const low = Math.min(domain[0], domain[1]);
  const high = Math.max(domain[0], domain[1]);
  if (!(low > 0) || !Number.isFinite(high) || high <= 0) return [];
  const firstExp = Math.floor(Math.log10(low));
  const lastExp = Math.ceil(Math.log10(high));
  const inDomain = (v: number) => v >= low * (1 - 1e-9) && v <= high * (1 + 1e-9);
  for (const steps of [[1, 2, 5], [1, 3], [1]]) {
    const ticks: number[] = [];
    for (let exp = firstExp; exp <= lastExp; exp += 1) {
      for (const step of steps) {
        const value = Number((step * 10 ** exp).toPrecision(12));
        if (inDomain(value)) ticks.push(value);
      }
    }
    if (ticks.length <= maxTicks && ticks.length >= 2) return ticks;
    if (steps.length === 1) {
      // Many decades: thin the powers of ten evenly.
      if (ticks.length <= maxTicks) return ticks.length > 0 ? ticks : [low, high];
      const every = Math.ceil(ticks.length / maxTicks);
      return ticks.filter((_, i) => i % every === 0);
    }
  }
  return [low, high];
}

/**
 * Ticks for a horizontal log axis whose labels, centred on their ticks, keep
 * `gap` px between neighbours: the densest {@link logTickValues} (up to
 * `maxTicks`) that fits, so a phone gets fewer labels rather than labels
 * running into each other ("100万1000万").
 *
 * @param position - the tick's x in px
 * @param labelWidth - its label's width in px
 */
export function fittingLogTicks(
  domain: readonly [number, number],
  maxTicks: number,
  position: (value: number) => number,
  labelWidth: (value: number) => number,
  gap = 8,
): number[] {
  const clear = (ticks: readonly number[]): boolean =>
    ticks.every((tick, i) => {
      const previous = ticks[i - 1];
      if (previous === undefined) return true;
      const room = Math.abs(position(tick) - position(previous));
      return room >= (labelWidth(tick) + labelWidth(previous)) / 2 + gap;
    });
  for (let max = Math.max(2, Math.trunc(maxTicks)); max >= 2; max -= 1) {
    const ticks = logTickValues(domain, max);
    if (clear(ticks)) return ticks;
  }
  // Too narrow even for two labels: the lowest alone still names the scale.
  return logTickValues(domain, 2).slice(0, 1);
}
