import type { Config, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { i18n } from './config/i18n';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import {
  blogRemarkPlugins,
  docsRemarkPlugins,
  markdown,
  mathPlugins,
  pagesMarkdownPlugins,
} from './config/markdown';
import { shortLinksPlugin } from './config/shortLinks';
import { presentationHeadTags } from './config/presentation';
import { ADDITIONAL_PRISM_LANGUAGES, darkCodeTheme, lightCodeTheme } from './config/prism';
import { pwaOptions } from './config/pwa';
import { siteAddress } from './config/siteAddress';
import { MERMAID_OPTIONS, MERMAID_THEMES } from './src/diagrams/diagramCache';
import pwaAssetsPlugin from './plugins/pwa-assets';
import socialCardsPlugin from './plugins/social-cards';

// siteConfig is not translated by Docusaurus, but it is evaluated once per
// locale with DOCUSAURUS_CURRENT_LOCALE set, so English pages get an English
// site title (it ends every <title>).
const isEnglish = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en';

// SITE_URL and BASE_URL: where the build will be published (README, "Deploy").
const { url, baseUrl } = siteAddress(process.env);
if (process.env.SITE_URL === undefined && process.argv.includes('build')) {
  console.warn(
    `[site address] SITE_URL is not set: canonical links, the sitemap, feeds and link previews name ${url}. Set SITE_URL (and BASE_URL) when building for the web.`,
  );
}

const config: Config = {
  title: isEnglish ? 'DB Performance Field Guide' : 'DB パフォーマンス・フィールドガイド',
  tagline: isEnglish
    ? 'Understand MySQL/InnoDB performance from measurements and mechanisms'
    : 'MySQL/InnoDB の性能を、数値と仕組みから理解する',
  favicon: 'img/favicon.svg',
  url,
  baseUrl,
  trailingSlash: false,
  // Its inline script would need a CSP hash on every home page; a wrong base
  // path is caught by the base-path smoke test instead (README, Tests).
  baseUrlIssueBanner: false,

  // Every broken link, anchor or Markdown link and every duplicate route fails
  // the build, in both locales.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      // The layer polyfill raises Infima's specificity above unlayered site
      // CSS, so src/css/custom.css could not override Infima's colours
      // (measured: primary stayed #3578e5, 4.2:1 on white).
      useCssCascadeLayers: false,
      // Explicit heading IDs (`## 見出し {#id}`) are the site's convention.
      mdx1CompatDisabledByDefault: false,
    },
    faster: true,
  },
  i18n,
  markdown,
  plugins: [
    shortLinksPlugin,
    './plugins/datasets-catalog/index.ts',
    // `npm start` only: front-matter errors in the browser's error overlay.
    './plugins/dev-content-errors/index.ts',
    // Build-time diagram drawings, articles' dataset charts and calculators
    // whole in the server HTML; no drawing in JavaScript, and the charts' and
    // calculators' code loads near the viewport.
    './plugins/server-parts/index.ts',
    // No Prism in the browser: code blocks are highlighted at build time.
    './plugins/build-time-highlight/index.ts',
    // The locale being built, as a constant: each build keeps only its own
    // language of the calculators' strings (src/i18n/messages.ts).
    './plugins/bundle-locale/index.ts',
    // Both write their files synchronously at the start of postBuild, so they
    // must come before the PWA plugin, which hashes the output for its precache.
    socialCardsPlugin as PluginModule,
    pwaAssetsPlugin as PluginModule,
    ['@docusaurus/plugin-pwa', pwaOptions],
  ],
  // Speaker mode (?present) and embeds (?embed) are marked on <html> before
  // the first paint, so the page never flashes its navigation.
  headTags: presentationHeadTags(baseUrl),
  clientModules: [
    // Before the others: a malformed #fragment must not reach Docusaurus's scroll.
    './src/clientModules/fragmentGuard.ts',
    './src/clientModules/presentationMode.ts',
    './src/clientModules/keepAnchorInView.ts',
    './src/clientModules/offlineCopy.ts',
  ],
  // Search is Pagefind, indexed after the build (scripts/build-search-index.ts),
  // behind the site's own navbar box (src/theme/SearchBar) and /search page.
  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: 'docs',
          showLastUpdateTime: true,
          ...mathPlugins,
          remarkPlugins: docsRemarkPlugins,
        },
        blog: {
          // Japanese defaults; English in i18n/en/docusaurus-plugin-content-blog/options.json.
          blogTitle: 'ブログ',
          blogDescription:
            'MySQL/InnoDB の性能にまつわる2009〜2014年の出来事を、当時の記事の数値と今の状況を添えて記録したブログ',
          blogSidebarTitle: '最近の記事',
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          ...mathPlugins,
          remarkPlugins: blogRemarkPlugins,
        },
        pages: pagesMarkdownPlugins,
        theme: { customCss: ['./src/css/custom.css', './src/css/presentation.css'] },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: { respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: true } },
    navbar,
    footer,
    prism: {
      // VS Light and VS Dark with every token colour lifted to 4.5:1 on the
      // block's background (config/prism.ts; VS Light's `ini` key red was 4.0:1).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Highlighted at build time (src/remark/highlightCode.ts), not in the browser.
      additionalLanguages: ADDITIONAL_PRISM_LANGUAGES,
    },
    // Only for a diagram not drawn yet by `npm run diagrams` (src/diagrams):
    // the browser draws it with the same themes and options.
    mermaid: { theme: MERMAID_THEMES, options: MERMAID_OPTIONS },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  } satisfies Preset.ThemeConfig,
};

export default config;
