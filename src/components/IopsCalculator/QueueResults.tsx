import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import ResultList, { Result, ResultNote } from '../ResultList';
import type { BusInterface } from '../../calculators/iops/devicePresets';
import {
  SATA_NCQ_MAX_QUEUE_DEPTH,
  type Bandwidth,
  type IopsFromQueue,
  type QueueingError,
} from '../../calculators/iops/queueing';
import type { CalculationResult } from '../../calculators/iops/types';
import { iopsMessage } from './messages';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  /** IOPS from the queue depth and latency. */
  readonly queue: CalculationResult<IopsFromQueue, QueueingError>;
  /** Bandwidth of those IOPS; `null` when not shown. */
  readonly queueBandwidth: CalculationResult<Bandwidth, QueueingError> | null;
  readonly blockSize: number;
  /** The demand's IOPS when within the queueing maths' range, else `null`. */
  readonly demandTotal: number | null;
  readonly demandBandwidth: CalculationResult<Bandwidth, QueueingError> | null;
  /** I/Os in flight the demand needs at this latency. */
  readonly outstandingNeeded: CalculationResult<number, QueueingError> | null;
  readonly busInterface: BusInterface;
}

/**
 * The queueing results: IOPS and bandwidth from the queue depth and latency,
 * and the I/Os in flight the demand needs (with SATA's NCQ limit).
 */
export default function QueueResults({
  queue,
  queueBandwidth,
  blockSize,
  demandTotal,
  demandBandwidth,
  outstandingNeeded,
  busInterface,
}: Props): ReactNode {
  const format = useIopsFormat();
  const { iops, count, mib } = format;
  return (
    <div className={styles.sectionResults} aria-live="polite">
      {queue.ok ? (
        <ResultList>
          <Result
            term={pageText(iopsStrings, 'iops.queue.iops')}
            value={iops(queue.value.iops)}
            emphasis="headline"
            testId="iops-queue-iops"
          >
            {queueBandwidth?.ok ? (
              <ResultNote>
                {pageText(iopsStrings, 'iops.queue.bandwidth', {
                  bandwidth: mib(queueBandwidth.value.mebibytesPerSecond),
                  size: count(blockSize),
                })}
              </ResultNote>
            ) : null}
            {queue.value.cappedByNcq ? (
              <ResultNote>
                {pageText(iopsStrings, 'iops.queue.ncqCapped', {
                  ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value),
                  source: <Citation source={SATA_NCQ_MAX_QUEUE_DEPTH.source} />,
                })}
              </ResultNote>
            ) : null}
          </Result>
          {demandTotal !== null && outstandingNeeded?.ok ? (
            <Result
              term={pageText(iopsStrings, 'iops.queue.needed', { iops: iops(demandTotal) })}
              value={
                outstandingNeeded.value < 1
                  ? format.significant(outstandingNeeded.value)
                  : format.number(outstandingNeeded.value, 1)
              }
              testId="iops-queue-needed"
            >
              {busInterface === 'sata' &&
              outstandingNeeded.value > SATA_NCQ_MAX_QUEUE_DEPTH.value ? (
                <ResultNote>
                  {pageText(iopsStrings, 'iops.queue.neededOverNcq', {
                    ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value),
                  })}
                </ResultNote>
              ) : null}
              {demandBandwidth?.ok ? (
                <ResultNote>
                  {pageText(iopsStrings, 'iops.queue.demandBandwidth', {
                    bandwidth: mib(demandBandwidth.value.mebibytesPerSecond),
                    size: count(blockSize),
                  })}
                </ResultNote>
              ) : null}
            </Result>
          ) : null}
        </ResultList>
      ) : (
        <p className="alert alert--warning">{iopsMessage(queue.code)}</p>
      )}
    </div>
  );
}
