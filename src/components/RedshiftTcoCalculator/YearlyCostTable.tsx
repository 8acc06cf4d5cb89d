import clsx from 'clsx';
import React, { useId, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { SERVERLESS, type RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { useMoneyFormat } from './format';
import styles from './styles.module.css';

interface Props {
  readonly result: RedshiftTcoResult;
}

/** Year by year: size at the year's end, nodes or RPUs, costs, and the alternative's total. */
export default function YearlyCostTable({ result }: Props): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const inDisplay = (value: number) => money.money(value, result.currency);
  const hasAlternative = result.years.some((year) => year.alternativeCumulativeCost !== null);
  const isServerless = result.deployment === SERVERLESS;
  const tableCaptionId = `${useId()}-caption`;

  return (
    // A focusable, named region: where the table is wider than the column
    // it scrolls sideways, and keyboard users must be able to scroll it
    // too (axe: scrollable-region-focusable), hence the tabIndex.
    <div
      className={clsx(styles.tableWrapper, 'scroll-shadows')}
      role="region"
      aria-labelledby={tableCaptionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={tableCaptionId}>
          <Translate id="redshiftTco.table.caption">
            年ごとのノード数とコスト。データ量は圧縮後、TB・年あたりのコストはその年の平均データ量で割った値です。
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="redshiftTco.table.year">年</Translate>
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.size">年末のデータ量</Translate>
            </th>
            <th scope="col">
              {isServerless ? (
                <Translate id="redshiftTco.table.rpu">RPU</Translate>
              ) : (
                <Translate id="redshiftTco.table.nodes">ノード数</Translate>
              )}
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.compute">計算資源</Translate>
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.storage">ストレージ</Translate>
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.yearly">年間コスト</Translate>
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.cumulative">累計コスト</Translate>
            </th>
            <th scope="col">
              <Translate id="redshiftTco.table.perTbYear">TB・年あたり</Translate>
            </th>
            {hasAlternative ? (
              <th scope="col">
                <Translate id="redshiftTco.table.alternative">代替手段の累計</Translate>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {result.years.map((year) => (
            <tr key={year.year}>
              <th scope="row">
                <Translate id="redshiftTco.table.yearN" values={{ year: year.year }}>
                  {'{year} 年目'}
                </Translate>
              </th>
              <td>{`${format.number(year.endCompressedTb, 2)} TB`}</td>
              <td>{format.number((isServerless ? year.rpu : year.nodes) ?? 0)}</td>
              <td>{inDisplay(year.computeCost)}</td>
              <td>{inDisplay(year.storageCost)}</td>
              <td>{inDisplay(year.yearlyCost)}</td>
              <td>{inDisplay(year.cumulativeCost)}</td>
              <td>{inDisplay(year.costPerTbYear)}</td>
              {hasAlternative ? (
                <td>
                  {year.alternativeCumulativeCost === null
                    ? ''
                    : inDisplay(year.alternativeCumulativeCost)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
