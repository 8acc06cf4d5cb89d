import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * Offline full-text search. `language: ['en', 'ja']` adds the Japanese
 * tokenizer (lunr-languages' TinySegmenter), so kanji, hiragana and katakana
 * words are found, not only space-separated English terms.
 */
export const searchOptions: Partial<PluginOptions> = {
  hashed: true,
  language: ['en', 'ja'],
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  highlightSearchTermsOnTargetPage: false,
  explicitSearchResultPath: true,
  // Per-dataset pages repeat an article's terms in every excerpt and title,
  // and outranked the article itself (グループコミット found
  // /data/group-commit-fsyncs first). The /data catalog stays indexed.
  ignoreFiles: [/^data\/./],
};
