import { readFileSync } from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  DASHED,
  SERIES_COLOUR_COUNT,
  SPARSE_DOTS,
  bandColourSlots,
  fittingLogTicks,
  focusedYMax,
  logTickValues,
  seriesColour,
  seriesDash,
  seriesShape,
  resolveSeriesStyles,
  type SeriesStyleInput,
} from '../../../src/components/LineChart/seriesStyle';
import { contrastRatio } from '../../../src/lib/contrast';

/** The series palette and page background of each colour mode, read from src/css/custom.css. */
const palette = (() => {
  const css = readFileSync(path.resolve(__dirname, '../../../src/css/custom.css'), 'utf8');
  const block = (selector: string): string => {
    const start = css.indexOf(`${selector} {`);
    return css.slice(start, css.indexOf('\n}', start));
  };
  const series = (text: string) =>
    new Map(
      [...text.matchAll(/(--fg-series-\d+):\s*(#[0-9a-f]{6})/gi)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
  return {
    light: { series: series(block(':root')), background: '#ffffff' },
    // Infima's dark --ifm-background-color, which --fg-page-background follows there.
    dark: { series: series(block("[data-theme='dark']")), background: '#1b1b1d' },
  };
})();

describe('series colours and dashes', () => {
  it('gives each series of the first round its own solid colour', () => {
    const firstEight = Array.from({ length: SERIES_COLOUR_COUNT }, (_, i) => seriesColour(i));
    expect(new Set(firstEight).size).toBe(SERIES_COLOUR_COUNT);
    for (let i = 0; i < SERIES_COLOUR_COUNT; i += 1) expect(seriesDash(i)).toBeUndefined();
  });

  it('never draws two of the first 32 series alike', () => {
    const looks = Array.from({ length: 32 }, (_, i) => `${seriesColour(i)}|${seriesDash(i) ?? ''}`);
    expect(new Set(looks).size).toBe(32);
  });

  it('gives series that share a colour different marker shapes, and neighbours too', () => {
    for (let i = 0; i < 64; i += 1) {
      expect(seriesShape(i + SERIES_COLOUR_COUNT)).not.toBe(seriesShape(i));
      expect(seriesShape(i + 1)).not.toBe(seriesShape(i));
    }
  });

  it('never marks two of the first 40 series alike, even where dashes hide behind markers', () => {
    const looks = Array.from({ length: 40 }, (_, i) => `${seriesColour(i)}|${seriesShape(i)}`);
    expect(new Set(looks).size).toBe(40);
  });

  it('draws a series asked to be dashed like the second round of colours', () => {
    expect(seriesDash(SERIES_COLOUR_COUNT)).toBe(DASHED);
  });

  it('uses only palette variables that both colour modes define, each readable on the page', () => {
    for (const mode of [palette.light, palette.dark]) {
      expect(mode.series.size).toBe(SERIES_COLOUR_COUNT);
      for (const colour of mode.series.values())
        expect(contrastRatio(colour, mode.background)).toBeGreaterThanOrEqual(4.5);
    }
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), (index) => {
        const name = /^var\((--fg-series-\d+)\)$/.exec(seriesColour(index))?.[1] ?? '';
        expect(palette.light.series.has(name)).toBe(true);
        expect(palette.dark.series.has(name)).toBe(true);
      }),
    );
  });
});

describe('logTickValues', () => {
  it('labels 1-2-5 steps over two decades instead of every integer multiple', () => {
    expect(logTickValues([100, 10_000])).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
  });

  it('falls back to powers of ten over many decades', () => {
    expect(logTickValues([1, 1e6])).toEqual([1, 10, 100, 1000, 1e4, 1e5, 1e6]);
    expect(logTickValues([1e-3, 1e9], 5)).toEqual([1e-3, 1, 1e3, 1e6, 1e9]);
  });

  it('returns nothing for a domain a log scale cannot draw', () => {
    expect(logTickValues([0, 100])).toEqual([]);
    expect(logTickValues([-1, 100])).toEqual([]);
    expect(logTickValues([1, Number.POSITIVE_INFINITY])).toEqual([]);
  });

  it('keeps ticks inside the domain, ascending, distinct and within the limit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.double({ min: 1.01, max: 1e6, noNaN: true }),
        fc.integer({ min: 2, max: 12 }),
        (low, factor, maxTicks) => {
          const high = low * factor;
          const ticks = logTickValues([low, high], maxTicks);
          expect(ticks.length).toBeGreaterThanOrEqual(1);
          expect(ticks.length).toBeLessThanOrEqual(maxTicks);
          for (let i = 0; i < ticks.length; i += 1) {
            expect(ticks[i]).toBeGreaterThanOrEqual(low * (1 - 1e-9));
            expect(ticks[i]).toBeLessThanOrEqual(high * (1 + 1e-9));
            if (i > 0) expect(ticks[i]).toBeGreaterThan(ticks[i - 1]!);
          }
        },
      ),
    );
  });
});

