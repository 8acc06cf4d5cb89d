/**
 * The URL side of the presentation and embed modes, as pure functions (no
 * `window`), so they can be unit-tested and shared by the inline `<head>`
 * script's test, the client module and the components.
 *
 * - `?present`: speaker mode — the calculator fills the screen in large type;
 *   on an article, the article as slides (src/presentation/articleDeck.ts).
 * - `?embed`: only the calculator, for an `<iframe>` in slides or a blog;
 *   `?embed=compact`: the same, results first, with the inputs and the
 *   charts and tables folded away behind a button each.
 * - `scenario=<id>`: the named scenario shown (speaker mode steps through them).
 *
 * `present` and `embed` are flags written without a value (`?hit=80&present`);
 * either is honoured with a value too (`?present=1`). `embed` reads its value:
 * `compact`, or the full embed for a flag's value (`1`, `true`, `full`) and,
 * with a message, for anything else ({@link embedStyle}). They describe how the
 * page is viewed, not the calculator's state, so links to share (copy link,
 * QR code) leave them out.
 */

import { formatQuery } from '../calculators/shared/queryParams';

export const PRESENT_PARAM = 'present';
export const EMBED_PARAM = 'embed';
export const SCENARIO_PARAM = 'scenario';
/** The value of `embed` that asks for the compact embed (and the token on `<html>`). */
export const COMPACT_EMBED = 'compact';
/** The token on `<html>` for speaker mode on an article: the article as slides. */
export const DECK_TOKEN = 'deck';

/** Parameters that are about the view, not the calculator's inputs. */
export const VIEW_PARAMS: readonly string[] = [PRESENT_PARAM, EMBED_PARAM, SCENARIO_PARAM];

/**
 * The attribute on `<html>` that the stylesheet keys on: a space-separated
 * list of `present`, `embed` and `compact` (CSS `[data-presentation~='present']`). An
 * (and `deck` with `present` on an article) — an
 * attribute rather than a class, because Docusaurus (react-helmet) rewrites
 * `<html class>` at hydration and on every route change.
 */
export const MODE_ATTRIBUTE = 'data-presentation';

/** Scenario ids are short slugs; anything else in the URL is ignored. */
const SCENARIO_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;

export interface ViewModes {
  readonly present: boolean;
  readonly embed: boolean;
  /** `embed=compact` (only where `embed` counts). */
  readonly compact: boolean;
  /**
   * `embed=<value>` with a value that is neither a flag (`embed`, `embed=1`,
   * `embed=full`) nor `compact`: the full embed is shown, with a message
   * saying what the link may ask for (only where `embed` counts).
   */
  readonly embedValueUnknown: boolean;
  /** The scenario named in the URL, or null (none, or not a valid id). */
  readonly scenario: string | null;
  /**
   * Speaker mode on an article (not in an embed): the article shown as
   * slides ({@link DECK_PATHNAME}).
   */
  readonly deck: boolean;
}

export function isScenarioId(value: string): boolean {
  return SCENARIO_ID.test(value);
}

/**
 * The pages `?embed` works on, by path (with or without the `/en` prefix):
 * each calculator's and the analyzer's own page (`/calculators/<id>`,
 * `/tools/<id>`), each dataset page (`/data/<id>`), and the articles
 * (`/docs/…`), which hold the calculators and dataset charts (`?embed#<id>`
 * picks one). Not the home page, search, `/go`, the blog, tag pages or the
 * lists at `/calculators` and `/data`: there `embed` is ignored and the page
 * shows as usual, so a frame cannot show, say, a search for words of its own
 * choosing as a bare panel of this site. The build's headers
 * (scripts/deploy/headerRules.ts) let other sites frame the same sections
 * (`frame-ancestors *`) and only the site itself elsewhere. Also written into the inline `<head>` script
 * (config/presentation.ts), so it is kept to ES5 syntax.
 */
export const EMBEDDABLE_PATHNAME =
  /^(?:\/en)?\/(?:calculators|tools|data|docs)\/(?!tags(?:\/|$))[^/]/;

/**
 * Whether `?embed` works on the page at `pathname` (see
 * {@link EMBEDDABLE_PATHNAME}), for a site published under `baseUrl` (`/`,
 * `/guide/`: the build's BASE_URL).
 */
export function isEmbeddablePathname(pathname: string, baseUrl = '/'): boolean {
  if (!pathname.startsWith(baseUrl)) return false;
  return EMBEDDABLE_PATHNAME.test(`/${pathname.slice(baseUrl.length)}`);
}

/**
 * The pages where `?present` shows the page as slides: the articles
 * (`/docs/…`, not the tag pages). The calculators', the analyzer's and the
 * dataset pages keep speaker mode for their one tool. A docs page that turns
 * out to have no article (a category's list) falls back to that mode on the
 * client (src/presentation/presentationStore.ts). Also written into the
 * inline `<head>` script, so ES5 syntax.
 */
export const DECK_PATHNAME = /^(?:\/en)?\/docs\/(?!tags(?:\/|$))[^/]/;

/** Whether `?present` shows the page at `pathname` as slides (see {@link DECK_PATHNAME}). */
export function isDeckPathname(pathname: string, baseUrl = '/'): boolean {
  if (!pathname.startsWith(baseUrl)) return false;
  return DECK_PATHNAME.test(`/${pathname.slice(baseUrl.length)}`);
}

