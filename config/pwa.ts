import type { Options as PwaOptions } from '@docusaurus/plugin-pwa';
import { fileURLToPath } from 'node:url';

/** `--ifm-color-primary` of src/css/custom.css. */
export const THEME_COLOR = '#1d5fa8';

/**
 * @docusaurus/plugin-pwa options.
 *
 * Offline on purpose: the plugin's own offline mode (precache the whole
 * locale on the first visit, 3.7 MiB, with Workbox silently leaving out the
 * search index for being over 2 MiB) is never turned on: the site registers
 * the worker itself (src/offline/registerServiceWorker.ts). The site's part of the worker (src/offline/serviceWorker.mjs)
 * keeps what a reader opens, and saves the whole locale, search index
 * included, when the reader asks ("Save for offline" on `/go` and in speaker
 * mode; src/offline/offlineCopyList.ts says what is in it).
 *
 * Updates: without the plugin's offline mode, a new deployment's worker
 * takes over at once (pages come from the network first, so an online
 * reader is never on an old version), and a saved copy catches up in the
 * background on the next online visit (src/clientModules/offlineCopy.ts).
 */
export const pwaOptions: PwaOptions = {
  // The plugin requires one strategy; none is ever read, because the site
  // registers the worker itself with offline mode off (swRegister below).
  offlineModeActivationStrategies: ['queryString'],
  swRegister: fileURLToPath(new URL('../src/offline/registerServiceWorker.ts', import.meta.url)),
  swCustom: fileURLToPath(new URL('../src/offline/serviceWorker.mjs', import.meta.url)),
  pwaHead: [
    // Paths with an extension get the locale's baseUrl prepended by the plugin.
    { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: THEME_COLOR },
    { tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/apple-touch-icon.png' },
  ],
  injectManifestConfig: {
    // The plugin always builds a precache manifest into sw.js; nothing reads
    // it (offline mode is off), so it is kept empty.
    globIgnores: ['**/*'],
  } as PwaOptions['injectManifestConfig'],
};
