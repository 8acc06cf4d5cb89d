import React, { type ReactNode } from 'react';
import LineChart from '../LineChart';
import { overlayChartSeries, useOverlayLabel, type OverlayStyle } from '../MeasuredOverlay';
import type { ThroughputCurvePoint } from '../../calculators/hit-ratio/hitRatioThroughput';
import type { OverlaySeries } from '../../datasets/modelOverlays';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { HitRatioTableRow } from './model';
import ThroughputTable from './ThroughputTable';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

/** Marker shape and colour per overlaid series (the model line is colour 1). */
const OVERLAY_STYLES: Readonly<Record<string, OverlayStyle>> = {
  'lab-hit-ratio/uniform-1-client': { shape: 'triangle', colour: 2, joined: true },
  'lab-hit-ratio/zipf-1-client': { shape: 'diamond', colour: 3, joined: true },
  'hit-ratio-worked-example/worked-example': { shape: 'square', colour: 4 },
};
const FALLBACK_STYLE: OverlayStyle = { shape: 'square', colour: 4 };

interface Props {
  readonly curve: readonly ThroughputCurvePoint[];
  /** The chosen hit ratio, percent, and its throughput (fraction of all-in-memory): the marker. */
  readonly hitPercent: number;
  readonly relativeThroughput: number;
  readonly overlay: readonly OverlaySeries[];
  readonly tableRows: readonly HitRatioTableRow[];
  readonly usesDevices: boolean;
}

/** The model's throughput curve with the lab's measured points overlaid and the chosen hit ratio marked. */
export default function ThroughputChart({
  curve,
  hitPercent,
  relativeThroughput,
  overlay,
  tableRows,
  usesDevices,
}: Props): ReactNode {
  const format = useNumberFormat();
  const overlayLabel = useOverlayLabel();
  return (
    <LineChart
      title={pageText(hitRatioStrings, 'hitRatio.chart.title')}
      xLabel={pageText(hitRatioStrings, 'hitRatio.chart.x')}
      yLabel={pageText(hitRatioStrings, 'hitRatio.chart.y')}
      xDomain={[0, 100]}
      yDomain={[0, 100]}
      formatX={(value) => format.number(value, 0)}
      formatY={(value) => format.number(value, 0)}
      series={[
        {
          id: 'model',
          kind: 'line',
          label: pageText(hitRatioStrings, 'hitRatio.chart.model'),
          points: curve.map((point) => ({
            x: point.hitRatio * 100,
            y: point.relativeThroughput * 100,
          })),
        },
        ...overlay.map((series) =>
          overlayChartSeries(
            series,
            overlayLabel(series),
            OVERLAY_STYLES[series.id] ?? FALLBACK_STYLE,
          ),
        ),
      ]}
      markers={[
        {
          x: hitPercent,
          y: relativeThroughput * 100,
          label: `${format.number(hitPercent)} % → ${format.percent(relativeThroughput, 1)}`,
        },
      ]}
      table={<ThroughputTable rows={tableRows} overlay={overlay} usesDevices={usesDevices} />}
    />
  );
}
