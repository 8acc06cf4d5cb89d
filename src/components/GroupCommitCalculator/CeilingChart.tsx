import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
        {pageText(groupCommitStrings, 'groupCommit.chart.ceiling.none')}
      </p>
    );
  }
  const noCeilingText = pageText(groupCommitStrings, 'groupCommit.table.noCeiling');
  return (
    <LineChart
      title={pageText(groupCommitStrings, 'groupCommit.chart.ceiling.title')}
      xLabel={pageText(groupCommitStrings, 'groupCommit.chart.x')}
      yLabel={pageText(groupCommitStrings, 'groupCommit.chart.ceiling.y')}
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
          summary={pageText(groupCommitStrings, 'groupCommit.chart.ceiling.table')}
          caption={pageText(groupCommitStrings, 'groupCommit.chart.ceiling.caption')}
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
