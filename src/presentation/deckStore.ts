/**
 * What the slide bars render of an article's slides (which slide of how
 * many, its kind) and the bars' commands. It is in every page's bundle, as
 * the bars are (src/components/ArticleSlides, PresentationControls); the
 * controller that reads the article into slides and shows them
 * (src/presentation/deckController.ts, with articleDeck.ts) is loaded with
 * `import()` only once speaker mode is on for an article
 * (`<html data-presentation~=deck>`, which the presentation store keeps in
 * step with its snapshot). Until then the deck is inactive and the commands
 * do nothing; the stylesheet already shows the first (or linked) slide
 * (src/css/presentation.css).
 */
import { createSnapshotStore } from '../lib/snapshotStore';
import type { SlideKind } from './articleDeck';
import { getPresentationSnapshot, subscribePresentation } from './presentationStore';

export interface DeckSnapshot {
  readonly active: boolean;
  /** 0-based index of the current slide. */
  readonly index: number;
  readonly total: number;
  readonly kind: SlideKind | null;
}

/** What the controller does for the bars. */
export interface DeckCommands {
  /** Goes to a slide (clamped); the URL's fragment follows. */
  readonly goToSlide: (target: number) => void;
  /** One slide on or back. */
  readonly stepDeck: (delta: number) => void;
  /** Starts following the presentation store (idempotent). */
  readonly initDeck: () => void;
}

export const INACTIVE_DECK: DeckSnapshot = { active: false, index: 0, total: 0, kind: null };

const store = createSnapshotStore<DeckSnapshot>(
  INACTIVE_DECK,
  (a, b) =>
    a.active === b.active && a.index === b.index && a.total === b.total && a.kind === b.kind,
);
let commands: DeckCommands | null = null;

/** Called by the controller when the slide (or the deck) changes. */
export function publishDeck(next: DeckSnapshot): void {
  store.set(next);
}

export const subscribeDeck = store.subscribe;
export const getDeckSnapshot = store.get;

export function getServerDeckSnapshot(): DeckSnapshot {
  return INACTIVE_DECK;
}

/** Goes to a slide; nothing before the controller has loaded (no slides yet). */
export function goToSlide(target: number): void {
  commands?.goToSlide(target);
}

/** One slide on or back; nothing before the controller has loaded. */
export function stepDeck(delta: number): void {
  commands?.stepDeck(delta);
}

type LoadController = () => Promise<DeckCommands>;

const loadDeckController: LoadController = () => import('./deckController');

let loading: Promise<void> | null = null;
let stopWatching: (() => void) | null = null;

function loadWhenDeck(load: LoadController): void {
  const { present, deck } = getPresentationSnapshot();
  if (loading || !present || !deck) return;
  loading = load().then(
    (controller) => {
      commands = controller;
      stopWatching?.();
      stopWatching = null;
      controller.initDeck();
    },
    () => {
      // The chunk did not arrive (offline before it was cached, a new
      // deployment): the stylesheet's slide stays, and the next mode change
      // tries again.
      loading = null;
    },
  );
}

/**
 * Idempotent start-up (the client module, after the presentation store):
 * loads and starts the controller as soon as the page is an article in
 * speaker mode, now or after a route change or the speaker-mode button.
 * `load` is for tests.
 */
export function initDeckLoader(load: LoadController = loadDeckController): void {
  if (stopWatching || commands || typeof document === 'undefined') return;
  stopWatching = subscribePresentation(() => {
    loadWhenDeck(load);
  });
  loadWhenDeck(load);
}
