/**
 * What the search boxes show of Pagefind's results (src/search/pagefindSearch.ts
 * asks Pagefind). Pure functions; no DOM, no Pagefind import.
 *
 * Why a second look at Japanese results: Pagefind's extended build cuts
 * Japanese into words both in the index and in the query, and the cuts
 * depend on the context. A hiragana word is cut one way alone and another
 * way inside a sentence: しくみ as a query became しく + み and matched 珍しく
 * on 14 pages, the one page with しくみ ninth. For a Japanese query the
 * boxes show the pages that contain the query's words as written, when
 * there are any, with an excerpt around them; otherwise Pagefind's own
 * results (a kanji compound written apart on the page, say).
 */

/** One Pagefind result's data (`result.data()`): the fields the boxes read. */
export interface PagefindData {
  /** The page's address, with the base URL Pagefind was given. */
  readonly url: string;
  /** The page's indexed text; Japanese words separated by zero-width spaces. */
  readonly content: string;
  /** Pagefind's excerpt: plain text with `<mark>` around what matched. */
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
  readonly sub_results: readonly PagefindSection[];
}

/** A section of a result (a heading with an id, or the page's start). */
export interface PagefindSection {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  /** Where the query matched, as word positions. */
  readonly locations?: readonly number[];
}

/** A run of an excerpt: what the reader typed is marked. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

/** A result as both boxes draw it. */
export interface ShownResult {
  /** The page. */
  readonly url: string;
  readonly title: string;
  /** Where the navbar's suggestion leads: the section with the most matches, or the page. */
  readonly bestUrl: string;
  /** The section's heading when bestUrl is a section. */
  readonly bestTitle: string | undefined;
  readonly excerpt: readonly ExcerptPart[];
  /** The page's sections that matched (with a Japanese query, those with its words as written), at most MAX_SECTIONS. */
  readonly sections: readonly { readonly url: string; readonly title: string }[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Pagefind's excerpt as text runs, marked where it has `<mark>`. Any other
 * tag is dropped, entities are decoded: the runs are drawn as text, never
 * as HTML.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let at = 0;
  const push = (raw: string, marked: boolean): void => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, '')).replace(/\u200b/g, '');
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.marked === marked)
      parts[parts.length - 1] = { text: last.text + text, marked };
    else parts.push({ text, marked });
  };
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    push(html.slice(at, match.index), false);
    push(match[1] ?? '', true);
    at = match.index + match[0].length;
  }
  push(html.slice(at), false);
  return parts;
}

/** Hiragana, katakana (with the long-vowel mark) or kanji. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

export function hasJapanese(query: string): boolean {
  return JAPANESE.test(query);
}

/**
 * The query's words (lower case, split at white space and hyphens), longest
 * first, so that marking finds 桁あふれ before あふれ.
 */
export function queryWords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(/[^-\s]+/g) ?? [])];
  return words.sort((a, b) => b.length - a.length);
}

/** A page's text as written: without the zero-width spaces between Pagefind's words. */
export function plainText(content: string): string {
  return content.replace(/\u200b/g, '');
}

