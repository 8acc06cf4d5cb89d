import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { THROTTLE_MECHANISMS, throttledIops } from '../../calculators/iops/throttle';
import type { IopsParams } from './params';
import { throttleDeviceLimit, type ResolvedStorage } from './model';
import { throttleCommand } from './throttleCommand';
import ThrottleChart from './ThrottleChart';
import ThrottleFields from './ThrottleFields';
import ThrottleResult from './ThrottleResult';
import { ThrottleSourceButtons, ThrottleSourceTable } from './ThrottleSourceTable';
import styles from './styles.module.css';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** Read share of the demand, percent; `null` when there is no valid demand. */
  readonly demandReadPercent: number | null;
  /** The storage chosen above, for the "device limit = storage" option. */
  readonly resolved: ResolvedStorage;
  readonly subheading: 'h3' | 'h4';
}

const provisionedMechanism = THROTTLE_MECHANISMS.find((item) => item.id === 'provisioned-volume');

/**
 * Per-direction IOPS caps (cgroup v1 blkio, cgroup v2 io.max): the total a
 * workload reaches at a read share, next to the source's measurements with
 * 10,000 + 10,000 IOPS caps.
 */
export default function ThrottleSection({
  state,
  demandReadPercent,
  resolved,
  subheading,
}: Props): ReactNode {
  const { values, setTexts } = state;
  const localized = useLocalizedText();

  const deviceLimit = throttleDeviceLimit(values, resolved, values.tread);
  const throttle = throttledIops({
    readPercent: values.tread,
    readIopsCap: values.rcap,
    writeIopsCap: values.wcap,
    deviceLimitIops: deviceLimit.ok ? deviceLimit.value : null,
  });

  return (
    <section aria-labelledby="iops-throttle" className={styles.section}>
      <Heading as={subheading} id="iops-throttle" className={styles.subheading}>
        <Translate id="iops.throttle.heading">読み書き別の IOPS 上限（スロットリング）</Translate>
      </Heading>
      <p className={styles.sectionIntro}>
        <Translate id="iops.throttle.intro">
          上限が読み取りと書き込みに別々にかかると、合計で出せる IOPS は読み取りの割合 r によって
          min(読み取り上限 ÷ r、書き込み上限 ÷ (1 − r)、デバイスの限界) になります。2
          つの上限の合計にはなりません。
        </Translate>
      </p>
      <div className={styles.sectionLayout}>
        <ThrottleFields state={state} demandReadPercent={demandReadPercent} />
        <ThrottleResult
          throttle={throttle}
          readPercent={values.tread}
          deviceLimit={deviceLimit}
          command={throttleCommand(values.thr, values.rcap, values.wcap)}
        />
      </div>
      {/* The source's measurements and their buttons span the section: in the
          results column beside the fields the table had ≈370 px on a desktop
          and wrapped every heading onto three lines. */}
      <ThrottleSourceTable />
      <ThrottleSourceButtons setTexts={setTexts} />
      {provisionedMechanism?.note ? (
        <p className={styles.note}>
          <Translate
            id="iops.throttle.provisionedNote"
            values={{
              label: localized(provisionedMechanism.label),
              note: localized(provisionedMechanism.note),
            }}
          >
            {'{label}: {note}'}
          </Translate>
        </p>
      ) : null}
      <ThrottleChart
        readIopsCap={values.rcap}
        writeIopsCap={values.wcap}
        readPercent={values.tread}
        deviceLimitAt={(percent) => {
          const limit = throttleDeviceLimit(values, resolved, percent);
          return limit.ok ? limit.value : null;
        }}
      />
    </section>
  );
}
