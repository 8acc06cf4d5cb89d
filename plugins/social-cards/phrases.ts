/**
 * Where a card's text may break. Japanese has no spaces, and satori (like a
 * browser with `word-break: normal`) breaks it between any two characters,
 * so a title could end a line in the middle of a word (「ヒッ / ト率」).
 * BudouX splits Japanese into phrases (文節) with a small model; the card
 * keeps each phrase whole and breaks only between them. Text without
 * Japanese keeps its ordinary word wrapping.
 */
import { loadDefaultJapaneseParser, type Parser } from 'budoux';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** U+2060 WORD JOINER: forbids a line break on either side and draws nothing. */
export const WORD_JOINER = '\u2060';

/**
 * A phrase longer than this many characters is left breakable inside, so
 * that a line never has to overflow: a card line holds about 21 full-width
 * characters of a title and 38 of a description.
 */
export const MAX_UNBREAKABLE_LENGTH = 20;

let parser: Parser | undefined;
const graphemeSegmenter = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** The text's user-perceived characters (a joiner never goes inside one). */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);
}

/** Whether the text has Japanese (kana or kanji) in it. */
export function hasJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

/**
 * The text as the units a line may break between: BudouX phrases for
 * Japanese text, else the whole text as one element (meaning "wrap at
 * spaces as usual"). A space between two phrases ends the first phrase
 * (BudouX puts it at the start of the next one), so no line starts with a
 * space. Joining the result gives the text back unchanged.
 */
export function phrasesOf(text: string): string[] {
  if (!hasJapanese(text)) return [text];
  parser ??= loadDefaultJapaneseParser();
  const phrases: string[] = [];
  for (const phrase of parser.parse(text)) {
    const leading = /^\s+/.exec(phrase)?.[0] ?? '';
    const previous = phrases.at(-1);
    if (leading && previous !== undefined) {
      phrases[phrases.length - 1] = previous + leading;
      if (phrase.length > leading.length) phrases.push(phrase.slice(leading.length));
    } else {
      phrases.push(phrase);
    }
  }
  return phrases;
}

/**
 * The text with a word joiner between the characters of each phrase, for
 * blocks that satori wraps itself (descriptions, with their ellipsis at the
 * last line): it can then break only between phrases, and at the spaces of
 * phrases longer than {@link MAX_UNBREAKABLE_LENGTH}.
 */
export function joinPhrases(text: string): string {
  if (!hasJapanese(text)) return text;
  return phrasesOf(text)
    .map((phrase) =>
      phrase.length > MAX_UNBREAKABLE_LENGTH
        ? phrase
        : // A space followed by a joiner is no break opportunity either.
          graphemes(phrase.trimEnd()).join(WORD_JOINER) + phrase.slice(phrase.trimEnd().length),
    )
    .join('');
}

/** A laid-out box of one phrase: its index in the phrase list and its top edge. */
export interface PhraseBox {
  index: number;
  top: number;
  height: number;
}

/**
 * Lines of a laid-out title: the phrase indexes on each line, top to bottom,
 * from the boxes satori placed (boxes whose top edges differ by less than
 * half a box are on the same line).
 */
export function linesOf(boxes: readonly PhraseBox[]): number[][] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top || a.index - b.index);
  const lines: { top: number; indexes: number[] }[] = [];
  for (const box of sorted) {
    const line = lines.at(-1);
    if (line && box.top - line.top < box.height / 2) line.indexes.push(box.index);
    else lines.push({ top: box.top, indexes: [box.index] });
  }
  return lines.map((line) => line.indexes.sort((a, b) => a - b));
}

/** The text of each line (trailing spaces dropped, as they are not drawn). */
export function lineTexts(phrases: readonly string[], lines: readonly number[][]): string[] {
  return lines.map((line) =>
    line
      .map((index) => phrases[index] ?? '')
      .join('')
      .trimEnd(),
  );
}
