import { describe, expect, it } from 'vitest';
import {
  hrefForSlide,
  slideIndexForId,
  searchZoom,
  type Slide,
} from '../../../src/presentation/articleDeck';
import {
  keyAction,
  keyTargetKind,
  stepSlide,
  stepsScenario,
  type KeyPress,
  type KeyTargetKind,
} from '../../../src/presentation/slideSteps';

/** Slides as buildDeck makes them, without elements (tests/component/articleDeck.test.ts builds real ones). */
function slide(key: string, aliases: string[] = []): Slide {
  return { kind: 'text', key, aliases, parts: [], figure: null, presentableId: null };
}

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('slideIndexForId', () => {
  const slides = [
    slide(''),
    slide('summary'),
    slide('fsync', ['fsync-counts', 'calc']),
    slide('x'),
  ];

  it('finds a slide by its key, then by an alias', () => {
    expect(slideIndexForId(slides, 'summary')).toBe(1);
    expect(slideIndexForId(slides, 'fsync-counts')).toBe(2);
    expect(slideIndexForId(slides, 'calc')).toBe(2);
  });

  it('names no slide for an empty or unknown fragment (the deck then starts at the title)', () => {
    expect(slideIndexForId(slides, '')).toBe(-1);
    expect(slideIndexForId(slides, 'nothing-here')).toBe(-1);
    expect(slideIndexForId(slides, '%E0%A4%A')).toBe(-1);
  });
});

describe('stepSlide', () => {
  it('steps and stops at either end', () => {
    expect(stepSlide(0, 5, 1)).toBe(1);
    expect(stepSlide(4, 5, 1)).toBe(4);
    expect(stepSlide(0, 5, -1)).toBe(0);
    expect(stepSlide(3, 5, -1)).toBe(2);
    expect(stepSlide(2, 0, 1)).toBe(0);
  });
});

describe('hrefForSlide', () => {
  it('puts the slide key in the fragment, and none for the title slide', () => {
    expect(hrefForSlide('https://x.test/docs/a?present#old', 'summary')).toBe(
      'https://x.test/docs/a?present#summary',
    );
    expect(hrefForSlide('https://x.test/docs/a?present#summary', '')).toBe(
      'https://x.test/docs/a?present',
    );
    // An id that is not ASCII is escaped, so decoding it gives it back.
    expect(decodeURIComponent(hrefForSlide('/docs/a?present', '計算').split('#')[1] ?? '')).toBe(
      '計算',
    );
  });
});

describe('stepsScenario', () => {
  it('steps through the scenarios first, then on to the next or previous slide', () => {
    // No scenario shown: → shows the first, ← goes back a slide.
    expect(stepsScenario(0, 3, 1)).toBe(true);
    expect(stepsScenario(0, 3, -1)).toBe(false);
    expect(stepsScenario(1, 3, 1)).toBe(true);
    expect(stepsScenario(1, 3, -1)).toBe(false);
    expect(stepsScenario(3, 3, 1)).toBe(false);
    expect(stepsScenario(3, 3, -1)).toBe(true);
    // A chart or a calculator without scenarios: always the slides.
    expect(stepsScenario(0, 0, 1)).toBe(false);
  });
});

