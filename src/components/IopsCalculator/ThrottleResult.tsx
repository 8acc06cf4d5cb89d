import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type { ThrottleError, ThrottleOutcome } from '../../calculators/iops/throttle';
import type { SizingError } from '../../calculators/iops/sizing';
import type { CalculationResult } from '../../calculators/iops/types';
import ResultList, { Result, ResultNote } from '../ResultList';
import { iopsMessage } from './messages';
import { limitLabel } from './labels';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

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
            term={
              <Translate id="iops.throttle.total" values={{ share: percent(readPercent) }}>
                {'出せる合計 IOPS（読み取り {share}）'}
              </Translate>
            }
            value={iops(throttle.value.totalIops)}
            emphasis="headline"
            testId="iops-throttle-total"
          >
            <ResultNote>
              <Translate
                id="iops.throttle.split"
                values={{
                  read: iops(throttle.value.readIops),
                  write: iops(throttle.value.writeIops),
                  limits: throttle.value.limitedBy
                    .map(limitLabel)
                    .join(translate({ id: 'iops.list.separator', message: '、' })),
                }}
              >
                {'読み取り {read} + 書き込み {write}。決めているのは {limits}。'}
              </Translate>
            </ResultNote>
            {throttle.value.capOnlyIops !== null &&
            throttle.value.limitedBy.includes('device') &&
            throttle.value.capOnlyIops > throttle.value.totalIops ? (
              <ResultNote>
                <Translate
                  id="iops.throttle.capsAllow"
                  values={{ caps: iops(throttle.value.capOnlyIops) }}
                >
                  {'上限だけなら {caps} まで許されますが、デバイスがそこまで出せません。'}
                </Translate>
              </ResultNote>
            ) : null}
          </Result>
        </ResultList>
      ) : (
        <p className="alert alert--info" data-testid="iops-throttle-total">
          {throttle.ok ? (
            <Translate id="iops.throttle.unbounded">
              この割合では上限が効かず、デバイスの限界も指定されていません。
            </Translate>
          ) : (
            iopsMessage(throttle.code)
          )}
        </p>
      )}
      {!deviceLimit.ok ? (
        <p className="alert alert--warning">
          <Translate id="iops.throttle.storageUnavailable">
            上で選んだストレージの能力をこの割合では計算できないため、デバイスの限界なしで計算しています。
          </Translate>{' '}
          {iopsMessage(deviceLimit.code)}
        </p>
      ) : null}
      <pre className={styles.command}>
        <code>{command}</code>
      </pre>
    </div>
  );
}
