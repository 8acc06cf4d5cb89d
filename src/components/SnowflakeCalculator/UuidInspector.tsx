import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
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
          translate(
            {
              id: 'snowflake.uuid.fallback',
              message: '代わりに RFC 9562 の v1 の例 {example} を表示しています。',
            },
            { example: EXAMPLE_UUID_V1 },
          ),
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
        <Translate id="snowflake.uuid.heading">UUID を調べる</Translate>
      </Heading>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <TextField
            name="uuid"
            label={<Translate id="snowflake.uuid.input">UUID</Translate>}
            value={text}
            code
            onChange={onChange}
            error={message}
            hint={
              <Translate id="snowflake.uuid.input.hint">
                8-4-4-4-12 桁の形式。大文字・小文字どちらでも構いません。
              </Translate>
            }
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
                <Translate id="snowflake.uuid.example" values={{ version: example.version }}>
                  {'RFC 9562 の v{version} の例'}
                </Translate>
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
    versionText = translate({
      id: 'snowflake.uuid.nil',
      message: 'Nil UUID（すべてのビットが 0）',
    });
  } else if (info.special === 'max') {
    versionText = translate({
      id: 'snowflake.uuid.max',
      message: 'Max UUID（すべてのビットが 1）',
    });
  } else if (info.variant !== 'rfc9562') {
    versionText = translate({
      id: 'snowflake.uuid.otherVariant',
      message: 'RFC 9562 のバリアントではない UUID（バージョン番号は定義されていません）',
    });
  } else {
    switch (info.version) {
      case 1:
        versionText = translate({
          id: 'snowflake.uuid.v1',
          message: 'バージョン 1（時刻 + ノード）',
        });
        break;
      case 4:
        versionText = translate({ id: 'snowflake.uuid.v4', message: 'バージョン 4（ランダム）' });
        break;
      case 6:
        versionText = translate({
          id: 'snowflake.uuid.v6',
          message: 'バージョン 6（v1 の時刻を上位から並べたもの）',
        });
        break;
      case 7:
        versionText = translate({
          id: 'snowflake.uuid.v7',
          message: 'バージョン 7（Unix ミリ秒 + ランダム）',
        });
        break;
      default:
        versionText = translate(
          { id: 'snowflake.uuid.otherVersion', message: 'バージョン {version}' },
          { version: info.version ?? 0 },
        );
    }
  }

  return (
    <>
      <ResultList compact className={styles.resultList}>
        <Result
          term={<Translate id="snowflake.uuid.version">バージョン</Translate>}
          value={versionText}
          testId="snowflake-uuid-version"
          data={{ 'data-version': info.version ?? '' }}
        />
        {time.ok ? (
          <Result
            term={<Translate id="snowflake.uuid.time">作成日時（ISO 8601、UTC）</Translate>}
            value={<Instant ms={time.value.unixMs} testId="snowflake-uuid-iso" />}
          />
        ) : null}
      </ResultList>
      {info.version === 1 && time.ok && time.value.gregorian100ns !== null ? (
        <V1ByteOrder bytes={bytes} count100ns={time.value.gregorian100ns} />
      ) : null}
      {info.version === 6 ? (
        <p>
          <Translate id="snowflake.uuid.v6.note">
            v6 は v1 と同じ 60 ビットの時刻（1582-10-15 からの 100 ns
            単位）を上位から順に並べた形式で、バイト列のままで時刻順に並びます。
          </Translate>
        </p>
      ) : null}
      {info.version === 7 ? (
        <p>
          <Translate id="snowflake.uuid.v7.note">
            先頭 48 ビットが Unix ミリ秒なので、BINARY(16) にそのまま入れれば時刻順に並び、InnoDB
            への挿入はインデックスの右端に集まります。UUID_TO_BIN の入れ替え（第 2 引数の 1）は v1
            用なので、v7 には使わないでください。
          </Translate>
        </p>
      ) : null}
      {info.version === 4 ? (
        <p data-testid="snowflake-uuid-random">
          <Translate id="snowflake.uuid.v4.note">
            v4 はバージョンとバリアントの 6 ビットを除く 122
            ビットがランダムです。時刻を含まないので、主キーにすると挿入はインデックス全体に散らばります。
          </Translate>
        </p>
      ) : null}
      {info.variant === 'rfc9562' &&
      info.version !== null &&
      !info.hasTimestamp &&
      info.version !== 4 ? (
        <p>
          <Translate id="snowflake.uuid.noTime.note">
            このバージョンは時刻を含まないか、このページでは読み取らない形式です（v3 と v5
            は名前のハッシュ、v8 は独自形式）。
          </Translate>
        </p>
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
      ? translate({ id: 'snowflake.uuid.smaller', message: '小さく' })
      : translate({ id: 'snowflake.uuid.larger', message: '大きく' });

  return (
    <div className={styles.byteOrder}>
      <ResultList compact className={styles.resultList}>
        <Result
          term={
            <Translate id="snowflake.uuid.textual">
              {"文字列のバイト順（UNHEX(REPLACE(uuid, '-', '')) で格納した場合）"}
            </Translate>
          }
          value={<HexGroups groups={textual} testId="snowflake-uuid-text-hex" />}
        />
        <Result
          term={<Translate id="snowflake.uuid.swapped">MySQL 8 の UUID_TO_BIN(uuid, 1)</Translate>}
          value={<HexGroups groups={stored} testId="snowflake-uuid-swapped-hex" />}
        />
      </ResultList>
      <p>
        <Translate id="snowflake.uuid.wrap">
          v1 の先頭の time_low は 60 ビットの時刻（100 ns 単位）の下位 32 ビットで、2³² × 100 ns ≈
          429.5 秒ごとに 0 に戻ります。そのため文字列のバイト順の v1 は単調には増えず、約 7
          分ごとにキー空間の下端へ戻ります。UUID_TO_BIN(uuid, 1) は time_high と time_low
          を入れ替え、変化の遅い部分を先頭に置くので、格納したバイト列が時刻順に並びます。
        </Translate>
      </p>
      <p data-testid="snowflake-uuid-wrap">
        <Translate
          id="snowflake.uuid.nextWrap"
          values={{
            seconds: secondsText(untilWrap),
            at: <Instant ms={gregorian100nsToUnixMs(count100ns + untilWrap)} showLocal={false} />,
            uuid: <code>{formatUuid(afterWrap)}</code>,
            text: comparison(textOrder),
            stored: comparison(storedOrder),
          }}
        >
          {
            'この UUID から約 {seconds} 秒後（{at}）に time_low が 0 に戻ります。その直後に同じノードで作られる {uuid} は、文字列の順ではこの UUID より{text}なり、UUID_TO_BIN(uuid, 1) の順では{stored}なります。'
          }
        </Translate>
      </p>
    </div>
  );
}
