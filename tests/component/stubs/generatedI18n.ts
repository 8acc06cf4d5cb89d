/** Stand-in for `@generated/i18n`: the site's i18n settings, in the test's locale (read when used). */
import { i18n } from '../../../config/i18n';
import { currentLocale } from './siteLocale';

export default {
  ...i18n,
  get currentLocale() {
    return currentLocale();
  },
};
