import React, { type ReactNode } from 'react';
import type { ThrottleError, ThrottleOutcome } from '../../calculators/iops/throttle';
import type { SizingError } from '../../calculators/iops/sizing';
import type { CalculationResult } from '../../calculators/iops/types';
import ResultList, { Result, ResultNote } from '../ResultList';
import { iopsMessage } from './messages';
import { limitLabel } from './labels';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  readonly throttle: CalculationResult<ThrottleOutcome, ThrottleError>;
  /** The read share the total is for, percent. */
  readonly readPercent: number;
  /** The device limit in use; an error when the storage's could not be computed. */
  readonly deviceLimit: CalculationResult<number | null, SizingError>;
  /** The shell commands that set the caps. */
  readonly command: string;
}

/**
 * The throttle results: the total the caps (and device) allow at the read
 * share and what decides it, and the commands that set the caps.
 */
export default function ThrottleResult({
  throttle,
  readPercent,
  deviceLimit,
  command,
}: Props): ReactNode {
  const { iops, percent } = useIopsFormat();
  return (
    <div className={styles.sectionResults} aria-live="polite">
      {throttle.ok && throttle.value.kind === 'bounded' ? (
        <ResultList>
          <Result
            term={pageText(iopsStrings, 'iops.throttle.total', { share: percent(readPercent) })}
            value={iops(throttle.value.totalIops)}
            emphasis="headline"
            testId="iops-throttle-total"
          >
            <ResultNote>
              {pageText(iopsStrings, 'iops.throttle.split', {
                read: iops(throttle.value.readIops),
                write: iops(throttle.value.writeIops),
                limits: throttle.value.limitedBy
                  .map(limitLabel)
                  .join(pageText(iopsStrings, 'iops.list.separator')),
              })}
            </ResultNote>
            {throttle.value.capOnlyIops !== null &&
            throttle.value.limitedBy.includes('device') &&
            throttle.value.capOnlyIops > throttle.value.totalIops ? (
              <ResultNote>
                {pageText(iopsStrings, 'iops.throttle.capsAllow', {
                  caps: iops(throttle.value.capOnlyIops),
                })}
              </ResultNote>
            ) : null}
          </Result>
        </ResultList>
      ) : (
        <p className="alert alert--info" data-testid="iops-throttle-total">
          {throttle.ok
            ? pageText(iopsStrings, 'iops.throttle.unbounded')
            : iopsMessage(throttle.code)}
        </p>
      )}
      {!deviceLimit.ok ? (
        <p className="alert alert--warning">
          {pageText(iopsStrings, 'iops.throttle.storageUnavailable')}{' '}
          {iopsMessage(deviceLimit.code)}
        </p>
      ) : null}
      <pre className={styles.command}>
        <code>{command}</code>
      </pre>
    </div>
  );
}
