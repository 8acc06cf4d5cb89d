import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { keyAction, keyTargetKind, type KeyAction } from '../../presentation/slideSteps';
import {
  getDeckSnapshot,
  getServerDeckSnapshot,
  subscribeDeck,
  type DeckSnapshot,
} from '../../presentation/deckStore';

/** The article's slides (inactive on other pages, on the server and during hydration). */
export function useDeck(): DeckSnapshot {
  return useSyncExternalStore(subscribeDeck, getDeckSnapshot, getServerDeckSnapshot);
}

/**
 * Speaker mode's keys while `enabled` (one bar at a time listens): the
 * decision is `keyAction` (src/presentation/slideSteps.ts), `slides` adds
 * Space and Home/End on an article's deck.
 */
export function useSlideKeys(
  enabled: boolean,
  slides: boolean,
  onAction: (action: KeyAction) => void,
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = keyAction(event, keyTargetKind(event.target), slides);
    if (action === null) return;
    event.preventDefault();
    onAction(action);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      onKeyDown(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, [enabled]);
}
