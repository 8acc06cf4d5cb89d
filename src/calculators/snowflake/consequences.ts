/**
 * What a layout implies: when its clock runs out, how many IDs it can mint,
 * whether its IDs still fit a signed BIGINT or a JavaScript number, and how
 * its inserts behave in an InnoDB clustered index.
 */
import { type IdLayout, positionFields, type PositionedField, totalBits } from './layout';
import { layoutInsertLocality, type LocalityReport } from './locality';

/** The layout's clock. */
export interface TimestampSpan {
  readonly fieldName: string;
  readonly bits: number;
  readonly epochMs: bigint;
  readonly unitMs: bigint;
  /** Length of the clock: `2^bits × unitMs`. */
  readonly lifespanMs: bigint;
  /** First Unix millisecond the field can no longer hold: `epochMs + 2^bits × unitMs`. */
  readonly overflowAtMs: bigint;
}

/** Whether IDs reach `2^bit` (bit 63: sign of a signed BIGINT; bit 53: JS safe integers). */
export interface ThresholdReport {
  readonly bit: number;
  /** `2^bit`; an ID "reaches" the threshold when `id >= threshold`. */
  readonly threshold: bigint;
  /** Some ID the layout can hold reaches the threshold. */
  readonly ever: boolean;
  /**
   * Among the IDs that can be generated at `nowMs` (every non-time field free):
   * none, some or all reach the threshold. Null without a timestamp or when
   * `nowMs` is outside the clock's range.
   */
  readonly now: 'none' | 'some' | 'all' | null;
  /** The field whose growth pushes IDs up: the timestamp, else the leading counter. */
  readonly driverField: string | null;
  /** Smallest driver value at which some ID (other fields at maximum) reaches the threshold. */
  readonly someFromDriverValue: bigint | null;
  /** Smallest driver value at which every ID (other fields at zero) reaches the threshold. */
  readonly allFromDriverValue: bigint | null;
  /** {@link someFromDriverValue} as a Unix ms instant, when the driver is the timestamp. */
  readonly someFromMs: bigint | null;
  /** {@link allFromDriverValue} as a Unix ms instant, when the driver is the timestamp. */
  readonly allFromMs: bigint | null;
}

/** The IDs that can be generated at `nowMs`. */
export interface NowReport {
  readonly status: 'ok' | 'no-timestamp' | 'before-epoch' | 'after-overflow';
  /** Timestamp-field value at `nowMs`. */
  readonly ticks: bigint | null;
  /** Smallest ID at `nowMs` (other fields zero). */
  readonly smallestId: bigint | null;
  /** Largest ID at `nowMs` (other non-unused fields all ones). */
  readonly largestId: bigint | null;
}

/** Everything {@link layoutConsequences} reports. */
export interface LayoutConsequences {
  readonly totalBits: number;
  readonly timestamp: TimestampSpan | null;
  /**
   * `2^(sum of sequence bits)`: IDs one generator can mint per tick — or in
   * total when the layout has no timestamp.
   */
  readonly sequenceCapacity: bigint;
  /** `floor(sequenceCapacity × 1000 / unitMs)`; null without a timestamp. */
  readonly idsPerSecondPerGenerator: bigint | null;
  /** `2^(sum of node bits)`: distinct generators the layout can tell apart. */
  readonly generatorCount: bigint;
  /** `idsPerSecondPerGenerator × generatorCount`; null without a timestamp. */
  readonly idsPerSecondAllGenerators: bigint | null;
  /** Bit 63: IDs at or above 2^63 are negative in a signed BIGINT / Java `long`. */
  readonly signedBigint: ThresholdReport;
  /** Bit 53: IDs at or above 2^53 exceed `Number.MAX_SAFE_INTEGER` (2^53 − 1) and get rounded. */
  readonly jsSafeInteger: ThresholdReport;
  readonly now: NowReport;
  readonly locality: LocalityReport;
}

/** Sum of the widths of the fields of one kind. */
function bitsOfKind(positioned: readonly PositionedField[], kind: string): bigint {
  let sum = 0n;
  for (const p of positioned) if (p.field.kind === kind) sum += p.width;
  return sum;
}

/** Ceiling division for a non-negative numerator and a positive divisor. */
function ceilDiv(numerator: bigint, divisor: bigint): bigint {
  return (numerator + divisor - 1n) / divisor;
}

/** The timestamp if there is one, else the most significant sequence field (a plain counter). */
function findDriver(positioned: readonly PositionedField[]): PositionedField | null {
  return (
    positioned.find((p) => p.field.kind === 'timestamp') ??
    positioned.find((p) => p.field.kind === 'sequence') ??
    null
  );
}

/** Smallest driver value `v` with `(v << shift) + rest >= threshold`, or null if `v` would not fit. */
function smallestDriverValue(
  driver: PositionedField,
  rest: bigint,
  threshold: bigint,
): bigint | null {
  const needed = threshold > rest ? ceilDiv(threshold - rest, 1n << driver.shift) : 0n;
  return needed <= driver.maxValue ? needed : null;
}

