import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { searchResultLimits } from '../src/search/searchBarConstants';

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
  // The navbar box reads the same constant (plugins/search-query).
  searchResultLimits,
  ignoreFiles: [
    // Per-dataset pages repeat an article's terms in every excerpt and title,
    // and outranked the article itself (グループコミット found
    // /data/group-commit-fsyncs first). The /data catalog stays indexed.
    /^data\/./,
    // The plugin skips the blog list and tag pages but not these two: they
    // have no <article> title, so they showed as results with an empty title.
    /^blog\/(archive|authors)(\/|$)/,
  ],
  // Removed from the copy the indexer reads; the pages themselves keep them.
  ignoreCssSelectors: [
    // KaTeX writes each formula three times: MathML (for screen readers), its
    // TeX source (annotation, inside the MathML) and the visible HTML. The
    // indexer took all three ("kkk" in excerpts); it keeps the visible one.
    '.katex-mathml',
    // A calculator embedded in an article repeated its own page's title,
    // labels and default results as a section of the article; the search
    // finds the calculator on its own page (/calculators/…).
    'article [data-calculator]',
  ],
};
