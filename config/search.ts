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
    // The short-link index: a list of link names and addresses, 1 % of the
    // indexed text, that matched almost any query with a link to an article.
    /^go\/?$/,
  ],
  // Removed from the copy the indexer reads; the pages themselves keep them.
  ignoreCssSelectors: [
    // KaTeX writes each formula three times: MathML (for screen readers), its
    // TeX source (annotation, inside the MathML) and the visible HTML. The
    // indexer took all three ("kkk" in excerpts); it keeps the visible one.
    '.katex-mathml',
    // A calculator's form and results: field labels, units, option lists and
    // the default results (16 % of the indexed text, the status analyzer's
    // sample analysis alone 9.5 %) that matched common words everywhere. A
    // calculator page stays findable by its title, introduction and
    // headings; embedded in an article it no longer repeats itself as a
    // section of the article.
    '[data-calculator]',
    // A dataset chart's drawing and its values table. The indexer joins SVG
    // text with no space, so axis ticks and bar labels became one term each
    // ("10,00070,000010k20k…"), and the table added every measured figure
    // as a term. The chart stays findable by its caption, source and notes.
    '[data-dataset-chart] svg',
    '[data-dataset-chart] table',
    // A diagram drawn at build time is inlined twice (light and dark) with
    // its Mermaid source as the description: its labels were indexed three
    // times over, joined into terms like "tableautoinc_mutexconnection". The
    // prose around every diagram says what it shows.
    '[data-diagram-inline]',
  ],
};
