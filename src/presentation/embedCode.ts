/**
 * What an embedded page (`?embed`) says to the page that frames it, and the
 * code a reader copies to frame it ("Copy embed code"), as pure functions.
 *
 * The embedded page posts its content height to its parent on load and on
 * every change of size (src/presentation/embedHeightReporter.ts); a few lines
 * of script on the framing page ({@link resizeSnippet}) set the iframe's
 * height from it, so the reader never scrolls inside the frame. The script
 * takes messages only from the site's origin and only for the iframe that
 * sent them (`event.source`), so several embeds on one page each get their
 * own height and no other frame can resize them.
 */
import { EMBED_PARAM, changeParams } from './modeUrl';

/** The `type` of the height message; namespaced so that other embeds' messages never match. */
export const EMBED_HEIGHT_MESSAGE_TYPE = 'db-perf-field-guide:embed-height';

/** The message an embedded page posts to its parent. */
export interface EmbedHeightMessage {
  readonly type: typeof EMBED_HEIGHT_MESSAGE_TYPE;
  /** The content's height in CSS pixels, a whole number. */
  readonly height: number;
}

/**
 * The tallest height the snippet accepts: no calculator comes near it, and a
 * frame that claimed more would only push the host page's own text away.
 */
export const MAX_EMBED_HEIGHT = 20_000;

/** The message for a measured content height (rounded up: a fraction cut off would scroll). */
export function embedHeightMessage(height: number): EmbedHeightMessage {
  const whole = Number.isFinite(height) ? Math.ceil(height) : 0;
  return {
    type: EMBED_HEIGHT_MESSAGE_TYPE,
    height: Math.min(Math.max(whole, 0), MAX_EMBED_HEIGHT),
  };
}

/** Whether `data` (a `message` event's) is a height message the snippet would act on. */
export function isEmbedHeightMessage(data: unknown): data is EmbedHeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, height } = data as Record<string, unknown>;
  return (
    type === EMBED_HEIGHT_MESSAGE_TYPE &&
    typeof height === 'number' &&
    height > 0 &&
    height <= MAX_EMBED_HEIGHT
  );
}

/**
 * The script for the framing page: sets the height of the iframe that sent a
 * height message, if it came from `origin` (the site's, e.g.
 * `https://example.org`). Plain ES5, one listener for every embed on the page;
 * the same conditions as {@link isEmbedHeightMessage}.
 */
export function resizeSnippet(origin: string): string {
  return [
    '<script>',
    "window.addEventListener('message', function (event) {",
    `  if (event.origin !== ${JSON.stringify(origin)}) return;`,
    '  var data = event.data;',
    `  if (!data || data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE_TYPE)}) return;`,
    `  if (typeof data.height !== 'number' || !(data.height > 0 && data.height <= ${String(MAX_EMBED_HEIGHT)})) return;`,
    "  document.querySelectorAll('iframe').forEach(function (frame) {",
    "    if (frame.contentWindow === event.source) frame.style.height = data.height + 'px';",
    '  });',
    '});',
    '</script>',
  ].join('\n');
}

/** The URL to frame: the page and its inputs, plus `embed` (or `embed=compact`). */
export function embedUrl(shareUrl: string, compact = false): string {
  return changeParams(shareUrl, { [EMBED_PARAM]: compact ? 'compact' : true });
}

/**
 * The height written on the iframe, what a host shows before the script has
 * run (or if its editor drops scripts): the calculator's height as measured
 * on the page, plus the embed's link bar, in steps of 10 px, kept between
 * 320 and 3,000 px.
 */
export function suggestedEmbedHeight(measuredHeight: number): number {
  const EMBED_BAR = 40;
  if (!Number.isFinite(measuredHeight) || measuredHeight <= 0) return 640;
  const rounded = Math.ceil((measuredHeight + EMBED_BAR) / 10) * 10;
  return Math.min(Math.max(rounded, 320), 3_000);
}

/** `text` safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export interface EmbedCodeOptions {
  /** The page to frame, `embed` included ({@link embedUrl}). */
  readonly src: string;
  /** What the frame holds, for screen readers (the calculator's title). */
  readonly title: string;
  /** The iframe's starting height in px ({@link suggestedEmbedHeight}). */
  readonly height: number;
}

/**
 * The HTML a reader pastes into a blog or a slide tool: a lazily loaded
 * iframe as wide as its column, then the resize script for the iframe's
 * origin (the origin the page was served from, so a mirror hands out itself).
 */
export function embedCode({ src, title, height }: EmbedCodeOptions): string {
  const iframe =
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}"` +
    ` width="100%" height="${String(Math.round(height))}" loading="lazy"` +
    ' style="max-width: 100%; border: 0"></iframe>';
  return `${iframe}\n${resizeSnippet(new URL(src).origin)}\n`;
}
