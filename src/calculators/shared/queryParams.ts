/**
 * Parsing and serialising calculator inputs, from form fields and from the URL
 * query string alike. A shared link may be edited by hand, so every value is
 * treated as untrusted text: parsing never throws, never yields NaN or
 * Infinity, and reports problems as codes the UI turns into sentences in the
 * reader's language.
 */

/** Longest raw value accepted; anything longer is rejected before parsing. */
export const MAX_RAW_LENGTH = 64;

/**
 * Smallest magnitude a non-zero number may have. `1e-320` is a valid decimal
 * and above 0, yet dividing a counter or a cost by it overflows to Infinity
 * (and Infinity / Infinity shows as NaN); no input of these calculators
 * means anything that small. At most 1e19 (a 64-bit counter) divided by this
 * stays finite.
 */
export const MIN_NONZERO_MAGNITUDE = 1e-12;

/** A numeric input with inclusive bounds. */
export interface NumberParamSpec {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly defaultValue: number;
  /** Reject fractional values (counts of devices, clients, …). */
  readonly integer?: boolean;
  /** Reject the minimum itself (a cost of exactly 0, say). */
  readonly minExclusive?: boolean;
  /**
   * The calculator's own further check (a step, say); a value it refuses is
   * shown as rejected, the default stands in, and it stays out of the URL.
   */
  readonly accepts?: (value: number) => boolean;
}

/** A choice among fixed identifiers (a preset, a mode). */
export interface ChoiceParamSpec<T extends string = string> {
  readonly kind: 'choice';
  readonly values: readonly T[];
  readonly defaultValue: T;
}

/**
 * Free text with a structure of its own (a list of systems, a bit layout, an
 * ID). The calculator's pure module parses it further; here it is only
 * length-checked and restricted to a character set, so nothing unexpected
 * reaches that parser or the page.
 */
export interface TextParamSpec {
  readonly kind: 'text';
  readonly defaultValue: string;
  readonly maxLength: number;
  /** Characters allowed, as a character class body, e.g. `0-9a-zA-Z:,._-`. */
  readonly allowedCharacters: string;
  /**
   * Whether the calculator's own parser can use the text (a list of systems,
   * a layout, an ID). A text it refuses is reported as rejected, the
   * calculator shows its default instead, and the text stays out of the URL,
   * so a copied link describes what the page shows.
   */
  readonly accepts?: (text: string) => boolean;
}

export type ParamSpec = NumberParamSpec | ChoiceParamSpec | TextParamSpec;
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

/** The value type a spec parses to. */
export type ParamValue<S extends ParamSpec> =
  S extends ChoiceParamSpec<infer T>
    ? T
    : S extends NumberParamSpec
      ? number
      : S extends TextParamSpec
        ? string
        : never;

export type ParamValues<S extends ParamSpecs> = { -readonly [K in keyof S]: ParamValue<S[K]> };

export type ParamErrorCode =
  | 'empty'
  | 'tooLong'
  | 'notANumber'
  | 'notFinite'
  | 'tooSmall'
  | 'notInteger'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'unknownChoice'
  | 'invalidCharacters';

/** Why a raw value was rejected; `min`/`max`/`choices` let the UI explain the fix. */
export interface ParamError {
  readonly code: ParamErrorCode;
  readonly min?: number;
  readonly max?: number;
  readonly minExclusive?: boolean;
  readonly choices?: readonly string[];
}

export type ParseResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ParamError };

// Plain decimal notation with an optional exponent. Hex, "Infinity", "1_000"
// and the like are rejected rather than half-understood.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Normalises what a person is likely to type: full-width digits from a
 * Japanese IME (NFKC), surrounding spaces, thousands separators and a
 * trailing percent sign.
 */
function normaliseNumberText(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/,/g, '').replace(/%$/, '').trim();
}

/** Parses one numeric field against its spec. */
export function parseNumber(raw: string, spec: NumberParamSpec): ParseResult<number> {
  if (raw.length > MAX_RAW_LENGTH) return { ok: false, error: { code: 'tooLong' } };
  const text = normaliseNumberText(raw);
  if (text === '') return { ok: false, error: { code: 'empty' } };
  if (!DECIMAL.test(text)) return { ok: false, error: { code: 'notANumber' } };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: { code: 'notFinite' } };
  const bounds = { min: spec.min, max: spec.max, minExclusive: spec.minExclusive ?? false };
  if (spec.integer && !Number.isInteger(value)) {
    return { ok: false, error: { code: 'notInteger', ...bounds } };
  }
  if (value < spec.min || (spec.minExclusive && value === spec.min)) {
    return { ok: false, error: { code: 'belowMinimum', ...bounds } };
  }
  if (value > spec.max) return { ok: false, error: { code: 'aboveMaximum', ...bounds } };
  if (value !== 0 && Math.abs(value) < MIN_NONZERO_MAGNITUDE) {
    return { ok: false, error: { code: 'tooSmall', ...bounds } };
  }
  // Normalise -0 so that serialising gives "0".
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Parses one choice field against its spec. */
export function parseChoice<T extends string>(
  raw: string,
  spec: ChoiceParamSpec<T>,
): ParseResult<T> {
  if (raw.length > MAX_RAW_LENGTH) return { ok: false, error: { code: 'tooLong' } };
  const text = raw.trim();
  if (text === '') return { ok: false, error: { code: 'empty' } };
  const match = spec.values.find((choice) => choice === text);
  return match === undefined
    ? { ok: false, error: { code: 'unknownChoice', choices: spec.values } }
    : { ok: true, value: match };
}

