/**
 * Checks that tie a dataset point to the source text it cites. Pure
 * functions: the caller reads the seed file and passes its text.
 *
 * **Whitespace normalisation.** Seed files are extracted text: slide tables
 * break a row over several lines, blog posts mix ASCII and ideographic
 * spaces. Excerpts are compared after {@link normalizeWhitespace} on both
 * sides: every run of whitespace (`\s`, which covers line breaks, tabs,
 * U+00A0 and the ideographic space U+3000) becomes one ASCII space, and the
 * ends are trimmed. Nothing else is changed: no case folding, no width
 * folding, no punctuation changes.
 *
 * **Numbers in an excerpt.** A stated value must appear in its excerpt in one
 * of the ways sources write numbers ({@link numberForms}): `26092`,
 * `26,092`, `113701.80`, `0.00`, `14万`, `2億5000万`, `$500M`. A match must
 * stand alone: `200` does not match inside `200251` or `1,200`.
 *
 * @packageDocumentation
 */

import type { DatasetPoint, SeedProvenance } from './schema';

/**
 * Conversion factors a derived value may use without quoting them (1 min =
 * 60 s, 1 GB = 1024 MB, 1 万 = 10,000, 1 ms = 1,000,000 ns, …).
 */
export const CONVERSION_FACTORS: ReadonlySet<number> = new Set([
  60, 100, 1000, 1024, 10_000, 1_000_000, 100_000_000,
]);

/** Collapses every run of whitespace to one ASCII space and trims the ends. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

function withCommas(plain: string): string {
  const [int = '', frac] = plain.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/**
 * The ways a source may write `n`: plain and comma-grouped digits with any
 * number of trailing decimal zeros (`243` → `243.00`), Japanese 万/億 units
 * for round numbers (`200000` → `20万`, `250000000` → `2億5000万`), and the
 * `M` suffix for round millions (`500000000` → `500M`).
 */
export function numberForms(n: number): string[] {
  if (!Number.isFinite(n)) return [];
  if (n < 0) return numberForms(-n).flatMap((f) => [`-${f}`, `−${f}`]);
  const forms = new Set<string>();
  for (let d = 0; d <= 6; d++) {
    const fixed = n.toFixed(d);
    if (Number(fixed) === n) {
      forms.add(fixed);
      forms.add(withCommas(fixed));
    }
  }
  if (Number.isInteger(n) && n >= 10_000) {
    if (n % 1000 === 0) {
      const man = String(n / 10_000);
      forms.add(`${man}万`);
      forms.add(`${withCommas(man)}万`);
    }
    if (n >= 100_000_000 && n % 10_000 === 0) {
      const oku = Math.floor(n / 100_000_000);
      const rest = (n % 100_000_000) / 10_000;
      forms.add(rest === 0 ? `${oku}億` : `${oku}億${rest}万`);
    }
    if (n >= 1_000_000 && n % 100_000 === 0) forms.add(`${n / 1_000_000}M`);
  }
  return [...forms];
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** Whether `form` occurs in `text` as a whole number (not inside a longer one). */
function occursStandalone(text: string, form: string): boolean {
  for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + 1)) {
    const before = text[i - 1];
    const before2 = text[i - 2];
    const after = text[i + form.length];
    const after2 = text[i + form.length + 1];
    if (isDigit(before)) continue;
    if ((before === '.' || before === ',') && isDigit(before2)) continue;
    if (isDigit(after)) continue;
    if ((after === '.' || after === ',') && isDigit(after2)) continue;
    return true;
  }
  return false;
}

/** Whether `text` states `n` in one of its {@link numberForms}. */
export function containsNumber(text: string, n: number): boolean {
  return numberForms(n).some((form) => occursStandalone(text, form));
}

