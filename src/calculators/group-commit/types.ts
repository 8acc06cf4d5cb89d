/**
 * Types of the group-commit simulator modules: the shared text, citation,
 * bound and result types (`../shared/types.ts`) and this calculator's input
 * units.
 *
 * @packageDocumentation
 */

import type { InputBound as SharedInputBound } from '../shared/types';

export type {
  AttributedCitation,
  VendorCitation,
  CalculationResult,
  LocalizedText,
  QuotedSeedCitation,
} from '../shared/types';
export { isWithinBound } from '../shared/types';

/** Unit of an input, for labelling controls. */
export type InputUnit = 'count' | 'us' | 'per-second';

/** Allowed range (inclusive), default and step of one numeric input. */
export type InputBound = SharedInputBound<InputUnit>;
