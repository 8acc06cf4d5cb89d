/**
 * The code blocks' colour themes: prism-react-renderer's VS Light and VS Dark
 * with every token colour under 4.5:1 on the block's background moved to the
 * nearest colour of the same hue that reaches it. VS Light's attribute red
 * (#ff0000, the `ini` keys) is 4.0:1 on white and VS Dark's navy `prolog` is
 * 1.5:1 on #1e1e1e; picking replacements by hand would not survive the next
 * theme update, so they are computed here (tests/unit/config/prism.test.ts).
 */
import { themes, type PrismTheme } from 'prism-react-renderer';
import {
  contrastRatio,
  parseColour,
  relativeLuminance,
  toHex,
  type Rgb,
} from '../src/lib/contrast';

/** WCAG 2 AA for body-size text: code is never large text. */
export const MINIMUM_CODE_CONTRAST = 4.5;

type Hsl = readonly [hue: number, saturation: number, lightness: number];

function hslOf([red, green, blue]: Rgb): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  const lightness = (high + low) / 2;
  const chroma = high - low;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    high === r ? ((g - b) / chroma) % 6 : high === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [(sector * 60 + 360) % 360, saturation, lightness];
}

function rgbOf([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const sectors: readonly Rgb[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = sectors[sector] ?? [0, 0, 0];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * `colour` itself when it reaches `minimum` on `background`; otherwise the
 * colour of the same hue and saturation whose lightness is nearest to it and
 * reaches `minimum` (darker on a light background, lighter on a dark one),
 * as #rrggbb.
 */
export function readableColour(colour: string, background: string, minimum: number): string {
  if (contrastRatio(colour, background) >= minimum) return colour;
  const [hue, saturation, lightness] = hslOf(parseColour(colour));
  // Where black and white are equally far from the background (luminance ≈ 0.18).
  const darken = relativeLuminance(background) > Math.sqrt(1.05 * 0.05) - 0.05;
  const hexAt = (l: number) => toHex(rgbOf([hue, saturation, l]));
  const reaches = (l: number) => contrastRatio(hexAt(l), background) >= minimum;
  let near = lightness;
  let far = darken ? 0 : 1;
  if (!reaches(far))
    throw new Error(`No colour of the hue of ${colour} reaches ${minimum}:1 on ${background}`);
  // Lightness moves luminance one way only, so the boundary can be bisected.
  for (let step = 0; step < 40; step += 1) {
    const middle = (near + far) / 2;
    if (reaches(middle)) far = middle;
    else near = middle;
  }
  return hexAt(far);
}

/** `theme` with its plain text and every token colour readable on its own background. */
export function readableTheme(theme: PrismTheme, minimum = MINIMUM_CODE_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (background === undefined) throw new Error('A code theme needs a plain background colour');
  const readable = <Style extends { color?: string; opacity?: number | string }>(
    style: Style,
  ): Style => {
    // A translucent token has no contrast this module could vouch for.
    if (style.opacity !== undefined) throw new Error('Token opacity is not supported');
    return style.color === undefined
      ? style
      : { ...style, color: readableColour(style.color, background, minimum) };
  };
  return {
    plain: readable(theme.plain),
    styles: theme.styles.map((entry) => ({ ...entry, style: readable(entry.style) })),
  };
}

/**
 * Grammars added to prism-react-renderer's: the code blocks' languages. Both
 * themeConfig.prism and the build-time highlighting (src/remark/highlightCode.ts) read it.
 */
export const ADDITIONAL_PRISM_LANGUAGES = ['sql', 'ini', 'bash'];

export const lightCodeTheme = readableTheme(themes.vsLight);
export const darkCodeTheme = readableTheme(themes.vsDark);
