import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import clsx from 'clsx';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { IopsParams } from './params';
import { limitLabel } from './labels';
import {
  SOURCE_THROTTLE_ROWS,
  SOURCE_THROTTLE_TEST,
  sourceConditionTexts,
} from './sourceMeasurements';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/**
 * The source's cgroup measurements: read share, the total the caps alone
 * allow, the measured total and what bounded it.
 */
export function ThrottleSourceTable(): ReactNode {
  const format = useIopsFormat();
  const { count, percent } = format;
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table} data-testid="iops-throttle-source">
        <caption>
          {pageText(iopsStrings, 'iops.throttle.sourceCaption', {
            source: <Citation source={SOURCE_THROTTLE_TEST.source} />,
            cap: count(SOURCE_THROTTLE_TEST.readIopsCap),
            block: count(SOURCE_THROTTLE_TEST.blockSizeKiB),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{pageText(iopsStrings, 'iops.throttle.sourceRead')}</th>
            <th scope="col">{pageText(iopsStrings, 'iops.throttle.sourceCaps')}</th>
            <th scope="col">{pageText(iopsStrings, 'iops.throttle.sourceMeasured')}</th>
            <th scope="col">{pageText(iopsStrings, 'iops.throttle.sourceBound')}</th>
          </tr>
        </thead>
        <tbody>
          {SOURCE_THROTTLE_ROWS.map((row) => (
            <tr key={row.readPercent}>
              <th scope="row">{percent(row.readPercent, 0)}</th>
              <td>{row.capsOnly === null ? '—' : format.number(row.capsOnly, 0)}</td>
              <td>{format.number(row.measuredIops, 0)}</td>
              <td>
                {row.boundBy === 'device'
                  ? pageText(iopsStrings, 'iops.throttle.sourceBoundDevice')
                  : limitLabel(row.boundBy)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One button per measurement that sets the calculator to its conditions. */
export function ThrottleSourceButtons({
  setTexts,
}: {
  readonly setTexts: CalculatorState<IopsParams>['setTexts'];
}): ReactNode {
  const { percent } = useIopsFormat();
  return (
    <div className={styles.sourceButtons}>
      <span>{pageText(iopsStrings, 'iops.throttle.sourceTry')}</span>
      {SOURCE_THROTTLE_ROWS.map((row) => (
        <button
          key={row.readPercent}
          type="button"
          className={clsx('button button--outline button--primary', styles.scenarioButton)}
          onClick={() => {
            setTexts(sourceConditionTexts(row));
          }}
        >
          {pageText(iopsStrings, 'iops.throttle.sourceApply', {
            share: percent(row.readPercent, 0),
          })}
        </button>
      ))}
    </div>
  );
}
