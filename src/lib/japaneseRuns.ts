/**
 * Splits text into runs of Japanese and of everything else, so that an
 * English page can mark its Japanese words (a quoted source title, a term's
 * Japanese name) `lang="ja"`: screen readers then read them in Japanese and
 * browsers pick Japanese glyphs for kanji shared with Chinese.
 *
 * A Japanese run starts and ends with a Japanese character (kana, kanji,
 * Japanese punctuation, full-width forms) and takes in the digits, Latin
 * letters, spaces and joining punctuation between two of them ("ローカル50接続",
 * "InnoDB史上" from 史); brackets and quotation marks end it, because they
 * set an English gloss apart ("クエリの実行効率 (query execution efficiency)").
 */

const JAPANESE =
  /[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60\uff65-\uff9f]/u;
/** What may sit between two Japanese characters inside one run. */
const JOINER = /[0-9A-Za-z \u00a0.,:;/+\-_=%&*#~!?]/u;

export interface TextRun {
  readonly text: string;
  readonly japanese: boolean;
}

export function containsJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

export function japaneseRuns(text: string): TextRun[] {
  const characters = Array.from(text);
  const runs: TextRun[] = [];
  let index = 0;
  let plain = '';
  while (index < characters.length) {
    const character = characters[index]!;
    if (!JAPANESE.test(character)) {
      plain += character;
      index += 1;
      continue;
    }
    // A Japanese run: extend to the last Japanese character reachable
    // through joiners only.
    let end = index + 1;
    let probe = end;
    while (probe < characters.length) {
      const next = characters[probe]!;
      if (JAPANESE.test(next)) {
        probe += 1;
        end = probe;
      } else if (JOINER.test(next)) {
        probe += 1;
      } else {
        break;
      }
    }
    if (plain) runs.push({ text: plain, japanese: false });
    plain = '';
    runs.push({ text: characters.slice(index, end).join(''), japanese: true });
    index = end;
  }
  if (plain) runs.push({ text: plain, japanese: false });
  return runs;
}

/**
 * An HTML fragment (a table-of-contents entry, which Docusaurus builds from
 * the heading before any rehype plugin runs) with its Japanese runs in
 * `<span lang="ja">`; tags and their attributes are left alone.
 */
export function htmlWithJapaneseMarked(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : japaneseRuns(part)
            .map((run) => (run.japanese ? `<span lang="ja">${run.text}</span>` : run.text))
            .join(''),
    )
    .join('');
}
