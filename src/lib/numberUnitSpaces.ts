/**
 * Keeps a number with the Japanese word after it on one line. The Japanese
 * style (STYLE-ja.md) puts a space between digits and Japanese ("2 相コミット",
 * "2009 年", "100 万件"), and a browser may break a line at any space: a
 * title in speaker mode came out as "…バイナリログの 2" / "相コミット".
 * Japanese typesetting (JIS X 4051) does not separate a number from its unit
 * or counter, so that space becomes a no-break space where text is shown;
 * the sources keep the plain space the style guide asks for.
 *
 * Used at build time on the Markdown's prose (src/remark/keepNumbersWithUnits)
 * and at render time on heading text (src/theme/Heading: page titles from
 * front matter, calculator titles).
 */

/**
 * A digit, one ordinary space, then kana or kanji (Hiragana, Katakana with
 * the prolonged sound mark, CJK ideographs and Extension A) or a percent
 * sign ("87 %", which the style also spaces). Ranges rather than Unicode
 * script classes: a heading runs this while the page hydrates, and a regex's
 * first use with script classes costs milliseconds.
 */
const NUMBER_SPACE_JAPANESE = /(\d) (?=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff%])/g;

export const NO_BREAK_SPACE = '\u00a0';

/** `text` with each space between a digit and Japanese made a no-break space. */
export function keepNumbersWithUnits(text: string): string {
  if (!text.includes(' ')) return text;
  return text.replace(NUMBER_SPACE_JAPANESE, `$1${NO_BREAK_SPACE}`);
}
