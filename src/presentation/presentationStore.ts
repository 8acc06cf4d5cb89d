/**
 * Client-side state of the speaker and embed modes, shared by every
 * calculator on the page (read with `useSyncExternalStore`).
 *
 * The modes live in the URL (`?present`, `?embed`, `scenario=`) and on
 * `<html data-presentation>`; an inline `<head>` script sets that attribute
 * before the first paint (config/presentation.ts), this module keeps it in
 * step afterwards. Calculators write their inputs to the URL through
 * `replaceUrl` (src/hooks/calculatorUrl.ts), which keeps the parameters they
 * do not own — the view parameters among them — and announces the change, so
 * the snapshot's `href` follows. Nothing here runs on the server.
 */
import siteConfig from '@generated/docusaurus.config';
import { URL_REPLACED_EVENT } from '../hooks/calculatorUrl';
import { createSnapshotStore } from '../lib/snapshotStore';
import { fragmentId } from '../lib/uriDecode';
import { reportEmbedHeight } from './embedHeightReporter';
import {
  MODE_ATTRIBUTE,
  PRESENT_PARAM,
  SCENARIO_PARAM,
  changeParams,
  modeAttributeValue,
  readModes,
  type ViewModes,
} from './modeUrl';

export interface PresentationSnapshot extends ViewModes {
  /** The calculator or chart (its `data-presentable` id) shown in speaker mode. */
  readonly presentingId: string | null;
  /** The page's URL, updated on every `replaceState`. */
  readonly href: string;
}

const SERVER_SNAPSHOT: PresentationSnapshot = {
  present: false,
  embed: false,
  compact: false,
  embedValueUnknown: false,
  scenario: null,
  deck: false,
  presentingId: null,
  href: '',
};

let initialised = false;
/** Set when speaker mode asked for fullscreen: leaving fullscreen then leaves the mode. */
let fullscreenRequested = false;
let hrefUpdateQueued = false;

