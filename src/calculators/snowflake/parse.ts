/**
 * Reading an ID typed or pasted by the user. The text goes straight to
 * `BigInt` after a strict pattern check; it is never routed through `number`,
 * which would silently round anything above 2^53.
 */
import { type IdLayout, positionFields, totalBits } from './layout';
import { err, ok, type CalculationResult } from './result';

/**
 * Longest input accepted, before trimming. A 64-bit value needs at most
 * 20 decimal digits or `0x` + 16 hex digits; the cap leaves room for leading
 * zeros and surrounding spaces while keeping hostile input cheap to reject.
 */
export const MAX_ID_INPUT_LENGTH = 100;

/** Why the text is not a usable ID. */
export type IdParseErrorCode =
  | 'empty'
  | 'too-long'
  | 'not-a-number'
  | 'negative'
  | 'exceeds-64-bits'
  | 'exceeds-layout'
  | 'sets-unused-bits';

const DECIMAL = /^[0-9]+$/;
const HEX = /^0[xX][0-9a-fA-F]+$/;
const NEGATIVE = /^-(?:[0-9]+|0[xX][0-9a-fA-F]+)$/;

/**
 * Parses a non-negative decimal (`175928847299117063`) or hexadecimal
 * (`0x271065ac1020007`) integer; surrounding whitespace is ignored. With a
 * layout, also rejects values wider than the layout (`exceeds-layout`) and
 * values with a bit set inside an `unused` field (`sets-unused-bits`).
 * Never throws.
 */
export function parseId(
  text: string,
  layout?: IdLayout,
): CalculationResult<bigint, IdParseErrorCode> {
  if (typeof text !== 'string') return err('not-a-number');
  if (text.length > MAX_ID_INPUT_LENGTH) return err('too-long');
  const trimmed = text.trim();
  if (trimmed.length === 0) return err('empty');
  if (NEGATIVE.test(trimmed)) return err('negative');
  if (!DECIMAL.test(trimmed) && !HEX.test(trimmed)) return err('not-a-number');
  const value = BigInt(trimmed); // safe: the patterns above admit only what BigInt accepts
  if (value >> 64n !== 0n) return err('exceeds-64-bits');
  if (layout !== undefined) {
    if (value >> BigInt(totalBits(layout)) !== 0n) return err('exceeds-layout');
    for (const { field, mask } of positionFields(layout)) {
      if (field.kind === 'unused' && (value & mask) !== 0n) return err('sets-unused-bits');
    }
  }
  return ok(value);
}
