/**
 * Local plugin: one page per dataset at `/data/<id>` (and `/en/data/<id>`).
 *
 * Reads `static/data/*.json`, validates each file against the schema (an
 * invalid dataset fails the build with the path of the bad field), checks
 * that every `<DatasetChart id="…">` in the docs names a dataset, and adds a
 * route per dataset whose prop module holds the dataset and the articles that
 * show it, in the locale being built. The `/data` index page itself is
 * `src/pages/data/index.tsx`.
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Dataset } from '../../src/datasets/schema';
import type { DatasetPageData, DatasetUsage } from '../../src/datasets/pageData';
import { DATA_DIR, readDatasets } from './read';
import { docsUsages, type DocUsage } from './references';

interface Content {
  readonly datasets: readonly Dataset[];
  readonly usages: readonly DocUsage[];
}

export default function datasetsCatalogPlugin(context: LoadContext): Plugin<Content> {
  const { siteDir, baseUrl, i18n, localizationDir } = context;
  const docsDir = path.join(siteDir, 'docs');
  const localizedDocsDir =
    i18n.currentLocale === i18n.defaultLocale
      ? undefined
      : path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current');

  return {
    name: 'datasets-catalog',

    getPathsToWatch() {
      return [
        path.join(siteDir, DATA_DIR, '*.json'),
        path.join(docsDir, '**', '*.{md,mdx}'),
        ...(localizedDocsDir ? [path.join(localizedDocsDir, '**', '*.{md,mdx}')] : []),
      ];
    },

    loadContent() {
      const datasets = readDatasets(siteDir);
      const usages = docsUsages(docsDir, localizedDocsDir);
      const known = new Set(datasets.map((d) => d.id));
      for (const usage of usages) {
        for (const id of usage.ids) {
          if (!known.has(id)) {
            throw new Error(
              `${usage.file} (${i18n.currentLocale}): <DatasetChart id="${id}"> names no dataset; ` +
                `expected a file ${DATA_DIR}/${id}.json`,
            );
          }
        }
      }
      return { datasets, usages };
    },

    async contentLoaded({ content, actions }) {
      for (const dataset of content.datasets) {
        const usedIn: DatasetUsage[] = content.usages
          .filter((usage) => usage.ids.includes(dataset.id))
          .map((usage) => ({ title: usage.title, permalink: usage.permalink }));
        const data: DatasetPageData = { dataset, usedIn };
        const dataPath = await actions.createData(
          `dataset-${dataset.id}.json`,
          JSON.stringify(data),
        );
        actions.addRoute({
          // baseUrl ends with a slash: `/`, or `/en/` for English.
          path: `${baseUrl}data/${dataset.id}`,
          component: '@site/src/components/DatasetPage',
          modules: { data: dataPath },
          exact: true,
        });
      }
    },
  };
}
