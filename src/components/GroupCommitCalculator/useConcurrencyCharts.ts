import type { ChartSeries } from '../LineChart';
import { overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { groupCommitOverlay, type GroupCommitOverlay } from '../../datasets/modelOverlays';
import { labGroupCommit } from '../../datasets/overlayData/lab-group-commit';
import {
  concurrencySeries,
  generations,
  sourceBenchmarkSettings,
  type ConcurrencyPoint,
  type Generation,
  type SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import { useNumberFormat, type NumberFormat } from '../../hooks/useNumberFormat';
import { generationLabel } from './messages';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

const SERIES_POINTS = 120;

/**
 * One colour per generation in both charts, and for everything that belongs
 * to it (the 2009 measurement of a generation, the InnoDB-only part of the
 * selected one); the lab's MariaDB runs get a colour of their own. By
 * position, the lab's purple was also MySQL 8.0's.
 */
const GENERATION_COLOUR = {
  builtin: 1,
  plugin: 2,
  bgc: 3,
  mysql8: 4,
} as const satisfies Record<Generation, ChartSeries['colour']>;
const LAB_COLOUR = 5;

/** The two charts against concurrency: their series, domains and the lab's overlay. */
export interface ConcurrencyCharts {
  /** The charts' largest client count. */
  readonly xMax: number;
  /** fsyncs per transaction: the model per generation, the 2009 measurements, the lab's runs. */
  readonly fsyncSeries: readonly ChartSeries[];
  readonly fsyncMax: number;
  /** The commit-rate ceiling per generation (generations without one are left out). */
  readonly ceilingSeries: readonly ChartSeries[];
  /** The lab's run with the same settings (MariaDB 10.11), or why there is none. */
  readonly labOverlay: GroupCommitOverlay;
}

interface GenerationPoints {
  readonly gen: Generation;
  readonly points: readonly ConcurrencyPoint[];
}

/** Each generation's curve at the reader's settings, for 1 … clients clients. */
export function useConcurrencyCharts(input: SimulationInput): ConcurrencyCharts {
  const format = useNumberFormat();
  const overlayLabel = useOverlayLabel();
  const allSeries: readonly GenerationPoints[] = generations.flatMap((gen) => {
    const series = concurrencySeries({ ...input, generation: gen }, SERIES_POINTS);
    return series.ok ? [{ gen, points: series.value }] : [];
  });
  const xMax = Math.max(2, input.clients);
  const lineLabel = (gen: Generation) =>
    gen === input.generation
      ? pageText(groupCommitStrings, 'groupCommit.chart.selected', {
          generation: generationLabel(gen),
        })
      : generationLabel(gen);

  const fsyncSeries: ChartSeries[] = allSeries.map(({ gen, points }) => ({
    id: gen,
    kind: 'line',
    colour: GENERATION_COLOUR[gen],
    label: lineLabel(gen),
    points: points.map((point) => ({ x: point.clients, y: point.fsyncsPerTransaction })),
  }));
  if (showsSourceMeasurements(input)) fsyncSeries.push(...sourceMeasurementSeries(format));
  const labOverlay = groupCommitOverlay(labGroupCommit, {
    binlog: input.binlog,
    flushLogAtTrxCommit: input.flushLogAtTrxCommit,
    syncBinlog: input.syncBinlog,
    maxClients: xMax,
  });
  if (labOverlay.status === 'shown') {
    const selected = allSeries.find(({ gen }) => gen === input.generation);
    if (labOverlay.innodbOnly && selected) {
      fsyncSeries.push(innodbOnlySeries(selected));
    }
    fsyncSeries.push(
      overlayChartSeries(labOverlay.series, overlayLabel(labOverlay.series), {
        // Not joined: a line would read as one more model curve among the generations'.
        shape: 'triangle',
        colour: LAB_COLOUR,
      }),
    );
  }

  const ceilingSeries: ChartSeries[] = allSeries.flatMap(({ gen, points }) => {
    const defined = points.flatMap((point) =>
      point.commitRateCeiling === null ? [] : [{ x: point.clients, y: point.commitRateCeiling }],
    );
    return defined.length > 0
      ? [
          {
            id: gen,
            kind: 'line' as const,
            colour: GENERATION_COLOUR[gen],
            label: lineLabel(gen),
            points: defined,
          },
        ]
      : [];
  });
  return {
    xMax,
    fsyncSeries,
    fsyncMax: Math.max(0.1, ...largestYs(fsyncSeries)),
    ceilingSeries,
    labOverlay,
  };
}

function largestYs(series: readonly ChartSeries[]): number[] {
  return series.flatMap((item) => item.points.map((point) => point.y));
}

/** The 2009 post measured 30 clients at its own settings: only those settings show its points. */
function showsSourceMeasurements(input: SimulationInput): boolean {
  return (
    input.clients >= sourceBenchmark.clients &&
    input.binlog === sourceBenchmarkSettings.binlog &&
    input.flushLogAtTrxCommit === sourceBenchmarkSettings.flushLogAtTrxCommit &&
    input.syncBinlog === sourceBenchmarkSettings.syncBinlog &&
    input.supportXa === sourceBenchmarkSettings.supportXa
  );
}

/** The post's two measurements (built-in InnoDB and Plugin 1.0.4, 30 clients) as points. */
function sourceMeasurementSeries(format: NumberFormat): ChartSeries[] {
  return [
    {
      id: 'measured-builtin',
      kind: 'points',
      colour: GENERATION_COLOUR.builtin,
      shape: 'circle',
      label: pageText(groupCommitStrings, 'groupCommit.chart.measuredBuiltin', {
        value: format.number(sourceBenchmark.measuredFsyncsPer100k.builtin / 100_000, 3),
      }),
      points: [
        {
          x: sourceBenchmark.clients,
          y: sourceBenchmark.measuredFsyncsPer100k.builtin / sourceBenchmark.transactions,
        },
      ],
    },
    {
      id: 'measured-plugin',
      kind: 'points',
      colour: GENERATION_COLOUR.plugin,
      shape: 'square',
      label: pageText(groupCommitStrings, 'groupCommit.chart.measuredPlugin', {
        value: format.number(sourceBenchmark.measuredFsyncsPer100k.plugin / 100_000, 3),
      }),
      points: [
        {
          x: sourceBenchmark.clients,
          y: sourceBenchmark.measuredFsyncsPer100k.plugin / sourceBenchmark.transactions,
        },
      ],
    },
  ];
}

/** Innodb_data_fsyncs leaves out binary-log fsyncs: compare with the InnoDB part of the model. */
function innodbOnlySeries(selected: GenerationPoints): ChartSeries {
  return {
    id: 'model-innodb-only',
    kind: 'line',
    dashed: true,
    colour: GENERATION_COLOUR[selected.gen],
    label: pageText(groupCommitStrings, 'groupCommit.chart.innodbOnly', {
      generation: generationLabel(selected.gen),
    }),
    points: selected.points.map((point) => ({
      x: point.clients,
      y: point.redoFsyncsPerTransaction,
    })),
  };
}
