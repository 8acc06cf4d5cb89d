/**
 * Local plugin: an article's dataset charts and calculators are whole in the
 * server-rendered HTML, and their code is in no page chunk.
 *
 * src/components/DatasetChart and src/components/LazyCalculator ask a module
 * of theirs (serverChart.ts, serverCalculator.ts) for a part to render
 * synchronously. In the server build (the one that writes each page's HTML)
 * this plugin swaps each for its `.server.tsx` twin, which holds the part's
 * code (and reads a chart's dataset). The browser's copy has none: it keeps
 * the part's server HTML until the part nears the viewport, then loads the
 * part's chunks. (A Suspense boundary around a lazily loaded part would not
 * do on the server: once a boundary and the HTML before it pass 12,800
 * bytes, React writes it outside the page's flow, hidden, moved into place
 * by an inline script, so readers without JavaScript would lose the part.)
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Each browser module, as the bundler resolves it, and the server's twin. */
const SWAPS: readonly (readonly [RegExp, string])[] = [
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
