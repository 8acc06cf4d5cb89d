import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { BLOCK_SIZES_KIB, MAX_IOPS, isBlockSizeKiB } from '../../calculators/iops/bounds';
import type { BusInterface } from '../../calculators/iops/devicePresets';
import {
  INNODB_PAGE_SIZE_KIB,
  REFERENCE_LATENCIES_MS,
  SATA_NCQ_MAX_QUEUE_DEPTH,
  bandwidthFromIops,
  iopsFromQueue,
  outstandingFromIops,
} from '../../calculators/iops/queueing';
import type { IopsParams } from './params';
import { iopsMessage } from './messages';
import { Cite, fieldErrors, useIopsFormat } from './shared';
import styles from './styles.module.css';

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
  const { values, texts, setText } = state;
  const format = useIopsFormat();
  const { iops, count, mib } = format;
  const { errorFor, numberError } = fieldErrors(state, format);

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
        <Translate id="iops.queue.heading">キュー深度・レイテンシ・帯域</Translate>
      </Heading>
      <p className={styles.sectionIntro}>
        <Translate id="iops.queue.intro">
          リトルの法則: IOPS = 同時に発行中の I/O 数 ÷ 1 回あたりのレイテンシ。帯域 = IOPS ×
          ブロックサイズ。
        </Translate>
      </p>
      <div className={styles.sectionLayout}>
        <div className={styles.sectionFields}>
          <NumberField
            name="qd"
            label={<Translate id="iops.field.qd">同時に発行中の I/O 数（キュー深度）</Translate>}
            value={texts.qd}
            onChange={(text) => setText('qd', text)}
            error={numberError('qd')}
            hint={
              <Translate
                id="iops.field.qd.hint"
                values={{ ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value) }}
              >
                {'SATA の NCQ は {ncq} まで。それ以上は SATA の機器には届きません。'}
              </Translate>
            }
          />
          <NumberField
            name="lat"
            label={
              <Translate id="iops.field.lat">
                1 回の I/O のレイテンシ（待ち時間込み、iostat の await）
              </Translate>
            }
            unit="ms"
            value={texts.lat}
            onChange={(text) => setText('lat', text)}
            error={numberError('lat')}
            hint={
              <Translate
                id="iops.field.lat.hint"
                values={{
                  hdd: format.number(REFERENCE_LATENCIES_MS.hdd.value),
                  ssd: format.number(REFERENCE_LATENCIES_MS.intelSsd.value),
                  source: <Cite source={REFERENCE_LATENCIES_MS.hdd.source} />,
                }}
              >
                {'目安: HDD {hdd} ms、Intel SSD {ssd} ms（出典: {source}）。'}
              </Translate>
            }
          />
          <ChoiceField
            name="bs"
            label={<Translate id="iops.field.bs">ブロックサイズ</Translate>}
            value={values.bs}
            onChange={(value) => setText('bs', value)}
            choices={BLOCK_SIZES_KIB.map((size) => ({
              value: String(size) as '4' | '8' | '16',
              label:
                size === INNODB_PAGE_SIZE_KIB.value
                  ? translate(
                      { id: 'iops.field.bs.innodb', message: '{size} KiB（InnoDB のページ）' },
                      { size: String(size) },
                    )
                  : `${size} KiB`,
            }))}
            error={errorFor('bs', '16 KiB')}
          />
        </div>
        <div className={styles.sectionResults} aria-live="polite">
          {queue.ok ? (
            <dl className={styles.results}>
              <div>
                <dt>
                  <Translate id="iops.queue.iops">この深度とレイテンシで出る IOPS</Translate>
                </dt>
                <dd className={styles.headline} data-testid="iops-queue-iops">
                  {iops(queue.value.iops)}
                </dd>
                {queueBandwidth?.ok ? (
                  <dd className={styles.detail}>
                    <Translate
                      id="iops.queue.bandwidth"
                      values={{
                        bandwidth: mib(queueBandwidth.value.mebibytesPerSecond),
                        size: count(blockSize),
                      }}
                    >
                      {'帯域 {bandwidth}（{size} KiB ブロック）'}
                    </Translate>
                  </dd>
                ) : null}
                {queue.value.cappedByNcq ? (
                  <dd className={styles.detail}>
                    <Translate
                      id="iops.queue.ncqCapped"
                      values={{
                        ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value),
                        source: <Cite source={SATA_NCQ_MAX_QUEUE_DEPTH.source} />,
                      }}
                    >
                      {
                        'SATA の NCQ の上限により、機器に届くのは {ncq} 件までとして計算しています（出典: {source}）。'
                      }
                    </Translate>
                  </dd>
                ) : null}
              </div>
              {demandTotal !== null && outstandingNeeded?.ok ? (
                <div>
                  <dt>
                    <Translate id="iops.queue.needed" values={{ iops: iops(demandTotal) }}>
                      {'必要な {iops} を出すのに要る同時 I/O 数'}
                    </Translate>
                  </dt>
                  <dd data-testid="iops-queue-needed">
                    {outstandingNeeded.value < 1
                      ? format.significant(outstandingNeeded.value)
                      : format.number(outstandingNeeded.value, 1)}
                  </dd>
                  {busInterface === 'sata' &&
                  outstandingNeeded.value > SATA_NCQ_MAX_QUEUE_DEPTH.value ? (
                    <dd className={styles.detail}>
                      <Translate
                        id="iops.queue.neededOverNcq"
                        values={{ ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value) }}
                      >
                        {
                          'SATA の NCQ の上限 {ncq} を超えます。このレイテンシのままでは 1 台の SATA 機器では届きません。'
                        }
                      </Translate>
                    </dd>
                  ) : null}
                  {demandBandwidth?.ok ? (
                    <dd className={styles.detail}>
                      <Translate
                        id="iops.queue.demandBandwidth"
                        values={{
                          bandwidth: mib(demandBandwidth.value.mebibytesPerSecond),
                          size: count(blockSize),
                        }}
                      >
                        {'そのときの帯域は {bandwidth}（{size} KiB ブロック）'}
                      </Translate>
                    </dd>
                  ) : null}
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="alert alert--warning">{iopsMessage(queue.error)}</p>
          )}
        </div>
      </div>
    </section>
  );
}
