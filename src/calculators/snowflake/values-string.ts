/**
 * Compact text form of the field values typed into the encoder, for the
 * page's query string: `name-value` pairs joined by `.`, values in decimal,
 * e.g. `datacenter-1.worker-17.sequence-0`. Uses only characters that
 * `URLSearchParams` leaves unescaped (see `layout-string.ts`).
 */
import { FIELD_NAME_PATTERN, MAX_FIELDS } from './layout';

/** Longest values string accepted: 16 pairs of a 24-letter name and a 20-digit value, with separators. */
export const MAX_VALUES_STRING_LENGTH = 800;

const PAIR = /^([a-z][a-z0-9_]{0,23})-(0|[1-9][0-9]{0,19})$/;

/** The values a string holds, and how many of its pairs were unreadable. */
export interface ParsedFieldValues {
  /** Values by field name; a repeated name keeps its first value. */
  readonly values: ReadonlyMap<string, bigint>;
  /** Pairs that did not match `name-digits` (or came after the 16th pair). */
  readonly rejected: number;
}

/** Parses a values string leniently: readable pairs are kept, the rest counted. Never throws. */
export function parseFieldValues(text: string): ParsedFieldValues {
  const values = new Map<string, bigint>();
  if (typeof text !== 'string' || text.length === 0) return { values, rejected: 0 };
  if (text.length > MAX_VALUES_STRING_LENGTH) return { values, rejected: 1 };
  let rejected = 0;
  text.split('.').forEach((token, index) => {
    const match = PAIR.exec(token);
    const name = match?.[1];
    const digits = match?.[2];
    if (index >= MAX_FIELDS || name === undefined || digits === undefined) {
      rejected += 1;
      return;
    }
    // 20 digits may exceed 2^64; wider values are reported when encoding, not here.
    if (!values.has(name)) values.set(name, BigInt(digits));
  });
  return { values, rejected };
}

/**
 * Serialises name/value pairs in the given order, skipping names that are not
 * valid field names and negative values. Inverse of {@link parseFieldValues}
 * for valid pairs.
 */
export function serializeFieldValues(entries: Iterable<readonly [string, bigint]>): string {
  const parts: string[] = [];
  for (const [name, value] of entries) {
    if (!FIELD_NAME_PATTERN.test(name) || value < 0n || parts.length >= MAX_FIELDS) continue;
    parts.push(`${name}-${value}`);
  }
  return parts.join('.');
}
