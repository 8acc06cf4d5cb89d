/**
 * Local plugin: build-time diagram drawings go into the server-rendered HTML
 * and into no JavaScript chunk.
 *
 * src/theme/Mermaid asks src/diagrams/diagramDrawings.ts for a diagram's SVG.
 * In the server build (the one that writes each page's HTML) this plugin
 * swaps that module for diagramDrawings.server.ts, which reads the drawings
 * from src/diagrams/rendered. The browser's copy of the module has no
 * drawings: it reuses the SVG already in the page while hydrating, and loads
 * a diagram's own small chunk only after client-side navigation. Before, the
 * SVG sat in the compiled page as well (group-commit's chunk carried ≈30 KiB
 * gzip of it), parsed by every reader who never needed it.
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The browser's module, as the bundler resolves it. */
const CLIENT_MODULE = /[\\/]src[\\/]diagrams[\\/]diagramDrawings\.ts$/;
const SERVER_MODULE = path.resolve(__dirname, '../../src/diagrams/diagramDrawings.server.ts');

export default function serverDiagramsPlugin(): Plugin {
  return {
    name: 'server-diagrams',
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
