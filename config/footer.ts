import type { Footer } from '@docusaurus/theme-common';

// Labels here are translated through i18n/en/docusaurus-theme-classic/footer.json.
// Every page links the dataset catalogue, the short-link list and the blog's
// feeds from here (they were linked from nowhere before).
export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: '読む',
      items: [
        { label: '記事一覧', to: '/docs' },
        { label: '用語集', to: '/docs/glossary' },
        { label: 'ブログ', to: '/blog' },
        // Files, not routes: `pathname://` keeps the router (and its broken-link
        // check) out, and the locale's base URL is still prepended.
        { label: 'RSS フィード', to: 'pathname:///blog/rss.xml' },
        { label: 'Atom フィード', to: 'pathname:///blog/atom.xml' },
      ],
    },
    {
      title: '試す',
      items: [
        { label: '計算ツール', to: '/calculators' },
        { label: 'SHOW GLOBAL STATUS アナライザー', to: '/tools/status-analyzer' },
        { label: 'ヒット率とスループット', to: '/calculators/hit-ratio' },
      ],
    },
    {
      title: 'データ',
      items: [
        { label: 'データセット一覧', to: '/data' },
        { label: '短縮リンク一覧', to: '/go' },
      ],
    },
  ],
  copyright:
    '記事は出典の数値を引用しつつ独自に書き下ろしたものです。数値の出典は各記事に記載しています。',
};
