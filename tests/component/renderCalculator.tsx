/**
 * Renders a calculator the way a reader meets it: on a page whose URL (path
 * and query) and language are set first, then hydrated, so the calculator
 * reads its state from the URL as it does in the browser.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { setLocale, type Locale } from './stubs/siteLocale';

interface PageOptions {
  readonly locale?: Locale;
  /** `?name=value…`, or '' */
  readonly search?: string;
  /** The page's path without the locale prefix (`/calculators/hit-ratio`). */
  readonly path?: string;
}

export interface RenderedCalculator extends RenderResult {
  /** A query parameter of the page's current URL, or null. */
  readonly param: (name: string) => string | null;
  /** The page's current query string (`?…` or ''). */
  readonly search: () => string;
}

export function renderCalculator(
  ui: ReactElement,
  { locale = 'ja', search = '', path = '/calculators/test' }: PageOptions = {},
): RenderedCalculator {
  setLocale(locale);
  window.history.replaceState(null, '', `${locale === 'en' ? '/en' : ''}${path}${search}`);
  // The speaker-mode store keeps its snapshot between tests of a file; a
  // popstate makes it re-read the URL, as after a navigation.
  window.dispatchEvent(new PopStateEvent('popstate'));
  const result = render(ui);
  return {
    ...result,
    param: (name) => new URLSearchParams(window.location.search).get(name),
    search: () => window.location.search,
  };
}

/** Characters of Japanese script (kana and kanji): none may show on an English page. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * A value computed once per locale and file (a calculator's default results
 * are the same for every bad link the file tries; rendering them once keeps
 * the suite fast).
 */
export function oncePerLocale<T>(compute: (locale: Locale) => T): (locale: Locale) => T {
  const cache = new Map<Locale, T>();
  return (locale) => {
    if (!cache.has(locale)) cache.set(locale, compute(locale));
    return cache.get(locale) as T;
  };
}

/**
 * The headline results (texts of the elements with these test ids) of a
 * calculator opened with no query string, once per locale: what every
 * rejected value must fall back to.
 */
export function defaultResultsOf(
  calculator: () => ReactElement,
  testIds: readonly string[],
): (locale: Locale) => string[] {
  return oncePerLocale((locale) => {
    const view = renderCalculator(calculator(), { locale });
    const texts = testIds.map(
      (id) => view.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? `(no ${id})`,
    );
    view.unmount();
    return texts;
  });
}
