import React, { type ReactNode } from 'react';
import LineChart, { type ChartPoint } from '../LineChart';
import { MeasuredPointsTable, overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { throttledIops } from '../../calculators/iops/throttle';
import { throttleOverlay } from '../../datasets/modelOverlays';
import { cgroupIopsThrottle as cgroupThrottle } from '../../datasets/overlayData/cgroup-iops-throttle';
import { useIopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** Read shares (percent) the model curve is evaluated at. */
const CURVE_READ_PERCENTS = Array.from({ length: 201 }, (_, i) => i / 2);

interface Props {
  readonly readIopsCap: number;
  readonly writeIopsCap: number;
  /** The device limit at a read share (percent), or null when none is set. */
  readonly deviceLimitAt: (readPercent: number) => number | null;
  /** The read share the calculator is set to, percent. */
  readonly readPercent: number;
}

/**
 * The throttling model min(readCap / r, writeCap / (1 − r), device) over the
 * read share, drawn from the calculator's inputs, with the source's measured
 * totals on it while the caps are the ones they were measured under.
 */
export default function ThrottleChart({
  readIopsCap,
  writeIopsCap,
  deviceLimitAt,
  readPercent,
}: Props): ReactNode {
  const format = useIopsFormat();
  const overlayLabel = useOverlayLabel();
  const total = (percent: number): number | null => {
    const result = throttledIops({
      readPercent: percent,
      readIopsCap,
      writeIopsCap,
      deviceLimitIops: deviceLimitAt(percent),
    });
    return result.ok && result.value.kind === 'bounded' ? result.value.totalIops : null;
  };
  const curve: ChartPoint[] = CURVE_READ_PERCENTS.flatMap((percent) => {
    const y = total(percent);
    return y === null ? [] : [{ x: percent, y }];
  });
  if (curve.length < 2) return null;
  const overlay = throttleOverlay(cgroupThrottle, { read: readIopsCap, write: writeIopsCap });
  const measured = overlay.status === 'shown' ? [overlay.series] : [];
  const current = total(readPercent);
  const highest = Math.max(
    ...curve.map((p) => p.y),
    ...measured.flatMap((s) => s.points.map((p) => p.y)),
  );
  const xLabel = pageText(iopsStrings, 'iops.throttleChart.x');
  const yLabel = pageText(iopsStrings, 'iops.throttleChart.y');

  return (
    <LineChart
      title={pageText(iopsStrings, 'iops.throttleChart.title')}
      xLabel={xLabel}
      yLabel={yLabel}
      xDomain={[0, 100]}
      yDomain={[0, highest * 1.1]}
      formatX={(value) => format.number(value, 0)}
      formatY={(value) => format.number(value, 0)}
      series={[
        // Capacity in the colour the demand-and-capacity charts give it; the
        // source's measurements in one of their own.
        {
          id: 'model',
          kind: 'line',
          colour: 2,
          label: pageText(iopsStrings, 'iops.throttleChart.model'),
          points: curve,
        },
        ...measured.map((series) =>
          overlayChartSeries(series, overlayLabel(series), { shape: 'diamond', colour: 3 }),
        ),
      ]}
      markers={
        current === null
          ? []
          : [
              {
                x: readPercent,
                y: current,
                label: `${format.percent(readPercent)} → ${format.iops(current)}`,
              },
            ]
      }
      table={
        <MeasuredPointsTable
          series={measured}
          caption={pageText(iopsStrings, 'iops.throttleChart.caption')}
          xLabel={xLabel}
          yLabel={yLabel}
          formatX={(value) => format.number(value, 0)}
          formatY={(value) => format.number(value, 0)}
          note={
            overlay.status === 'hidden'
              ? pageText(iopsStrings, 'iops.throttleChart.otherCaps', {
                  read: format.number(overlay.caps.read, 0),
                  write: format.number(overlay.caps.write, 0),
                })
              : pageText(iopsStrings, 'iops.throttleChart.note')
          }
        />
      }
    />
  );
}
