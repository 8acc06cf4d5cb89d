/**
 * What the site knows about one document it cites: who wrote it, its title
 * as published (with an English gloss for a Japanese title), when, and where
 * a reader can open it. Pure data, shared by the articles' citations
 * (src/remark/citations.ts), the datasets' source lines and the calculators.
 *
 * @packageDocumentation
 */

/** A text in both site languages. */
export interface BilingualText {
  readonly ja: string;
  readonly en: string;
}

/** What kind of document a source is; the Sources list names it. */
export type SourceKind =
  | 'blog-post'
  | 'slide-deck'
  | 'repository'
  | 'documentation'
  | 'worklog'
  | 'source-code-docs'
  | 'article'
  | 'book'
  | 'datasheet';

/** One cited document. */
export interface SourceEntry {
  /** Stable id used by `<Cite id>` / `<Source id>`, datasets and calculators. */
  readonly id: string;
  readonly kind: SourceKind;
  /** Author or publishing organisation, in both languages. */
  readonly author: BilingualText;
  /** The title as published, verbatim. */
  readonly title: string;
  /** The language the title is written in (`ja` titles are marked `lang="ja"` on English pages). */
  readonly titleLang: 'ja' | 'en';
  /** English gloss of a Japanese title, shown next to it on English pages. */
  readonly gloss?: string;
  /** Where it was published: a blog's name, a manual, a repository host. */
  readonly publishedIn?: BilingualText;
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`; absent when the document states none. */
  readonly date?: string;
  /** A note on the date when it is inferred or missing (shown with the entry). */
  readonly dateNote?: BilingualText;
  /** The seed file that holds the project's copy, and the title the datasets quote it by. */
  readonly seed?: { readonly file: string; readonly title: string };
  /**
   * The original's current address, present only when confirmed (see
   * `confirmedBy`). Never guessed: an entry without it says so on the page.
   */
  readonly url?: string;
  /** An archived copy, for an original that moved or changed (only when confirmed). */
  readonly archivedUrl?: string;
  /** How `url` (and `archivedUrl`) were confirmed, for maintainers; required with either. */
  readonly confirmedBy?: string;
  /** Why no address is given, for maintainers (what was searched). */
  readonly notConfirmed?: string;
}

/**
 * The part of an entry a page needs to render it, as the remark plugin
 * passes it into the page (so the page does not load the whole registry).
 */
export type RenderedSource = Omit<SourceEntry, 'confirmedBy' | 'notConfirmed' | 'seed'>;
