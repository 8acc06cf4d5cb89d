import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Text carried by data modules (preset labels, citations) in both languages. */
export interface BilingualText {
  readonly ja: string;
  readonly en: string;
}

/** Picks the page's language from a bilingual text. */
export function useLocalizedText(): (text: BilingualText) => string {
  const { i18n } = useDocusaurusContext();
  const english = i18n.currentLocale === 'en';
  return (text) => (english ? text.en : text.ja);
}
