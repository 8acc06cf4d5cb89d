/**
 * The articles the analyzer's flags point to. Anchors are the explicit
 * heading IDs (`{#id}`) of the Japanese .mdx files, which the translation
 * parity check keeps identical in English; a test reads the files to make
 * sure each one still exists.
 *
 * Paths carry no locale: Docusaurus' `<Link>` adds `/en` on English pages.
 *
 * @packageDocumentation
 */

/** Articles the analyzer links to. */
export type ArticleId =
  | 'disk-io-hit-ratio'
  | 'table-design-for-buffer-pool'
  | 'group-commit'
  | 'iops'
  | 'mysql-56-parameter-baseline';

/** Where each article lives, relative to the site root (and to `docs/` for its source file). */
export const ARTICLE_PATHS: Readonly<Record<ArticleId, string>> = {
  'disk-io-hit-ratio': '/docs/io-memory/disk-io-hit-ratio',
  'table-design-for-buffer-pool': '/docs/io-memory/table-design-for-buffer-pool',
  'group-commit': '/docs/transactions-locking/group-commit',
  iops: '/docs/cloud-storage/iops',
  'mysql-56-parameter-baseline': '/docs/cloud-storage/mysql-56-parameter-baseline',
};

/** A link to an article, optionally to one section of it. */
export interface ArticleRef {
  readonly article: ArticleId;
  /** Explicit heading ID of the section, without `#`. */
  readonly anchor?: string;
}

/** The URL path of an article reference, e.g. `/docs/io-memory/disk-io-hit-ratio#caveats`. */
export function articleHref(ref: ArticleRef): string {
  const path = ARTICLE_PATHS[ref.article];
  return ref.anchor ? `${path}#${ref.anchor}` : path;
}
