import React, { type ReactNode } from 'react';
import type { ChartSeries, MarkerShape } from '../LineChart';
import type { OverlayEnvironment, OverlaySeries } from '../../datasets/modelOverlays';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

/** Where the points come from, in the page's language (legend and table). */
export function environmentText(environment: OverlayEnvironment): string {
  if (environment.kind === 'lab') {
    return environment.cpus === null
      ? pageText(calculatorKitStrings, 'overlay.environment.lab', {
          server: environment.server,
          date: environment.date,
        })
      : pageText(calculatorKitStrings, 'overlay.environment.labCpus', {
          server: environment.server,
          cpus: environment.cpus,
          date: environment.date,
        });
  }
  return pageText(calculatorKitStrings, 'overlay.environment.source', {
    title: environment.title,
    date: environment.date,
  });
}

/** What the plotted value is: measured, arithmetic on measured values, or the source's own arithmetic. */
function valueKindText(series: OverlaySeries): string {
  switch (series.valueKind) {
    case 'measured':
      return pageText(calculatorKitStrings, 'overlay.kind.measured');
    case 'relative-to-in-memory':
      return pageText(calculatorKitStrings, 'overlay.kind.relativeToInMemory');
    case 'source-arithmetic':
      return pageText(calculatorKitStrings, 'overlay.kind.sourceArithmetic');
  }
}

export interface OverlayStyle {
  readonly shape: MarkerShape;
  readonly colour: NonNullable<ChartSeries['colour']>;
  /** Join the points with a line (a sweep whose order matters). */
  readonly joined?: boolean;
}

/** The legend text of one overlaid series: what it is, which series, where from. */
export function useOverlayLabel(): (series: OverlaySeries) => string {
  const localized = useLocalizedText();
  return (series) =>
    pageText(calculatorKitStrings, 'overlay.legend', {
      kind: valueKindText(series),
      series: localized(series.label),
      environment: environmentText(series.environment),
    });
}

/** An overlay series as a LineChart series (marker shape and colour fixed by the caller). */
export function overlayChartSeries(
  series: OverlaySeries,
  label: string,
  style: OverlayStyle,
): ChartSeries {
  return {
    id: series.id,
    kind: style.joined ? 'linePoints' : 'points',
    label,
    shape: style.shape,
    colour: style.colour,
    points: series.points,
  };
}

interface TableProps {
  readonly series: readonly OverlaySeries[];
  readonly caption: ReactNode;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly formatX: (value: number) => string;
  readonly formatY: (value: number) => string;
  /** Optional text under the table (why points are missing, what they are). */
  readonly note?: ReactNode;
  /**
   * `long`: one row group per series; `wide`: one row per x, one column per
   * series (shorter when the series share their x values).
   */
  readonly layout?: 'long' | 'wide';
}

/**
 * The overlaid points as a table: series, environment, x and y. It is part of
 * the server-rendered HTML, so the points can be read without JavaScript and
 * without the chart.
 */
export function MeasuredPointsTable({
  series,
  caption,
  xLabel,
  yLabel,
  formatX,
  formatY,
  note,
  layout = 'long',
}: TableProps): ReactNode {
  const localized = useLocalizedText();
  if (series.length === 0) return note ? <p className={styles.note}>{note}</p> : null;
  if (layout === 'wide') {
    const xs = [...new Set(series.flatMap((item) => item.points.map((p) => p.x)))].sort(
      (a, b) => a - b,
    );
    return (
      <div className={styles.wrapper} data-testid="measured-points">
        <table className={styles.table}>
          <caption>
            {caption} ({yLabel})
          </caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((item) => (
                <th key={item.id} scope="col">
                  {valueKindText(item)}: {localized(item.label)}{' '}
                  <span className={styles.environment}>
                    (<LangMarkedText>{environmentText(item.environment)}</LangMarkedText>)
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((x) => (
              <tr key={x}>
                <th scope="row">{formatX(x)}</th>
                {series.map((item) => {
                  const point = item.points.find((p) => p.x === x);
                  return <td key={item.id}>{point ? formatY(point.y) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.wrapper} data-testid="measured-points">
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{yLabel}</th>
          </tr>
        </thead>
        {series.map((item) => (
          <tbody key={item.id}>
            <tr>
              <th scope="rowgroup" colSpan={2} className={styles.group}>
                {valueKindText(item)}: {localized(item.label)}{' '}
                <span className={styles.environment}>
                  (<LangMarkedText>{environmentText(item.environment)}</LangMarkedText>)
                </span>
              </th>
            </tr>
            {item.points.map((point) => (
              <tr key={`${point.x}:${point.y}`}>
                <th scope="row">{formatX(point.x)}</th>
                <td>{formatY(point.y)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
