/**
 * What a reader of a calculator sees, as assertions shared by the component
 * tests: a field by its URL parameter name (the name the link uses), the
 * message a field announces, the warning about a hand-edited link.
 */
import { expect } from 'vitest';
import type { Locale } from './stubs/siteLocale';

/** The input or select a URL parameter fills (its `name` is the parameter's). */
export function field(container: HTMLElement, name: string): HTMLInputElement {
  const element = container.querySelector<HTMLInputElement>(
    `input[name="${name}"], select[name="${name}"], textarea[name="${name}"]`,
  );
  if (!element) throw new Error(`no field named ${name}`);
  return element;
}

/** The text assistive technology reads as a field's description (its hint and message). */
export function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * The sentence a field's message ends with, after what is wrong: which value
 * is used instead (Japanese sentences follow one another without a space).
 */
export function usingFallback(locale: Locale, fallback: string): string {
  return locale === 'en'
    ? ` Calculating with ${fallback} instead.`
    : `代わりに ${fallback} で計算しています。`;
}

const URL_WARNING: Record<Locale, string> = {
  ja: 'リンクに含まれる値',
  en: "The link's value for",
};

/** The calculator warns, in the page's language, that the link's `names` could not be read. */
export function expectLinkWarning(
  alerts: readonly HTMLElement[],
  locale: Locale,
  names: readonly string[],
): void {
  const warning = alerts.find((alert) => alert.textContent.includes(URL_WARNING[locale]));
  expect(warning, `a warning starting “${URL_WARNING[locale]}”`).toBeDefined();
  const quoted = warning?.querySelector('code')?.textContent ?? '';
  expect(quoted.split(', ').sort()).toEqual([...names].sort());
}

/** The field says why its value was rejected, and says it to assistive technology too. */
export function expectFieldMessage(element: HTMLElement, message: string): void {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  expect(description(element)).toContain(message);
}

/** Nothing a link carried ran or rendered as markup, and no number broke. */
export function expectSaneCalculator(root: HTMLElement): void {
  expect(root.querySelector('script, img[src="x"]')).toBeNull();
  expect(root.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

/** Texts of the elements with these test ids: the headline results a reader compares. */
export function resultTexts(root: HTMLElement, testIds: readonly string[]): string[] {
  return testIds.map(
    (id) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? `(no ${id})`,
  );
}
