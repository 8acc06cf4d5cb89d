import type { DatasetId } from '../../datasets/registry';
// Types only: a value import from the schema module would ship zod to the page.
import type { Dataset } from '../../datasets/schema';
import type DatasetFigure from './DatasetFigure';

/** A chart's code and data, ready to render. */
export interface LoadedChart {
  readonly Figure: typeof DatasetFigure;
  readonly dataset: Dataset;
}

/*
 * Where DatasetChart gets a chart to render synchronously, in the browser:
 * nowhere. The server build swaps this module for serverChart.server.tsx
 * (plugins/server-parts), which has the figure and reads the dataset, so
 * the server writes the whole chart into the page's HTML without a Suspense
 * boundary (React writes a large one out of place, hidden, moved
 * in by an inline script) and the browser's page chunk carries neither.
 */

/** On the server: the chart. In the browser there is none to read synchronously. */
export function serverChart(_id: DatasetId): LoadedChart | null {
  return null;
}
