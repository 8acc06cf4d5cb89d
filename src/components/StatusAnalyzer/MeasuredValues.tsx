import React, { type ReactNode } from 'react';
import type { DerivedValues, StatusMetrics } from '../../calculators/status-analyzer/analyzeStatus';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import ResultList, { Result, ResultNote } from '../ResultList';
import { binlogLabel, commitCounterLabel, queryCounterLabel } from './messages';
import { statusFormat } from './format';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly metrics: StatusMetrics;
  readonly derived: DerivedValues;
}

/** The figures of the interval: hit ratio and fsyncs per commit first, then the rates. */
export default function MeasuredValues({ metrics, derived }: Props): ReactNode {
  const { perSecond, ratio, percent } = statusFormat(useNumberFormat());
  return (
    <ResultList columns>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.hitRatio')}
        value={percent(derived.hitRatio)}
        emphasis="headline"
        testId="status-analyzer-hit-ratio"
      >
        <ResultNote>
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.result.hitRatio.detail', {
            requests: perSecond(metrics.pageRequestsPerSecond),
            misses: perSecond(metrics.pageMissesPerSecond),
          })}
        </ResultNote>
      </Result>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.fsyncsPerCommit')}
        value={ratio(derived.fsyncsPerCommit)}
        emphasis="headline"
        testId="status-analyzer-fsyncs-per-commit"
      >
        <ResultNote>
          {derived.binlogFsyncsPerCommit === null
            ? pageText(statusAnalyzerStrings, 'statusAnalyzer.result.fsyncsPerCommit.innodbOnly', {
                innodb: ratio(derived.innodbFsyncsPerCommit),
              })
            : pageText(statusAnalyzerStrings, 'statusAnalyzer.result.fsyncsPerCommit.split', {
                innodb: ratio(derived.innodbFsyncsPerCommit),
                binlog: ratio(derived.binlogFsyncsPerCommit),
              })}
          {derived.commitsPerGroupCommit !== null ? (
            <>
              {' '}
              {pageText(statusAnalyzerStrings, 'statusAnalyzer.result.groupSize', {
                size: ratio(derived.commitsPerGroupCommit),
              })}
            </>
          ) : null}
        </ResultNote>
      </Result>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.commits')}
        value={perSecond(metrics.commitsPerSecond)}
        testId="status-analyzer-commits"
      >
        {metrics.commitsPerSecond !== null ? (
          <ResultNote>{commitCounterLabel(metrics.commitCounter)}</ResultNote>
        ) : null}
      </Result>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.fsyncs')}
        value={perSecond(metrics.fsyncsPerSecond)}
        testId="status-analyzer-fsyncs"
      />
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.dataIo')}
        value={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.dataIo.value', {
          reads: perSecond(metrics.dataReadsPerSecond),
          writes: perSecond(metrics.dataWritesPerSecond),
        })}
        testId="status-analyzer-data-io"
      />
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.queries')}
        value={perSecond(metrics.queriesPerSecond)}
        testId="status-analyzer-queries"
      >
        {metrics.queryCounter ? (
          <ResultNote>{queryCounterLabel(metrics.queryCounter)}</ResultNote>
        ) : null}
      </Result>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.tmpDisk')}
        value={percent(derived.tmpDiskRatio)}
        testId="status-analyzer-tmp-disk"
      >
        <ResultNote>
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.result.tmpDisk.detail', {
            disk: perSecond(metrics.tmpDiskTablesPerSecond),
            all: perSecond(metrics.tmpTablesPerSecond),
          })}
        </ResultNote>
      </Result>
      <Result
        term={pageText(statusAnalyzerStrings, 'statusAnalyzer.result.binlog')}
        value={binlogLabel(metrics.binlog)}
        testId="status-analyzer-binlog"
      />
    </ResultList>
  );
}
