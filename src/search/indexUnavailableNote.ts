/**
 * What both search boxes say when the search index cannot be loaded
 * (./indexAvailability holds the state; it stays free of Docusaurus so the
 * search worker's callers can be tested in Node).
 */
import { translate } from '@docusaurus/Translate';
import { searchNoteElement } from './searchNote';

export function indexUnavailableMessage(): string {
  return translate({
    id: 'search.indexUnavailable',
    message:
      '検索インデックスを読み込めないため、検索できません。オフラインのときは、オンラインのうちに「短縮リンク」ページで「オフライン用に保存」を選んでおくと検索できます。',
    description: 'Shown by both search boxes when the search index cannot be downloaded',
  });
}

/** The index-unavailable note (an alert), see ./searchNote. */
export function indexUnavailableElement(tagName: 'div' | 'p', className: string): HTMLElement {
  return searchNoteElement(
    'data-search-unavailable',
    'alert',
    indexUnavailableMessage(),
    tagName,
    className,
  );
}
