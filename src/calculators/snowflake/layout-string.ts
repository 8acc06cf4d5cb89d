/**
 * Compact text form of a layout, for the page's query string.
 *
 * Grammar (strict; no spaces, no leading zeros):
 *
 * ```text
 * layout    = field *( "." field )
 * field     = kind bits "-" name [ "-" epochMs "-" unitMs ]   ; epoch and unit iff kind is "t"
 * kind      = "u" / "t" / "n" / "s"                            ; unused, timestamp, node, sequence
 * ```
 *
 * Twitter's layout reads `u1-unused.t41-timestamp-1288834974657-1.n5-datacenter.n5-worker.s12-sequence`.
 *
 * Only letters, digits, `.`, `-` and `_` are used because `URLSearchParams`
 * leaves exactly those (plus `*`) unescaped, so the address bar stays readable;
 * `:` and `,` would come out as `%3A` and `%2C`.
 */
import {
  type IdLayout,
  type LayoutErrorCode,
  type LayoutField,
  MAX_FIELDS,
  validateLayout,
  type ValidateLayoutOptions,
} from './layout';
import { type MultiResult, ok } from './result';

/** Longest layout string accepted (a 16-field layout needs well under 1 KiB). */
export const MAX_LAYOUT_STRING_LENGTH = 1024;

/** Why a layout string was rejected: a syntax problem or a layout problem. */
export type LayoutStringErrorCode = 'empty' | 'too-long' | 'malformed-field' | LayoutErrorCode;

/** One problem in a layout string; `fieldIndex` is null for problems with the whole string. */
export interface LayoutStringIssue {
  readonly code: LayoutStringErrorCode;
  readonly fieldIndex: number | null;
}

const KIND_TO_LETTER = { unused: 'u', timestamp: 't', node: 'n', sequence: 's' } as const;

/** One field token. Digit groups are bounded so a hostile string cannot build huge bigints. */
const FIELD_TOKEN =
  /^([utns])(0|[1-9][0-9]?)-([a-z0-9_]+)(?:-(0|[1-9][0-9]{0,15})-([1-9][0-9]{0,7}))?$/;

/** Serialises a layout. Inverse of {@link parseLayout} for every valid layout. */
export function serializeLayout(layout: IdLayout): string {
  return layout
    .map((field) => {
      const head = `${KIND_TO_LETTER[field.kind]}${field.bits}-${field.name}`;
      return field.kind === 'timestamp' ? `${head}-${field.epochMs}-${field.unitMs}` : head;
    })
    .join('.');
}

/** Parses one field token, or returns null when it does not match the grammar. */
function parseFieldToken(token: string): LayoutField | null {
  const match = FIELD_TOKEN.exec(token);
  if (match === null) return null;
  const [, letter, bitsText, name, epochText, unitText] = match;
  if (letter === undefined || bitsText === undefined || name === undefined) return null;
  const bits = Number.parseInt(bitsText, 10); // a width of at most two digits
  const hasTime = epochText !== undefined && unitText !== undefined;
  if (letter === 't') {
    if (!hasTime) return null;
    return { kind: 'timestamp', name, bits, epochMs: BigInt(epochText), unitMs: BigInt(unitText) };
  }
  if (hasTime) return null;
  const kind = letter === 'u' ? 'unused' : letter === 'n' ? 'node' : 'sequence';
  return { kind, name, bits };
}

/**
 * Parses a layout string strictly and validates the result. Never throws.
 * Returns every syntax problem found, or else every layout problem.
 */
export function parseLayout(
  text: string,
  options: ValidateLayoutOptions = {},
): MultiResult<IdLayout, LayoutStringIssue> {
  if (typeof text !== 'string' || text.length === 0) {
    return { ok: false, errors: [{ code: 'empty', fieldIndex: null }] };
  }
  if (text.length > MAX_LAYOUT_STRING_LENGTH) {
    return { ok: false, errors: [{ code: 'too-long', fieldIndex: null }] };
  }
  const tokens = text.split('.');
  if (tokens.length > MAX_FIELDS) {
    return { ok: false, errors: [{ code: 'too-many-fields', fieldIndex: null }] };
  }
  const fields: LayoutField[] = [];
  const syntaxErrors: LayoutStringIssue[] = [];
  tokens.forEach((token, index) => {
    const field = parseFieldToken(token);
    if (field === null) syntaxErrors.push({ code: 'malformed-field', fieldIndex: index });
    else fields.push(field);
  });
  if (syntaxErrors.length > 0) return { ok: false, errors: syntaxErrors };
  const layoutIssues = validateLayout(fields, options);
  if (layoutIssues.length > 0) return { ok: false, errors: layoutIssues };
  return ok(fields);
}
