import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { formatIsoUtc } from '../../calculators/snowflake';
import { formatLocalTime } from './format';
import styles from './styles.module.css';

interface Props {
  /** Unix milliseconds. */
  readonly ms: bigint;
  /** data-testid of the ISO text, for browser tests. */
  readonly testId?: string;
  /** Show the local time on its own line (default) or not at all. */
  readonly showLocal?: boolean;
}

/**
 * An instant as ISO 8601 UTC and, once the page runs in the reader's browser,
 * in the reader's time zone. The server renders only the UTC text, which is
 * the same everywhere; the local time would differ between server and client.
 */
export default function Instant({ ms, testId, showLocal = true }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const iso = formatIsoUtc(ms);
  const local = isBrowser && showLocal ? formatLocalTime(ms) : null;
  return (
    <span className={styles.instant}>
      <time dateTime={iso} className={styles.iso} data-testid={testId}>
        {iso}
      </time>
      {showLocal ? (
        <span className={styles.local}>
          {!isBrowser ? (
            <Translate id="snowflake.local.pending">
              （閲覧環境のローカル時刻はページの読み込み後に表示します）
            </Translate>
          ) : local === null ? (
            <Translate id="snowflake.local.outOfRange">
              （JavaScript の Date で表せない範囲のため、ローカル時刻は表示できません）
            </Translate>
          ) : (
            <Translate
              id="snowflake.local.value"
              values={{ time: local.text, zone: local.zone || 'UTC' }}
            >
              {'ローカル時刻（{zone}）: {time}'}
            </Translate>
          )}
        </span>
      ) : null}
    </span>
  );
}
