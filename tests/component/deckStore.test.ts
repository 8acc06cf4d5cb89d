import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DeckStoreModule from '../../src/presentation/deckStore';
import type { DeckCommands } from '../../src/presentation/deckStore';
import type * as PresentationStoreModule from '../../src/presentation/presentationStore';

/**
 * The article deck's controller is loaded only in speaker mode on an
 * article (src/presentation/deckStore.ts): other pages, and articles read
 * as usual, never fetch it. Each test starts with fresh module state (the
 * stores are page-wide singletons) and a stand-in controller.
 */

type DeckStore = typeof DeckStoreModule;
type PresentationStore = typeof PresentationStoreModule;

interface Stores {
  readonly deck: DeckStore;
  readonly presentation: PresentationStore;
  readonly load: ReturnType<typeof vi.fn<() => Promise<DeckCommands>>>;
  readonly controller: { [K in keyof DeckCommands]: ReturnType<typeof vi.fn> };
}

/** Opens `href` and starts both stores as the client module does. */
async function startAt(href: string): Promise<Stores> {
  window.history.replaceState(null, '', href);
  vi.resetModules();
  const presentation = await import('../../src/presentation/presentationStore');
  const deck = await import('../../src/presentation/deckStore');
  const controller = { goToSlide: vi.fn(), stepDeck: vi.fn(), initDeck: vi.fn() };
  const load = vi.fn(() => Promise.resolve(controller as DeckCommands));
  presentation.initPresentation();
  deck.initDeckLoader(load);
  // The import() settles on the microtask queue.
  await Promise.resolve();
  await Promise.resolve();
  return { deck, presentation, load, controller };
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-presentation');
});

// The component files share one module registry (isolate: false). This
// file's last fresh stores were started at a `?present` URL, and setup.ts's
// reset reaches only the instances it imported before the first
// resetModules: the next file's charts would start in speaker mode (the
// first test of lazyDatasetChart, red in clean clones). It gets fresh
// modules instead, as a new page does.
afterAll(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-presentation');
  vi.resetModules();
});

describe('loading the deck controller', () => {
  it('is not loaded on an article read as usual, nor by a calculator’s speaker mode', async () => {
    const article = await startAt('/docs/io-memory/disk-io-hit-ratio');
    expect(article.load).not.toHaveBeenCalled();
    // The bars' commands do nothing without it, and nothing breaks.
    article.deck.stepDeck(1);
    article.deck.goToSlide(0);
    expect(article.deck.getDeckSnapshot().active).toBe(false);

    const calculator = await startAt('/calculators/hit-ratio?present');
    expect(document.documentElement.getAttribute('data-presentation')).toBe('present');
    expect(calculator.load).not.toHaveBeenCalled();
  });

  it('is loaded and started once ?present opens an article, and the bars reach it', async () => {
    const { deck, load, controller } = await startAt(
      '/en/docs/io-memory/disk-io-hit-ratio?present',
    );
    expect(document.documentElement.getAttribute('data-presentation')).toBe('present deck');
    expect(load).toHaveBeenCalledTimes(1);
    expect(controller.initDeck).toHaveBeenCalledTimes(1);
    deck.stepDeck(-1);
    deck.goToSlide(3);
    expect(controller.stepDeck).toHaveBeenCalledWith(-1);
    expect(controller.goToSlide).toHaveBeenCalledWith(3);
  });

  it('is loaded when speaker mode starts later on the page, and only once', async () => {
    const { presentation, load, controller } = await startAt('/docs/io-memory/disk-io-hit-ratio');
    expect(load).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/docs/io-memory/disk-io-hit-ratio?present');
    presentation.syncFromLocation();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(controller.initDeck).toHaveBeenCalledTimes(1);
    // Leaving and coming back uses the controller already loaded.
    presentation.leavePresentation();
    window.history.replaceState(null, '', '/docs/io-memory/disk-io-hit-ratio?present');
    presentation.syncFromLocation();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next mode change when the chunk did not arrive', async () => {
    window.history.replaceState(null, '', '/docs/io-memory/disk-io-hit-ratio?present');
    vi.resetModules();
    const presentation = await import('../../src/presentation/presentationStore');
    const deck = await import('../../src/presentation/deckStore');
    const controller = { goToSlide: vi.fn(), stepDeck: vi.fn(), initDeck: vi.fn() };
    const load = vi
      .fn<() => Promise<DeckCommands>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(controller);
    presentation.initPresentation();
    deck.initDeckLoader(load);
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.initDeck).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/docs/io-memory/disk-io-hit-ratio?present#summary');
    presentation.syncFromLocation();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(controller.initDeck).toHaveBeenCalledTimes(1);
  });
});
