import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DatasetChart from '../../src/components/DatasetChart';
import { datasetLoaders } from '../../src/datasets/registry';
import {
  hydrated,
  isWatched,
  observers,
  scrollNear,
  useFakeIntersectionObserver,
} from './deferredPart';
import { setLocale, type Locale } from './stubs/siteLocale';

// What the server build swaps in (plugins/server-parts): the whole chart, synchronously.
vi.mock(
  '../../src/components/DatasetChart/serverChart',
  async () => import('../../src/components/DatasetChart/serverChart.server'),
);

/**
 * An article's dataset chart (src/components/DatasetChart): the server
 * renders the whole chart; hydration keeps that HTML, the same DOM nodes,
 * and loads no chart code until the chart nears the viewport, when the live
 * chart takes its place with the same content. After a client-side
 * navigation (no server HTML) it loads at once, with a message meanwhile.
 */

useFakeIntersectionObserver();

/** The chart's page, from the server's HTML, hydrated. */
function hydratedChart(id: string, locale: Locale) {
  const { page, serverDom, serverRoot, serverText } = hydrated(<DatasetChart id={id} />, locale);
  // Inside the node the server wrote (read before hydration).
  return { page, serverDom, serverFigure: serverRoot.querySelector('figure'), serverText };
}

describe('DatasetChart in an article', () => {
  it.each<[Locale, string]>([
    ['ja', 'lab-hit-ratio'],
    ['en', 'lab-group-commit'],
  ])(
    'keeps the server HTML after hydration and swaps in the live chart near the viewport (%s)',
    async (locale, id) => {
      const { page, serverDom, serverFigure, serverText } = hydratedChart(id, locale);
      // The server rendered the whole chart: its drawing and its table.
      expect(serverFigure?.querySelector('svg')).not.toBeNull();
      expect(page.querySelector('table')).not.toBeNull();

      // Hydrated: the very nodes the server wrote, untouched, and watched.
      expect(serverFigure?.isConnected).toBe(true);
      expect(page.innerHTML).toBe(serverDom);
      const slot = page.firstElementChild!;
      expect(isWatched(slot)).toBe(true);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(serverFigure?.isConnected).toBe(true);

      act(() => {
        scrollNear(slot);
      });
      await waitFor(() => {
        expect(serverFigure?.isConnected).toBe(false);
      });
      const liveFigure = page.querySelector('figure');
      expect(liveFigure?.querySelector('svg')).not.toBeNull();
      // The same chart: same caption, axes, source line and table.
      expect(page.textContent).toBe(serverText);
    },
  );

  it('loads at once after a client-side navigation, saying so meanwhile', async () => {
    setLocale('en');
    // A dataset no other test here loaded: the browser has nothing of it yet.
    const { container } = render(<DatasetChart id="lab-covering-index" />);
    expect(container.textContent).toContain('Loading the chart…');
    await waitFor(() => {
      expect(container.querySelector('figure svg')).not.toBeNull();
    });
    expect(observers).toHaveLength(0);
  });

  it.each<[Locale, string, string]>([
    ['ja', 'lab-text-split', 'グラフを読み込めませんでした。'],
    ['en', 'lab-flush-method', 'The chart could not be loaded.'],
  ])(
    "says so in the reader's language when the chart cannot load (%s)",
    async (locale, id, message) => {
      setLocale(locale);
      vi.spyOn(datasetLoaders, id as keyof typeof datasetLoaders).mockRejectedValue(
        new Error('offline'),
      );
      const { container } = render(<DatasetChart id={id} />);
      await waitFor(() => {
        expect(container.textContent).toContain(message);
      });
      expect(container.querySelector(`a[href$="/data/${id}"]`)).not.toBeNull();
    },
  );

  it('fails the build on an unknown dataset', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DatasetChart id="no-such-dataset" />)).toThrow(
      /no-such-dataset.*static\/data\/no-such-dataset\.json/,
    );
  });
});