function thresholdReport(
  positioned: readonly PositionedField[],
  bit: number,
  now: NowReport,
): ThresholdReport {
  const threshold = 1n << BigInt(bit);
  let largest = 0n;
  for (const p of positioned) if (p.field.kind !== 'unused') largest |= p.mask;
  const driver = findDriver(positioned);
  let someFromDriverValue: bigint | null = null;
  let allFromDriverValue: bigint | null = null;
  if (driver !== null) {
    const othersMax = largest & ~driver.mask;
    someFromDriverValue = smallestDriverValue(driver, othersMax, threshold);
    allFromDriverValue = smallestDriverValue(driver, 0n, threshold);
  }
  const toMs = (value: bigint | null): bigint | null =>
    value !== null && driver !== null && driver.field.kind === 'timestamp'
      ? driver.field.epochMs + value * driver.field.unitMs
      : null;
  let nowVerdict: ThresholdReport['now'] = null;
  if (now.status === 'ok' && now.smallestId !== null && now.largestId !== null) {
    if (now.smallestId >= threshold) nowVerdict = 'all';
    else if (now.largestId >= threshold) nowVerdict = 'some';
    else nowVerdict = 'none';
  }
  return {
    bit,
    threshold,
    ever: largest >= threshold,
    now: nowVerdict,
    driverField: driver?.field.name ?? null,
    someFromDriverValue,
    allFromDriverValue,
    someFromMs: toMs(someFromDriverValue),
    allFromMs: toMs(allFromDriverValue),
  };
}

function nowReport(positioned: readonly PositionedField[], nowMs: bigint): NowReport {
  const timestamp = positioned.find((p) => p.field.kind === 'timestamp');
  if (timestamp === undefined || timestamp.field.kind !== 'timestamp') {
    return { status: 'no-timestamp', ticks: null, smallestId: null, largestId: null };
  }
  const { epochMs, unitMs } = timestamp.field;
  if (nowMs < epochMs) {
    return { status: 'before-epoch', ticks: null, smallestId: null, largestId: null };
  }
  const ticks = (nowMs - epochMs) / unitMs;
  if (ticks > timestamp.maxValue) {
    return { status: 'after-overflow', ticks: null, smallestId: null, largestId: null };
  }
  let othersMax = 0n;
  for (const p of positioned) {
    if (p.field.kind !== 'unused' && p !== timestamp) othersMax |= p.mask;
  }
  const smallestId = ticks << timestamp.shift;
  return { status: 'ok', ticks, smallestId, largestId: smallestId | othersMax };
}

/**
 * Everything a layout implies, evaluated at `nowMs` (pass the current time;
 * the module never reads the clock itself). Assumes a valid layout.
 */
export function layoutConsequences(layout: IdLayout, nowMs: bigint): LayoutConsequences {
  const positioned = positionFields(layout);
  const timestampField = positioned.find((p) => p.field.kind === 'timestamp');
  let timestamp: TimestampSpan | null = null;
  if (timestampField !== undefined && timestampField.field.kind === 'timestamp') {
    const { name, bits, epochMs, unitMs } = timestampField.field;
    const lifespanMs = (timestampField.maxValue + 1n) * unitMs;
    timestamp = {
      fieldName: name,
      bits,
      epochMs,
      unitMs,
      lifespanMs,
      overflowAtMs: epochMs + lifespanMs,
    };
  }
  const sequenceCapacity = 1n << bitsOfKind(positioned, 'sequence');
  const generatorCount = 1n << bitsOfKind(positioned, 'node');
  const idsPerSecondPerGenerator =
    timestamp === null ? null : (sequenceCapacity * 1000n) / timestamp.unitMs;
  const now = nowReport(positioned, nowMs);
  return {
    totalBits: totalBits(layout),
    timestamp,
    sequenceCapacity,
    idsPerSecondPerGenerator,
    generatorCount,
    idsPerSecondAllGenerators:
      idsPerSecondPerGenerator === null ? null : idsPerSecondPerGenerator * generatorCount,
    signedBigint: thresholdReport(positioned, 63, now),
    jsSafeInteger: thresholdReport(positioned, 53, now),
    now,
    locality: layoutInsertLocality(layout),
  };
}

/**
 * The integer a JavaScript number ends up holding when `value` goes through
 * `JSON.parse` or `Number()`: `value` rounded to 53 significant bits, ties to
 * even (IEEE 754 binary64). Computed on bigints, so the page can show the
 * damage without causing it. Exact for values below 2^53.
 */
export function roundToDouble(value: bigint): bigint {
  if (value < 0n) return -roundToDouble(-value);
  const bitLength = value.toString(2).length;
  if (bitLength <= 53) return value;
  const drop = BigInt(bitLength - 53);
  const unit = 1n << drop;
  const half = unit >> 1n;
  const kept = value >> drop;
  const remainder = value & (unit - 1n);
  const roundsUp = remainder > half || (remainder === half && (kept & 1n) === 1n);
  return (roundsUp ? kept + 1n : kept) << drop;
}
