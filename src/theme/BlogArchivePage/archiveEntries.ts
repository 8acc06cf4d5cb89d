/**
 * What the blog archive lists, kept apart from its rendering: the posts by
 * year, and whether a post's title already says when it happened.
 */

interface DatedPost {
  readonly metadata: { readonly date: string; readonly title: string };
}

export interface ArchiveYear<Post extends DatedPost> {
  readonly year: string;
  readonly posts: readonly Post[];
}

/**
 * Posts grouped by year, newest year first and newest post first within a
 * year. Docusaurus's own grouping prepended each post to its year, which
 * turned the newest-first list it is given into oldest-first within a year
 * (2013: March, May, July, July) under newest-first years.
 */
export function postsByYear<Post extends DatedPost>(posts: readonly Post[]): ArchiveYear<Post>[] {
  // ISO dates: string order is date order; a stable sort keeps same-day posts as given.
  const newestFirst = [...posts].sort((a, b) =>
    b.metadata.date < a.metadata.date ? -1 : b.metadata.date > a.metadata.date ? 1 : 0,
  );
  const years = new Map<string, Post[]>();
  for (const post of newestFirst) {
    const year = post.metadata.date.slice(0, 4);
    const yearPosts = years.get(year) ?? [];
    yearPosts.push(post);
    years.set(year, yearPosts);
  }
  return [...years].map(([year, yearPosts]) => ({ year, posts: yearPosts }));
}

/**
 * Whether a title opens with the post's own date ("2013年3月：…",
 * "March 2013: …", "2013: …"): text naming the post's year before the first
 * colon. This blog's titles carry the date at the precision the source
 * supports (a month, or only a year where the original was undated and the
 * post's date is a placeholder), so the archive shows such a title alone
 * instead of adding the day and month before it ("March 3 - March 2013: …").
 */
export function titleStartsWithDate(title: string, date: string): boolean {
  const colon = /[:：]/.exec(title);
  return colon !== null && title.slice(0, colon.index).includes(date.slice(0, 4));
}
