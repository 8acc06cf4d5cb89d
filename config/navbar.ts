import type { Navbar } from '@docusaurus/theme-common';

// Labels here are translated through i18n/en/docusaurus-theme-classic/navbar.json.
export const navbar: Omit<Navbar, 'style' | 'hideOnScroll'> & Partial<Navbar> = {
  title: 'DB パフォーマンス・フィールドガイド',
  logo: {
    // Decorative: the title next to it already names the site.
    alt: '',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'docSidebar', sidebarId: 'guide', position: 'left', label: '記事' },
    { to: '/calculators', label: '計算ツール', position: 'left' },
    { to: '/blog', label: 'ブログ', position: 'left' },
    { to: '/data', label: 'データ', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
  ],
};
