/**
 * How chart series are told apart, and which ticks a log axis labels. Pure,
 * so the rules are unit-tested apart from the SVG.
 *
 * @packageDocumentation
 */

/**
 * Colours defined in `src/css/custom.css` (`--fg-series-1` … `--fg-series-9`),
 * both colour modes: nine, so the lab's nine key strategies need no repeat.
 */
export const SERIES_COLOUR_COUNT = 9;

/**
 * The reader's own result (src/components/ReaderResults): `--fg-reader` in
 * `src/css/custom.css`, near-black or near-white, unlike every series colour.
 */
export const READER_COLOUR = 'var(--fg-reader)';

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
 * round of colours, then a new pattern for each round of colours, so no two of 32 series
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
 * Five shapes against nine colours: series 1 and 10, which share a colour,
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

/**
 * The dash a series gets when it repeats an earlier series exactly and that
 * one is dashed already: short dots with long gaps, so the first shows
 * between them.
 */
export const SPARSE_DOTS = '2 8';

/** What {@link resolveSeriesStyles} needs of a series. */
export interface SeriesStyleInput {
  readonly kind: 'line' | 'points' | 'linePoints';
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** Colour slot 1–8 the series names, if any; `reader` for the reader's own result. */
  readonly colour?: number | 'reader';
  readonly dashed?: boolean;
  readonly shape?: MarkerShape;
}

/** How one series is drawn. */
export interface ResolvedSeriesStyle {
  /** Colour slot, 1–9; 0 for the reader's own result (no slot, so bands ignore it). */
  readonly slot: number;
  /** CSS colour. */
  readonly colour: string;
  /** SVG `stroke-dasharray`, or undefined for a solid line. */
  readonly dash: string | undefined;
  readonly shape: MarkerShape;
  /**
   * Index of an earlier series this one repeats point for point (it would be
   * drawn exactly over it), or null. The legend says so, and the line is
   * dashed so the one under it shows between the dashes.
   */
  readonly duplicateOf: number | null;
}

/** Whether two point lists are the same to within a part in a billion of their scale. */
function samePoints(a: SeriesStyleInput['points'], b: SeriesStyleInput['points']): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  const scale = Math.max(
    1e-300,
    ...a.map((point) => Math.max(Math.abs(point.x), Math.abs(point.y))),
  );
  const close = (u: number, v: number): boolean => Math.abs(u - v) <= scale * 1e-9;
  return a.every((point, i) => {
    const other = b[i];
    return other !== undefined && close(point.x, other.x) && close(point.y, other.y);
  });
}

/** Whether the series draws a line (and not markers alone). */
const drawsLine = (series: SeriesStyleInput): boolean => series.kind !== 'points';

/**
 * Colour, dash and marker of each series: its own colour slot when it names
 * one, else by position; dashed when asked, else by position (see
 * {@link seriesDash}); its own marker shape, else by position. A line that
 * repeats an earlier one exactly (two generations that behave alike at the
 * reader's settings) is drawn dashed on top of it, never solid over it.
 */
export function resolveSeriesStyles(series: readonly SeriesStyleInput[]): ResolvedSeriesStyle[] {
  const styles: ResolvedSeriesStyle[] = [];
  series.forEach((item, index) => {
    const ownDash = item.dashed ? DASHED : seriesDash(index);
    const duplicate = drawsLine(item)
      ? series.findIndex(
          (earlier, j) =>
            j < index && drawsLine(earlier) && samePoints(earlier.points, item.points),
        )
      : -1;
    const under = duplicate >= 0 ? styles[duplicate] : undefined;
    const reader = item.colour === 'reader';
    const slotIndex = typeof item.colour === 'number' ? item.colour - 1 : index;
    styles.push({
      slot: reader ? 0 : (Math.max(0, Math.trunc(slotIndex)) % SERIES_COLOUR_COUNT) + 1,
      colour: reader ? READER_COLOUR : seriesColour(slotIndex),
      dash: under === undefined ? ownDash : under.dash === undefined ? DASHED : SPARSE_DOTS,
      shape: item.shape ?? seriesShape(index),
      duplicateOf: duplicate >= 0 ? duplicate : null,
    });
  });
  return styles;
}

/**
 * The top of a y axis that keeps the selected series readable: a series that
 * reaches more than `ratio` times the selected one's largest value is cut at
 * the top of the plot (the chart says so) rather than squashing the selected
 * line into the bottom few pixels, as a 300,000 commits/s ideal did to a
 * selected 5,000. Every series still shows in part: the axis reaches at least
 * half again above each one's smallest value. The selected series is never
 * cut. Without a selected series, or when it has no positive value, nothing
 * is cut. `headroom` is the air above the top value.
 */
export function focusedYMax(
  series: readonly { readonly id: string; readonly points: readonly { readonly y: number }[] }[],
  selectedId: string | null,
  ratio = 3,
  headroom = 1.1,
): number {
  const ys = (item: (typeof series)[number]): number[] =>
    item.points.map((point) => point.y).filter(Number.isFinite);
  const overall = Math.max(0, ...series.flatMap(ys));
  const selected = series.find((item) => item.id === selectedId);
  const selectedMax = selected ? Math.max(Number.NEGATIVE_INFINITY, ...ys(selected)) : Number.NaN;
  if (!(selectedMax > 0)) return overall * headroom;
  const needed = series.map((item) => {
    const values = ys(item);
    if (values.length === 0) return 0;
    const low = Math.min(...values);
    const high = Math.max(...values);
    return Math.min(high, Math.max(selectedMax * ratio, low * 1.5));
  });
  return Math.max(selectedMax, ...needed) * headroom;
}

/** Colour slots bands take, in order, when no series has taken them. */
const BAND_SLOT_ORDER = [3, 4, 1, 2, 5, 6, 7, 8] as const;

/**
 * The colour slot (1–8) of each of `count` bands: the first slots of
 * {@link BAND_SLOT_ORDER} that no series uses, so a band's shade never
 * shares a colour with a line; only when every slot is taken do they repeat.
 */
export function bandColourSlots(seriesSlots: readonly number[], count: number): number[] {
  const used = new Set(seriesSlots);
  const free = BAND_SLOT_ORDER.filter((slot) => !used.has(slot));
  const order = free.length > 0 ? free : [...BAND_SLOT_ORDER];
  return Array.from(
    { length: Math.max(0, Math.trunc(count)) },
    (_, i) => order[i % order.length] ?? 3,
  );
}
