/**
 * Types of the IOPS sizing calculator modules: the shared text and citation
 * types (`../shared/types.ts`), sourced values and the result union every
 * validating function returns.
 *
 * @packageDocumentation
 */

import type { Citation } from '../shared/types';

export type { Citation, LocalizedText, SeedCitation, VendorCitation } from '../shared/types';

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