/** How many decimals `n` is written with (`0.56` → 2, `140` → 0). */
export function decimalsOf(n: number): number {
  const s = String(n);
  if (s.includes('e')) return 0;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Whether `value` rounds to `stated` at the number of decimals `stated` is written with. */
export function roundsTo(value: number, stated: number): boolean {
  const tolerance = 0.5 * 10 ** -decimalsOf(stated);
  return Math.abs(value - stated) <= tolerance + 1e-9 * Math.max(1, Math.abs(stated));
}

type Token = { kind: 'num'; value: number; text: string } | { kind: 'op'; op: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([-+*/()]))/y;
  let pos = 0;
  while (pos < expression.length) {
    if (/^\s*$/.test(expression.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(expression);
    if (!m) throw new Error(`unexpected character at ${pos} in "${expression}"`);
    if (m[1] !== undefined) tokens.push({ kind: 'num', value: Number(m[1]), text: m[1] });
    else tokens.push({ kind: 'op', op: m[2] ?? '' });
    pos = re.lastIndex;
  }
  return tokens;
}

/**
 * Evaluates an arithmetic expression of decimal numbers, `+ - * /` and
 * parentheses (no variables, no functions). Throws on anything else.
 */
export function evaluateExpression(expression: string): number {
  const tokens = tokenize(expression);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const isOp = (t: Token | undefined, ...ops: string[]): boolean =>
    t !== undefined && t.kind === 'op' && ops.includes(t.op);

  function primary(): number {
    const t = tokens[i++];
    if (t === undefined) throw new Error(`unexpected end of "${expression}"`);
    if (t.kind === 'num') return t.value;
    if (t.op === '(') {
      const v = sum();
      if (!isOp(tokens[i++], ')')) throw new Error(`missing ")" in "${expression}"`);
      return v;
    }
    if (t.op === '-') return -primary();
    throw new Error(`unexpected "${t.op}" in "${expression}"`);
  }
  function product(): number {
    let v = primary();
    while (isOp(peek(), '*', '/')) {
      const op = (tokens[i++] as { op: string }).op;
      const r = primary();
      v = op === '*' ? v * r : v / r;
    }
    return v;
  }
  function sum(): number {
    let v = product();
    while (isOp(peek(), '+', '-')) {
      const op = (tokens[i++] as { op: string }).op;
      const r = product();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  }
  const value = sum();
  if (i !== tokens.length) throw new Error(`trailing tokens in "${expression}"`);
  return value;
}

/** The numeric literals of an expression, in order. */
export function expressionNumbers(expression: string): number[] {
  return tokenize(expression).flatMap((t) => (t.kind === 'num' ? [t.value] : []));
}

let squeezedCache: { readonly key: string; readonly value: string } | undefined;

/**
 * Whether a title occurs in the seed, ignoring all whitespace (slide titles
 * are broken over lines). A title may join parts with " — " (deck title and
 * subtitle); each part must occur.
 */
export function titleOccursIn(title: string, normalizedSeed: string): boolean {
  const squeeze = (s: string) => s.replace(/\s+/gu, '');
  if (squeezedCache?.key !== normalizedSeed) {
    squeezedCache = { key: normalizedSeed, value: squeeze(normalizedSeed) };
  }
  const seed = squeezedCache.value;
  return title.split('—').every((part) => seed.includes(squeeze(part)));
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return sa.length === sb.length && sa.every((v, k) => v === sb[k]);
}

/**
 * Checks one point against the normalised text of the seed file its
 * provenance names. Returns the problems found (empty when the point is
 * backed by the text):
 *
 * - the title occurs in the seed ({@link titleOccursIn});
 * - the excerpt occurs verbatim (after whitespace normalisation);
 * - a stated value (`y`, and `yHigh` for a range) appears in the excerpt;
 * - a derived value: every quoted input appears in its excerpt (the input's
 *   own, else the point's), conversion factors are from
 *   {@link CONVERSION_FACTORS}, the expression uses exactly the inputs, and
 *   evaluating it gives `y` (`yHigh`) to the decimals it is written with.
 */
export function checkPointAgainstSeed(
  point: DatasetPoint,
  provenance: SeedProvenance,
  normalizedSeed: string,
): string[] {
  const problems: string[] = [];
  if (!titleOccursIn(provenance.title, normalizedSeed)) {
    problems.push(`title not found in ${provenance.file}: "${provenance.title}"`);
  }
  const excerpt = normalizeWhitespace(provenance.excerpt);
  if (!normalizedSeed.includes(excerpt)) {
    problems.push(`excerpt not found verbatim in ${provenance.file}: "${excerpt}"`);
  }
  const derived = provenance.derived;
  if (!derived) {
    if (!containsNumber(excerpt, point.y)) {
      problems.push(
        `excerpt does not state y = ${point.y} (looked for ${numberForms(point.y).join(' | ')})`,
      );
    }
    if (point.yHigh !== undefined && !containsNumber(excerpt, point.yHigh)) {
      problems.push(`excerpt does not state yHigh = ${point.yHigh}`);
    }
    return problems;
  }
  derived.inputs.forEach((input, j) => {
    if (input.conversion) {
      if (!CONVERSION_FACTORS.has(input.value)) {
        problems.push(
          `inputs[${j}]: ${input.value} is not a known conversion factor (${[...CONVERSION_FACTORS].join(', ')})`,
        );
      }
      return;
    }
    const own = input.excerpt === undefined ? undefined : normalizeWhitespace(input.excerpt);
    if (own !== undefined && !normalizedSeed.includes(own)) {
      problems.push(`inputs[${j}]: excerpt not found verbatim in ${provenance.file}: "${own}"`);
    }
    if (!containsNumber(own ?? excerpt, input.value)) {
      problems.push(
        `inputs[${j}]: ${input.value} is not stated in ${own ? 'its' : "the point's"} excerpt`,
      );
    }
  });
  const inputValues = derived.inputs.map((input) => input.value);
  const check = (expression: string, target: number, name: string) => {
    let value: number;
    try {
      value = evaluateExpression(expression);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return;
    }
    if (!roundsTo(value, target)) {
      problems.push(`${name} "${expression}" = ${value}, which does not round to ${target}`);
    }
  };
  check(derived.expression, point.y, 'expression');
  const literals = expressionNumbers(derived.expression);
  if (derived.expressionHigh !== undefined && point.yHigh !== undefined) {
    check(derived.expressionHigh, point.yHigh, 'expressionHigh');
    literals.push(...expressionNumbers(derived.expressionHigh));
  }
  const distinctLiterals = [...new Set(literals)];
  if (!sameMultiset(distinctLiterals, [...new Set(inputValues)])) {
    problems.push(
      `the expressions use ${distinctLiterals.join(', ')} but the inputs are ${inputValues.join(', ')}`,
    );
  }
  return problems;
}
