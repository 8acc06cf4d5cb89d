/**
 * Wording shared between our prose and the source material (the seeds):
 * "facts and figures carry over, sentences do not". A long run of characters
 * that an article has in common with a source is a sentence (or most of one)
 * that was carried over; `sharedRuns` finds every such run, so a test can
 * hold each article under a limit.
 *
 * Both sides are compared in one normal form (`normalizeForOverlap`), so that
 * a copied sentence is not hidden by full-width letters or by the spaces our
 * style guide puts between Japanese and Latin words.
 */

/**
 * Text as compared: NFKC (full-width letters, digits and brackets read as
 * their ASCII forms), whitespace collapsed to one space, and no space next
 * to a non-ASCII character (our Japanese prose writes 「30 接続の INSERT」
 * where a source writes 「30接続のINSERT」).
 */
export function normalizeForOverlap(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[^ -~])|(?<=[^ -~]) /g, '')
    .trim();
}

/** One source file, by name, with its text as given (normalised here). */
export interface SeedText {
  readonly name: string;
  readonly text: string;
}

/**
 * A suffix automaton over all the seeds (one state per class of substrings
 * that end at the same places): it tells, character by character and in
 * linear time, how long the longest piece of a text ending there is that
 * also occurs in some seed.
 */
export interface SeedIndex {
  /** Each seed's normalised text, to name the seed a run came from. */
  readonly seeds: readonly SeedText[];
  readonly next: readonly ReadonlyMap<number, number>[];
  readonly link: readonly number[];
  readonly length: readonly number[];
}

/** Between two seeds in the automaton: no run may span two files. */
const SEED_SEPARATOR = 0;

export function buildSeedIndex(seeds: readonly SeedText[]): SeedIndex {
  const normalized = seeds.map((seed) => ({
    name: seed.name,
    text: normalizeForOverlap(seed.text),
  }));
  const codePoints: number[] = [];
  for (const seed of normalized) {
    if (codePoints.length > 0) codePoints.push(SEED_SEPARATOR);
    for (const char of seed.text) codePoints.push(char.codePointAt(0) ?? 0);
  }
  const next: Map<number, number>[] = [new Map<number, number>()];
  const link: number[] = [-1];
  const length: number[] = [0];
  const edges = (state: number): Map<number, number> => next[state] ?? new Map<number, number>();
  const lengthOf = (state: number): number => length[state] ?? 0;
  const linkOf = (state: number): number => link[state] ?? -1;
  let last = 0;
  // The textbook online construction (Blumer et al.): extend by one character at a time.
  for (const c of codePoints) {
    const current = next.length;
    next.push(new Map<number, number>());
    length.push(lengthOf(last) + 1);
    link.push(0);
    let p = last;
    while (p !== -1 && !edges(p).has(c)) {
      edges(p).set(c, current);
      p = linkOf(p);
    }
    if (p !== -1) {
      const q = edges(p).get(c) ?? 0;
      if (lengthOf(p) + 1 === lengthOf(q)) {
        link[current] = q;
      } else {
        const clone = next.length;
        next.push(new Map(edges(q)));
        length.push(lengthOf(p) + 1);
        link.push(linkOf(q));
        while (p !== -1 && edges(p).get(c) === q) {
          edges(p).set(c, clone);
          p = linkOf(p);
        }
        link[q] = clone;
        link[current] = clone;
      }
    }
    last = current;
  }
  return { seeds: normalized, next, link, length };
}

/**
 * For each character of `text` (already normalised), the length of the
 * longest piece of `text` ending at that character that also occurs in a seed.
 */
function matchLengths(index: SeedIndex, chars: readonly string[]): number[] {
  const lengths: number[] = [];
  let state = 0;
  let matched = 0;
  for (const char of chars) {
    const c = char.codePointAt(0) ?? 0;
    while (state !== 0 && index.next[state]?.has(c) !== true) {
      state = index.link[state] ?? 0;
      matched = index.length[state] ?? 0;
    }
    const target = c === SEED_SEPARATOR ? undefined : index.next[state]?.get(c);
    if (target === undefined) {
      state = 0;
      matched = 0;
    } else {
      state = target;
      matched += 1;
    }
    lengths.push(matched);
  }
  return lengths;
}

/** A piece of the text that also occurs, whole, in a seed. */
export interface SharedRun {
  /** The shared characters, in normal form. */
  readonly text: string;
  /** Its length in characters (code points). */
  readonly length: number;
  /** The first seed that contains it. */
  readonly seed: string;
}

/**
 * An identifier: a setting, variable or repository name with an underscore
 * (`innodb_flush_log_at_trx_commit`). Spelled as it is everywhere, so it is
 * no one's wording.
 */
const IDENTIFIER = /[A-Za-z0-9.-]*[A-Za-z0-9]_[A-Za-z0-9_.-]*/g;

/**
 * `text`, normalised, in the pieces left when identifiers and the given
 * `names` (products, events, statements: words that must be spelled as the
 * source spells them) are cut out.
 */
export function wordingPieces(text: string, names: readonly string[] = []): string[] {
  let pieces = normalizeForOverlap(text).split(IDENTIFIER);
  for (const name of names.map(normalizeForOverlap).filter((name) => name !== '')) {
    pieces = pieces.flatMap((piece) => piece.split(name));
  }
  return pieces.filter((piece) => piece !== '');
}

/**
 * Every maximal run of at least `minLength` characters that `text` shares
 * with a seed (maximal: one character more on either side is in no seed),
 * longest first. Identifiers and `names` are not part of any run.
 */
export function sharedRuns(
  index: SeedIndex,
  text: string,
  minLength: number,
  names: readonly string[] = [],
): SharedRun[] {
  const runs: SharedRun[] = [];
  for (const piece of wordingPieces(text, names)) {
    const chars = Array.from(piece);
    const lengths = matchLengths(index, chars);
    lengths.forEach((length, end) => {
      const grows = (lengths[end + 1] ?? 0) > length;
      if (length < minLength || grows) return;
      const shared = chars.slice(end + 1 - length, end + 1).join('');
      const seed = index.seeds.find((candidate) => candidate.text.includes(shared))?.name ?? '';
      runs.push({ text: shared, length, seed });
    });
  }
  return runs.sort((a, b) => b.length - a.length);
}

/** The length of the longest run `text` shares with a seed (0 if none). */
export function longestSharedRun(
  index: SeedIndex,
  text: string,
  names: readonly string[] = [],
): number {
  return sharedRuns(index, text, 1, names)[0]?.length ?? 0;
}
