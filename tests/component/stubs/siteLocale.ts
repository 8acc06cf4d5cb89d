/**
 * The locale the stubbed Docusaurus modules render in. Tests set it before
 * rendering (see renderCalculator); it stands in for the build's locale.
 */
export type Locale = 'ja' | 'en';

let locale: Locale = 'ja';

export function setLocale(next: Locale): void {
  locale = next;
}

export function currentLocale(): Locale {
  return locale;
}
