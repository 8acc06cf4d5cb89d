/**
 * Local plugin: writes one static redirect page per short link
 * (`<locale output>/go/<name>.html`, see src/registry/shortLinks.ts and
 * config/shortLinks.ts). It replaces `@docusaurus/plugin-client-redirects`,
 * whose pages each carry a different inline script; ours share one script
 * (./redirectPage.ts), so the CSP needs one hash for all of them.
 *
 * Like that plugin, it fails the build when a target is not a route of the
 * site, so a short link can never point at a missing page.
 *
 * @packageDocumentation
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { shortLinkRedirects, type ShortLinkRedirect } from '../../config/shortLinks';
import { redirectPage } from './redirectPage';

/**
 * The redirects come from the registry here, not as plugin options: Docusaurus
 * serialises every plugin's options into the site config that each page's
 * main bundle carries, so the list (one entry per short link, growing with
 * the site) cost every page's JavaScript.
 */
export default function shortLinksPlugin(context: LoadContext): Plugin {
  const redirects: readonly ShortLinkRedirect[] = shortLinkRedirects;
  const { baseUrl } = context;
  const lang = context.i18n.currentLocale;
  const withBase = (pathname: string): string => `${baseUrl}${pathname.replace(/^\//, '')}`;
  return {
    name: 'short-links',
    postBuild({ outDir, routesPaths }) {
      const routes = new Set(routesPaths);
      const missing = redirects.filter(({ to }) => !routes.has(withBase(to)));
      if (missing.length > 0)
        throw new Error(
          `short-links: these targets are not pages of the site: ${missing.map(({ from, to }) => `${from} → ${to}`).join(', ')}`,
        );
      // Written synchronously, before the PWA plugin's postBuild reads the output.
      // A file per link, as Docusaurus writes pages (`trailingSlash: false`):
      // hosts serve `go/iops.html` at `/go/iops`, the short link itself, where
      // `go/iops/index.html` made Cloudflare Pages and GitHub Pages redirect
      // `/go/iops` to `/go/iops/` first (scripts/deploy/cleanUrls.ts).
      for (const { from, to } of redirects) {
        const file = `${path.join(outDir, ...from.split('/').filter(Boolean))}.html`;
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, redirectPage(withBase(to), lang));
      }
    },
  };
}
