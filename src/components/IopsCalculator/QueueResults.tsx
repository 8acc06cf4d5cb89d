import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import ResultList, { Result, ResultNote } from '../ResultList';
import Translate from '@docusaurus/Translate';
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
            term={<Translate id="iops.queue.iops">この深度とレイテンシで出る IOPS</Translate>}
            value={iops(queue.value.iops)}
            emphasis="headline"
            testId="iops-queue-iops"
          >
            {queueBandwidth?.ok ? (
              <ResultNote>
                <Translate
                  id="iops.queue.bandwidth"
                  values={{
                    bandwidth: mib(queueBandwidth.value.mebibytesPerSecond),
                    size: count(blockSize),
                  }}
                >
                  {'帯域 {bandwidth}（{size} KiB ブロック）'}
                </Translate>
              </ResultNote>
            ) : null}
            {queue.value.cappedByNcq ? (
              <ResultNote>
                <Translate
                  id="iops.queue.ncqCapped"
                  values={{
                    ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value),
                    source: <Citation source={SATA_NCQ_MAX_QUEUE_DEPTH.source} />,
                  }}
                >
                  {
                    'SATA の NCQ の上限により、機器に届くのは {ncq} 件までとして計算しています（出典: {source}）。'
                  }
                </Translate>
              </ResultNote>
            ) : null}
          </Result>
          {demandTotal !== null && outstandingNeeded?.ok ? (
            <Result
              term={
                <Translate id="iops.queue.needed" values={{ iops: iops(demandTotal) }}>
                  {'必要な {iops} を出すのに要る同時 I/O 数'}
                </Translate>
              }
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
                  <Translate
                    id="iops.queue.neededOverNcq"
                    values={{ ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value) }}
                  >
                    {
                      'SATA の NCQ の上限 {ncq} を超えます。このレイテンシのままでは 1 台の SATA 機器では届きません。'
                    }
                  </Translate>
                </ResultNote>
              ) : null}
              {demandBandwidth?.ok ? (
                <ResultNote>
                  <Translate
                    id="iops.queue.demandBandwidth"
                    values={{
                      bandwidth: mib(demandBandwidth.value.mebibytesPerSecond),
                      size: count(blockSize),
                    }}
                  >
                    {'そのときの帯域は {bandwidth}（{size} KiB ブロック）'}
                  </Translate>
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
