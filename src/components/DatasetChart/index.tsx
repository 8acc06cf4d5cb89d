import React, { Suspense, use, type ReactNode } from 'react';
import { datasetLoaders, isDatasetId, type DatasetId } from '../../datasets/registry';
// Types only: a value import from the schema module would ship zod to the page.
import type { Dataset } from '../../datasets/schema';
import DatasetFigure from './DatasetFigure';

export interface DatasetChartProps {
  /** A dataset id: the name of a file `static/data/<id>.json`. */
  readonly id: string;
  /**
   * The dataset itself, when the page imported it (src/remark/importPageComponents
   * does this for every `<DatasetChart id="…" />` in Markdown): then nothing
   * loads after hydration.
   */
  readonly dataset?: unknown;
}

/**
 * One promise per dataset, shared by every render: the server waits for it
 * while it streams the page, and on the client hydration resumes once the
 * same chunk has arrived.
 */
const loading = new Map<DatasetId, Promise<Dataset>>();

function loadDataset(id: DatasetId): Promise<Dataset> {
  let promise = loading.get(id);
  if (!promise) {
    // The JSON files are validated against src/datasets/schema.ts by the unit
    // tests and by the datasets-catalog plugin at build time.
    promise = datasetLoaders[id]().then((module) => module.default as Dataset);
    loading.set(id, promise);
  }
  return promise;
}

function LoadedDataset({ id }: { readonly id: DatasetId }): ReactNode {
  return <DatasetFigure dataset={use(loadDataset(id))} />;
}

/**
 * A dataset from `static/data/<id>.json` as a chart (per its `chart` hint)
 * with its source, downloads and data table. Usage in MDX:
 * `<DatasetChart id="group-commit-fsyncs" />`.
 *
 * Each dataset is its own chunk (see `src/datasets/registry.ts`), so a page
 * carries only the datasets it shows. The page is rendered in full on the
 * server (Docusaurus's streaming renderer waits for the chunk); on the client
 * React keeps that HTML until the chunk arrives, then hydrates it. An unknown
 * id fails the build.
 */
export default function DatasetChart({ id, dataset }: DatasetChartProps): ReactNode {
  if (!isDatasetId(id)) {
    throw new Error(
      `<DatasetChart id="${id}">: there is no dataset static/data/${id}.json ` +
        '(or src/datasets/registry.ts is out of date: run npx tsx plugins/datasets-catalog/generate.ts)',
    );
  }
  // Validated against src/datasets/schema.ts by the unit tests and the build.
  if (dataset !== undefined) return <DatasetFigure dataset={dataset as Dataset} />;
  return (
    <Suspense fallback={null}>
      <LoadedDataset id={id} />
    </Suspense>
  );
}
