/** Stand-in for `@docusaurus/useDocusaurusContext`: the site's i18n settings, in the test's locale. */
import { i18n } from '../../../config/i18n';
import { currentLocale } from './siteLocale';

export default function useDocusaurusContext() {
  return {
    siteConfig: { baseUrl: '/', title: 'DB Performance Field Guide' },
    siteMetadata: {},
    globalData: {},
    i18n: { ...i18n, currentLocale: currentLocale() },
  };
}
