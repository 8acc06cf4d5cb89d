/**
 * Stands in for the search plugin's generated constants module in its navbar
 * SearchBar (plugins/search-query swaps it in). The SearchBar reads only
 * `searchResultLimits` from it, but the generated module also loads lunr and
 * its Japanese tokenizer (≈20 KiB gzip) to register them for the worker, and
 * the navbar is on every page: through it, lunr sat in every page's main.js
 * although only the search worker uses it.
 */

/** How many suggestions the navbar box shows; config/search.ts passes the same number to the plugin. */
export const searchResultLimits = 8;
