/**
 * Keeps a number with the Japanese word after it on one line. The Japanese
 * style (STYLE-ja.md) puts a space between digits and Japanese ("2 相コミット",
 * "2009 年", "100 万件"), and a browser may break a line at any space: a
 * title in speaker mode came out as "…バイナリログの 2" / "相コミット".
 * Japanese typesetting (JIS X 4051) does not separate a number from its unit
 * or counter, so that space becomes a no-break space where text is shown;
 * the sources keep the plain space the style guide asks for.
 *
 * A number after a Latin word is a version or a name more often than a
 * quantity ("MySQL 5.6 パラメータ", "RFC 9562 の"): there the product and its
 * version stay together and the line may break before the Japanese, unless
 * a counter follows ("fsync 1 回", "HDD 1 本", "ID 10 ビット").
 *
 * Used at build time on the Markdown's prose (src/remark/keepNumbersWithUnits)
 * and at render time on heading text (src/theme/Heading: page titles from
 * front matter, calculator titles).
 */

/**
 * Kana or kanji (Hiragana, Katakana with the prolonged sound mark, CJK
 * ideographs and Extension A) or a percent sign ("87 %", which the style
 * also spaces). Ranges rather than Unicode script classes: a heading runs
 * this while the page hydrates, and a regex's first use with script classes
 * costs milliseconds.
 */
const JAPANESE = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff%';

/**
 * A number ("2", "5.6", "1,083,658") or a name ending in a digit ("UUIDv1"),
 * not itself glued to Japanese, one ordinary space, then Japanese. Group 1:
 * the Latin word before the number and its space (ordinary or already
 * no-break), when there is one; group 2: the token ending in the digit;
 * group 3: the Japanese after it.
 */
const TOKEN_SPACE_JAPANESE = new RegExp(
  `((?<![\\w.+-])[A-Za-z][\\w.+-]*[ \\u00a0])?([^\\s${JAPANESE}]*\\d) (?=([${JAPANESE}]+))`,
  'g',
);

/**
 * Counters and units that make a number after a Latin word a quantity.
 * Compared with the start of the Japanese that follows the number.
 */
export const COUNTERS: readonly string[] = [
  '%',
  'か月',
  'カ月',
  'ヶ月',
  'つ',
  'ノード',
  'バイト',
  'ビット',
  'ページ',
  'コア',
  'スレッド',
  'ミリ秒',
  'マイクロ秒',
  '万',
  '億',
  '千',
  '件',
  '倍',
  '個',
  '割',
  '回',
  '台',
  '年',
  '度',
  '日',
  '月',
  '本',
  '条',
  '桁',
  '相',
  '秒',
  '種類',
  '行',
  '週',
  '分',
  '時間',
  '文',
  '列',
  '人',
  '枚',
];

export const NO_BREAK_SPACE = '\u00a0';

const LATIN_LETTER = /[A-Za-z]/;
/** "1e-12": a number in exponent notation, not a name. */
const EXPONENT_NUMBER = /^[^A-Za-z]*\d[eE][-+]?\d+$/;

/**
 * `text` with each space between a number and the Japanese after it made a
 * no-break space; after a Latin word, the space between the word and its
 * version instead, unless a counter follows the number.
 */
export function keepNumbersWithUnits(text: string): string {
  if (!text.includes(' ')) return text;
  return text.replace(
    TOKEN_SPACE_JAPANESE,
    (match, word: string | undefined, token: string, japanese: string) => {
      const counted = COUNTERS.some((counter) => japanese.startsWith(counter));
      // "UUIDv1 は": a name, not a number; it may end a line like any word.
      if (LATIN_LETTER.test(token) && !EXPONENT_NUMBER.test(token))
        return counted ? match.replace(/ $/, NO_BREAK_SPACE) : match;
      if (word === undefined || counted) return `${word ?? ''}${token}${NO_BREAK_SPACE}`;
      // "MySQL 5.6 パラメータ": the version stays with its product.
      return `${word.slice(0, -1)}${NO_BREAK_SPACE}${token} `;
    },
  );
}
