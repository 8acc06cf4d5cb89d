/**
 * Types the calculator modules share: bilingual text, citations of the
 * figures they use, numeric input bounds and the error-code result. Each
 * calculator's own `types.ts` re-exports these and names its input units.
 *
 * @packageDocumentation
 */

import type { SourceId } from '../../sources/registry';

/** A text in both site languages. */
export interface LocalizedText {
  /** Japanese (the site default). */
  readonly ja: string;
  /** English. */
  readonly en: string;
}

/**
 * Citation of a figure taken from a seed post (`/work/shared/seeds`): the
 * post is a source registry entry (src/sources/registry.ts), cited by id, so
 * its title, author, date and address are recorded once, there.
 */
export interface SeedCitation {
  readonly kind: 'seed';
  /** Id of the post in the source registry. */
  readonly source: SourceId;
  /** Where in the post the figure is stated (section, slide number). */
  readonly locator: string;
  /** The source's own wording around the figure, verbatim, so a reader can check it. */
  readonly quote?: string;
}

/**
 * Citation of a figure taken from vendor or other public documentation,
 * cited by its source registry id: the registry holds the title, author and
 * (only when confirmed) the address.
 */
export interface VendorCitation {
  readonly kind: 'vendor';
  /** Id of the document in the source registry. */
  readonly source: SourceId;
  /** The part of the document the figure is in (a section, a variable, a table), when it helps. */
  readonly locator?: string;
  /** Date or version of the document as far as it states one. */
  readonly asOf: string;
  /** What the document states about the figure, and caveats. */
  readonly note: string;
}

/** Where a figure comes from: a registered source, and where in it. */
export type Citation = SeedCitation | VendorCitation;

/**
 * A seed citation that quotes its source. The hit-ratio and group-commit
 * calculators cite seed posts only with a quote (their sources list shows it).
 */
export type QuotedSeedCitation = SeedCitation & { readonly quote: string };
export type AttributedCitation = QuotedSeedCitation | VendorCitation;

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
