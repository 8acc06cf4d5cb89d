/**
 * Whether the search could be loaded, for the notes both search boxes show
 * when it could not (offline without a saved copy, a host error), instead
 * of an endless wait or a bare "no results".
 */
import { createSnapshotStore } from '../lib/snapshotStore';

const failed = createSnapshotStore(false);

export function reportIndexFailure(): void {
  failed.set(true);
}

export function reportIndexLoaded(): void {
  failed.set(false);
}

export const indexFailed = failed.get;

/** For useSyncExternalStore and the boxes' observers; returns the unsubscribe. */
export const onIndexAvailabilityChange = failed.subscribe;
