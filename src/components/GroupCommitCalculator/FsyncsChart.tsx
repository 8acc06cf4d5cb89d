import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
  const xLabel = pageText(groupCommitStrings, 'groupCommit.chart.x');
  const yLabel = pageText(groupCommitStrings, 'groupCommit.chart.fsyncs.y');
  return (
    <LineChart
      title={pageText(groupCommitStrings, 'groupCommit.chart.fsyncs.title')}
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
            summary={pageText(groupCommitStrings, 'groupCommit.chart.fsyncs.table')}
            caption={pageText(groupCommitStrings, 'groupCommit.chart.fsyncs.caption')}
            pick={(point) => format.significant(point.fsyncsPerTransaction)}
          />
          <MeasuredPointsTable
            series={labOverlay.status === 'shown' ? [labOverlay.series] : []}
            caption={pageText(groupCommitStrings, 'groupCommit.overlay.caption')}
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
