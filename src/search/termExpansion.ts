/**
 * Keeps the search plugin's expansion of kanji words affordable. Its
 * smartQueries() cuts each token with kanji into dictionary words
 * (cutZhWords): every possible cut, found by a depth-first search that loops
 * over the whole dictionary (4,874 index terms in the Japanese site) at each
 * step, and then keeps at most six. The number of cuts grows exponentially
 * with the token's length: a 53-character run of an article's sentence had
 * 2,880 cuts and took 19 s, and 本 typed fifteen times took 202 s. Long
 * Japanese queries froze the worker for that reason.
 *
 * Two changes to what the plugin is given, neither to the plugin:
 * - only the dictionary words that can match: a word matches (whole or as a
 *   prefix) only at the start of a remainder of the token, so its first
 *   character is in the token. The cuts stay exactly the plugin's, in its
 *   order, from a dictionary of a few dozen words instead of thousands;
 * - a budget of dictionary steps for the whole query: cutZhWords reads the
 *   dictionary only with for…of, so once the budget is spent it sees an empty
 *   dictionary, and finishes each cut in progress as unmatched characters in
 *   linear time. A reader's words never come near it; a run like 本本本…
 *   (two ways to cut every character) gets the cuts found until then.
 */

/** Dictionary steps for one query: an article title of 37 characters takes 26,000, a 28-character sentence 50,000, 本×15 took 1.3 million. */
export const DICTIONARY_STEP_BUDGET = 100_000;

/** The dictionary words whose first character occurs in one of the tokens, in dictionary order. */
export function dictionaryForTokens(
  tokens: readonly string[],
  dictionary: readonly string[],
): string[] {
  const characters = new Set<string>();
  for (const token of tokens) for (const character of token) characters.add(character);
  return dictionary.filter((word) => {
    const first = word.codePointAt(0);
    return first !== undefined && characters.has(String.fromCodePoint(first));
  });
}

/**
 * The words, read any number of times, but `budget` words in all: once the
 * budget is spent, every iteration (also one in progress) ends.
 */
export function withStepBudget(words: readonly string[], budget: number): Iterable<string> {
  let left = budget;
  return {
    *[Symbol.iterator]() {
      for (const word of words) {
        if (left <= 0) return;
        left -= 1;
        yield word;
      }
    },
  };
}

/** Words of one lunr query: a reader's query has a few; the plugin allows 12. */
export const MAX_TERMS_PER_QUERY = 6;
/** lunr queries for one search: a reader's query makes a few dozen; 800 pasted characters made 300. */
export const MAX_QUERIES = 48;

/** What the plugin's queries hold, as far as bounding them goes. */
interface ExpandedQuery {
  readonly tokens: readonly string[];
  readonly term: readonly { readonly value: string; readonly editDistance?: number }[];
}

/**
 * The plugin's lunr queries, bounded: each to its first MAX_TERMS_PER_QUERY
 * words, each such query once, the first MAX_QUERIES of them (smartQueries()
 * lists the exact ones first, then the misspelt and shortened variants).
 * Each lunr query with spelling tolerance expands every word over the whole
 * index; 300 queries of 12 words took 11 s on a busy machine.
 */
export function boundQueries<Q extends ExpandedQuery>(queries: readonly Q[]): Q[] {
  const kept: Q[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    if (kept.length >= MAX_QUERIES) break;
    const bounded =
      query.term.length > MAX_TERMS_PER_QUERY
        ? {
            ...query,
            tokens: query.tokens.slice(0, MAX_TERMS_PER_QUERY),
            term: query.term.slice(0, MAX_TERMS_PER_QUERY),
          }
        : query;
    const key = JSON.stringify(bounded.term);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(bounded);
  }
  return kept;
}
