import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import LineChart, { type ChartPoint } from '../LineChart';
import { MeasuredPointsTable, overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { throttledIops } from '../../calculators/iops/throttle';
import { throttleOverlay } from '../../datasets/modelOverlays';
import { cgroupIopsThrottle as cgroupThrottle } from '../../datasets/overlayData/cgroup-iops-throttle';
import { useIopsFormat } from './shared';

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
  const xLabel = translate({ id: 'iops.throttleChart.x', message: '読み取りの割合 (%)' });
  const yLabel = translate({ id: 'iops.throttleChart.y', message: '合計 IOPS' });

  return (
    <LineChart
      title={translate({
        id: 'iops.throttleChart.title',
        message: '読み取りの割合と、上限のもとで出せる合計 IOPS（モデルと出典の測定値）',
      })}
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
          label: translate({
            id: 'iops.throttleChart.model',
            message: 'モデル: min(読み取り上限 ÷ r、書き込み上限 ÷ (1 − r)、デバイスの限界)',
          }),
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
          caption={
            <Translate id="iops.throttleChart.caption">
              グラフに重ねた出典の測定値（合計 IOPS）
            </Translate>
          }
          xLabel={xLabel}
          yLabel={yLabel}
          formatX={(value) => format.number(value, 0)}
          formatY={(value) => format.number(value, 0)}
          note={
            overlay.status === 'hidden' ? (
              <Translate
                id="iops.throttleChart.otherCaps"
                values={{
                  read: format.number(overlay.caps.read, 0),
                  write: format.number(overlay.caps.write, 0),
                }}
              >
                {
                  '出典の測定値は読み取り {read}・書き込み {write} IOPS の上限で測ったものなので、上限がその値のときだけ重ねます。'
                }
              </Translate>
            ) : (
              <Translate id="iops.throttleChart.note">
                測定値はモデルに合わせていません。読み取り 50 %
                で上限の合計に届かないのは、出典によると SSD
                がそこまで出せなかったためです（デバイスの限界を「値を入力」にすると曲線に反映できます）。
              </Translate>
            )
          }
        />
      }
    />
  );
}
