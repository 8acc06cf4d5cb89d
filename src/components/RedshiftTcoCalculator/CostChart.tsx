import React, { type ReactNode } from 'react';
import LineChart from '../LineChart';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { costChartData } from './costChartData';
import { useMoneyFormat } from './format';
import YearlyCostTable from './YearlyCostTable';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly result: RedshiftTcoResult;
}

/** Cumulative cost over the horizon with the post's bands, and the year-by-year table. */
export default function CostChart({ result }: Props): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const currency = result.currency;
  const compact = (value: number) => money.compact(value, currency);
  const { series, bands, markers, yMax } = costChartData(result, compact);
  const horizon = result.years.length;

  return (
    <LineChart
      title={pageText(redshiftTcoStrings, 'redshiftTco.chart.title', { currency })}
      xLabel={pageText(redshiftTcoStrings, 'redshiftTco.chart.x')}
      yLabel={pageText(redshiftTcoStrings, 'redshiftTco.chart.y', { currency })}
      xDomain={[0, horizon]}
      yDomain={[0, yMax]}
      formatX={(value) => (Number.isInteger(value) ? format.number(value, 0) : '')}
      formatY={compact}
      series={series}
      bands={bands}
      markers={markers}
      table={<YearlyCostTable result={result} />}
    />
  );
}
