import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { LocalizedText } from '../calculators/shared/types';

/** Picks the page's language from a text carried by data modules (preset labels, citations). */
export function useLocalizedText(): (text: LocalizedText) => string {
  const { i18n } = useDocusaurusContext();
  const english = i18n.currentLocale === 'en';
  return (text) => (english ? text.en : text.ja);
}
