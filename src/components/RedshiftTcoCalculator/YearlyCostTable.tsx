import clsx from 'clsx';
import React, { useId, type ReactNode } from 'react';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { SERVERLESS, type RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { useMoneyFormat } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

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
          {pageText(redshiftTcoStrings, 'redshiftTco.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.year')}</th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.size')}</th>
            <th scope="col">
              {isServerless
                ? pageText(redshiftTcoStrings, 'redshiftTco.table.rpu')
                : pageText(redshiftTcoStrings, 'redshiftTco.table.nodes')}
            </th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.compute')}</th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.storage')}</th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.yearly')}</th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.cumulative')}</th>
            <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.perTbYear')}</th>
            {hasAlternative ? (
              <th scope="col">{pageText(redshiftTcoStrings, 'redshiftTco.table.alternative')}</th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {result.years.map((year) => (
            <tr key={year.year}>
              <th scope="row">
                {pageText(redshiftTcoStrings, 'redshiftTco.table.yearN', { year: year.year })}
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
