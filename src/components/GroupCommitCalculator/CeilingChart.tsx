import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import LineChart from '../LineChart';
import { focusedYMax } from '../LineChart/seriesStyle';
import type {
  GroupCommitAnalysis,
  SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import GenerationTable from './GenerationTable';
import type { ConcurrencyCharts } from './useConcurrencyCharts';
import { useUnitFormat } from './useUnitFormat';
import styles from './styles.module.css';

interface Props {
  readonly input: SimulationInput;
  readonly charts: ConcurrencyCharts;
  /** The result at the reader's client count (marked on the chart); undefined on error. */
  readonly current: GroupCommitAnalysis | undefined;
}

/** The commit-rate ceiling fsync allows against concurrency, or why there is none. */
export default function CeilingChart({ input, charts, current }: Props): ReactNode {
  const format = useNumberFormat();
  const { compact } = useUnitFormat();
  const { ceilingSeries, xMax } = charts;
  if (ceilingSeries.length === 0) {
    return (
      <p className={styles.note}>
        <Translate id="groupCommit.chart.ceiling.none">
          この設定ではコミット時に fsync をしないので、fsync
          によるコミット速度の上限のグラフはありません。
        </Translate>
      </p>
    );
  }
  const noCeilingText = translate({ id: 'groupCommit.table.noCeiling', message: '上限なし' });
  return (
    <LineChart
      title={translate({
        id: 'groupCommit.chart.ceiling.title',
        message: '同時接続数と fsync が許すコミット速度の上限（件/秒）',
      })}
      xLabel={translate({ id: 'groupCommit.chart.x', message: 'クライアント数' })}
      yLabel={translate({ id: 'groupCommit.chart.ceiling.y', message: 'コミット/秒' })}
      xDomain={[1, xMax]}
      // Scaled to the selected generation: a group-commit generation's ideal
      // (300,000 commits/s where the selected one allows 5,000) is cut at the
      // top, and its legend entry says how high it goes.
      yDomain={[0, Math.max(1, focusedYMax(ceilingSeries, input.generation))]}
      formatX={(value) => format.number(value, 0)}
      formatY={compact}
      series={ceilingSeries}
      markers={
        current && current.commitRateCeiling !== null
          ? [
              {
                x: input.clients,
                y: current.commitRateCeiling,
                label: `${format.number(input.clients, 0)} → ${compact(current.commitRateCeiling)}`,
              },
            ]
          : []
      }
      table={
        <GenerationTable
          input={input}
          summary={<Translate id="groupCommit.chart.ceiling.table">数値の表を見る</Translate>}
          caption={
            <Translate id="groupCommit.chart.ceiling.caption">
              fsync が許すコミット速度の上限（件/秒、いまの設定で世代を変えて計算）。CPU
              やロックなど他の制約は含みません。
            </Translate>
          }
          pick={(point) =>
            point.commitRateCeiling === null
              ? noCeilingText
              : format.significant(point.commitRateCeiling)
          }
        />
      }
    />
  );
}
