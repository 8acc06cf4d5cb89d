import type { Options as PwaOptions } from '@docusaurus/plugin-pwa';
import { i18n } from './i18n';

/** `--ifm-color-primary` of src/css/custom.css. */
export const THEME_COLOR = '#1d5fa8';

/** One precache entry as workbox-build hands it to a manifest transform. */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The site uses `trailingSlash: false`: `/docs/glossary` is served from
 * `docs/glossary.html`. The plugin's service worker looks a request up as
 * `/docs/glossary` and `/docs/glossary/index.html` only, so a page opened or
 * reloaded offline would miss the cache. Precaching each page under its clean
 * URL (the address readers use; the host serves it from the .html file) makes
 * the lookup hit. `index.html` files keep their name: the worker maps `/` and
 * `/en/` to them.
 */
export function precacheUnderCleanUrls(entries: ManifestEntry[]): { manifest: ManifestEntry[] } {
  return {
    manifest: entries.map((entry) =>
      entry.url.endsWith('.html') && !/(?:^|\/)(?:index|404)\.html$/.test(entry.url)
        ? { ...entry, url: entry.url.slice(0, -'.html'.length) }
        : entry,
    ),
  };
}

/**
 * @docusaurus/plugin-pwa options.
 *
 * Offline mode: `always` makes the service worker precache the whole locale
 * (every article, calculator and tool page with its JS, CSS, fonts and the
 * search index) on the first online visit, so everything works offline
 * afterwards, not only for readers who installed the app. `appInstalled`,
 * `standalone` and `queryString` (`?offlineMode=true`) are the plugin's
 * defaults; they are kept so that an installed app stays offline-capable if
 * `always` is ever dropped to save bandwidth.
 *
 * Updates: with offline mode on, a new deployment's worker installs in the
 * background and waits; the page then shows the reload popup
 * (src/theme/PwaReloadPopup), and reloading activates the new version.
 */
export const pwaOptions: PwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString', 'always'],
  pwaHead: [
    // Paths with an extension get the locale's baseUrl prepended by the plugin.
    { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: THEME_COLOR },
    { tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/apple-touch-icon.png' },
  ],
  injectManifestConfig: {
    globIgnores: [
      // Link-preview images are for crawlers, not readers.
      'img/social/**',
      // Browsers that run the service worker all read KaTeX's WOFF2 fonts.
      'katex/fonts/*.ttf',
      'katex/fonts/*.woff',
      // Each locale precaches its own pages (the default locale's output
      // directory holds the others' in subfolders).
      ...(i18n?.locales ?? [])
        .filter((locale) => locale !== i18n?.defaultLocale)
        .map((locale) => `${locale}/**`),
    ],
    // Content-hashed bundles need no revision parameter.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(?:js|css)$/,
    manifestTransforms: [precacheUnderCleanUrls],
  } as PwaOptions['injectManifestConfig'],
};
