/**
 * What the tests of an article's deferred parts (src/hooks/useDeferredPart.ts:
 * dataset charts, calculators) share: a fake IntersectionObserver the test
 * moves, and a page written with the server's HTML and hydrated, as the
 * browser does.
 */
import type React from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { setLocale, type Locale } from './stubs/siteLocale';

/** IntersectionObservers the parts made: the test says when an element is near. */
export const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

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

/** Whether an observer is watching `element`. */
export function isWatched(element: Element): boolean {
  return observers.some(({ targets }) => targets.includes(element));
}

/** Tells every observer watching `element` that it came near the viewport. */
export function scrollNear(element: Element): void {
  for (const { callback, targets } of observers) {
    if (!targets.includes(element)) continue;
    const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
    callback([entry], {} as IntersectionObserver);
  }
}

let page: HTMLElement | null = null;

/** Installs the fake observer around each test of the file, and removes the page. */
export function useFakeIntersectionObserver(): void {
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
}

/** The page's HTML as the server renders it. */
function serverHtml(ui: React.ReactElement): string {
  ExecutionEnvironment.canUseDOM = false;
  try {
    return renderToString(ui);
  } finally {
    ExecutionEnvironment.canUseDOM = true;
  }
}

/** Writes the server's HTML of `ui` into the page and hydrates it, as the browser does. */
export function hydrated(ui: React.ReactElement, locale: Locale) {
  setLocale(locale);
  const html = serverHtml(ui);
  page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  const serverDom = page.innerHTML;
  const serverText = page.textContent;
  const slot = page.firstElementChild!;
  // Read before hydration: the very node the server wrote.
  const serverRoot = slot.firstElementChild!;
  render(ui, { container: page, hydrate: true });
  return { page, slot, serverDom, serverRoot, serverText };
}
