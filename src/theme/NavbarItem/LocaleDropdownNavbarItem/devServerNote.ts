/**
 * `docusaurus start` serves one locale: on the Japanese dev server the
 * language menu's "English" link leads to a 404, and on the English one
 * "日本語" does. In development only, the menu says which command starts the
 * other language's dev server (the scripts of package.json).
 */

/** The npm command that starts the dev server of a locale. */
export function startCommandFor(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? 'npm start' : `npm run start:${locale}`;
}

export interface OtherLocaleServer {
  readonly locale: string;
  readonly command: string;
}

/**
 * The locales the running server cannot show, each with the command that
 * serves it; none outside development (a production build has every locale).
 */
export function localesOffThisDevServer({
  isDevelopment,
  currentLocale,
  defaultLocale,
  locales,
}: {
  readonly isDevelopment: boolean;
  readonly currentLocale: string;
  readonly defaultLocale: string;
  readonly locales: readonly string[];
}): OtherLocaleServer[] {
  if (!isDevelopment) return [];
  return locales
    .filter((locale) => locale !== currentLocale)
    .map((locale) => ({ locale, command: startCommandFor(locale, defaultLocale) }));
}

/** Text as HTML: the menu's note is an HTML item (Docusaurus's `type: 'html'`). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

/**
 * A sentence with one `{command}` slot as HTML, the command set as code.
 * The sentence is split at the slot before escaping, so nothing in either
 * part can become markup.
 */
export function sentenceWithCommandHtml(sentence: string, command: string): string {
  const [before = '', ...after] = sentence.split('{command}');
  if (after.length === 0) return escapeHtml(sentence);
  return `${escapeHtml(before)}<code>${escapeHtml(command)}</code>${after.map(escapeHtml).join(escapeHtml(command))}`;
}
