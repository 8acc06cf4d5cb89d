/**
 * Shared types for the IOPS sizing calculator: localized labels, source citations
 * and the result union every validating function returns.
 *
 * @packageDocumentation
 */

/** A label in both site languages. */
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
}

/** Citation of a figure taken from vendor or upstream documentation. */
export interface VendorCitation {
  readonly kind: 'vendor';
  /** Document title. */
  readonly title: string;
  /** Canonical URL of the document. */
  readonly url: string;
  /** The documentation version or date the figure was relied on at. */
  readonly asOf: string;
  /** How the figure was checked, or caveats. */
  readonly note?: string;
}

/** Where a figure comes from. */
export type Citation = SeedCitation | VendorCitation;

/** A number together with the citation it was taken from. */
export interface SourcedValue {
  readonly value: number;
  readonly source: Citation;
}

/**
 * Outcome of a function that validates user input. Invalid input yields an error
 * code (never a thrown exception), so the UI can show a message in either language.
 */
export type Result<T, E extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Builds a successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Builds a failed {@link Result}. */
export function err<E extends string>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