/** Parses one text field against its spec (length and character set only). */
export function parseText(raw: string, spec: TextParamSpec): ParseResult<string> {
  if (raw.length > spec.maxLength) return { ok: false, error: { code: 'tooLong' } };
  const text = raw.normalize('NFKC').trim();
  if (text === '') return { ok: false, error: { code: 'empty' } };
  const allowed = new RegExp(`^[${spec.allowedCharacters}]*$`, 'u');
  if (!allowed.test(text)) return { ok: false, error: { code: 'invalidCharacters' } };
  return { ok: true, value: text };
}

/** Parses a raw value against any spec. */
export function parseParam<S extends ParamSpec>(raw: string, spec: S): ParseResult<ParamValue<S>> {
  const result =
    spec.kind === 'number'
      ? parseNumber(raw, spec)
      : spec.kind === 'choice'
        ? parseChoice(raw, spec)
        : parseText(raw, spec);
  return result as ParseResult<ParamValue<S>>;
}

/**
 * Whether a value the spec parsed is one the calculator can use (its own
 * check, if any, accepts it).
 */
export function isAccepted<S extends ParamSpec>(spec: S, value: ParamValue<S>): boolean {
  if (spec.kind === 'choice' || spec.accepts === undefined) return true;
  return spec.kind === 'number' ? spec.accepts(value as number) : spec.accepts(value as string);
}

/** Default values of every spec. */
export function defaultValues<S extends ParamSpecs>(specs: S): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) values[name] = spec.defaultValue;
  return values as ParamValues<S>;
}

/** The outcome of reading a whole query string. */
export interface QueryParseOutcome<S extends ParamSpecs> {
  /** Valid values, with the default wherever a value was missing or rejected. */
  readonly values: ParamValues<S>;
  /** The raw text of every parameter that was present (for re-filling form fields). */
  readonly raw: Partial<Record<keyof S, string>>;
  /** One entry per rejected parameter. */
  readonly errors: Partial<Record<keyof S, ParamError>>;
  /**
   * Parameters the spec let through but the calculator's own check refused
   * (see `accepts`): their value is in `values`, for the calculator to say
   * why it cannot use it, but they are rejected all the same.
   */
  readonly refused: readonly (keyof S)[];
}

/**
 * Reads every parameter a calculator knows from a query string. Unknown
 * parameters are ignored (other tools may add their own); a missing one takes
 * its default silently; a present but invalid one takes its default and is
 * reported.
 */
export function parseQuery<S extends ParamSpecs>(
  specs: S,
  search: URLSearchParams,
): QueryParseOutcome<S> {
  const values = defaultValues(specs) as Record<string, unknown>;
  const raw: Record<string, string> = {};
  const errors: Record<string, ParamError> = {};
  const refused: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const text = search.get(name);
    if (text === null) continue;
    const limit = spec.kind === 'text' ? spec.maxLength : MAX_RAW_LENGTH;
    raw[name] = text.length > limit ? '' : text;
    const result = parseParam(text, spec);
    if (!result.ok) errors[name] = result.error;
    else {
      values[name] = result.value;
      if (!isAccepted(spec, result.value)) refused.push(name);
    }
  }
  return {
    values: values as ParamValues<S>,
    raw: raw as Partial<Record<keyof S, string>>,
    errors: errors as Partial<Record<keyof S, ParamError>>,
    refused,
  };
}

/**
 * Writes the values that differ from their defaults, in spec order, so a
 * shared link is as short as the scenario allows and stable across reloads.
 * A value the calculator refuses (see `accepts`) is left out: the page shows
 * the default in its place, and so must the link.
 */
export function serializeQuery<S extends ParamSpecs>(
  specs: S,
  values: Partial<ParamValues<S>>,
): string {
  const entries: [string, string][] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const value = values[name as keyof S];
    if (value === undefined || value === spec.defaultValue) continue;
    if (!isAccepted(spec, value)) continue;
    entries.push([name, String(value)]);
  }
  return formatQuery(entries);
}

// A UTF-16 surrogate without its partner: not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encodes one query-string name or value, leaving RFC 3986's
 * unreserved characters (letters, digits, `-`, `.`, `_`, `~`) as they are.
 * `URLSearchParams#toString` uses form encoding, which escapes `~`, so a
 * list like `systems=web~700~50` became `web%7E700%7E50` in shared links.
 * Every other character is escaped as UTF-8 (`+` as `%2B`, space as `%20`),
 * so `URLSearchParams` reads back exactly the text written. A lone surrogate
 * becomes U+FFFD, as `URLSearchParams` does too.
 */
export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A query string (without `?`) from name/value pairs, in order, encoded with
 * {@link encodeQueryComponent}. Accepts a `URLSearchParams` too.
 */
export function formatQuery(entries: Iterable<readonly [string, string]>): string {
  return Array.from(
    entries,
    ([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`,
  ).join('&');
}
