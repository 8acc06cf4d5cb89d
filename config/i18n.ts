import type { Config } from '@docusaurus/types';

/** Japanese is the default locale (served at `/`); English lives under `/en/`. */
export const i18n: Config['i18n'] = {
  defaultLocale: 'ja',
  locales: ['ja', 'en'],
  localeConfigs: {
    ja: { label: '日本語', htmlLang: 'ja-JP' },
    en: { label: 'English', htmlLang: 'en-US' },
  },
};
