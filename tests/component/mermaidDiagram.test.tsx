import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Mermaid from '../../src/theme/Mermaid';
import { setLocale, type Locale } from './stubs/siteLocale';

/**
 * A diagram drawn at build time (src/theme/Mermaid): its SVG is in the
 * server HTML only. Hydrating, the component keeps that markup and loads
 * nothing; after client-side navigation it loads the diagram's chunk, in a
 * box of the drawing's size meanwhile; a chunk that cannot load (offline)
 * leaves a message in the reader's language, not a blank.
 */

const KEY = '0123456789abcdef';
const drawing = (mode: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" id="mermaid-${KEY}-${mode}" width="300" height="120" data-colour-mode="${mode}"><text>${mode}</text></svg>`;
const DRAWINGS = { light: drawing('light'), dark: drawing('dark') };

afterEach(() => {
  document.querySelectorAll('[data-server-html]').forEach((node) => {
    node.remove();
  });
});

/** The box as the server wrote it into the page (read before hydration). */
function serverHtml(): void {
  const page = document.createElement('div');
  page.setAttribute('data-server-html', '');
  page.innerHTML = `<div data-diagram-inline="${KEY}">${DRAWINGS.light}${DRAWINGS.dark}</div>`;
  document.body.append(page);
}

const boxesOf = (container: HTMLElement) =>
  container.querySelectorAll(`[data-diagram-inline="${KEY}"]`);

describe('build-time diagram', () => {
  it('keeps the SVG already in the page and loads nothing', () => {
    serverHtml();
    const load = vi.fn(() => Promise.resolve({ default: DRAWINGS }));
    const { container } = render(<Mermaid diagram={KEY} width="300" height="120" load={load} />);
    const [box] = boxesOf(container);
    expect(box?.querySelectorAll('svg')).toHaveLength(2);
    expect(box?.querySelector('svg')?.getAttribute('id')).toBe(`mermaid-${KEY}-light`);
    expect(load).not.toHaveBeenCalled();
  });

  it.each<[Locale, string]>([
    ['ja', '図（説明は Mermaid のソース）'],
    ['en', 'Diagram (described by its Mermaid source)'],
  ])(
    'after client-side navigation (%s) loads its drawings, named, in a box of their size',
    async (locale, name) => {
      setLocale(locale);
      let resolve: (module: { default: typeof DRAWINGS }) => void = () => undefined;
      const load = vi.fn(
        () =>
          new Promise<{ default: typeof DRAWINGS }>((done) => {
            resolve = done;
          }),
      );
      const { container } = render(<Mermaid diagram={KEY} width="300" height="120" load={load} />);
      expect(load).toHaveBeenCalledTimes(1);
      const waiting = container.querySelector<HTMLElement>('.docusaurus-mermaid-container');
      expect(waiting?.style.width).toBe('300px');
      expect(waiting?.style.height).toBe('120px');
      expect(boxesOf(container)).toHaveLength(0);
      resolve({ default: DRAWINGS });
      await waitFor(() => {
        expect(boxesOf(container)).toHaveLength(1);
      });
      const svgs = [...(boxesOf(container)[0]?.querySelectorAll('svg') ?? [])];
      expect(svgs.map((svg) => svg.getAttribute('data-colour-mode'))).toEqual(['light', 'dark']);
      expect(svgs.map((svg) => svg.getAttribute('aria-label'))).toEqual([name, name]);
    },
  );

  it.each<[Locale, RegExp]>([
    ['ja', /図を読み込めませんでした/],
    ['en', /The diagram could not be loaded/],
  ])('a drawing that cannot load says so (%s)', async (locale, message) => {
    setLocale(locale);
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    render(<Mermaid diagram={KEY} width="300" height="120" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
  });

  it('a diagram not drawn yet goes to Mermaid in the browser, with its source (dev server)', async () => {
    const { container } = render(<Mermaid value={'flowchart LR\n  A --> B'} />);
    await waitFor(() => {
      expect(container.querySelector('[data-client-mermaid]')?.textContent).toBe(
        'flowchart LR\n  A --> B',
      );
    });
    expect(container.querySelector('[data-diagram-inline]')).toBeNull();
  });
});
