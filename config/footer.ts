import type { Footer } from '@docusaurus/theme-common';

// Labels here are translated through i18n/en/docusaurus-theme-classic/footer.json.
export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: '読む',
      items: [
        { label: '記事一覧', to: '/docs' },
        { label: 'ブログ', to: '/blog' },
      ],
    },
    {
      title: '試す',
      items: [
        { label: '計算ツール', to: '/calculators' },
        { label: 'ヒット率とスループット', to: '/calculators/hit-ratio' },
      ],
    },
  ],
  copyright:
    '記事は出典の数値を引用しつつ独自に書き下ろしたものです。数値の出典は各記事に記載しています。',
};
