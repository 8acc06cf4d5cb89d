import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LazyCalculator from '../../src/components/LazyCalculator';
import { calculatorLoaders } from '../../src/components/LazyCalculator/loaders';
import type { CalculatorId } from '../../src/registry/calculators';
import {
  hydrated,
  isWatched,
  observers,
  scrollNear,
  useFakeIntersectionObserver,
} from './deferredPart';
import { setLocale, type Locale } from './stubs/siteLocale';

// What the server build swaps in (plugins/server-parts): every calculator, synchronously.
vi.mock(
  '../../src/components/LazyCalculator/serverCalculator',
  async () => import('../../src/components/LazyCalculator/serverCalculator.server'),
);

/**
 * A calculator in an article (src/components/LazyCalculator): the server
 * renders the whole calculator; hydration keeps that HTML, the same DOM
 * nodes, and loads no calculator code until it nears the viewport, when the
 * live calculator takes its place. What a reader typed into the static form
 * meanwhile is in the live one. A link's state, or a client-side navigation
 * (no server HTML), loads it at once.
 *
 * The loads are cached per calculator for the whole file (as in the
 * browser), so each test uses a calculator no earlier test loaded.
 */

useFakeIntersectionObserver();

/** The article's URL, set before the page is hydrated. */
function atUrl(search: string): void {
  window.history.replaceState(null, '', `/docs/some-article${search}`);
  // The speaker-mode store keeps its snapshot between tests; a popstate
  // makes it read the URL again, as after a navigation.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Lets the load's promise and React's effects run. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function field(root: ParentNode, name: string): HTMLInputElement {
  const found = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** How long a calculator's first load may take here (its modules are compiled on import). */
const LOAD_WAIT = { timeout: 15_000 };

/** A Snowflake ID a reader might paste (decimal, 64-bit). */
const TYPED_ID = '1541815603606036480';

describe('a calculator in an article', () => {
  it.each<[Locale, CalculatorId]>([
    ['ja', 'hit-ratio'],
    ['en', 'iops'],
  ])(
    'keeps the server HTML after hydration and swaps in the live calculator near the viewport (%s, %s)',
    async (locale, id) => {
      atUrl('');
      const load = vi.spyOn(calculatorLoaders, id);
      const { page, slot, serverDom, serverRoot, serverText } = hydrated(
        <LazyCalculator calculator={id} embedded />,
        locale,
      );
      // The server rendered the whole calculator: its form and its results.
      expect(serverRoot.matches('[data-calculator]')).toBe(true);
      expect(serverRoot.querySelector('form input')).not.toBeNull();

      // Hydrated: the very nodes the server wrote, untouched, watched, no code loaded.
      await settle();
      expect(serverRoot.isConnected).toBe(true);
      expect(page.innerHTML).toBe(serverDom);
      expect(isWatched(slot)).toBe(true);
      expect(load).not.toHaveBeenCalled();

      act(() => {
        scrollNear(slot);
      });
      await waitFor(() => {
        expect(serverRoot.isConnected).toBe(false);
      }, LOAD_WAIT);
      expect(load).toHaveBeenCalledTimes(1);
      const live = page.querySelector('[data-calculator]');
      expect(live).not.toBeNull();
      expect(live).not.toBe(serverRoot);
      // The same calculator: same headings, labels and results.
      expect(page.textContent).toBe(serverText);
    },
  );

  it('gives the live calculator what the reader typed into the static one, and the focus', async () => {
    atUrl('');
    const { page, slot, serverRoot } = hydrated(
      <LazyCalculator calculator="snowflake" embedded />,
      'ja',
    );
    const staticField = field(serverRoot, 'id');
    const serverValue = staticField.value;
    // Focus starts the load; the reader types before the code has arrived.
    act(() => {
      staticField.focus();
      staticField.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(isWatched(slot)).toBe(false);
    staticField.value = TYPED_ID;
    staticField.setSelectionRange(4, 4);
    await waitFor(() => {
      expect(serverRoot.isConnected).toBe(false);
    }, LOAD_WAIT);
    const liveField = field(page, 'id');
    expect(serverValue).not.toBe(TYPED_ID);
    expect(liveField.value).toBe(TYPED_ID);
    expect(document.activeElement).toBe(liveField);
    expect([liveField.selectionStart, liveField.selectionEnd]).toEqual([4, 4]);
    // The live calculator has it in its state: it wrote it to the URL.
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('id')).toBe(TYPED_ID);
    });
  });

  it('loads at once when the URL carries a link state, and shows its values', async () => {
    atUrl('?binlog=off');
    const load = vi.spyOn(calculatorLoaders, 'group-commit');
    const { page, serverRoot } = hydrated(
      <LazyCalculator calculator="group-commit" embedded />,
      'en',
    );
    expect(field(serverRoot, 'binlog').value).toBe('on');
    await waitFor(() => {
      expect(serverRoot.isConnected).toBe(false);
    }, LOAD_WAIT);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers.flatMap(({ targets }) => targets)).toEqual([]);
    await waitFor(() => {
      expect(field(page, 'binlog').value).toBe('off');
    });
  });

  it('loads at once after a client-side navigation, saying so meanwhile', async () => {
    setLocale('en');
    atUrl('');
    const { container } = render(<LazyCalculator calculator="redshift-tco" embedded />);
    expect(container.textContent).toContain('Loading the calculator…');
    await waitFor(() => {
      expect(container.querySelector('[data-calculator] form')).not.toBeNull();
    }, LOAD_WAIT);
    expect(observers).toHaveLength(0);
  });

  it.each<[Locale, string]>([
    ['ja', '計算ツールを読み込めませんでした。'],
    ['en', 'The calculator could not be loaded.'],
  ])(
    "says so in the reader's language when the calculator cannot load (%s)",
    async (locale, message) => {
      setLocale(locale);
      atUrl('');
      vi.spyOn(calculatorLoaders, 'status-analyzer').mockRejectedValue(new Error('offline'));
      const { container } = render(<LazyCalculator calculator="status-analyzer" />);
      await waitFor(() => {
        expect(container.textContent).toContain(message);
      });
      expect(container.querySelector('a[href$="/tools/status-analyzer"]')).not.toBeNull();
    },
  );

  it('leaves the server HTML in place when the code cannot load', async () => {
    atUrl('');
    vi.spyOn(calculatorLoaders, 'status-analyzer').mockRejectedValue(new Error('offline'));
    const { slot, serverRoot } = hydrated(<LazyCalculator calculator="status-analyzer" />, 'ja');
    act(() => {
      scrollNear(slot);
    });
    await settle();
    expect(serverRoot.isConnected).toBe(true);
  });
});
