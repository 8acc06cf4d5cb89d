import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { MeasuredPointsTable } from '../MeasuredOverlay';
import type { OverlaySeries } from '../../datasets/modelOverlays';
import type { HitRatioTableRow } from './model';
import { useResultFormat } from './useResultFormat';
import styles from './styles.module.css';

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
        <caption>
          <Translate id="hitRatio.table.caption">
            代表的なヒット率での値（いまのコスト設定で計算）。出典の例（メモリ 1、ディスク 100）では
            100 要求あたり 100・595・2080 になります。
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="hitRatio.table.hit">ヒット率</Translate>
            </th>
            <th scope="col">
              <Translate id="hitRatio.table.per100">100 要求あたりのコスト</Translate>
            </th>
            <th scope="col">
              <Translate id="hitRatio.table.slowdown">遅さ</Translate>
            </th>
            <th scope="col">
              <Translate id="hitRatio.table.throughput">スループット</Translate>
            </th>
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
        caption={
          <Translate id="hitRatio.overlay.caption">
            グラフに重ねた点（モデルに合わせた値ではありません）
          </Translate>
        }
        xLabel={translate({ id: 'hitRatio.chart.x', message: 'ヒット率 (%)' })}
        yLabel={translate({ id: 'hitRatio.chart.y', message: 'スループット (%)' })}
        formatX={(value) => format.number(value, 1)}
        formatY={(value) => format.number(value, 1)}
        note={
          <Translate id="hitRatio.overlay.note">
            ラボの点は 1
            接続ずつ主キー検索した実測値で、横軸はディスクを読まずに済んだ検索の割合、縦軸は検索速度を同じ系列の「表がすべてバッファプールに載ったとき」の速度で割った比です（実測値どうしの割り算）。8
            接続の系列はディスク読み込みが重なり CPU が先に飽和するので、1
            要求ずつのこのモデルとは比べていません。出典の計算例はメモリ 1・ディスク 100
            のときだけ表示します（測定値ではなく、その前提での計算です）。
          </Translate>
        }
      />
    </div>
  );
}
