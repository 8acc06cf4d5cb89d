/**
 * Local plugin: an article's diagram drawings, dataset charts and
 * calculators are whole in the server-rendered HTML, and their code (or
 * SVG) is in no page chunk.
 *
 * src/theme/Mermaid, src/components/DatasetChart and
 * src/components/LazyCalculator ask a module of theirs (diagramDrawings.ts,
 * serverChart.ts, serverCalculator.ts) for a part to render synchronously.
 * In the server build (the one that writes each page's HTML) this plugin
 * swaps each for its `.server.tsx` twin, which holds the part's code (reads
 * a chart's dataset, or the drawings in src/diagrams/rendered). The
 * browser's copy has none: it keeps the part's server HTML (a diagram for
 * good, a chart or calculator until it nears the viewport), and loads the
 * part's chunks only when it needs them (a diagram's after a client-side
 * navigation). Before, group-commit's page chunk carried ≈ 30 KiB gzip of
 * diagram SVG that every reader parsed. (A Suspense boundary around a lazily
 * loaded part would not do on the server: once a boundary and the HTML
 * before it pass 12,800 bytes, React writes it outside the page's flow,
 * hidden, moved into place by an inline script, so readers without
 * JavaScript would lose the part.)
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Each browser module, as the bundler resolves it, and the server's twin. */
const SWAPS: readonly (readonly [RegExp, string])[] = [
  [
    /[\\/]src[\\/]diagrams[\\/]diagramDrawings\.ts$/,
    path.resolve(__dirname, '../../src/diagrams/diagramDrawings.server.ts'),
  ],
  [
    /[\\/]src[\\/]components[\\/]DatasetChart[\\/]serverChart\.ts$/,
    path.resolve(__dirname, '../../src/components/DatasetChart/serverChart.server.tsx'),
  ],
  [
    /[\\/]src[\\/]components[\\/]LazyCalculator[\\/]serverCalculator\.ts$/,
    path.resolve(__dirname, '../../src/components/LazyCalculator/serverCalculator.server.tsx'),
  ],
];

export default function serverPartsPlugin(): Plugin {
  return {
    name: 'server-parts',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return {
        // Matched on the resolved file path, so any import of the module counts.
        plugins: SWAPS.map(
          ([client, server]) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(client, server),
        ),
      };
    },
  };
}
