/**
 * Groups tags for the tag index page.
 *
 * Docusaurus groups tags by their first character. That suits Latin names
 * ("A": AWS, Amazon RDS) but gives every Japanese tag a heading of its own
 * (ク, グ, ス, 勉, 技 … one tag each), which is a list of headings rather than
 * an index. Latin-initial tags keep their letter; all others share one group,
 * sorted in the page's language.
 */

export interface TagLike {
  readonly label: string;
}

export interface TagGroup<T extends TagLike> {
  /** `A`–`Z`, `0-9`, or `null` for the group of tags in other scripts. */
  readonly letter: string | null;
  readonly tags: readonly T[];
}

function initialOf(label: string): string | null {
  const first = label.trim().normalize('NFKC').charAt(0).toUpperCase();
  if (/[A-Z]/.test(first)) return first;
  if (/[0-9]/.test(first)) return '0-9';
  return null;
}

export function groupTagsForIndex<T extends TagLike>(
  tags: readonly T[],
  locale: string,
): TagGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byLetter = new Map<string | null, T[]>();
  for (const tag of tags) {
    const letter = initialOf(tag.label);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
  }
  return [...byLetter.entries()]
    .sort(([a], [b]) => {
      // Tags in other scripts come last, after Z.
      if (a === null) return 1;
      if (b === null) return -1;
      return a === '0-9' ? -1 : b === '0-9' ? 1 : a.localeCompare(b);
    })
    .map(([letter, group]) => ({
      letter,
      tags: [...group].sort((x, y) => collator.compare(x.label, y.label)),
    }));
}
