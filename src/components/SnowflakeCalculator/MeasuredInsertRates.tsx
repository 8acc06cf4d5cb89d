import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import LineChart from '../LineChart';
import { MeasuredPointsTable, overlayChartSeries, useOverlayLabel } from '../MeasuredOverlay';
import { layoutInsertLocality, type IdLayout } from '../../calculators/snowflake';
import { idStrategyOverlay } from '../../datasets/modelOverlays';
import { labIdStrategy } from '../../datasets/overlayData/lab-id-strategy';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import styles from './styles.module.css';

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
      ? translate(
          { id: 'snowflake.measured.matched', message: 'この配置と同じ並び — {label}' },
          { label: overlayLabel(series) },
        )
      : translate(
          { id: 'snowflake.measured.contrast', message: '比較 — {label}' },
          { label: overlayLabel(series) },
        );
  const highest = Math.max(...[matched, contrast].flatMap((s) => s.points.map((p) => p.y)));
  const widest = Math.max(...[matched, contrast].flatMap((s) => s.points.map((p) => p.x)));
  const xLabel = translate({ id: 'snowflake.measured.x', message: '挿入済みの行数' });
  const yLabel = translate({ id: 'snowflake.measured.y', message: '挿入速度 (行/秒)' });
  const compact = (value: number) =>
    value >= 1_000_000
      ? `${format.number(value / 1_000_000, 1)}M`
      : value >= 1000
        ? `${format.number(value / 1000, 0)}k`
        : format.number(value, 0);

  return (
    <section aria-labelledby="snowflake-measured" data-testid="snowflake-measured">
      <Heading as={headingAs} id="snowflake-measured" className={styles.subheading}>
        <Translate id="snowflake.measured.heading">実測: この並びの主キーの挿入速度</Translate>
      </Heading>
      <p>
        {report.locality === 'increasing' ? (
          <Translate id="snowflake.measured.introIncreasing">
            {
              '上の判定では、この配置の ID は右端に追記されます。ラボで同じ並び（と逆の並び）の主キーに行を挿入し続けたときの速度です。'
            }
          </Translate>
        ) : (
          <Translate id="snowflake.measured.introScattered">
            {
              '上の判定では、この配置の ID は索引のあちこちに挿入されます。ラボで同じ並び（と逆の並び）の主キーに行を挿入し続けたときの速度です。'
            }
          </Translate>
        )}
      </p>
      <LineChart
        title={translate({
          id: 'snowflake.measured.title',
          message: '挿入済みの行数と挿入速度（ラボの実測。計算モデルではありません）',
        })}
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
            caption={
              <Translate id="snowflake.measured.caption">
                グラフの実測値（直前の区間の挿入速度）
              </Translate>
            }
            xLabel={xLabel}
            yLabel={yLabel}
            formatX={(value) => format.number(value, 0)}
            formatY={(value) => format.number(value, 0)}
            note={
              <Translate id="snowflake.measured.note">
                表より小さなバッファプールのサーバーで、時刻は行数に比例して進む模擬時計です。負荷の高い共有マシンで測ったので、速度の絶対値ではなく形（落ち込むかどうか）を見てください。途中で終わっている系列は時間切れで打ち切ったものです。
              </Translate>
            }
          />
        }
      />
    </section>
  );
}
