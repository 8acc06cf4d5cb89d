import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import BarChart from '../BarChart';
import LineChart from '../LineChart';
import type { Demand } from '../../calculators/iops/demand';
import type { SizingResult } from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  readonly demand: Demand;
  readonly sizing: SizingResult;
  /** Devices the demand needs (arrays only). */
  readonly needed: number | null;
  /** Short description of the storage, for labels. */
  readonly storageLabel: string;
  readonly capsApplied: boolean;
}

/**
 * Demand against capacity as bars, and, for arrays and gp2 volumes, capacity
 * as the array or volume grows.
 */
export default function DemandCharts({
  demand,
  sizing,
  needed,
  storageLabel,
  capsApplied,
}: Props): ReactNode {
  const format = useIopsFormat();
  const { iops, count } = format;

  const chart = (() => {
    const { capacity } = sizing;
    const rows: { id: string; label: string; value: number; kind: 'demand' | 'capacity' }[] = [
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
        table={
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
                    <td>{chartValue(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
    );
  })();

  const curveChart = (() => {
    if (sizing.chart.curve === null) return null;
    const curve = sizing.chart.curve;
    const points = curve.points;
    const first = points[0];
    const last = points[points.length - 1];
    if (first === undefined || last === undefined || first.x === last.x) return null;
    const byDevices = curve.axis === 'deviceCount';
    const demandIops = demand.totalIops;
    const yMax = Math.max(demandIops, ...points.map((point) => point.effectiveIops)) * 1.05;
    const current = points.find((point) => point.x === curve.current);
    const xLabel = byDevices
      ? translate({ id: 'iops.curve.xDevices', message: '台数' })
      : translate({ id: 'iops.curve.xSize', message: 'gp2 ボリュームのサイズ (GiB)' });
    const tableXs = [
      ...new Set([first.x, curve.current, last.x, ...(needed === null ? [] : [needed])]),
    ];
    const tablePoints = points.filter((point) => tableXs.includes(point.x));
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
          {
            id: 'capacity',
            kind: 'line',
            label: capsApplied
              ? translate({ id: 'iops.curve.effective', message: '能力（上限を適用）' })
              : translate({ id: 'iops.curve.capacity', message: '能力' }),
            points: points.map((point) => ({ x: point.x, y: point.effectiveIops })),
          },
          {
            id: 'demand',
            kind: 'line',
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
                {tablePoints.map((point) => (
                  <tr key={point.x}>
                    <th scope="row">{count(point.x)}</th>
                    <td>{format.number(point.effectiveIops, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
    );
  })();

  return (
    <>
      {chart}
      {curveChart}
    </>
  );
}