/** Values of `embed` that ask for the full embed, as a bare flag does. */
const FULL_EMBED_VALUES: ReadonlySet<string> = new Set(['', '1', 'true', 'full']);

/**
 * What `embed=<value>` asks for: the full embed (bare, `1`, `true`, `full`),
 * the compact one (`compact`), or neither (null). Letter case is ignored.
 */
export function embedStyle(value: string): 'full' | 'compact' | null {
  const normalised = value.trim().toLowerCase();
  if (normalised === COMPACT_EMBED) return 'compact';
  return FULL_EMBED_VALUES.has(normalised) ? 'full' : null;
}

/**
 * Reads the view parameters of a query string (`?a=1&present`, with or
 * without `?`) on the page at `pathname`: `embed` counts only where
 * {@link isEmbeddablePathname}.
 */
export function readModes(search: string, pathname: string, baseUrl = '/'): ViewModes {
  const params = new URLSearchParams(search);
  const scenario = params.get(SCENARIO_PARAM);
  const embedValue = params.get(EMBED_PARAM);
  const embed = embedValue !== null && isEmbeddablePathname(pathname, baseUrl);
  const style = embed ? embedStyle(embedValue) : null;
  const present = params.has(PRESENT_PARAM);
  return {
    present,
    embed,
    compact: style === 'compact',
    embedValueUnknown: embed && style === null,
    scenario: scenario !== null && isScenarioId(scenario) ? scenario : null,
    deck: present && !embed && isDeckPathname(pathname, baseUrl),
  };
}

/**
 * The value of {@link MODE_ATTRIBUTE}: the tokens `present`, `embed`,
 * `compact` (only with `embed`) and `deck` (only with `present`) that apply,
 * space-separated; '' for none.
 */
export function modeAttributeValue(
  modes: Pick<ViewModes, 'present' | 'embed' | 'compact'> & { readonly deck?: boolean },
): string {
  return [
    modes.present ? PRESENT_PARAM : '',
    modes.embed ? EMBED_PARAM : '',
    modes.embed && modes.compact ? COMPACT_EMBED : '',
    modes.present && modes.deck ? DECK_TOKEN : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const FLAG_PARAMS = new Set([PRESENT_PARAM, EMBED_PARAM]);

/**
 * Set on `<html>` by the inline `<head>` script when a link carries a
 * calculator's state (any parameter but the view flags `present`/`embed`),
 * and removed once the calculators on the page have read it
 * ({@link markLinkedStateApplied}). The server renders every calculator with
 * its defaults; until hydration, a page opened from
 * `…/snowflake?layout=discord&id=…` would show the default scenario's numbers
 * as if they were the link's (1.6–5.4 s on a loaded machine, the wrong slide
 * for a speaker), so the stylesheet marks the calculators pending meanwhile.
 */
export const LINKED_STATE_ATTRIBUTE = 'data-linked-state';

/** Whether a query string carries state for a calculator (see {@link LINKED_STATE_ATTRIBUTE}). */
export function carriesLinkedState(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!FLAG_PARAMS.has(name)) return true;
  }
  return false;
}

/**
 * Called by the URL-state hooks once the state a link carried is in the
 * page (the render after hydration that applied it has been committed).
 * Every calculator reads the URL in the same effect pass after hydration,
 * so the first to finish has seen all of them applied.
 */
export function markLinkedStateApplied(): void {
  document.documentElement.removeAttribute(LINKED_STATE_ATTRIBUTE);
}

/** `?…` for the parameters, with the flags written bare (`present`, not `present=`); '' when empty. */
export function formatSearch(params: URLSearchParams): string {
  const text = formatQuery(params)
    .split('&')
    .filter(Boolean)
    .map((pair) =>
      pair.endsWith('=') && FLAG_PARAMS.has(pair.slice(0, -1)) ? pair.slice(0, -1) : pair,
    )
    .join('&');
  return text ? `?${text}` : '';
}

/** A change to one parameter: `true` sets a bare flag, a string sets a value, null removes it. */
export type ParamChange = string | true | null;

function isAbsolute(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Writes `url` back in the form it was given: absolute, or path + query + hash. */
function output(url: URL, absolute: boolean): string {
  const tail = `${url.pathname}${formatSearch(url.searchParams)}${url.hash}`;
  return absolute ? `${url.origin}${tail}` : tail;
}

/**
 * Applies parameter changes to a URL (absolute, or relative to `base`), keeping
 * the other parameters in order; new ones go last.
 */
export function changeParams(
  href: string,
  changes: Readonly<Record<string, ParamChange>>,
  base: string = href,
): string {
  const url = new URL(href, base);
  for (const [name, change] of Object.entries(changes)) {
    if (change === null) url.searchParams.delete(name);
    else url.searchParams.set(name, change === true ? '' : change);
  }
  return output(url, isAbsolute(href));
}

/** The URL without the given parameters (by default, every view parameter). */
export function withoutParams(href: string, names: readonly string[] = VIEW_PARAMS): string {
  return changeParams(href, Object.fromEntries(names.map((name) => [name, null])));
}
