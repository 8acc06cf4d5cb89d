/**
 * Message modules: UI strings that ship with the code that shows them. A
 * `translate()` string goes into i18n/en/code.json, which Docusaurus bundles
 * into every English page; the calculators' strings live instead in a module
 * next to each calculator (`strings.ts`), holding both languages, so they load
 * only on the pages that show that calculator.
 *
 * Framework-free: the parity check and the Japanese lint read these modules
 * in Node (src/lib/messageModules.ts).
 */

export type MessageLocale = 'ja' | 'en';

/** One module's strings in both languages, keyed alike. */
export interface Messages<Key extends string> {
  readonly ja: Readonly<Record<Key, string>>;
  readonly en: Readonly<Record<Key, string>>;
}

const defined = new WeakSet();

/**
 * Both languages of a module's strings. The Japanese half fixes the keys:
 * TypeScript rejects an English half that lacks one of them or adds another.
 * Placeholders are written `{name}`, as in `translate()`.
 */
export function defineMessages<const Key extends string>(messages: {
  readonly ja: Readonly<Record<Key, string>>;
  readonly en: NoInfer<Readonly<Record<Key, string>>>;
}): Messages<Key> {
  defined.add(messages);
  return messages;
}

/** Whether a value is a module's strings made by `defineMessages`. */
export function isMessages(value: unknown): value is Messages<string> {
  return typeof value === 'object' && value !== null && defined.has(value);
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
export function messageProblems(messages: {
  readonly ja: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}): MessageProblem[] {
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
