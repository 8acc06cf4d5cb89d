import React, { useId, useRef, type ReactNode } from 'react';
import { scaleLinear, scaleLog } from '@visx/scale';
import { AxisBottom } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { useElementWidth } from '../../hooks/useElementWidth';
import { usePresentedDrawingMaxHeight } from '../../hooks/usePresentedDrawingMaxHeight';
import { READER_COLOUR, fittingLogTicks, seriesColour } from '../LineChart/seriesStyle';
import { useChartLayout } from '../../presentation/chartPresentation';
import { estimateTextWidth } from '../LineChart/textWidth';
import { VALUE_LABEL_GAP, fitPlotWidth } from './plotWidth';
import styles from './styles.module.css';

export interface BarCategory {
  readonly id: string;
  readonly label: string;
}

export interface BarSeries {
  readonly id: string;
  readonly label: string;
  /**
   * One value per category, in category order. `null` (or a missing or
   * non-finite value) draws no bar: the category's other bars close up.
   */
  readonly values: readonly (number | null)[];
  /**
   * High end of a stated range, per category (`null`: not a range). The part
   * from `values[i]` to `highs[i]` is drawn as a lighter extension of the bar
   * ending in a whisker cap.
   */
  readonly highs?: readonly (number | null)[];
  /**
   * Text printed after each bar, per category, instead of
   * `formatValue(value)` (for a qualified value or a range); `null` keeps the
   * default.
   */
  readonly valueLabels?: readonly (string | null)[];
  /**
   * The reader's own result (src/components/ReaderResults): hatched bars in
   * the reader's ink, told apart from the dataset's bars without colour.
   */
  readonly reader?: boolean;
  /**
   * Colour of the series by position in the palette (default: its index).
   * A reader's series takes its matching dataset series' colour as the
   * ground of its hatching, so "your cold run" pairs with "cold".
   */
  readonly colourIndex?: number;
}

/** A vertical line across the plot (a demand, a limit). */
export interface BarReferenceLine {
  readonly value: number;
  readonly label: string;
}

interface Props {
  /** What the chart shows, read by screen readers; the caption repeats it. */
  readonly title: string;
  /** Label of the value axis. */
  readonly valueLabel: string;
  readonly categories: readonly BarCategory[];
  readonly series: readonly BarSeries[];
  readonly formatValue: (value: number) => string;
  /** `log` suits values spanning orders of magnitude; values ≤ 0 then draw no bar. */
  readonly scale?: 'linear' | 'log';
  readonly referenceLines?: readonly BarReferenceLine[];
  /** The accessible data table under the chart. */
  readonly table?: ReactNode;
  /** A longer text description of the chart, read by screen readers (SVG `<desc>`). */
  readonly description?: string;
  /** Name of the category measure, printed above the first group. */
  readonly categoryLabel?: string;
  /** Legend entry for the range extensions, shown when some bar has a range. */
  readonly rangeLabel?: string;
  /** Content between the caption and the table (source line, downloads). */
  readonly footer?: ReactNode;
}

const MARGIN = { top: 28, right: 4, bottom: 28, left: 12 };
const SERVER_WIDTH = 640;
const LABEL_HEIGHT = 20;
const BAR_HEIGHT = 20;
const BAR_GAP = 3;
const GROUP_GAP = 14;
/** Category labels are 13 px bold; estimateTextWidth assumes 12 px regular. */
const CATEGORY_LABEL_SCALE = 1.15;
/** Most labelled ticks on a log axis (one per decade over 1–10⁷); fewer when they would not fit. */
const MAX_LOG_TICKS = 8;

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function logDomain(values: readonly number[]): [number, number] {
  const positive = values.filter((value) => value > 0);
  if (positive.length === 0) return [1, 10];
  // A value exactly on a power of ten would sit on the axis origin and draw
  // no bar, so the axis then starts one decade lower.
  const low = 10 ** Math.ceil(Math.log10(Math.min(...positive)) - 1);
  let high = 10 ** Math.ceil(Math.log10(Math.max(...positive)));
  if (high <= low) high = low * 10;
  return [low, high];
}

