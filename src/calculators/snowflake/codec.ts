/**
 * Splitting 64-bit IDs into their fields and packing fields back into IDs.
 * All arithmetic is on `bigint`; nothing here converts an ID to `number`.
 */
import { findTimestamp, type IdLayout, positionFields } from './layout';
import { err, type MultiResult, ok, type CalculationResult } from './result';

/** Raw field values keyed by field name (the timestamp field holds ticks, not milliseconds). */
export type FieldValues = Readonly<Record<string, bigint>>;

/** An ID split into its fields. */
export interface DecodedId {
  /** Unix milliseconds: `epochMs + ticks × unitMs`; null when the layout has no timestamp. */
  readonly timestampMs: bigint | null;
  /** Raw value of every field, keyed by name, including the timestamp ticks and unused bits. */
  readonly fields: FieldValues;
}

/**
 * Splits `id` into the fields of `layout`. The ID is read as an unsigned 64-bit
 * value (a negative bigint is taken as its two's-complement bit pattern, the
 * way a signed BIGINT column stores it); bits above the layout are ignored —
 * use `parseId(text, layout)` to reject such IDs. Assumes a valid layout.
 */
export function decode(id: bigint, layout: IdLayout): DecodedId {
  const bitsOfId = BigInt.asUintN(64, id);
  const fields: Record<string, bigint> = {};
  let timestampMs: bigint | null = null;
  for (const { field, shift, maxValue } of positionFields(layout)) {
    const value = (bitsOfId >> shift) & maxValue;
    fields[field.name] = value;
    if (field.kind === 'timestamp' && timestampMs === null) {
      timestampMs = field.epochMs + value * field.unitMs;
    }
  }
  return { timestampMs, fields };
}

/** Value of a named field, or 0 when absent. Own properties only, so `constructor` & co. stay out. */
function fieldValue(fields: FieldValues, name: string): bigint {
  return Object.hasOwn(fields, name) ? (fields[name] ?? 0n) : 0n;
}

/**
 * Packs field values into an ID. Missing fields count as 0; values wider than
 * their field are cut to the field's width (use {@link encodeChecked} for user
 * input, which reports them instead). Assumes a valid layout.
 */
export function encode(fields: FieldValues, layout: IdLayout): bigint {
  let id = 0n;
  for (const { field, shift, maxValue } of positionFields(layout)) {
    id |= (fieldValue(fields, field.name) & maxValue) << shift;
  }
  return id;
}

/** Why a field value cannot be encoded. */
export type FieldValueErrorCode =
  'not-an-integer' | 'negative' | 'too-large' | 'unused-not-zero' | 'unknown-field';

/** One rejected field value. */
export interface FieldValueIssue {
  readonly code: FieldValueErrorCode;
  readonly fieldName: string;
}

/**
 * Packs field values into an ID, reporting every non-bigint, negative or
 * too-wide value, every non-zero `unused` field and every name the layout
 * does not have. Missing fields count as 0.
 */
export function encodeChecked(
  fields: FieldValues,
  layout: IdLayout,
): MultiResult<bigint, FieldValueIssue> {
  const issues: FieldValueIssue[] = [];
  const known = new Set(layout.map((field) => field.name));
  for (const name of Object.keys(fields)) {
    if (!known.has(name)) issues.push({ code: 'unknown-field', fieldName: name });
  }
  for (const { field, maxValue } of positionFields(layout)) {
    const value = fieldValue(fields, field.name);
    // Guards against plain numbers slipping in from a form: mixing them with bigint would throw.
    if (typeof value !== 'bigint') issues.push({ code: 'not-an-integer', fieldName: field.name });
    else if (value < 0n) issues.push({ code: 'negative', fieldName: field.name });
    else if (value > maxValue) issues.push({ code: 'too-large', fieldName: field.name });
    else if (field.kind === 'unused' && value !== 0n) {
      issues.push({ code: 'unused-not-zero', fieldName: field.name });
    }
  }
  if (issues.length > 0) return { ok: false, errors: issues };
  return ok(encode(fields, layout));
}

/** Why an instant cannot be expressed in a layout's timestamp field. */
export type InstantErrorCode = 'no-timestamp' | 'before-epoch' | 'after-overflow';

/**
 * The timestamp-field value (ticks) for an instant: `floor((instantMs − epochMs) / unitMs)`.
 * Flooring means every instant inside a tick maps to that tick, as the generators do.
 */
export function ticksAt(
  instantMs: bigint,
  layout: IdLayout,
): CalculationResult<bigint, InstantErrorCode> {
  const timestamp = findTimestamp(layout);
  if (timestamp === null) return err('no-timestamp');
  const { epochMs, unitMs } = timestamp.field;
  if (instantMs < epochMs) return err('before-epoch');
  const ticks = (instantMs - epochMs) / unitMs; // non-negative, so truncation is flooring
  if (ticks > timestamp.maxValue) return err('after-overflow');
  return ok(ticks);
}

/** Why no range-query bound exists for an instant. */
export type SmallestIdErrorCode = InstantErrorCode | 'not-time-ordered';

/**
 * The smallest ID whose timestamp field is the tick containing `instantMs`:
 * all other fields zero. `WHERE id >= smallestIdAt(from) AND id < smallestIdAt(to)`
 * then selects IDs by creation time; with ticks longer than 1 ms (Sonyflake's
 * 10 ms) the bounds are rounded down to the tick, so up to one tick of rows
 * before `from` and before `to` are included/excluded respectively.
 *
 * Only time-first layouts are ordered by time; when any node or sequence field
 * sits above the timestamp the result is `not-time-ordered`.
 */
export function smallestIdAt(
  instantMs: bigint,
  layout: IdLayout,
): CalculationResult<bigint, SmallestIdErrorCode> {
  const positioned = positionFields(layout);
  const timestampIndex = positioned.findIndex((p) => p.field.kind === 'timestamp');
  if (timestampIndex < 0) return err('no-timestamp');
  const aboveIsConstant = positioned
    .slice(0, timestampIndex)
    .every((p) => p.field.kind === 'unused');
  if (!aboveIsConstant) return err('not-time-ordered');
  const ticks = ticksAt(instantMs, layout);
  if (!ticks.ok) return ticks;
  const timestamp = positioned[timestampIndex];
  if (timestamp === undefined) return err('no-timestamp');
  return ok(ticks.value << timestamp.shift);
}
