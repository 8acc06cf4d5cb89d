/* global module, __dirname */
// textlint: the Japanese style guide (STYLE-ja.md) as a check. `npm run lint:ja`
// runs it over docs/**/*.mdx and blog/*.md, then over the front matter and
// the UI strings (scripts/lint-ja.ts); `npm run lint:ja -- --fix` applies every
// autofix. A JS config because the MDX plugin is a local file
// (scripts/textlint-docusaurus-mdx.mjs) that textlint can load only by an
// absolute path.
module.exports = {
  plugins: {
    [`${__dirname}/scripts/textlint-docusaurus-mdx.mjs`]: true,
  },
  filters: {
    // Quotations and cited titles are the sources' words and keep the
    // sources' spelling and spacing (「正しいベンチマークをするための10のポイント」,
    // 「DBサーバの…」): nothing inside 「…」 or 『…』 is reported or fixed.
    // 「数百回」「数十万人」 are rough magnitudes, not counts: arabic-kanji-numbers
    // would turn them into 「数 100 回」.
    allowlist: { allow: ['/「[^」\\n]*」/', '/『[^』\\n]*』/', '/数[十百千万]/'] },
  },
  rules: {
    'preset-ja-technical-writing': {
      // Citations are `<Cite id="…" />` markers (src/sources/remarkCitations.ts),
      // which the MDX plugin reads as JSX, not text, so they never count. A
      // warning, not an error: 61 sentences are longer than 150 characters
      // today, and splitting them is an editor's rewrite, not a fix (a follow-up).
      'sentence-length': { max: 150, severity: 'warning' },
      // Numbers keep their thousands separators (1,073,741,824), which this
      // rule counts as commas.
      'max-comma': false,
      'max-ten': { max: 4 },
      // Established terms that are written as one word.
      'max-kanji-continuous-len': {
        max: 6,
        allow: ['多版型同時実行制御', '電源喪失保護付', '最大同時接続数'],
      },
      // Body text is です・ます; list items are either full です・ます sentences
      // or noun phrases, never である, so lists follow the body.
      'no-mix-dearu-desumasu': {
        preferInHeader: '',
        preferInBody: 'ですます',
        preferInList: 'ですます',
      },
      // A paragraph may end in 「、」 when it continues in a display formula;
      // an admonition with a title (`:::note 表の読み方` … `:::`) reaches the
      // rule as one paragraph that ends in its closing `:::`.
      'ja-no-mixed-period': { periodMark: '。', allowPeriodMarks: ['、', ':'] },
      'ja-no-successive-word': { allowOnomatopee: true, allow: ['…'] },
      // Technical prose chains particles that are not a style fault:
      // 「A に B に」 in a list of conditions, 「〜か〜か」 for alternatives.
      // A warning for the rest, like sentence-length: each one is a rewrite.
      'no-doubled-joshi': {
        min_interval: 1,
        strict: false,
        allow: ['か', 'に'],
        severity: 'warning',
      },
      // Reporting a source's own hedge (「〜のほうがよいかもしれない」) is
      // accurate, not weak writing.
      'ja-no-weak-phrase': false,
    },
    'preset-ja-spacing': {
      // The house rule: a half-width space between Japanese and Latin letters
      // or digits (「30 接続で 6.1 倍」), none next to 、。 or brackets.
      'ja-space-between-half-and-full-width': { space: 'always' },
      // Inline code and links are spaced like Latin words.
      'ja-space-around-code': { before: true, after: true },
      'ja-space-around-link': { before: true, after: true },
      // Cited titles keep their own spacing (「ムック『データベース徹底攻略』 -
      // MySQL/…」), and a bold run-in label is followed by a space before a
      // quotation; this rule cannot tell either from prose.
      'ja-no-space-around-parentheses': false,
    },
    prh: { rulePaths: ['./prh.yml'] },
  },
};
