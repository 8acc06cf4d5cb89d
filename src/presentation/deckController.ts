/**
 * The DOM side of an article's slides (src/presentation/articleDeck.ts):
 * while speaker mode is on for an article (`<html data-presentation~=deck>`),
 * reads the rendered article into slides, marks the current slide's elements
 * (`data-slide-part`, which the stylesheet shows alone), scales its figure to
 * fit the screen, keeps the URL's fragment on the slide (replaceState) and
 * tells the presentation store which calculator or chart to present.
 *
 * Loaded and started by src/presentation/deckStore.ts (which the bars read)
 * only once speaker mode is on for an article; until it runs, the
 * stylesheet shows the server-rendered article's first (or linked) slide.
 * It reads the article again whenever it changes (Mermaid draws its diagrams
 * late, a calculator's chunk replaces its server HTML). Nothing here runs on
 * the server.
 */
import { fragmentId } from '../lib/uriDecode';
import {
  buildDeck,
  hrefForSlide,
  searchZoom,
  slideIndexForId,
  type Slide,
  type SlideKind,
} from './articleDeck';
import { INACTIVE_DECK, publishDeck } from './deckStore';
import { getPresentationSnapshot, presentInDeck, subscribePresentation } from './presentationStore';
import { stepSlide } from './slideSteps';

/** Marks the elements of the current slide. */
export const SLIDE_PART_ATTRIBUTE = 'data-slide-part';
/** On `<html>`: the deck has marked a slide (before that, the stylesheet shows the title). */
export const DECK_READY_ATTRIBUTE = 'data-deck-ready';
/** On `<html>`: the current slide's kind, for the stylesheet. */
export const DECK_SLIDE_ATTRIBUTE = 'data-deck-slide';
/** The article's rendered Markdown. */
const CONTENT_SELECTOR = '.theme-doc-markdown';
/** The description under the title, rendered by src/components/ArticleSlides. */
const LEAD_SELECTOR = '[data-deck-lead]';
/** Below this width the slide scrolls (one column); figures keep their size. */
const NARROW_SCREEN_PX = 700;
/** Sideways overflow of a figure's box that is not content cut off (a formula's glyphs overhanging its box). */
const OVERHANG_PX = 4;
const ZOOM_LIMITS: Record<SlideKind, { min: number; max: number }> = {
  title: { min: 1, max: 1 },
  // A paragraph or list: shrunk a little rather than cut off (not below
  // 24 px at 1280 wide: 0.94 × 2vw), never grown; beyond that it scrolls.
  text: { min: 0.94, max: 1 },
  // Diagrams and maths grow up to twice their size to be read from the back.
  figure: { min: 0.5, max: 2 },
  presentable: { min: 1, max: 1 },
};

let slides: Slide<HTMLElement>[] = [];
let index = 0;
/** The current slide's key once the speaker has moved; until then the URL's fragment decides. */
let currentKey: string | null = null;
let marked: HTMLElement[] = [];
let observer: MutationObserver | null = null;
let rebuildQueued = false;
/** The slide whose figure was last fitted. */
let fittedKey: string | null = null;
/** Set when the screen changed size (or the fonts arrived): fit again. */
let refitQueued = false;
let running = false;
/** The page the deck was read from: another page (a link followed in the app) starts anew. */
let runningPath = '';

function readSlides(): Slide<HTMLElement>[] {
  const content = document.querySelector<HTMLElement>(CONTENT_SELECTOR);
  if (!content) return [];
  const title = [
    content.querySelector<HTMLElement>(':scope > header') ?? content.querySelector('h1'),
    document.querySelector<HTMLElement>(LEAD_SELECTOR),
  ].filter((element): element is HTMLElement => element !== null);
  return buildDeck({ title, content });
}

function setMarks(parts: readonly HTMLElement[]): void {
  for (const element of marked) {
    if (!parts.includes(element)) element.removeAttribute(SLIDE_PART_ATTRIBUTE);
  }
  for (const element of parts) {
    if (!element.hasAttribute(SLIDE_PART_ATTRIBUTE)) element.setAttribute(SLIDE_PART_ATTRIBUTE, '');
  }
  marked = [...parts];
}

/** The figure the current slide scaled, to undo it on the next slide. */
let zoomed: HTMLElement | null = null;

function clearZoom(): void {
  zoomed?.style.removeProperty('zoom');
  zoomed = null;
}

/**
 * Scales the current slide's figure (or paragraph) by CSS zoom so that all
 * of it is on screen. A calculator or chart keeps its own speaker-mode
 * layout (its text ≥ 32 px at 1920 × 1080): zoom would not even shrink a
 * chart, which lays itself out again for the room it is given.
 */
