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

/** The warning's sentence before and after the names, for one name and for several. */
const URL_WARNING: Record<Locale, Record<'one' | 'several', readonly [string, string]>> = {
  ja: {
    one: [
      'リンクに含まれる値 ',
      ' を読めなかったため、その項目は既定値で計算しています。その項目の説明を確認してください。',
    ],
    several: [
      'リンクに含まれる値 ',
      ' を読めなかったため、これらの項目は既定値で計算しています。各項目の説明を確認してください。',
    ],
  },
  en: {
    one: [
      "The link's value for ",
      ' could not be read, so that input uses its default. See the message next to it.',
    ],
    several: [
      "The link's values for ",
      ' could not be read, so those inputs use their defaults. See the message next to each of them.',
    ],
  },
};

/** Names as a reader of the language lists them: "a、b、c" / "a, b, and c" (two: "a and b"). */
function listed(locale: Locale, names: readonly string[]): string {
  if (locale === 'ja') return names.join('、');
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1) ?? ''}`;
}

/**
 * The calculator warns, in the page's language and grammar (one value or
 * several), that the link's `names` could not be read, each name in its own
 * <code>.
 */
export function expectLinkWarning(
  alerts: readonly HTMLElement[],
  locale: Locale,
  names: readonly string[],
): void {
  const [before, after] = URL_WARNING[locale][names.length === 1 ? 'one' : 'several'];
  const warning = alerts.find((alert) => alert.textContent.startsWith(before));
  expect(warning, `a warning starting “${before}”`).toBeDefined();
  const codes = [...(warning?.querySelectorAll('code') ?? [])].map((code) => code.textContent);
  expect([...codes].sort()).toEqual([...names].sort());
  expect(warning?.textContent).toBe(`${before}${listed(locale, codes)}${after}`);
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
