import React, { useId, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { scaleLinear, scaleLog } from '@visx/scale';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { LinePath } from '@visx/shape';
import { useElementWidth } from '../../hooks/useElementWidth';
import {
  bandColourSlots,
  logTickValues,
  resolveSeriesStyles,
  type MarkerShape,
} from './seriesStyle';
import { useChartLayout } from '../../presentation/chartPresentation';
import { estimateTextWidth } from './textWidth';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  /** High end of a stated range (`y` is the low end): drawn as a whisker on marked points. */
  readonly yHigh?: number;
}

export interface ChartSeries {
  readonly id: string;
  readonly label: string;
  readonly points: readonly ChartPoint[];
  /**
   * `line` joins the points (a model curve); `points` marks them
   * (measurements); `linePoints` joins and marks them (measurements whose
   * order matters, such as a sweep of one parameter).
   */
  readonly kind: 'line' | 'points' | 'linePoints';
  /**
   * Marker shape of `points`/`linePoints` (default: by position, see
   * `seriesShape`). Series that share a chart get different shapes so they
   * can be told apart without colour.
   */
  readonly shape?: MarkerShape;
  /** Draw the line dashed (a second model line, told apart from the first without colour). */
  readonly dashed?: boolean;
  /**
   * Colour slot 1–8 (default: by position), so overlaid series keep their
   * colour when others come and go, and a colour keeps one meaning.
   * `reader`: the reader's own result (src/components/ReaderResults), in an
   * ink no dataset series uses.
   */
  readonly colour?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 'reader';
  /** Hollow markers (the reader's own result): told apart from filled ones without colour. */
  readonly hollow?: boolean;
}

export type { MarkerShape };

/** One marker of the given shape centred on (cx, cy); r is about half its width. */
function MarkerGlyph({
  shape,
  cx,
  cy,
  r,
  className,
}: {
  readonly shape: MarkerShape;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly className?: string;
}): ReactNode {
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} className={className} />;
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} className={className} />;
    case 'triangle': {
      const h = r * 1.25;
      return (
        <polygon
          points={`${cx},${cy - h} ${cx + h},${cy + h * 0.75} ${cx - h},${cy + h * 0.75}`}
          className={className}
        />
      );
    }
    case 'diamond': {
      const d = r * 1.35;
      return (
        <polygon
          points={`${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d} ${cx - d},${cy}`}
          className={className}
        />
      );
    }
    case 'cross': {
      // A plus sign with arms a third of its width thick.
      const a = r * 1.3;
      const t = a / 3;
      return (
        <polygon
          points={[
            [-t, -a],
            [t, -a],
            [t, -t],
            [a, -t],
            [a, t],
            [t, t],
            [t, a],
            [-t, a],
            [-t, t],
            [-a, t],
            [-a, -t],
            [-t, -t],
          ]
            .map(([dx = 0, dy = 0]) => `${cx + dx},${cy + dy}`)
            .join(' ')}
          className={className}
        />
      );
    }
  }
}

export interface ChartMarker extends ChartPoint {
  readonly label: string;
}

/** A horizontal reference band: a shaded y range across the whole chart (a threshold). */
export interface ChartBand {
  readonly id: string;
  readonly label: string;
  /** Lower and upper y values (either order); the part inside the y domain is drawn. */
  readonly from: number;
  readonly to: number;
}

interface Props {
  /** What the chart shows, read by screen readers; the caption repeats it. */
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly ChartSeries[];
  /** Highlighted points (the calculator's current state). */
  readonly markers?: readonly ChartMarker[];
  /** Shaded horizontal reference bands (thresholds), drawn behind the series. */
  readonly bands?: readonly ChartBand[];
  readonly xDomain: readonly [number, number];
  readonly yDomain: readonly [number, number];
  readonly yScale?: 'linear' | 'log';
  readonly formatX: (value: number) => string;
  readonly formatY: (value: number) => string;
  /** The accessible data table under the chart. */
  readonly table?: ReactNode;
  readonly height?: number;
  /** Least room left of the plot for the y tick labels (it is otherwise measured from the labels). */
  readonly marginLeft?: number;
  /** A longer text description of the chart, read by screen readers (SVG `<desc>`). */
  readonly description?: string;
  /** Content between the caption and the table (source line, downloads). */
  readonly footer?: ReactNode;
}

