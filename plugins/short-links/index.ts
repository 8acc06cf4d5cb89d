/**
 * Local plugin: writes one static redirect page per short link
 * (`<locale output>/go/<name>/index.html`, see src/registry/shortLinks.ts and
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
import { redirectPage } from './redirectPage';

export interface ShortLinksOptions {
  /** `from` and `to` without the base or the locale: `/go/autoinc` → `/docs/…`. */
  readonly redirects: readonly { readonly from: string; readonly to: string }[];
}

export default function shortLinksPlugin(context: LoadContext, options: ShortLinksOptions): Plugin {
  const { baseUrl } = context;
  const lang = context.i18n.currentLocale;
  const withBase = (pathname: string): string => `${baseUrl}${pathname.replace(/^\//, '')}`;
  return {
    name: 'short-links',
    postBuild({ outDir, routesPaths }) {
      const routes = new Set(routesPaths);
      const missing = options.redirects.filter(({ to }) => !routes.has(withBase(to)));
      if (missing.length > 0)
        throw new Error(
          `short-links: these targets are not pages of the site: ${missing.map(({ from, to }) => `${from} → ${to}`).join(', ')}`,
        );
      // Written synchronously, before the PWA plugin's postBuild reads the output.
      for (const { from, to } of options.redirects) {
        const dir = path.join(outDir, ...from.split('/').filter(Boolean));
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'index.html'), redirectPage(withBase(to), lang));
      }
    },
  };
}