describe('fittingLogTicks', () => {
  /** x of a log axis over `domain` drawn `width` px wide. */
  const logPosition =
    (domain: readonly [number, number], width: number) =>
    (value: number): number =>
      (Math.log10(value / domain[0]) / Math.log10(domain[1] / domain[0])) * width;
  /** Label widths of the Japanese numbers that overlapped on a phone: "100万" is 37 px. */
  const jaWidth = (value: number): number =>
    value >= 1e4 ? String(value / 1e4).length * 7.5 + 13 : String(value).length * 7.5;

  it('keeps one label per decade where they fit, and thins them on a phone', () => {
    const domain = [1, 1e7] as const;
    expect(fittingLogTicks(domain, 8, logPosition(domain, 600), jaWidth)).toEqual([
      1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7,
    ]);
    expect(fittingLogTicks(domain, 8, logPosition(domain, 250), jaWidth)).toEqual([
      1, 100, 1e4, 1e6,
    ]);
  });

  it('never lets two neighbouring labels come closer than the gap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        fc.double({ min: 1.5, max: 1e9, noNaN: true }),
        fc.integer({ min: 20, max: 1200 }),
        fc.integer({ min: 2, max: 12 }),
        (low, factor, width, maxTicks) => {
          const domain = [low, low * factor] as const;
          const position = logPosition(domain, width);
          const ticks = fittingLogTicks(domain, maxTicks, position, jaWidth, 8);
          expect(ticks.length).toBeGreaterThanOrEqual(1);
          expect(ticks.length).toBeLessThanOrEqual(maxTicks);
          for (let i = 1; i < ticks.length; i += 1) {
            const room = position(ticks[i]!) - position(ticks[i - 1]!);
            expect(room).toBeGreaterThanOrEqual(
              (jaWidth(ticks[i]!) + jaWidth(ticks[i - 1]!)) / 2 + 8,
            );
          }
        },
      ),
    );
  });
});

describe('resolveSeriesStyles', () => {
  const line = (
    ys: readonly number[],
    extra: Partial<SeriesStyleInput> = {},
  ): SeriesStyleInput => ({
    kind: 'line',
    points: ys.map((y, x) => ({ x, y })),
    ...extra,
  });

  it('draws a line that repeats an earlier one dashed, and names the one under it', () => {
    const styles = resolveSeriesStyles([line([1, 2, 3]), line([3, 1, 2]), line([1, 2, 3])]);
    expect(styles.map((style) => style.duplicateOf)).toEqual([null, null, 0]);
    expect(styles[0]?.dash).toBeUndefined();
    expect(styles[2]?.dash).toBe(DASHED);
  });

  it('dashes a repeat of a dashed line differently, so the first still shows between', () => {
    const styles = resolveSeriesStyles([line([5, 6], { dashed: true }), line([5, 6])]);
    expect(styles[0]?.dash).toBe(DASHED);
    expect(styles[1]?.dash).toBe(SPARSE_DOTS);
  });

  it('calls values equal only to within rounding, and never a line and bare markers', () => {
    const near = resolveSeriesStyles([line([0.1 + 0.2, 1]), line([0.3, 1])]);
    expect(near[1]?.duplicateOf).toBe(0);
    const apart = resolveSeriesStyles([line([1, 2]), line([1, 2.001])]);
    expect(apart[1]?.duplicateOf).toBeNull();
    const markers = resolveSeriesStyles([line([1, 2]), { ...line([1, 2]), kind: 'points' }]);
    expect(markers[1]?.duplicateOf).toBeNull();
  });

  it('keeps a named colour slot and shape, and otherwise assigns them by position', () => {
    const styles = resolveSeriesStyles([
      line([1]),
      line([2], { colour: 5, shape: 'cross' }),
      line([3]),
    ]);
    expect(styles.map((style) => style.slot)).toEqual([1, 5, 3]);
    expect(styles[1]?.colour).toBe(seriesColour(4));
    expect(styles[1]?.shape).toBe('cross');
    expect(styles[2]?.shape).toBe(seriesShape(2));
  });

  it('gives every series exactly one style and points each repeat at an earlier series', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }), {
          maxLength: 12,
        }),
        (ySets) => {
          const series = ySets.map((ys) => line(ys));
          const styles = resolveSeriesStyles(series);
          expect(styles).toHaveLength(series.length);
          styles.forEach((style, index) => {
            if (style.duplicateOf === null) return;
            expect(style.duplicateOf).toBeLessThan(index);
            expect(series[style.duplicateOf]?.points).toEqual(series[index]?.points);
            // Never drawn exactly like the line under it.
            expect(style.dash).not.toBe(styles[style.duplicateOf]?.dash);
          });
        },
      ),
    );
  });
});

