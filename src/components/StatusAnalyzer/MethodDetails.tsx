import React, { type ReactNode } from 'react';
import {
  DEFAULT_THRESHOLDS,
  type CounterDelta,
} from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import CounterTable from './CounterTable';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  /** The counters behind the figures; null for a shared link, which carries none. */
  readonly counters: readonly CounterDelta[] | null;
}

/** "How it is computed": the formulas, the flags' thresholds, and the counters used. */
export default function MethodDetails({ counters }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <details className={styles.method}>
      <summary>{pageText(statusAnalyzerStrings, 'statusAnalyzer.method.summary')}</summary>
      <ul>
        <li>{pageText(statusAnalyzerStrings, 'statusAnalyzer.method.deltas')}</li>
        <li>{pageText(statusAnalyzerStrings, 'statusAnalyzer.method.hitRatio')}</li>
        <li>{pageText(statusAnalyzerStrings, 'statusAnalyzer.method.commits')}</li>
        <li>{pageText(statusAnalyzerStrings, 'statusAnalyzer.method.fsyncs')}</li>
        <li>
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.method.thresholds', {
            hit: format.percent(DEFAULT_THRESHOLDS.minHitRatio, 0),
            pages: format.number(DEFAULT_THRESHOLDS.minPageRequests, 0),
            fsyncs: format.number(DEFAULT_THRESHOLDS.maxFsyncsPerCommit, 0),
            commits: format.number(DEFAULT_THRESHOLDS.minCommits, 0),
            tmp: format.percent(DEFAULT_THRESHOLDS.maxTmpDiskRatio, 0),
            tables: format.number(DEFAULT_THRESHOLDS.minTmpTables, 0),
          })}
        </li>
      </ul>
      {counters && counters.length > 0 ? <CounterTable counters={counters} /> : null}
    </details>
  );
}
