import fc from 'fast-check';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';

import {
  MINIMUM_CODE_CONTRAST,
  darkCodeTheme,
  lightCodeTheme,
  readableColour,
} from '../../../config/prism';
import { contrastRatio, parseColour, toHex } from '../../../src/lib/contrast';

/** Every colour a theme paints text in: the plain text and each token style. */
const textColours = (theme: PrismTheme): string[] =>
  [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => colour !== undefined,
  );

/** Hue in degrees of an rgb colour with some chroma. */
const hueOf = (colour: string): number => {
  const [r, g, b] = parseColour(colour).map((channel) => channel / 255) as [number, number, number];
  return ((Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI + 360) % 360;
};

const derived = [
  { name: 'light', theme: lightCodeTheme, original: themes.vsLight },
  { name: 'dark', theme: darkCodeTheme, original: themes.vsDark },
] as const;

describe('code block themes', () => {
  for (const { name, theme, original } of derived) {
    it(`gives every token of the ${name} theme 4.5:1 on its background`, () => {
      const background = theme.plain.backgroundColor ?? '';
      expect(background).toBe(original.plain.backgroundColor);
      const colours = textColours(theme);
      expect(colours).toHaveLength(textColours(original).length);
      for (const colour of colours)
        expect(contrastRatio(colour, background), colour).toBeGreaterThanOrEqual(4.5);
    });

    it(`keeps the ${name} theme's token types and readable colours as they were`, () => {
      expect(theme.styles.map((entry) => [entry.types, entry.languages])).toEqual(
        original.styles.map((entry) => [entry.types, entry.languages]),
      );
      const background = original.plain.backgroundColor ?? '';
      original.styles.forEach((entry, index) => {
        const colour = entry.style.color;
        if (colour !== undefined && contrastRatio(colour, background) >= 4.5)
          expect(theme.styles[index]?.style.color).toBe(colour);
      });
    });
  }

  it('replaces the light theme’s attribute red (the ini keys), 4.0:1 on white', () => {
    const attrName = (theme: PrismTheme) =>
      theme.styles.find((entry) => entry.types.includes('attr-name'))?.style.color ?? '';
    expect(parseColour(attrName(themes.vsLight))).toEqual([255, 0, 0]);
    expect(contrastRatio(attrName(themes.vsLight), '#ffffff')).toBeLessThan(4.5);
    const replaced = attrName(lightCodeTheme);
    expect(parseColour(replaced)).not.toEqual([255, 0, 0]);
    // Still pure red, only darker.
    const [r, g, b] = parseColour(replaced);
    expect([g, b]).toEqual([0, 0]);
    expect(r).toBeLessThan(255);
  });
});

describe('readableColour', () => {
  const channel = fc.integer({ min: 0, max: 255 });
  const colour = fc.tuple(channel, channel, channel).map((rgb) => toHex(rgb));

  it('reaches the minimum with the hue kept and the least change of lightness', () => {
    fc.assert(
      fc.property(
        colour,
        fc.constantFrom('#ffffff', '#1e1e1e', '#f6f8fa', '#282a36'),
        (text, bg) => {
          const result = readableColour(text, bg, MINIMUM_CODE_CONTRAST);
          expect(contrastRatio(result, bg)).toBeGreaterThanOrEqual(MINIMUM_CODE_CONTRAST);
          if (contrastRatio(text, bg) >= MINIMUM_CODE_CONTRAST) {
            expect(result).toBe(text);
            return;
          }
          const [r, g, b] = parseColour(text);
          // Hue is defined (and kept within rounding) only where there is enough chroma.
          if (Math.max(r, g, b) - Math.min(r, g, b) >= 40) {
            const shift = Math.abs(hueOf(result) - hueOf(text));
            expect(Math.min(shift, 360 - shift)).toBeLessThan(8);
          }
        },
      ),
    );
  });

  it('moves a failing colour away from the background, no further than needed', () => {
    const red = readableColour('#ff0000', '#ffffff', 4.5);
    const [r] = parseColour(red);
    // One step lighter would fall short.
    expect(contrastRatio(toHex([r + 1, 0, 0]), '#ffffff')).toBeLessThan(4.5);
    const navy = readableColour('rgb(0, 0, 128)', '#1e1e1e', 4.5);
    const lighter = parseColour(navy);
    expect(lighter[2]).toBe(255);
    expect(lighter[0]).toBe(lighter[1]);
    expect(lighter[0]).toBeGreaterThan(0);
  });

  it('refuses a colour it cannot measure', () => {
    expect(() => readableColour('red', '#ffffff', 4.5)).toThrow(/Not a #rgb/);
  });
});
