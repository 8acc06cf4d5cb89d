/**
 * Names close to a mistyped one, for "did you mean …?" (the 404 page's
 * suggestions for `/go/<name>`). Pure and small: the candidate lists are tens
 * of names.
 */

/**
 * Edits between two strings, a swap of neighbours counting as one (optimal
 * string alignment distance): `snowfalke` is one edit from `snowflake`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Longest input considered: a URL segment longer than this is not a typo of a short name. */
const MAX_INPUT = 64;

/**
 * Up to `limit` names nearest to `input`, closest first (ties in list order):
 * those within a third of the input's length in edits (at least 2), and
 * those that start with the input or that the input starts with.
 */
export function nearestNames(input: string, names: readonly string[], limit = 3): string[] {
  const wanted = input.trim().toLowerCase().slice(0, MAX_INPUT);
  if (wanted === '') return [];
  const allowed = Math.max(2, Math.floor(wanted.length / 3));
  return names
    .map((name, index) => {
      const distance = editDistance(wanted, name);
      const prefix = name.startsWith(wanted) || wanted.startsWith(name);
      return { name, index, score: prefix ? Math.min(distance, 1) : distance };
    })
    .filter(({ score }) => score <= allowed)
    .sort((x, y) => x.score - y.score || x.index - y.index)
    .slice(0, limit)
    .map(({ name }) => name);
}
