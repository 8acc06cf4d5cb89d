import type { CalculatorId } from '../../registry/calculators';
import type { CalculatorModule } from './loaders';

/*
 * Where LazyCalculator gets a calculator to render synchronously, in the
 * browser: nowhere. The server build swaps this module for
 * serverCalculator.server.tsx (plugins/server-parts), which imports every
 * calculator, so the server writes the whole calculator into the article's
 * HTML without a Suspense boundary, and the browser's page chunk carries
 * none of them (as src/components/DatasetChart/serverChart.ts does).
 */

/** On the server: the calculator's module. In the browser there is none to read synchronously. */
export function serverCalculator(_id: CalculatorId): CalculatorModule | null {
  return null;
}
