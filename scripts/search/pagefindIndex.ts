/**
 * What each locale's Pagefind index holds (scripts/build-search-index.ts
 * builds it after `docusaurus build`). Pure: which built pages are indexed,
 * under which address, and which parts of a page are left out.
 *
 * The rules are the ones the former lunr plugin had (its config/search.ts,
 * until session 19): the same 35 pages per locale, the article body only.
 *
 * @packageDocumentation
 */
import { requestUrlFor } from '../../src/offline/offlineCopyList';

/** The folder of a locale's Pagefind bundle, inside the locale's output directory. */
export const PAGEFIND_FOLDER = 'pagefind';

/**
 * The part of a page that is indexed. Every page the index holds (docs,
 * blog posts, calculators, tools, the dataset catalogue) has its content in
 * `<main>`; the navbar, the doc sidebar and the site footer are outside it.
 * An indexer option rather than `data-pagefind-body` in the theme: no page
 * markup changes, and the rules stay in this one file.
 */
export const ROOT_SELECTOR = 'main';

/**
 * Inside <main> but not the article: breadcrumbs, previous/next links and a
 * blog post's pager (all <nav>), the table of contents in both its forms, a
 * doc's or post's footer (tags, edit link, last update), and speaker mode's
 * toolbar and dialogs (hidden until a reader starts it).
 */
export const LAYOUT_SELECTORS: readonly string[] = [
  'main nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  'article > footer',
  '[data-presentation-ui]',
];

/** Parts of an article's own content that no reader searches for. */
export const CONTENT_SELECTORS: readonly string[] = [
  // A formula's MathML carries its TeX source as an annotation: only the
  // formula as drawn is indexed (each letter twice, "kk", otherwise).
  '.katex annotation',
  // A calculator's form and results: field labels, units, option lists and
  // the default results (16 % of the indexed text, the status analyzer's
  // sample analysis alone 9.5 %) that matched common words everywhere. A
  // calculator page stays findable by its title, introduction and headings;
  // embedded in an article it no longer repeats itself in the article.
  '[data-calculator]',
  // A dataset chart's drawing and its values table: axis ticks, bar labels
  // and every measured figure. The chart stays findable by its caption,
  // source and notes.
  '[data-dataset-chart] svg',
  '[data-dataset-chart] table',
  // A diagram drawn at build time is inlined twice (light and dark) with its
  // Mermaid source as the description; the prose around it says what it shows.
  '[data-diagram-inline]',
];

/**
 * An article's or post's own details, which no query is about and which
 * opened every excerpt that reached the top of a page ("…を取り戻す. 2009年8月12日
 * · 約4分. DB パフォーマンス・フィールドガイド編集部. 編集部 2009 年…"): a doc's
 * reading time, and a blog post's date, reading time and authors (the divs
 * of its header; a doc's header holds only its h1, which stays indexed: it
 * names the page and Pagefind weights it).
 */
export const ARTICLE_DETAIL_SELECTORS: readonly string[] = [
  '[data-reading-time]',
  'article > header > div',
];

/**
 * Left out of the indexed copy (the pages themselves keep them), as the
 * indexer's `excludeSelectors` rather than `data-pagefind-ignore` in the
 * theme, for the same reason as ROOT_SELECTOR.
 */
export const EXCLUDE_SELECTORS: readonly string[] = [
  ...LAYOUT_SELECTORS,
  ...ARTICLE_DETAIL_SELECTORS,
  ...CONTENT_SELECTORS,
];

/**
 * Files Pagefind writes for its own search interfaces, which the site does
 * not use (its search boxes are src/theme/SearchBar and src/pages/search.tsx):
 * deleted after the build, so that no one downloads them with an offline copy.
 */
export function isUnusedBundleFile(relativePath: string): boolean {
  return /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/.test(relativePath);
}

/**
 * Built pages (paths relative to the locale's output directory, `/`
 * separators) that are not indexed, besides the doc category pages (see
 * indexedPages).
 */
const LEFT_OUT: readonly RegExp[] = [
  // The home page, the search page, the host's 404 page.
  /^(?:index|search|404)\.html$/,
  // Per-dataset pages repeat an article's terms in every excerpt and title,
  // and outranked the article itself (グループコミット found
  // /data/group-commit-fsyncs first). The /data catalogue stays indexed.
  /^data\/./,
  // The short-link index (a list of link names and addresses that matched
  // almost any query) and its redirect pages.
  /^go(?:\.html$|\/)/,
  // Lists of other pages: the blog's list, archive, authors and tag pages,
  // the docs' tag pages. They have no text of their own, and showed as
  // results with an empty title.
  /^blog(?:\.html|\/(?:archive|authors|tags|page)(?:\.html|\/))/,
  /^docs\/tags(?:\.html|\/)/,
];

/**
 * The pages of a locale that are indexed, in the given order. `files` are
 * all the built files of the locale (relative paths); `otherLocales` are the
 * locales whose output sits in subfolders of this one (the default locale's
 * directory holds `en/`), each indexed on its own. A doc category's page
 * (`docs/<category>.html` beside a `docs/<category>/` folder) is a generated
 * list of the category's articles, with no text of its own.
 */
export function indexedPages(files: readonly string[], otherLocales: readonly string[]): string[] {
  const folders = new Set(files.map((file) => file.split('/').slice(0, -1).join('/')));
  return files.filter((file) => {
    if (!file.endsWith('.html')) return false;
    if (otherLocales.includes(file.split('/')[0] ?? '')) return false;
    if (LEFT_OUT.some((pattern) => pattern.test(file))) return false;
    const isCategoryPage = file.startsWith('docs/') && folders.has(file.slice(0, -'.html'.length));
    return !isCategoryPage;
  });
}

/**
 * The page as Pagefind reads it: a space before every table cell and row.
 * Pagefind joins the text of adjacent cells with nothing between them, so
 * "(second run 41.1 s)" and "InnoDB buffer pool" in the next cell became
 * one word, and the page was not found for "innodb". The minified HTML
 * leaves out closing tags (`<td>a<td>b`), so the space goes before each
 * opening tag.
 */
export function withSpacedCells(html: string): string {
  return html.replace(/<(td|th|tr)(?=[\s>])/gi, ' <$1');
}

/**
 * The address Pagefind stores for a page: relative to the locale's base URL
 * (`docs/glossary`), so that one index serves any base path; the search
 * code puts the locale's base URL in front (`/en/docs/glossary`).
 */
export function indexedUrl(relativePath: string): string {
  return requestUrlFor(relativePath, '/');
}
