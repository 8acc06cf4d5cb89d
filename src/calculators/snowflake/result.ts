/**
 * Result types of the snowflake calculator. Parsing and checked encoding never
 * throw on user input; they return a `CalculationResult` (one error code, from
 * `../shared/types.ts`) or, for inputs with several parts, a {@link MultiResult}
 * with every problem found. The UI translates the codes into Japanese or English.
 */

import type { Ok } from '../shared/types';

export type { CalculationResult, Ok } from '../shared/types';
export { err, ok } from '../shared/types';

/**
 * A failed result carrying every problem found (for inputs with several
 * parts). Unlike a `CalculationResult` error code, each problem is an object
 * that says which part is wrong.
 */
export interface Errs<E> {
  readonly ok: false;
  readonly errors: readonly E[];
}

/** Either a value or a non-empty list of problems. */
export type MultiResult<T, E> = Ok<T> | Errs<E>;
