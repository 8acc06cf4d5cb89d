/**
 * Whether the search index could be loaded, for the notes both search boxes
 * show when it could not (offline without a saved copy, a host error). The
 * plugin's page waited forever for an index that never came, and its navbar
 * box said only "no results".
 */
let failed = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

export function reportIndexFailure(): void {
  set(true);
}

export function reportIndexLoaded(): void {
  set(false);
}

export function indexFailed(): boolean {
  return failed;
}

/** For useSyncExternalStore and the boxes' observers; returns the unsubscribe. */
export function onIndexAvailabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
