import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import BarChart from '../BarChart';
import type { Demand } from '../../calculators/iops/demand';
import type { SizingCapacity } from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

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
      label: translate({ id: 'iops.chart.measured', message: '測った合計' }),
      value: demand.measuredReadIops + demand.measuredWriteIops,
    },
    {
      id: 'required',
      kind: 'demand',
      label: translate({ id: 'iops.chart.required', message: '必要な IOPS（余裕込み）' }),
      value: demand.totalIops,
    },
    {
      id: 'storage',
      kind: 'capacity',
      label: translate(
        { id: 'iops.chart.storage', message: 'ストレージ（{storage}）' },
        { storage: storageLabel },
      ),
      value: capacity.storageIops,
    },
  ];
  if (capacity.capOnlyIops !== null) {
    rows.push(
      {
        id: 'caps',
        kind: 'capacity',
        label: translate({ id: 'iops.chart.caps', message: '読み書き別の上限' }),
        value: capacity.capOnlyIops,
      },
      {
        id: 'effective',
        kind: 'capacity',
        label: translate({ id: 'iops.chart.effective', message: '実効（小さいほう）' }),
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
      title={translate({
        id: 'iops.chart.title',
        message: '負荷とストレージの能力（IOPS、いまの読み書き比率で）',
      })}
      valueLabel={
        log
          ? translate({ id: 'iops.chart.axisLog', message: 'IOPS（対数目盛）' })
          : translate({ id: 'iops.chart.axis', message: 'IOPS' })
      }
      scale={log ? 'log' : 'linear'}
      categories={rows.map((row) => ({ id: row.id, label: row.label }))}
      series={[
        {
          id: 'demand',
          label: translate({ id: 'iops.chart.seriesDemand', message: '負荷' }),
          values: rows.map((row) => (row.kind === 'demand' ? row.value : null)),
        },
        {
          id: 'capacity',
          label: translate({ id: 'iops.chart.seriesCapacity', message: '能力' }),
          values: rows.map((row) => (row.kind === 'capacity' ? row.value : null)),
        },
      ]}
      referenceLines={[
        {
          value: demand.totalIops,
          label: translate(
            { id: 'iops.chart.requiredLine', message: '必要 {iops}' },
            { iops: chartValue(demand.totalIops) },
          ),
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
        <caption>
          <Translate id="iops.chart.tableCaption">グラフの値</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="iops.chart.tableItem">項目</Translate>
            </th>
            <th scope="col">
              <Translate id="iops.chart.tableIops">IOPS</Translate>
            </th>
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