/** Top of each group (label, then its bars) and the height of them all. */
function stackGroups(barCounts: readonly number[]): { tops: number[]; total: number } {
  const tops: number[] = [];
  let offset = 0;
  for (const bars of barCounts) {
    tops.push(offset);
    offset += LABEL_HEIGHT + Math.max(1, bars) * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + GROUP_GAP;
  }
  return { tops, total: offset - GROUP_GAP };
}

/**
 * A horizontal grouped bar chart: one group per category, one bar per series
 * in each group. Drawn as plain SVG by visx, so it renders on the server
 * (without JavaScript) and re-renders at the container's real width after
 * hydration. Category labels sit above their bars, so long labels in either
 * language never need a wide margin. The data table passed as `table` is the
 * accessible fallback.
 */
export default function BarChart({
  title,
  valueLabel,
  categories,
  series,
  formatValue,
  scale = 'linear',
  referenceLines = [],
  table,
  description,
  categoryLabel,
  rangeLabel,
  footer,
}: Props): ReactNode {
  const id = useId();
  const hatchId = `bar-reader-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const hasReader = series.some((item) => item.reader);
  const [containerRef, measuredWidth] = useElementWidth<HTMLDivElement>(SERVER_WIDTH);
  // In speaker mode: laid out narrow and scaled up, so its text is large.
  const chartSize = useChartLayout(measuredWidth);
  const width = chartSize.width;
  // Scaled up to the slide's width, a chart of many bars would run off the
  // bottom of the screen: its drawing is capped so the legend stays on it.
  const axisTitleRef = useRef<HTMLParagraphElement>(null);
  const legendRef = useRef<HTMLUListElement>(null);
  const drawingMaxHeight = usePresentedDrawingMaxHeight(
    chartSize.scaled,
    containerRef,
    axisTitleRef,
    legendRef,
  );

  // Bars per category, skipping missing values so that each group closes up.
  const groups = categories.map((category, categoryIndex) => ({
    category,
    bars: series.flatMap((item, seriesIndex) => {
      const value = finiteOrNull(item.values[categoryIndex]);
      if (value === null) return [];
      const high = finiteOrNull(item.highs?.[categoryIndex]);
      const label = item.valueLabels?.[categoryIndex] ?? null;
      return [
        {
          series: item,
          seriesIndex,
          value,
          high: high !== null && high > value ? high : null,
          label: label ?? formatValue(value),
        },
      ];
    }),
  }));
  const { tops, total } = stackGroups(groups.map((group) => group.bars.length));
  const layout = groups.map((group, index) => ({ ...group, top: tops[index] ?? 0 }));
  const innerHeight = Math.max(1, total);
  const height = innerHeight + MARGIN.top + MARGIN.bottom;

  const hasRanges = groups.some((group) => group.bars.some((bar) => bar.high !== null));
  const allValues = [
    ...groups.flatMap((group) =>
      group.bars.flatMap((bar) => (bar.high === null ? [bar.value] : [bar.value, bar.high])),
    ),
    ...referenceLines.map((line) => line.value).filter(Number.isFinite),
  ];
  const logRange = scale === 'log' ? logDomain(allValues) : null;
  // The first tick label is centred on the axis origin: keep its left half in view.
  const left = Math.max(
    MARGIN.left,
    Math.ceil(estimateTextWidth(formatValue(logRange ? logRange[0] : 0)) / 2) + 2,
  );
  const innerWidth = Math.max(1, width - left - MARGIN.right);
  const valueScale = (rangeEnd: number) =>
    logRange
      ? scaleLog<number>({ domain: logRange, range: [0, rangeEnd], clamp: true })
      : scaleLinear<number>({
          domain: [0, Math.max(1, ...allValues.filter((value) => value > 0))],
          range: [0, rangeEnd],
          nice: true,
          clamp: true,
        });
  // Where each bar ends as a share of the axis, to fit the axis to the labels.
  const shareOf = valueScale(1);
  const [domainLow, domainHigh] = shareOf.domain() as [number, number];
  const plotWidth = fitPlotWidth(
    innerWidth,
    // The tick label at the end of the axis is centred on it.
    innerWidth - estimateTextWidth(formatValue(domainHigh)) / 2,
    groups.flatMap((group) =>
      group.bars.map((bar) => ({
        share: shareOf(Math.max(bar.high ?? bar.value, scale === 'log' ? domainLow : 0)),
        labelWidth: estimateTextWidth(bar.label),
      })),
    ),
  );
  const x = valueScale(plotWidth);
  const barStart = scale === 'log' ? 0 : x(0);
  const barEnd = (value: number): number => {
    if (scale === 'log' && value <= 0) return 0;
    return Math.max(0, x(Math.max(value, scale === 'log' ? domainLow : 0)));
  };
  const tickCount = width < 420 ? 3 : 5;
  // Presented: as wide as the slide, or narrower where the height cap says so,
  // then centred, under the axis title's centre. (Narrowing the axis title
  // instead would wrap it taller, lower the cap, and narrow it again.)
  const presentedWidth =
    drawingMaxHeight === null
      ? '100%'
      : `min(100%, ${String(Math.floor((drawingMaxHeight * width) / height))}px)`;
  // As many labelled ticks as fit the width without overlapping labels.
  const logTicks =
    scale === 'log'
      ? fittingLogTicks(
          [domainLow, domainHigh],
          MAX_LOG_TICKS,
          (value) => x(value),
          (value) => estimateTextWidth(formatValue(value)),
        )
      : undefined;

  return (
    <figure className={styles.figure}>
      <div ref={containerRef} className={styles.canvas}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={description ? `${id}-desc` : undefined}
          className={styles.svg}
          style={chartSize.scaled ? { width: presentedWidth, marginInline: 'auto' } : undefined}
        >
          <title id={`${id}-title`}>{title}</title>
          {description ? <desc id={`${id}-desc`}>{description}</desc> : null}
          {hasReader ? (
            <defs>
              {series.map((item, index) =>
                item.reader ? (
                  <pattern
                    key={item.id}
                    id={`${hatchId}-${index}`}
                    width={6}
                    height={6}
                    patternUnits="userSpaceOnUse"
                    patternTransform="rotate(45)"
                  >
                    <rect
                      width={6}
                      height={6}
                      style={{ fill: seriesColour(item.colourIndex ?? index) }}
                    />
                    <line x1={1.5} x2={1.5} y1={0} y2={6} className={styles.hatchLine} />
                  </pattern>
                ) : null,
              )}
            </defs>
          ) : null}
          {/* The plot's size, for the browser tests' check that every series is seen. */}
          <Group left={left} top={MARGIN.top} data-chart-plot={`${innerWidth} ${innerHeight}`}>
            {categoryLabel ? (
              <text x={0} y={-10} className={styles.measureLabel}>
                {categoryLabel}
              </text>
            ) : null}
            <GridColumns
              scale={x}
              height={innerHeight}
              numTicks={tickCount}
              tickValues={logTicks}
              className={styles.grid}
            />
            {/* Reference lines go under the bars, so labels stay readable. */}
            {referenceLines
              .filter((line) => Number.isFinite(line.value))
              .map((line) => {
                const lineX = barEnd(line.value);
                return (
                  <g key={`${line.label}:${line.value}`} className={styles.reference}>
                    <line x1={lineX} x2={lineX} y1={-8} y2={innerHeight} />
                    <text
                      x={lineX}
                      y={-12}
                      textAnchor={lineX > plotWidth * 0.6 ? 'end' : 'start'}
                      dx={lineX > plotWidth * 0.6 ? 4 : -4}
                    >
                      {line.label}
                    </text>
                  </g>
                );
              })}
            {layout.map(({ category, bars, top }) => (
              <g key={category.id}>
                {/* A label longer than the chart is condensed to its width
                    rather than cut off at the right edge on a phone. */}
                <text
                  x={0}
                  y={top + LABEL_HEIGHT - 6}
                  className={styles.categoryLabel}
                  {...(estimateTextWidth(category.label) * CATEGORY_LABEL_SCALE > innerWidth
                    ? { textLength: innerWidth, lengthAdjust: 'spacingAndGlyphs' }
                    : {})}
                >
                  {category.label}
                </text>
                {bars.map((bar, index) => {
                  const y = top + LABEL_HEIGHT + index * (BAR_HEIGHT + BAR_GAP);
                  const end = barEnd(bar.value);
                  const highEnd = bar.high === null ? end : Math.max(end, barEnd(bar.high));
                  const reader = bar.series.reader === true;
                  const colour = reader
                    ? READER_COLOUR
                    : seriesColour(bar.series.colourIndex ?? bar.seriesIndex);
                  return (
                    <g key={bar.series.id} data-series={bar.series.id}>
                      <Bar
                        x={barStart}
                        y={y}
                        width={Math.max(0, end - barStart)}
                        height={BAR_HEIGHT}
                        className={reader ? styles.readerBar : styles.bar}
                        style={
                          reader
                            ? { fill: `url(#${hatchId}-${bar.seriesIndex})` }
                            : { fill: colour }
                        }
                      />
                      {bar.high === null ? null : (
                        <g
                          className={styles.range}
                          style={{ fill: colour, stroke: colour }}
                          data-series="range"
                        >
                          <rect
                            x={end}
                            y={y + 3}
                            width={Math.max(0, highEnd - end)}
                            height={BAR_HEIGHT - 6}
                          />
                          <line x1={highEnd} x2={highEnd} y1={y} y2={y + BAR_HEIGHT} />
                        </g>
                      )}
                      <text
                        x={highEnd + VALUE_LABEL_GAP}
                        y={y + BAR_HEIGHT / 2}
                        dy="0.35em"
                        className={styles.valueLabel}
                      >
                        {bar.label}
                      </text>
                    </g>
                  );
                })}
              </g>
            ))}
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={tickCount}
              tickValues={logTicks}
              tickFormat={(value) => formatValue(Number(value))}
              axisClassName={styles.axis}
              tickClassName={styles.tick}
            />
          </Group>
        </svg>
      </div>
      {/* The axis title is HTML, not SVG text, so a long one wraps on a phone
          instead of running off both edges of the chart. */}
      {valueLabel ? (
        <p
          ref={axisTitleRef}
          className={styles.axisTitle}
          aria-hidden="true"
          data-chart-axis-title=""
        >
          {valueLabel}
        </p>
      ) : null}
      {series.length > 1 || (hasRanges && rangeLabel) ? (
        <ul ref={legendRef} className={styles.legend}>
          {series.length > 1
            ? series.map((item, index) => (
                <li key={item.id} data-legend-series={item.id}>
                  {item.reader ? (
                    <span
                      aria-hidden="true"
                      className={styles.swatchReader}
                      style={{ backgroundColor: seriesColour(item.colourIndex ?? index) }}
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className={styles.swatch}
                      style={{ background: seriesColour(item.colourIndex ?? index) }}
                    />
                  )}
                  {item.label}
                </li>
              ))
            : null}
          {hasRanges && rangeLabel ? (
            <li data-legend-series="range">
              <span aria-hidden="true" className={styles.swatchRange} />
              {rangeLabel}
            </li>
          ) : null}
        </ul>
      ) : null}
      <figcaption className={styles.caption}>{title}</figcaption>
      {footer}
      {table}
    </figure>
  );
}
