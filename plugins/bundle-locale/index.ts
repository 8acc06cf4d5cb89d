/**
 * Local plugin: tells the bundle which locale it is built for. Docusaurus
 * builds each locale separately (`docusaurus build` runs ja, then en;
 * `npm start` serves one), so `process.env.BUNDLE_LOCALE` is a constant in
 * each build's code: `'ja'` or `'en'`.
 *
 * The message modules (src/i18n/messages.ts) write each half of their
 * strings as `process.env.BUNDLE_LOCALE !== 'en' && { … }`; with
 * the constant in place the bundler and the minifier fold that condition and
 * drop the other language's strings, so a Japanese calculator page no longer
 * carries its English strings, nor an English page the Japanese ones.
 * Where the constant is not defined (Vitest, the parity check and the
 * Japanese lint in Node) both halves stay.
 *
 * @packageDocumentation
 */

import type { LoadContext, Plugin } from '@docusaurus/types';

/** The expression the bundler replaces; the message modules spell it the same way. */
const BUNDLE_LOCALE_EXPRESSION = 'process.env.BUNDLE_LOCALE';

export default function bundleLocalePlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  return {
    name: 'bundle-locale',
    // The server bundle too: the HTML it writes and the hydrated page must
    // read the same strings.
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            [BUNDLE_LOCALE_EXPRESSION]: JSON.stringify(locale),
          }),
        ],
      };
    },
  };
}
