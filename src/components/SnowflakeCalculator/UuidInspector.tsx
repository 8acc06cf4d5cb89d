import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import {
  compareUuidBytes,
  composeUuidV1,
  detectUuidVersion,
  formatUuid,
  gregorian100nsToUnixMs,
  mysqlSwapTimeParts,
  parseUuid,
  UUID_V1_TIME_LOW_WRAP_100NS,
  type UuidBytes,
  uuidHex,
  type UuidParseErrorCode,
  uuidTimestamp,
} from '../../calculators/snowflake';
import type { ParamError } from '../../calculators/shared/queryParams';
import { problemThenFallback } from '../CalculatorFrame/paramErrorMessage';
import ResultList, { Result } from '../ResultList';
import Instant from './Instant';
import TextField from './TextField';
import { uuidParseMessage } from './messages';
import { EXAMPLE_UUID_V1, EXAMPLE_UUID_V4, EXAMPLE_UUID_V6, EXAMPLE_UUID_V7 } from './params';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  readonly text: string;
  readonly value: string;
  readonly error: ParamError | undefined;
  readonly onChange: (text: string) => void;
  readonly headingAs: 'h3' | 'h4';
}

/** Hex digits of bytes `from`…`to − 1`, upper case as MySQL's HEX() prints them. */
function hexPart(bytes: UuidBytes, from: number, to: number): string {
  return uuidHex(bytes).slice(from * 2, to * 2);
}

/** 100 ns intervals as seconds with one decimal (from bigints, no rounding surprises). */
function secondsText(count100ns: bigint): string {
  const tenths = (count100ns + 500_000n) / 1_000_000n;
  return `${tenths / 10n}.${tenths % 10n}`;
}

interface HexGroup {
  readonly label: string;
  readonly hex: string;
  readonly className: string | undefined;
}

