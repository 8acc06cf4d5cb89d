/**
 * Bit layouts of 64-bit "snowflake-style" IDs: an ordered list of fields,
 * most significant first, with validation and bit positions.
 *
 * Fields are packed towards the least significant bit: a layout with fewer
 * than 64 bits leaves the bits above it at zero.
 */

/** The role a field plays in an ID. */
export type FieldKind = 'unused' | 'timestamp' | 'node' | 'sequence';

/** Every field kind, in a stable order (for menus and property tests). */
export const FIELD_KINDS: readonly FieldKind[] = ['unused', 'timestamp', 'node', 'sequence'];

/**
 * The time field: `ticks = floor((unixMs - epochMs) / unitMs)`, so the instant
 * of an ID is `epochMs + ticks × unitMs` in Unix milliseconds.
 */
export interface TimestampField {
  readonly kind: 'timestamp';
  readonly name: string;
  /** Width in bits. */
  readonly bits: number;
  /** The scheme's custom epoch, in Unix milliseconds. */
  readonly epochMs: bigint;
  /** Length of one tick in milliseconds (1 for Twitter, 10 for Sonyflake). */
  readonly unitMs: bigint;
}

/**
 * A non-time field.
 * - `unused`: always zero (e.g. Twitter's and Sonyflake's sign bit).
 * - `node`: constant per generator (datacenter, worker, shard, machine…).
 * - `sequence`: changes from ID to ID on one generator (per-tick counter), or
 *   the whole counter when the layout has no timestamp.
 */
export interface PlainField {
  readonly kind: 'unused' | 'node' | 'sequence';
  readonly name: string;
  /** Width in bits. */
  readonly bits: number;
}

/** One field of a layout. */
export type LayoutField = TimestampField | PlainField;

/** An ID layout: fields ordered from the most significant bit. */
export type IdLayout = readonly LayoutField[];

/** IDs are at most 64 bits wide (MySQL BIGINT UNSIGNED). */
export const MAX_ID_BITS = 64;

/** Upper bound on the number of fields, to keep query strings and diagrams small. */
export const MAX_FIELDS = 16;

/** Field names: lower-case ASCII letter first, then letters, digits or `_`; 1–24 characters. */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,23}$/;

/**
 * Largest epoch accepted, in Unix ms: the last instant a JavaScript `Date` can
 * show (ECMAScript time values are limited to ±8.64 × 10^15 ms).
 */
export const MAX_EPOCH_MS = 8_640_000_000_000_000n;

/** Longest tick accepted: one day. Real schemes use 1 ms or 10 ms. */
export const MAX_UNIT_MS = 86_400_000n;

/** Why a layout is not usable. */
export type LayoutErrorCode =
  | 'no-fields'
  | 'too-many-fields'
  | 'too-many-bits'
  | 'invalid-width'
  | 'zero-width'
  | 'bad-name'
  | 'duplicate-name'
  | 'unknown-kind'
  | 'multiple-timestamps'
  | 'no-timestamp'
  | 'epoch-out-of-range'
  | 'unit-out-of-range';

/** One problem found in a layout; `fieldIndex` is null for layout-wide problems. */
export interface LayoutIssue {
  readonly code: LayoutErrorCode;
  readonly fieldIndex: number | null;
}

/** Options for {@link validateLayout}. */
export interface ValidateLayoutOptions {
  /**
   * Report `no-timestamp` when the layout has no timestamp field. Off by
   * default because the seed's own `i × 2^32` scheme (preset `source`) carries
   * no time at all; turn it on in editors that only build time-based layouts.
   */
  readonly requireTimestamp?: boolean;
}

/** True when `bits` is a whole number of bits in 0…64 (so BigInt conversion is safe). */
function isWholeWidth(bits: unknown): bits is number {
  return typeof bits === 'number' && Number.isSafeInteger(bits) && bits >= 0 && bits <= 64;
}

/**
 * Lists every problem in a layout (empty list = valid). Never throws, even on
 * malformed objects coming from a UI editor.
 */
