/**
 * Speaker mode on an article (`/docs/…?present`): the rendered article read
 * as slides. Pure: which elements form which slide, which slide a URL
 * fragment names and how far a figure is scaled (steps and keys:
 * src/presentation/slideSteps.ts).
 * The DOM side (marking the shown elements, the URL, fitting) is
 * src/presentation/deckController.ts; the stylesheet shows only the marked
 * elements (src/css/presentation.css).
 *
 * The slides:
 * 1. the title: the article's `h1` and its description;
 * 2. then, for each `h2` section, one slide per figure in it (a table, a
 *    Mermaid diagram, display maths, a dataset chart or a calculator), each
 *    with the section's heading and the subheading (`h3`…) it sits under,
 *    so every figure gets the screen to itself; a calculator or chart is
 *    shown alone, in its own speaker mode;
 * 3. a section without a figure: its heading and its first paragraph or list.
 *
 * Prose otherwise stays in the article, for the reader.
 */

/**
 * What the deck reads of an element: a subset of the DOM's `Element`, so
 * page elements and test (jsdom) elements both fit.
 */
export interface DeckElement {
  readonly tagName: string;
  readonly id: string;
  readonly children: ArrayLike<DeckElement>;
  readonly parentElement: DeckElement | null;
  getAttribute: (name: string) => string | null;
  matches: (selectors: string) => boolean;
  querySelectorAll: (selectors: string) => ArrayLike<DeckElement>;
}

/**
 * The figures a slide is made of: calculators and dataset charts
 * (`data-presentable`), Markdown tables (src/components/MarkdownTable),
 * Mermaid diagrams (src/theme/Mermaid) and display formulas (src/remark/rehypeMathml).
 */
export const FIGURE_SELECTOR =
  '[data-presentable], [data-markdown-table], [data-diagram-scroller], .katex-display';

/** Blocks that may stand for a section that has no figure. */
const TEXT_TAGS: ReadonlySet<string> = new Set(['P', 'UL', 'OL']);
const SUBHEADING = /^H[3-6]$/;

export type SlideKind = 'title' | 'text' | 'figure' | 'presentable';

export interface Slide<E extends DeckElement = DeckElement> {
  readonly kind: SlideKind;
  /** The fragment (an element id) that names the slide in the URL; '' for the title. */
  readonly key: string;
  /** Other ids that open this slide: its section's heading, subheadings, the figure's own id. */
  readonly aliases: readonly string[];
  /** The elements shown, in document order. */
  readonly parts: readonly E[];
  /** The part scaled to fit the screen (a figure, or a text slide's paragraph); null for none. */
  readonly figure: E | null;
  /** A calculator's or chart's `data-presentable` id, shown in its own speaker mode. */
  readonly presentableId: string | null;
}

export interface DeckSource<E extends DeckElement> {
  /** What the title slide shows: the `h1` (or its `<header>`) and the description. */
  readonly title: readonly E[];
  /** The article's rendered Markdown (Docusaurus's `.theme-doc-markdown`). */
  readonly content: E;
}

function isFigure(element: DeckElement): boolean {
  return element.matches(FIGURE_SELECTOR);
}

/** Whether a figure sits inside another figure, below `block`. */
function insideAnotherFigure(element: DeckElement, block: DeckElement): boolean {
  for (let node = element.parentElement; node && node !== block; node = node.parentElement) {
    if (isFigure(node)) return true;
  }
  return false;
}

/** The outermost figures in one top-level block of the article. */
export function figuresIn<E extends DeckElement>(block: E): E[] {
  if (isFigure(block)) return [block];
  return (Array.from(block.querySelectorAll(FIGURE_SELECTOR)) as E[]).filter(
    (figure) => !insideAnotherFigure(figure, block),
  );
}

interface Section<E extends DeckElement> {
  readonly heading: E;
  subheading: E | null;
  /** Subheading ids met since the last figure: they open the next figure's slide. */
  pendingIds: string[];
  firstText: E | null;
  readonly figures: { figure: E; subheading: E | null; ids: readonly string[] }[];
}

/**
 * The slides of an article, in order. Deterministic: the same DOM gives the
 * same slides and keys, in both languages (heading ids are the same).
 */
