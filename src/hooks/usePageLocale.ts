import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// Types only: a value import from the schema module would ship zod to the page.
import type { Locale } from '../datasets/schema';

/** The language of the current page and the BCP 47 tag `Intl` formats it with. */
export interface PageLocale {
  /** The site language (`ja` unless the page is English). */
  readonly locale: Locale;
  /** BCP 47 tag of the page (`ja-JP`, `en-US`). */
  readonly htmlLang: string;
}

/**
 * The page's language from the site context rather than the browser, so the
 * server-rendered text and the hydrated text are identical.
 */
export function usePageLocale(): PageLocale {
  const { i18n } = useDocusaurusContext();
  const locale: Locale = i18n.currentLocale === 'en' ? 'en' : 'ja';
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return { locale, htmlLang };
}
