/**
 * Message modules: UI strings that ship with the code that shows them. A
 * `translate()` string goes into i18n/en/code.json, which Docusaurus bundles
 * into every English page; the calculators' strings live instead in a module
 * next to each calculator (`strings.ts`), holding both languages, so they load
 * only on the pages that show that calculator.
 *
 * Each locale's build keeps only its own half: a module writes its halves as
 *
 *     ja: process.env.BUNDLE_LOCALE !== 'en' && { … },
 *     en: process.env.BUNDLE_LOCALE !== 'ja' && { … },
 *
 * and plugins/bundle-locale makes `process.env.BUNDLE_LOCALE` the locale
 * being built, so the bundler folds the condition and the minifier drops the
 * other language (tests/build/messageLocales.test.ts checks the chunks).
 * Where it is not defined (Vitest, Node) both halves stay.
 *
 * Framework-free: the parity check and the Japanese lint read these modules
 * in Node (src/lib/messageModules.ts).
 */

export type MessageLocale = 'ja' | 'en';

/**
 * One module's strings in both languages, keyed alike. A half is
 * `undefined` in the other locale's bundle.
 */
export interface Messages<Key extends string> {
  readonly ja: Readonly<Record<Key, string>> | undefined;
  readonly en: Readonly<Record<Key, string>> | undefined;
}

/** A module with both halves, as Node reads it (parity check, Japanese lint). */
export interface CompleteMessages {
  readonly ja: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}

/** The keys of a message module (`MessageKey<typeof iopsStrings>`). */
export type MessageKey<M> = M extends Messages<infer Key> ? Key : never;

const defined = new WeakSet();

/**
 * Both languages of a module's strings. The Japanese half fixes the keys:
 * TypeScript rejects an English half that lacks one of them or adds another,
 * also when each half is behind its `process.env.BUNDLE_LOCALE` condition.
 * Placeholders are written `{name}`, as in `translate()`.
 */
export function defineMessages<const Key extends string>(halves: {
  readonly ja: Readonly<Record<Key, string>> | false | undefined;
  readonly en: NoInfer<Readonly<Record<Key, string>>> | false | undefined;
}): Messages<Key> {
  const messages: Messages<Key> = { ja: halves.ja || undefined, en: halves.en || undefined };
  defined.add(messages);
  return messages;
}

/** Whether a value is a module's strings made by `defineMessages`. */
export function isMessages(value: unknown): value is Messages<string> {
  return typeof value === 'object' && value !== null && defined.has(value);
}

/**
 * A message's text in `locale`, its placeholders unfilled. The page's
 * language is always its build's, so its half is there; should it not be,
 * the text falls back to the other language (when the bundle has it) and
 * then to the key, never to an empty label.
 */
export function messageText<Key extends string>(
  messages: Messages<Key>,
  locale: MessageLocale,
  key: Key,
): string {
  const own: Readonly<Record<string, string | undefined>> | undefined = messages[locale];
  const other: Readonly<Record<string, string | undefined>> | undefined =
    messages[locale === 'en' ? 'ja' : 'en'];
  return own?.[key] ?? other?.[key] ?? key;
}

/** The placeholder names of a message (`{count}` → `count`), sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

export type MessageProblem =
  | { readonly kind: 'missing'; readonly key: string; readonly locale: MessageLocale }
  | { readonly kind: 'empty'; readonly key: string; readonly locale: MessageLocale }
  | {
      readonly kind: 'placeholdersDiffer';
      readonly key: string;
      readonly ja: readonly string[];
      readonly en: readonly string[];
    };

/**
 * What keeps a module's two languages apart: a key in one language only, an
 * empty string, or placeholders that differ (a value the other language would
 * never show, or a `{name}` it would print as is).
 */
export function messageProblems(messages: CompleteMessages): MessageProblem[] {
  const problems: MessageProblem[] = [];
  const keys = [...new Set([...Object.keys(messages.ja), ...Object.keys(messages.en)])].sort();
  for (const key of keys) {
    const ja = messages.ja[key];
    const en = messages.en[key];
    if (ja === undefined || en === undefined) {
      problems.push({ kind: 'missing', key, locale: ja === undefined ? 'ja' : 'en' });
      continue;
    }
    if (ja.trim() === '') problems.push({ kind: 'empty', key, locale: 'ja' });
    if (en.trim() === '') problems.push({ kind: 'empty', key, locale: 'en' });
    const jaNames = placeholders(ja);
    const enNames = placeholders(en);
    if (jaNames.join(',') !== enNames.join(',')) {
      problems.push({ kind: 'placeholdersDiffer', key, ja: jaNames, en: enNames });
    }
  }
  return problems;
}

/** One line per problem, for the terminal. */
export function describeMessageProblem(problem: MessageProblem): string {
  switch (problem.kind) {
    case 'missing':
      return `${problem.key}: no ${problem.locale === 'ja' ? 'Japanese' : 'English'} text`;
    case 'empty':
      return `${problem.key}: empty ${problem.locale === 'ja' ? 'Japanese' : 'English'} text`;
    case 'placeholdersDiffer':
      return `${problem.key}: placeholders differ (Japanese {${problem.ja.join('}, {')}}; English {${problem.en.join('}, {')}})`;
  }
}