const MARGIN = { top: 16, right: 20, bottom: 30 };
const SERVER_WIDTH = 640;
/** visx's tick (8 px) and the gap before its label (0.25em), plus a little air at the edge. */
const Y_TICK_ROOM = 16;
/**
 * Legend swatch width: a dash and a gap of every pattern show on each side of
 * the marker (at 22 px the marker hid the gaps, and a dashed series looked solid).
 */
const SWATCH_WIDTH = 36;
/** Band labels need about this much height to sit inside their band. */
const BAND_LABEL_MIN_HEIGHT = 16;
/** From this many series on, the legend's entries are buttons that highlight their series. */
const FOCUS_MIN_SERIES = 5;
/** The selected point's ring: wider than any series' marker, which shows inside it. */
const MARKER_RING_RADIUS = 8.5;
/** Lines and markers may reach this far past the plot's edges before they are cut. */
const CLIP_SLACK = 8;

/**
 * A line chart drawn as plain SVG by visx, so it renders on the server (it
 * shows without JavaScript) and re-renders at the container's real width
 * after hydration. The data table passed as `table` is the accessible
 * fallback.
 */
export default function LineChart({
  title,
  xLabel,
  yLabel,
  series,
  markers = [],
  bands = [],
  xDomain,
  yDomain,
  yScale = 'linear',
  formatX,
  formatY,
  table,
  height: normalHeight = 320,
  marginLeft = 0,
  description,
  footer,
}: Props): ReactNode {
  const id = useId();
  const [containerRef, measuredWidth] = useElementWidth<HTMLDivElement>(SERVER_WIDTH);
  // In speaker mode: laid out narrow and scaled up, so its text is large.
  const layout = useChartLayout(measuredWidth);
  const width = layout.width;
  const height = layout.height(normalHeight);
  const innerHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const y =
    yScale === 'log'
      ? scaleLog<number>({ domain: [...yDomain], range: [innerHeight, 0], clamp: true })
      : scaleLinear<number>({ domain: [...yDomain], range: [innerHeight, 0], nice: true });
  const tickCount = width < 420 ? 4 : 6;
  // d3's log ticks label every 1…9 multiple, which overlap; use 1-2-5 steps.
  const yTickValues =
    yScale === 'log' ? logTickValues(yDomain, tickCount + 2) : y.ticks(tickCount).map(Number);
  // The y axis title is HTML above the plot, so the margin holds only the tick labels.
  const left = Math.max(
    marginLeft,
    Y_TICK_ROOM + Math.max(0, ...yTickValues.map((tick) => estimateTextWidth(formatY(tick)))),
  );
  const innerWidth = Math.max(1, width - left - MARGIN.right);
  const x = scaleLinear<number>({ domain: [...xDomain], range: [0, innerWidth] });

  // Bands clipped to the drawn y range; a band wholly outside it is not drawn.
  const [domainLow = 0, domainHigh = 0] = y.domain().map(Number);
  const visibleBands = bands.flatMap((band, index) => {
    const low = Math.max(Math.min(band.from, band.to), Math.min(domainLow, domainHigh));
    const high = Math.min(Math.max(band.from, band.to), Math.max(domainLow, domainHigh));
    if (!(Number.isFinite(low) && Number.isFinite(high)) || high < low) return [];
    const top = y(high);
    const bottom = y(low);
    if (!(Number.isFinite(top) && Number.isFinite(bottom))) return [];
    return [{ band, index, top, height: Math.max(1, bottom - top) }];
  });

  const seriesStyles = resolveSeriesStyles(series);
  const bandSlots = bandColourSlots(
    seriesStyles.map((style) => style.slot),
    bands.length,
  );
  const bandColour = (index: number): string => `var(--fg-series-${bandSlots[index] ?? 3})`;
  // A series above the y axis's top is cut at the top of the plot; its legend entry says so.
  const yTop = Math.max(domainLow, domainHigh);
  const offScaleTops = series.map((item) => {
    const highest = Math.max(...item.points.map((point) => point.yHigh ?? point.y));
    return highest > yTop * (1 + 1e-9) && yScale === 'linear' ? highest : undefined;
  });
  const clipId = `chart-clip-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;

  // Highlighting: the pressed legend entries' series are drawn on top, the rest dimmed.
  const isBrowser = useIsBrowser();
  const focusable = isBrowser && series.length >= FOCUS_MIN_SERIES;
  const [focused, setFocused] = useState<ReadonlySet<string>>(() => new Set());
  const toggleFocus = (seriesId: string): void => {
    setFocused((previous) => {
      const next = new Set(previous);
      if (!next.delete(seriesId)) next.add(seriesId);
      return next;
    });
  };
  const drawOrder = series
    .map((_, index) => index)
    .sort(
      (a, b) =>
        Number(focused.has(series[a]?.id ?? '')) - Number(focused.has(series[b]?.id ?? '')) ||
        a - b,
    );

  return (
    <figure className={styles.figure}>
      {/* Both axis titles are HTML, not SVG text, so a long one wraps on a
          phone instead of being clipped by the plot's height or width. */}
      {yLabel ? (
        <p className={styles.axisTitleY} aria-hidden="true" data-chart-axis-title="y">
          {yLabel}
        </p>
      ) : null}
      <div ref={containerRef} className={styles.canvas}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={description ? `${id}-desc` : undefined}
          className={styles.svg}
          style={layout.scaled ? { width: '100%' } : undefined}
        >
          <title id={`${id}-title`}>{title}</title>
          {description ? <desc id={`${id}-desc`}>{description}</desc> : null}
          <defs>
            <clipPath id={clipId}>
              <rect
                x={-CLIP_SLACK}
                y={-CLIP_SLACK}
                width={innerWidth + 2 * CLIP_SLACK}
                height={innerHeight + 2 * CLIP_SLACK}
              />
            </clipPath>
          </defs>
          {/* The plot's size, for the browser tests' check that every series is seen. */}
          <Group left={left} top={MARGIN.top} data-chart-plot={`${innerWidth} ${innerHeight}`}>
            {visibleBands.map(({ band, index, top, height: bandHeight }) => (
              <g key={band.id} className={styles.band} data-series={`band:${band.id}`}>
                <rect
                  x={0}
                  y={top}
                  width={innerWidth}
                  height={bandHeight}
                  style={{ fill: bandColour(index) }}
                />
                {/* On a narrow chart a long band label would run past the y
                    axis; the legend below names every band anyway. */}
                {estimateTextWidth(band.label) <= innerWidth - 12 ? (
                  <text
                    x={innerWidth - 6}
                    y={bandHeight >= BAND_LABEL_MIN_HEIGHT ? top + bandHeight / 2 : top - 4}
                    dominantBaseline={bandHeight >= BAND_LABEL_MIN_HEIGHT ? 'middle' : 'auto'}
                    textAnchor="end"
                  >
                    {band.label}
                  </text>
                ) : null}
              </g>
            ))}
            <GridRows
              scale={y}
              width={innerWidth}
              numTicks={tickCount}
              tickValues={yTickValues}
              className={styles.grid}
            />
            <g clipPath={`url(#${clipId})`}>
              {drawOrder.map((index) => {
                const item = series[index];
                const style = seriesStyles[index];
                if (!item || !style) return null;
                const dimmed = focused.size > 0 && !focused.has(item.id);
                const path =
                  item.kind === 'points' ? null : (
                    <LinePath
                      data={[...item.points]}
                      x={(point) => x(point.x)}
                      y={(point) => y(point.y)}
                      className={styles.line}
                      style={{ stroke: style.colour }}
                      strokeDasharray={style.dash}
                    />
                  );
                return (
                  <g
                    key={item.id}
                    data-series={item.id}
                    className={dimmed ? styles.dimmed : undefined}
                  >
                    {path}
                    {item.kind === 'line' ? null : (
                      <g style={{ fill: style.colour, stroke: style.colour }}>
                        {item.points.map((point) =>
                          point.yHigh !== undefined && point.yHigh > point.y ? (
                            <g key={`range:${point.x}:${point.y}`} className={styles.whisker}>
                              <line
                                x1={x(point.x)}
                                x2={x(point.x)}
                                y1={y(point.y)}
                                y2={y(point.yHigh)}
                              />
                              <line
                                x1={x(point.x) - 5}
                                x2={x(point.x) + 5}
                                y1={y(point.yHigh)}
                                y2={y(point.yHigh)}
                              />
                            </g>
                          ) : null,
                        )}
                        {item.points.map((point) => (
                          <MarkerGlyph
                            key={`${point.x}:${point.y}`}
                            shape={style.shape}
                            cx={x(point.x)}
                            cy={y(point.y)}
                            r={item.kind === 'linePoints' ? 4.5 : 5}
                            className={item.hollow ? styles.measuredHollow : styles.measured}
                          />
                        ))}
                      </g>
                    )}
                  </g>
                );
              })}
            </g>
            {markers.map((marker) => (
              <g key={marker.label} className={styles.marker} data-chart-selection="">
                {/* A ring, not a dot: a measured point at the same place shows inside it. */}
                <circle cx={x(marker.x)} cy={y(marker.y)} r={MARKER_RING_RADIUS} />
                <text
                  x={x(marker.x)}
                  y={y(marker.y)}
                  dx={x(marker.x) > innerWidth * 0.6 ? -10 : 10}
                  dy={-10}
                  textAnchor={x(marker.x) > innerWidth * 0.6 ? 'end' : 'start'}
                >
                  {marker.label}
                </text>
              </g>
            ))}
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={tickCount}
              tickFormat={(value) => formatX(Number(value))}
              axisClassName={styles.axis}
              tickClassName={styles.tick}
            />
            <AxisLeft
              scale={y}
              numTicks={tickCount}
              tickValues={yTickValues}
              tickFormat={(value) => formatY(Number(value))}
              axisClassName={styles.axis}
              tickClassName={styles.tick}
            />
          </Group>
        </svg>
      </div>
      {xLabel ? (
        <p className={styles.axisTitle} aria-hidden="true" data-chart-axis-title="x">
          {xLabel}
        </p>
      ) : null}
      {series.length > 1 || bands.length > 0 ? (
        <ul className={styles.legend}>
          {series.map((item, index) => {
            const style = seriesStyles[index];
            if (!style) return null;
            const under = style.duplicateOf === null ? undefined : series[style.duplicateOf];
            const top = offScaleTops[index];
            const entry = (
              <>
                <svg
                  aria-hidden="true"
                  width={SWATCH_WIDTH}
                  height={14}
                  viewBox={`0 0 ${SWATCH_WIDTH} 14`}
                  className={styles.swatch}
                  style={{ fill: style.colour, stroke: style.colour }}
                >
                  {item.kind === 'points' ? null : (
                    <line
                      x1={0}
                      x2={SWATCH_WIDTH}
                      y1={7}
                      y2={7}
                      className={styles.swatchStroke}
                      strokeDasharray={style.dash}
                    />
                  )}
                  {item.kind === 'line' ? null : (
                    <MarkerGlyph
                      shape={style.shape}
                      cx={SWATCH_WIDTH / 2}
                      cy={7}
                      r={4}
                      className={item.hollow ? styles.measuredHollow : styles.measured}
                    />
                  )}
                </svg>
                <span>
                  <LangMarkedText>{item.label}</LangMarkedText>
                  {under ? (
                    <span className={styles.legendNote}>
                      <Translate
                        id="chart.legend.sameAs"
                        values={{ other: <LangMarkedText>{under.label}</LangMarkedText> }}
                      >
                        {'（{other} と同じ値。線が重なっています）'}
                      </Translate>
                    </span>
                  ) : null}
                  {top === undefined ? null : (
                    <span className={styles.legendNote}>
                      <Translate id="chart.legend.offScale" values={{ max: formatY(top) }}>
                        {'（最大 {max}。グラフの上端から上は切れています）'}
                      </Translate>
                    </span>
                  )}
                </span>
              </>
            );
            return (
              <li key={item.id} data-legend-series={item.id}>
                {focusable ? (
                  <button
                    type="button"
                    className={styles.legendButton}
                    aria-pressed={focused.has(item.id)}
                    onClick={() => {
                      toggleFocus(item.id);
                    }}
                  >
                    {entry}
                  </button>
                ) : (
                  entry
                )}
              </li>
            );
          })}
          {bands.map((band, index) => (
            <li key={band.id} data-legend-series={`band:${band.id}`}>
              <span
                aria-hidden="true"
                className={styles.swatchBand}
                style={{ background: bandColour(index) }}
              />
              {band.label}
            </li>
          ))}
        </ul>
      ) : null}
      {focusable ? (
        <p className={styles.focusHint}>
          {focused.size > 0 ? (
            <button
              type="button"
              className={styles.clearFocus}
              onClick={() => {
                setFocused(new Set());
              }}
            >
              <Translate id="chart.legend.clearFocus">強調をやめる</Translate>
            </button>
          ) : (
            <Translate id="chart.legend.focusHint">
              凡例の項目を押すと、その系列を強調します（もう一度押すと戻ります）。
            </Translate>
          )}
        </p>
      ) : null}
      <figcaption className={styles.caption}>{title}</figcaption>
      {footer}
      {table}
    </figure>
  );
}
