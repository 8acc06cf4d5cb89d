/**
 * How Pagefind ranks a locale's pages (`pagefind.options({ ranking })`),
 * shared by the search boxes (./pagefindSearch.ts) and the build tests
 * that search the built index the way the browser does
 * (tests/build/siteSearch.ts).
 *
 * English: pageLength 0.25 instead of Pagefind's 0.75. With the default a
 * page's length weighed so much that a long article lost its own topic to
 * short pages that name it: for "technical debt" the blog post (24.28) and
 * the Redshift calculator (24.24) came before the technical-debt article
 * (24.22); at 0.25 the article is first (24.26 against the post's 23.84),
 * and the group-commit, IOPS and hit-ratio articles stay first for theirs.
 *
 * Japanese: Pagefind's defaults. The browser cuts a Japanese query into
 * words (Intl.Segmenter, from `<html lang>`), and with that cut the
 * technical-debt article is already first for 技術的負債 (16.00 against
 * 15.37), the group-commit article for グループコミット; a lower pageLength
 * lifted the long glossary to 2nd for バッファプール, グループコミット and
 * ヒット率 and pushed the hit-ratio calculator out of the first five.
 * termSaturation, termFrequency and metaWeights changed none of these.
 * Measured on the build of 2026-11-28.
 */

/** The part of Pagefind's ranking options the site sets. */
export interface PagefindRanking {
  readonly pageLength?: number;
}

/** The ranking for a page language (`<html lang>`, e.g. `ja`, `en`). */
export function pagefindRanking(language: string): PagefindRanking {
  return language.toLowerCase().split('-')[0] === 'ja' ? {} : { pageLength: 0.25 };
}
