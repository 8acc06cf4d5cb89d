/**
 * Local plugin: the web app manifest and its icons for @docusaurus/plugin-pwa
 * (whose options are in config/pwa.ts).
 *
 * @packageDocumentation
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { THEME_COLOR } from '../../config/pwa';

const BACKGROUND_COLOR = '#ffffff';

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
export default function pwaAssetsPlugin(_context: LoadContext): Plugin<void> {
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
