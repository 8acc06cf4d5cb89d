// Types only: a value import from the schema module would ship zod to the page.
import type { Dataset } from './schema';

/** An article that shows the dataset, in the page's language. */
export interface DatasetUsage {
  readonly title: string;
  /** Site path without base URL, e.g. `/docs/io-memory/disk-io-hit-ratio`. */
  readonly permalink: string;
}

/** The prop module the datasets-catalog plugin writes for `/data/<id>`. */
export interface DatasetPageData {
  readonly dataset: Dataset;
  readonly usedIn: readonly DatasetUsage[];
}
