import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { CounterDelta } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import styles from './styles.module.css';

interface Props {
  readonly counters: readonly CounterDelta[];
}

/** The counter increases the figures were computed from. */
export default function CounterTable({ counters }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>
          <Translate id="statusAnalyzer.counters.caption">計算に使ったカウンタの増分</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="statusAnalyzer.counters.name">変数</Translate>
            </th>
            <th scope="col">
              <Translate id="statusAnalyzer.counters.delta">増分</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {counters.map((counter) => (
            <tr key={counter.name}>
              <th scope="row">
                <code>{counter.name}</code>
              </th>
              <td>{format.number(counter.delta, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
