import type { PluginConfig } from '@docusaurus/types';
import { shortLinkPath, shortLinks } from '../src/registry/shortLinks';

/** One short link as plugins/short-links writes it. */
export interface ShortLinkRedirect {
  readonly from: string;
  readonly to: string;
}

/**
 * One redirect per short link (see src/registry/shortLinks.ts), for
 * plugins/short-links. The plugin writes a static `/go/<name>/index.html`
 * page with a `<meta http-equiv="refresh">`, a canonical link and a script
 * that keeps `?query#hash`: it works on any static host, with no server
 * rewrites.
 *
 * Paths are written without the locale prefix. The plugin runs in each
 * locale's build and joins `from` to that build's output folder and `to` to
 * its baseUrl, so the English build writes `build/en/go/<name>/index.html`
 * pointing at `/en/<to>`. It also fails the build when a `to` path is not a
 * route of the site, so a short link can never point at a missing page.
 */
export const shortLinkRedirects: readonly ShortLinkRedirect[] = shortLinks.map((link) => ({
  from: shortLinkPath(link.name),
  to: link.to,
}));

/**
 * Add to `plugins` in docusaurus.config.ts. No options: the plugin reads
 * {@link shortLinkRedirects} itself, so the list stays out of the site config
 * that every page's JavaScript carries.
 */
export const shortLinksPlugin: PluginConfig = './plugins/short-links/index.ts';
