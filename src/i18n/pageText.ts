import type { ReactNode } from 'react';
import { interpolate } from '@docusaurus/Interpolate';
import i18n from '@generated/i18n';
import { messageText, type MessageLocale, type Messages } from './messages';

/**
 * The page's language: the build's locale, the same source as
 * `useDocusaurusContext().i18n` (see usePageLocale), which Docusaurus fixes
 * per locale build, so server-rendered and hydrated text agree. Read when
 * called rather than on import, so a test can switch it.
 */
function pageLocale(): MessageLocale {
  return i18n.currentLocale === 'en' ? 'en' : 'ja';
}

/**
 * A message module's text in the page's language, with its `{placeholders}`
 * filled as `translate()` and `<Translate>` fill them (Docusaurus's own
 * `interpolate`): text when every value is text, React nodes otherwise.
 * A plain function rather than a hook, like `translate()`: the calculators
 * turn error codes, labels and speaker-mode scenarios into text outside
 * components too.
 */
export function pageText<Key extends string>(
  messages: Messages<Key>,
  key: Key,
  values?: Readonly<Record<string, string | number>>,
): string;
export function pageText<Key extends string>(
  messages: Messages<Key>,
  key: Key,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode;
export function pageText<Key extends string>(
  messages: Messages<Key>,
  key: Key,
  values?: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const text = messageText(messages, pageLocale(), key);
  return values === undefined ? text : interpolate(text, values);
}
