import type { ChartBand, ChartMarker, ChartSeries } from '../LineChart';
import { SERVERLESS, type RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { deploymentShortName } from './messages';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

export interface CostChartData {
  /** Redshift's cumulative cost, and the alternative's when there is one. */
  readonly series: ChartSeries[];
  /** The post's bands (three-year ranges), in the display currency. */
  readonly bands: ChartBand[];
  /** The cumulative cost after three years, where the horizon reaches it. */
  readonly markers: ChartMarker[];
  /** Top of the y axis: 5 % above the highest line or band. */
  readonly yMax: number;
}

/** What the cumulative-cost chart draws; `compact` formats amounts for its labels. */
export function costChartData(
  result: RedshiftTcoResult,
  compact: (value: number) => string,
): CostChartData {
  const hasAlternative = result.years.some((year) => year.alternativeCumulativeCost !== null);
  const series: ChartSeries[] = [
    {
      id: 'redshift',
      kind: 'line',
      label:
        result.deployment === SERVERLESS
          ? deploymentShortName(result.deployment)
          : pageText(redshiftTcoStrings, 'redshiftTco.chart.redshift', {
              deployment: deploymentShortName(result.deployment),
            }),
      points: result.chartSeries.map((point) => ({ x: point.year, y: point.cumulativeCost })),
    },
  ];
  if (hasAlternative) {
    series.push({
      id: 'alternative',
      kind: 'line',
      label: pageText(redshiftTcoStrings, 'redshiftTco.chart.alternative'),
      points: result.chartSeries.map((point) => ({
        x: point.year,
        y: point.alternativeCumulativeCost ?? 0,
      })),
    });
  }
  const bands: ChartBand[] = result.sourceBands.map((view) => ({
    id: `source-${view.band.compressedTb}tb`,
    label: pageText(redshiftTcoStrings, 'redshiftTco.chart.band', {
      tb: view.band.compressedTb,
      min: compact(view.min),
      max: compact(view.max),
    }),
    from: view.min,
    to: view.max,
  }));
  const third = result.years[2];
  const markers: ChartMarker[] = third
    ? [
        {
          x: third.year,
          y: third.cumulativeCost,
          label: pageText(redshiftTcoStrings, 'redshiftTco.chart.marker', {
            cost: compact(third.cumulativeCost),
          }),
        },
      ]
    : [];
  const highest = Math.max(
    ...series.flatMap((item) => item.points.map((point) => point.y)),
    ...bands.map((band) => Math.max(band.from, band.to)),
  );
  const yMax = Number.isFinite(highest) && highest > 0 ? highest * 1.05 : 1;
  return { series, bands, markers, yMax };
}