/** Whether the text has every word (lower case) as written. */
export function containsAll(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/**
 * An excerpt of `text` around the first occurrence of the first word that
 * occurs, `radius` characters either side, every occurrence of every word
 * marked. Undefined when no word occurs.
 */
export function literalExcerpt(
  text: string,
  words: readonly string[],
  radius = 40,
): ExcerptPart[] | undefined {
  const lower = text.toLowerCase();
  // Lower-casing changed the length (rare letters like İ): positions would be off.
  if (lower.length !== text.length) return undefined;
  const firsts = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  if (firsts.length === 0) return undefined;
  const centre = Math.min(...firsts);
  const start = Math.max(0, centre - radius);
  const end = Math.min(text.length, centre + radius * 2);
  const marked = new Array<boolean>(end - start).fill(false);
  for (const word of words) {
    if (word === '') continue;
    for (let at = lower.indexOf(word, start); at >= 0 && at < end; at = lower.indexOf(word, at + 1))
      for (let i = at; i < Math.min(end, at + word.length); i += 1) marked[i - start] = true;
  }
  const parts: ExcerptPart[] = [];
  for (let i = start; i < end; i += 1) {
    const isMarked = marked[i - start] ?? false;
    const last = parts.at(-1);
    const character = text[i] ?? '';
    if (last?.marked === isMarked)
      parts[parts.length - 1] = { text: last.text + character, marked: isMarked };
    else parts.push({ text: character, marked: isMarked });
  }
  return [
    ...(start > 0 ? [{ text: '…', marked: false }] : []),
    ...parts,
    ...(end < text.length ? [{ text: '…', marked: false }] : []),
  ];
}

/** The section with the most matches (the first of equals), or undefined when none has any. */
export function bestSection(sections: readonly PagefindSection[]): PagefindSection | undefined {
  let best: PagefindSection | undefined;
  for (const section of sections) {
    if ((section.locations?.length ?? 0) > (best?.locations?.length ?? 0)) best = section;
  }
  return best;
}

/** Sections listed under a result on the search page: the first that matched. */
export const MAX_SECTIONS = 5;

/** Pagefind gives a heading's text with the anchor link's zero-width space; trimmed. */
function cleanTitle(title: string): string {
  return title.replace(/[\u200b\s]+$/u, '').trim();
}

/**
 * A result as shown. With `literalWords` (a Japanese query), the excerpt
 * marks those words where they are written, and the best section is the
 * first whose heading or excerpt has them, if any.
 */
export function shownResult(data: PagefindData, literalWords?: readonly string[]): ShownResult {
  const title = cleanTitle(data.meta.title ?? '') || data.url;
  const literal = literalWords && literalExcerpt(plainText(data.content), literalWords);
  const sectioned = data.sub_results.filter((section) => section.url !== data.url);
  const best =
    (literalWords &&
      sectioned.find((section) =>
        containsAll(plainText(`${section.title} ${excerptText(section.excerpt)}`), literalWords),
      )) ??
    bestSection(data.sub_results);
  const bestIsSection = best !== undefined && best.url !== data.url;
  return {
    url: data.url,
    title,
    bestUrl: bestIsSection ? best.url : data.url,
    bestTitle: bestIsSection ? cleanTitle(best.title) : undefined,
    excerpt: literal ?? excerptParts(data.excerpt),
    sections: (literalWords
      ? sectioned.filter((section) =>
          containsAll(plainText(`${section.title} ${excerptText(section.excerpt)}`), literalWords),
        )
      : sectioned
    )
      .slice(0, MAX_SECTIONS)
      .map((section) => ({ url: section.url, title: cleanTitle(section.title) })),
  };
}

function excerptText(html: string): string {
  return excerptParts(html)
    .map((part) => part.text)
    .join('');
}

/** Length of the common start of two strings. */
function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether Pagefind's marks in a result are the query's words rather than a
 * stub of them. For a word it does not know, Pagefind drops letters from
 * its end until something matches: xyzzyqq found every page with an "x"
 * (iostat -x), kkk every formula's k. A mark counts when it starts with at
 * least half of a query word (at least two letters, or the whole word when
 * shorter): innodbx still finds InnoDB, throttling still finds throttled.
 */
export function marksQuery(data: PagefindData, words: readonly string[]): boolean {
  const marked = [data.excerpt, ...data.sub_results.map((section) => section.excerpt)]
    .flatMap(excerptParts)
    .filter((part) => part.marked)
    .map((part) => part.text.trim().toLowerCase());
  return words.some((word) => {
    const needed = Math.min(word.length, Math.max(2, Math.ceil(word.length / 2)));
    return marked.some((mark) => commonPrefixLength(mark, word) >= needed);
  });
}

/** What a box asks for: how many results it shows at most. */
export interface ResultLimit {
  /** Results to show. */
  readonly shown: number;
  /** Results whose data may be loaded to find the words as written (Japanese). */
  readonly loaded: number;
}

/** The navbar's suggestions; a Japanese query may load up to three times as many to find its words as written. */
export const NAVBAR_LIMIT: ResultLimit = { shown: 8, loaded: 24 };
/** The search page's list: every result, up to the 100 the search page always listed. */
export const PAGE_LIMIT: ResultLimit = { shown: 100, loaded: 100 };

/** A Pagefind result before its data is loaded. */
export interface LazyResult {
  data(): Promise<PagefindData>;
}

/** Called with the results a box can show already, each time more are known (see collectShown). */
export type ShownSoFar = (shown: ShownResult[]) => void;

/**
 * The results a box shows, loading the data of as few results as it can:
 * the first `limit.shown`, without those that only match a stub of the
 * query (see marksQuery); for a Japanese query, further ones (up to
 * `limit.loaded`, in batches) until `limit.shown` of them contain the words
 * as written. When some do, only those are shown (in Pagefind's order);
 * when none does, Pagefind's first results.
 *
 * A batch's data is loaded at once and read in Pagefind's order, so
 * `shownSoFar` hears of a result as soon as it and the ones before it are
 * in: the box draws the first suggestion once its own fragment has arrived
 * rather than after the slowest of eight. What it hears only grows, and is
 * always the start of the final list (rows are added below, never moved).
 * With a Japanese query none of whose results has the words as written,
 * nothing is known before the end (Pagefind's own results are the answer).
 */
export async function collectShown(
  results: readonly LazyResult[],
  query: string,
  limit: ResultLimit,
  shownSoFar?: ShownSoFar,
): Promise<ShownResult[]> {
  const words = hasJapanese(query) ? queryWords(query) : undefined;
  const typed = queryWords(query);
  const show = (item: PagefindData): ShownResult => shownResult(item, words);
  const end = words
    ? Math.min(results.length, Math.max(limit.shown, limit.loaded))
    : Math.min(results.length, limit.shown);
  const loaded: PagefindData[] = [];
  /** Results that pass: with the words as written (Japanese), or marking the query. */
  const passed: ShownResult[] = [];
  while (loaded.length < end && passed.length < limit.shown) {
    const batch = results
      .slice(loaded.length, Math.min(end, loaded.length + limit.shown))
      .map((result) => result.data());
    // Read in order below; a failure is still the whole search's (as Promise.all), not an unhandled rejection.
    for (const pending of batch) pending.catch(() => undefined);
    for (const pending of batch) {
      const item = await pending;
      loaded.push(item);
      const passes = words ? containsAll(plainText(item.content), words) : marksQuery(item, typed);
      if (passes && passed.length < limit.shown) {
        passed.push(show(item));
        shownSoFar?.([...passed]);
      }
    }
  }
  if (passed.length > 0 || !words) return passed;
  return loaded.slice(0, limit.shown).map((item) => shownResult(item));
}
