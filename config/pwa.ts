import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Options as PwaOptions } from '@docusaurus/plugin-pwa';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { i18n } from './i18n';

/** `--ifm-color-primary` of src/css/custom.css. */
export const THEME_COLOR = '#1d5fa8';
const BACKGROUND_COLOR = '#ffffff';

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

/** Name on the home screen, by locale (the full site title is too long there). */
const SHORT_NAME: Record<string, string> = {
  ja: 'DB性能ガイド',
  en: 'DB Perf Guide',
};

interface IconSpec {
  file: string;
  size: number;
  /** Share of the icon's side taken by the 64×64 logo. */
  scale: number;
  background?: string;
  purpose?: 'any' | 'maskable';
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, scale: 1, purpose: 'any' },
  { file: 'icon-512.png', size: 512, scale: 1, purpose: 'any' },
  // Maskable: opaque background to the edges, logo inside the 80 % safe circle.
  {
    file: 'maskable-192.png',
    size: 192,
    scale: 0.6,
    background: BACKGROUND_COLOR,
    purpose: 'maskable',
  },
  {
    file: 'maskable-512.png',
    size: 512,
    scale: 0.6,
    background: BACKGROUND_COLOR,
    purpose: 'maskable',
  },
  // iOS ignores transparency and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.75, background: BACKGROUND_COLOR },
];

export function renderIcon(logoSvg: string, { size, scale, background }: IconSpec): Buffer {
  const side = size * scale;
  const offset = (size - side) / 2;
  const logo = logoSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b/, `<svg x="${offset}" y="${offset}" width="${side}" height="${side}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''
  }${logo}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Writes the web app manifest (`manifest.json`, in the locale's language) and
 * its PNG icons, rendered from static/img/logo.svg, into each locale's output
 * directory. Everything happens synchronously at the start of postBuild, so
 * the PWA plugin's precache manifest, built alongside, includes them: list
 * this plugin before @docusaurus/plugin-pwa.
 */
export function pwaAssetsPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'pwa-assets',
    postBuild({ outDir, baseUrl, siteConfig, siteDir, i18n: { currentLocale, localeConfigs } }) {
      const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
      const iconDir = path.join(outDir, 'img/icons');
      mkdirSync(iconDir, { recursive: true });
      for (const icon of ICONS)
        writeFileSync(path.join(iconDir, icon.file), renderIcon(logo, icon));
      const manifest = {
        id: baseUrl,
        name: siteConfig.title,
        short_name: SHORT_NAME[currentLocale] ?? siteConfig.title,
        description: siteConfig.tagline,
        lang: localeConfigs[currentLocale]?.htmlLang ?? currentLocale,
        dir: 'ltr',
        start_url: baseUrl,
        scope: baseUrl,
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        // Relative to manifest.json, so each locale points at its own copy.
        icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
          src: `img/icons/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      };
      writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
