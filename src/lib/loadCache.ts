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

export function createLoadCache<K, V>(start: (key: K) => Promise<V>): LoadCache<K, V> {
  const pending = new Map<K, Promise<V>>();
  const done = new Map<K, V>();
  return {
    load(key) {
      let promise = pending.get(key);
      if (!promise) {
        promise = start(key).then(
          (value) => {
            done.set(key, value);
            return value;
          },
          (error: unknown) => {
            pending.delete(key);
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
