/**
 * Result types shared by the snowflake calculator. Parsing and checked
 * encoding never throw on user input; they return one of these instead, with
 * error *codes* that the UI translates into Japanese or English.
 */

/** A successful result carrying `value`. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed result carrying a single error code. */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** Either a value or a single error code. */
export type Result<T, E> = Ok<T> | Err<E>;

/** A failed result carrying every problem found (for inputs with several parts). */
export interface Errs<E> {
  readonly ok: false;
  readonly errors: readonly E[];
}

/** Either a value or a non-empty list of problems. */
export type MultiResult<T, E> = Ok<T> | Errs<E>;

/** Builds a successful result. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Builds a failed result with one error code. */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}
