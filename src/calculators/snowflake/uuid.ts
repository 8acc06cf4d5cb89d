/**
 * UUIDs (RFC 9562, which obsoletes RFC 4122): parsing, version detection,
 * timestamps of versions 1, 6 and 7, and MySQL 8's time-part swap.
 *
 * Why the swap matters for InnoDB: a version-1 UUID's text starts with
 * `time_low`, the *least* significant 32 bits of its 60-bit count of 100 ns
 * intervals. That part wraps to zero every 2^32 × 100 ns = 429.4967296 s, so
 * v1 UUIDs stored in textual byte order are not monotonic: every ~7 minutes
 * new keys jump back to the left of the index. `UUID_TO_BIN(uuid, 1)` moves
 * `time_high` and `time_mid` in front of `time_low`, making the stored bytes
 * grow with time.
 */
import { err, ok, type CalculationResult } from './result';

/** Sixteen bytes known to form a UUID (built only by this module's functions). */
export type UuidBytes = Uint8Array & { readonly __uuidBytes: true };

/** Longest UUID text accepted before trimming. */
export const MAX_UUID_INPUT_LENGTH = 100;

/** Why the text is not a UUID. */
export type UuidParseErrorCode = 'empty' | 'too-long' | 'malformed';

/** 8-4-4-4-12 hexadecimal digits, either case. */
const CANONICAL_UUID =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Wraps a 16-byte array (copied) as {@link UuidBytes}; null for any other length. */
export function uuidBytesFrom(bytes: ArrayLike<number>): UuidBytes | null {
  if (bytes.length !== 16) return null;
  return Uint8Array.from(bytes) as UuidBytes;
}

/** Parses the canonical text form (`c232ab00-9414-11ec-b3c8-9f6bdeced846`, any case). Never throws. */
export function parseUuid(text: string): CalculationResult<UuidBytes, UuidParseErrorCode> {
  if (typeof text !== 'string') return err('malformed');
  if (text.length > MAX_UUID_INPUT_LENGTH) return err('too-long');
  const trimmed = text.trim();
  if (trimmed.length === 0) return err('empty');
  if (!CANONICAL_UUID.test(trimmed)) return err('malformed');
  return ok(bytesFromHex(trimmed.replaceAll('-', '')));
}

/** Sixteen bytes from 32 hex digits (already validated by the caller). */
function bytesFromHex(hex: string): UuidBytes {
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes as UuidBytes;
}

/** Canonical lower-case text form. */
export function formatUuid(bytes: UuidBytes): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The 32 hex digits without dashes, upper case — what MySQL's `HEX()` prints. */
export function uuidHex(bytes: UuidBytes): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** The 128-bit big-endian value of a UUID (the order BINARY(16) keys sort in). */
export function uuidToBigInt(bytes: UuidBytes): bigint {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return value;
}

