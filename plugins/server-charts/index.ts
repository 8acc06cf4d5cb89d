/**
 * Local plugin: an article's dataset charts are whole in the server-rendered
 * HTML, and their code and data are in no page chunk.
 *
 * src/components/DatasetChart asks src/components/DatasetChart/serverChart.ts
 * for a chart to render synchronously. In the server build (the one that
 * writes each page's HTML) this plugin swaps that module for
 * serverChart.server.tsx, which holds the figure and reads the dataset. The
 * browser's copy has none: it keeps the chart's server HTML until the chart
 * nears the viewport, then loads the figure's and the dataset's chunks.
 * (A Suspense boundary around a lazily loaded chart would not do on the
 * server: once a boundary and the HTML before it pass 12,800 bytes, React
 * writes it outside the page's flow, hidden, moved into place by an inline
 * script, so readers without JavaScript would lose the chart.)
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The browser's module, as the bundler resolves it. */
const CLIENT_MODULE = /[\\/]src[\\/]components[\\/]DatasetChart[\\/]serverChart\.ts$/;
const SERVER_MODULE = path.resolve(
  __dirname,
  '../../src/components/DatasetChart/serverChart.server.tsx',
);

export default function serverChartsPlugin(): Plugin {
  return {
    name: 'server-charts',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return {
        plugins: [
          // Matched on the resolved file path, so any import of the module counts.
          new currentBundler.instance.NormalModuleReplacementPlugin(CLIENT_MODULE, SERVER_MODULE),
        ],
      };
    },
  };
}
