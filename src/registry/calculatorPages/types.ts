import type { ReactNode } from 'react';
import type { CalculatorId } from '../calculators';

/**
 * What a calculator's standalone page shows around the calculator: its
 * `<title>`, `<h1>` and meta description, the introduction above it (with the
 * link to the article) and, for some, a section below it.
 *
 * One module per calculator (`calculatorPages/<id>.tsx`), imported only by
 * that calculator's page file, so that a page's chunk carries its own texts
 * and not the other five pages' (a shared map put ≈4.4 KiB gz of them on
 * every calculator page). The functions run inside a component because
 * `translate()` reads the current locale.
 */
export interface CalculatorPageContent {
  /** The registry entry (src/registry/calculators.ts) of the page. */
  readonly id: CalculatorId;
  /** The page's `<title>` and `<h1>`. */
  readonly title: () => string;
  /** The page's meta description. */
  readonly description: () => string;
  /**
   * The paragraph(s) between the `<h1>` and the calculator: one element, or
   * an array of keyed elements (each becomes a direct child of `<main>`).
   */
  readonly intro: () => ReactNode;
  /** A block after the calculator, when the page has more to say. */
  readonly after?: () => ReactNode;
}
