import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import LineChart from '../LineChart';
import { MeasuredPointsTable, overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { layoutInsertLocality, type IdLayout } from '../../calculators/snowflake';
import { idStrategyOverlay } from '../../datasets/modelOverlays';
import { labIdStrategy } from '../../datasets/overlayData/lab-id-strategy';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  readonly layout: IdLayout;
  readonly headingAs: 'h3' | 'h4';
}

/**
 * The calculator has no curve for insert speed: it judges the layout's insert
 * locality. Beside that verdict this shows what the lab measured for the key
 * order that behaves like the layout, and for the opposite order.
 */
export default function MeasuredInsertRates({ layout, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  const overlayLabel = useOverlayLabel();
  const report = layoutInsertLocality(layout);
  const { matched, contrast } = idStrategyOverlay(labIdStrategy, report.reason);
  const label = (series: typeof matched, role: 'matched' | 'contrast') =>
    role === 'matched'
      ? pageText(snowflakeStrings, 'snowflake.measured.matched', { label: overlayLabel(series) })
      : pageText(snowflakeStrings, 'snowflake.measured.contrast', { label: overlayLabel(series) });
  const highest = Math.max(...[matched, contrast].flatMap((s) => s.points.map((p) => p.y)));
  const widest = Math.max(...[matched, contrast].flatMap((s) => s.points.map((p) => p.x)));
  const xLabel = pageText(snowflakeStrings, 'snowflake.measured.x');
  const yLabel = pageText(snowflakeStrings, 'snowflake.measured.y');
  const compact = (value: number) =>
    value >= 1_000_000
      ? `${format.number(value / 1_000_000, 1)}M`
      : value >= 1000
        ? `${format.number(value / 1000, 0)}k`
        : format.number(value, 0);

  return (
    <section aria-labelledby="snowflake-measured" data-testid="snowflake-measured">
      <Heading as={headingAs} id="snowflake-measured" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.measured.heading')}
      </Heading>
      <p>
        {report.locality === 'increasing'
          ? pageText(snowflakeStrings, 'snowflake.measured.introIncreasing')
          : pageText(snowflakeStrings, 'snowflake.measured.introScattered')}
      </p>
      <LineChart
        title={pageText(snowflakeStrings, 'snowflake.measured.title')}
        xLabel={xLabel}
        yLabel={yLabel}
        xDomain={[0, widest]}
        yDomain={[0, highest * 1.1]}
        formatX={compact}
        formatY={compact}
        series={[
          overlayChartSeries(matched, label(matched, 'matched'), {
            shape: 'circle',
            colour: 1,
            joined: true,
          }),
          overlayChartSeries(contrast, label(contrast, 'contrast'), {
            shape: 'triangle',
            colour: 3,
            joined: true,
          }),
        ]}
        table={
          <MeasuredPointsTable
            series={[matched, contrast]}
            layout="wide"
            caption={pageText(snowflakeStrings, 'snowflake.measured.caption')}
            xLabel={xLabel}
            yLabel={yLabel}
            formatX={(value) => format.number(value, 0)}
            formatY={(value) => format.number(value, 0)}
            note={pageText(snowflakeStrings, 'snowflake.measured.note')}
          />
        }
      />
    </section>
  );
}