function fitFigure(): void {
  clearZoom();
  const slide = slides[index];
  const figure = slide?.kind === 'presentable' ? null : slide?.figure;
  if (!slide || !figure || window.innerWidth < NARROW_SCREEN_PX) return;
  const body = getComputedStyle(document.body);
  const bottom = window.innerHeight - (Number.parseFloat(body.paddingBottom) || 0);
  const right =
    document.documentElement.clientWidth - (Number.parseFloat(body.paddingRight) || 0) + 1;
  const fits = (zoom: number) => {
    figure.style.setProperty('zoom', String(zoom));
    const box = figure.getBoundingClientRect();
    // A wide table or diagram would scroll inside its box: all of it must
    // show (a formula overhangs its box by a pixel or two, which is no cut).
    return (
      box.bottom + window.scrollY <= bottom &&
      box.right <= right &&
      figure.scrollWidth - figure.clientWidth <= OVERHANG_PX
    );
  };
  const zoom = searchZoom(fits, ZOOM_LIMITS[slide.kind]);
  if (zoom === 1) {
    figure.style.removeProperty('zoom');
    return;
  }
  figure.style.setProperty('zoom', String(zoom));
  zoomed = figure;
}

function writeFragment(): void {
  const slide = slides[index];
  if (!slide) return;
  const href = hrefForSlide(window.location.href, slide.key);
  if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
}

function show(): void {
  const slide = slides[index];
  const root = document.documentElement;
  setMarks(slide?.parts ?? []);
  if (slide) {
    root.setAttribute(DECK_SLIDE_ATTRIBUTE, slide.kind);
    root.setAttribute(DECK_READY_ATTRIBUTE, '');
  }
  presentInDeck(slide?.presentableId ?? null);
  publishDeck({ active: true, index, total: slides.length, kind: slide?.kind ?? null });
  // Fitted when the slide or the screen changes, and whenever the article
  // changes under a figure (Mermaid draws late); a calculator's or chart's
  // slide is not fitted.
  const key = slide?.key ?? '';
  if (slide?.kind !== 'presentable' || key !== fittedKey || refitQueued) {
    fittedKey = key;
    refitQueued = false;
    window.requestAnimationFrame(fitFigure);
  }
}

/** Reads the article again, staying on the current slide (or the one the URL names). */
function rebuild(): void {
  if (!running) return;
  slides = readSlides();
  if (currentKey === null) {
    index = Math.max(0, slideIndexForId(slides, fragmentId(window.location.hash)));
  } else {
    const found = slideIndexForId(slides, currentKey);
    index = found === -1 ? Math.min(index, Math.max(0, slides.length - 1)) : found;
  }
  show();
}

function queueRefit(): void {
  refitQueued = true;
  queueRebuild();
}

function queueRebuild(): void {
  if (rebuildQueued) return;
  rebuildQueued = true;
  window.requestAnimationFrame(() => {
    rebuildQueued = false;
    rebuild();
  });
}

/** Goes to a slide (clamped); the URL's fragment follows. */
export function goToSlide(target: number): void {
  if (!running || slides.length === 0) return;
  const next = stepSlide(target, slides.length, 0);
  index = next;
  currentKey = slides[next]?.key ?? '';
  writeFragment();
  show();
  window.scrollTo(0, 0);
}

/** One slide on or back. */
export function stepDeck(delta: number): void {
  goToSlide(stepSlide(index, slides.length, delta));
}

function start(): void {
  if (running) return;
  running = true;
  runningPath = window.location.pathname;
  currentKey = null;
  observer = new MutationObserver(queueRebuild);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', queueRefit);
  rebuild();
  // A link's #fragment scrolled the page to its heading: the slide starts at the top.
  window.scrollTo(0, 0);
  if (document.readyState !== 'complete') {
    window.addEventListener(
      'load',
      () => {
        if (running && currentKey === null) window.scrollTo(0, 0);
      },
      { once: true },
    );
  }
  // Text set in a web font that arrives later takes another size: fit again.
  void document.fonts.ready.then(queueRefit);
}

function stop(): void {
  if (!running) return;
  running = false;
  observer?.disconnect();
  observer = null;
  window.removeEventListener('resize', queueRefit);
  const current = slides[index];
  setMarks([]);
  clearZoom();
  const root = document.documentElement;
  root.removeAttribute(DECK_READY_ATTRIBUTE);
  root.removeAttribute(DECK_SLIDE_ATTRIBUTE);
  slides = [];
  index = 0;
  currentKey = null;
  fittedKey = null;
  publishDeck(INACTIVE_DECK);
  // Back in the article where the talk was.
  const first = current?.kind === 'title' ? null : current?.parts[0];
  if (first)
    window.requestAnimationFrame(() => {
      first.scrollIntoView({ block: 'start' });
    });
}

function sync(): void {
  const { present, deck } = getPresentationSnapshot();
  if (running && runningPath !== window.location.pathname) stop();
  if (present && deck) start();
  else stop();
}

let initialised = false;

/** Idempotent start-up (the client module): follows the presentation store. */
export function initDeck(): void {
  if (initialised || typeof document === 'undefined') return;
  initialised = true;
  subscribePresentation(sync);
  sync();
}
