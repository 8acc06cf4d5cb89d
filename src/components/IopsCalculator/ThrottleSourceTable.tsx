import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import Translate from '@docusaurus/Translate';
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
          <Translate
            id="iops.throttle.sourceCaption"
            values={{
              source: <Citation source={SOURCE_THROTTLE_TEST.source} />,
              cap: count(SOURCE_THROTTLE_TEST.readIopsCap),
              block: count(SOURCE_THROTTLE_TEST.blockSizeKiB),
            }}
          >
            {
              '出典の測定: sh2 {source}。KVM ゲストに cgroup v1 で読み・書きとも {cap} IOPS の上限、{block} KiB のランダム I/O。'
            }
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="iops.throttle.sourceRead">読み取りの割合</Translate>
            </th>
            <th scope="col">
              <Translate id="iops.throttle.sourceCaps">上限だけで許される合計</Translate>
            </th>
            <th scope="col">
              <Translate id="iops.throttle.sourceMeasured">測定値</Translate>
            </th>
            <th scope="col">
              <Translate id="iops.throttle.sourceBound">決めたもの</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {SOURCE_THROTTLE_ROWS.map((row) => (
            <tr key={row.readPercent}>
              <th scope="row">{percent(row.readPercent, 0)}</th>
              <td>{row.capsOnly === null ? '—' : format.number(row.capsOnly, 0)}</td>
              <td>{format.number(row.measuredIops, 0)}</td>
              <td>
                {row.boundBy === 'device' ? (
                  <Translate id="iops.throttle.sourceBoundDevice">
                    SSD（上限には届かない）
                  </Translate>
                ) : (
                  limitLabel(row.boundBy)
                )}
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
      <span>
        <Translate id="iops.throttle.sourceTry">出典の条件で計算する:</Translate>
      </span>
      {SOURCE_THROTTLE_ROWS.map((row) => (
        <button
          key={row.readPercent}
          type="button"
          className={clsx('button button--outline button--primary', styles.scenarioButton)}
          onClick={() => {
            setTexts(sourceConditionTexts(row));
          }}
        >
          <Translate id="iops.throttle.sourceApply" values={{ share: percent(row.readPercent, 0) }}>
            {'読み取り {share}'}
          </Translate>
        </button>
      ))}
    </div>
  );
}