export function buildDeck<E extends DeckElement>(source: DeckSource<E>): Slide<E>[] {
  const slides: Slide<E>[] = [
    { kind: 'title', key: '', aliases: [], parts: source.title, figure: null, presentableId: null },
  ];
  const used = new Set<string>(['']);
  const unusedKey = (candidates: readonly (string | null | undefined)[], fallback: string) => {
    const found = candidates.find((id): id is string => Boolean(id) && !used.has(id ?? ''));
    let key = found ?? fallback;
    for (let n = 2; used.has(key); n += 1) key = `${fallback}-${String(n)}`;
    used.add(key);
    return key;
  };

  const flush = (section: Section<E> | null) => {
    if (!section) return;
    const headingId = section.heading.id;
    const sectionKey = headingId || `slide-${String(slides.length + 1)}`;
    if (section.figures.length === 0) {
      const text = section.firstText;
      slides.push({
        kind: 'text',
        key: unusedKey([headingId], sectionKey),
        aliases: section.pendingIds,
        parts: text ? [section.heading, text] : [section.heading],
        figure: text,
        presentableId: null,
      });
      return;
    }
    section.figures.forEach(({ figure, subheading, ids }, index) => {
      const presentableId = figure.getAttribute('data-presentable');
      const first = index === 0;
      // A calculator's or chart's slide is named by its own id, as its
      // "speaker mode" button writes it; the section's first slide by the
      // section; the others by their subheading where it is free.
      const key = unusedKey(
        [presentableId, first ? headingId : null, ...ids, figure.id],
        `${sectionKey}-${String(index + 1)}`,
      );
      const aliases = [first ? headingId : '', ...ids, figure.id, presentableId ?? ''].filter(
        (id) => id !== '' && id !== key,
      );
      const parts: E[] = presentableId
        ? [figure]
        : [section.heading, ...(subheading ? [subheading] : []), figure];
      slides.push({
        kind: presentableId ? 'presentable' : 'figure',
        key,
        aliases,
        parts,
        figure,
        presentableId,
      });
    });
    // Subheadings after the last figure open the section's last slide.
    if (section.pendingIds.length > 0) {
      const last = slides[slides.length - 1];
      if (last) {
        slides[slides.length - 1] = { ...last, aliases: [...last.aliases, ...section.pendingIds] };
      }
    }
  };

  let section: Section<E> | null = null;
  for (const block of Array.from(source.content.children) as E[]) {
    const tag = block.tagName.toUpperCase();
    if (tag === 'H2') {
      flush(section);
      section = { heading: block, subheading: null, pendingIds: [], firstText: null, figures: [] };
      continue;
    }
    // Before the first section: the title, the reading time, an introduction.
    if (!section) continue;
    if (SUBHEADING.test(tag)) {
      section.subheading = block;
      if (block.id) section.pendingIds.push(block.id);
      continue;
    }
    const figures = figuresIn(block);
    for (const figure of figures) {
      section.figures.push({ figure, subheading: section.subheading, ids: section.pendingIds });
      section.pendingIds = [];
    }
    if (figures.length === 0 && section.firstText === null && TEXT_TAGS.has(tag)) {
      section.firstText = block;
    }
  }
  flush(section);
  return slides;
}

/**
 * The slide a fragment's id names (its key, else one of its aliases), or
 * -1 for none: the caller then starts at the title, never at a blank page.
 */
export function slideIndexForId(slides: readonly Slide[], id: string): number {
  if (id === '') return -1;
  const byKey = slides.findIndex((slide) => slide.key === id);
  if (byKey !== -1) return byKey;
  return slides.findIndex((slide) => slide.aliases.includes(id));
}

/** The page's address with the slide's fragment (none for the title slide). */
export function hrefForSlide(href: string, key: string): string {
  const [base = ''] = href.split('#');
  return key === '' ? base : `${base}#${encodeURIComponent(key)}`;
}

/**
 * How much to scale a figure so that all of it fits the room left on the
 * slide, given `fits(zoom)` (the page lays the figure out at that zoom and
 * says whether it is all on screen). A table laid out smaller wraps its
 * cells less, so its height does not scale in proportion: the zoom is
 * searched (bisection), not computed. Up to `max` (a small diagram grows to
 * be read from the back of the room); down to `min`, below which the slide
 * scrolls rather than shrinking the text further. Rounded down to
 * hundredths, so the result fits when `fits` is monotonic.
 */
export function searchZoom(
  fits: (zoom: number) => boolean,
  limits: { readonly min: number; readonly max: number },
  steps = 7,
): number {
  if (fits(limits.max)) return limits.max;
  if (!fits(limits.min)) return limits.min;
  let low = limits.min;
  let high = limits.max;
  for (let step = 0; step < steps; step += 1) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return Math.max(limits.min, Math.floor(low * 100) / 100);
}
