/**
 * Types the calculator modules share: bilingual text, citations of the
 * figures they use, numeric input bounds and the error-code result. Each
 * calculator's own `types.ts` re-exports these and names its input units.
 *
 * @packageDocumentation
 */

/** A text in both site languages. */
export interface LocalizedText {
  /** Japanese (the site default). */
  readonly ja: string;
  /** English. */
  readonly en: string;
}

/** Citation of a figure taken from the project's seed files (`/work/shared/seeds`). */
export interface SeedCitation {
  readonly kind: 'seed';
  /** Seed file name, e.g. `000_8f50174bb76bc037.txt`. */
  readonly file: string;
  /** Post or slide-deck title as it appears in the seed. */
  readonly title: string;
  /** Publication date (ISO date where the seed gives one, otherwise a described range). */
  readonly date: string;
  /** Where in the post the figure is stated (section, slide number). */
  readonly locator: string;
  /** The source's own wording around the figure, verbatim, so a reader can check it. */
  readonly quote?: string;
}

/** Citation of a figure taken from vendor or other public documentation. */
export interface VendorCitation {
  readonly kind: 'vendor';
  /** Document title. */
  readonly title: string;
  /** Publisher or author. */
  readonly publisher?: string;
  /** URL the document was read at. */
  readonly url: string;
  /** Date or version of the document as far as it states one. */
  readonly asOf: string;
  /** What the document states about the figure, and caveats. */
  readonly note: string;
}

/** Where a figure comes from. */
export type Citation = SeedCitation | VendorCitation;

/**
 * Citations with the optional fields required: a seed citation that quotes its
 * source and a vendor citation that names its publisher. The hit-ratio and
 * group-commit calculators cite only these (their sources list shows the
 * publisher); the IOPS and Redshift TCO calculators cite a post's section.
 */
export type QuotedSeedCitation = SeedCitation & { readonly quote: string };
export type AttributedVendorCitation = VendorCitation & { readonly publisher: string };
export type AttributedCitation = QuotedSeedCitation | AttributedVendorCitation;

/** Allowed range (inclusive), default and step of one numeric input, labelled with a unit of `U`. */
export interface InputBound<U extends string = string> {
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** Granularity for a form control; validation does not round to it. */
  readonly step: number;
  /** Whether only whole numbers are valid. */
  readonly integer: boolean;
  readonly unit: U;
}

/** Whether `value` is a finite number inside `bound` (and whole if the bound requires it). */
export function isWithinBound(value: number, bound: InputBound): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= bound.min &&
    value <= bound.max &&
    (!bound.integer || Number.isInteger(value))
  );
}

/** A successful {@link CalculationResult}. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed {@link CalculationResult}: one error code the UI turns into a sentence. */
export interface Err<E extends string> {
  readonly ok: false;
  readonly code: E;
}

/** Outcome of a calculation on user input: a value or an error code, never an exception. */
export type CalculationResult<T, E extends string> = Ok<T> | Err<E>;

/** Builds a successful {@link CalculationResult}. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Builds a failed {@link CalculationResult}. */
export function err<E extends string>(code: E): Err<E> {
  return { ok: false, code };
}
