import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { MAX_IOPS, isBlockSizeKiB } from '../../calculators/iops/bounds';
import type { BusInterface } from '../../calculators/iops/devicePresets';
import {
  bandwidthFromIops,
  iopsFromQueue,
  outstandingFromIops,
} from '../../calculators/iops/queueing';
import type { IopsParams } from './params';
import QueueFields from './QueueFields';
import QueueResults from './QueueResults';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** Required IOPS of the demand (headroom included); `null` when there is none. */
  readonly demandIops: number | null;
  /** How the chosen storage attaches (SATA caps the queue at 32). */
  readonly busInterface: BusInterface;
  readonly subheading: 'h3' | 'h4';
}

/** Little's law, the SATA NCQ limit and bandwidth for the chosen block size. */
export default function QueueSection({
  state,
  demandIops,
  busInterface,
  subheading,
}: Props): ReactNode {
  const { values } = state;
  const blockSize = isBlockSizeKiB(Number(values.bs)) ? (Number(values.bs) as 4 | 8 | 16) : 16;
  const queue = iopsFromQueue({
    outstandingIos: values.qd,
    latencyMs: values.lat,
    busInterface,
  });
  // Bandwidth and queue maths accept up to MAX_IOPS; beyond it they are not shown.
  const queueBandwidth = queue.ok ? bandwidthFromIops(queue.value.iops, blockSize) : null;
  const demandTotal = demandIops !== null && demandIops <= MAX_IOPS ? demandIops : null;
  const demandBandwidth = demandTotal === null ? null : bandwidthFromIops(demandTotal, blockSize);
  const outstandingNeeded =
    demandTotal === null ? null : outstandingFromIops(demandTotal, values.lat);

  return (
    <section aria-labelledby="iops-queue" className={styles.section}>
      <Heading as={subheading} id="iops-queue" className={styles.subheading}>
        {pageText(iopsStrings, 'iops.queue.heading')}
      </Heading>
      <p className={styles.sectionIntro}>{pageText(iopsStrings, 'iops.queue.intro')}</p>
      <div className={styles.sectionLayout}>
        <QueueFields state={state} />
        <QueueResults
          queue={queue}
          queueBandwidth={queueBandwidth}
          blockSize={blockSize}
          demandTotal={demandTotal}
          demandBandwidth={demandBandwidth}
          outstandingNeeded={outstandingNeeded}
          busInterface={busInterface}
        />
      </div>
    </section>
  );
}
