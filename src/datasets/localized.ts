/**
 * Metadata text that is either written in both site languages (`{ ja, en }`)
 * or invariant: a plain string that reads the same on a Japanese and an
 * English page. Pure and free of zod, so pages can import it.
 *
 * The rule for a plain (invariant) string, checked by the dataset schema:
 * it may hold identifiers and setting names (`innodb_flush_log_at_trx_commit`,
 * `O_DIRECT`), commands and SQL, product and device model names (`Plextor
 * PX-256M2P`, `AMD EPYC`), versions, and numbers with units (`256M`, `8 s`,
 * `617.3 MiB`). It may not hold prose in either language:
 *
 * - no Japanese (kana or kanji): an English page could not read it;
 * - no English prose: none of {@link ENGLISH_PROSE_WORDS} as a word of its
 *   own (lower case or capitalised; ALL-CAPS SQL keywords and words inside
 *   identifiers such as `innodb_default_x` or `--auto-generate-sql` do not
 *   count), and no run of three plain lower-case words ("the same machine").
 *   A command line (a program name, then arguments with at least one option:
 *   `npm run lab -- all --quick`, `-direct=1 -ioengine=libaio`) is code and
 *   exempt: its arguments are not prose.
 *
 * Source headings quoted as locators are the one place where Japanese stays
 * plain (like the source's title, they are quoted, not translated).
 *
 * @packageDocumentation
 */

import type { LocalizedText } from '../calculators/shared/types';

export type { LocalizedText };

/** Text in both languages, or a plain string that reads the same in both. */
export type LocalizedOrInvariant = LocalizedText | string;

/**
 * English words that mark a plain string as prose. Deliberately limited to
 * words that do not occur as lower-case identifiers or SQL in the datasets
 * (so no "as", "by", "from", "on", "table", "engine").
 */
export const ENGLISH_PROSE_WORDS: readonly string[] = [
  // function words
  'the',
  'of',
  'for',
  'with',
  'and',
  'not',
  'per',
  'each',
  'only',
  'same',
  'than',
  'over',
  'under',
  'after',
  'before',
  'between',
  'about',
  'up',
  'at',
  'is',
  'are',
  'was',
  'were',
  'one',
  'every',
  'all',
  'but',
  // what environment metadata typically says
  'stated',
  'model',
  'default',
  'defaults',
  'unknown',
  'enabled',
  'disabled',
  'machine',
  'memory',
  'storage',
  'version',
  'rows',
  'time',
  'size',
  'sizes',
  'set',
  'results',
  'shown',
  'used',
  'point',
  'points',
  'clients',
  'random',
  'digits',
  'mode',
  'aligned',
  'bundled',
  'tuning',
  'home',
  'virtual',
  'cores',
  'statement',
  'settings',
  'paragraph',
  'slide',
  'output',
  'graph',
  'row',
  'started',
  'finished',
];

const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;
const PROSE_WORD = new Set(ENGLISH_PROSE_WORDS);
/** A word with its neighbours: letters, digits and identifier punctuation make it part of a token. */
const WORD = /(?<![\w.\-/=:@$`'"<])[A-Za-z]+(?![\w.\-/=:@$`'">(])/g;
const THREE_PLAIN_WORDS = /(?<![\w.\-/=:@$`'"<])[a-z]{2,}(?: [a-z]{2,}){2}(?![\w.\-/=:@$`'">(])/;
/** A program or an option first, and an option (`-x`, `--name`) somewhere. */
const COMMAND_LINE = /^(?:[A-Za-z./][\w./-]* |-)(?:.* )?--?[a-z]/;

/** `true` when `s` contains kana or kanji. */
export function hasJapanese(s: string): boolean {
  return JAPANESE_SCRIPT.test(s);
}

/**
 * The first English prose found in a plain string (a listed word, or three
 * plain lower-case words in a row), or `undefined` when it has none.
 */
export function englishProseIn(s: string): string | undefined {
  if (COMMAND_LINE.test(s)) return undefined;
  const run = THREE_PLAIN_WORDS.exec(s);
  if (run) return run[0];
  for (const match of s.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLowerCase();
    // ALL-CAPS words are SQL keywords or acronyms, not prose.
    const prose = word === lower || word === word.charAt(0) + lower.slice(1);
    if (prose && word.length > 0 && PROSE_WORD.has(lower)) return word;
  }
  return undefined;
}

/** The text for `locale`: the localized member, or the invariant string itself. */
export function inLocale(value: LocalizedOrInvariant, locale: keyof LocalizedText): string {
  return typeof value === 'string' ? value : value[locale];
}

/** The English (or invariant) text: what code matches setting names and keys against. */
export function englishText(value: LocalizedOrInvariant): string {
  return inLocale(value, 'en');
}
