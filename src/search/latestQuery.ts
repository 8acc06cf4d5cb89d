/**
 * The newest query wins: a reader who types a new query no longer wants the
 * old one's answer, which may arrive later (a Japanese query loads more
 * results' data), so it is never shown.
 *
 * newestOnly() wraps a search so that each call gets a number and only the
 * newest call's answer is delivered. An older call's promise never settles
 * (a box would draw whatever it resolves to, and a rejection would be an
 * error in the console); nor does a call the search gave up on (`undefined`).
 */
export function newestOnly<A extends unknown[], R>(
  search: (generation: number, ...args: A) => Promise<R | undefined>,
): (...args: A) => Promise<R> {
  let newest = 0;
  return async (...args: A): Promise<R> => {
    newest += 1;
    const generation = newest;
    const result = await search(generation, ...args);
    if (result === undefined || generation !== newest) return new Promise<R>(() => undefined);
    return result;
  };
}
