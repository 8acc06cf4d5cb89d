import React, { type ReactNode } from 'react';
import type { CounterDelta } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly counters: readonly CounterDelta[];
}

/** The counter increases the figures were computed from. */
export default function CounterTable({ counters }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>{pageText(statusAnalyzerStrings, 'statusAnalyzer.counters.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{pageText(statusAnalyzerStrings, 'statusAnalyzer.counters.name')}</th>
            <th scope="col">{pageText(statusAnalyzerStrings, 'statusAnalyzer.counters.delta')}</th>
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
