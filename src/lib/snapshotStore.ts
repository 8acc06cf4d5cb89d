/**
 * A value that React reads with `useSyncExternalStore` and plain code
 * subscribes to: the snapshot, its listeners and the "changed?" test in one
 * place (the presentation modes, the slide deck and the search index's
 * availability each kept their own copy of this).
 */
export interface SnapshotStore<T> {
  readonly get: () => T;
  /** Replaces the snapshot and calls every listener; returns false (and does nothing) when `same` finds no change. */
  readonly set: (next: T) => boolean;
  /** Adds a listener; returns its removal. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createSnapshotStore<T>(
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(next) {
      if (same(snapshot, next)) return false;
      snapshot = next;
      // A copy: a listener may unsubscribe (or subscribe another) while it runs.
      for (const listener of [...listeners]) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
