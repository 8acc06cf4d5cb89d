import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { formatIsoUtc } from '../../calculators/snowflake';
import { formatLocalTime } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

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
          {!isBrowser
            ? pageText(snowflakeStrings, 'snowflake.local.pending')
            : local === null
              ? pageText(snowflakeStrings, 'snowflake.local.outOfRange')
              : pageText(snowflakeStrings, 'snowflake.local.value', {
                  time: local.text,
                  zone: local.zone || 'UTC',
                })}
        </span>
      ) : null}
    </span>
  );
}
