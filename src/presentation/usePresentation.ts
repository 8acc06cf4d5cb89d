import { useSyncExternalStore } from 'react';
import {
  getPresentationSnapshot,
  getServerPresentationSnapshot,
  subscribePresentation,
  type PresentationSnapshot,
} from './presentationStore';

/**
 * The speaker/embed modes. The server render and hydration see "no mode";
 * the first client render after hydration sees the URL's.
 */
export function usePresentation(): PresentationSnapshot {
  return useSyncExternalStore(
    subscribePresentation,
    getPresentationSnapshot,
    getServerPresentationSnapshot,
  );
}
