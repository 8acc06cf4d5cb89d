/**
 * Types of the hit-ratio calculator modules: the shared text, citation and
 * bound types (`../shared/types.ts`) and this calculator's input units.
 *
 * @packageDocumentation
 */

import type { InputBound as SharedInputBound } from '../shared/types';

export type {
  AttributedCitation,
  CalculationResult,
  LocalizedText,
  QuotedSeedCitation,
} from '../shared/types';
export { isWithinBound } from '../shared/types';

/** Unit of an input, for labelling controls. */
export type InputUnit = 'percent' | 'cost' | 'gib' | 'exponent' | 'count' | 'ns';

/** Allowed range (inclusive), default and step of one numeric input. */
export type InputBound = SharedInputBound<InputUnit>;
