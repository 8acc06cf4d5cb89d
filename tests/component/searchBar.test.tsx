import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultLimit, ShownResult, ShownSoFar } from '../../src/search/pagefindResults';

/*
 * The navbar's search box with Pagefind stood in for: when it starts loading
 * the search, and how it draws suggestions that arrive one by one. What
 * Pagefind finds is tested over the built index (tests/build/searchIndex.test.ts),
 * typing and clicks in a browser in tests/e2e/search.spec.ts.
 */

const search = vi.hoisted(() => ({
  prepare: vi.fn<(localeBaseUrl: string) => void>(),
  navbar:
    vi.fn<
      (
        localeBaseUrl: string,
        input: string,
        limit: ResultLimit,
        shownSoFar?: ShownSoFar,
      ) => Promise<ShownResult[]>
    >(),
}));
vi.mock('../../src/search/pagefindSearch', () => ({
  prepareSearch: search.prepare,
  searchNavbar: search.navbar,
}));

const { default: SearchBar } = await import('../../src/theme/SearchBar');

const result = (url: string): ShownResult => ({
  url,
  title: `Title ${url}`,
  bestUrl: url,
  bestTitle: undefined,
  excerpt: [{ text: `about ${url}`, marked: false }],
  sections: [],
});

beforeEach(() => {
  search.prepare.mockReset();
  search.navbar.mockReset();
});

describe('navbar search box', () => {
  it('starts loading the search when the pointer reaches the box, before it has focus', () => {
    render(<SearchBar />);
    const box = screen.getByRole('combobox');
    expect(search.prepare).not.toHaveBeenCalled();
    fireEvent.pointerEnter(box);
    expect(search.prepare).toHaveBeenCalledWith('/');
    expect(document.activeElement).not.toBe(box);
  });

  it('starts loading the search when a finger touches the box (the icon on a phone)', () => {
    render(<SearchBar />);
    fireEvent.touchStart(screen.getByRole('combobox'));
    expect(search.prepare).toHaveBeenCalledWith('/');
  });

  it('draws the first suggestions as they arrive and adds the later ones below, the chosen one kept', async () => {
    let tell: ShownSoFar = () => undefined;
    let finish: (results: ShownResult[]) => void = () => undefined;
    search.navbar.mockImplementation(
      (_base, _input, _limit, shownSoFar) =>
        new Promise((resolve) => {
          tell = shownSoFar ?? tell;
          finish = resolve;
        }),
    );
    render(<SearchBar />);
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'innodb' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    act(() => {
      tell([result('/a')]);
    });
    const first = screen.getByRole('option');
    expect(first.textContent).toContain('Title /a');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(first.getAttribute('aria-selected')).toBe('true');

    act(() => {
      tell([result('/a'), result('/b')]);
    });
    await act(async () => {
      finish([result('/a'), result('/b'), result('/c')]);
      await Promise.resolve();
    });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.querySelector('a')?.getAttribute('href'))).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    // The same row, not drawn anew: it does not move or flash as rows are added.
    expect(options[0]).toBe(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
  });
});
