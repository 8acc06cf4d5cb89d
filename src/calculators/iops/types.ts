/**
 * Types of the IOPS sizing calculator modules: the shared text and citation
 * types (`../shared/types.ts`), the result union every validating function returns
 * (`CalculationResult`) and sourced values.
 *
 * @packageDocumentation
 */

import type { Citation } from '../shared/types';

export type {
  CalculationResult,
  Citation,
  LocalizedText,
  SeedCitation,
  VendorCitation,
} from '../shared/types';
export { err, ok } from '../shared/types';

/** A number together with the citation it was taken from. */
export interface SourcedValue {
  readonly value: number;
  readonly source: Citation;
}