function canUseDom(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function sameSnapshot(a: PresentationSnapshot, b: PresentationSnapshot): boolean {
  return (
    a.present === b.present &&
    a.embed === b.embed &&
    a.compact === b.compact &&
    a.embedValueUnknown === b.embedValueUnknown &&
    a.scenario === b.scenario &&
    a.deck === b.deck &&
    a.presentingId === b.presentingId &&
    a.href === b.href
  );
}

const store = createSnapshotStore(SERVER_SNAPSHOT, sameSnapshot);

function setSnapshot(next: PresentationSnapshot): void {
  if (!store.set(next)) return;
  const value = modeAttributeValue(next);
  const root = document.documentElement;
  if (value) root.setAttribute(MODE_ATTRIBUTE, value);
  else root.removeAttribute(MODE_ATTRIBUTE);
  reportEmbedHeight(next.embed);
}

/** Writes the URL, keeping react-router's history state. */
function writeUrl(href: string): void {
  window.history.replaceState(window.history.state, '', href);
}

function currentRelativeHref(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * What a reload presents: the calculator or chart the URL's hash names, else
 * the page's first calculator, else its first chart.
 */
/** The article an article's slides are read from (src/presentation/deckController.ts). */
const DECK_CONTENT_SELECTOR = '.theme-doc-markdown';

function resolvePresentingId(): string | null {
  const frames = Array.from(document.querySelectorAll<HTMLElement>('[data-presentable]'));
  const hashId = fragmentId(window.location.hash);
  const target =
    frames.find((frame) => frame.dataset.presentable === hashId) ??
    frames.find((frame) => frame.dataset.calculator !== undefined) ??
    frames[0];
  return target?.dataset.presentable ?? null;
}

function queueHrefUpdate(): void {
  if (hrefUpdateQueued) return;
  hrefUpdateQueued = true;
  // Deferred: the URL may be replaced while React renders or commits.
  queueMicrotask(() => {
    hrefUpdateQueued = false;
    const snapshot = store.get();
    if (snapshot.href !== window.location.href) {
      setSnapshot({ ...snapshot, href: window.location.href });
    }
  });
}

function onFullscreenChange(): void {
  if (document.fullscreenElement) return;
  if (fullscreenRequested) {
    // The browser left fullscreen (Esc, F11, a gesture): leave speaker mode too.
    fullscreenRequested = false;
    if (store.get().present) leavePresentation();
  }
}

let emptyPageTimer: number | undefined;

/**
 * Shows the whole page whatever the URL's mode: the stylesheet of the modes
 * shows only calculators and charts, so a page with none (an error page in
 * place of a calculator) would be blank.
 */
export function showWholePage(): void {
  if (!canUseDom()) return;
  window.clearTimeout(emptyPageTimer);
  document.documentElement.removeAttribute(MODE_ATTRIBUTE);
}

/**
 * The stylesheet hides everything but calculators while a mode is on. On a
 * page that has none (a hand-made link), show the page as usual once it has
 * loaded, rather than nothing. (Not sooner: an article's calculator may be
 * briefly out of the DOM while its chunk loads.)
 */
function scheduleEmptyPageCheck(): void {
  window.clearTimeout(emptyPageTimer);
  const { present, embed } = store.get();
  if (!present && !embed) return;
  const check = () => {
    window.clearTimeout(emptyPageTimer);
    emptyPageTimer = window.setTimeout(() => {
      let snapshot = store.get();
      // A docs page without an article (a category's list of articles) has
      // no slides: speaker mode as on other pages, for its calculators.
      if (snapshot.deck && document.querySelector(DECK_CONTENT_SELECTOR) === null) {
        setSnapshot({ ...snapshot, deck: false, presentingId: resolvePresentingId() });
        snapshot = store.get();
      }
      const modeOn = snapshot.present || snapshot.embed;
      if (snapshot.deck) return;
      if (modeOn && document.querySelector('[data-presentable]') === null) {
        document.documentElement.removeAttribute(MODE_ATTRIBUTE);
      }
    }, 3_000);
  };
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}

/** Re-reads the modes from the URL (at start-up and after a route change). */
export function syncFromLocation(): void {
  if (!canUseDom()) return;
  const modes = readModes(window.location.search, window.location.pathname, siteConfig.baseUrl);
  const snapshot = store.get();
  const keepId =
    snapshot.presentingId !== null &&
    document.querySelector(`[data-presentable="${CSS.escape(snapshot.presentingId)}"]`) !== null;
  let presentingId: string | null = null;
  // An article's slides say which calculator or chart is presented (presentInDeck).
  if (modes.present && modes.deck) presentingId = keepId ? snapshot.presentingId : null;
  else if (modes.present) presentingId = keepId ? snapshot.presentingId : resolvePresentingId();
  setSnapshot({ ...modes, presentingId, href: window.location.href });
  scheduleEmptyPageCheck();
}

/** Idempotent start-up: called by the client module and by every calculator on mount. */
export function initPresentation(): void {
  if (!canUseDom()) return;
  if (!initialised) {
    initialised = true;
    window.addEventListener(URL_REPLACED_EVENT, queueHrefUpdate);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    window.addEventListener('popstate', syncFromLocation);
    syncFromLocation();
    return;
  }
  // A calculator that mounts later (a lazily loaded chunk) may be the target.
  const snapshot = store.get();
  if (snapshot.present && !snapshot.deck && snapshot.presentingId === null) {
    setSnapshot({ ...snapshot, presentingId: resolvePresentingId() });
  }
}

export const subscribePresentation = store.subscribe;
export const getPresentationSnapshot = store.get;

export function getServerPresentationSnapshot(): PresentationSnapshot {
  return SERVER_SNAPSHOT;
}

/**
 * Speaker mode for one calculator. Call it from the click handler itself:
 * browsers grant fullscreen only during a user gesture. Without the
 * Fullscreen API (iPhone) the page still takes the whole viewport.
 */
export function enterPresentation(
  calculatorId: string,
  options: { linkToSelf?: boolean } = {},
): void {
  initPresentation();
  const root = document.documentElement;
  if (document.fullscreenEnabled && typeof root.requestFullscreen === 'function') {
    if (!document.fullscreenElement) {
      fullscreenRequested = true;
      root.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
        fullscreenRequested = false;
      });
    }
  }
  let href = changeParams(currentRelativeHref(), { [PRESENT_PARAM]: true }, window.location.href);
  // On an article page, the hash says which calculator a reload presents
  // (and which slide of the article's deck it is).
  if (options.linkToSelf) href = `${href.split('#')[0] ?? href}#${calculatorId}`;
  writeUrl(href);
  const { deck } = readModes(window.location.search, window.location.pathname, siteConfig.baseUrl);
  setSnapshot({ ...store.get(), present: true, deck, presentingId: calculatorId });
  queueHrefUpdate();
  window.scrollTo(0, 0);
}

/** Leaves speaker mode: drops `present` from the URL and exits fullscreen. */
export function leavePresentation(): void {
  if (!canUseDom()) return;
  setSnapshot({ ...store.get(), present: false, deck: false, presentingId: null });
  writeUrl(changeParams(currentRelativeHref(), { [PRESENT_PARAM]: null }, window.location.href));
  queueHrefUpdate();
  // Older iOS Safari has no exitFullscreen although the DOM types promise it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (fullscreenRequested && document.fullscreenElement && document.exitFullscreen) {
    fullscreenRequested = false;
    document.exitFullscreen().catch(() => undefined);
  }
  fullscreenRequested = false;
}

/**
 * On an article's slides: presents the calculator or chart of the current
 * slide, or none (src/presentation/deckController.ts).
 */
export function presentInDeck(presentableId: string | null): void {
  const snapshot = store.get();
  if (!canUseDom() || !snapshot.present || !snapshot.deck) return;
  if (snapshot.presentingId === presentableId) return;
  setSnapshot({ ...snapshot, presentingId: presentableId });
}

/** Marks a scenario as shown (`scenario=<id>` in the URL), or none. */
export function setScenarioParam(scenarioId: string | null): void {
  if (!canUseDom()) return;
  const snapshot = store.get();
  if (snapshot.scenario === scenarioId) return;
  setSnapshot({ ...snapshot, scenario: scenarioId });
  writeUrl(
    changeParams(currentRelativeHref(), { [SCENARIO_PARAM]: scenarioId }, window.location.href),
  );
  queueHrefUpdate();
}
