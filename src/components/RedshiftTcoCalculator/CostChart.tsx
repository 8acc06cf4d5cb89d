import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import LineChart from '../LineChart';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { costChartData } from './costChartData';
import { useMoneyFormat } from './format';
import YearlyCostTable from './YearlyCostTable';

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
      title={translate(
        {
          id: 'redshiftTco.chart.title',
          message: '累計コストの推移（{currency}）と出典の目安（3 年累計の範囲）',
        },
        { currency },
      )}
      xLabel={translate({ id: 'redshiftTco.chart.x', message: '経過年数' })}
      yLabel={translate(
        { id: 'redshiftTco.chart.y', message: '累計コスト（{currency}）' },
        { currency },
      )}
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
