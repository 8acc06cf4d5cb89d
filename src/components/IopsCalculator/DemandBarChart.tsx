import React, { type ReactNode } from 'react';
import BarChart from '../BarChart';
import type { Demand } from '../../calculators/iops/demand';
import type { SizingCapacity } from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** One bar: a demand figure or a capacity figure. */
interface ChartRow {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly kind: 'demand' | 'capacity';
}

/** The bars: measured and required demand, the storage, and with caps the caps and the smaller of the two. */
function chartRows(demand: Demand, capacity: SizingCapacity, storageLabel: string): ChartRow[] {
  const rows: ChartRow[] = [
    {
      id: 'measured',
      kind: 'demand',
      label: pageText(iopsStrings, 'iops.chart.measured'),
      value: demand.measuredReadIops + demand.measuredWriteIops,
    },
    {
      id: 'required',
      kind: 'demand',
      label: pageText(iopsStrings, 'iops.chart.required'),
      value: demand.totalIops,
    },
    {
      id: 'storage',
      kind: 'capacity',
      label: pageText(iopsStrings, 'iops.chart.storage', { storage: storageLabel }),
      value: capacity.storageIops,
    },
  ];
  if (capacity.capOnlyIops !== null) {
    rows.push(
      {
        id: 'caps',
        kind: 'capacity',
        label: pageText(iopsStrings, 'iops.chart.caps'),
        value: capacity.capOnlyIops,
      },
      {
        id: 'effective',
        kind: 'capacity',
        label: pageText(iopsStrings, 'iops.chart.effective'),
        value: capacity.effectiveIops,
      },
    );
  }
  return rows;
}

interface Props {
  readonly demand: Demand;
  readonly capacity: SizingCapacity;
  /** Short description of the storage, for labels. */
  readonly storageLabel: string;
}

/** Demand against capacity as bars, on a log scale when they are far apart. */
export default function DemandBarChart({ demand, capacity, storageLabel }: Props): ReactNode {
  const format = useIopsFormat();
  const rows = chartRows(demand, capacity, storageLabel);
  const positive = rows.map((row) => row.value).filter((value) => value > 0);
  const log = positive.length > 0 && Math.max(...positive) / Math.min(...positive) > 30;
  const chartValue = (value: number) => format.number(value, value < 10 ? 2 : 0);
  return (
    <BarChart
      title={pageText(iopsStrings, 'iops.chart.title')}
      valueLabel={
        log ? pageText(iopsStrings, 'iops.chart.axisLog') : pageText(iopsStrings, 'iops.chart.axis')
      }
      scale={log ? 'log' : 'linear'}
      categories={rows.map((row) => ({ id: row.id, label: row.label }))}
      series={[
        {
          id: 'demand',
          label: pageText(iopsStrings, 'iops.chart.seriesDemand'),
          values: rows.map((row) => (row.kind === 'demand' ? row.value : null)),
        },
        {
          id: 'capacity',
          label: pageText(iopsStrings, 'iops.chart.seriesCapacity'),
          values: rows.map((row) => (row.kind === 'capacity' ? row.value : null)),
        },
      ]}
      referenceLines={[
        {
          value: demand.totalIops,
          label: pageText(iopsStrings, 'iops.chart.requiredLine', {
            iops: chartValue(demand.totalIops),
          }),
        },
      ]}
      formatValue={chartValue}
      table={<ChartValuesTable rows={rows} formatValue={chartValue} />}
    />
  );
}

/** The chart's values as a table, for screen readers and for reading exact figures. */
function ChartValuesTable({
  rows,
  formatValue,
}: {
  readonly rows: readonly ChartRow[];
  readonly formatValue: (value: number) => string;
}): ReactNode {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>{pageText(iopsStrings, 'iops.chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{pageText(iopsStrings, 'iops.chart.tableItem')}</th>
            <th scope="col">{pageText(iopsStrings, 'iops.chart.tableIops')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{formatValue(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