function HexGroups({
  groups,
  testId,
}: {
  readonly groups: readonly HexGroup[];
  readonly testId: string;
}): ReactNode {
  return (
    <span className={styles.hexGroups}>
      <code className={styles.hexLine} data-testid={testId}>
        {groups.map((group) => group.hex).join('')}
      </code>
      <span className={styles.hexParts} aria-hidden>
        {groups.map((group) => (
          <span key={group.label} className={styles.hexPart}>
            <span className={group.className}>{group.hex}</span>
            <span className={styles.hexLabel}>{group.label}</span>
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * UUIDs: version and variant, the creation time of versions 1, 6 and 7, and
 * for version 1 the byte order MySQL 8's `UUID_TO_BIN(uuid, 1)` stores.
 */
export default function UuidInspector({
  text,
  value,
  error,
  onChange,
  headingAs,
}: Props): ReactNode {
  let code: UuidParseErrorCode | null = null;
  let bytes: UuidBytes | null = null;
  if (error) {
    code = error.code === 'empty' ? 'empty' : error.code === 'tooLong' ? 'too-long' : 'malformed';
  } else {
    const parsed = parseUuid(value);
    if (parsed.ok) bytes = parsed.value;
    else code = parsed.code;
  }
  const fallback = parseUuid(EXAMPLE_UUID_V1);
  const shown = bytes ?? (fallback.ok ? fallback.value : null);
  const message =
    code === null
      ? null
      : problemThenFallback(
          uuidParseMessage(code),
          pageText(snowflakeStrings, 'snowflake.uuid.fallback', { example: EXAMPLE_UUID_V1 }),
        );

  const examples = [
    { version: 1, uuid: EXAMPLE_UUID_V1 },
    { version: 4, uuid: EXAMPLE_UUID_V4 },
    { version: 6, uuid: EXAMPLE_UUID_V6 },
    { version: 7, uuid: EXAMPLE_UUID_V7 },
  ];

  return (
    <section aria-labelledby="snowflake-uuid-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-uuid-heading" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.uuid.heading')}
      </Heading>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <TextField
            name="uuid"
            label={pageText(snowflakeStrings, 'snowflake.uuid.input')}
            value={text}
            code
            onChange={onChange}
            error={message}
            hint={pageText(snowflakeStrings, 'snowflake.uuid.input.hint')}
          />
          <div className={styles.toolbar}>
            {examples.map((example) => (
              <button
                key={example.version}
                type="button"
                className="button button--secondary button--sm"
                onClick={() => {
                  onChange(example.uuid);
                }}
              >
                {pageText(snowflakeStrings, 'snowflake.uuid.example', { version: example.version })}
              </button>
            ))}
          </div>
        </div>
        <div aria-live="polite">{shown ? <UuidDetails bytes={shown} /> : null}</div>
      </div>
    </section>
  );
}

function UuidDetails({ bytes }: { readonly bytes: UuidBytes }): ReactNode {
  const info = detectUuidVersion(bytes);
  const time = uuidTimestamp(bytes);

  let versionText: string;
  if (info.special === 'nil') {
    versionText = pageText(snowflakeStrings, 'snowflake.uuid.nil');
  } else if (info.special === 'max') {
    versionText = pageText(snowflakeStrings, 'snowflake.uuid.max');
  } else if (info.variant !== 'rfc9562') {
    versionText = pageText(snowflakeStrings, 'snowflake.uuid.otherVariant');
  } else {
    switch (info.version) {
      case 1:
        versionText = pageText(snowflakeStrings, 'snowflake.uuid.v1');
        break;
      case 4:
        versionText = pageText(snowflakeStrings, 'snowflake.uuid.v4');
        break;
      case 6:
        versionText = pageText(snowflakeStrings, 'snowflake.uuid.v6');
        break;
      case 7:
        versionText = pageText(snowflakeStrings, 'snowflake.uuid.v7');
        break;
      default:
        versionText = pageText(snowflakeStrings, 'snowflake.uuid.otherVersion', {
          version: info.version ?? 0,
        });
    }
  }

  return (
    <>
      <ResultList compact className={styles.resultList}>
        <Result
          term={pageText(snowflakeStrings, 'snowflake.uuid.version')}
          value={versionText}
          testId="snowflake-uuid-version"
          data={{ 'data-version': info.version ?? '' }}
        />
        {time.ok ? (
          <Result
            term={pageText(snowflakeStrings, 'snowflake.uuid.time')}
            value={<Instant ms={time.value.unixMs} testId="snowflake-uuid-iso" />}
          />
        ) : null}
      </ResultList>
      {info.version === 1 && time.ok && time.value.gregorian100ns !== null ? (
        <V1ByteOrder bytes={bytes} count100ns={time.value.gregorian100ns} />
      ) : null}
      {info.version === 6 ? <p>{pageText(snowflakeStrings, 'snowflake.uuid.v6.note')}</p> : null}
      {info.version === 7 ? <p>{pageText(snowflakeStrings, 'snowflake.uuid.v7.note')}</p> : null}
      {info.version === 4 ? (
        <p data-testid="snowflake-uuid-random">
          {pageText(snowflakeStrings, 'snowflake.uuid.v4.note')}
        </p>
      ) : null}
      {info.variant === 'rfc9562' &&
      info.version !== null &&
      !info.hasTimestamp &&
      info.version !== 4 ? (
        <p>{pageText(snowflakeStrings, 'snowflake.uuid.noTime.note')}</p>
      ) : null}
    </>
  );
}

function V1ByteOrder({
  bytes,
  count100ns,
}: {
  readonly bytes: UuidBytes;
  readonly count100ns: bigint;
}): ReactNode {
  const swapped = mysqlSwapTimeParts(bytes);
  // RFC 9562 field names: identifiers, the same in every language.
  const timeLow = 'time_low';
  const timeMid = 'time_mid';
  const timeHigh = 'ver + time_high';
  const clockSeq = 'var + clock_seq';
  const node = 'node';
  const textual: HexGroup[] = [
    { label: timeLow, hex: hexPart(bytes, 0, 4), className: styles.fast },
    { label: timeMid, hex: hexPart(bytes, 4, 6), className: undefined },
    { label: timeHigh, hex: hexPart(bytes, 6, 8), className: styles.slow },
    { label: clockSeq, hex: hexPart(bytes, 8, 10), className: undefined },
    { label: node, hex: hexPart(bytes, 10, 16), className: undefined },
  ];
  const stored: HexGroup[] = [
    { label: timeHigh, hex: hexPart(swapped, 0, 2), className: styles.slow },
    { label: timeMid, hex: hexPart(swapped, 2, 4), className: undefined },
    { label: timeLow, hex: hexPart(swapped, 4, 8), className: styles.fast },
    { label: clockSeq, hex: hexPart(swapped, 8, 10), className: undefined },
    { label: node, hex: hexPart(swapped, 10, 16), className: undefined },
  ];

  // The next wrap of time_low, and a UUID from just after it (same clock_seq and node).
  const wrap = UUID_V1_TIME_LOW_WRAP_100NS;
  const untilWrap = wrap - (count100ns % wrap);
  const afterWrap = composeUuidV1({
    timestamp100ns: count100ns + untilWrap,
    clockSequence: ((BigInt(bytes[8] ?? 0) << 8n) | BigInt(bytes[9] ?? 0)) & 0x3fffn,
    node: BigInt(`0x${uuidHex(bytes).slice(20)}`),
  });
  const textOrder = compareUuidBytes(afterWrap, bytes);
  const storedOrder = compareUuidBytes(mysqlSwapTimeParts(afterWrap), swapped);
  const comparison = (order: number) =>
    order < 0
      ? pageText(snowflakeStrings, 'snowflake.uuid.smaller')
      : pageText(snowflakeStrings, 'snowflake.uuid.larger');

  return (
    <div className={styles.byteOrder}>
      <ResultList compact className={styles.resultList}>
        <Result
          term={pageText(snowflakeStrings, 'snowflake.uuid.textual')}
          value={<HexGroups groups={textual} testId="snowflake-uuid-text-hex" />}
        />
        <Result
          term={pageText(snowflakeStrings, 'snowflake.uuid.swapped')}
          value={<HexGroups groups={stored} testId="snowflake-uuid-swapped-hex" />}
        />
      </ResultList>
      <p>{pageText(snowflakeStrings, 'snowflake.uuid.wrap')}</p>
      <p data-testid="snowflake-uuid-wrap">
        {pageText(snowflakeStrings, 'snowflake.uuid.nextWrap', {
          seconds: secondsText(untilWrap),
          at: <Instant ms={gregorian100nsToUnixMs(count100ns + untilWrap)} showLocal={false} />,
          uuid: <code>{formatUuid(afterWrap)}</code>,
          text: comparison(textOrder),
          stored: comparison(storedOrder),
        })}
      </p>
    </div>
  );
}
