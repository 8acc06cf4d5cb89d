import React, { type ReactNode } from 'react';
import LineChart from '../LineChart';
import type { CapacityPoint, DemandCapacityChart } from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
    ? pageText(iopsStrings, 'iops.curve.xDevices')
    : pageText(iopsStrings, 'iops.curve.xSize');
  const tableXs = [
    ...new Set([first.x, curve.current, last.x, ...(needed === null ? [] : [needed])]),
  ];
  return (
    <LineChart
      title={
        byDevices
          ? pageText(iopsStrings, 'iops.curve.titleDevices')
          : pageText(iopsStrings, 'iops.curve.titleSize')
      }
      xLabel={xLabel}
      yLabel={pageText(iopsStrings, 'iops.curve.y')}
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
            ? pageText(iopsStrings, 'iops.curve.effective')
            : pageText(iopsStrings, 'iops.curve.capacity'),
          points: points.map((point) => ({ x: point.x, y: point.effectiveIops })),
        },
        {
          id: 'demand',
          kind: 'line',
          colour: 1,
          label: pageText(iopsStrings, 'iops.curve.demand'),
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
                  ? pageText(iopsStrings, 'iops.curve.markerDevices', {
                      x: count(current.x),
                      iops: iops(current.effectiveIops),
                    })
                  : pageText(iopsStrings, 'iops.curve.markerSize', {
                      x: count(current.x),
                      iops: iops(current.effectiveIops),
                    }),
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
        <caption>{pageText(iopsStrings, 'iops.curve.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{pageText(iopsStrings, 'iops.curve.tableCapacity')}</th>
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
