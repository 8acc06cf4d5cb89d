// @ts-check
// The classic template of `npx create-docusaurus@3.10.2 bare-site classic`,
// trimmed to what the benchmark compares (scripts/perf.mjs, README
// "Performance benchmark"). Changes from the template, each so that a page
// here and its counterpart on the site differ only by what the site adds:
// Japanese default locale and English, as the site; Pagefind as the search,
// with its default UI and its CLI's default indexing (src/theme/SearchBar,
// src/pages/search.js; scripts/perf.mjs indexes the build); the Mermaid theme; the same Prism
// grammars; the site's Markdown options; Rspack (`faster`), the site's
// bundler; broken links are warnings (the copied articles link to pages that
// do not exist here).
import { themes as prismThemes } from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.svg',
  future: { v4: true, faster: true },
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'ja', locales: ['ja', 'en'] },
  // The site's Markdown dialect (config/markdown.ts), so its articles parse:
  // explicit heading IDs (`## 見出し {#id}`), .md files as CommonMark.
  markdown: {
    mermaid: true,
    format: 'detect',
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { sidebarPath: './sidebars.js' },
        blog: {
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
        },
        theme: { customCss: './src/css/custom.css' },
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: { respectPrefersColorScheme: true },
      navbar: {
        title: 'My Site',
        items: [
          { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { type: 'localeDropdown', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
          { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} My Project, Inc. Built with Docusaurus.`,
      },
      prism: {
        theme: prismThemes.github,
        darkTheme: prismThemes.dracula,
        additionalLanguages: ['sql', 'ini', 'bash'],
      },
    }),
};

export default config;