describe('focusedYMax', () => {
  const series = (id: string, ys: readonly number[]) => ({ id, points: ys.map((y) => ({ y })) });

  it('keeps the selected 5,000 line off the axis beside a 300,000 ideal, and every line in part', () => {
    const all = [
      series('builtin', [5000, 5000]),
      series('plugin', [5000, 150_000]),
      series('mysql8', [10_000, 300_000]),
    ];
    const top = focusedYMax(all, 'builtin');
    // The selected line sits at least a quarter of the way up (it was at 1.5 %).
    expect(5000 / top).toBeGreaterThan(0.25);
    // Each other line keeps a stretch inside the plot before it is cut.
    expect(top).toBeGreaterThanOrEqual(10_000 * 1.5);
  });

  it('keeps series within the ratio of the selected one whole, and cuts the rest', () => {
    const all = [series('a', [100]), series('b', [250]), series('c', [400, 1000])];
    // c is cut half again above its lowest value, 600.
    expect(focusedYMax(all, 'a')).toBeCloseTo(600 * 1.1);
    expect(focusedYMax([series('a', [100]), series('b', [0, 250])], 'a')).toBeCloseTo(250 * 1.1);
  });

  it('shows everything when the selected series is the highest, absent, or has no positive value', () => {
    const all = [series('low', [10]), series('high', [500])];
    expect(focusedYMax(all, 'high')).toBeCloseTo(550);
    expect(focusedYMax(all, 'missing')).toBeCloseTo(550);
    expect(focusedYMax(all, null)).toBeCloseTo(550);
    expect(focusedYMax([series('zero', [0]), series('high', [500])], 'zero')).toBeCloseTo(550);
  });

  it('never cuts the selected series, and leaves part of every series in view', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(),
        (ySets, pick) => {
          const all = ySets.map((ys, i) => series(String(i), ys));
          const selected = all[pick % all.length]!;
          const top = focusedYMax(all, selected.id);
          for (const point of selected.points) expect(point.y).toBeLessThanOrEqual(top);
          for (const item of all) {
            expect(Math.min(...item.points.map((point) => point.y))).toBeLessThanOrEqual(top);
          }
        },
      ),
    );
  });
});

describe('bandColourSlots', () => {
  it('keeps the usual band colours when no series uses them', () => {
    expect(bandColourSlots([1, 2], 2)).toEqual([3, 4]);
  });

  it('never shades a band in a colour a series uses while a colour is free', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: SERIES_COLOUR_COUNT }), { maxLength: 7 }),
        fc.integer({ min: 0, max: 4 }),
        (slots, count) => {
          const bands = bandColourSlots(slots, count);
          expect(bands).toHaveLength(count);
          for (const band of bands) expect(slots).not.toContain(band);
        },
      ),
    );
  });
});
