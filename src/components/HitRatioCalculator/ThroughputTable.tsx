import React, { type ReactNode } from 'react';
import { MeasuredPointsTable } from '../MeasuredOverlay';
import type { OverlaySeries } from '../../datasets/modelOverlays';
import type { HitRatioTableRow } from './model';
import { useResultFormat } from './useResultFormat';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly rows: readonly HitRatioTableRow[];
  readonly overlay: readonly OverlaySeries[];
  readonly usesDevices: boolean;
}

/** The chart's table view: representative hit ratios at the current costs, then the overlaid points. */
export default function ThroughputTable({ rows, overlay, usesDevices }: Props): ReactNode {
  const { format, timesText, formatCost } = useResultFormat(usesDevices);
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>{pageText(hitRatioStrings, 'hitRatio.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{pageText(hitRatioStrings, 'hitRatio.table.hit')}</th>
            <th scope="col">{pageText(hitRatioStrings, 'hitRatio.table.per100')}</th>
            <th scope="col">{pageText(hitRatioStrings, 'hitRatio.table.slowdown')}</th>
            <th scope="col">{pageText(hitRatioStrings, 'hitRatio.table.throughput')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ hitRatio, result }) =>
            result.ok ? (
              <tr key={hitRatio}>
                <th scope="row">{format.percent(hitRatio, 1)}</th>
                <td>{formatCost(result.value.costPer100Requests)}</td>
                <td>{timesText(result.value.slowdown)}</td>
                <td>{format.percent(result.value.relativeThroughput, 1)}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      <MeasuredPointsTable
        series={overlay}
        caption={pageText(hitRatioStrings, 'hitRatio.overlay.caption')}
        xLabel={pageText(hitRatioStrings, 'hitRatio.chart.x')}
        yLabel={pageText(hitRatioStrings, 'hitRatio.chart.y')}
        formatX={(value) => format.number(value, 1)}
        formatY={(value) => format.number(value, 1)}
        note={pageText(hitRatioStrings, 'hitRatio.overlay.note')}
      />
    </div>
  );
}
