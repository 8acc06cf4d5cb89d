/**
 * What both search boxes say when the search cannot be loaded
 * (./indexAvailability holds the state; it stays free of Docusaurus so
 * ./pagefindSearch.ts can be tested in Node).
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
