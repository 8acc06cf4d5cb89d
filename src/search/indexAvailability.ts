/**
 * Whether the search index could be loaded, for the notes both search boxes
 * show when it could not (offline without a saved copy, a host error). The
 * plugin's page waited forever for an index that never came, and its navbar
 * box said only "no results".
 */
import { translate } from '@docusaurus/Translate';

let failed = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

export function reportIndexFailure(): void {
  set(true);
}

export function reportIndexLoaded(): void {
  set(false);
}

export function indexFailed(): boolean {
  return failed;
}

/** For useSyncExternalStore and the boxes' observers; returns the unsubscribe. */
export function onIndexAvailabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function indexUnavailableMessage(): string {
  return translate({
    id: 'search.indexUnavailable',
    message:
      '検索インデックスを読み込めないため、検索できません。オフラインのときは、オンラインのうちに「短縮リンク」ページで「オフライン用に保存」を選んでおくと検索できます。',
    description: 'Shown by both search boxes when the search index cannot be downloaded',
  });
}

/** The note both boxes insert beside the plugin's own markup, marked so it can be found and replaced. */
export function indexUnavailableElement(tagName: 'div' | 'p', className: string): HTMLElement {
  const element = document.createElement(tagName);
  element.setAttribute('data-search-unavailable', '');
  element.setAttribute('role', 'alert');
  element.className = className;
  element.textContent = indexUnavailableMessage();
  return element;
}
