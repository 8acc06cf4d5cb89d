import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import LineChart from '../LineChart';
import { overlayChartSeries, useOverlayLabel, type OverlayStyle } from '../MeasuredOverlay';
import type { ThroughputCurvePoint } from '../../calculators/hit-ratio/hitRatioThroughput';
import type { OverlaySeries } from '../../datasets/modelOverlays';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { HitRatioTableRow } from './model';
import ThroughputTable from './ThroughputTable';

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
      title={translate({
        id: 'hitRatio.chart.title',
        message: 'ヒット率とスループットの関係（全件ヒット時を 100 % として）',
      })}
      xLabel={translate({ id: 'hitRatio.chart.x', message: 'ヒット率 (%)' })}
      yLabel={translate({ id: 'hitRatio.chart.y', message: 'スループット (%)' })}
      xDomain={[0, 100]}
      yDomain={[0, 100]}
      formatX={(value) => format.number(value, 0)}
      formatY={(value) => format.number(value, 0)}
      series={[
        {
          id: 'model',
          kind: 'line',
          label: translate({ id: 'hitRatio.chart.model', message: 'モデル' }),
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
