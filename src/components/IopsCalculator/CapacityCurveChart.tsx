import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import LineChart from '../LineChart';
import type { CapacityPoint, DemandCapacityChart } from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  readonly curve: NonNullable<DemandCapacityChart['curve']>;
  /** Required IOPS of the demand (headroom included). */
  readonly demandIops: number;
  /** Devices the demand needs (arrays only). */
  readonly needed: number | null;
  readonly capsApplied: boolean;
}

/** Capacity as an array gains devices or a gp2 volume grows, against the demand. */
export default function CapacityCurveChart({
  curve,
  demandIops,
  needed,
  capsApplied,
}: Props): ReactNode {
  const format = useIopsFormat();
  const { iops, count } = format;
  const points = curve.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || first.x === last.x) return null;
  const byDevices = curve.axis === 'deviceCount';
  const yMax = Math.max(demandIops, ...points.map((point) => point.effectiveIops)) * 1.05;
  const current = points.find((point) => point.x === curve.current);
  const xLabel = byDevices
    ? translate({ id: 'iops.curve.xDevices', message: '台数' })
    : translate({ id: 'iops.curve.xSize', message: 'gp2 ボリュームのサイズ (GiB)' });
  const tableXs = [
    ...new Set([first.x, curve.current, last.x, ...(needed === null ? [] : [needed])]),
  ];
  return (
    <LineChart
      title={
        byDevices
          ? translate({
              id: 'iops.curve.titleDevices',
              message: '台数を増やしたときの能力と、必要な IOPS',
            })
          : translate({
              id: 'iops.curve.titleSize',
              message: 'gp2 のサイズを増やしたときのベースラインと、必要な IOPS',
            })
      }
      xLabel={xLabel}
      yLabel={translate({ id: 'iops.curve.y', message: 'IOPS' })}
      xDomain={[first.x, last.x]}
      yDomain={[0, yMax]}
      formatX={(value) => format.number(value, 0)}
      formatY={(value) => format.number(value, 0)}
      series={[
        // The same colours as the bar chart above it: demand blue, capacity orange.
        {
          id: 'capacity',
          kind: 'line',
          colour: 2,
          label: capsApplied
            ? translate({ id: 'iops.curve.effective', message: '能力（上限を適用）' })
            : translate({ id: 'iops.curve.capacity', message: '能力' }),
          points: points.map((point) => ({ x: point.x, y: point.effectiveIops })),
        },
        {
          id: 'demand',
          kind: 'line',
          colour: 1,
          label: translate({ id: 'iops.curve.demand', message: '必要な IOPS' }),
          points: [
            { x: first.x, y: demandIops },
            { x: last.x, y: demandIops },
          ],
        },
      ]}
      markers={
        current
          ? [
              {
                x: current.x,
                y: current.effectiveIops,
                label: byDevices
                  ? translate(
                      { id: 'iops.curve.markerDevices', message: 'いま: {x} 台 → {iops}' },
                      { x: count(current.x), iops: iops(current.effectiveIops) },
                    )
                  : translate(
                      { id: 'iops.curve.markerSize', message: 'いま: {x} GiB → {iops}' },
                      { x: count(current.x), iops: iops(current.effectiveIops) },
                    ),
              },
            ]
          : []
      }
      table={
        <CurveTable xLabel={xLabel} points={points.filter((point) => tableXs.includes(point.x))} />
      }
    />
  );
}

/** The curve's main points (smallest, current, needed, largest) as a table. */
function CurveTable({
  xLabel,
  points,
}: {
  readonly xLabel: string;
  readonly points: readonly CapacityPoint[];
}): ReactNode {
  const format = useIopsFormat();
  const { count } = format;
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>
          <Translate id="iops.curve.tableCaption">
            グラフの主な点（最小、いまの構成、必要な台数、右端）
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">
              <Translate id="iops.curve.tableCapacity">能力 (IOPS)</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.x}>
              <th scope="row">{count(point.x)}</th>
              <td>{format.number(point.effectiveIops, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
