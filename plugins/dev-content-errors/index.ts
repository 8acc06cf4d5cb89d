/**
 * Local plugin, development server only: puts front-matter errors in the
 * browser's error overlay.
 *
 * An MDX syntax error in an article's body fails the bundler's compilation,
 * and `docusaurus start` already shows those in the browser (webpack-dev-server
 * `client.overlay.errors`). A front matter that does not parse instead fails
 * the docs or blog plugin while it reloads its content: Docusaurus logs "Site
 * plugin reload failure" in the terminal only, writes nothing, so nothing is
 * recompiled, and the browser keeps the page as it was.
 *
 * This plugin watches the same Markdown and, on each change, parses every
 * front matter of the locale with the site's own parser. Its list of
 * failures goes into the site's global data, so a change to the list
 * regenerates a module the bundle imports and triggers a compilation; the
 * compilation then carries each failure as an error, which the overlay shows
 * until the file is fixed. Production builds skip all of it (they stop on
 * the same error anyway).
 *
 * @packageDocumentation
 */

import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { frontMatterErrors, markdownFilesBelow } from './frontMatterErrors';

const NAME = 'dev-content-errors';

export default function devContentErrorsPlugin(context: LoadContext): Plugin<readonly string[]> {
  const { siteDir, i18n, localizationDir, siteConfig } = context;
  // `docusaurus start` sets it; `docusaurus build` sets 'production'.
  const isDevelopment = process.env.NODE_ENV === 'development';
  // The Markdown this locale's dev server renders.
  const contentDirs =
    i18n.currentLocale === i18n.defaultLocale
      ? ['docs', 'blog', 'src/pages'].map((dir) => path.join(siteDir, dir))
      : [
          path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current'),
          path.join(localizationDir, 'docusaurus-plugin-content-blog'),
          path.join(localizationDir, 'docusaurus-plugin-content-pages'),
        ];
  let latestErrors: readonly string[] = [];

  return {
    name: NAME,

    getPathsToWatch() {
      return isDevelopment ? contentDirs.map((dir) => path.join(dir, '**', '*.{md,mdx}')) : [];
    },

    async loadContent() {
      if (!isDevelopment) return [];
      latestErrors = await frontMatterErrors(
        contentDirs.flatMap(markdownFilesBelow),
        siteConfig.markdown.parseFrontMatter,
        siteDir,
      );
      return latestErrors;
    },

    contentLoaded({ content, actions }) {
      // Only so that a new list of errors changes a module and recompiles.
      if (isDevelopment) actions.setGlobalData({ frontMatterErrors: content });
    },

    configureWebpack(config, isServer, { currentBundler }) {
      if (!isDevelopment || isServer) return {};
      const { WebpackError } = currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.finishModules.tap(NAME, () => {
                  // Once each, should the hook run twice for one compilation.
                  const reported = new Set(compilation.errors.map((error) => error.message));
                  for (const message of latestErrors)
                    if (!reported.has(message)) compilation.errors.push(new WebpackError(message));
                });
              });
            },
          },
        ],
      };
    },
  };
}