export function validateLayout(
  layout: IdLayout,
  options: ValidateLayoutOptions = {},
): readonly LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  if (!Array.isArray(layout) || layout.length === 0) {
    return [{ code: 'no-fields', fieldIndex: null }];
  }
  if (layout.length > MAX_FIELDS) {
    issues.push({ code: 'too-many-fields', fieldIndex: null });
  }
  const seenNames = new Set<string>();
  let totalBits = 0;
  let timestampCount = 0;
  layout.forEach((field: LayoutField, index: number) => {
    // Editors may hand over half-built entries; report them instead of crashing.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
    if (typeof field !== 'object' || field === null) {
      issues.push({ code: 'unknown-kind', fieldIndex: index });
      return;
    }
    const kind: unknown = field.kind;
    if (kind !== 'unused' && kind !== 'timestamp' && kind !== 'node' && kind !== 'sequence') {
      issues.push({ code: 'unknown-kind', fieldIndex: index });
    }
    if (typeof field.name !== 'string' || !FIELD_NAME_PATTERN.test(field.name)) {
      issues.push({ code: 'bad-name', fieldIndex: index });
    } else if (seenNames.has(field.name)) {
      issues.push({ code: 'duplicate-name', fieldIndex: index });
    } else {
      seenNames.add(field.name);
    }
    const bits: unknown = field.bits;
    if (typeof bits !== 'number' || !Number.isSafeInteger(bits) || bits < 0) {
      issues.push({ code: 'invalid-width', fieldIndex: index });
    } else if (field.bits === 0) {
      issues.push({ code: 'zero-width', fieldIndex: index });
    } else {
      totalBits += field.bits;
    }
    if (field.kind === 'timestamp') {
      timestampCount += 1;
      if (timestampCount > 1) {
        issues.push({ code: 'multiple-timestamps', fieldIndex: index });
      }
      if (typeof field.epochMs !== 'bigint' || field.epochMs < 0n || field.epochMs > MAX_EPOCH_MS) {
        issues.push({ code: 'epoch-out-of-range', fieldIndex: index });
      }
      if (typeof field.unitMs !== 'bigint' || field.unitMs < 1n || field.unitMs > MAX_UNIT_MS) {
        issues.push({ code: 'unit-out-of-range', fieldIndex: index });
      }
    }
  });
  if (totalBits > MAX_ID_BITS) {
    issues.push({ code: 'too-many-bits', fieldIndex: null });
  }
  if (timestampCount === 0 && options.requireTimestamp === true) {
    issues.push({ code: 'no-timestamp', fieldIndex: null });
  }
  return issues;
}

/** A field together with where it sits in the 64-bit value. */
export interface PositionedField {
  readonly field: LayoutField;
  readonly index: number;
  /** Width in bits as a bigint (0 for an invalid width). */
  readonly width: bigint;
  /** Number of bits below this field: `value = (id >> shift) & maxValue`. */
  readonly shift: bigint;
  /** Largest value the field can hold: `2^width − 1`. */
  readonly maxValue: bigint;
  /** The field's bits in place: `maxValue << shift`. */
  readonly mask: bigint;
}

/** Width of a field as a bigint; invalid widths count as 0 so that nothing downstream throws. */
function widthOf(field: LayoutField): bigint {
  return isWholeWidth(field.bits) ? BigInt(field.bits) : 0n;
}

/** Sum of all field widths (invalid widths count as 0). */
export function totalBits(layout: IdLayout): number {
  let sum = 0;
  for (const field of layout) sum += isWholeWidth(field.bits) ? field.bits : 0;
  return sum;
}

/** Positions of every field, most significant first. Invalid widths count as 0, so this never throws on a well-typed layout, valid or not. */
export function positionFields(layout: IdLayout): readonly PositionedField[] {
  let remaining = 0n;
  for (const field of layout) remaining += widthOf(field);
  return layout.map((field, index) => {
    const width = widthOf(field);
    remaining -= width;
    const maxValue = (1n << width) - 1n;
    return { field, index, width, shift: remaining, maxValue, mask: maxValue << remaining };
  });
}

/** A positioned timestamp field. */
export interface PositionedTimestamp extends PositionedField {
  readonly field: TimestampField;
}

/** The (first) timestamp field with its position, or null when the layout carries no time. */
export function findTimestamp(layout: IdLayout): PositionedTimestamp | null {
  for (const positioned of positionFields(layout)) {
    if (positioned.field.kind === 'timestamp') return positioned as PositionedTimestamp;
  }
  return null;
}
