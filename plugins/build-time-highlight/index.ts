/**
 * Local plugin: no page loads Prism. Code blocks are highlighted at build
 * time (src/remark/highlightCode.ts) and drawn from their tokens
 * (src/theme/CodeBlock/Content), so Docusaurus's client module that loads
 * prism-react-renderer and the extra grammars into main.js on every page
 * (≈ 314 ms at 4× CPU and 25.7 KiB gzip; README, "Hydration cost") is swapped
 * for an empty one in both bundles.
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** theme-classic's client module, as the bundler resolves it. */
const PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
const EMPTY_MODULE = path.resolve(__dirname, 'noPrism.ts');

export default function buildTimeHighlightPlugin(): Plugin {
  return {
    name: 'build-time-highlight',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            EMPTY_MODULE,
          ),
        ],
      };
    },
  };
}