/** Compares two UUIDs byte by byte, as InnoDB compares BINARY(16) keys: negative, 0 or positive. */
export function compareUuidBytes(a: UuidBytes, b: UuidBytes): number {
  for (let i = 0; i < 16; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The variant field (RFC 9562 §4.1); versions are only defined for `rfc9562`. */
export type UuidVariant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

/** What kind of UUID this is. */
export interface UuidVersionInfo {
  readonly variant: UuidVariant;
  /** The version nibble when the variant is `rfc9562`, else null. */
  readonly version: number | null;
  /** The all-zero Nil UUID or the all-ones Max UUID, which have no version. */
  readonly special: 'nil' | 'max' | null;
  /** Whether the version carries a timestamp this module decodes (1, 6, 7). */
  readonly hasTimestamp: boolean;
}

/** Reads the variant and version fields (RFC 9562 §4.1 and §4.2). */
export function detectUuidVersion(bytes: UuidBytes): UuidVersionInfo {
  const isNil = bytes.every((b) => b === 0);
  const isMax = bytes.every((b) => b === 0xff);
  const special = isNil ? 'nil' : isMax ? 'max' : null;
  const variantByte = bytes[8] ?? 0;
  let variant: UuidVariant;
  if ((variantByte & 0x80) === 0) variant = 'ncs';
  else if ((variantByte & 0xc0) === 0x80) variant = 'rfc9562';
  else if ((variantByte & 0xe0) === 0xc0) variant = 'microsoft';
  else variant = 'future';
  const version = variant === 'rfc9562' && special === null ? (bytes[6] ?? 0) >> 4 : null;
  return {
    variant,
    version,
    special,
    hasTimestamp: version === 1 || version === 6 || version === 7,
  };
}

/**
 * 100 ns intervals between the Gregorian epoch (1582-10-15T00:00:00Z, RFC 9562
 * §5.1) and the Unix epoch: 141,427 days × 86,400 s × 10^7.
 */
export const GREGORIAN_TO_UNIX_100NS = 122_192_928_000_000_000n;

/** `time_low` wraps every 2^32 intervals of 100 ns = 429.4967296 s. */
export const UUID_V1_TIME_LOW_WRAP_100NS = 1n << 32n;

/** {@link UUID_V1_TIME_LOW_WRAP_100NS} in nanoseconds: 429,496,729,600 ns ≈ 429.4967296 s. */
export const UUID_V1_TIME_LOW_WRAP_NS = UUID_V1_TIME_LOW_WRAP_100NS * 100n;

/** Largest 60-bit timestamp of versions 1 and 6. */
export const MAX_GREGORIAN_100NS = (1n << 60n) - 1n;

/** Reads `count` bytes from `start` as a big-endian unsigned integer. */
function readBigEndian(bytes: UuidBytes, start: number, count: number): bigint {
  let value = 0n;
  for (let i = start; i < start + count; i += 1) value = (value << 8n) | BigInt(bytes[i] ?? 0);
  return value;
}

/**
 * The 60-bit count of 100 ns intervals since 1582-10-15 in a version-1 UUID:
 * `time_high` (12 bits, below the version nibble) ‖ `time_mid` ‖ `time_low`.
 */
export function uuidV1Timestamp100ns(bytes: UuidBytes): bigint {
  const timeLow = readBigEndian(bytes, 0, 4);
  const timeMid = readBigEndian(bytes, 4, 2);
  const timeHigh = readBigEndian(bytes, 6, 2) & 0x0fffn;
  return (timeHigh << 48n) | (timeMid << 32n) | timeLow;
}

/**
 * The same 60-bit count in a version-6 UUID, which stores it most significant
 * first: `time_high` (32) ‖ `time_mid` (16) ‖ `time_low` (12, below the version nibble).
 */
export function uuidV6Timestamp100ns(bytes: UuidBytes): bigint {
  const timeHigh = readBigEndian(bytes, 0, 4);
  const timeMid = readBigEndian(bytes, 4, 2);
  const timeLow = readBigEndian(bytes, 6, 2) & 0x0fffn;
  return (timeHigh << 28n) | (timeMid << 12n) | timeLow;
}

/** The 48-bit `unix_ts_ms` of a version-7 UUID (RFC 9562 §5.7). */
export function uuidV7UnixMs(bytes: UuidBytes): bigint {
  return readBigEndian(bytes, 0, 6);
}

/** Converts a Gregorian 100 ns count to Unix milliseconds, rounding down (also before 1970). */
export function gregorian100nsToUnixMs(count100ns: bigint): bigint {
  const unix100ns = count100ns - GREGORIAN_TO_UNIX_100NS;
  const quotient = unix100ns / 10_000n;
  // BigInt division truncates towards zero; step down for negative remainders to floor.
  return unix100ns % 10_000n < 0n ? quotient - 1n : quotient;
}

/** Why a UUID's time cannot be read. */
export type UuidTimestampErrorCode = 'not-rfc9562-variant' | 'no-timestamp';

/** A UUID's creation time. */
export interface UuidTimestamp {
  readonly version: 1 | 6 | 7;
  /** Unix milliseconds (rounded down for versions 1 and 6). */
  readonly unixMs: bigint;
  /** The raw 60-bit Gregorian count for versions 1 and 6; null for version 7. */
  readonly gregorian100ns: bigint | null;
}

/** Reads the timestamp of a version-1, -6 or -7 UUID. */
export function uuidTimestamp(
  bytes: UuidBytes,
): CalculationResult<UuidTimestamp, UuidTimestampErrorCode> {
  const info = detectUuidVersion(bytes);
  if (info.variant !== 'rfc9562') return err('not-rfc9562-variant');
  if (info.version === 1 || info.version === 6) {
    const count = info.version === 1 ? uuidV1Timestamp100ns(bytes) : uuidV6Timestamp100ns(bytes);
    return ok({
      version: info.version,
      unixMs: gregorian100nsToUnixMs(count),
      gregorian100ns: count,
    });
  }
  if (info.version === 7) {
    return ok({ version: 7, unixMs: uuidV7UnixMs(bytes), gregorian100ns: null });
  }
  return err('no-timestamp');
}

/**
 * MySQL 8's `UUID_TO_BIN(uuid, 1)`: `time_high` (bytes 6–7) and `time_low`
 * (bytes 0–3) trade places around `time_mid` (bytes 4–5); bytes 8–15 stay.
 * Result: `time_high ‖ time_mid ‖ time_low ‖ clock_seq ‖ node`.
 */
export function mysqlSwapTimeParts(bytes: UuidBytes): UuidBytes {
  const out = new Uint8Array(16);
  out.set(bytes.subarray(6, 8), 0);
  out.set(bytes.subarray(4, 6), 2);
  out.set(bytes.subarray(0, 4), 4);
  out.set(bytes.subarray(8, 16), 8);
  return out as UuidBytes;
}

/** MySQL 8's `BIN_TO_UUID(bin, 1)`: the inverse of {@link mysqlSwapTimeParts}. */
export function mysqlUnswapTimeParts(bytes: UuidBytes): UuidBytes {
  const out = new Uint8Array(16);
  out.set(bytes.subarray(4, 8), 0);
  out.set(bytes.subarray(2, 4), 4);
  out.set(bytes.subarray(0, 2), 6);
  out.set(bytes.subarray(8, 16), 8);
  return out as UuidBytes;
}

/** Inputs of {@link composeUuidV1}. */
export interface UuidV1Parts {
  /** 60-bit count of 100 ns intervals since 1582-10-15 (masked to 60 bits). */
  readonly timestamp100ns: bigint;
  /** 14-bit clock sequence (masked). */
  readonly clockSequence: bigint;
  /** 48-bit node (masked). */
  readonly node: bigint;
}

/** Builds a version-1 UUID in its standard (textual) byte order, RFC 9562 §5.1. */
export function composeUuidV1(parts: UuidV1Parts): UuidBytes {
  const t = parts.timestamp100ns & MAX_GREGORIAN_100NS;
  const timeLow = t & 0xffff_ffffn;
  const timeMid = (t >> 32n) & 0xffffn;
  const timeHighAndVersion = ((t >> 48n) & 0x0fffn) | 0x1000n;
  const clockSeqAndVariant = (parts.clockSequence & 0x3fffn) | 0x8000n;
  const node = parts.node & 0xffff_ffff_ffffn;
  const value =
    (timeLow << 96n) |
    (timeMid << 80n) |
    (timeHighAndVersion << 64n) |
    (clockSeqAndVariant << 48n) |
    node;
  return bytesFromHex(value.toString(16).padStart(32, '0'));
}