describe('keyAction', () => {
  it('steps with the arrows, PageUp/PageDown, Space and Home/End; Esc leaves', () => {
    const cases: [string, Partial<KeyPress>, string | null][] = [
      ['ArrowRight', {}, 'next'],
      ['ArrowLeft', {}, 'previous'],
      ['PageDown', {}, 'next'],
      ['PageUp', {}, 'previous'],
      [' ', {}, 'next'],
      [' ', { shiftKey: true }, 'previous'],
      ['Home', {}, 'first'],
      ['End', {}, 'last'],
      ['Escape', {}, 'leave'],
      ['a', {}, null],
    ];
    for (const [key, extra, action] of cases) {
      expect(keyAction(press(key, extra), 'other', true), key).toBe(action);
    }
  });

  it('leaves the keys a focused field uses to the field', () => {
    const field: KeyTargetKind = 'text';
    expect(keyAction(press('ArrowRight'), field, true)).toBeNull();
    expect(keyAction(press('ArrowLeft'), field, true)).toBeNull();
    expect(keyAction(press(' '), field, true)).toBeNull();
    expect(keyAction(press('Home'), field, true)).toBeNull();
    // Clickers send PageDown whatever has the focus; a list scrolls with it.
    expect(keyAction(press('PageDown'), field, true)).toBe('next');
    expect(keyAction(press('PageDown'), 'list', true)).toBeNull();
    // Space presses a focused button (which may be "next" itself): not a second step.
    expect(keyAction(press(' '), 'control', true)).toBeNull();
    expect(keyAction(press('ArrowRight'), 'control', true)).toBe('next');
    // Esc leaves even from a field, but not from a dialog (it closes the dialog).
    expect(keyAction(press('Escape'), field, true)).toBe('leave');
    expect(keyAction(press('Escape'), 'dialog', true)).toBeNull();
  });

  it('ignores modified and handled keys, and keeps Space and Home/End to the slides', () => {
    expect(keyAction(press('ArrowRight', { altKey: true }), 'other', true)).toBeNull();
    expect(keyAction(press('ArrowRight', { ctrlKey: true }), 'other', true)).toBeNull();
    expect(keyAction(press('ArrowRight', { metaKey: true }), 'other', true)).toBeNull();
    expect(keyAction(press('ArrowRight', { defaultPrevented: true }), 'other', true)).toBeNull();
    // A calculator's own speaker mode (not an article): as before, no Space or Home/End.
    expect(keyAction(press(' '), 'other', false)).toBeNull();
    expect(keyAction(press('End'), 'other', false)).toBeNull();
    expect(keyAction(press('ArrowRight'), 'other', false)).toBe('next');
  });
});

describe('keyTargetKind', () => {
  const element = (tagName: string, extra: Record<string, unknown> = {}) => ({
    tagName,
    closest: () => null,
    ...extra,
  });

  it('tells text fields, lists, controls and dialogs apart', () => {
    expect(keyTargetKind(element('INPUT', { type: 'text' }))).toBe('text');
    expect(keyTargetKind(element('INPUT', { type: 'number' }))).toBe('text');
    expect(keyTargetKind(element('INPUT', { type: 'range' }))).toBe('text');
    expect(keyTargetKind(element('INPUT', { type: 'checkbox' }))).toBe('control');
    expect(keyTargetKind(element('TEXTAREA'))).toBe('list');
    expect(keyTargetKind(element('SELECT'))).toBe('list');
    expect(keyTargetKind(element('DIV', { isContentEditable: true }))).toBe('list');
    expect(keyTargetKind(element('BUTTON'))).toBe('control');
    expect(keyTargetKind(element('A'))).toBe('control');
    expect(keyTargetKind(element('BUTTON', { closest: () => ({}) }))).toBe('dialog');
    expect(keyTargetKind(element('SECTION'))).toBe('other');
    expect(keyTargetKind(null)).toBe('other');
    expect(keyTargetKind({ addEventListener: () => undefined })).toBe('other');
  });
});

describe('searchZoom', () => {
  const limits = { min: 0.5, max: 2 };
  /** A figure of a fixed size in a room: fits while its scaled size does. */
  const box =
    (width: number, height: number, room = { width: 1200, height: 560 }) =>
    (zoom: number) =>
      width * zoom <= room.width && height * zoom <= room.height;

  it('shrinks a figure taller or wider than the room, to all of it on screen', () => {
    const tall = searchZoom(box(800, 900), limits);
    expect(900 * tall).toBeLessThanOrEqual(560);
    // Within 2 % of the largest zoom that fits.
    expect(900 * (tall + 0.02)).toBeGreaterThan(560);
    const wide = searchZoom(box(1500, 300), limits);
    expect(1500 * wide).toBeLessThanOrEqual(1200);
    expect(1500 * (wide + 0.02)).toBeGreaterThan(1200);
  });

  it('finds the zoom of a table whose height falls faster than its zoom (its cells wrap less)', () => {
    // Laid out at zoom z its cells are 1/z wider, so its height on screen goes as z².
    const zoom = searchZoom((z) => 900 * z * z <= 560, limits);
    expect(900 * zoom * zoom).toBeLessThanOrEqual(560);
    expect(900 * (zoom + 0.02) ** 2).toBeGreaterThan(560);
  });

  it('grows a small figure up to the limit, and stops shrinking at the minimum', () => {
    expect(searchZoom(box(300, 100), limits)).toBe(2);
    expect(searchZoom(box(300, 5000), limits)).toBe(0.5);
  });
});
