import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
        {pageText(iopsStrings, 'iops.throttle.heading')}
      </Heading>
      <p className={styles.sectionIntro}>{pageText(iopsStrings, 'iops.throttle.intro')}</p>
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
          {pageText(iopsStrings, 'iops.throttle.provisionedNote', {
            label: localized(provisionedMechanism.label),
            note: localized(provisionedMechanism.note),
          })}
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
