/**
 * One load per key, shared by every caller, and what it gave once it has
 * given it. A failed load is forgotten, so a later call tries again (a chunk
 * that did not arrive while the reader was offline).
 */
export interface LoadCache<K, V> {
  /** The load of `key`, started on the first call; the same promise on every later call. */
  readonly load: (key: K) => Promise<V>;
  /** What the load of `key` gave, once it has finished; undefined before (or after a failure). */
  readonly loaded: (key: K) => V | undefined;
}

/** Every cache made, so that `forgetAllLoads` reaches them. */
const everyCache = new Set<{ readonly clear: () => void }>();

/**
 * Forgets every load made so far, as a fresh page starts. For the component
 * tests, whose files share one module instance (vitest `isolate: false`):
 * without it, a chart one file's calculator had loaded was already "loaded"
 * in the next file, which then never saw its server HTML kept.
 */
export function forgetAllLoads(): void {
  for (const cache of everyCache) cache.clear();
}

export function createLoadCache<K, V>(start: (key: K) => Promise<V>): LoadCache<K, V> {
  const pending = new Map<K, Promise<V>>();
  const done = new Map<K, V>();
  // A load that ends after `forgetAllLoads` belongs to the forgotten page: it
  // must not mark its key loaded in the next one.
  let generation = 0;
  everyCache.add({
    clear() {
      generation += 1;
      pending.clear();
      done.clear();
    },
  });
  return {
    load(key) {
      let promise = pending.get(key);
      if (!promise) {
        const startedIn = generation;
        promise = start(key).then(
          (value) => {
            if (startedIn === generation) done.set(key, value);
            return value;
          },
          (error: unknown) => {
            if (startedIn === generation) pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
    loaded: (key) => done.get(key),
  };
}
