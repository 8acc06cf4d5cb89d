/**
 * WCAG 2 colour contrast, for colours written as #rgb, #rrggbb or
 * rgb(r, g, b) (how prism-react-renderer's themes write them): used where
 * the site derives colours (config/prism.ts) and by the tests that hold the
 * palettes to 4.5:1.
 */

export type Rgb = readonly [number, number, number];

/**
 * The channels (0–255) of a #rgb, #rrggbb or rgb(r, g, b) colour; throws on
 * anything else (a named or translucent colour has no single contrast).
 */
export function parseColour(colour: string): Rgb {
  const text = colour.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  const functional = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(text);
  const channels = short
    ? short.slice(1).map((digit) => Number.parseInt(digit + digit, 16))
    : long
      ? long.slice(1).map((pair) => Number.parseInt(pair, 16))
      : functional?.slice(1).map((decimal) => Number.parseInt(decimal, 10));
  const [r, g, b] = channels ?? [];
  if (r === undefined || g === undefined || b === undefined || Math.max(r, g, b) > 255)
    throw new Error(`Not a #rgb, #rrggbb or rgb(r, g, b) colour: ${colour}`);
  return [r, g, b];
}

/** #rrggbb of channels (0–255), rounded and clamped. */
export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance of a colour (0 black – 1 white). */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
