import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import DatasetChart from '../../src/components/DatasetChart';
import { datasetLoaders } from '../../src/datasets/registry';
import { setLocale, type Locale } from './stubs/siteLocale';

// What the server build swaps in (plugins/server-charts): the whole chart, synchronously.
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

/** IntersectionObservers the chart made: the test says when its element is near. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

/** Tells every observer watching `element` that it came near the viewport. */
function scrollNear(element: Element): void {
  for (const { callback, targets } of observers) {
    if (!targets.includes(element)) continue;
    const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
    callback([entry], {} as IntersectionObserver);
  }
}

let page: HTMLElement | null = null;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  page?.remove();
  page = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page's HTML as the server renders it. */
function serverHtml(ui: React.ReactElement): string {
  ExecutionEnvironment.canUseDOM = false;
  try {
    return renderToString(ui);
  } finally {
    ExecutionEnvironment.canUseDOM = true;
  }
}

/** Writes the server's HTML into the page and hydrates it, as the browser does. */
function hydrated(id: string, locale: Locale) {
  setLocale(locale);
  const ui = <DatasetChart id={id} />;
  const html = serverHtml(ui);
  page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  const serverDom = page.innerHTML;
  const serverFigure = page.querySelector('figure');
  const serverText = page.textContent;
  render(ui, { container: page, hydrate: true });
  return { page, serverDom, serverFigure, serverText };
}

describe('DatasetChart in an article', () => {
  it.each<[Locale, string]>([
    ['ja', 'lab-hit-ratio'],
    ['en', 'lab-group-commit'],
  ])(
    'keeps the server HTML after hydration and swaps in the live chart near the viewport (%s)',
    async (locale, id) => {
      const { page, serverDom, serverFigure, serverText } = hydrated(id, locale);
      // The server rendered the whole chart: its drawing and its table.
      expect(serverFigure?.querySelector('svg')).not.toBeNull();
      expect(page.querySelector('table')).not.toBeNull();

      // Hydrated: the very nodes the server wrote, untouched, and watched.
      expect(serverFigure?.isConnected).toBe(true);
      expect(page.innerHTML).toBe(serverDom);
      const slot = page.firstElementChild!;
      expect(observers.some(({ targets }) => targets.includes(slot))).toBe(true);
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
