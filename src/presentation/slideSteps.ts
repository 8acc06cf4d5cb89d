/**
 * Speaker mode's steps and keys, shared by every slide bar: which slide a
 * step lands on, whether a calculator's scenarios take the step first, and
 * what a key press asks for. Pure, and small on purpose: it is in every
 * page's bundle with the bars (src/components/PresentationControls,
 * src/components/ArticleSlides), while reading an article into slides
 * (src/presentation/articleDeck.ts) is loaded only in speaker mode.
 */

/** The slide one step away; stepping stops at either end (a clicker pressed once too often). */
export function stepSlide(index: number, total: number, delta: number): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, index + delta));
}

/**
 * On a calculator's slide, ←/→ step through its scenarios first and then
 * on to the next slide: whether a step of `delta` from scenario `position`
 * (1-based; 0 for none shown) of `total` stays among the scenarios.
 */
export function stepsScenario(position: number, total: number, delta: 1 | -1): boolean {
  if (total === 0) return false;
  if (position === 0) return delta > 0;
  const next = position + delta;
  return next >= 1 && next <= total;
}

/** What the element a key press went to does with keys. */
export type KeyTargetKind =
  /** A text field (arrows move the caret, a slider's value; Space types). */
  | 'text'
  /** A list or multi-line field (PageUp/PageDown scroll it too). */
  | 'list'
  /** A button, link, checkbox…: Space activates it. */
  | 'control'
  /** Inside a dialog, which handles its own keys (Esc closes it, not speaker mode). */
  | 'dialog'
  | 'other';

const CONTROL_INPUT_TYPES: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'radio',
  'reset',
  'submit',
  'color',
  'file',
  'image',
]);

interface KeyTargetLike {
  readonly tagName?: unknown;
  readonly type?: unknown;
  readonly isContentEditable?: unknown;
  closest?: (selectors: string) => unknown;
}

/** Classifies a key event's target (duck-typed, so it runs on any DOM). */
export function keyTargetKind(target: unknown): KeyTargetKind {
  if (typeof target !== 'object' || target === null) return 'other';
  const element = target as KeyTargetLike;
  if (typeof element.tagName !== 'string') return 'other';
  if (typeof element.closest === 'function' && element.closest('dialog')) return 'dialog';
  if (element.isContentEditable === true) return 'list';
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return 'list';
  if (tag === 'INPUT') {
    const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
    return CONTROL_INPUT_TYPES.has(type) ? 'control' : 'text';
  }
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return 'control';
  return 'other';
}

export interface KeyPress {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
}

export type KeyAction = 'next' | 'previous' | 'first' | 'last' | 'leave';

/**
 * What a key press does in speaker mode, or null (left to the page).
 * ←/→ and PageUp/PageDown (what clickers send) step; Esc leaves. With
 * `slides` (an article's deck) also Space / Shift+Space and Home/End. Keys
 * that a focused field uses stay with the field: arrows and Space in a text
 * field, PageUp/PageDown in a list, Space on a button.
 */
export function keyAction(
  press: KeyPress,
  target: KeyTargetKind,
  slides: boolean,
): KeyAction | null {
  if (press.defaultPrevented || press.altKey || press.ctrlKey || press.metaKey) return null;
  if (target === 'dialog') return null;
  const editing = target === 'text' || target === 'list';
  switch (press.key) {
    case 'Escape':
      return 'leave';
    case 'ArrowRight':
    case 'ArrowLeft':
      if (editing) return null;
      return press.key === 'ArrowRight' ? 'next' : 'previous';
    case 'PageDown':
    case 'PageUp':
      // Clickers send these even while a text field has focus.
      if (target === 'list') return null;
      return press.key === 'PageDown' ? 'next' : 'previous';
    case ' ':
      if (!slides || editing || target === 'control') return null;
      return press.shiftKey ? 'previous' : 'next';
    case 'Home':
    case 'End':
      if (!slides || editing) return null;
      return press.key === 'Home' ? 'first' : 'last';
    default:
      return null;
  }
}
