/**
 * What both search boxes say when the search index cannot be loaded
 * (./indexAvailability holds the state; it stays free of Docusaurus so the
 * search worker's callers can be tested in Node).
 */
import { translate } from '@docusaurus/Translate';

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
