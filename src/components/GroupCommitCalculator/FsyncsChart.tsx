import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import LineChart from '../LineChart';
import { MeasuredPointsTable } from '../MeasuredOverlay';
import type {
  GroupCommitAnalysis,
  SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import GenerationTable from './GenerationTable';
import LabOverlayNote from './LabOverlayNote';
import type { ConcurrencyCharts } from './useConcurrencyCharts';

interface Props {
  readonly input: SimulationInput;
  readonly charts: ConcurrencyCharts;
  /** The result at the reader's client count (marked on the chart); undefined on error. */
  readonly current: GroupCommitAnalysis | undefined;
}

/** fsyncs per transaction against concurrency, every generation at the reader's settings. */
export default function FsyncsChart({ input, charts, current }: Props): ReactNode {
  const format = useNumberFormat();
  const { fsyncSeries, fsyncMax, xMax, labOverlay } = charts;
  if (fsyncSeries.length === 0) return null;
  const xLabel = translate({ id: 'groupCommit.chart.x', message: 'クライアント数' });
  const yLabel = translate({
    id: 'groupCommit.chart.fsyncs.y',
    message: 'fsync/トランザクション',
  });
  return (
    <LineChart
      title={translate({
        id: 'groupCommit.chart.fsyncs.title',
        message: '同時接続数と 1 トランザクションあたりの fsync 回数（同じ設定で世代を比べる）',
      })}
      xLabel={xLabel}
      yLabel={yLabel}
      xDomain={[1, xMax]}
      yDomain={[0, fsyncMax * 1.1]}
      formatX={(value) => format.number(value, 0)}
      formatY={(value) => format.number(value, 2)}
      series={fsyncSeries}
      markers={
        current
          ? [
              {
                x: input.clients,
                y: current.fsyncsPerTransaction,
                label: `${format.number(input.clients, 0)} → ${format.significant(current.fsyncsPerTransaction)}`,
              },
            ]
          : []
      }
      table={
        <>
          <GenerationTable
            input={input}
            summary={<Translate id="groupCommit.chart.fsyncs.table">数値の表を見る</Translate>}
            caption={
              <Translate id="groupCommit.chart.fsyncs.caption">
                1 トランザクションあたりの fsync 回数（REDO
                ログとバイナリログの合計、いまの設定で世代を変えて計算）
              </Translate>
            }
            pick={(point) => format.significant(point.fsyncsPerTransaction)}
          />
          <MeasuredPointsTable
            series={labOverlay.status === 'shown' ? [labOverlay.series] : []}
            caption={
              <Translate id="groupCommit.overlay.caption">
                ラボの実測値: コミット 1 回あたりの Innodb_data_fsyncs の増分（同じ設定の実行）
              </Translate>
            }
            xLabel={xLabel}
            yLabel={yLabel}
            formatX={(value) => format.number(value, 0)}
            formatY={(value) => format.significant(value)}
            note={<LabOverlayNote overlay={labOverlay} />}
          />
        </>
      }
    />
  );
}
