/**
 * The newest query wins. One worker serves the navbar box and the search
 * page, and a reader who types a new query no longer wants the old one's
 * answer: the old answer is never shown, and the worker stops the old work
 * at its next pause instead of finishing it first.
 *
 * The worker is one thread: it learns of a newer query only when the older
 * one pauses (a message cannot arrive during synchronous work), so the search
 * runs in slices with a pause between them.
 */

/** Which box asked: each box's new query replaces only its own old one. */
export type SearchBox = 'navbar' | 'page';

/** Worker side: the newest query number seen for each box. */
export class NewestQueries {
  private readonly newest = new Map<SearchBox, number>();

  /** Registers a query; the function says whether a newer one of its box has arrived since. */
  begin(box: SearchBox, generation: number): () => boolean {
    if (generation > (this.newest.get(box) ?? -Infinity)) this.newest.set(box, generation);
    return () => this.newest.get(box) !== generation;
  }
}

/** Lets the worker's message queue run: a newer query's call registers itself. */
export function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` to the end, pausing every `sliceMilliseconds`; stops and
 * returns undefined as soon as `superseded()` says so after a pause.
 */
export async function runInSlices<T>(
  steps: Iterator<unknown, T>,
  superseded: () => boolean,
  sliceMilliseconds = 8,
  pauseFor: () => Promise<void> = pause,
): Promise<T | undefined> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMilliseconds) {
      await pauseFor();
      if (superseded()) return undefined;
      sliceStart = performance.now();
    }
  }
}

/**
 * Page side: wraps a search so that each call gets a number and only the
 * newest call's answer is delivered. An older call's promise never settles
 * (the plugin's search page would draw whatever it resolves to, and a
 * rejection would be an error in the console); nor does a call the worker
 * gave up on (`undefined`).
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
